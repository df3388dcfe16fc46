import { describe, expect, it } from 'vitest';
import { crdRemoved } from '../../../src/rules/compat/crd-removed.js';
import { enumNarrowed } from '../../../src/rules/compat/enum-narrowed.js';
import { servedVersionDivergence } from '../../../src/rules/compat/served-version-divergence.js';
import { versionRemoved } from '../../../src/rules/compat/version-removed.js';
import { goParser } from '../../parse/go/go-parser-instance.js';
import { reviewFiles } from '../../support/review-files.js';
import { widgetCrd } from './widget-crd.js';

// A copy of another project's CRD (foreign-crd.ts): its breaks are at most warnings that say so.
const crd = (group: string, versions: readonly string[]) =>
  [
    'apiVersion: apiextensions.k8s.io/v1',
    'kind: CustomResourceDefinition',
    `metadata: {name: things.${group}}`,
    'spec:',
    `  group: ${group}`,
    '  names: {kind: Thing, plural: things}',
    '  scope: Namespaced',
    '  versions:',
    ...versions.map(
      (v, i) =>
        `  - {name: ${v}, served: true, storage: ${i === versions.length - 1}, schema: {openAPIV3Schema: {type: object}}}`,
    ),
    '',
  ].join('\n');
const MARKER = '// +groupName=eventing.example.io\npackage v1\n';

/** The CRD as controller-gen writes it: with its version annotation. */
const generated = (text: string): string =>
  text.replace(
    /metadata: \{name: ([^}]+)\}/,
    'metadata: {name: $1, annotations: {controller-gen.kubebuilder.io/version: v0.17.2}}',
  );

/** The severity and note of compat/version-removed when `file` drops v1alpha1 of a CRD of `group`. */
function removal(
  group: string,
  file: string,
  go: Readonly<Record<string, string>>,
  made: (text: string) => string = (text) => text,
): string[] {
  const files = { ...go, [file]: made(crd(group, ['v1'])) };
  return reviewFiles([versionRemoved], files, {
    base: { ...go, [file]: made(crd(group, ['v1alpha1', 'v1'])) },
    goParser,
  }).map((f) => `${f.severity}${f.message.includes("a copy of another project's CRD") ? ' (a copy)' : ''}`);
}

