import { describe, expect, it } from 'vitest';
import { crdRemoved } from '../../../src/rules/compat/crd-removed.js';
import { goParser } from '../../parse/go/go-parser-instance.js';
import { reviewFiles } from '../../support/review-files.js';
import { ruleTester } from '../../support/rule-tester.js';
import { widgetCrd } from './widget-crd.js';

// compat/crd-removed (spec/crd-compatibility.md §2, §5.1). The engine-level cases (a CRD kept in
// another unchanged file, files the change leaves alone, a file turned into a template) are in
// compat-review.test.ts. A removal is reported in the base file at its metadata.name (line 4), or
// on line 1 of that file when the change keeps the file.
const widgets = widgetCrd('type: object');
const gadgets = widgetCrd('type: object', '', { name: 'gadgets.example.com', kind: 'Gadget' });

ruleTester(crdRemoved, {
  valid: [
    { name: 'the same CRD', base: widgets, head: widgets },
    { name: 'a CRD added', base: widgets, head: `${widgets}---\n${gadgets}` },
    {
      name: 'a CRD moved to another file',
      base: widgets,
      baseFile: 'old/widgets.yaml',
      file: 'new/widgets.yaml',
      head: widgets,
    },
    {
      // NVIDIA/k8s-dra-driver ebd9b56d: the apiserver clears the namespace of a cluster-scoped object.
      name: 'a stray metadata.namespace dropped from a CRD',
      base: widgets.replace(
        '  name: widgets.example.com\n',
        '  name: widgets.example.com\n  namespace: gpu-operator\n',
      ),
      head: widgets,
    },
    {
      name: 'a stray metadata.namespace dropped from a CRD moved to another file',
      base: widgets.replace(
        '  name: widgets.example.com\n',
        '  name: widgets.example.com\n  namespace: gpu-operator\n',
      ),
      baseFile: 'deploy/all.yaml',
      file: 'crds/widgets.yaml',
      head: widgets,
    },
    {
      // kubescape/helm-charts cb35807a: renamed as crd/metadata says; the apiserver never created the old name.
      name: 'a CRD not named <plural>.<group>, which no cluster ever created, renamed to that name',
      base: widgetCrd('type: object', '', { name: 'widget.example.com' }).replace(
        'plural: widget}',
        'plural: widgets}',
      ),
      head: widgets,
    },
  ],
  invalid: [
    {
      name: "a CRD of Gateway API's experimental channel removed: at most a warning",
      base: widgets.replace(
        'metadata:\n',
        'metadata:\n  annotations: {gateway.networking.k8s.io/channel: experimental}\n',
      ),
      head: gadgets,
      findings: [
        {
          line: 1,
          column: 1,
          severity: 'warning',
          message:
            "CustomResourceDefinition widgets.example.com was removed from this file (it stood at line 5 before the change); where the manifests are applied with pruning (Argo CD, Flux, kubectl apply --prune), that deletes every stored Widget object with it, and every client, controller and manifest that uses widgets fails; keep the CRD (stop serving its versions first), or suppress this finding with the reason if the API is retired (a CRD of Gateway API's experimental channel, which promises no compatibility)",
        },
      ],
    },
    {
      // grafana/agent 214a258c7 renamed grafana-agents to grafanaagents, the kind kept.
      name: 'the CRD renamed, its kind kept: the note says the new one conflicts while the old one stays',
      base: widgets,
      head: widgetCrd('type: object', '', { name: 'newwidgets.example.com' }),
      findings: [
        {
          line: 1,
          column: 1,
          severity: 'error',
          message:
            "CustomResourceDefinition widgets.example.com was removed from this file (it stood at line 4 before the change); where the manifests are applied with pruning (Argo CD, Flux, kubectl apply --prune), that deletes every stored Widget object with it, and every client, controller and manifest that uses widgets fails; keep the CRD (stop serving its versions first), or suppress this finding with the reason if the API is retired (the change adds newwidgets.example.com of the same kind in its place: where the old CRD stays (an apply without pruning), the apiserver refuses the new one's names (NamesAccepted False, ListKindConflict) and does not establish it until the old one is deleted)",
        },
      ],
    },
    {
      // The naming controller's last conflict names the reason: the kind alone where the list kind is another.
      name: 'the CRD renamed, its kind kept and its list kind not: KindConflict',
      base: widgets,
      head: widgetCrd('type: object', '', { name: 'newwidgets.example.com' }).replace(
        'names: {kind: Widget, plural: newwidgets}',
        'names: {kind: Widget, listKind: NewWidgetList, plural: newwidgets}',
      ),
      findings: [
        {
          line: 1,
          column: 1,
          severity: 'error',
          message:
            "CustomResourceDefinition widgets.example.com was removed from this file (it stood at line 4 before the change); where the manifests are applied with pruning (Argo CD, Flux, kubectl apply --prune), that deletes every stored Widget object with it, and every client, controller and manifest that uses widgets fails; keep the CRD (stop serving its versions first), or suppress this finding with the reason if the API is retired (the change adds newwidgets.example.com of the same kind in its place: where the old CRD stays (an apply without pruning), the apiserver refuses the new one's names (NamesAccepted False, KindConflict) and does not establish it until the old one is deleted)",
        },
      ],
    },
    {
      // medik8s/self-node-remediation bea00e89 moved poison-pill.medik8s.io to self-node-remediation.medik8s.io.
      name: 'the CRD moved to another group, its kind and plural kept: the note says the objects do not move',
      base: widgets,
      head: widgetCrd('type: object', '', { name: 'widgets.example.org' }),
      findings: [
        {
          line: 1,
          column: 1,
          severity: 'error',
          message:
            'CustomResourceDefinition widgets.example.com was removed from this file (it stood at line 4 before the change); where the manifests are applied with pruning (Argo CD, Flux, kubectl apply --prune), that deletes every stored Widget object with it, and every client, controller and manifest that uses widgets fails; keep the CRD (stop serving its versions first), or suppress this finding with the reason if the API is retired (the change adds widgets.example.org, of the same kind in the group example.org: to the apiserver that is another API, and the objects of this one do not move to it)',
        },
      ],
    },
    {
      // The file is still there: line 4 is other text at head, so the finding is on line 1.
      name: 'the CRD replaced by another in its file',
      base: widgets,
      head: gadgets,
      findings: [
        {
          line: 1,
          column: 1,
          fieldPath: '',
          severity: 'error',
          message:
            'CustomResourceDefinition widgets.example.com was removed from this file (it stood at line 4 before the change); where the manifests are applied with pruning (Argo CD, Flux, kubectl apply --prune), that deletes every stored Widget object with it, and every client, controller and manifest that uses widgets fails; keep the CRD (stop serving its versions first), or suppress this finding with the reason if the API is retired',
          data: {
            baseLine: 4,
            compat: { version: '', property: '', check: 'crd', base: 'widgets.example.com', head: null },
          },
        },
      ],
    },
    {
      name: 'a CRD renamed is a removal of the old name, in the base file',
      base: widgets,
      baseFile: 'config/widgets.yaml',
      file: 'config/gadgets.yaml',
      head: gadgets,
      findings: [{ line: 4, column: 9, data: { name: 'widgets.example.com' } }],
    },
  ],
});

// traefik-helm-chart ab7dbb15 stopped shipping Gateway API's CRDs in its crds/ directory: Helm
// never upgrades or deletes those, so nothing stored is deleted (8 errors that said so).
// OpenFunction 73eb142c: clustereventbus swapped for clustereventbuses in its bundle, whose
// config/crd/bases file controller-gen had written, unlisted, before.
describe('compat/crd-removed of a CRD renamed where a copy of the new one stood unlisted before', () => {
  it('says the change adds the new one in its place, where it is new in its file', () => {
    const renamed = widgetCrd('type: object', '', { name: 'newwidgets.example.com' });
    const found = reviewFiles(
      [crdRemoved],
      { 'config/bundle.yaml': renamed, 'config/crd/bases/newwidgets.yaml': renamed },
      { base: { 'config/bundle.yaml': widgets, 'config/crd/bases/newwidgets.yaml': renamed } },
    ).map(
      (f) => `${f.file} ${/\(the change adds newwidgets\.example\.com of the same kind in its place/.test(f.message)}`,
    );
    expect(found).toEqual(['config/bundle.yaml true']);
  });
});

