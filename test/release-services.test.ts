import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runLocalReview } from '../src/local-review.js';
import { datedRepository } from './support/dated-repository.js';
import { specSchema, widgetCrd } from './rules/compat/widget-crd.js';

// compat/ and the repository's releases, end to end (release-services.ts): `--base` in a git
// repository with tags, as a user runs it.

/** A v1 CRD whose spec declares `properties` (a flow mapping's entries). */
const crd = (name: string, kind: string, properties: string) =>
  widgetCrd(specSchema(`{${properties}}`), '', { name, kind });

const repository = () => datedRepository('kar-release-review-');

/** widgets.example.com serving these versions, each `[name, storage]`. */
const serving = (...versions: [string, boolean][]) =>
  crd('widgets.example.com', 'Widget', 'size: {type: integer}').replace(
    / {2}versions:\n[\s\S]*$/,
    `  versions:\n${versions.map(([name, storage]) => `  - {name: ${name}, served: true, storage: ${storage}, schema: {openAPIV3Schema: {type: object}}}\n`).join('')}`,
  );

const noteOf = (message: string): string =>
  /\((\S+, )*\S+( and \S+)? ha(?:s|ve) nothing this breaks, so/.test(message)
    ? ' unreleased'
    : (/\(([^ ]+), the newest release, has nothing this breaks, and users of the older releases? ([^ ]+) upgrade/
        .exec(message)
        ?.slice(1)
        .join(' over ')
        .replace(/^/, ' ') ?? '');

const shown = async (root: string) =>
  (await runLocalReview({ paths: [], cwd: root, base: 'HEAD' })).placed
    .filter((p) => p.shown)
    .map(
      (p) =>
        `${p.finding.severity} ${p.finding.ruleId} ${p.finding.file} ${p.finding.data?.compat && (p.finding.data.compat as { property: string }).property}${noteOf(p.finding.message)}`,
    );

/** The findings shown by a review of the commit checked out against its parent: severity, rule and the note in brackets that ends the message. */
const shownNotes = async (root: string) =>
  (await runLocalReview({ paths: [], cwd: root, base: 'HEAD~1' })).placed
    .filter((p) => p.shown)
    .map(
      (p) =>
        `${p.finding.severity} ${p.finding.ruleId} ${p.finding.message.slice(p.finding.message.lastIndexOf(' (') + 1)}`,
    );

describe('compat/ with the repository’s releases', () => {
  it('judges a removed field by whether the last release had it, wherever the CRD file was then', async () => {
    const { root, git, commit, write } = repository();
    commit({ 'crds/old/widgets.yaml': crd('widgets.example.com', 'Widget', 'size: {type: integer}') });
    git('tag', 'v1.0.0');
    commit({
      'crds/old/widgets.yaml': null,
      'config/crd/widgets.yaml': crd('widgets.example.com', 'Widget', 'size: {type: integer}, color: {type: string}'),
      'config/crd/gadgets.yaml': crd('gadgets.example.com', 'Gadget', 'mode: {type: string}'),
    });
    write({
      'config/crd/widgets.yaml': crd('widgets.example.com', 'Widget', 'shade: {type: string}'),
      'config/crd/gadgets.yaml': crd('gadgets.example.com', 'Gadget', 'speed: {type: string}'),
    });
    // gadgets: its directory is not in the release either, but the release committed a CRD of its
    // group (widgets, in crds/old): it had no gadgets.
    expect(await shown(root)).toEqual([
      'warning compat/field-removed config/crd/gadgets.yaml ^.spec.mode unreleased',
      'error compat/field-removed config/crd/widgets.yaml ^.spec.size',
      'warning compat/field-removed config/crd/widgets.yaml ^.spec.color unreleased',
    ]);
  });

  // cnvrg-operator 185a98f58e: `spec.sso.authz` left the Go type in cc7cee41, and the CRDs later.
  it('judges a field removed from the CRD after it left the Go type by whether a release generated from Go types had it', async () => {
    const types = (extra: string) => ({
      'api/v1/groupversion_info.go': '// +groupName=example.com\npackage v1\n',
      'api/v1/widget_types.go': `package v1\n\ntype WidgetSpec struct {\n\tSize int32 \`json:"size,omitempty"\`${extra}\n}\n\n// +kubebuilder:object:root=true\ntype Widget struct {\n\tSpec WidgetSpec \`json:"spec,omitempty"\`\n}\n`,
    });
    const generated = (properties: string) =>
      crd('widgets.example.com', 'Widget', properties).replace(
        'metadata:\n',
        'metadata:\n  annotations: {controller-gen.kubebuilder.io/version: v0.16.0}\n',
      );
    for (const [written, expected] of [
      [generated, 'error compat/field-removed config/crd/widgets.yaml ^.spec.tint'],
      // A CRD written by hand: the release's Go type need not have had the field.
      [
        (properties: string) => crd('widgets.example.com', 'Widget', properties),
        'warning compat/field-removed config/crd/widgets.yaml ^.spec.tint',
      ],
    ] as const) {
      const { root, git, commit, write } = repository();
      commit({
        ...types('\n\tTint string `json:"tint,omitempty"`'),
        'config/crd/widgets.yaml': written('size: {type: integer}, tint: {type: string}'),
      });
      git('tag', 'v1.0.0');
      commit(types(''));
      write({ 'config/crd/widgets.yaml': written('size: {type: integer}') });
      expect(await shown(root)).toEqual([expected]);
    }
  });

  // etcd-io/etcd-operator 9900ddad40: v0.2.0's committed CRD said `status.leaderId`, stale against
  // its own Go type, which wrote `leaderID`; no controller of it ever wrote the field removed.
  it('takes a release whose generated CRD was stale against its own Go type for one that never wrote the field', async () => {
    const types = (tag: string) => ({
      'api/v1/groupversion_info.go': '// +groupName=example.com\npackage v1\n',
      'api/v1/widget_types.go': `package v1\n\ntype WidgetSpec struct {\n\tSize int32 \`json:"size,omitempty"\`\n\tOwnerID string \`json:"${tag}"\`\n}\n\n// +kubebuilder:object:root=true\ntype Widget struct {\n\tSpec WidgetSpec \`json:"spec,omitempty"\`\n}\n`,
    });
    const generated = (properties: string) =>
      crd('widgets.example.com', 'Widget', properties).replace(
        'metadata:\n',
        'metadata:\n  annotations: {controller-gen.kubebuilder.io/version: v0.16.0}\n',
      );
    for (const [releasedTag, expected] of [
      ['ownerID,omitempty', 'warning compat/field-removed config/crd/widgets.yaml ^.spec.ownerId'],
      // The release's Go type did declare it (renamed since): its controller wrote it.
      ['ownerId,omitempty', 'error compat/field-removed config/crd/widgets.yaml ^.spec.ownerId'],
    ] as const) {
      const { root, git, commit, write } = repository();
      commit({
        ...types(releasedTag),
        'config/crd/widgets.yaml': generated('size: {type: integer}, ownerId: {type: string}'),
      });
      git('tag', 'v1.0.0');
      commit({ ...types('ownerID,omitempty'), 'api/v1/doc.go': 'package v1\n' });
      write({ 'config/crd/widgets.yaml': generated('size: {type: integer}, ownerID: {type: string}') });
      expect(await shown(root)).toEqual([expected]);
    }
  });

  // redhat-marketplace-operator 48d65446: its 2.10.1 ran razee's RemoteResources (RBAC rules, e2e
  // assertions of them), whose CRD razee installed; a copy of that CRD came in after the release.
  it('takes a release that used the group only as a client does for one without the CRD, unless its code may have made it', async () => {
    const rbac = 'kind: ClusterRole\nrules:\n- apiGroups: [other.example]\n  resources: [gizmos]\n';
    const gizmo = 'apiVersion: other.example/v1\nkind: Gizmo\nmetadata: {name: one}\n';
    for (const [more, expected] of [
      [{}, 'warning compat/field-removed config/other/gizmos.yaml ^.spec.mode unreleased'],
      // Gizmos may have been made from these at release time: the group as a Go type's, a
      // template of the CRD, code that names the CRD.
      [
        { 'api/v1/doc.go': '// +groupName=other.example\npackage v1\n' },
        'error compat/field-removed config/other/gizmos.yaml ^.spec.mode',
      ],
      [
        {
          'chart/templates/crd.yaml':
            'kind: CustomResourceDefinition\nspec:\n  group: other.example\n  names: {{ .Values.names }}\n',
        },
        'error compat/field-removed config/other/gizmos.yaml ^.spec.mode',
      ],
      [
        { 'pkg/install.go': 'package pkg\n\nvar crdName = strings.ToLower("gizmos.other.example")\n' },
        'error compat/field-removed config/other/gizmos.yaml ^.spec.mode',
      ],
    ] as const) {
      const { root, git, commit, write } = repository();
      commit({
        'crds/old/widgets.yaml': crd('widgets.example.com', 'Widget', 'size: {type: integer}'),
        'config/rbac/role.yaml': rbac,
        'test/e2e/assert.yaml': gizmo,
        ...more,
      });
      git('tag', 'v1.0.0');
      commit({ 'config/other/gizmos.yaml': crd('gizmos.other.example', 'Gizmo', 'mode: {type: string}') });
      write({ 'config/other/gizmos.yaml': crd('gizmos.other.example', 'Gizmo', 'speed: {type: string}') });
      expect(await shown(root)).toEqual([expected]);
    }
  });

  // calico 48266d9ede: projectcalico.org/v3 was served by calico-apiserver in every release, and a
  // CRD of it came to api/config/crd/ after the last one.
  it('takes a release that served the group through an aggregated apiserver for one without the CRD', async () => {
    const apiService = (service: string) =>
      `apiVersion: apiregistration.k8s.io/v1\nkind: APIService\nmetadata: {name: v1.other.example}\nspec:\n  group: other.example\n  version: v1\n  ${service}\n`;
    for (const [service, expected] of [
      [
        'service: {name: api, namespace: system}',
        'warning compat/field-removed config/other/gizmos.yaml ^.spec.mode unreleased',
      ],
      // A Local APIService is the apiserver's own: CRDs of the group are served so.
      ['service: null', 'error compat/field-removed config/other/gizmos.yaml ^.spec.mode'],
    ] as const) {
      const { root, git, commit, write } = repository();
      commit({
        'crds/old/widgets.yaml': crd('widgets.example.com', 'Widget', 'size: {type: integer}'),
        'config/rbac/role.yaml': 'kind: ClusterRole\nrules:\n- apiGroups: [other.example]\n  resources: [gizmos]\n',
        'deploy/apiservice.yaml': apiService(service),
      });
      git('tag', 'v1.0.0');
      commit({ 'config/other/gizmos.yaml': crd('gizmos.other.example', 'Gizmo', 'mode: {type: string}') });
      write({ 'config/other/gizmos.yaml': crd('gizmos.other.example', 'Gizmo', 'speed: {type: string}') });
      expect(await shown(root)).toEqual([expected]);
    }
  });

  it('takes a CRD of a group a release that committed CRDs never mentions for one it did not have', async () => {
    const { root, git, commit, write } = repository();
    commit({ 'crds/old/widgets.yaml': crd('widgets.example.com', 'Widget', 'size: {type: integer}') });
    git('tag', 'v1.0.0');
    // openshift/api's v0.0.1 beside groups added since.
    commit({ 'config/other/gizmos.yaml': crd('gizmos.other.example', 'Gizmo', 'mode: {type: string}') });
    write({ 'config/other/gizmos.yaml': crd('gizmos.other.example', 'Gizmo', 'speed: {type: string}') });
    expect(await shown(root)).toEqual(['warning compat/field-removed config/other/gizmos.yaml ^.spec.mode unreleased']);
  });

  it('does not take a release that committed no CRD outside the test trees, and has Go types of the group, for one without the CRD', async () => {
    const { root, git, commit, write } = repository();
    commit({
      'test/e2e/widgets.yaml': crd('widgets.example.com', 'Widget', 'size: {type: integer}'),
      // Gizmos may have been generated from these types at release time.
      'api/v1/doc.go': '// +groupName=other.example\npackage v1\n',
    });
    git('tag', 'v1.0.0');
    commit({ 'config/other/gizmos.yaml': crd('gizmos.other.example', 'Gizmo', 'mode: {type: string}') });
    write({ 'config/other/gizmos.yaml': crd('gizmos.other.example', 'Gizmo', 'speed: {type: string}') });
    expect(await shown(root)).toEqual(['error compat/field-removed config/other/gizmos.yaml ^.spec.mode']);
  });

  it('takes a release no file of which mentions the group for one without the CRD', async () => {
    const { root, git, commit, write } = repository();
    // node-feature-discovery's v0.9.0, before NodeFeatureRule: no CRD committed, no Go type of its group.
    commit({ 'deploy/daemonset.yaml': 'kind: DaemonSet\nmetadata: {name: worker}\n' });
    git('tag', 'v1.0.0');
    commit({ 'config/other/gizmos.yaml': crd('gizmos.other.example', 'Gizmo', 'mode: {type: string}') });
    write({ 'config/other/gizmos.yaml': crd('gizmos.other.example', 'Gizmo', 'speed: {type: string}') });
    expect(await shown(root)).toEqual(['warning compat/field-removed config/other/gizmos.yaml ^.spec.mode unreleased']);
  });

  it('takes a release that names the group only as a domain (a link, an e-mail address) for one without the CRD', async () => {
    const { root, git, commit, write } = repository();
    // tinkerbell/tink's v0.4.0 to v0.6.0, before its CRDs: tinkerbell.org in the README and in comments.
    commit({
      'README.md': 'See https://other.example/docs or write to team@other.example.\n',
      'proto/hardware.proto': '// Hardware, as documented at other.example.\nsyntax = "proto3";\n',
      'docs/setup.md': 'Served from `other.example`.\n',
      'pkg/doc.go':
        '// Package pkg serves "other.example" (see `other.example`).\n/*\n * and "other.example"\n */\npackage pkg\n',
    });
    git('tag', 'v1.0.0');
    commit({ 'config/other/gizmos.yaml': crd('gizmos.other.example', 'Gizmo', 'mode: {type: string}') });
    write({ 'config/other/gizmos.yaml': crd('gizmos.other.example', 'Gizmo', 'speed: {type: string}') });
    expect(await shown(root)).toEqual(['warning compat/field-removed config/other/gizmos.yaml ^.spec.mode unreleased']);
  });

  // kyverno's Policy CRD is named policies.kyverno.io, the API group its MutatingPolicy came in later.
  it('takes a release whose CRD is named as the group for one without the group’s CRD', async () => {
    const named = async (gizmos: string) => {
      const { root, git, commit, write } = repository();
      commit({
        'config/crds/gizmos.yaml': crd('gizmos.example.com', 'Gizmo', 'size: {type: integer}'),
        'config/crds/other.yaml': gizmos,
        // Go types of the group: a release that only used the group, as a client does, had none of its CRDs.
        'api/v1/doc.go': '// +groupName=gizmos.example.com\npackage v1\n',
      });
      git('tag', 'v1.0.0');
      commit({ 'config/other/mutators.yaml': crd('mutators.gizmos.example.com', 'Mutator', 'mode: {type: string}') });
      write({ 'config/other/mutators.yaml': crd('mutators.gizmos.example.com', 'Mutator', 'speed: {type: string}') });
      const found = await shown(root);
      rmSync(root, { recursive: true, force: true });
      return found;
    };
    const unreleased = ['warning compat/field-removed config/other/mutators.yaml ^.spec.mode unreleased'];
    const released = ['error compat/field-removed config/other/mutators.yaml ^.spec.mode'];
    expect(await named('kind: ConfigMap\nmetadata:\n  name: "gizmos.example.com" # the CRD\n')).toEqual(unreleased);
    // kyverno's chart values list the CRDs to migrate by name.
    expect(await named('crds:\n  migration:\n    resources:\n    - gizmos.example.com\n')).toEqual(unreleased);
    // The group as an apiVersion's, or a group field, is the group's, on a line with the name too.
    expect(
      await named('apiVersion: gizmos.example.com/v1\nkind: Mutator\nmetadata:\n  name: gizmos.example.com\n'),
    ).toEqual(released);
    expect(
      await named(
        '{"apiVersion": "gizmos.example.com/v1", "kind": "Mutator", "metadata": {"name": "gizmos.example.com"}}\n',
      ),
    ).toEqual(released);
    expect(await named('rules:\n- {group: gizmos.example.com, kind: Mutator}\n')).toEqual(released);
  });

  it('compares a moved copy of a CRD with the release’s copy whose path ends alike (standard beside experimental)', async () => {
    const { root, git, commit, write } = repository();
    // operator-controller 760855fb: config/crd/{standard,experimental}/ moved to helm/crd/…; the
    // standard copy never had the field the experimental one has.
    const standard = crd('widgets.example.com', 'Widget', 'size: {type: integer}');
    const experimental = crd('widgets.example.com', 'Widget', 'size: {type: integer}, config: {type: string}');
    commit({ 'config/crd/experimental/widgets.yaml': experimental, 'config/crd/standard/widgets.yaml': standard });
    git('tag', 'v1.0.0');
    commit({
      'config/crd/experimental/widgets.yaml': null,
      'config/crd/standard/widgets.yaml': null,
      'helm/crd/experimental/widgets.yaml': experimental,
      'helm/crd/standard/widgets.yaml': experimental,
    });
    write({ 'helm/crd/standard/widgets.yaml': standard });
    expect(await shown(root)).toEqual([
      'warning compat/field-removed helm/crd/standard/widgets.yaml ^.spec.config unreleased',
    ]);
  });

  it('takes a release whose manifests name the group only as a web or mail address, a host below it, or an annotation’s prefix, for one without the CRD', async () => {
    const { root, git, commit, write } = repository();
    // piraeus-operator's v1 chart, before its piraeus.io CRDs: its home page, a chart repository, a maintainer.
    commit({
      'charts/op/Chart.yaml': 'name: op\nhome: https://other.example/\nmaintainers: [{email: team@other.example}]\n',
      'charts/op/values.yaml': 'repo: https://charts.other.example/stable\ndocs: "//www.other.example"\n',
      // argocd-image-updater's v0.16.0, before its CRD: annotations under the group's prefix.
      'deploy/app.yaml':
        'apiVersion: argoproj.io/v1alpha1\nkind: Application\nmetadata:\n  annotations: {other.example/image-list: nginx, other.example/v1-managed: "true"}\n',
      // mogenius-operator's v2.0.0, before its CRDs: hosts below the domain (no CRD name has two labels before its group).
      'deploy/ingress.yaml':
        'apiVersion: networking.k8s.io/v1\nkind: Ingress\nspec:\n  rules:\n  - host: registry.local.other.example\n',
    });
    git('tag', 'v1.0.0');
    commit({ 'config/other/gizmos.yaml': crd('gizmos.other.example', 'Gizmo', 'mode: {type: string}') });
    write({ 'config/other/gizmos.yaml': crd('gizmos.other.example', 'Gizmo', 'speed: {type: string}') });
    expect(await shown(root)).toEqual(['warning compat/field-removed config/other/gizmos.yaml ^.spec.mode unreleased']);
  });

  it.each([
    ['an RBAC rule', { 'config/rbac/role.yaml': 'kind: ClusterRole\nrules:\n- apiGroups: ["other.example"]\n' }],
    ['a resource of the group', { 'config/samples/g.yaml': 'apiVersion: other.example/v1\nkind: Gizmo\n' }],
    ['a CRD name in an OLM bundle', { 'bundle/csv.yaml': 'owned:\n- name: gizmos.other.example\n' }],
  ])(
    'takes a release whose manifests name the group as an API (%s) for one that may have had the CRD',
    async (_name, manifests) => {
      const { root, git, commit, write } = repository();
      commit(manifests);
      git('tag', 'v1.0.0');
      commit({ 'config/other/gizmos.yaml': crd('gizmos.other.example', 'Gizmo', 'mode: {type: string}') });
      write({ 'config/other/gizmos.yaml': crd('gizmos.other.example', 'Gizmo', 'speed: {type: string}') });
      expect(await shown(root)).toEqual(['error compat/field-removed config/other/gizmos.yaml ^.spec.mode']);
    },
  );

  // kroxylicious v0.8.0: the organisation of a test's self-signed certificate, the project's domain.
  it("takes a release whose code holds the group only in a test's code for one without the CRD", async () => {
    const { root, git, commit, write } = repository();
    commit({
      'it/src/test/java/example/TlsIT.java': 'class TlsIT {\n  String org = "other.example";\n}\n',
      'deploy/daemonset.yaml': 'kind: DaemonSet\nmetadata: {name: worker}\n',
    });
    git('tag', 'v1.0.0');
    commit({ 'config/other/gizmos.yaml': crd('gizmos.other.example', 'Gizmo', 'mode: {type: string}') });
    write({ 'config/other/gizmos.yaml': crd('gizmos.other.example', 'Gizmo', 'speed: {type: string}') });
    expect(await shown(root)).toEqual(['warning compat/field-removed config/other/gizmos.yaml ^.spec.mode unreleased']);
  });

  // argocd-image-updater's v0.x: its annotations' prefix, years before a CRD of that group.
  it('takes a release whose code holds the group only as a prefix of annotation keys for one without the CRD', async () => {
    for (const [code, expected] of [
      [
        'package common\n\nconst ImageUpdaterAnnotationPrefix = "other.example"\n',
        'warning compat/field-removed config/other/gizmos.yaml ^.spec.mode unreleased',
      ],
      [
        'package common\n\nconst Group = "other.example"\n',
        'error compat/field-removed config/other/gizmos.yaml ^.spec.mode',
      ],
    ] as const) {
      const { root, git, commit, write } = repository();
      commit({ 'pkg/common/constants.go': code });
      git('tag', 'v1.0.0');
      commit({ 'config/other/gizmos.yaml': crd('gizmos.other.example', 'Gizmo', 'mode: {type: string}') });
      write({ 'config/other/gizmos.yaml': crd('gizmos.other.example', 'Gizmo', 'speed: {type: string}') });
      expect(await shown(root)).toEqual([expected]);
    }
  });

  it.each([
    ['a Go raw string', { 'pkg/register.go': 'package pkg\n\nconst GroupName = `other.example`\n' }],
    ['a Rust attribute', { 'src/gizmo.rs': '#[kube(group = "other.example", version = "v1", kind = "Gizmo")]\n' }],
    ['a Python string', { 'op/handlers.py': "@kopf.on.create('other.example', 'v1', 'gizmos')\n" }],
  ])(
    'takes a release whose code names the group as a string (%s) for one that may have had the CRD',
    async (_name, code) => {
      const { root, git, commit, write } = repository();
      commit(code);
      git('tag', 'v1.0.0');
      commit({ 'config/other/gizmos.yaml': crd('gizmos.other.example', 'Gizmo', 'mode: {type: string}') });
      write({ 'config/other/gizmos.yaml': crd('gizmos.other.example', 'Gizmo', 'speed: {type: string}') });
      expect(await shown(root)).toEqual(['error compat/field-removed config/other/gizmos.yaml ^.spec.mode']);
    },
  );

  // redpanda-operator tags each directory apart: operator/v26.1.10, charts/console/v3.2.0.
  it('compares a CRD with the releases of its directory alone, where tags are named for directories', async () => {
    const { root, git, commit, write } = repository();
    const at = 'operator/config/crd/widgets.yaml';
    commit({
      [at]: crd('widgets.example.com', 'Widget', 'size: {type: integer}'),
      'charts/console/Chart.yaml': 'name: console\n',
    });
    git('tag', 'operator/v1.0.0');
    commit({ [at]: crd('widgets.example.com', 'Widget', 'size: {type: integer}, mode: {type: string}') });
    // The console chart's release holds the operator's files as they were, but does not release them.
    git('tag', 'charts/console/v1.0.0');
    write({ [at]: crd('widgets.example.com', 'Widget', 'size: {type: integer}') });
    expect(await shown(root)).toEqual([`warning compat/field-removed ${at} ^.spec.mode unreleased`]);
    // The operator's own release had the field: an error.
    git('tag', 'operator/v1.1.0', 'charts/console/v1.0.0');
    expect(await shown(root)).toEqual([`error compat/field-removed ${at} ^.spec.mode`]);
  });

  // ytsaurus-k8s-operator tagged its releases `release/0.26.0` to `release/0.29.1`.
  it('reads a tag in the release/ namespace as a release of the whole repository', async () => {
    for (const tag of ['release/1.0.0', 'releases/1.0.0']) {
      const { root, git, commit, write } = repository();
      const at = 'config/crd/widgets.yaml';
      commit({ [at]: crd('widgets.example.com', 'Widget', 'size: {type: integer}') });
      git('tag', tag);
      commit({ [at]: crd('widgets.example.com', 'Widget', 'size: {type: integer}, scratch: {type: string}') });
      write({ [at]: crd('widgets.example.com', 'Widget', 'size: {type: integer}') });
      expect(await shown(root)).toEqual([`warning compat/field-removed ${at} ^.spec.scratch unreleased`]);
    }
  });

  // bitnami/charts tags each of its charts (`redis/18.0.0`): a pull request read the newest
  // release of every chart directory, 393 git calls, to use none of them.
  it('searches a release of a directory that holds none of the changed CRDs below that directory alone', async () => {
    const { root, git, commit, write } = repository();
    const at = 'charts/widgets/crds/widgets.yaml';
    commit({ [at]: crd('widgets.example.com', 'Widget', 'size: {type: integer}') });
    for (const chart of ['alpha', 'beta', 'gamma']) {
      commit({ [`charts/${chart}/Chart.yaml`]: `name: ${chart}\n` });
      git('tag', `charts/${chart}/v1.0.0`);
    }
    write({ [at]: crd('widgets.example.com', 'Widget', 'color: {type: integer}') });
    // Every git command the review runs, through a wrapper on PATH that logs it.
    const bin = mkdtempSync(join(tmpdir(), 'kar-git-log-'));
    const log = join(bin, 'calls.log');
    const real = execFileSync('sh', ['-c', 'command -v git'], { encoding: 'utf8' }).trim();
    writeFileSync(join(bin, 'git'), `#!/bin/sh\necho "$*" >> '${log}'\nexec '${real}' "$@"\n`, { mode: 0o755 });
    const path = process.env.PATH;
    process.env.PATH = `${bin}:${path ?? ''}`;
    try {
      expect(await shown(root)).toEqual(['error compat/field-removed charts/widgets/crds/widgets.yaml ^.spec.size']);
    } finally {
      process.env.PATH = path;
    }
    // Each other chart's release is searched below its directory alone (for a CRD moved out of it).
    const calls = readFileSync(log, 'utf8').split('\n');
    const ofOtherCharts = calls.filter(
      (c) => / (?:grep|cat-file)\b/.test(c) && /charts\/(?:alpha|beta|gamma)\//.test(c),
    );
    expect(ofOtherCharts.length).toBeGreaterThan(0);
    for (const call of ofOtherCharts)
      expect(call).toMatch(/ grep .* refs\/tags\/charts\/(\w+)\/v1\.0\.0 -- :\(glob\)charts\/\1\/\*\*/);
    rmSync(bin, { recursive: true, force: true });
  });

  it('compares a CRD moved out of a tagged directory with the release of the directory that held it', async () => {
    const { root, git, commit, write } = repository();
    const old = 'operator/config/crd/widgets.yaml';
    const moved = 'config/crd/widgets.yaml';
    commit({ [old]: crd('widgets.example.com', 'Widget', 'size: {type: integer}') });
    git('tag', 'v0.1.0');
    commit({ [old]: crd('widgets.example.com', 'Widget', 'size: {type: integer}, mode: {type: string}') });
    git('tag', 'operator/v1.0.0');
    commit({
      [old]: null,
      [moved]: crd('widgets.example.com', 'Widget', 'size: {type: integer}, mode: {type: string}'),
    });
    write({ [moved]: crd('widgets.example.com', 'Widget', 'size: {type: integer}') });
    expect(await shown(root)).toEqual([`error compat/field-removed ${moved} ^.spec.mode`]);
  });

  // openshift/local-storage-operator 2a71e6a7: a bound added to a field release-4.21 never had.
  it('reads the release branches of a repository that tags nothing', async () => {
    const { root, git, commit, write } = repository();
    commit({ 'config/crd/widgets.yaml': crd('widgets.example.com', 'Widget', 'size: {type: integer}') });
    git('branch', 'release-4.21');
    commit({
      'config/crd/widgets.yaml': crd('widgets.example.com', 'Widget', 'size: {type: integer}, mode: {type: string}'),
    });
    write({ 'config/crd/widgets.yaml': crd('widgets.example.com', 'Widget', 'size: {type: integer}') });
    const found = async () =>
      (await runLocalReview({ paths: [], cwd: root, base: 'HEAD' })).placed
        .filter((p) => p.shown)
        .map((p) => `${p.finding.severity} ${p.finding.message.slice(p.finding.message.lastIndexOf(' (') + 1)}`);
    expect(await found()).toEqual([
      'warning (release-4.21 has nothing this breaks, so it breaks only builds made since)',
    ]);
    // The release branch has the field: its users break.
    git('branch', '-f', 'release-4.21', 'HEAD');
    expect((await found()).map((f) => f.split(' ')[0])).toEqual(['error']);
  });

  // file-integrity-operator: release-1.4 (1.4.1) shipped a field its newest tag, v1.3.6, lacked.
  it('reads a release branch of a version after the newest tag: a field it shipped is released', async () => {
    const { root, git, commit, write } = repository();
    commit({ 'config/crd/widgets.yaml': crd('widgets.example.com', 'Widget', 'size: {type: integer}') });
    git('tag', 'v1.3.0');
    commit({
      'config/crd/widgets.yaml': crd('widgets.example.com', 'Widget', 'size: {type: integer}, mode: {type: string}'),
    });
    git('branch', 'release-1.4');
    commit({ 'docs/a.md': 'a\n' });
    write({ 'config/crd/widgets.yaml': crd('widgets.example.com', 'Widget', 'size: {type: integer}') });
    expect(await shown(root)).toEqual(['error compat/field-removed config/crd/widgets.yaml ^.spec.mode']);
    // Without the branch, the tag alone: a field no release had.
    git('branch', '-D', 'release-1.4');
    expect(await shown(root)).toEqual(['warning compat/field-removed config/crd/widgets.yaml ^.spec.mode unreleased']);
  });

  it('takes a break made before the first release for one of builds made before it, whatever that release has', async () => {
    const { root, git, commit } = repository();
    commit({
      'config/crd/widgets.yaml': crd('widgets.example.com', 'Widget', 'size: {type: integer}, color: {type: string}'),
    });
    const removal = commit({
      'config/crd/widgets.yaml': crd('widgets.example.com', 'Widget', 'color: {type: string}'),
    });
    commit({
      'config/crd/widgets.yaml': crd('widgets.example.com', 'Widget', 'color: {type: string}, mode: {type: string}'),
    });
    git('tag', 'v0.1.0');
    const review = async () => {
      git('switch', '-q', '--detach', removal);
      const { placed } = await runLocalReview({ paths: [], cwd: root, base: 'HEAD~1' });
      return placed.filter((p) => p.shown).map((p) => `${p.finding.severity} ${p.finding.ruleId} ${p.finding.message}`);
    };
    expect(await review()).toEqual([
      'warning compat/field-removed spec.size was removed from v1; clients that set or read it break and stored values are pruned from every read at once and from etcd on the next write; keep the field (mark it deprecated in its description) or serve the change as a new version (this change precedes the first release, v0.1.0, so it breaks only builds made before it)',
    ]);
    // The first release has the field again: no user ran the base nor the change, whatever it has
    // (fence-agents-remediation reverted a scope change before v0.1.0).
    git('switch', '-q', 'main');
    commit({ 'config/crd/widgets.yaml': crd('widgets.example.com', 'Widget', 'size: {type: integer}') });
    git('tag', '-d', 'v0.1.0');
    git('tag', 'v0.1.0');
    expect((await review()).map((f) => f.split(' ', 2).join(' '))).toEqual(['warning compat/field-removed']);
  });

  // gke-labs/kube-agents 29573277a6: its kustomization stopped listing two CRDs whose files stayed, before 0.1.0.
  it('takes a CRD a kustomization stops listing before the first release for a break of builds made before it', async () => {
    const { root, git, commit } = repository();
    commit({
      'config/crd/bases/widgets.yaml': crd('widgets.example.com', 'Widget', 'size: {type: integer}'),
      'config/crd/bases/gadgets.yaml': crd('gadgets.example.com', 'Gadget', 'mode: {type: string}'),
      'config/crd/kustomization.yaml': 'resources:\n- bases/gadgets.yaml\n- bases/widgets.yaml\n',
    });
    const delisting = commit({ 'config/crd/kustomization.yaml': 'resources:\n- bases/gadgets.yaml\n' });
    commit({ 'docs/a.md': 'a\n' });
    git('tag', 'v0.1.0');
    git('switch', '-q', '--detach', delisting);
    expect(await shownNotes(root)).toEqual([
      'warning compat/crd-removed (this change precedes the first release, v0.1.0, so it breaks only builds made before it)',
    ]);
  });

  // keepalived-operator 173dc66: a v1beta1 CRD dropped from a chart's templates/ before v0.1.0.
  it('says a v1beta1 CRD removed before the first release was removed before it, after the v1beta1 note', async () => {
    const { root, git, commit } = repository();
    const v1beta1 =
      'apiVersion: apiextensions.k8s.io/v1beta1\nkind: CustomResourceDefinition\nmetadata:\n  name: widgets.example.com\nspec:\n  group: example.com\n  names: {kind: Widget, plural: widgets}\n  scope: Namespaced\n  version: v1\n';
    commit({ 'chart/Chart.yaml': 'name: demo\nversion: 0.1.0\n', 'chart/templates/widgets.yaml': v1beta1 });
    const removal = commit({ 'chart/templates/widgets.yaml': null });
    commit({ 'docs/a.md': 'a\n' });
    git('tag', 'v0.1.0');
    git('switch', '-q', '--detach', removal);
    expect(await shownNotes(root)).toEqual([
      'warning compat/crd-removed (an apiextensions.k8s.io/v1beta1 manifest, which clusters since Kubernetes 1.22 refuse, so only clusters that installed it before hold the CRD; this change precedes the first release, v0.1.0, so it breaks only builds made before it)',
    ]);
  });

  // service-binding-operator 395e87bce5 removed `namePrefix`, which its only release, v0.4.0, a
  // v1beta1 CRD that kept unknown fields, declared in neither its schema nor its Go types.
  it('takes a field neither the schema nor the Go of a v1beta1 release that kept unknown fields declared for unreleased', async () => {
    const { root, git, commit } = repository();
    const v1beta1 = (properties: string) =>
      `apiVersion: apiextensions.k8s.io/v1beta1\nkind: CustomResourceDefinition\nmetadata:\n  name: widgets.example.com\nspec:\n  group: example.com\n  names: {kind: Widget, plural: widgets}\n  scope: Namespaced\n  version: v1\n  versions: [{name: v1, served: true, storage: true}]\n  validation:\n    openAPIV3Schema:\n      type: object\n      properties:\n        spec: {type: object, properties: {${properties}}}\n`;
    const go = (fields: string) => `package v1\n\ntype WidgetSpec struct {\n${fields}}\n`;
    commit({
      'config/crd/widgets.yaml': v1beta1('size: {type: integer}'),
      'api/v1/types.go': go('\tSize int `json:"size"`\n\tMode string `json:"mode,omitempty"`\n'),
    });
    git('tag', 'v0.4.0');
    const removed = async (field: string) => {
      commit({
        'config/crd/widgets.yaml': crd(
          'widgets.example.com',
          'Widget',
          `size: {type: integer}, ${field}: {type: string}`,
        ),
      });
      commit({ 'config/crd/widgets.yaml': crd('widgets.example.com', 'Widget', 'size: {type: integer}') });
      const { placed } = await runLocalReview({ paths: [], cwd: root, base: 'HEAD~1' });
      return placed.filter((p) => p.shown).map((p) => `${p.finding.severity} ${p.finding.ruleId}`);
    };
    expect(await removed('prefix')).toEqual(['warning compat/field-removed']);
    // One its Go declared, which its partial schema left out: the error.
    expect(await removed('mode')).toEqual(['error compat/field-removed']);
  });

  // tektoncd/operator 7c96af4c53: its released CRDs were free-form, and the typed schema required
  // spec.options, which its Go types always declared: the releases had it too.
  it('compares a free-form release with the base Go types, as the base is: what the head requires of a declared field is released', async () => {
    const { root, git, commit, write } = repository();
    const freeForm = widgetCrd('type: object\nx-kubernetes-preserve-unknown-fields: true');
    commit({
      'config/crd/widgets.yaml': freeForm,
      'api/v1/widget_types.go':
        '// +groupName=example.com\npackage v1\n\ntype Widget struct {\n\tSpec WidgetSpec `json:"spec,omitempty"`\n}\n\ntype WidgetSpec struct {\n\tOptions *Options `json:"options,omitempty"`\n}\n\ntype Options struct {\n\tLevel string `json:"level,omitempty"`\n}\n',
    });
    git('tag', 'v1.0.0');
    commit({ 'docs/a.md': 'a\n' });
    write({
      'config/crd/widgets.yaml': widgetCrd(
        'type: object\nx-kubernetes-preserve-unknown-fields: true\nproperties:\n  spec:\n    type: object\n    required: [options]\n    properties:\n      options: {type: object}',
      ),
    });
    const { placed } = await runLocalReview({ paths: [], cwd: root, base: 'HEAD' });
    expect(placed.filter((p) => p.shown).map((p) => `${p.finding.severity} ${p.finding.ruleId}`)).toEqual([
      'error compat/required-added',
    ]);
  });

  // istio-ecosystem/sail-operator's nightly bumps swap an alpha value of spec.version's enum, while
  // a patch release tagged on its branch has a value main never had: that is no value removed.
  it('takes an enum value removed for unreleased where a release lacks only other values', async () => {
    const { root, git, commit } = repository();
    const modes = (...values: string[]) =>
      crd('widgets.example.com', 'Widget', `mode: {type: string, enum: [${values.join(', ')}]}`);
    commit({ 'config/crd/widgets.yaml': modes('v2.0.0', 'v2.1.0') });
    git('tag', 'v2.1.0');
    git('switch', '-q', '-c', 'release-2.1');
    commit({ 'config/crd/widgets.yaml': modes('v2.0.0', 'v2.1.0', 'v2.1.1') });
    git('tag', 'v2.1.1');
    git('switch', '-q', 'main');
    commit({ 'config/crd/widgets.yaml': modes('v2.0.0', 'v2.1.0', 'alpha.a') });
    const swap = async (...values: string[]) => {
      commit({ 'config/crd/widgets.yaml': modes(...values) });
      const { placed } = await runLocalReview({ paths: [], cwd: root, base: 'HEAD~1' });
      return placed.filter((p) => p.shown).map((p) => `${p.finding.severity} ${p.finding.ruleId}`);
    };
    expect(await swap('v2.0.0', 'v2.1.0', 'alpha.b')).toEqual(['warning compat/enum-narrowed']);
    // A value the releases had, removed: the error.
    expect(await swap('v2.0.0', 'alpha.b')).toEqual(['error compat/enum-narrowed']);
  });

  it('takes a CRD added since the release beside the CRDs the release had for unreleased', async () => {
    const { root, git, commit, write } = repository();
    commit({ 'config/crd/widgets.yaml': crd('widgets.example.com', 'Widget', 'size: {type: integer}') });
    git('tag', 'v2.0.0');
    commit({ 'config/crd/gadgets.yaml': crd('gadgets.example.com', 'Gadget', 'mode: {type: string}') });
    write({ 'config/crd/gadgets.yaml': crd('gadgets.example.com', 'Gadget', 'speed: {type: string}') });
    expect(await shown(root)).toEqual(['warning compat/field-removed config/crd/gadgets.yaml ^.spec.mode unreleased']);
  });

  it('takes an older line tagged after the newest release, without a CRD of the group, for no user of the CRD', async () => {
    const { root, git, commit, write } = repository();
    const before = commit({ 'other/a.yaml': 'a: 1\n' });
    commit({ 'crds/widgets.yaml': crd('widgets.example.com', 'Widget', 'size: {type: integer}') });
    git('tag', 'v0.2.0');
    commit({
      'crds/widgets.yaml': crd('widgets.example.com', 'Widget', 'size: {type: integer}, extra: {type: string}'),
    });
    git('switch', '-q', '-c', 'release-0.1', before);
    // Go types of the group, from which a CRD may have been generated at release time.
    commit({ 'other/b.yaml': 'b: 1\n', 'api/v1/doc.go': '// +groupName=example.com\npackage v1\n' });
    git('tag', 'v0.1.1');
    git('switch', '-q', '-');
    write({ 'crds/widgets.yaml': crd('widgets.example.com', 'Widget', 'size: {type: integer}') });
    expect(await shown(root)).toEqual([
      'warning compat/field-removed crds/widgets.yaml ^.spec.extra v0.2.0 over v0.1.1',
    ]);
  });

  it('compares each copy of a CRD with that copy in the release', async () => {
    const { root, git, commit, write } = repository();
    commit({
      'bundles/1.0/widgets.yaml': crd('widgets.example.com', 'Widget', 'size: {type: integer}'),
      'config/crd/widgets.yaml': crd('widgets.example.com', 'Widget', 'size: {type: integer}, color: {type: string}'),
    });
    git('tag', 'v1.0.0');
    commit({
      'bundles/1.0/widgets.yaml': crd('widgets.example.com', 'Widget', 'size: {type: integer}, color: {type: string}'),
    });
    write({
      'bundles/1.0/widgets.yaml': crd('widgets.example.com', 'Widget', 'size: {type: integer}'),
      'config/crd/widgets.yaml': crd('widgets.example.com', 'Widget', 'size: {type: integer}'),
    });
    // The bundle's copy had no color in v1.0.0; the CRD users install from config/crd had.
    expect(await shown(root)).toEqual([
      'warning compat/field-removed bundles/1.0/widgets.yaml ^.spec.color unreleased',
      'error compat/field-removed config/crd/widgets.yaml ^.spec.color',
    ]);
  });

  it('finds a CRD among the documents of a large bundle (parsed one by one)', async () => {
    const { root, git, commit, write } = repository();
    const filler = `apiVersion: v1\nkind: ConfigMap\nmetadata: {name: big}\ndata:\n  script: |\n${'    echo widgets.example.com CustomResourceDefinition\n'.repeat(1500)}`;
    const bundle = (properties: string) =>
      `${filler}---\n${crd('gadgets.example.com', 'Gadget', 'mode: {type: string}')}---\n${crd('widgets.example.com', 'Widget', properties)}`;
    commit({ 'deploy/bundle.yaml': bundle('size: {type: integer}, color: {type: string}') });
    git('tag', 'v1.0.0');
    write({ 'deploy/bundle.yaml': bundle('size: {type: integer}') });
    expect(await shown(root)).toEqual(['error compat/field-removed deploy/bundle.yaml ^.spec.color']);
  });

  it('finds no CRD in a bundle file the release had without it, where it committed CRDs of the group', async () => {
    // mariadb-operator: deploy/crds/crds.yaml held the k8s.mariadb.com CRDs at v25.10.4, not yet PointInTimeRecovery.
    const { root, git, commit, write } = repository();
    const widgets = crd('widgets.example.com', 'Widget', 'size: {type: integer}');
    commit({ 'deploy/crds.yaml': widgets });
    git('tag', 'v1.0.0');
    commit({ 'deploy/crds.yaml': `${widgets}---\n${crd('gadgets.example.com', 'Gadget', 'mode: {type: string}')}` });
    write({ 'deploy/crds.yaml': `${widgets}---\n${crd('gadgets.example.com', 'Gadget', 'speed: {type: string}')}` });
    expect(await shown(root)).toEqual(['warning compat/field-removed deploy/crds.yaml ^.spec.mode unreleased']);
  });

  it('finds no CRD in a bundle file the release had without it, where it committed v1beta1 CRDs of the group', async () => {
    // chaos-mesh ff869f339: manifests/crd.yaml held only v1beta1 CRDs at v1.2.4, not those added since.
    const { root, git, commit, write } = repository();
    const v1beta1 =
      'apiVersion: apiextensions.k8s.io/v1beta1\nkind: CustomResourceDefinition\nmetadata:\n  name: widgets.example.com\nspec:\n  group: example.com\n  names: {kind: Widget, plural: widgets}\n  scope: Namespaced\n  version: v1\n';
    commit({ 'manifests/crd.yaml': v1beta1 });
    git('tag', 'v1.0.0');
    commit({ 'manifests/crd.yaml': crd('gadgets.example.com', 'Gadget', 'mode: {type: string}') });
    write({ 'manifests/crd.yaml': crd('gadgets.example.com', 'Gadget', 'speed: {type: string}') });
    expect(await shown(root)).toEqual(['warning compat/field-removed manifests/crd.yaml ^.spec.mode unreleased']);
  });

  // kubeflow/mpi-operator: v0.2.3 committed its CRD as v1beta1, serving v1 alone, with the
  // operator's other objects in one file; v2beta1 came after.
  const V1BETA1 =
    'apiVersion: apiextensions.k8s.io/v1beta1\nkind: CustomResourceDefinition\nmetadata:\n  name: widgets.example.com\nspec:\n  group: example.com\n  names: {kind: Widget, plural: widgets}\n  scope: Namespaced\n  version: v1\n  validation: {openAPIV3Schema: {properties: {spec: {properties: {size: {type: integer}}}}}}\n';
  const NAMESPACE = 'apiVersion: v1\nkind: Namespace\nmetadata:\n  name: widget-system\n';
  // v1, which stores its objects, has `color`: a value written through v2beta1 was stored (never-stored.ts).
  const servingV2beta1 = (v2beta1: string) =>
    `${crd('widgets.example.com', 'Widget', 'size: {type: integer}, color: {type: string}').replace(/\n$/, '')}\n  - {name: v2beta1, served: true, storage: false, schema: {openAPIV3Schema: {type: object, properties: {spec: {type: object, properties: {${v2beta1}}}}}}}\n`;

  it("reads a release's v1beta1 CRD for the versions it served: a change of a later version breaks no release", async () => {
    const { root, git, commit, write } = repository();
    commit({ 'deploy/operator.yaml': `${V1BETA1}---\n${NAMESPACE}` });
    git('tag', 'v0.2.3');
    commit({
      'deploy/operator.yaml': `${servingV2beta1('size: {type: integer}, color: {type: string}')}---\n${NAMESPACE}`,
    });
    write({ 'deploy/operator.yaml': `${servingV2beta1('size: {type: integer}')}---\n${NAMESPACE}` });
    expect(await shown(root)).toEqual(['warning compat/field-removed deploy/operator.yaml ^.spec.color unreleased']);
  });

  // openshift/hive: tags of 2021, images built from master since.
  it.each([
    [365, 'warning compat/field-removed config/crd/widgets.yaml ^.spec.color unreleased'],
    [2 * 365, 'error compat/field-removed config/crd/widgets.yaml ^.spec.color'],
  ])(
    'with the newest release tagged %i days before the base, a field added since and removed is: %s',
    async (days, shown_) => {
      const { root, git, commit, write, wait } = repository();
      commit({ 'config/crd/widgets.yaml': crd('widgets.example.com', 'Widget', 'size: {type: integer}') });
      git('tag', 'v1.0.0');
      wait(days * 24 * 60 * 60);
      commit({
        'config/crd/widgets.yaml': crd('widgets.example.com', 'Widget', 'size: {type: integer}, color: {type: string}'),
      });
      write({ 'config/crd/widgets.yaml': crd('widgets.example.com', 'Widget', 'size: {type: integer}') });
      expect(await shown(root)).toEqual([shown_]);
    },
  );

  it('reads the release branches beside tags two years older than the base', async () => {
    // OpenShift's operators keep tags of years ago, and release from release-4.x branches.
    const { root, git, commit, write, wait } = repository();
    const first = commit({ 'config/crd/widgets.yaml': crd('widgets.example.com', 'Widget', 'size: {type: integer}') });
    git('tag', 'v1.0.0');
    wait(2 * 365 * 24 * 60 * 60);
    git('switch', '-q', '-c', 'release-4.21', first);
    commit({ 'docs/a.md': 'a backport\n' });
    git('switch', '-q', 'main');
    commit({
      'config/crd/widgets.yaml': crd('widgets.example.com', 'Widget', 'size: {type: integer}, color: {type: string}'),
    });
    write({ 'config/crd/widgets.yaml': crd('widgets.example.com', 'Widget', 'size: {type: integer}') });
    expect(await shown(root)).toEqual(['warning compat/field-removed config/crd/widgets.yaml ^.spec.color unreleased']);
  });

  it("reads the versions of all of a release's v1beta1 copies of a CRD, one a version", async () => {
    // A regression probe (mpi-operator's v0.2.x layout: deploy/v1/ and deploy/v1alpha2/): the
    // first copy alone said that no release had v2beta1.
    const { root, git, commit, write } = repository();
    commit({
      'deploy/a/crd.yaml': V1BETA1,
      'deploy/b/crd.yaml': V1BETA1.replace('version: v1', 'version: v2beta1'),
    });
    git('tag', 'v0.2.3');
    commit({ 'deploy/operator.yaml': servingV2beta1('size: {type: integer}, color: {type: string}') });
    write({ 'deploy/operator.yaml': servingV2beta1('size: {type: integer}') });
    expect(await shown(root)).toEqual(['error compat/field-removed deploy/operator.yaml ^.spec.color']);
  });

  // minio/operator 7e532e62: v3.0.29's one v1beta1 copy pruned, and lacked what the change removes.
  it.each([
    ['pruned', 'warning compat/field-removed deploy/crd.yaml ^.spec.color unreleased'],
    // One that kept unknown fields is not compared: the version it served counts as released.
    ['kept unknown fields', 'error compat/field-removed deploy/crd.yaml ^.spec.color'],
  ])("compares a release's one v1beta1 copy that %s as clusters served it: %s", async (how, expected) => {
    const { root, git, commit, write } = repository();
    const structural = V1BETA1.replace(
      '{openAPIV3Schema: {properties: {spec: {properties:',
      '{openAPIV3Schema: {type: object, properties: {spec: {type: object, properties:',
    );
    expect(structural).toContain('spec: {type: object');
    const release =
      how === 'pruned'
        ? structural.replace('  version: v1\n', '  version: v1\n  preserveUnknownFields: false\n')
        : structural;
    commit({ 'deploy/crd.yaml': release });
    git('tag', 'v0.2.3');
    commit({ 'deploy/crd.yaml': crd('widgets.example.com', 'Widget', 'size: {type: integer}, color: {type: string}') });
    write({ 'deploy/crd.yaml': crd('widgets.example.com', 'Widget', 'size: {type: integer}') });
    expect(await shown(root)).toEqual([expected]);
  });

  it("reads the versions a release's v1beta1 copies serve, outside its test trees", async () => {
    // Regression probes: a test's fixture of a later version, a version the copy does not serve.
    const { root, git, commit, write } = repository();
    commit({
      'deploy/crd.yaml': V1BETA1.replace(
        '  version: v1\n',
        '  versions: [{name: v1, served: true, storage: true}, {name: v2beta1, served: false, storage: false}]\n',
      ),
      'test/e2e/crd.yaml': V1BETA1.replace('version: v1', 'version: v2beta1'),
    });
    git('tag', 'v0.2.3');
    commit({ 'deploy/operator.yaml': servingV2beta1('size: {type: integer}, color: {type: string}') });
    write({ 'deploy/operator.yaml': servingV2beta1('size: {type: integer}') });
    expect(await shown(root)).toEqual(['warning compat/field-removed deploy/operator.yaml ^.spec.color unreleased']);
  });

  it("compares with a release's v1 copy of a CRD before its v1beta1 copy", async () => {
    const { root, git, commit, write } = repository();
    commit({
      'deploy/operator.yaml': V1BETA1,
      'config/crd/widgets.yaml': servingV2beta1('size: {type: integer}, color: {type: string}'),
    });
    git('tag', 'v0.2.3');
    commit({ 'deploy/operator.yaml': servingV2beta1('size: {type: integer}, color: {type: string}') });
    write({ 'deploy/operator.yaml': servingV2beta1('size: {type: integer}') });
    expect(await shown(root)).toEqual(['error compat/field-removed deploy/operator.yaml ^.spec.color']);
  });

  it('finds no CRD in a release that holds only a kustomize patch of it', async () => {
    // kube-logging/logging-operator 8d32113c: kubebuilder scaffolds config/crd/patches before the CRD ships.
    const { root, git, commit, write } = repository();
    const patch =
      'apiVersion: apiextensions.k8s.io/v1\nkind: CustomResourceDefinition\nmetadata:\n  annotations:\n    cert-manager.io/inject-ca-from: CERTIFICATE_NAMESPACE/CERTIFICATE_NAME\n  name: gadgets.example.com\n';
    commit({
      'config/crd/bases/widgets.yaml': crd('widgets.example.com', 'Widget', 'size: {type: integer}'),
      'config/crd/patches/cainjection_in_gadgets.yaml': patch,
    });
    git('tag', 'v1.0.0');
    commit({ 'config/crd/bases/gadgets.yaml': crd('gadgets.example.com', 'Gadget', 'mode: {type: string}') });
    write({ 'config/crd/bases/gadgets.yaml': crd('gadgets.example.com', 'Gadget', 'speed: {type: string}') });
    expect(await shown(root)).toEqual([
      'warning compat/field-removed config/crd/bases/gadgets.yaml ^.spec.mode unreleased',
    ]);
  });

  it('counts as released a CRD of a file the release had that templates its CRDs', async () => {
    const { root, git, commit, write } = repository();
    commit({
      'chart/crds.yaml':
        'apiVersion: apiextensions.k8s.io/v1\nkind: CustomResourceDefinition\nmetadata:\n  name: {{ .Values.plural }}.example.com\nspec:\n  group: example.com\n',
    });
    git('tag', 'v1.0.0');
    commit({ 'chart/crds.yaml': crd('gadgets.example.com', 'Gadget', 'mode: {type: string}') });
    write({ 'chart/crds.yaml': crd('gadgets.example.com', 'Gadget', 'speed: {type: string}') });
    expect(await shown(root)).toEqual(['error compat/field-removed chart/crds.yaml ^.spec.mode']);
  });

  it('makes the removal of a storage version no release had a warning that names the releases', async () => {
    const { root, git, commit, write } = repository();
    commit({ 'config/crd/widgets.yaml': serving(['v1', true]) });
    git('tag', 'v1.0.0');
    commit({ 'config/crd/widgets.yaml': serving(['v1', false], ['v2', true]) });
    write({ 'config/crd/widgets.yaml': serving(['v1', true]) });
    const stored = async () =>
      (await runLocalReview({ paths: [], cwd: root, base: 'HEAD' })).placed
        .filter((p) => p.shown && p.finding.ruleId === 'crd/versions')
        .map(
          (p) =>
            `${p.finding.severity}${p.finding.data?.apiserver ? ' refused' : ''} ${p.finding.message.slice(p.finding.message.lastIndexOf(' (') + 1)}`,
        );
    // crossplane-contrib/provider-kubernetes b825147: v1beta1 lived in one unreleased pull request.
    expect(await stored()).toEqual([
      'warning (v1.0.0 does not have v2 as the storage version, so a cluster lists it only if it applied a build made since, or kept it from an older release)',
    ]);
    // liqo a05a244e3: only a prerelease stored it, which promises no compatibility.
    git('tag', 'v1.1.0-rc.1', 'HEAD');
    expect(await stored()).toEqual([
      'warning (v1.0.0, the newest release, does not have v2 as the storage version, and v1.1.0-rc.1 is a prerelease, which promises no compatibility, so a cluster lists it only if it applied that prerelease or a build made since)',
    ]);
    git('tag', 'v1.1.0', 'HEAD');
    expect(await stored()).toEqual([expect.stringMatching(/^error refused /)]);
  });

  it('makes the removal of a storage version before the first release a warning that names it', async () => {
    const { root, git, commit } = repository();
    commit({ 'config/crd/widgets.yaml': serving(['v1', true]) });
    commit({ 'config/crd/widgets.yaml': serving(['v1', false], ['v2', true]) });
    const removal = commit({ 'config/crd/widgets.yaml': serving(['v1', true]) });
    commit({ 'docs/a.md': 'a\n' });
    git('tag', 'v0.1.0');
    git('switch', '-q', '--detach', removal);
    const found = (await runLocalReview({ paths: [], cwd: root, base: 'HEAD~1' })).placed
      .filter((p) => p.shown && p.finding.ruleId === 'crd/versions')
      .map((p) => `${p.finding.severity} ${p.finding.message.slice(p.finding.message.lastIndexOf(' (') + 1)}`);
    expect(found).toEqual([
      'warning (this change precedes the first release, v0.1.0, so a cluster lists v2 only if it applied a build made before it)',
    ]);
  });

  // kgateway: HttpListenerPolicy, renamed HTTPListenerPolicy, was in its v2.0.0-main prerelease only.
  it("makes a kind change that only a prerelease's CRD had a warning that names it", async () => {
    const { root, git, commit, write } = repository();
    commit({ 'config/other.yaml': 'a: 1\n' });
    git('tag', 'v1.0.0');
    commit({ 'config/crd/widgets.yaml': crd('widgets.example.com', 'WidgetPolicy', 'size: {type: integer}') });
    git('tag', 'v2.0.0-main');
    write({ 'config/crd/widgets.yaml': crd('widgets.example.com', 'WIdgetPolicy', 'size: {type: integer}') });
    const names = (await runLocalReview({ paths: [], cwd: root, base: 'HEAD' })).placed
      .filter((p) => p.shown && p.finding.ruleId === 'crd/names')
      .map((p) => `${p.finding.severity} ${p.finding.message.slice(p.finding.message.lastIndexOf(' (') + 1)}`);
    expect(names).toEqual([
      'warning (v1.0.0, the newest release, does not have "WidgetPolicy", and v2.0.0-main is a prerelease, which promises no compatibility, so only clusters that applied that prerelease or a build made since refuse the change)',
    ]);
  });

  it('keeps the removal of a storage version an older final release had an error: upgrades keep it stored', async () => {
    const { root, git, commit, write } = repository();
    commit({ 'config/crd/widgets.yaml': serving(['v1', false], ['v2', true]) });
    git('tag', 'v0.9.0');
    commit({ 'config/crd/widgets.yaml': serving(['v1', true], ['v2', false]) });
    git('tag', 'v1.0.0');
    commit({ 'config/crd/widgets.yaml': serving(['v1', false], ['v2', true]) });
    write({ 'config/crd/widgets.yaml': serving(['v1', true]) });
    const found = (await runLocalReview({ paths: [], cwd: root, base: 'HEAD' })).placed
      .filter((p) => p.shown && p.finding.ruleId === 'crd/versions')
      .map((p) => `${p.finding.severity}${p.finding.data?.apiserver ? ' refused' : ''}`);
    expect(found).toEqual(['error refused']);
  });

  it('counts as released what a release names only in a template', async () => {
    const { root, git, commit, write } = repository();
    // Two texts, of which Helm renders one: a template that is not read (parse/helm-wrapped-crd.ts).
    commit({
      'chart/templates/widgets.yaml': `{{- if .Values.crds }}\n${crd('widgets.example.com', 'Widget', 'size: {type: integer}')}{{- else }}\n{{- end }}\n`,
    });
    git('tag', 'v0.3.0');
    commit({ 'config/crd/widgets.yaml': crd('widgets.example.com', 'Widget', 'color: {type: string}') });
    write({ 'config/crd/widgets.yaml': crd('widgets.example.com', 'Widget', 'shade: {type: string}') });
    expect(await shown(root)).toEqual(['error compat/field-removed config/crd/widgets.yaml ^.spec.color']);
  });

  it("reads a CRD that a release's chart wrapped whole in a condition", async () => {
    const { root, git, commit, write } = repository();
    commit({
      'chart/templates/widgets.yaml': `{{- if .Values.crds }}\n${crd('widgets.example.com', 'Widget', 'size: {type: integer}')}{{- end }}\n`,
    });
    git('tag', 'v0.3.0');
    commit({ 'config/crd/widgets.yaml': crd('widgets.example.com', 'Widget', 'color: {type: string}') });
    write({ 'config/crd/widgets.yaml': crd('widgets.example.com', 'Widget', 'shade: {type: string}') });
    expect(await shown(root)).toEqual(['warning compat/field-removed config/crd/widgets.yaml ^.spec.color unreleased']);
  });

  // opendatahub-operator 5419554b5 stopped committing the CRDs controller-gen writes, and ignores them.
  it('makes a CRD file removed and ignored after the change, that the kustomization still lists, a notice', async () => {
    const { root, commit, git } = repository();
    commit({
      'config/crd/bases/widgets.yaml': crd('widgets.example.com', 'Widget', 'size: {type: integer}'),
      'config/crd/kustomization.yaml': 'resources:\n- bases/widgets.yaml\n',
    });
    git('rm', '-q', 'config/crd/bases/widgets.yaml');
    const removed = async () =>
      (await runLocalReview({ paths: [], cwd: root, base: 'HEAD' })).placed
        .filter((p) => p.shown && p.finding.ruleId === 'compat/crd-removed')
        .map((p) => `${p.finding.severity} ${p.finding.message.slice(0, p.finding.message.indexOf(':'))}`);
    // Removed by mistake, the kustomization left listing it: its build fails, and once its entry
    // goes, pruning deletes the CRD.
    const untilSemicolon = (f: string) => (f.includes(';') ? f.slice(0, f.indexOf(';')) : f);
    const byMistake = [
      'error CustomResourceDefinition widgets.example.com was removed',
      'warning config/crd/bases/widgets.yaml, which held CustomResourceDefinition widgets.example.com, is gone, but config/crd/kustomization.yaml still lists it',
    ];
    expect((await removed()).map(untilSemicolon)).toEqual(byMistake);
    // The reviewer's own exclude file says nothing of how the repository builds.
    writeFileSync(join(root, '.git', 'info', 'exclude'), 'config/crd/bases\n');
    expect((await removed()).map(untilSemicolon)).toEqual(byMistake);
    // A negated rule of the repository's that matches it keeps it in.
    writeFileSync(join(root, '.gitignore'), 'config/crd/bases/*\n!config/crd/bases/widgets.yaml\n');
    expect((await removed()).map(untilSemicolon)).toEqual(byMistake);
    writeFileSync(join(root, '.gitignore'), 'config/crd/bases\n');
    expect(await removed()).toEqual([
      'notice the file of CustomResourceDefinition widgets.example.com was removed and is ignored after the change, and config/crd/kustomization.yaml still lists it',
    ]);
  });

  // weka-operator 9263335 stopped committing its chart's crds/, which its release script fills, and ignores them.
  it("makes a CRD file of a chart's crds/ removed and ignored after the change a notice", async () => {
    const { root, commit, git } = repository();
    commit({
      'charts/gizmo/Chart.yaml': 'apiVersion: v2\nname: gizmo\nversion: 1.0.0\n',
      'charts/gizmo/crds/widgets.yaml': crd('widgets.example.com', 'Widget', 'size: {type: integer}'),
    });
    git('rm', '-q', 'charts/gizmo/crds/widgets.yaml');
    const removed = async () =>
      (await runLocalReview({ paths: [], cwd: root, base: 'HEAD' })).placed
        .filter((p) => p.shown && p.finding.ruleId === 'compat/crd-removed')
        .map((p) => `${p.finding.severity} ${p.finding.message.slice(0, p.finding.message.indexOf(':'))}`);
    expect((await removed()).map((f) => f.slice(0, f.indexOf(' ')))).toEqual(['warning']);
    writeFileSync(join(root, '.gitignore'), '# Generated CRDs\ncharts/gizmo/crds/*\n');
    expect(await removed()).toEqual([
      'notice the file of CustomResourceDefinition widgets.example.com was removed from the crds/ directory of the Helm chart charts/gizmo and is ignored after the change',
    ]);
  });

  // odf-operator deleted its StorageSystem API (61caab60), then the CRD (6d467e1dcc): the CRD of a
  // group the release's Go declared is the repository's own, not a copy of another project's.
  it("takes a CRD of a group a release's Go declared, whose Go types a change removed since, for the repository's own", async () => {
    const removedAfterItsApi = async (apiAt: string) => {
      const { root, commit, git } = repository();
      commit({
        [`${apiAt}/groupversion_info.go`]: '// +groupName=example.com\npackage v1\n',
        'cmd/main.go': 'package main\n\nfunc main() {}\n',
        'config/crd/bases/widgets.yaml': crd('widgets.example.com', 'Widget', 'size: {type: integer}').replace(
          'metadata:\n',
          'metadata:\n  annotations: {controller-gen.kubebuilder.io/version: v0.16.0}\n',
        ),
        'config/crd/kustomization.yaml': 'resources:\n- bases/widgets.yaml\n',
      });
      git('tag', 'v1.0.0');
      commit({ [`${apiAt}/groupversion_info.go`]: null }, 'api: delete the widget api');
      commit({ 'config/crd/kustomization.yaml': 'resources: []\n', 'config/crd/bases/widgets.yaml': null });
      const found = (await runLocalReview({ paths: [], cwd: root, base: 'HEAD~1' })).placed
        .filter((p) => p.shown && p.finding.ruleId === 'compat/crd-removed')
        .map((p) => `${p.finding.severity} ${/another project's CRD/.test(p.finding.message) ? 'foreign' : 'own'}`);
      rmSync(root, { recursive: true, force: true });
      return found;
    };
    expect(await removedAfterItsApi('api/v1')).toEqual(['error own']);
    // Declared by a vendored copy of another project's API alone: a copy of that project's CRD.
    expect(await removedAfterItsApi('vendor/example.com/widgets/api/v1')).toEqual(['warning foreign']);
  });

  // network-policy-api: 8c1c5fa dropped two CRDs from config/crd/standard/kustomization.yaml, and
  // 63b3bb3 deleted their files; v0.1.8's kustomization listed both.
  it('makes a CRD removed after its kustomization stopped listing it an error where a release listed it', async () => {
    const removedAfter = async (released: string, tag = 'v0.1.8', more: Record<string, string> = {}) => {
      const { root, commit, git } = repository();
      commit({
        'config/crd/bases/widgets.yaml': crd('widgets.example.com', 'Widget', 'size: {type: integer}'),
        'config/crd/bases/gadgets.yaml': crd('gadgets.example.com', 'Gadget', 'mode: {type: string}'),
        'config/crd/kustomization.yaml': released,
        ...more,
      });
      git('tag', tag);
      commit({
        'config/crd/kustomization.yaml': 'resources:\n- bases/gadgets.yaml # widgets retired\n',
        ...Object.fromEntries(Object.keys(more).map((path) => [path, null])),
      });
      git('rm', '-q', 'config/crd/bases/widgets.yaml');
      const found = (await runLocalReview({ paths: [], cwd: root, base: 'HEAD' })).placed
        .filter((p) => p.shown && p.finding.ruleId === 'compat/crd-removed')
        .map((p) => `${p.finding.severity} ${p.finding.message}`);
      rmSync(root, { recursive: true, force: true });
      return found;
    };
    expect(await removedAfter('resources:\n- bases/gadgets.yaml\n- bases/widgets.yaml\n')).toEqual([
      'error CustomResourceDefinition widgets.example.com was removed; config/crd/kustomization.yaml no longer listed it, but that of v0.1.8 did, so clusters that applied v0.1.8 hold it, and where they upgrade with pruning (Argo CD, Flux, kubectl apply --prune) that deletes every stored Widget object with it, and every client, controller and manifest that uses widgets fails; keep the CRD (stop serving its versions first), or suppress this finding with the reason if the API is retired',
    ]);
    const severity = (found: string[]) => found.map((f) => f.slice(0, f.indexOf(' ')));
    // A directory above the file whose own kustomization lists it, as kustomize builds it.
    expect(
      severity(
        await removedAfter('resources:\n- bases\n', 'v0.1.8', {
          'config/crd/bases/kustomization.yaml': 'resources:\n- widgets.yaml\n',
        }),
      ),
    ).toEqual(['error']);
    // Not one whose kustomization lists other files, nor one without a kustomization, which fails the build.
    expect(
      severity(
        await removedAfter('resources:\n- bases\n', 'v0.1.8', {
          'config/crd/bases/kustomization.yaml': 'resources:\n- gadgets.yaml\n',
        }),
      ),
    ).toEqual(['warning']);
    expect(severity(await removedAfter('resources:\n- bases\n'))).toEqual(['warning']);
    // A prerelease promises no compatibility: a warning that names it.
    expect(await removedAfter('resources:\n- bases/widgets.yaml\n', 'v0.1.8-rc.1')).toEqual([
      'warning CustomResourceDefinition widgets.example.com was removed; config/crd/kustomization.yaml no longer listed it, and of the releases only prerelease v0.1.8-rc.1 installed it (a prerelease promises no compatibility): clusters that applied v0.1.8-rc.1 hold it, and where they upgrade with pruning (Argo CD, Flux, kubectl apply --prune) that deletes every stored Widget object with it; say so in the release notes',
    ]);
    // cluster-api-provider-azure 9c6d89060: never listed, in the release either.
    expect((await removedAfter('resources:\n- bases/gadgets.yaml\n')).map((f) => f.slice(0, f.indexOf(':')))).toEqual([
      'warning CustomResourceDefinition widgets.example.com was removed, but no kustomization of the repository installed it',
    ]);
  });

  // odf-operator d96034b2a0 dropped the only entry of config/crd/kustomization.yaml, and 6d467e1dcc
  // deleted the file; its release branches listed it.
  it('takes a kustomization above the file that lists nothing at all for one that stopped listing it', async () => {
    const removedAfterEmptied = async (tagged: boolean) => {
      const { root, commit, git } = repository();
      commit({
        'config/crd/bases/widgets.yaml': crd('widgets.example.com', 'Widget', 'size: {type: integer}'),
        'config/crd/kustomization.yaml': 'resources:\n- bases/widgets.yaml\nconfigurations:\n- kustomizeconfig.yaml\n',
      });
      if (tagged) git('tag', 'v4.18.0');
      commit({
        'config/crd/kustomization.yaml':
          'resources:\n#+kubebuilder:scaffold:crdkustomizeresource\nconfigurations:\n- kustomizeconfig.yaml\n',
      });
      git('rm', '-q', 'config/crd/bases/widgets.yaml');
      const found = (await runLocalReview({ paths: [], cwd: root, base: 'HEAD' })).placed
        .filter((p) => p.shown && p.finding.ruleId === 'compat/crd-removed')
        .map((p) => `${p.finding.severity} ${p.finding.message.split(':')[0]}`);
      rmSync(root, { recursive: true, force: true });
      return found;
    };
    expect(await removedAfterEmptied(true)).toEqual([
      'error CustomResourceDefinition widgets.example.com was removed; config/crd/kustomization.yaml no longer listed it, but that of v4.18.0 did, so clusters that applied v4.18.0 hold it, and where they upgrade with pruning (Argo CD, Flux, kubectl apply --prune) that deletes every stored Widget object with it, and every client, controller and manifest that uses widgets fails; keep the CRD (stop serving its versions first), or suppress this finding with the reason if the API is retired',
    ]);
    expect(await removedAfterEmptied(false)).toEqual([
      'warning CustomResourceDefinition widgets.example.com was removed, but no kustomization of the repository installed it',
    ]);
  });

  // postgres-operator's OperatorConfiguration CRD was refused from a664816c to 29168ca0 (a string
  // default on an object), and changes made meanwhile broke what v1.15.1 had shipped.
  it('compares a head with the release a base the apiserver refuses came after', async () => {
    const { root, git, commit, write } = repository();
    commit({
      'config/crd/widgets.yaml': crd('widgets.example.com', 'Widget', 'size: {type: integer}, color: {type: string}'),
    });
    git('tag', 'v1.15.1');
    commit({
      'config/crd/widgets.yaml': crd(
        'widgets.example.com',
        'Widget',
        'size: {type: integer}, color: {type: string}, limits: {type: object, default: "20m"}',
      ),
    });
    // Shipped refused: its clusters failed to install it, and kept v1.15.1's.
    git('tag', 'v2.0.0');
    write({
      'config/crd/widgets.yaml': crd('widgets.example.com', 'Widget', 'size: {type: integer}, limits: {type: object}'),
    });
    const found = (await runLocalReview({ paths: [], cwd: root, base: 'HEAD' })).placed
      .filter((p) => p.shown)
      .map((p) => `${p.finding.severity} ${p.finding.ruleId} ${p.finding.message}`);
    expect(found).toEqual([
      "error compat/field-removed spec.color was removed from v1; clients that set or read it break and stored values are pruned from every read at once and from etcd on the next write; keep the field (mark it deprecated in its description) or serve the change as a new version (the CRD before the change is one kube-apiserver refuses, so clusters hold an earlier one: compared with v1.15.1's)",
    ]);
  });

  // metallb-operator's copy of OpenShift's network CRD read an undeclared field in a rule
  // (8ca1db1a0e): no apiserver compiles it, so a release that shipped it failed to install it.
  it('compares a head with the release before one whose rule does not compile', async () => {
    const { root, git, commit, write } = repository();
    commit({
      'config/crd/widgets.yaml': crd('widgets.example.com', 'Widget', 'size: {type: integer}, color: {type: string}'),
    });
    git('tag', 'v1.15.1');
    commit({
      'config/crd/widgets.yaml': widgetCrd(
        specSchema('{size: {type: integer}}', "x-kubernetes-validations: [{rule: 'has(self.colour)'}]"),
      ),
    });
    git('tag', 'v2.0.0');
    write({ 'config/crd/widgets.yaml': crd('widgets.example.com', 'Widget', 'size: {type: integer}') });
    const found = (await runLocalReview({ paths: [], cwd: root, base: 'HEAD' })).placed
      .filter((p) => p.shown)
      .map((p) => `${p.finding.ruleId} ${p.finding.message.slice(p.finding.message.indexOf('(the CRD before'))}`);
    expect(found).toEqual([
      "compat/field-removed (the CRD before the change is one kube-apiserver refuses, so clusters hold an earlier one: compared with v1.15.1's)",
    ]);
  });

  // A regression probe: v1.0.0 shipped only the experimental copy; the standard one came refused.
  it('does not compare a refused copy with a release’s copy of another file that is still its own', async () => {
    const { root, git, commit, write } = repository();
    const experimental = crd('widgets.example.com', 'Widget', 'size: {type: integer}, x: {type: string}');
    commit({ 'config/crd/experimental/widgets.yaml': experimental });
    git('tag', 'v1.0.0');
    commit({
      'config/crd/standard/widgets.yaml': crd(
        'widgets.example.com',
        'Widget',
        'size: {type: integer}, limits: {type: object, default: "20m"}',
      ),
    });
    write({ 'config/crd/standard/widgets.yaml': crd('widgets.example.com', 'Widget', 'size: {type: integer}') });
    expect(await shown(root)).toEqual([]);
  });

  // eraser-dev/eraser removed its ImageCollector Go type (8a601336e8), then the CRD from its chart's
  // templates/ (64db898ab6), both after v0.3.0, whose Go declared that type in the group.
  it("takes a CRD of a kind a release's Go declared in the group for the repository's own, its Go type removed since", async () => {
    const { root, git, commit, write } = repository();
    const chart = { 'charts/w/Chart.yaml': 'apiVersion: v2\nname: w\nversion: 1.0.0\n' };
    const group = {
      'api/v1/groupversion_info.go': '// +groupName=example.com\npackage v1\n\ntype Gadget struct {\n}\n',
    };
    const generated = crd('widgets.example.com', 'Widget', 'size: {type: integer}').replace(
      'metadata:\n',
      'metadata:\n  annotations: {controller-gen.kubebuilder.io/version: v0.16.0}\n',
    );
    commit({
      ...chart,
      ...group,
      'api/v1/widget_types.go': 'package v1\n\ntype Widget struct {\n}\n',
      'charts/w/templates/widgets.yaml': generated,
    });
    git('tag', 'v1.0.0');
    commit({ 'api/v1/widget_types.go': null });
    write({ 'charts/w/templates/widgets.yaml': null });
    const found = (await runLocalReview({ paths: [], cwd: root, base: 'HEAD' })).placed
      .filter((p) => p.shown)
      .map(
        (p) =>
          `${p.finding.severity} ${p.finding.ruleId} ${p.finding.message.includes("a copy of another project's CRD")}`,
      );
    expect(found).toEqual(['error compat/crd-removed false']);
  });

  it('counts as released what a repository without tags has', async () => {
    const { root, commit, write } = repository();
    commit({ 'config/crd/widgets.yaml': crd('widgets.example.com', 'Widget', 'color: {type: string}') });
    write({ 'config/crd/widgets.yaml': crd('widgets.example.com', 'Widget', 'shade: {type: string}') });
    expect(await shown(root)).toEqual(['error compat/field-removed config/crd/widgets.yaml ^.spec.color']);
  });

  // karpenter's mirror lacked a blob every release tag held: nothing said why every warning that
  // names the releases was an error.
  it('says so when a release cannot be read, and softens nothing', async () => {
    const { root, git, commit, write } = repository();
    // The release had no CRD yet: where it can be read, the removal breaks only builds made since.
    commit({ 'data.json': '{"a": 1}\n' });
    git('tag', 'v1.0.0');
    commit({
      'config/crd/widgets.yaml': crd('widgets.example.com', 'Widget', 'size: {type: integer}, color: {type: string}'),
      'data.json': '{"a": 2}\n',
    });
    write({ 'config/crd/widgets.yaml': crd('widgets.example.com', 'Widget', 'size: {type: integer}') });
    const blob = git('rev-parse', 'v1.0.0:data.json');
    rmSync(join(root, '.git', 'objects', blob.slice(0, 2), blob.slice(2)));
    const review = await runLocalReview({ paths: [], cwd: root, base: 'HEAD' });
    expect(review.placed.filter((p) => p.shown).map((p) => `${p.finding.severity} ${p.finding.ruleId}`)).toEqual([
      'error compat/field-removed',
    ]);
    expect(review.warnings).toContain(
      "the repository's releases (git tags) could not be read (git cannot read refs/tags/v1.0.0): compat/ and crd/versions findings are not softened for what no release had",
    );
  });
});