describe("compat/ on a copy of another project's CRD", () => {
  it('is a warning that names the groups the Go API types declare, where its group is of another domain', () => {
    const [finding] = reviewFiles(
      [versionRemoved],
      { 'api/v1/doc.go': MARKER, 'hack/crds/things.yaml': crd('networking.istio.io', ['v1']) },
      {
        base: { 'api/v1/doc.go': MARKER, 'hack/crds/things.yaml': crd('networking.istio.io', ['v1alpha1', 'v1']) },
        goParser,
      },
    );
    expect(finding?.severity).toBe('warning');
    expect(finding?.message).toMatch(
      /\(a copy of another project's CRD: the repository's Go API types declare eventing\.example\.io, not its group, so the change is that project's to keep compatible\)$/,
    );
  });

  // senthilrch/kube-fledged c40b099d6f: its Helm operator served charts.helm.k8s.io's KubeFledged
  // (watches.yaml), beside Go types of kubefledged.io.
  it("is the repository's own where an operator-sdk watches.yaml maps its group to a chart or role", () => {
    const go = { 'api/v1/doc.go': MARKER };
    const watches = (group: string) =>
      `# Use the 'create api' subcommand to add watches to this file.\n- group: ${group}\n  version: v1alpha1\n  kind: Thing\n  chart: helm-charts/thing\n`;
    expect(
      removal('charts.helm.example.com', 'operator/deploy/crds/things.yaml', {
        ...go,
        'operator/watches.yaml': watches('charts.helm.example.com'),
      }),
    ).toEqual(['error']);
    // Another group's watch, or one in the tests, says nothing of it.
    expect(
      removal('charts.helm.example.com', 'operator/deploy/crds/things.yaml', {
        ...go,
        'operator/watches.yaml': watches('other.example.org'),
      }),
    ).toEqual(['warning (a copy)']);
    expect(
      removal('charts.helm.example.com', 'operator/deploy/crds/things.yaml', {
        ...go,
        'test/watches.yaml': watches('charts.helm.example.com'),
      }),
    ).toEqual(['warning (a copy)']);
  });

  // serverless-operator's CSV owns knative's operator.knative.dev CRDs: OLM installs and upgrades them from its bundle.
  it("is the repository's own where its OLM bundle's ClusterServiceVersion owns it", () => {
    const csv = (...owned: string[]) =>
      `apiVersion: operators.coreos.com/v1alpha1\nkind: ClusterServiceVersion\nmetadata: {name: serverless.v1.0.0}\nspec:\n  customresourcedefinitions:\n    owned:\n${owned.map((name) => `    - {name: ${name}, kind: Thing, version: v1}\n`).join('')}`;
    const go = { 'api/v1/doc.go': MARKER };
    const removedBeside = (csvPath: string, ...owned: string[]) =>
      removal('networking.istio.io', 'bundle/manifests/things.yaml', { ...go, [csvPath]: csv(...owned) });
    expect(removal('networking.istio.io', 'bundle/manifests/things.yaml', go)).toEqual(['warning (a copy)']);
    // The bundle owns it beside a CRD of a group the repository's Go declares: its own bundle.
    const own = ['things.networking.istio.io', 'widgets.eventing.example.io'];
    expect(removedBeside('bundle/manifests/serverless.csv.yaml', ...own)).toEqual(['error']);
    // Another project's bundle the repository keeps (integreatly-operator's RHSSO bundle owns only
    // keycloak.org's CRDs), a CSV of the tests, or one that owns other CRDs: it stays a copy.
    expect(removedBeside('manifests/rhsso/rhsso.csv.yaml', 'things.networking.istio.io')).toEqual(['warning (a copy)']);
    expect(removedBeside('test/bundle/serverless.csv.yaml', ...own)).toEqual(['warning (a copy)']);
    expect(
      removedBeside(
        'bundle/manifests/serverless.csv.yaml',
        'others.networking.istio.io',
        'widgets.eventing.example.io',
      ),
    ).toEqual(['warning (a copy)']);
    // The file of CRDs the bundle is made from (config/crd/bases/) is the bundle's copy too; another
    // project's release manifest beside them, its Deployments with its CRDs, is that project's
    // (keda-olm-operator's resources/keda.yaml, f921f24ea3, whose CRDs its controller drops).
    const bundled = { ...go, 'bundle/manifests/serverless.csv.yaml': csv(...own) };
    expect(removal('networking.istio.io', 'config/crd/bases/things.yaml', bundled)).toEqual(['error']);
    const withDeployment = (text: string) =>
      `${text}---\napiVersion: apps/v1\nkind: Deployment\nmetadata: {name: thing}\n`;
    expect(removal('networking.istio.io', 'resources/thing.yaml', bundled, withDeployment)).toEqual([
      'warning (a copy)',
    ]);
    expect(removal('networking.istio.io', 'bundle/manifests/things.yaml', bundled, withDeployment)).toEqual(['error']);
    // Nor a copy in a directory that says it came from elsewhere, which the bundle installs as
    // that project releases it (tigera/operator's CSV owns Calico's CRDs of pkg/imports/crds/).
    expect(
      removal('networking.istio.io', 'pkg/imports/crds/things.yaml', {
        ...go,
        'config/manifests/bases/operator.clusterserviceversion.yaml': csv(...own),
      }),
    ).toEqual(['warning (a copy)']);
  });

  // amazon-vpc-cni-k8s: a scaffold's `+groupName=crd.example.com` above the GroupVersion of its real group.
  it('names the groups the Go declares in code too', () => {
    const scaffold =
      '// +groupName=crd.example.com\npackage v1alpha1\n\nvar (\n\tGroupVersion = schema.GroupVersion{Group: "crd.k8s.amazonaws.com", Version: "v1alpha1"}\n)\n';
    const go = { 'pkg/apis/crd/v1alpha1/groupversion_info.go': scaffold };
    const [finding] = reviewFiles(
      [versionRemoved],
      { ...go, 'charts/calico/crds/things.yaml': crd('crd.projectcalico.org', ['v1']) },
      { base: { ...go, 'charts/calico/crds/things.yaml': crd('crd.projectcalico.org', ['v1alpha1', 'v1']) }, goParser },
    );
    expect(finding?.message).toMatch(
      /\(a copy of another project's CRD: the repository's Go API types declare crd\.example\.com, crd\.k8s\.amazonaws\.com, not its group, so the change is that project's to keep compatible\)$/,
    );
  });

  it('of the same domain, only in a directory that says it came from elsewhere', () => {
    // kyma-project/eventing-manager keeps api-gateway's APIRule in config/crd/external/.
    expect(removal('gateway.example.io', 'config/crd/external/things.yaml', { 'api/v1/doc.go': MARKER })).toEqual([
      'warning (a copy)',
    ]);
    expect(removal('gateway.example.io', 'config/crd/bases/things.yaml', { 'api/v1/doc.go': MARKER })).toEqual([
      'error',
    ]);
    // Or where controller-gen wrote it from a Go type the repository does not hold
    // (contour-operator's copy of Contour's CRDs, projectcontour.io beside operator.projectcontour.io).
    const go = { 'api/v1/doc.go': MARKER };
    expect(removal('gateway.example.io', 'config/crd/bases/things.yaml', go, generated)).toEqual(['warning (a copy)']);
    // A Go type of the kind in a package that declares no group may be what it was generated from.
    const thing = { ...go, 'pkg/thing/thing.go': 'package thing\n\ntype Thing struct {\n}\n' };
    expect(removal('gateway.example.io', 'config/crd/bases/things.yaml', thing, generated)).toEqual(['error']);
    // A group a declared one ends in (contour-operator's operator.projectcontour.io above Contour's projectcontour.io).
    expect(removal('example.io', 'config/crd/bases/things.yaml', go, generated)).toEqual(['warning (a copy)']);
    expect(removal('example.io', 'config/crd/bases/things.yaml', thing, generated)).toEqual(['error']);
    expect(removal('example.io', 'config/crd/bases/things.yaml', go)).toEqual(['error']);
  });

  // kubeshop/testkube-operator: its API group tests.testkube.io in apis/tests/v3/, kind Test.
  it('reads an API package a test word names as the repository’s, where a CRD outside the test trees has its group', () => {
    const own = (dir: string) => ({
      'api/runners/v1/doc.go': '// +groupName=runners.example.io\npackage v1\n',
      [`${dir}/doc.go`]: '// +groupName=tests.example.io\npackage v1\n',
      [`${dir}/thing_types.go`]: 'package v1\n\ntype Thing struct {\n}\n',
    });
    expect(removal('tests.example.io', 'config/crd/bases/things.yaml', own('api/tests/v1'), generated)).toEqual([
      'error',
    ]);
    // Whatever test word names it.
    expect(removal('tests.example.io', 'config/crd/bases/things.yaml', own('test/e2e/apis/v1'), generated)).toEqual([
      'error',
    ]);
  });

  // giantswarm/apiextensions ceac384a: Cluster API's machinepools.cluster.x-k8s.io removed from a
  // chart, beside the repository's own MachinePool of exp.cluster.x-k8s.io.
  it('takes a Go type of the kind in a package of another group for none the CRD was generated from', () => {
    const exp = {
      'api/v1/doc.go': '// +groupName=exp.example.io\npackage v1\n',
      'api/v1/thing.go': 'package v1\n\ntype Thing struct {\n}\n',
    };
    expect(removal('example.io', 'helm/templates/things.yaml', exp, generated)).toEqual(['warning (a copy)']);
    expect(removal('gateway.example.io', 'config/crd/bases/things.yaml', exp, generated)).toEqual(['warning (a copy)']);
    // Its package declares the CRD's group: the repository's own.
    const own = { ...exp, 'api/v1/doc.go': '// +groupName=example.io\npackage v1\n' };
    expect(removal('example.io', 'helm/templates/things.yaml', own, generated)).toEqual(['error']);
  });

  // quay-operator 958099d5d5: quay.redhat.com.quay.redhat.com, kubebuilder's doubled group, beside
  // the QuayRegistry type of quay.redhat.com.
  it('takes a declared group with more written after it, of a kind a Go type of that group is named after, for its own', () => {
    const own = {
      'api/v1/doc.go': '// +groupName=shop.example.io\npackage v1\n',
      'api/v1/thing.go': 'package v1\n\ntype Thing struct {\n}\n',
    };
    expect(removal('shop.example.io.shop.example.io', 'config/crd/bases/things.yaml', own, generated)).toEqual([
      'error',
    ]);
    // Of a kind no Go type of that group is named after: a copy.
    const other = { ...own, 'api/v1/thing.go': 'package v1\n\ntype Gadget struct {\n}\n' };
    expect(removal('shop.example.io.shop.example.io', 'config/crd/bases/things.yaml', other, generated)).toEqual([
      'warning (a copy)',
    ]);
  });

  // open-policy-agent/frameworks declares its Provider in pkg/apis/externaldata/v1alpha1, its own API.
  it("reads a directory named externaldata/ as the repository's, and a Go type of the kind anywhere", () => {
    const go = {
      'api/v1/doc.go': MARKER,
      'pkg/apis/externaldata/v1alpha1/types.go':
        '// +groupName=externaldata.example.io\npackage v1alpha1\n\ntype Thing struct {\n}\n',
    };
    expect(removal('externaldata.example.io', 'config/crd/things.yaml', go, generated)).toEqual(['error']);
    // In a directory that says it came from elsewhere, its group is none of the repository's, but
    // its Go type of the kind still keeps a CRD of a group of the domain the repository's.
    const elsewhere = {
      'api/v1/doc.go': MARKER,
      'pkg/external/other/v1/types.go': '// +groupName=other.example.io\npackage v1\n\ntype Thing struct {\n}\n',
    };
    expect(removal('other.example.io', 'config/crd/things.yaml', elsewhere, generated)).toEqual(['error']);
  });

  // k8up f510aff6 renamed its group backup.appuio.ch to k8up.io, Go packages and CRDs alike.
  // kube-prometheus: prometheus-operator's CRDs beside Go that declares no group (e2e tests, a tools.go).
  it('is a warning that says so where controller-gen wrote the CRD and the Go declares no group at all', () => {
    const go = { 'scripts/tools.go': 'package tools\n' };
    const [finding] = reviewFiles(
      [versionRemoved],
      { ...go, 'manifests/things.yaml': generated(crd('monitoring.coreos.com', ['v1'])) },
      {
        base: { ...go, 'manifests/things.yaml': generated(crd('monitoring.coreos.com', ['v1alpha1', 'v1'])) },
        goParser,
      },
    );
    expect(finding?.severity).toBe('warning');
    expect(finding?.message).toMatch(
      /\(a copy of another project's CRD: controller-gen generated it from Go types the repository does not hold \(its Go declares no API group\), so the change is that project's to keep compatible\)$/,
    );
    // A hand-written CRD, a review with no Go in it (a chart, PATHs that leave the Go out), Go that
    // declares the group otherwise and the kind's type, or Go only in test trees tell nothing.
    expect(removal('monitoring.coreos.com', 'manifests/things.yaml', go)).toEqual(['error']);
    expect(removal('monitoring.coreos.com', 'manifests/things.yaml', {}, generated)).toEqual(['error']);
    const constant = { 'pkg/apis/register.go': 'package apis\n\nconst GroupName = "monitoring.coreos.com"\n' };
    const typed = { ...constant, 'pkg/apis/types.go': 'package apis\n\ntype Thing struct {\n}\n' };
    expect(removal('monitoring.coreos.com', 'manifests/things.yaml', typed, generated)).toEqual(['error']);
    // Without the kind's type, controller-gen wrote the CRD from another project's.
    expect(removal('monitoring.coreos.com', 'manifests/things.yaml', constant, generated)).toEqual([
      'warning (a copy)',
    ]);
    const tests = { 'tests/e2e/main_test.go': 'package e2e\n' };
    expect(removal('monitoring.coreos.com', 'manifests/things.yaml', tests, generated)).toEqual(['error']);
  });

  // prometheus-community/helm-charts a414b565a8: its CRD charts hold prometheus-operator's CRDs,
  // each file headed by the URL of the file it was taken from, and no Go.
  it('is a warning where a comment of its file names the file it was taken from in another repository', () => {
    const headed = (url: string) => (text: string) => `# ${url}\n---\n${text}`;
    const raw =
      'https://raw.githubusercontent.com/example/upstream/v0.93.0/example/crds/monitoring.example.io_things.yaml';
    const [finding] = reviewFiles(
      [versionRemoved],
      { 'charts/crds/templates/things.yaml': headed(raw)(crd('monitoring.example.io', ['v1'])) },
      { base: { 'charts/crds/templates/things.yaml': headed(raw)(crd('monitoring.example.io', ['v1alpha1', 'v1'])) } },
    );
    expect(finding?.severity).toBe('warning');
    expect(finding?.message).toMatch(
      /\(a copy of another project's CRD: its file says it was taken from example\/upstream at v0\.93\.0, so the change is that project's to keep compatible\)$/,
    );
    // A release's asset, or a file on a branch by a GitHub link: a copy too.
    const released = 'https://github.com/example/upstream/releases/download/v1.2.0/standard-install.yaml';
    const blob = 'https://github.com/example/upstream/blob/main/config/crd/monitoring.example.io_things.yaml';
    for (const url of [released, blob])
      expect(removal('monitoring.example.io', 'charts/crds/things.yaml', {}, headed(url))).toEqual([
        'warning (a copy)',
      ]);
    // A URL of another file, one not in a comment, or Go of the repository that declares the group: its own.
    const other = 'https://raw.githubusercontent.com/example/upstream/v1/docs/monitoring.example.io_others.yaml';
    expect(removal('monitoring.example.io', 'charts/crds/things.yaml', {}, headed(other))).toEqual(['error']);
    const annotated = (text: string) =>
      text.replace(/metadata: \{name: ([^}]+)\}/, `metadata: {name: $1, annotations: {source: '${raw}'}}`);
    expect(removal('monitoring.example.io', 'charts/crds/things.yaml', {}, annotated)).toEqual(['error']);
    const go = { 'api/v1/doc.go': '// +groupName=monitoring.example.io\npackage v1\n' };
    expect(removal('monitoring.example.io', 'charts/crds/things.yaml', go, headed(raw))).toEqual(['error']);
  });

  // gocrane/crane ec5967f9b9: its install manifests held the CRDs of github.com/gocrane/api's
  // types, a module of the same owner its Go imports, and the change removed two of them.
  it('names the package of its types where the Go declares no group and imports them', () => {
    const imports = (path: string) => `package agent\n\nimport (\n\tapi "${path}"\n)\n\nvar _ = api.Thing{}\n`;
    const message = (go: Readonly<Record<string, string>>) =>
      reviewFiles([crdRemoved], go, {
        base: { ...go, 'deploy/things.yaml': generated(crd('ensurance.example.io', ['v1alpha1'])) },
        goParser,
      }).map((f) => `${f.severity}: ${/\(([^()]*)/.exec(f.message.slice(f.message.lastIndexOf('(a copy')))?.[1]}`);
    expect(message({ 'pkg/agent/agent.go': imports('github.com/example/api/ensurance/v1alpha1') })).toEqual([
      "warning: a copy of a CRD made where those types are: controller-gen generated it from the Go types of github.com/example/api/ensurance/v1alpha1, which the repository's Go imports ",
    ]);
    // Another group's package, another version, or an import in a test: the note of before.
    for (const go of <Record<string, string>[]>[
      { 'pkg/agent/agent.go': imports('github.com/example/api/other/v1alpha1') },
      { 'pkg/agent/agent.go': imports('github.com/example/api/ensurance/v2') },
      {
        'pkg/agent/agent.go': 'package agent\n',
        'pkg/agent/agent_test.go': imports('github.com/example/api/ensurance/v1alpha1'),
      },
    ])
      expect(message(go)).toEqual(["warning: a copy of another project's CRD "]);
  });

  // openshift/cluster-ingress-operator installs Gateway API's CRDs, which carry no controller-gen
  // annotation, from pkg/manifests/assets/ (87efd8fc3c took in v1.5.1: 7 errors).
  it('is a warning where the Go declares no group and an API review approved the CRD in a repository', () => {
    const go = { 'pkg/operator/operator.go': 'package operator\n' };
    const approved = (url: string) => (text: string) =>
      text.replace(
        /metadata: \{name: ([^}]+)\}/,
        `metadata: {name: $1, annotations: {api-approved.kubernetes.io: '${url}'}}`,
      );
    const [finding] = reviewFiles(
      [versionRemoved],
      {
        ...go,
        'assets/things.yaml': approved('https://github.com/kubernetes-sigs/things-api/pull/4530')(
          crd('things.k8s.io', ['v1']),
        ),
      },
      {
        base: {
          ...go,
          'assets/things.yaml': approved('https://github.com/kubernetes-sigs/things-api/pull/4530')(
            crd('things.k8s.io', ['v1alpha1', 'v1']),
          ),
        },
        goParser,
      },
    );
    expect(finding?.severity).toBe('warning');
    expect(finding?.message).toMatch(
      /\(a copy of another project's CRD: its API was approved in kubernetes-sigs\/things-api \(api-approved\.kubernetes\.io\), and the repository's Go declares no API group, so the change is that project's to keep compatible\)$/,
    );
    // An annotation that names no pull request (unapproved, a placeholder) tells nothing.
    expect(removal('things.k8s.io', 'assets/things.yaml', go, approved('unapproved, experimental-only'))).toEqual([
      'error',
    ]);
  });

  // argo-rollouts-manager keeps argo-rollouts' CRDs (Rollout, AnalysisRun, …) beside the
  // RolloutManager its Go declares, all argoproj.io (3872c06, 5e7e702: 8 errors for argo-rollouts' changes).
  it("is a warning where controller-gen wrote a CRD of the repository's group whose kind no Go type of it declares", () => {
    const manager =
      '// +groupName=eventing.example.io\npackage v1\n\ntype ThingManager struct {\n\tSpec ThingManagerSpec\n}\n';
    const go = { 'api/v1/types.go': manager };
    const [finding] = reviewFiles(
      [versionRemoved],
      { ...go, 'config/crd/things.yaml': generated(crd('eventing.example.io', ['v1'])) },
      {
        base: { ...go, 'config/crd/things.yaml': generated(crd('eventing.example.io', ['v1alpha1', 'v1'])) },
        goParser,
      },
    );
    expect(finding?.severity).toBe('warning');
    expect(finding?.message).toMatch(
      /\(controller-gen generated it from a Go type Thing that the repository does not hold, so it reads as a copy of another project's CRD, whose compatibility is that project's to keep\)$/,
    );
    // A hand-written CRD tells nothing; a Go type of the kind, in any case (zalando's CRD of kind
    // `postgresql` for its Postgresql type), in a `type (…)` block, or generic, makes it the repository's.
    expect(removal('eventing.example.io', 'config/crd/things.yaml', go)).toEqual(['error']);
    for (const declaration of [
      'type Thing struct {\n}\n',
      'type (\n\tThing struct {\n\t}\n)\n',
      'type Thing[T any] struct {\n}\n',
    ])
      expect(
        removal(
          'eventing.example.io',
          'config/crd/things.yaml',
          { ...go, 'api/v1/thing.go': `package v1\n\n${declaration}` },
          generated,
        ),
      ).toEqual(['error']);
    const lowerCased = (text: string) => generated(text).replace('kind: Thing,', 'kind: thing,');
    expect(
      removal(
        'eventing.example.io',
        'config/crd/things.yaml',
        { ...go, 'api/v1/thing.go': 'package v1\n\ntype Thing struct {\n}\n' },
        lowerCased,
      ),
    ).toEqual(['error']);
  });

  // node-feature-discovery 37d51c96 and dapr adb37301 removed their own CRDs a change after their Go
  // types: the note cannot tell that from a copy, and says both.
  it("says of a whole CRD of an undeclared kind removed that it may be the repository's own, whose Go type went earlier", () => {
    const go = {
      'api/v1/types.go': '// +groupName=eventing.example.io\npackage v1\n\ntype ThingManager struct {\n}\n',
    };
    const [finding, ...more] = reviewFiles([crdRemoved], go, {
      base: { ...go, 'config/crd/things.yaml': generated(crd('eventing.example.io', ['v1'])) },
      goParser,
    });
    expect(more).toEqual([]);
    expect(finding?.severity).toBe('warning');
    expect(finding?.message).toMatch(
      /\(controller-gen generated it from a Go type Thing that the repository does not hold, so it reads as a copy of another project's CRD, which clusters may hold from that project's own install too; if this repository removed that Go type earlier, the CRD was its own and the removal deletes its objects\)$/,
    );
  });

  // eraser removed its ImageCollector Go type (8a601336e8), then the CRD (64db898ab6), both after
  // v0.3.0, whose Go declared the type in the group.
  it("is the repository's own where a release's Go declared a type of the kind in the group", () => {
    const go = {
      'api/v1/types.go': '// +groupName=eventing.example.io\npackage v1\n\ntype ThingManager struct {\n}\n',
    };
    const removed = (goDeclaresKind: (group: string, kind: string) => boolean) =>
      reviewFiles([crdRemoved], go, {
        base: { ...go, 'config/crd/things.yaml': generated(crd('eventing.example.io', ['v1'])) },
        goParser,
        services: { releases: { at: () => undefined, goDeclaresKind } },
      }).map((f) => `${f.severity}${f.message.includes("a copy of another project's CRD") ? ' (a copy)' : ''}`);
    expect(removed((g, k) => g === 'eventing.example.io' && k === 'Thing')).toEqual(['error']);
    expect(removed((_, k) => k === 'Other')).toEqual(['warning (a copy)']);
  });

  it('stays an error where the change removes the Go type of the kind and keeps its CRD', () => {
    const manager = '// +groupName=eventing.example.io\npackage v1\n\ntype ThingManager struct {\n}\n';
    const found = reviewFiles(
      [versionRemoved],
      { 'api/v1/types.go': manager, 'config/crd/things.yaml': generated(crd('eventing.example.io', ['v1'])) },
      {
        base: {
          'api/v1/types.go': `${manager}\ntype Thing struct {\n}\n`,
          'config/crd/things.yaml': generated(crd('eventing.example.io', ['v1alpha1', 'v1'])),
        },
        goParser,
      },
    ).map((f) => f.severity);
    expect(found).toEqual(['error']);
  });

  it("stays an error for a group the base's own Go types declared, renamed since", () => {
    const files = (marker: string, crds: Record<string, string>) => ({ 'api/v1/doc.go': marker, ...crds });
    const found = reviewFiles(
      [versionRemoved],
      files('// +groupName=k8up.example.io\npackage v1\n', {
        'config/crd/things.yaml': crd('backup.appuio.ch', ['v1']),
      }),
      {
        base: files('// +groupName=backup.appuio.ch\npackage v1\n', {
          'config/crd/things.yaml': crd('backup.appuio.ch', ['v1alpha1', 'v1']),
        }),
        goParser,
      },
    ).map((f) => `${f.severity}${f.message.includes("a copy of another project's CRD") ? ' (a copy)' : ''}`);
    expect(found).toEqual(['error']);
  });

  // kubeflow 4bf108b41 removed its notebook components whole: Go API types, CRDs and the Istio
  // CRDs one of them kept for its envtest.
  it("reads the base's Go API types where the change removes every one", () => {
    const found = reviewFiles(
      [crdRemoved],
      {},
      {
        base: { 'api/v1/doc.go': MARKER, 'controllers/crds/istio.yaml': crd('networking.istio.io', ['v1']) },
        goParser,
      },
    ).map((f) => `${f.severity}${f.message.includes("a copy of another project's CRD") ? ' (a copy)' : ''}`);
    expect(found).toEqual(['warning (a copy)']);
  });

  // aws-application-networking-k8s 7ee180a1 moved a copy of external-dns' CRD from its chart's crds/
  // to templates/: the move is the chart's, not upstream's to keep compatible.
  it("says of a whole copy removed only whose it is, as the removal is the repository's", () => {
    const [finding] = reviewFiles(
      [crdRemoved],
      { 'api/v1/doc.go': MARKER },
      { base: { 'api/v1/doc.go': MARKER, 'deploy/crds/istio.yaml': crd('networking.istio.io', ['v1']) }, goParser },
    );
    expect(finding?.severity).toBe('warning');
    expect(finding?.message).toMatch(
      /\(a copy of another project's CRD \(the repository's Go API types declare eventing\.example\.io, not its group\), which clusters may hold from that project's own install too\)$/,
    );
  });

  // kubeslice/worker-operator moved its API from mesh.avesha.io to networking.kubeslice.io, and a
  // later change removed the last copy of the old group's CRD.
  it('says of a whole copy removed whose kind a Go type of the repository is named after that it may be its own', () => {
    const go = { 'api/v1/doc.go': MARKER, 'api/v1/thing.go': 'package v1\n\ntype Thing struct {\n}\n' };
    const [finding] = reviewFiles([crdRemoved], go, {
      base: { ...go, 'deploy/crds/things.yaml': crd('mesh.example.net', ['v1']) },
      goParser,
    });
    expect(finding?.severity).toBe('warning');
    expect(finding?.message).toMatch(
      /which clusters may hold from that project's own install too; if it is the repository's own Thing of before its API moved to another group, the removal deletes its objects\)$/,
    );
  });

  // open-cluster-management-io/cluster-proxy f4694632: OCM's addon CRDs, kept for an envtest.
  it('softens a divergence of served versions the change brings, as it softens a same-version break', () => {
    const versioned = (versions: string) =>
      `apiVersion: apiextensions.k8s.io/v1\nkind: CustomResourceDefinition\nmetadata: {name: things.networking.istio.io}\nspec:\n  group: networking.istio.io\n  names: {kind: Thing, plural: things}\n  scope: Namespaced\n  versions:\n${versions}`;
    const v1alpha1 =
      '  - {name: v1alpha1, served: true, storage: true, schema: {openAPIV3Schema: {type: object, properties: {spec: {type: object, properties: {ns: {type: string}, size: {type: integer}}}}}}}\n';
    const v1beta1 =
      '  - {name: v1beta1, served: true, storage: false, schema: {openAPIV3Schema: {type: object, properties: {spec: {type: object, properties: {size: {type: integer}}}}}}}\n';
    const found = reviewFiles(
      [servedVersionDivergence],
      { 'api/v1/doc.go': MARKER, 'hack/crds/things.yaml': versioned(v1alpha1 + v1beta1) },
      { base: { 'api/v1/doc.go': MARKER, 'hack/crds/things.yaml': versioned(v1alpha1) }, goParser },
    ).map((f) => `${f.severity}${f.message.includes("a copy of another project's CRD") ? ' (a copy)' : ''}`);
    expect(found).toEqual(['warning (a copy)']);
  });

  // cyclops-ui/cyclops e56a6911 replaced modules.cyclops.com by modules.cyclops-ui.com in its installer.
  it("stays an error for a CRD replaced in its file by one of the same names in the repository's group", () => {
    const removed = (head: string) =>
      reviewFiles(
        [crdRemoved],
        { 'api/v1/doc.go': MARKER, 'install/install.yaml': head },
        { base: { 'api/v1/doc.go': MARKER, 'install/install.yaml': crd('cyclops.example.com', ['v1']) }, goParser },
      ).map((f) => `${f.severity}${f.message.includes("a copy of another project's CRD") ? ' (a copy)' : ''}`);
    expect(removed(crd('eventing.example.io', ['v1']))).toEqual(['error']);
    // Replaced by a CRD of other names, or by nothing: another project's CRD left the file.
    expect(removed(crd('eventing.example.io', ['v1']).replace('plural: things', 'plural: others'))).toEqual([
      'warning (a copy)',
    ]);
  });

  // fluent-operator d7d1c035 renamed config/crd/bases/logging.kubesphere.io_*.yaml to fluentbit.fluent.io_*.yaml.
  it('stays an error for a CRD replaced so by a new file beside it, not by one the base had there', () => {
    const old = { 'api/v1/doc.go': MARKER, 'install/old.yaml': crd('cyclops.example.com', ['v1']) };
    const removed = (head: Record<string, string>, base: Record<string, string> = old) =>
      reviewFiles([crdRemoved], head, { base, goParser }).map(
        (f) => `${f.severity}${f.message.includes("a copy of another project's CRD") ? ' (a copy)' : ''}`,
      );
    const renamed = { 'api/v1/doc.go': MARKER, 'install/new.yaml': crd('eventing.example.io', ['v1']) };
    expect(removed(renamed)).toEqual(['error']);
    // The repository's own CRD of the same names beside it before (Gateway API's Gateway beside istio's).
    expect(removed(renamed, { ...old, 'install/new.yaml': crd('eventing.example.io', ['v1']) })).toEqual([
      'warning (a copy)',
    ]);
    // In another directory: nothing ties the two.
    expect(removed({ 'api/v1/doc.go': MARKER, 'other/new.yaml': crd('eventing.example.io', ['v1']) })).toEqual([
      'warning (a copy)',
    ]);
  });

  it("stays an error for the repository's own groups, however its Go declares them", () => {
    expect(removal('eventing.example.io', 'hack/crds/things.yaml', { 'api/v1/doc.go': MARKER })).toEqual(['error']);
    // A register.go constant beside a marker for another group.
    const register = 'package v2\n\nconst GroupName = "other.org"\n';
    expect(
      removal('other.org', 'crds/things.yaml', { 'api/v1/doc.go': MARKER, 'api/v2/register.go': register }),
    ).toEqual(['error']);
    // Typed, or a bare Group constant, or code-generator's SchemeGroupVersion literal.
    for (const declared of [
      'const GroupName string = "other.org"',
      'const (\n\tGroup = "other.org"\n)',
      'var SchemeGroupVersion = schema.GroupVersion{Group: "other.org", Version: "v1"}',
      'var (\n\tGroupVersion = schema.GroupVersion{Group: "other.org", Version: "v1"}\n)',
      'var SchemeGroupVersion = rtschema.GroupVersion{Version: "v1", Group: "other.org"}',
    ])
      expect(
        removal('other.org', 'crds/things.yaml', {
          'api/v1/doc.go': MARKER,
          'pkg/apis/b/register.go': `package b\n\n${declared}\n`,
        }),
      ).toEqual(['error']);
    // A marker only a test's Go types write declares nothing the repository ships.
    expect(
      removal('networking.istio.io', 'crds/things.yaml', {
        'test/e2e/fake/doc.go': '// +groupName=fake.test.io\npackage fake\n',
      }),
    ).toEqual(['error']);
    // application-gateway-kubernetes-ingress: a marker that writes the plural before the group.
    const wrong = '// +groupName=things.appgw.other.org\npackage v1\n';
    expect(removal('appgw.other.org', 'crds/things.yaml', { 'api/v1/doc.go': wrong })).toEqual(['error']);
    // A repository without Go API types (a chart) tells nothing.
    expect(removal('networking.istio.io', 'crds/things.yaml', { 'cmd/main.go': 'package main\n' })).toEqual(['error']);
  });

  it("counts a declaration in a comment or a test's file as none", () => {
    for (const [file, text] of [
      ['pkg/apis/b/register.go', 'package b\n\n// const GroupName = "networking.istio.io"\n'],
      [
        'pkg/apis/b/register.go',
        'package b\n\n/* var SchemeGroupVersion = schema.GroupVersion{Group: "networking.istio.io"} */\n',
      ],
      ['pkg/apis/b/register_test.go', 'package b\n\nconst GroupName = "networking.istio.io"\n'],
    ] as const)
      expect(removal('networking.istio.io', 'crds/things.yaml', { 'api/v1/doc.go': MARKER, [file]: text })).toEqual([
        'warning (a copy)',
      ]);
  });

  it("counts Go types kept in a directory that says they came from elsewhere as another project's", () => {
    // scylla-operator's pkg/externalapi/monitoring/v1: prometheus-operator's types, +groupName and
    // register.go included, and the CRDs controller-gen writes beside them.
    const copied = {
      'api/v1/doc.go': MARKER,
      'pkg/externalapi/monitoring/v1/doc.go': '// +groupName=monitoring.coreos.com\npackage v1\n',
      'pkg/externalapi/monitoring/v1/register.go': 'package v1\n\nconst GroupName = "monitoring.coreos.com"\n',
    };
    expect(removal('monitoring.coreos.com', 'pkg/externalapi/monitoring/v1/things.yaml', copied)).toEqual([
      'warning (a copy)',
    ]);
    // The same types in a directory of the repository's own are its API.
    const own = {
      'api/v1/doc.go': MARKER,
      'pkg/apis/monitoring/v1/doc.go': '// +groupName=monitoring.coreos.com\npackage v1\n',
    };
    expect(removal('monitoring.coreos.com', 'pkg/apis/monitoring/v1/things.yaml', own)).toEqual(['error']);
  });

  it("counts a group a release's Go declared as the repository's own, but not for a copy in a directory that says it came from elsewhere", () => {
    // tigera/operator's releases held a client's subset of Calico's crd.projectcalico.org/v1 types
    // (+groupName and all), and it keeps Calico's CRDs in pkg/imports/crds/.
    const released = (file: string) =>
      reviewFiles(
        [versionRemoved],
        { 'api/v1/doc.go': MARKER, [file]: crd('crd.projectcalico.org', ['v1']) },
        {
          base: { 'api/v1/doc.go': MARKER, [file]: crd('crd.projectcalico.org', ['v1alpha1', 'v1']) },
          goParser,
          services: { releases: { at: () => undefined, goDeclaresGroup: (g) => g === 'crd.projectcalico.org' } },
        },
      ).map((f) => `${f.severity}${f.message.includes("a copy of another project's CRD") ? ' (a copy)' : ''}`);
    expect(released('pkg/imports/crds/calico/things.yaml')).toEqual(['warning (a copy)']);
    expect(released('config/crd/things.yaml')).toEqual(['error']);
  });

  it('counts an RBAC marker or a client that names the group as no declaration', () => {
    const rbac = '// +kubebuilder:rbac:groups=networking.istio.io,resources=things,verbs=get\npackage c\n';
    expect(removal('networking.istio.io', 'crds/things.yaml', { 'api/v1/doc.go': MARKER, 'c/c.go': rbac })).toEqual([
      'warning (a copy)',
    ]);
    const client =
      'package c\n\nvar gvr = schema.GroupVersionResource{Group: "networking.istio.io", Version: "v1", Resource: "things"}\n';
    expect(removal('networking.istio.io', 'crds/things.yaml', { 'api/v1/doc.go': MARKER, 'c/c.go': client })).toEqual([
      'warning (a copy)',
    ]);
    // tigera/operator registers the Calico types it reads in its client's scheme.
    const scheme =
      'package apis\n\nfunc addCalico(s *runtime.Scheme) {\n\tv1GV := schema.GroupVersion{Group: "networking.istio.io", Version: "v1"}\n\ts.AddKnownTypes(v1GV, &Thing{})\n}\n';
    expect(
      removal('networking.istio.io', 'crds/things.yaml', { 'api/v1/doc.go': MARKER, 'pkg/apis/register.go': scheme }),
    ).toEqual(['warning (a copy)']);
  });
});