describe("compat/crd-removed from a Helm chart's crds/ directory", () => {
  const chart = 'apiVersion: v2\nname: gateway\nversion: 1.0.0\n';
  const removedFrom = (file: string, files: Record<string, string>) =>
    reviewFiles([crdRemoved], { ...files }, { base: { ...files, [file]: widgets } }).map(
      (f) => `${f.severity} ${f.file}:${f.line} ${f.message}`,
    );

  it('is a warning that says clusters keep the CRD, beside Chart.yaml', () => {
    expect(removedFrom('gateway/crds/widgets.yaml', { 'gateway/Chart.yaml': chart })).toEqual([
      "warning gateway/crds/widgets.yaml:4 CustomResourceDefinition widgets.example.com is no longer in the Helm chart's crds/ directory; Helm installs the CRDs there on a first install only and never upgrades or deletes them, so clusters keep it and every stored Widget object, but new installs of the chart no longer get it; tell the chart's users where to install it from",
    ]);
  });

  // cnvrg-operator bff01bcd: the copy its operator embeds repeated an annotation, each time alike.
  it('is said where another copy repeats a key with one value, which is read as kubectl reads it', () => {
    const repeated = widgets.replace(
      'metadata:\n  name: widgets.example.com',
      'metadata:\n  name: widgets.example.com\n  annotations:\n    example.com/managed: "true"\n    example.com/managed: "true"',
    );
    expect(repeated).not.toBe(widgets);
    const files = { 'gateway/Chart.yaml': chart, 'pkg/crds/widgets.yaml': repeated };
    const found = reviewFiles([crdRemoved], files, {
      base: { ...files, 'pkg/crds/widgets.yaml': widgets, 'gateway/crds/widgets.yaml': widgets },
    });
    expect(found.map((f) => [f.severity, f.message.split(';')[0]])).toEqual([
      ['warning', "CustomResourceDefinition widgets.example.com is no longer in the Helm chart's crds/ directory"],
    ]);
  });

  // envoyproxy/ai-gateway cc4301fa8d moved its CRDs from the chart's crds/ to a chart of their own.
  it('names the file of the repository that holds it now', () => {
    const crdsChart = 'apiVersion: v2\nname: gateway-crds\nversion: 1.0.0\n';
    const files = {
      'gateway/Chart.yaml': chart,
      'gateway-crds/Chart.yaml': crdsChart,
      'gateway-crds/templates/widgets.yaml': widgets,
    };
    const found = reviewFiles([crdRemoved], files, {
      base: { 'gateway/Chart.yaml': chart, 'gateway/crds/widgets.yaml': widgets },
    });
    expect(found.map((f) => f.message.split('; ').slice(-1)[0])).toEqual([
      "tell the chart's users where to install it from (the repository holds it now in gateway-crds/templates/widgets.yaml, which new installs get only where they install that too)",
    ]);
  });

  // projectcapsule/capsule-proxy 303547aee1 moved its CRDs from crds/ to crd/, which a template of
  // the chart (templates/crds.tpl, not read) renders under a value.
  it("says that a file elsewhere in the same chart is new installs' only where a template renders it, and what a release needs then", () => {
    const found = reviewFiles(
      [crdRemoved],
      { 'gateway/Chart.yaml': chart, 'gateway/crd/widgets.yaml': widgets },
      { base: { 'gateway/Chart.yaml': chart, 'gateway/crds/widgets.yaml': widgets } },
    );
    expect(found.map((f) => [f.severity, f.message.slice(f.message.indexOf('(the '))])).toEqual([
      [
        'warning',
        '(the chart holds it now in gateway/crd/widgets.yaml, which new installs get only where they install that file too, or where a template of the chart renders it (.Files.Glob or .Files.Get); a release that renders it must own it, and Helm refuses to take over a CRD that crds/ installed (invalid ownership metadata) until it is labelled app.kubernetes.io/managed-by=Helm and annotated meta.helm.sh/release-name and meta.helm.sh/release-namespace)',
      ],
    ]);
  });

  // stackabletech/zookeeper-operator d688ed32 moved its CRDs, annotated to be kept, out of crds/.
  it('says so of a CRD annotated helm.sh/resource-policy: keep too, as Helm deletes nothing of crds/', () => {
    const keep = widgets.replace(
      'metadata:\n  name: widgets.example.com',
      'metadata:\n  name: widgets.example.com\n  annotations: {helm.sh/resource-policy: keep}',
    );
    expect(keep).not.toBe(widgets);
    const found = reviewFiles(
      [crdRemoved],
      { 'gateway/Chart.yaml': chart },
      { base: { 'gateway/Chart.yaml': chart, 'gateway/crds/widgets.yaml': keep } },
    );
    expect(found.map((f) => [f.severity, f.message.split(';')[0]])).toEqual([
      ['warning', "CustomResourceDefinition widgets.example.com is no longer in the Helm chart's crds/ directory"],
    ]);
  });

  // wso2/apk a3a6320fc: Gateway API's CRDs now come with the chart's Envoy Gateway dependency.
  it('is a notice that names the dependencies fetched from a chart repository, which may ship it in their crds/', () => {
    const withDependencies = `${chart}dependencies:\n- name: widget-operator\n  version: 1.4.2\n  repository: oci://registry.example/charts\n- name: local\n  version: 0.1.0\n  repository: file://../local\n`;
    expect(removedFrom('gateway/crds/widgets.yaml', { 'gateway/Chart.yaml': withDependencies })).toEqual([
      "notice gateway/crds/widgets.yaml:4 CustomResourceDefinition widgets.example.com is no longer in the Helm chart's crds/ directory; Helm installs the CRDs there on a first install only and never upgrades or deletes them, so clusters keep it and every stored Widget object; new installs get it only if a dependency fetched from a chart repository, widget-operator (oci://registry.example/charts), ships it in its crds/, which this review cannot see: make sure one does",
    ]);
  });

  // simplyblock-operator 7754c125: its own Pool CRD left a chart that depends on opensearch and reloader.
  it("stays a warning where the repository's Go declares the CRD's group: no dependency ships its own API", () => {
    const withDependencies = `${chart}dependencies:\n- name: metrics-stack\n  version: 1.4.2\n  repository: https://charts.example.org/stable\n`;
    const files = {
      'gateway/Chart.yaml': withDependencies,
      'api/v1/groupversion_info.go': '// +groupName=example.com\npackage v1\n',
    };
    expect(
      reviewFiles([crdRemoved], files, { base: { ...files, 'gateway/crds/widgets.yaml': widgets }, goParser }).map(
        (f) => `${f.severity} ${f.file}:${f.line} ${f.message.slice(0, f.message.indexOf(';'))}`,
      ),
    ).toEqual([
      "warning gateway/crds/widgets.yaml:4 CustomResourceDefinition widgets.example.com is no longer in the Helm chart's crds/ directory",
    ]);
  });

  // kubefed: `controllermanager` listed with `repository: "https://localhost/" # Required but unused.`
  // and held in charts/: the chart the CRD left is the dependency, not one fetched from elsewhere.
  it('is a warning where the dependency is the chart its charts/ holds, the one the CRD left', () => {
    const parent = `${chart.replace('name: gateway', 'name: parent')}dependencies:\n- name: sub\n  version: 0.1.0\n  repository: https://localhost/\n`;
    const subchart = chart.replace('name: gateway', 'name: sub');
    expect(
      removedFrom('parent/charts/sub/crds/widgets.yaml', {
        'parent/Chart.yaml': parent,
        'parent/charts/sub/Chart.yaml': subchart,
      }).map((f) => f.slice(0, f.indexOf(' '))),
    ).toEqual(['warning']);
  });

  // gloo's install/helm/gloo commits Chart-template.yaml and values-template.yaml; its build
  // writes Chart.yaml and values.yaml, which .gitignore keeps out of the repository.
  it('is a warning in a chart whose Chart.yaml is generated: templates/ beside a Chart or values file', () => {
    const generated = { 'gloo/Chart-template.yaml': chart, 'gloo/templates/deployment.yaml': 'kind: Deployment\n' };
    expect(removedFrom('gloo/crds/widgets.yaml', generated).map((f) => f.slice(0, f.indexOf(' ')))).toEqual([
      'warning',
    ]);
    const values = {
      'gloo/values-template.yaml': 'replicas: 1\n',
      'gloo/templates/deployment.yaml': 'kind: Deployment\n',
    };
    expect(removedFrom('gloo/crds/widgets.yaml', values).map((f) => f.slice(0, f.indexOf(' ')))).toEqual(['warning']);
  });

  // grafana-operator 53667a8c: the chart's templates/crds.yaml renders files/crds/*.yaml and sets
  // the keep annotation on each CRD, so no upgrade deletes one the files no longer hold.
  it('is the keep warning for a chart file a template renders with helm.sh/resource-policy: keep set', () => {
    const keeping = [
      '{{- range $path, $_ := .Files.Glob "files/crds/*.yaml" }}',
      '  {{- $crd := $.Files.Get $path | fromYaml }}',
      '  {{- $_ := set $crd.metadata.annotations "helm.sh/resource-policy" "keep" }}',
      '{{ toYaml $crd }}',
      '---',
      '{{- end }}',
      '',
    ].join('\n');
    const removing = (template: string, file: string) =>
      reviewFiles(
        [crdRemoved],
        { 'chart/Chart.yaml': chart, 'chart/templates/crds.yaml': template },
        { base: { 'chart/Chart.yaml': chart, 'chart/templates/crds.yaml': template, [file]: widgets } },
      ).map((f) => `${f.severity} ${f.file}:${f.line} ${f.message}`);
    expect(removing(keeping, 'chart/files/crds/widgets.yaml')).toEqual([
      "warning chart/files/crds/widgets.yaml:4 CustomResourceDefinition widgets.example.com was removed, but it carries helm.sh/resource-policy: keep, which the chart's template chart/templates/crds.yaml sets on it: where Helm applies the manifests, it keeps the CRD and every stored Widget object when the manifests no longer hold it, and only new installs lack it; tell its users where to install it from",
    ]);
    // The same of crds/, which the template renders as well.
    expect(
      removing(keeping.replace('files/crds/', 'crds/'), 'chart/crds/widgets.yaml').map((f) => f.split(' ')[0]),
    ).toEqual(['warning']);
    // Without the annotation, or of other files, the removal deletes the CRD where the manifests are pruned.
    const unkept = keeping.replace(/.*resource-policy.*\n/, '');
    expect(unkept).not.toContain('keep');
    expect(removing(unkept, 'chart/files/crds/widgets.yaml').map((f) => f.split(' ')[0])).toEqual(['error']);
    expect(removing(keeping, 'chart/files/other/widgets.yaml').map((f) => f.split(' ')[0])).toEqual(['error']);
    // A template that prints crds/ so renders them as a release's resources: without keep, the upgrade deletes them.
    expect(removing(unkept.replace('files/crds/', 'crds/'), 'chart/crds/widgets.yaml')).toEqual([
      expect.stringContaining(
        "error chart/crds/widgets.yaml:4 CustomResourceDefinition widgets.example.com is no longer in the Helm chart's crds/ directory, which the chart's template chart/templates/crds.yaml renders as well",
      ),
    ]);
    // Not where another value is printed (`toYaml $.Values…`).
    const other = unkept.replace('toYaml $crd', 'toYaml $.Values.extra').replace('files/crds/', 'crds/');
    expect(removing(other, 'chart/crds/widgets.yaml').map((f) => f.split(' ')[0])).toEqual(['warning']);
  });

  // aws-ebs-csi-driver cb71ab40: the chart also rendered its crds/ from a template, where the
  // cluster lacked the snapshot API (an upgrade, which never applies crds/, or --skip-crds).
  it('is an error when a template of the chart renders its crds/ as resources too, and names it', () => {
    const rendering =
      '{{- if .Values.enableSnapshot }}\n{{- range $path, $bytes := .Files.Glob "crds/*.yaml" }}\n{{ $.Files.Get $path }}\n---\n{{- end }}\n{{- end }}\n';
    const found = reviewFiles(
      [crdRemoved],
      { 'gateway/Chart.yaml': chart },
      {
        base: {
          'gateway/Chart.yaml': chart,
          'gateway/templates/crds.yaml': rendering,
          'gateway/crds/widgets.yaml': widgets,
        },
      },
    ).map((f) => `${f.severity} ${f.file}:${f.line} ${f.message}`);
    expect(found).toEqual([
      "error gateway/crds/widgets.yaml:4 CustomResourceDefinition widgets.example.com is no longer in the Helm chart's crds/ directory, which the chart's template gateway/templates/crds.yaml renders as well (.Files.Glob or .Files.Get); `helm upgrade` deletes what the chart no longer renders, so upgrading a release that rendered it deletes the CRD and every stored Widget object, and every client, controller and manifest that uses widgets fails; keep the CRD, release it once with the annotation helm.sh/resource-policy: keep, or suppress this finding with the reason if the API is retired",
    ]);
    // sapcc/helm-charts 84f0120f9c: the template stands whole under a value the chart's values leave
    // off, so a default install got the CRD from crds/ alone: a warning that names the value.
    const withValues = (values: string) =>
      reviewFiles(
        [crdRemoved],
        { 'gateway/Chart.yaml': chart, 'gateway/values.yaml': values },
        {
          base: {
            'gateway/Chart.yaml': chart,
            'gateway/values.yaml': values,
            'gateway/templates/crds.yaml': rendering,
            'gateway/crds/widgets.yaml': widgets,
          },
        },
      ).map((f) => `${f.severity} ${f.message.slice(f.message.lastIndexOf('('))}`);
    expect(withValues('enableSnapshot: false\n')).toEqual([
      "warning (only releases installed with enableSnapshot set rendered it from that template: the chart's values leave it off, and a default install got it from crds/, which Helm never upgrades or deletes)",
    ]);
    expect(withValues('enableSnapshot: true\n').map((f) => f.split(' ')[0])).toEqual(['error']);
    // By its path too; not a glob of other files, and not the files' text put into a ConfigMap.
    const severityWith = (template: string) =>
      reviewFiles(
        [crdRemoved],
        { 'gateway/Chart.yaml': chart },
        {
          base: {
            'gateway/Chart.yaml': chart,
            'gateway/templates/t.yaml': template,
            'gateway/crds/widgets.yaml': widgets,
          },
        },
      ).map((f) => f.severity);
    expect(severityWith('{{ .Files.Get "crds/widgets.yaml" }}\n')).toEqual(['error']);
    // Rendered only while the cluster lacks the CRD's API (aws-ebs-csi-driver's guard): a release
    // that rendered it finds the API on its next upgrade and deletes it, this change or not.
    const get = '{{ .Files.Get "crds/widgets.yaml" }}\n{{- end }}\n';
    expect(severityWith(`{{- if not (.Capabilities.APIVersions.Has "example.com/v1") }}\n${get}`)).toEqual(['warning']);
    expect(
      severityWith(
        `{{- if and .Values.snapshots (ne (.Capabilities.APIVersions.Has "example.com/v1") true) }}\n${get}`,
      ),
    ).toEqual(['warning']);
    // A guard on another API renders the CRD where the cluster has its own.
    expect(severityWith(`{{- if not (.Capabilities.APIVersions.Has "other.example.com/v1") }}\n${get}`)).toEqual([
      'error',
    ]);
    expect(severityWith('{{ range $p, $_ := .Files.Glob "files/*.yaml" }}{{ $.Files.Get $p }}{{ end }}\n')).toEqual([
      'warning',
    ]);
    expect(
      severityWith(
        'apiVersion: v1\nkind: ConfigMap\nmetadata: {name: crds}\ndata:\n{{ (.Files.Glob "crds/*.yaml").AsConfig | indent 2 }}\n',
      ),
    ).toEqual(['warning']);
    // Reading the files without printing them: kube-prometheus-stack's upgrade job lists their names.
    expect(
      severityWith(
        'rules:\n- resourceNames:\n{{- range $path, $_ := .Files.Glob "crds/*.yaml" }}\n{{- $c := $.Files.Get $path | fromYaml }}\n  - {{ $c.metadata.name }}\n{{- end }}\n',
      ),
    ).toEqual(['warning']);
    expect(
      severityWith('{{- range $p, $_ := .Files.Glob "crds/*.yaml" }}\n# {{ len ($.Files.Get $p) }}\n{{- end }}\n'),
    ).toEqual(['warning']);
    // What a template comment holds renders nothing.
    expect(
      severityWith('{{/* old: {{ range $p, $_ := .Files.Glob "crds/*.yaml" }}{{ $.Files.Get $p }}{{ end }} */}}\n'),
    ).toEqual(['warning']);
  });

  it("stays an error in the chart's templates/ (Helm deletes what it no longer renders) and in a crds/ of no chart", () => {
    for (const [file, files] of [
      ['gateway/templates/widgets.yaml', { 'gateway/Chart.yaml': chart }],
      ['deploy/crds/widgets.yaml', { 'gateway/Chart.yaml': chart }],
      // A values file without templates/ (or templates/ without one) is no chart.
      ['deploy/crds/widgets.yaml', { 'deploy/values.yaml': 'replicas: 1\n' }],
      ['deploy/crds/widgets.yaml', { 'deploy/templates/deployment.yaml': 'kind: Deployment\n' }],
    ] as const)
      expect(removedFrom(file, files).map((f) => f.slice(0, f.indexOf(' ')))).toEqual(['error']);
    // The chart's templates/: the message names helm upgrade.
    expect(removedFrom('gateway/templates/widgets.yaml', { 'gateway/Chart.yaml': chart })[0]).toContain(
      "widgets.example.com was removed from the Helm chart's templates/; `helm upgrade` deletes what the chart no longer renders",
    );
    // milvus-operator 64c9873: one CRD dropped from a template that still holds others.
    const stillThere = reviewFiles(
      [crdRemoved],
      { 'gateway/Chart.yaml': chart, 'gateway/templates/crds.yaml': gadgets },
      { base: { 'gateway/Chart.yaml': chart, 'gateway/templates/crds.yaml': `${widgets}---\n${gadgets}` } },
    ).map((f) => `${f.severity} ${f.file}:${f.line} ${f.message}`);
    // dash0-operator 97925d75: a preview feature's CRD, rendered only where a value values.yaml leaves off is set.
    const optIn = (enabled: string) =>
      reviewFiles(
        [crdRemoved],
        { 'gateway/Chart.yaml': chart, 'gateway/values.yaml': `preview:\n  enabled: ${enabled}\n` },
        {
          base: {
            'gateway/Chart.yaml': chart,
            'gateway/values.yaml': `preview:\n  enabled: ${enabled}\n`,
            'gateway/templates/widgets.yaml': `{{- if .Values.preview.enabled }}\n${widgets}{{- end }}\n`,
          },
        },
      ).map((f) => `${f.severity} ${f.message.slice(f.message.lastIndexOf('('))}`);
    expect(optIn('false')).toEqual([
      "warning (only releases installed with preview.enabled set rendered it: the chart's values leave it off)",
    ]);
    expect(optIn('true').map((f) => f.slice(0, f.indexOf(' ')))).toEqual(['error']);
    expect(stillThere).toEqual([
      'error gateway/templates/crds.yaml:1 CustomResourceDefinition widgets.example.com was removed from this template of the Helm chart (it stood at line 4 before the change); `helm upgrade` deletes what the chart no longer renders, so upgrading a release deletes the CRD and every stored Widget object, and every client, controller and manifest that uses widgets fails (as does a GitOps tool that prunes); keep the CRD (stop serving its versions first), release it once with the annotation helm.sh/resource-policy: keep, or suppress this finding with the reason if the API is retired',
    ]);
  });
});

// che-operator 0bc104901 dropped its backup CRDs from its OLM bundle: OLM deletes no CRD that a
// newer bundle stops holding.
describe('compat/crd-removed from an OLM bundle', () => {
  const csv =
    'apiVersion: operators.coreos.com/v1alpha1\nkind: ClusterServiceVersion\nmetadata: {name: demo.v1.0.0}\nspec:\n  customresourcedefinitions:\n    owned: [{name: widgets.example.com, kind: Widget, version: v1}]\n';
  const found = (files: Record<string, string>, removed: string) =>
    reviewFiles([crdRemoved], files, { base: { ...files, [removed]: widgets } }).map(
      (f) => `${f.severity} ${f.file}:${f.line} ${f.message}`,
    );

  it('is a warning beside the ClusterServiceVersion, which it names', () => {
    expect(found({ 'bundle/manifests/demo.csv.yaml': csv }, 'bundle/manifests/widgets.yaml')).toEqual([
      'warning bundle/manifests/widgets.yaml:4 CustomResourceDefinition widgets.example.com is no longer in the OLM bundle of demo.v1.0.0; OLM does not delete a CRD that a newer bundle stops shipping, so clusters that upgrade keep it and every stored Widget object, but new installs no longer get it; say so in the release notes, and remove it from clusters by hand when nothing uses it',
    ]);
  });

  // minio/directpv de28f209 deleted its operator's bundle whole.
  it('says so where the whole bundle went, its ClusterServiceVersion too', () => {
    const removedWithCsv = reviewFiles(
      [crdRemoved],
      {},
      { base: { 'bundle/manifests/demo.csv.yaml': csv, 'bundle/manifests/widgets.yaml': widgets } },
    ).map((f) => `${f.severity} ${f.file}:${f.line} ${f.message}`);
    expect(removedWithCsv).toEqual([
      'warning bundle/manifests/widgets.yaml:4 CustomResourceDefinition widgets.example.com was removed with the OLM bundle of demo.v1.0.0, whose ClusterServiceVersion is gone too; OLM deletes no CRD, so clusters that installed it keep the CRD and every stored Widget object, and no bundle of this repository ships it any more; say so to its users, and remove it from clusters by hand when nothing uses it',
    ]);
    // A newer ClusterServiceVersion of the operator in its place: the bundle stays, without the CRD.
    const newer = csv.replace('demo.v1.0.0', 'demo.v1.1.0');
    expect(
      reviewFiles(
        [crdRemoved],
        { 'bundle/manifests/demo.csv.yaml': newer },
        { base: { 'bundle/manifests/demo.csv.yaml': csv, 'bundle/manifests/widgets.yaml': widgets } },
      ).map((f) => f.message.slice(0, f.message.indexOf(';'))),
    ).toEqual(['CustomResourceDefinition widgets.example.com is no longer in the OLM bundle of demo.v1.0.0']);
  });

  // sriov-fec-operator 6fde230e3a stopped committing its generated bundle/, and 2e4f99897c removed an
  // archived release's bundle; keepalived-operator 9970fc5 replaced its OLM catalog with operator-sdk
  // 1.x's config/manifests: a CSV base that still owns the CRD makes every new bundle ship it.
  it('is a notice where a ClusterServiceVersion base of the head still owns the CRD', () => {
    const csvBase = csv.replace('demo.v1.0.0', 'demo.v0.0.0');
    const committed = { 'bundle/manifests/demo.csv.yaml': csv, 'bundle/manifests/widgets.yaml': widgets };
    const notice =
      'notice bundle/manifests/widgets.yaml:4 CustomResourceDefinition widgets.example.com was removed from a committed copy of the OLM bundle of demo.v1.0.0, while the ClusterServiceVersion base config/manifests/bases/demo.clusterserviceversion.yaml still owns it: the bundles generated from that base (`operator-sdk generate bundle`) still ship the CRD, so installs still get it';
    const review = (head: Record<string, string>) =>
      reviewFiles([crdRemoved], head, {
        base: { ...committed, 'config/manifests/bases/demo.clusterserviceversion.yaml': csvBase },
      }).map((f) => `${f.severity} ${f.file}:${f.line} ${f.message}`);
    // The whole bundle removed, its CSV too; and the CRD's file alone.
    expect(review({ 'config/manifests/bases/demo.clusterserviceversion.yaml': csvBase })).toEqual([notice]);
    expect(
      review({
        'config/manifests/bases/demo.clusterserviceversion.yaml': csvBase,
        'bundle/manifests/demo.csv.yaml': csv,
      }),
    ).toEqual([notice]);
    // A base that no longer owns it: the bundles generated from it drop the CRD.
    const ownsOther = csvBase.replace('name: widgets.example.com', 'name: gadgets.example.com');
    // The committed bundle regenerated without it (odf-operator d96034b2a0): its CSV owns it no more,
    // as the generator writes `owned` from the CRDs its input holds, whatever the base says.
    expect(
      review({
        'config/manifests/bases/demo.clusterserviceversion.yaml': csvBase,
        'bundle/manifests/demo.csv.yaml': csv.replace('name: widgets.example.com', 'name: gadgets.example.com'),
      })[0],
    ).toMatch(
      /^warning bundle\/manifests\/widgets.yaml:4 CustomResourceDefinition widgets.example.com is no longer in the OLM bundle of demo.v1.0.0;/,
    );
    expect(review({ 'config/manifests/bases/demo.clusterserviceversion.yaml': ownsOther })[0]).toMatch(
      /^warning bundle\/manifests\/widgets.yaml:4 CustomResourceDefinition widgets.example.com is no longer in the OLM bundle of demo.v1.0.0;/,
    );
    // Another bundle's CSV that still owns it, beside CRDs: a bundle, not a base.
    expect(
      review({
        'old/manifests/demo.csv.yaml': csvBase,
        'old/manifests/gadgets.yaml': gadgets,
      })[0],
    ).toMatch(
      /^warning bundle\/manifests\/widgets.yaml:4 CustomResourceDefinition widgets.example.com is no longer in/,
    );
  });

  // ocs-operator 41bc21ecdf: deploy/csv-templates/crds/, which its bundle generator merges in.
  it("is a notice for a copy outside bundles, kustomizations and charts beside a bundle that ships the CRD: the generator's input", () => {
    const base = {
      'bundle/manifests/demo.csv.yaml': csv,
      'bundle/manifests/widgets.yaml': widgets,
      'deploy/templates/crds/widgets.yaml': widgets,
    };
    const found2 = reviewFiles([crdRemoved], { 'bundle/manifests/demo.csv.yaml': csv }, { base }).map(
      (f) => `${f.severity} ${f.file} ${f.message.split(':')[0]}`,
    );
    expect(found2).toEqual([
      'warning bundle/manifests/widgets.yaml CustomResourceDefinition widgets.example.com is no longer in the OLM bundle of demo.v1.0.0; OLM does not delete a CRD that a newer bundle stops shipping, so clusters that upgrade keep it and every stored Widget object, but new installs no longer get it; say so in the release notes, and remove it from clusters by hand when nothing uses it',
      'notice deploy/templates/crds/widgets.yaml CustomResourceDefinition widgets.example.com was removed from deploy/templates/crds/widgets.yaml, which no kustomization, chart or GitOps object of the repository applies, beside the OLM bundle that ships it (bundle/manifests/widgets.yaml)',
    ]);
  });

  // activemq-artemis-operator 9c0dae802b removed deploy/crds and its bundles: deploy/crds held the
  // copy of the newest bundle, 0.20.1.
  it("names the bundle whose copy the removed file's is, not an older bundle of an archive", () => {
    const older = widgets.replace('type: object', 'type: object\n        x-kubernetes-preserve-unknown-fields: true');
    const bundles = {
      'catalog/0.1.0/demo.csv.yaml': csv.replace('demo.v1.0.0', 'demo.v0.1.0'),
      'catalog/0.1.0/widgets.yaml': older,
      'catalog/0.2.0/demo.csv.yaml': csv,
      'catalog/0.2.0/widgets.yaml': widgets,
    };
    const named = (removed: string) =>
      reviewFiles([crdRemoved], {}, { base: { ...bundles, 'deploy/crds/widgets.yaml': removed } }).flatMap((f) =>
        f.file === 'deploy/crds/widgets.yaml' ? [f.data?.bundleFile] : [],
      );
    expect(named(widgets)).toEqual(['catalog/0.2.0/widgets.yaml']);
    // A copy of none of them: the newest bundle of the archive.
    expect(named(widgets.replace('type: object', 'type: object\n        description: own'))).toEqual([
      'catalog/0.2.0/widgets.yaml',
    ]);
  });

  // file-integrity-operator f8f4e66b57 moved a CRD of deploy/crds/ to another group: only its 0.1.0
  // bundle, older than the 0.2.0 beside it, kept the old one.
  it('is removed where only an old release of an archive keeps the CRD, which no install gets now', () => {
    const bundles = {
      'catalog/0.1.0/demo.csv.yaml': csv.replace('demo.v1.0.0', 'demo.v0.1.0'),
      'catalog/0.1.0/widgets.yaml': widgets,
      'catalog/0.2.0/demo.csv.yaml': csv.replace('name: widgets.example.com', 'name: gadgets.example.com'),
      'catalog/0.2.0/gadgets.yaml': gadgets,
    };
    const found = reviewFiles([crdRemoved], bundles, { base: { ...bundles, 'deploy/crds/widgets.yaml': widgets } });
    expect(found.map((f) => `${f.severity} ${f.file} ${f.message.split(';')[0]}`)).toEqual([
      'error deploy/crds/widgets.yaml CustomResourceDefinition widgets.example.com was removed',
    ]);
    // The newest keeps it too: kept.
    const kept = { ...bundles, 'catalog/0.2.0/widgets.yaml': widgets };
    expect(
      reviewFiles([crdRemoved], kept, { base: { ...kept, 'deploy/crds/widgets.yaml': widgets } }).map(
        (f) => f.severity,
      ),
    ).toEqual([]);
  });

  // ocs-operator cfb98ed2b9 dropped storageprofiles from its bundle and left a stale config/crd/bases copy.
  it('is a warning where a copy outside bundles stays: OLM installs the bundle, which no longer holds it', () => {
    const stale = { 'config/crd/bases/widgets.yaml': widgets, 'bundle/manifests/demo.csv.yaml': csv };
    expect(
      reviewFiles([crdRemoved], stale, { base: { ...stale, 'bundle/manifests/widgets.yaml': widgets } }).map(
        (f) => `${f.severity} ${f.file}`,
      ),
    ).toEqual(['warning bundle/manifests/widgets.yaml']);
  });

  it('stays an error in a bundle directory that a kustomization installs from (applied with pruning)', () => {
    const kustomization = 'resources:\n- demo.csv.yaml\n- widgets.yaml\n';
    expect(
      found(
        { 'bundle/manifests/demo.csv.yaml': csv, 'bundle/manifests/kustomization.yaml': kustomization },
        'bundle/manifests/widgets.yaml',
      ).map((f) => f.split(' ')[0]),
      // And the kustomization, which still lists the file, fails to build.
    ).toEqual(['warning', 'error']);
  });

  // redhat-marketplace-operator b660fe33: a dump of a cluster's CRDs beside a rendered install.
  it('is no bundle beside a ClusterServiceVersion that does not own the CRD', () => {
    const other = csv.replace('name: widgets.example.com', 'name: gadgets.example.com');
    expect(
      found({ 'bundle/manifests/demo.csv.yaml': other }, 'bundle/manifests/widgets.yaml').map((f) => f.split(' ')[0]),
    ).toEqual(['error']);
  });

  // redhat-marketplace-operator b660fe33 deleted v2/crds.yaml, `kubectl get crd -o yaml` of a cluster.
  it('is a notice for a copy read from a cluster, which no install applies', () => {
    const dumped = widgets.replace(
      'metadata:\n  name: widgets.example.com',
      'metadata:\n  name: widgets.example.com\n  uid: 0f3c2c1e-8d3b-4a57-9a43-2f1d9e6f3a11\n  resourceVersion: "4821"',
    );
    expect(dumped).toContain('resourceVersion');
    const messages = reviewFiles([crdRemoved], {}, { base: { 'hack/cluster-crds.yaml': dumped } }).map(
      (f) => `${f.severity} ${f.message}`,
    );
    expect(messages).toEqual([
      'notice CustomResourceDefinition widgets.example.com was removed from hack/cluster-crds.yaml, a copy read from a cluster (it carries metadata.uid, metadata.resourceVersion): no install applies such a copy, as `kubectl apply` would send its resourceVersion and uid, so removing the file deletes nothing; the install the repository ships is judged on its own',
    ]);
  });

  it('stays an error in another directory (the kustomize install of the same CRDs)', () => {
    expect(
      found({ 'bundle/manifests/demo.csv.yaml': csv }, 'config/crd/widgets.yaml').map((f) => f.split(' ')[0]),
    ).toEqual(['error']);
    expect(
      found({ 'bundle/manifests/sub/demo.csv.yaml': csv }, 'bundle/manifests/widgets.yaml').map((f) => f.split(' ')[0]),
    ).toEqual(['error']);
  });
});