describe("compat/ on a copy of another project's CRD, where the change names the repository's own group", () => {
  // karpenter-provider-aws writes a rule of its own label keys into its copies of karpenter.sh's
  // CRDs (hack/validation/labels.sh); a2496cca6 renamed one: the repository's change, not upstream's.
  const copy = (keys: readonly string[]) =>
    widgetCrd(
      `type: object\nproperties: {spec: {type: object, properties: {label: {type: string, enum: [${keys.join(', ')}]}}}}`,
      '',
      {
        name: 'things.networking.istio.io',
        kind: 'Thing',
      },
    );
  const narrowed = (before: readonly string[], after: readonly string[]) =>
    reviewFiles(
      [enumNarrowed],
      { 'api/v1/doc.go': MARKER, 'hack/crds/things.yaml': copy(after) },
      { base: { 'api/v1/doc.go': MARKER, 'hack/crds/things.yaml': copy(before) }, goParser },
    ).map((f) => `${f.severity}${f.message.includes("a copy of another project's CRD") ? ' (a copy)' : ''}`);

  it('is an error where a value it changes names a group the Go API types declare', () => {
    expect(narrowed(['eventing.example.io/a', 'eventing.example.io/b'], ['eventing.example.io/a'])).toEqual(['error']);
  });

  it("stays the other project's where the values name none (a longer group is another one)", () => {
    expect(narrowed(['a', 'b'], ['a'])).toEqual(['warning (a copy)']);
    expect(narrowed(['x.eventing.example.io.z/a', 'b'], ['b'])).toEqual(['warning (a copy)']);
  });
  // openshift/cluster-network-operator 8873f59db2 removed openshift-sdn's network.openshift.io CRDs,
  // whose types it vendors from openshift/api, beside its own network.operator.openshift.io.
  it("is a copy where its group, of the repository's domain, is declared by a module it vendors", () => {
    const go = { 'pkg/apis/v1/doc.go': '// +groupName=operator.example.io\npackage v1\n' };
    const ask = (declaring: string | undefined) =>
      reviewFiles(
        [versionRemoved],
        { ...go, 'bindata/crds/things.yaml': crd('net.example.io', ['v1']) },
        {
          base: { ...go, 'bindata/crds/things.yaml': crd('net.example.io', ['v1alpha1', 'v1']) },
          goParser,
          services: {
            vendoredGo: {
              read: () => undefined,
              declaringGroup: (group) => (group === 'net.example.io' ? declaring : undefined),
            },
          },
        },
      ).map((f) => `${f.severity} ${f.message.slice(f.message.indexOf('(a copy'))}`);
    expect(ask('vendor/github.com/example/api/net/v1/doc.go')).toEqual([
      "warning (a copy of another project's CRD: the repository's Go API types declare operator.example.io, and its group is declared by vendor/github.com/example/api/net/v1/doc.go, a module the repository vendors, so the change is that project's to keep compatible)",
    ]);
    // Without it, a group of the repository's domain is its own.
    expect(ask(undefined).map((f) => f.split(' ')[0])).toEqual(['error']);
  });
});