// scheduler-plugins 2386ca2d replaced its chart's templates/crds/ with a link to the top-level
// crds/, which holds the same CRDs: Helm loads the chart's directories through links.
describe("compat/crd-removed from a Helm chart's templates/, now a link", () => {
  const chart = 'apiVersion: v2\nname: plugins\nversion: 1.0.0\n';
  const base = { 'chart/Chart.yaml': chart, 'chart/templates/crds/widget.yaml': widgets, 'crds/widgets.yaml': widgets };
  const head = { 'chart/Chart.yaml': chart, 'crds/widgets.yaml': widgets };
  const found = (headLinks: Record<string, string>) =>
    reviewFiles([crdRemoved], head, { base, headLinks }).map((f) => `${f.severity} ${f.file}:${f.line}`);

  it('is no removal when the link leads to a file that holds the CRD', () => {
    expect(found({ 'chart/templates/crds': 'crds' })).toEqual([]);
    expect(found({ 'chart/templates/widgets.yaml': 'crds/widgets.yaml' })).toEqual([]);
  });

  it("is a move to the chart's crds/ when the link that leads to it is crds/ (Helm deletes what templates/ no longer render)", () => {
    const moved = reviewFiles(
      [crdRemoved],
      { 'chart/Chart.yaml': chart, 'deploy/crds/widgets.yaml': widgets },
      {
        base: { 'chart/Chart.yaml': chart, 'chart/templates/widgets.yaml': widgets },
        headLinks: { 'chart/crds': 'deploy/crds' },
      },
    );
    expect(moved.map((f) => `${f.severity} ${f.file}:${f.line} ${f.data?.to as string}`)).toEqual([
      'error deploy/crds/widgets.yaml:4 chart/crds/widgets.yaml',
    ]);
  });

  it('stays an error when no link of the chart leads to the CRD', () => {
    expect(found({})).toEqual(['error chart/templates/crds/widget.yaml:4']);
    expect(found({ 'chart/templates/crds': 'other' })).toEqual(['error chart/templates/crds/widget.yaml:4']);
    // A link outside the chart renders nothing of it.
    expect(found({ 'docs/crds': 'crds' })).toEqual(['error chart/templates/crds/widget.yaml:4']);
  });
});

// locust-k8s-operator 69717e3e05: the chart's crds/ was a link to the operator's CRDs, and the
// change put the CRD in the chart's templates/ instead.
describe("compat/crd-removed to a Helm chart's templates/ from a crds/ that was a link", () => {
  const chart = 'apiVersion: v2\nname: gizmo\nversion: 1.0.0\n';
  const base = { 'chart/Chart.yaml': chart, 'deploy/crd/widgets.yaml': widgets };
  const head = { 'chart/Chart.yaml': chart, 'chart/templates/widgets.yaml': widgets };
  const found = (baseLinks: Record<string, string>) =>
    reviewFiles([crdRemoved], head, { base, baseLinks }).map(
      (f) => `${f.severity} ${f.file}:${f.line} ${f.data?.from as string}`,
    );

  it('is the move from crds/, named at the path Helm read it at', () => {
    expect(found({ 'chart/crds': 'deploy/crd' })).toEqual([
      'warning chart/templates/widgets.yaml:4 chart/crds/widgets.yaml',
    ]);
    expect(found({ 'chart/crds/widgets.yaml': 'deploy/crd/widgets.yaml' })).toEqual([
      'warning chart/templates/widgets.yaml:4 chart/crds/widgets.yaml',
    ]);
  });

  it('is nothing where no link of the base led crds/ to it', () => {
    expect(found({})).toEqual([]);
    expect(found({ 'chart/crds': 'deploy/other' })).toEqual([]);
  });
});

// machine-api-operator ed7cc85b9 removed two CRDs from install/, manifests of the OpenShift release
// payload: the cluster-version operator never deletes what leaves the payload.
describe('compat/crd-removed from an OpenShift release payload', () => {
  const payloadCrd = widgets.replace(
    'metadata:\n',
    "metadata:\n  annotations: {include.release.openshift.io/self-managed-high-availability: 'true'}\n",
  );
  it('is a warning that says the cluster-version operator keeps it, and how to delete it', () => {
    const found = reviewFiles([crdRemoved], {}, { base: { 'install/0000_30_widgets.crd.yaml': payloadCrd } });
    expect(found.map((f) => `${f.severity} ${f.file}:${f.line} ${f.message}`)).toEqual([
      'warning install/0000_30_widgets.crd.yaml:5 CustomResourceDefinition widgets.example.com is no longer in the OpenShift release payload (it carries include.release.openshift.io annotations); the cluster-version operator does not delete what leaves the payload, so clusters keep it and every stored Widget object, but new clusters no longer get it; to remove it from clusters, ship it one release more with the annotation release.openshift.io/delete: "true"',
    ]);
  });

  it('stays an error without the annotation', () => {
    const found = reviewFiles([crdRemoved], {}, { base: { 'install/0000_30_widgets.crd.yaml': widgets } });
    expect(found.map((f) => f.severity)).toEqual(['error']);
  });
});

// Helm (on upgrade), Argo CD (when it prunes) and Flux (when it garbage-collects) keep an object the
// manifests drop when an annotation says so.
describe('compat/crd-removed of a CRD annotated to be kept', () => {
  const annotated = (annotation: string) =>
    widgets.replace('metadata:\n', `metadata:\n  annotations: {${annotation}}\n`);
  const removed = (annotation: string) =>
    reviewFiles([crdRemoved], {}, { base: { 'chart/templates/widgets.yaml': annotated(annotation) } }).map(
      (f) => `${f.severity} ${f.data?.tool ?? ''}`,
    );

  it('is a warning that names the annotation and the tool that honours it', () => {
    expect(removed('helm.sh/resource-policy: keep')).toEqual(['warning Helm']);
    expect(removed('"argocd.argoproj.io/sync-options": "ServerSideApply=true,Prune=false"')).toEqual([
      'warning Argo CD',
    ]);
    expect(removed('kustomize.toolkit.fluxcd.io/prune: disabled')).toEqual(['warning Flux']);
    const [f] = reviewFiles(
      [crdRemoved],
      {},
      { base: { 'chart/templates/widgets.yaml': annotated('helm.sh/resource-policy: keep') } },
    );
    expect(f?.message).toBe(
      'CustomResourceDefinition widgets.example.com was removed, but it carries helm.sh/resource-policy: keep: where Helm applies the manifests, it keeps the CRD and every stored Widget object when the manifests no longer hold it, and only new installs lack it; tell its users where to install it from',
    );
  });

  it('stays an error with another value', () => {
    expect(removed('helm.sh/resource-policy: delete')).toEqual(['error ']);
    expect(removed('"argocd.argoproj.io/sync-options": "Prune=true"')).toEqual(['error ']);
  });
});

// cluster-api-provider-azure 9c6d89060 removed three CRDs of 2020 from config/crd/bases/ that
// config/crd/kustomization.yaml never listed: no build of the repository had installed them.
describe('compat/crd-removed of a file no kustomization lists', () => {
  const kustomization = (...resources: string[]) => `resources:\n${resources.map((r) => `- ${r}`).join('\n')}\n`;
  const removedFrom = (file: string, files: Record<string, string>) =>
    reviewFiles([crdRemoved], { ...files }, { base: { ...files, [file]: widgets } }).map(
      (f) => `${f.severity} ${f.file}:${f.line} ${f.message}`,
    );

  it('is a warning naming the kustomization beside it that lists its neighbours one by one', () => {
    expect(
      removedFrom('config/crd/bases/widgets.yaml', {
        'config/crd/kustomization.yaml': kustomization('bases/gadgets.yaml'),
        'config/default/kustomization.yaml': kustomization('../crd'),
      }),
    ).toEqual([
      'warning config/crd/bases/widgets.yaml:4 CustomResourceDefinition widgets.example.com was removed, but no kustomization of the repository installed it: config/crd/kustomization.yaml lists the files beside it one by one and not this one, so builds of it never applied this CRD and removing the file deletes nothing there; if it is installed another way and applied with pruning, that deletes every stored Widget object with it',
    ]);
  });

  // redhat-marketplace-operator 5239fee7 removed a component whose config/crd/kustomization.yaml
  // installed its static/ copy of a CRD, never controller-gen's copy in bases/.
  it('is a warning where the kustomization above lists the copy in another directory, one file at a time', () => {
    const base = {
      'config/crd/kustomization.yaml': kustomization('static/widgets.yaml'),
      'config/crd/static/widgets.yaml': widgets,
      'config/crd/bases/widgets.yaml': widgets,
      'config/default/kustomization.yaml': kustomization('../crd'),
    };
    const found = reviewFiles([crdRemoved], {}, { base }).map((f) => `${f.severity} ${f.file}:${f.line}`);
    expect(found).toEqual(['warning config/crd/bases/widgets.yaml:4', 'warning config/crd/static/widgets.yaml:4']);
    expect(
      removedFrom('config/crd/bases/widgets.yaml', {
        'config/crd/kustomization.yaml': kustomization('static/gadgets.yaml'),
      }),
    ).toEqual([
      'warning config/crd/bases/widgets.yaml:4 CustomResourceDefinition widgets.example.com was removed, but no kustomization of the repository installed it: config/crd/kustomization.yaml lists the files beside it one by one and not this one, so builds of it never applied this CRD and removing the file deletes nothing there; if it is installed another way and applied with pruning, that deletes every stored Widget object with it',
    ]);
  });

  // cilium's CRD directories: crds/kustomization.yaml lists ./v1, whose own kustomization lists its files.
  it('names the kustomization of its own directory, not the one above that lists the directory', () => {
    const [finding] = removedFrom('crds/v1/widgets.yaml', {
      'crds/kustomization.yaml': kustomization('./v1'),
      'crds/v1/kustomization.yaml': kustomization('./gadgets.yaml'),
    });
    expect(finding).toContain('no kustomization of the repository installed it: crds/v1/kustomization.yaml lists');
  });

  it('stays an error where a kustomization lists the file, or a directory above it that has no kustomization, or none is beside it', () => {
    for (const files of [
      { 'config/crd/kustomization.yaml': kustomization('bases/gadgets.yaml', 'bases/widgets.yaml') },
      {
        'config/crd/kustomization.yaml': kustomization('bases/gadgets.yaml'),
        'deploy/kustomization.yaml': kustomization('../config/crd/bases'),
      },
      // kustomize reads a directory entry with a trailing slash as the directory.
      {
        'config/crd/kustomization.yaml': kustomization('bases/gadgets.yaml'),
        'deploy/kustomization.yaml': kustomization('../config/crd/bases/'),
      },
      { 'config/crd/bases/kustomization.yaml': kustomization('widgets.yaml') },
      { 'deploy/kustomization.yaml': kustomization('app.yaml') },
    ] as Record<string, string>[])
      expect(
        removedFrom('config/crd/bases/widgets.yaml', files)
          // A kustomization that lists the removed file by its path fails to build, which is said apart.
          .filter((f) => !f.includes('still lists it'))
          .map((f) => f.slice(0, f.indexOf(' '))),
      ).toEqual(['error']);
  });
});

// kubesphere/ks-devops 2a1465a5 removed its fakes CRD and kept kubebuilder's conversion-webhook
// patch of it, which no kustomization lists; the review of the whole tree read that patch as one
// that may still hold the CRD, and only --filter all hid the finding.
describe('compat/crd-removed beside a kustomize patch of the CRD left behind', () => {
  const patch =
    'apiVersion: apiextensions.k8s.io/v1\nkind: CustomResourceDefinition\nmetadata:\n  name: widgets.example.com\nspec:\n  conversion:\n    strategy: Webhook\n';
  const files = {
    'config/crd/kustomization.yaml':
      'resources:\n- bases/gadgets.yaml\n#patches:\n#- path: patches/webhook_in_widgets.yaml\n',
    'config/crd/bases/gadgets.yaml': gadgets,
    'config/crd/patches/webhook_in_widgets.yaml': patch,
  };

  it('is reported: a patch defines nothing', () => {
    const found = reviewFiles([crdRemoved], files, {
      base: {
        ...files,
        'config/crd/kustomization.yaml': 'resources:\n- bases/gadgets.yaml\n- bases/widgets.yaml\n',
        'config/crd/bases/widgets.yaml': widgets,
      },
    }).map((f) => `${f.severity} ${f.file}:${f.line}`);
    expect(found).toEqual(['error config/crd/bases/widgets.yaml:4']);
  });
});

// kubesphere/ks-devops 2a1465a5 deleted a CRD file that config/crd/kustomization.yaml kept listing.
describe('compat/crd-removed of a file a kustomization still lists', () => {
  const kustomization = 'resources:\n- bases/gadgets.yaml\n- ./bases/widgets.yaml\n';
  const removed = (head: Record<string, string>) =>
    reviewFiles([crdRemoved], head, {
      base: {
        'config/crd/kustomization.yaml': kustomization,
        'config/crd/bases/gadgets.yaml': gadgets,
        'config/crd/bases/widgets.yaml': widgets,
      },
    }).map((f) => `${f.severity} ${f.file}:${f.line} ${f.message}`);
  const where = (found: string[]) => found.map((f) => f.slice(0, f.indexOf(' ', f.indexOf(' ') + 1)));

  it('is a warning on the entry that says the build fails, beside the removal', () => {
    const found = removed({ 'config/crd/kustomization.yaml': kustomization, 'config/crd/bases/gadgets.yaml': gadgets });
    expect(where(found)).toEqual(['error config/crd/bases/widgets.yaml:4', 'warning config/crd/kustomization.yaml:3']);
    expect(found[1]).toBe(
      'warning config/crd/kustomization.yaml:3 config/crd/bases/widgets.yaml, which held CustomResourceDefinition widgets.example.com, is gone, but config/crd/kustomization.yaml still lists it: `kustomize build` fails there (no such file or directory), and so does every kustomization that takes it in, so nothing they install can be applied, unless the build writes the file first (a generated file no longer committed); remove the entry, or keep the file',
    );
  });

  it('is said where the CRD moved to another file too, and not once the entry goes', () => {
    expect(
      where(
        removed({
          'config/crd/kustomization.yaml': kustomization,
          'config/crd/bases/gadgets.yaml': gadgets,
          'config/crd/v1/widgets.yaml': widgets,
        }),
      ),
    ).toEqual(['warning config/crd/kustomization.yaml:3']);
    expect(
      where(
        removed({
          'config/crd/kustomization.yaml': 'resources:\n- bases/gadgets.yaml\n',
          'config/crd/bases/gadgets.yaml': gadgets,
        }),
      ),
    ).toEqual(['error config/crd/bases/widgets.yaml:4']);
  });
});

// oracle/coherence-operator 88fa9385 stopped committing config/crd/bases/…_coherence.yaml, which
// its kustomization still lists, its Makefile generates with controller-gen, and its Go types define.
describe('compat/crd-removed of a file the repository now generates from its Go types', () => {
  const kustomization = 'resources:\n- bases/widgets.yaml\n';
  const types = (group: string) => ({
    'api/v1/groupversion_info.go': `// +groupName=${group}\npackage v1\n`,
    'api/v1/widget_types.go':
      'package v1\n\n// +kubebuilder:object:root=true\ntype Widget struct {\n\tSpec WidgetSpec `json:"spec,omitempty"`\n}\n\ntype WidgetSpec struct {\n\tSize int32 `json:"size,omitempty"`\n}\n',
  });
  const removed = (head: Record<string, string>) =>
    reviewFiles([crdRemoved], head, {
      base: { ...head, 'config/crd/bases/widgets.yaml': widgets },
      goParser,
    }).map((f) => `${f.severity} ${f.file}:${f.line} ${f.message.slice(0, f.message.indexOf(':'))}`);

  // Not also a warning on the kustomization's entry, whose advice to remove it would drop the CRD
  // from what the build installs.
  it('is a notice where a kustomization still lists it and Go types of its group define its kind', () => {
    expect(removed({ 'config/crd/kustomization.yaml': kustomization, ...types('example.com') })).toEqual([
      "notice config/crd/bases/widgets.yaml:4 the file of CustomResourceDefinition widgets.example.com was removed, but config/crd/kustomization.yaml still lists it and the repository's Go types still define Widget in example.com",
    ]);
  });

  // container-object-storage-interface ab36b8aade moved its CRD files (and Go types) to client/,
  // and its kustomization kept listing the old paths: the file moved, nothing generates it.
  it('is a warning on the entry where the head commits the CRD in another file (a move)', () => {
    const found = reviewFiles(
      [crdRemoved],
      { 'config/crd/kustomization.yaml': kustomization, ...types('example.com'), 'client/crd/widgets.yaml': widgets },
      {
        base: {
          'config/crd/kustomization.yaml': kustomization,
          ...types('example.com'),
          'config/crd/bases/widgets.yaml': widgets,
        },
        goParser,
      },
    ).map((f) => `${f.severity} ${f.file}:${f.line} ${f.message.slice(0, f.message.indexOf(':'))}`);
    expect(found).toEqual([
      'warning config/crd/kustomization.yaml:2 config/crd/bases/widgets.yaml, which held CustomResourceDefinition widgets.example.com, is gone, but config/crd/kustomization.yaml still lists it',
    ]);
  });

  it('is no notice without the entry (the kustomization installed nothing), and an error without Go types of its group', () => {
    expect(removed({ 'config/crd/kustomization.yaml': 'resources: []\n', ...types('example.com') })).toEqual([
      'warning config/crd/bases/widgets.yaml:4 CustomResourceDefinition widgets.example.com was removed, but no kustomization of the repository installed it',
    ]);
    expect(
      removed({ 'config/crd/kustomization.yaml': kustomization, ...types('other.example.com') }).map((f) =>
        f.slice(0, f.indexOf(' ')),
      ),
    ).toEqual(['error', 'warning']);
  });
});

// network-policy-api 8c1c5fa535 dropped two released CRDs from config/crd/{standard,experimental}/
// kustomization.yaml and kept their files; the next change deleted them.
describe('compat/crd-removed of a file a kustomization stops listing', () => {
  const kustomization = (...resources: string[]) => `resources:\n${resources.map((r) => `- ${r}`).join('\n')}\n`;
  const files = { 'config/crd/bases/widgets.yaml': widgets, 'config/crd/bases/gadgets.yaml': gadgets };
  const both = { 'config/crd/kustomization.yaml': kustomization('bases/widgets.yaml', 'bases/gadgets.yaml') };
  const delisted = (head: Record<string, string>, base: Record<string, string> = both) =>
    reviewFiles([crdRemoved], { ...files, ...head }, { base: { ...files, ...base } }).map(
      (f) => `${f.severity} ${f.file}:${f.line} ${f.fieldPath} ${f.message}`,
    );

  it('is an error on the kustomization that stopped listing it, where none lists it after the change', () => {
    expect(delisted({ 'config/crd/kustomization.yaml': `# the CRDs\n${kustomization('bases/gadgets.yaml')}` })).toEqual(
      [
        'error config/crd/kustomization.yaml:2  CustomResourceDefinition widgets.example.com is no longer installed: config/crd/kustomization.yaml stopped listing config/crd/bases/widgets.yaml, and no kustomization of the repository takes it in now, so its build no longer applies the CRD; where the build is applied with pruning (Argo CD, Flux, kubectl apply --prune), that deletes every stored Widget object with it, and every client, controller and manifest that uses widgets fails; keep listing the file (stop serving its versions first), or suppress this finding with the reason if the API is retired',
      ],
    );
    // A directory entry dropped takes its files with it.
    expect(
      delisted(
        { 'config/crd/kustomization.yaml': kustomization('bases/gadgets.yaml') },
        { 'config/crd/kustomization.yaml': kustomization('bases') },
      ).map((f) => f.slice(0, f.indexOf(' is no longer'))),
    ).toEqual(['error config/crd/kustomization.yaml:1  CustomResourceDefinition widgets.example.com']);
  });

  // codeflare-operator c771aae4dc deleted its CRDs and left `resources:` with no value.
  it('says the build fails where the file goes and its kustomization sets nothing after the change', () => {
    const only = { 'config/crd/bases/widgets.yaml': widgets };
    const found = reviewFiles(
      [crdRemoved],
      { 'config/crd/kustomization.yaml': 'resources:\n' },
      {
        base: { ...only, 'config/crd/kustomization.yaml': 'resources:\n- bases/widgets.yaml\n' },
      },
    ).map((f) => `${f.severity} ${f.file}:${f.line} ${f.message.slice(0, f.message.indexOf(';'))}`);
    expect(found).toEqual([
      'error config/crd/bases/widgets.yaml:4 CustomResourceDefinition widgets.example.com was removed with its file, and config/crd/kustomization.yaml, which installed it, now sets nothing: kustomize refuses to build an empty kustomization ("kustomization.yaml is empty"), so building it, and every kustomization that takes it in, fails and applies nothing',
    ]);
  });

  // codeflare-operator 1616dedb75 deleted its copies of MCAD's CRDs and took them from MCAD's repository.
  it('is a notice where the kustomization that installed it now takes in what is not in the repository', () => {
    const removedFile = (head: Record<string, string>) =>
      reviewFiles([crdRemoved], head, {
        goParser,
        base: { ...files, 'config/crd/kustomization.yaml': kustomization('bases/widgets.yaml', 'bases/gadgets.yaml') },
      }).flatMap((f) =>
        f.file === 'config/crd/bases/widgets.yaml'
          ? [`${f.severity} ${f.message.slice(0, f.message.indexOf(':'))}`]
          : [],
      );
    const upstream = {
      'config/crd/bases/gadgets.yaml': gadgets,
      'config/crd/kustomization.yaml': kustomization('bases/gadgets.yaml', 'upstream'),
      'config/crd/upstream/kustomization.yaml': kustomization(
        'github.com/example/widget-controller/config/crd?ref=main',
      ),
    };
    expect(removedFile(upstream)).toEqual([
      'notice CustomResourceDefinition widgets.example.com was removed with its file, but config/crd/kustomization.yaml, which installed it, now takes in what is not in the repository (a remote resource, or a Helm chart kustomize inflates), which may hold the CRD',
    ]);
    // Taking in only what the review reads: the error.
    const local = { ...upstream, 'config/crd/upstream/kustomization.yaml': kustomization('../bases/gadgets.yaml') };
    expect(removedFile(local).map((f) => f.split(' ', 1)[0])).toEqual(['error']);
    // A CRD of a group the repository's Go declares, which another project's base does not ship:
    // the error (codeflare-operator d2daec11dc removed its own InstaScale CRD beside MCAD's base).
    const own = { ...upstream, 'api/v1/doc.go': '// +groupName=example.com\npackage v1\n' };
    expect(removedFile(own).map((f) => f.split(' ', 1)[0])).toEqual(['error']);
  });

  // pravega-operator 74333affef commented out the only resource of its config/crd/kustomization.yaml.
  it('says the build fails where the kustomization sets nothing after the change', () => {
    const only = { 'config/crd/bases/widgets.yaml': widgets };
    const found = (text: string) =>
      reviewFiles(
        [crdRemoved],
        { ...only, 'config/crd/kustomization.yaml': text },
        {
          base: { ...only, 'config/crd/kustomization.yaml': 'resources:\n- bases/widgets.yaml\n' },
        },
      ).map((f) => `${f.severity} ${f.file}:${f.line} ${f.message.slice(0, f.message.indexOf(';'))}`);
    expect(found('resources:\n#- bases/widgets.yaml\npatchesStrategicMerge:\n#- patches/a.yaml\n')).toEqual([
      'error config/crd/kustomization.yaml:1 CustomResourceDefinition widgets.example.com is no longer installed: config/crd/kustomization.yaml stopped listing config/crd/bases/widgets.yaml and now sets nothing, and kustomize refuses to build an empty kustomization ("kustomization.yaml is empty"), so building it, and every kustomization that takes it in, fails and applies nothing',
    ]);
    // An empty list is a value: kustomize builds it, with nothing in it.
    expect(found('resources: []\n')[0]).toMatch(/so its build no longer applies the CRD$/);
  });

  it('says nothing where the file stays taken in, or the CRD is, or what the kustomization takes in now cannot be read', () => {
    const one = kustomization('bases/gadgets.yaml');
    for (const head of [
      // The same entry, spelled otherwise.
      { 'config/crd/kustomization.yaml': kustomization('./bases/widgets.yaml', 'bases/gadgets.yaml') },
      // Another kustomization takes in the file, or its directory.
      {
        'config/crd/kustomization.yaml': one,
        'deploy/kustomization.yaml': kustomization('../config/crd/bases/widgets.yaml'),
      },
      { 'config/crd/kustomization.yaml': one, 'deploy/kustomization.yaml': kustomization('../config/crd/bases') },
      // The CRD moved into a file the kustomization lists instead.
      {
        'config/crd/kustomization.yaml': kustomization('bases/gadgets.yaml', 'all.yaml'),
        'config/crd/all.yaml': widgets,
      },
      // A release's manifest, or a chart kustomize inflates, may hold it.
      {
        'config/crd/kustomization.yaml': kustomization(
          'bases/gadgets.yaml',
          'https://github.com/example/widgets/releases/download/v1.0.0/crds.yaml',
        ),
      },
      { 'config/crd/kustomization.yaml': `${one}helmCharts:\n- {name: widgets, repo: https://charts.example.com}\n` },
      // A file the review does not hold: one the build generates (node-feature-discovery 59ebff46c9), or none.
      { 'config/crd/kustomization.yaml': kustomization('bases/gadgets.yaml', 'generated/all-crds.yaml') },
    ] as Record<string, string>[])
      expect(delisted(head)).toEqual([]);
    // A test's kustomization installs nothing users apply.
    const e2e = { 'test/e2e/kustomization.yaml': kustomization('../../config/crd/bases/widgets.yaml') };
    expect(delisted({ 'test/e2e/kustomization.yaml': kustomization() }, e2e)).toEqual([]);
    // The file removed with the entry: the removal's own finding, once.
    const removed = reviewFiles(
      [crdRemoved],
      { 'config/crd/bases/gadgets.yaml': gadgets, 'config/crd/kustomization.yaml': one },
      { base: { ...files, ...both } },
    );
    expect(removed.map((f) => `${f.file}:${f.line}`)).toEqual(['config/crd/bases/widgets.yaml:4']);
  });
});

// metacontroller 65a3222 removed its examples/status demo whole: the CRD and the kustomization that
// was its only installer (here outside examples/, where a CRD of the repository's own group is no example). Whoever applied that path meets a path that is gone, and prunes nothing.
describe('compat/crd-removed with the kustomization that installed it', () => {
  const kustomization = (...resources: string[]) => `resources:\n${resources.map((r) => `- ${r}`).join('\n')}\n`;
  const removed = (base: Record<string, string>, head: Record<string, string>) =>
    reviewFiles([crdRemoved], head, { base: { ...base, 'addons/status/v1/crd.yaml': widgets } }).map(
      (f) => `${f.severity} ${f.file}:${f.line} ${f.message}`,
    );
  const demo = { 'addons/status/v1/kustomization.yaml': kustomization('crd.yaml') };

  it('is a warning where that kustomization, and every one that took it in, is gone', () => {
    expect(removed(demo, { 'config/other.yaml': 'apiVersion: v1\nkind: ConfigMap\nmetadata: {name: x}\n' })).toEqual([
      'warning addons/status/v1/crd.yaml:4 CustomResourceDefinition widgets.example.com was removed with the kustomization that installed it, addons/status/v1/kustomization.yaml, and with every kustomization that took that one in; clusters that applied it keep the CRD and every stored Widget object, as a GitOps application or `kubectl apply -k` of a path that is gone fails rather than prunes; tell its users where to install it from, or that they may delete it',
    ]);
    const parent = { 'addons/kustomization.yaml': kustomization('status/v1') };
    expect(removed({ ...demo, ...parent }, {}).map((f) => f.split(' ')[0])).toEqual(['warning']);
  });

  it('stays an error where it, or a kustomization that took it in, remains', () => {
    const kept = { 'addons/status/v1/kustomization.yaml': kustomization('other.yaml') };
    expect(removed(demo, kept).map((f) => f.split(' ')[0])).toEqual(['error']);
    const parent = { 'addons/kustomization.yaml': kustomization('status/v1') };
    expect(removed({ ...demo, ...parent }, parent).map((f) => f.split(' ')[0])).toEqual(['error']);
    // A Flux Kustomization (or an Argo CD Application) of the repository deployed the path: removed
    // with it, Flux prunes what it deployed.
    const flux = {
      'clusters/prod/addons.yaml':
        'apiVersion: kustomize.toolkit.fluxcd.io/v1\nkind: Kustomization\nmetadata: {name: addons, namespace: flux-system}\nspec: {path: ./addons/status/v1, prune: true, interval: 10m, sourceRef: {kind: GitRepository, name: repo}}\n',
    };
    expect(removed({ ...demo, ...flux }, {}).map((f) => f.split(' ')[0])).toEqual(['error']);
    // One that stays fails on the path that is gone ("kustomization path not found"), and deletes nothing.
    expect(removed({ ...demo, ...flux }, flux).map((f) => f.split(' ')[0])).toEqual(['warning']);
    // A directory listed whole, with no kustomization of its own, is built by the one that lists it.
    const whole = { 'deploy/kustomization.yaml': kustomization('../addons/status/v1') };
    expect(removed(whole, whole).map((f) => f.split(' ')[0])).toEqual(['error']);
  });
});

// billimek/k8s-gitops applies setup/crds with a Flux Kustomization of `prune: false`: Flux deletes
// nothing the manifests drop.
describe('compat/crd-removed where the GitOps objects of the repository apply it without pruning', () => {
  const flux = (path: string, prune: boolean) =>
    `apiVersion: kustomize.toolkit.fluxcd.io/v1\nkind: Kustomization\nmetadata: {name: crds, namespace: flux-system}\nspec: {interval: 30m, path: ${path}, prune: ${prune}, sourceRef: {kind: GitRepository, name: flux-system}}\n`;
  const argo = (path: string, syncPolicy: string) =>
    `apiVersion: argoproj.io/v1alpha1\nkind: Application\nmetadata: {name: crds, namespace: argocd}\nspec:\n  project: default\n  source: {repoURL: https://example.com/r.git, path: ${path}}\n  destination: {server: https://kubernetes.default.svc}\n${syncPolicy}`;
  const removed = (deployers: Record<string, string>) =>
    reviewFiles([crdRemoved], deployers, { base: { ...deployers, 'setup/crds/widgets.yaml': widgets } }).map(
      (f) => `${f.severity} ${f.message.slice(0, f.message.indexOf(';'))}`,
    );

  it('is a warning that names the object and what turns pruning off', () => {
    expect(removed({ 'cluster/crds.yaml': flux('./setup/crds', false) })).toEqual([
      'warning CustomResourceDefinition widgets.example.com was removed, but Flux Kustomization flux-system/crds of the repository applies ./setup/crds without pruning (prune: false), so it deletes nothing the manifests drop: clusters keep the CRD and every stored Widget object, and only new installs lack it',
    ]);
    expect(
      removed({ 'cluster/app.yaml': argo('setup', '  syncPolicy: {automated: {prune: false, selfHeal: true}}\n') }),
    ).toEqual([
      'warning CustomResourceDefinition widgets.example.com was removed, but Argo CD Application argocd/crds of the repository applies setup without pruning (no automated prune), so it deletes nothing the manifests drop: clusters keep the CRD and every stored Widget object, and only new installs lack it',
    ]);
  });

  it('stays an error where one of them prunes, or none applies the path', () => {
    const severity = (d: Record<string, string>) => removed(d).map((f) => f.slice(0, f.indexOf(' ')));
    expect(severity({ 'cluster/crds.yaml': flux('./setup/crds', true) })).toEqual(['error']);
    expect(
      severity({
        'cluster/crds.yaml': flux('./setup/crds', false),
        'cluster/all.yaml': flux('./setup', true).replace('name: crds', 'name: all'),
      }),
    ).toEqual(['error']);
    expect(severity({ 'cluster/app.yaml': argo('setup', '  syncPolicy: {automated: {prune: true}}\n') })).toEqual([
      'error',
    ]);
    expect(severity({ 'cluster/crds.yaml': flux('./apps', false) })).toEqual(['error']);
    // cnoe-io/idpbuilder's examples: an Application there deploys its example's sources, not this repository.
    const example = argo('.', '');
    expect(severity({ 'examples/basic/app.yaml': example })).toEqual(['error']);
    expect(severity({ 'test/e2e/app.yaml': example })).toEqual(['error']);
    expect(severity({ 'cluster/app.yaml': example })).toEqual(['warning']);
    // An Application with Argo CD's resources finalizer, removed with the CRD: deleting it deletes what it deployed.
    const finalized = argo('setup', '').replace(
      'namespace: argocd}',
      'namespace: argocd, finalizers: [resources-finalizer.argocd.argoproj.io]}',
    );
    const base = { 'cluster/app.yaml': finalized, 'setup/crds/widgets.yaml': widgets };
    expect(reviewFiles([crdRemoved], {}, { base }).map((f) => f.severity)).toEqual(['error']);
    expect(severity({ 'cluster/app.yaml': finalized })).toEqual(['warning']);
  });
});

// A head file that cannot be read whole may still hold the CRD, where it names it as a CRD: by
// its whole name, not inside a longer one (metallb 70530782c removed addresspools.metallb.io; its
// chart's templated file kept ipaddresspools.metallb.io), and not as the name of something else
// (koperator's webhooks are named kafkaclusters.kafka.banzaicloud.io, as kubebuilder names them).
describe('compat/crd-removed beside a template that names another CRD', () => {
  const templated = (name: string) =>
    `apiVersion: apiextensions.k8s.io/v1\nkind: CustomResourceDefinition\nmetadata:\n  name: ${name}\n  namespace: {{ .Release.Namespace }}\n`;
  const webhook = (name: string) =>
    `apiVersion: admissionregistration.k8s.io/v1\nkind: ValidatingWebhookConfiguration\nmetadata:\n  name: x\n  namespace: {{ .Release.Namespace }}\nwebhooks:\n- name: ${name}\n`;
  const removed = (name: string, template = templated) =>
    reviewFiles(
      [crdRemoved],
      { 'chart/templates/other.yaml': template(name) },
      { base: { 'config/widgets.yaml': widgets, 'chart/templates/other.yaml': template(name) } },
    ).map((f) => `${f.severity} ${f.ruleId}`);

  it('is reported where the template names a longer name that holds this one', () => {
    expect(removed('megawidgets.example.com')).toEqual(['error compat/crd-removed']);
    expect(removed('widgets.example.com.cn')).toEqual(['error compat/crd-removed']);
  });

  it('is not where the template names the CRD itself: it may still hold it', () => {
    expect(removed('widgets.example.com')).toEqual([]);
    expect(removed('"widgets.example.com"')).toEqual([]);
  });

  it('is reported where the template names only something else by the name, a webhook', () => {
    expect(removed('widgets.example.com', webhook)).toEqual(['error compat/crd-removed']);
  });
});

// konflux-ci/build-service ec8f3ee6 deleted OpenShift's Route CRD from hack/routecrd/, which only
// its suite_test.go handed envtest, with that test's reference to it.
describe('compat/crd-removed of a CRD only the Go tests install, through envtest', () => {
  const gizmos = widgetCrd('type: object', '', { name: 'gizmos.vendor.example', kind: 'Gizmo' });
  const suite = (dirs: string) =>
    `package controllers\n\nvar testEnv = &envtest.Environment{\n\tCRDDirectoryPaths: []string{${dirs}},\n}\n`;
  const found = (base: Record<string, string>, head: Record<string, string>) =>
    reviewFiles([crdRemoved], head, { base, goParser }).map((f) => `${f.severity} ${f.file}:${f.line} ${f.message}`);

  it("is a notice naming the test, for another project's CRD", () => {
    const head = { 'controllers/suite_test.go': suite('filepath.Join("..", "config", "crd", "bases")') };
    const base = {
      'controllers/suite_test.go': suite(
        'filepath.Join("..", "config", "crd", "bases"),\n\t\tfilepath.Join("..", "hack", "gizmocrd")',
      ),
      'hack/gizmocrd/gizmo.yaml': gizmos,
    };
    expect(found(base, head)).toEqual([
      "notice hack/gizmocrd/gizmo.yaml:4 CustomResourceDefinition gizmos.vendor.example was removed from hack/gizmocrd/gizmo.yaml, which the Go tests' envtest installed (controllers/suite_test.go:5 names hack/gizmocrd) into the tests' own apiserver; no kustomization, chart or bundle of the repository installs it, so the removal changes no cluster; if something else applies the file with pruning, that deletes every stored Gizmo object with it",
    ]);
  });

  it("is not, for a CRD of the group the repository's Go declares, whose directory a deployment may apply too", () => {
    const go = {
      'controllers/suite_test.go': suite('filepath.Join("..", "config", "crd", "bases")'),
      'api/v1/groupversion_info.go': '// +groupName=vendor.example\npackage v1\n',
    };
    const messages = found({ ...go, 'config/crd/bases/gizmos.yaml': gizmos }, go);
    expect(messages.map((m) => m.slice(0, m.indexOf(' ')))).toEqual(['error']);
    expect(messages[0]).not.toContain('envtest');
  });

  // kubefleet bc8c9a9cb8: its hub-agent chart printed the file through a link, by a variable bound to .Files.
  it('is not, for a CRD a chart of the base printed too, through a link in the chart', () => {
    const chart = {
      'charts/hub/Chart.yaml': 'apiVersion: v2\nname: hub\nversion: 0.1.0\n',
      'charts/hub/values.yaml': 'enabled: true\n',
    };
    const head = { ...chart, 'controllers/suite_test.go': suite('filepath.Join("..", "config", "crd", "bases")') };
    const base = {
      ...head,
      'charts/hub/templates/gizmos.yaml':
        '{{ $files := .Files }}\n{{ if .Values.enabled }}\n{{ $files.Get "crdbases/gizmos.yaml" }}\n{{ end }}\n',
      'config/crd/bases/gizmos.yaml': gizmos,
    };
    const messages = reviewFiles([crdRemoved], head, {
      base,
      goParser,
      baseLinks: { 'charts/hub/crdbases/gizmos.yaml': 'config/crd/bases/gizmos.yaml' },
    }).map((f) => `${f.severity} ${f.message}`);
    expect(messages).toHaveLength(1);
    expect(messages[0]).not.toContain('envtest');
    expect(messages[0]).toMatch(/^(warning|error) /);
  });

  // zncdatadev/hdfs-operator d6ee7c39b5 moved hdfs.zncdata.dev to hdfs.kubedoop.dev, Go and CRD together.
  it('is not, for a CRD of a group the Go declared before the change renamed it', () => {
    const suiteGo = { 'controllers/suite_test.go': suite('filepath.Join("..", "config", "crd", "bases")') };
    const messages = found(
      {
        ...suiteGo,
        'api/v1/groupversion_info.go': '// +groupName=vendor.example\npackage v1\n',
        'config/crd/bases/gizmos.yaml': gizmos,
      },
      { ...suiteGo, 'api/v1/groupversion_info.go': '// +groupName=other.example\npackage v1\n' },
    );
    expect(messages.map((m) => m.slice(0, m.indexOf(' ')))).toEqual(['error']);
    expect(messages[0]).not.toContain('envtest');
  });
});

// An operator that installs the CRDs its binary embeds (cilium's operator, //go:embed *.yaml in
// each CRD directory; wg-policy-prototypes' adapter, 77417ef) creates and updates them, and
// deletes none it no longer holds.
describe('compat/crd-removed of a file a Go package embeds', () => {
  const embedGo = (directive: string) => `package crds\n\nimport _ "embed"\n\n${directive}\nvar crds embed.FS\n`;
  const removed = (files: Record<string, string>, file = 'pkg/crds/v2/widgets.yaml') =>
    reviewFiles([crdRemoved], { ...files }, { base: { ...files, [file]: widgets }, goParser }).map(
      (f) => `${f.severity} ${f.message.slice(0, f.message.indexOf(';'))}`,
    );

  it('is a warning naming the Go file, for a pattern, a directory or the file itself', () => {
    for (const [go, directive] of [
      ['pkg/crds/v2/embed.go', '//go:embed *.yaml'],
      ['pkg/crds/embed.go', '//go:embed v2'],
      ['pkg/crds/embed.go', '//go:embed all:v2 "v3/*.json"'],
      ['pkg/embed.go', '//go:embed crds/v2/widgets.yaml'],
      ['pkg/crds/embed.go', '//go:embed v[12]/w?dgets.*'],
    ] as const)
      expect(removed({ [go]: embedGo(directive) })).toEqual([
        `warning CustomResourceDefinition widgets.example.com was removed from pkg/crds/v2/widgets.yaml, which ${go} embeds in its Go binary (//go:embed), and no kustomization of the repository installs`,
      ]);
  });

  // mogenius-operator e84d8b73 removed the CRDs of its older group, which its operator embedded and applied.
  it("is the repository's own CRD whatever group its Go types declare now, not another project's copy", () => {
    const files = {
      'pkg/crds/v2/embed.go': embedGo('//go:embed *.yaml'),
      'api/v1/groupversion_info.go': '// +groupName=acme.example.org\npackage v1\n',
    };
    const messages = reviewFiles([crdRemoved], files, {
      base: { ...files, 'pkg/crds/v2/widgets.yaml': widgets },
      goParser,
    }).map((f) => `${f.severity} ${f.message}`);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatch(
      /^warning CustomResourceDefinition widgets.example.com was removed from pkg\/crds\/v2\/widgets.yaml, which pkg\/crds\/v2\/embed.go embeds/,
    );
    expect(messages[0]).not.toContain("another project's CRD");
  });

  // directpv 46707917: its kubectl plugin created the CRDs go-bindata wrote into crd_bindata.go.
  it('is a warning where go-bindata wrote the file into a Go source, by its path or less a prefix', () => {
    // Its versions' tables: functions returning the bytes, or an asset.
    const bindata = (key: string, returns = '[]byte') =>
      `package installer\n\nvar _bindata = map[string]func() (${returns}, error){\n\t"${key}": pkgCrdsV2WidgetsYaml,\n}\n`;
    for (const [key, returns] of [
      ['pkg/crds/v2/widgets.yaml', '[]byte'],
      ['v2/widgets.yaml', '*asset'],
    ] as const)
      expect(removed({ 'pkg/installer/crd_bindata.go': bindata(key, returns) })).toEqual([
        'warning CustomResourceDefinition widgets.example.com was removed from pkg/crds/v2/widgets.yaml, which pkg/installer/crd_bindata.go embeds in its Go binary (go-bindata), and no kustomization of the repository installs',
      ]);
    expect(
      removed({ 'pkg/installer/crd_bindata.go': bindata('v2/gadgets.yaml') }).map((f) => f.slice(0, f.indexOf(' '))),
    ).toEqual(['error']);
  });

  // kubedb 9bdcc3b7e renamed DatabaseInfo to DatabaseConfiguration in the file crds/lib.go embeds.
  it('is a warning too where the file stays, holding another CRD', () => {
    const go = { 'pkg/crds/v2/embed.go': embedGo('//go:embed *.yaml') };
    const found = reviewFiles(
      [crdRemoved],
      { ...go, 'pkg/crds/v2/widgets.yaml': gadgets },
      { base: { ...go, 'pkg/crds/v2/widgets.yaml': widgets }, goParser },
    ).map((f) => `${f.severity} ${f.file}:${f.line} ${f.message.slice(0, f.message.indexOf(';'))}`);
    expect(found).toEqual([
      'warning pkg/crds/v2/widgets.yaml:1 CustomResourceDefinition widgets.example.com was removed from pkg/crds/v2/widgets.yaml, which pkg/crds/v2/embed.go embeds in its Go binary (//go:embed), and no kustomization of the repository installs',
    ]);
  });

  // kube-bind 0f768e9a deleted a leftover file its installer, which reads `<group>_<resource>.yaml`
  // for the GroupResources its callers pass, never read: no caller named it.
  it('is a notice where its package reads the embedded files by name alone, and no Go code names the CRD or file', () => {
    const byName = (read: string, extra: Record<string, string> = {}) =>
      removed({
        'pkg/crds/v2/embed.go': `package crds\n\nimport "embed"\n\n//go:embed *.yaml\nvar crds embed.FS\n\nfunc Read(gr string) ([]byte, error) {\n\treturn ${read}\n}\n`,
        'cmd/main.go': 'package main\n\nfunc main() { crds.Read("gadgets") }\n',
        ...extra,
      });
    expect(byName('crds.ReadFile(gr + ".yaml")')).toEqual([
      'notice CustomResourceDefinition widgets.example.com was removed from pkg/crds/v2/widgets.yaml, which pkg/crds/v2/embed.go embeds in its Go binary, but its package reads what it embeds by name alone and no Go code of the repository names widgets or the file: nothing installed it from there, and no kustomization of the repository installs it, so the removal changes no cluster',
    ]);
    const warning = (f: string[]) => f.map((x) => x.slice(0, x.indexOf(' ')));
    // Named by a caller, read whole, or handed elsewhere: a warning, as above.
    expect(
      warning(byName('crds.ReadFile(gr + ".yaml")', { 'cmd/other.go': 'package main\n\nvar r = "widgets"\n' })),
    ).toEqual(['warning']);
    expect(warning(byName('crds.ReadFile("widgets.yaml")'))).toEqual(['warning']);
    expect(warning(byName('fs.ReadDir(crds, ".")'))).toEqual(['warning']);
    expect(warning(byName('load(crds, gr)'))).toEqual(['warning']);
  });

  it('stays an error where a kustomization lists the file, or no pattern takes it in', () => {
    expect(
      removed({
        'pkg/crds/v2/embed.go': embedGo('//go:embed *.yaml'),
        'pkg/crds/v2/kustomization.yaml': 'resources:\n- widgets.yaml\n',
      }).map((f) => f.slice(0, f.indexOf(' '))),
      // And the kustomization, which still lists the file, fails to build.
    ).toEqual(['warning', 'error']);
    // A test's embed never reaches the shipped binary.
    expect(
      removed({ 'pkg/crds/v2/embed_test.go': embedGo('//go:embed *.yaml') }).map((f) => f.slice(0, f.indexOf(' '))),
    ).toEqual(['error']);
    // consul-k8s 59ec7d9e5: the chart embedded for a CLI that installs it with Helm, which deletes
    // what a template no longer renders.
    const chart = {
      'charts/embed.go': embedGo('//go:embed all:demo'),
      'charts/demo/Chart.yaml': 'name: demo\nversion: 1.0.0\n',
    };
    expect(removed(chart, 'charts/demo/templates/crd-widgets.yaml')).toEqual([
      "error CustomResourceDefinition widgets.example.com was removed from the Helm chart's templates/",
    ]);
    for (const directive of ['//go:embed *.json', '//go:embed v2/gadgets.yaml', '// go:embed *.yaml'])
      expect(removed({ 'pkg/crds/v2/embed.go': embedGo(directive) }).map((f) => f.slice(0, f.indexOf(' ')))).toEqual([
        'error',
      ]);
  });
});

// cluster-api-provider-azure c13c5ed99: examples/addons.yaml, a copy of Calico's manifest, removed.
describe("compat/crd-removed of another project's CRD in an example", () => {
  const ours = widgetCrd('type: object', '', { name: 'machines.infra.example.io' });
  const theirs = widgetCrd('type: object', '', { name: 'ippools.crd.calico.example' });
  const found = (base: Readonly<Record<string, string>>, head: Readonly<Record<string, string>>) =>
    reviewFiles([crdRemoved], head, { base }).map((f) => `${f.severity} ${f.file}:${f.line} ${f.message}`);

  it('is a warning where no other file defines its group', () => {
    expect(found({ 'config/crd/m.yaml': ours, 'examples/addons.yaml': theirs }, { 'config/crd/m.yaml': ours })).toEqual(
      [
        "warning examples/addons.yaml:4 CustomResourceDefinition ippools.crd.calico.example was removed with examples/addons.yaml, an example that held another project's CRD: no other file of the repository defines its group crd.calico.example, so clusters get it from that project's own manifests; if this file was applied with pruning, that deletes every stored Widget object with it",
      ],
    );
  });

  it("stays an error where another file defines its group, or it is not in an example's directory", () => {
    const sibling = widgetCrd('type: object', '', { name: 'bgppeers.crd.calico.example' });
    expect(
      found(
        { 'config/crd/m.yaml': ours, 'examples/addons.yaml': theirs, 'deploy/calico.yaml': sibling },
        { 'config/crd/m.yaml': ours, 'deploy/calico.yaml': sibling },
      ).map((f) => f.split(' ')[0]),
    ).toEqual(['error']);
    expect(
      found({ 'config/crd/m.yaml': ours, 'deploy/addons.yaml': theirs }, { 'config/crd/m.yaml': ours }).map(
        (f) => f.split(' ')[0],
      ),
    ).toEqual(['error']);
  });

  it("stays an error where the repository's Go API types declare its group (CRDs generated at build time)", () => {
    const types = '// +groupName=crd.calico.example\npackage v1\n';
    const files = { 'config/crd/m.yaml': ours, 'api/v1/doc.go': types };
    const findings = reviewFiles([crdRemoved], files, {
      base: { ...files, 'examples/addons.yaml': theirs },
      goParser,
    });
    expect(findings.map((f) => `${f.severity} ${f.file}`)).toEqual(['error examples/addons.yaml']);
  });
});

// kuma d7b91f800f removed its MeshGateway CRDs from the chart's crds/ and from
// docs/generated/raw/crds/, a copy that only the docs site reads.
describe('compat/crd-removed of a copy in documentation', () => {
  const chart = { 'charts/app/Chart.yaml': 'name: app\n' };
  const removed = (base: Record<string, string>) =>
    reviewFiles([crdRemoved], chart, { base: { ...chart, ...base } }).map(
      (f) => `${f.severity} ${f.file} ${f.message}`,
    );

  it('is a notice that names the installed copy, which is judged on its own', () => {
    expect(
      removed({
        'charts/app/Chart.yaml': 'name: app\n',
        'charts/app/crds/widgets.yaml': widgets,
        'docs/generated/crds/widgets.yaml': widgets,
      }),
    ).toEqual([
      expect.stringMatching(
        /^warning charts\/app\/crds\/widgets\.yaml CustomResourceDefinition widgets\.example\.com is no longer in the Helm chart's crds\/ directory/,
      ),
      'notice docs/generated/crds/widgets.yaml CustomResourceDefinition widgets.example.com was removed from docs/generated/crds/widgets.yaml, a copy in documentation: the copy installed, in charts/app/crds/widgets.yaml before the change, is judged on its own; if this file is applied too (an install URL) with pruning, that deletes every stored Widget object with it',
    ]);
  });

  it('stays an error where no copy outside examples, samples, documentation and test trees was there', () => {
    expect(
      removed({
        'docs/install/widgets.yaml': widgets,
        'test/crds/widgets.yaml': widgets,
        'config/samples/widgets.yaml': widgets,
      }).map((f) => f.slice(0, f.indexOf(';'))),
    ).toEqual([
      'error config/samples/widgets.yaml CustomResourceDefinition widgets.example.com was removed',
      'error docs/install/widgets.yaml CustomResourceDefinition widgets.example.com was removed',
      'notice test/crds/widgets.yaml CustomResourceDefinition widgets.example.com was removed',
    ]);
  });
});

// grafana-operator e6189fd5 removed deploy/manifests/v4.1.0 … v4.10.0 whole: 76 warnings for 5 CRDs.
describe('compat/crd-removed of an archive of releases removed with its newest entry', () => {
  const removed = (base: Record<string, string>, head: Record<string, string> = {}) =>
    reviewFiles([crdRemoved], head, { base }).map((f) => `${f.severity} ${f.file} ${f.message}`);
  const kustomization = 'apiVersion: kustomize.config.k8s.io/v1beta1\nkind: Kustomization\nresources: [crds.yaml]\n';
  const entries = (...versions: string[]) =>
    Object.fromEntries(
      versions.flatMap((v) => [
        [`deploy/manifests/${v}/crds.yaml`, widgets],
        [`deploy/manifests/${v}/kustomization.yaml`, kustomization],
      ]),
    );

  it('is one finding, at the newest entry, that counts the older ones', () => {
    const found = removed(entries('v1.0.0', 'v1.1.0', 'v1.2.0'));
    expect(found.map((f) => f.split(' ').slice(0, 2).join(' '))).toEqual(['warning deploy/manifests/v1.2.0/crds.yaml']);
    expect(found[0]).toMatch(
      / \(the 2 older entries of this archive of releases that held it go with it, and this finding stands for them too\)$/,
    );
  });

  it('says nothing where the newest stays, and counts one older entry as one', () => {
    const all = entries('v1.0.0', 'v1.1.0', 'v1.2.0');
    // The newest stays: the CRD is still there to install, and nothing is removed.
    expect(removed(all, entries('v1.2.0'))).toEqual([]);
    // Two entries removed: the newest counts the one older.
    const found = removed(entries('v1.0.0', 'v1.1.0'));
    expect(found.map((f) => f.split(' ').slice(0, 2).join(' '))).toEqual(['warning deploy/manifests/v1.1.0/crds.yaml']);
    expect(found[0]).toMatch(
      / \(the older entry of this archive of releases that held it goes with it, and this finding stands for that entry too\)$/,
    );
  });
});

// argoproj/argo-events 4ba08551 removed its apiextensions.k8s.io/v1beta1 gateways CRD.
describe('compat/crd-removed of an apiextensions.k8s.io/v1beta1 manifest', () => {
  const v1beta1 = widgets.replace('apiextensions.k8s.io/v1', 'apiextensions.k8s.io/v1beta1');
  const removed = (head: Record<string, string>) =>
    reviewFiles([crdRemoved], head, { base: { 'deploy/crds.yaml': v1beta1 } }).map(
      (f) => `${f.severity} ${f.file}:${f.line} ${f.message.slice(f.message.lastIndexOf('('))}`,
    );

  it('is a warning: clusters that installed it before Kubernetes 1.22 hold the CRD, pruning deletes it', () => {
    expect(v1beta1).toContain('apiextensions.k8s.io/v1beta1');
    expect(removed({})).toEqual([
      'warning deploy/crds.yaml:4 (an apiextensions.k8s.io/v1beta1 manifest, which clusters since Kubernetes 1.22 refuse, so only clusters that installed it before hold the CRD)',
    ]);
  });

  it('is nothing where the CRD stays, as v1 or elsewhere', () => {
    expect(removed({ 'deploy/crds.yaml': widgets })).toEqual([]);
    expect(removed({ 'config/crd/widgets.yaml': widgets })).toEqual([]);
  });
});

// kubewarden-controller 07e251d4 set `installPolicyReportCRDs: false` in its CRD chart's values,
// whose templates render the wgpolicyk8s.io CRDs only where it is on (or unset).
describe('compat/crd-removed of a CRD a chart template renders under a value the change turns off', () => {
  const CHART = 'apiVersion: v2\nname: crds\nversion: 1.0.0\n';
  const gated = (condition: string, crd = widgets) => `{{- if ${condition} }}\n---\n${crd}{{- end }}\n`;
  const review = (template: string, before: string, after: string, headTemplate = template) =>
    reviewFiles(
      [crdRemoved],
      { 'chart/Chart.yaml': CHART, 'chart/values.yaml': after, 'chart/templates/widgets.yaml': headTemplate },
      { base: { 'chart/Chart.yaml': CHART, 'chart/values.yaml': before, 'chart/templates/widgets.yaml': template } },
    ).map((f) => `${f.severity} ${f.file}:${f.line}:${f.column} ${f.message}`);
  const ON_OR_UNSET = 'or .Values.crds.install (not (hasKey .Values.crds "install"))';

  it('is an error at the value, where the template stays and a default install no longer renders it', () => {
    expect(
      review(gated('.Values.crds.install'), 'crds:\n  install: true\n', '# CRDs\ncrds:\n  install: false\n'),
    ).toEqual([
      "error chart/values.yaml:3:3 CustomResourceDefinition widgets.example.com is no longer rendered by a default install of the Helm chart chart: chart/templates/widgets.yaml renders it only where `crds.install` is on, and the change turns it off here; `helm upgrade` deletes a resource of the release that the chart no longer renders, so every release that does not set crds.install itself loses the CRD and every stored Widget object; keep the default, or give the CRD `helm.sh/resource-policy: keep`, and tell the chart's users to set crds.install if they still use it",
    ]);
    // Rendered where the value is unset too: unset at head still renders; false does not.
    expect(review(gated(ON_OR_UNSET), 'crds:\n  install: true\n', 'crds: {}\n')).toEqual([]);
    expect(review(gated(ON_OR_UNSET), 'crds: {}\n', 'crds:\n  install: false\n').map((f) => f.slice(0, 27))).toEqual([
      'error chart/values.yaml:2:3',
    ]);
  });

  it('is nothing where the value stays on, the CRD is kept, or another template renders it', () => {
    expect(
      review(gated('.Values.crds.install'), 'crds:\n  install: true\n', 'crds:\n  install: true\n  other: 1\n'),
    ).toEqual([]);
    const keep = widgets.replace(
      '  name: widgets.example.com\n',
      '  name: widgets.example.com\n  annotations: {helm.sh/resource-policy: keep}\n',
    );
    expect(
      review(gated('.Values.crds.install', keep), 'crds:\n  install: true\n', 'crds:\n  install: false\n'),
    ).toEqual([]);
    // The template's gate changed too: what it renders is compared as any template's change.
    expect(
      review(gated('.Values.crds.install'), 'crds:\n  install: true\n', 'crds:\n  install: false\n', widgets),
    ).toEqual([]);
    const both = reviewFiles(
      [crdRemoved],
      {
        'chart/Chart.yaml': CHART,
        'chart/values.yaml': 'crds:\n  install: false\n',
        'chart/templates/widgets.yaml': gated('.Values.crds.install'),
        'chart/templates/all.yaml': widgets,
      },
      {
        base: {
          'chart/Chart.yaml': CHART,
          'chart/values.yaml': 'crds:\n  install: true\n',
          'chart/templates/widgets.yaml': gated('.Values.crds.install'),
          'chart/templates/all.yaml': widgets,
        },
      },
    );
    expect(both).toEqual([]);
  });

  it("reads a root chart's subchart from the root's values, and counts no other chart's copy", () => {
    const sub = (install: string) => ({
      'Chart.yaml': CHART,
      'values.yaml': `crds:\n  install: ${install}\n`,
      'charts/crds/Chart.yaml': CHART,
      'charts/crds/templates/widgets.yaml': gated('.Values.install'),
      'other/Chart.yaml': CHART,
      'other/templates/widgets.yaml': widgets,
    });
    expect(
      reviewFiles([crdRemoved], sub('false'), { base: sub('true') }).map((f) => `${f.severity} ${f.file}:${f.line}`),
    ).toEqual(['error values.yaml:2']);
  });
});
