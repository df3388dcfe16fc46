import { describe, expect, it } from 'vitest';
import { DEFAULT_CONFIG, type Config } from '../../../src/engine/config.js';
import { placeFindings } from '../../../src/engine/filter.js';
import { review } from '../../../src/engine/run.js';
import { DEFAULT_COMPAT_CONFIG } from '../../../src/rules/compat/compat-config.js';
import { RULES } from '../../../src/rules/index.js';
import type { ChangedFile, ChangeSet } from '../../../src/sources/change-set.js';
import { changedFile as file, unchangedFile as unchanged } from '../../support/changed-file.js';
import { specSchema, widgetCrd } from './widget-crd.js';
import { parseManifestFile } from '../../../src/parse/manifest-file.js';
import type { ReleaseHolding } from '../../../src/rules/released-crds.js';
import { ownerCsv } from '../../support/olm-csv.js';

// The compat/ family in the review of a change (spec/crd-compatibility.md §1, §2, §6): which CRDs
// are matched and removed when the change touches some files only, what the filter shows, and
// configured exceptions. Runs every registered rule, as the CLI does.

const change = (files: ChangedFile[]): ChangeSet => ({ root: '/', hasBase: true, files });
const run = (cs: ChangeSet, config: Config = DEFAULT_CONFIG) =>
  review(cs, { rules: RULES, config, withBaseFindings: true });
const compatOnly = (r: ReturnType<typeof run>) =>
  r.findings
    .filter((f) => f.ruleId.startsWith('compat/') || f.ruleId.startsWith('suppression/'))
    .map((f) => `${f.file}:${f.line}:${f.column} ${f.ruleId} ${f.fieldPath ?? ''}`.trim());

const widgets = widgetCrd(specSchema('size: {type: integer}\nmode: {type: string}'));
const gadgets = widgetCrd('type: object', '', { name: 'gadgets.example.com' }).replace(
  '{kind: Widget, plural: widgets}',
  '{kind: Gadget, plural: gadgets}',
);
const withoutMode = widgetCrd(specSchema('size: {type: integer}'));

describe('compat/crd-removed', () => {
  it('fires when the file that held the CRD is removed, at its base metadata.name line', () => {
    const r = run(
      change([file('crds/widgets.yaml', 'removed', undefined, widgets), unchanged('crds/gadgets.yaml', gadgets)]),
    );
    expect(compatOnly(r)).toEqual(['crds/widgets.yaml:4:9 compat/crd-removed']);
    const [f] = r.findings;
    expect(f?.object).toEqual({
      apiVersion: 'apiextensions.k8s.io/v1',
      kind: 'CustomResourceDefinition',
      name: 'widgets.example.com',
    });
    expect(f?.data?.compat).toEqual({
      version: '',
      property: '',
      check: 'crd',
      base: 'widgets.example.com',
      head: null,
    });
    expect(f?.message).toBe(
      'CustomResourceDefinition widgets.example.com was removed; where the manifests are applied with pruning (Argo CD, Flux, kubectl apply --prune), that deletes every stored Widget object with it, and every client, controller and manifest that uses widgets fails; keep the CRD (stop serving its versions first), or suppress this finding with the reason if the API is retired',
    );
  });

  // nephoran-intent-operator: controller-gen wrote `group: nephoran.com.` for a `+groupName=` with a
  // trailing dot; fcd6c7d140 removed such CRDs, 1661672058 changed others.
  it('says nothing of a CRD whose group or name the apiserver refuses: no cluster holds it under that name', () => {
    const dotted = (crd: string) =>
      crd
        .replace('name: widgets.example.com', 'name: widgets.example.com.')
        .replace('group: example.com', 'group: example.com.');
    expect(compatOnly(run(change([file('crds/widgets.yaml', 'removed', undefined, dotted(widgets))])))).toEqual([]);
    expect(
      compatOnly(run(change([file('crds/widgets.yaml', 'modified', dotted(withoutMode), dotted(widgets))]))),
    ).toEqual([]);
    // A name that is not `<plural>.<group>`, likewise; the valid CRD's change is reported.
    const misnamed = (crd: string) => crd.replace('name: widgets.example.com', 'name: widget.example.com');
    expect(
      compatOnly(run(change([file('crds/widgets.yaml', 'modified', misnamed(withoutMode), misnamed(widgets))]))),
    ).toEqual([]);
    expect(compatOnly(run(change([file('crds/widgets.yaml', 'modified', withoutMode, widgets)])))).toEqual([
      'crds/widgets.yaml:19:13 compat/field-removed spec.versions[0].schema.openAPIV3Schema.properties[spec].properties',
    ]);
  });

  // nephoran-intent-operator 0fd198d70: quantities given x-kubernetes-preserve-unknown-fields beside
  // x-kubernetes-int-or-string, which the apiserver refuses (crd/structural): the update is never applied.
  it('says nothing of a change whose head the apiserver refuses for preserve-unknown-fields beside int-or-string', () => {
    const quantity = (more: string) =>
      widgetCrd(specSchema(`cpu: {x-kubernetes-int-or-string: true${more}, anyOf: [{type: integer}, {type: string}]}`));
    expect(
      compatOnly(
        run(
          change([
            file(
              'crds/widgets.yaml',
              'modified',
              quantity(', x-kubernetes-preserve-unknown-fields: true, type: object'),
              quantity(''),
            ),
          ]),
        ),
      ),
    ).toEqual([]);
  });

  it("fires when a modified file drops one of its documents, on the file's first line (its base line is other text at head), naming the base line", () => {
    const r = run(change([file('crds.yaml', 'modified', gadgets, `${gadgets}---\n${widgets}`)]));
    expect(compatOnly(r)).toEqual(['crds.yaml:1:1 compat/crd-removed']);
    expect(r.findings.find((f) => f.ruleId === 'compat/crd-removed')?.data?.baseLine).toBe(
      gadgets.split('\n').length + 4,
    );
  });

  // cluster-api-provider-oci bf3d86c5 renamed templates/addons/antrea.yaml to antrea.
  it('warns, naming the new path, where the file was renamed to a path the review does not read', () => {
    const r = run(
      change([{ ...file('deploy/widgets.yaml', 'removed', undefined, widgets), renamedTo: 'deploy/widgets' }]),
    );
    expect(r.findings.map((f) => `${f.file}:${f.line}:${f.column} ${f.severity} ${f.message}`)).toEqual([
      'deploy/widgets.yaml:4:9 warning CustomResourceDefinition widgets.example.com moved with its file to deploy/widgets, which this review does not read (not a .yaml, .yml or .json file, or outside the paths and globs reviewed; kubectl apply -f reads only those three of a directory); if what installs the CRD reads deploy/widgets now, nothing is removed; if nothing does, every stored Widget object is deleted with the CRD where the manifests are applied with pruning',
    ]);
  });

  it('fires as for a removal where the new name switches the file off (.bak, .disabled)', () => {
    for (const renamedTo of ['deploy/widgets.yaml.bak', 'deploy/widgets.yaml.disabled', 'deploy/widgets.yaml~']) {
      const r = run(change([{ ...file('deploy/widgets.yaml', 'removed', undefined, widgets), renamedTo }]));
      expect(r.findings.map((f) => `${f.severity} ${f.ruleId} ${f.message.slice(0, 60)}`)).toEqual([
        'error compat/crd-removed CustomResourceDefinition widgets.example.com was removed; wh',
      ]);
    }
  });

  // Kong/gateway-operator 24637bdb8 removed three CRDs from e2e manifests that hold a broken document.
  it('fires where a document of the file does not parse but does not name the CRD', () => {
    const configMap = 'apiVersion: v1\nkind: ConfigMap\nmetadata: {name: c}\n';
    const broken = '---\n  - leases\n  verbs:\n  - get\n- apiGroups:\n  - ""\n';
    const removed = (head: string) =>
      run(change([file('all-in-one.yaml', 'modified', head, `${widgets}---\n${configMap}`)])).findings.filter(
        (f) => f.ruleId === 'compat/crd-removed',
      );
    expect(removed(`${configMap}${broken}`).map((f) => [f.file, f.severity])).toEqual([['all-in-one.yaml', 'error']]);
    // One that names it (a CustomResourceDefinition widgets.example.com) may still hold it.
    const namesIt = `${configMap}---\n  - CustomResourceDefinition\n  name: widgets.example.com\n- apiGroups:\n  - ""\n`;
    expect(removed(namesIt)).toEqual([]);
  });

  it('fires at the base line of metadata.name when the change removes the file', () => {
    const r = run(change([file('crds.yaml', 'removed', undefined, widgets)]));
    expect(compatOnly(r)).toEqual(['crds.yaml:4:9 compat/crd-removed']);
  });

  // kiali-operator 5116641e removed the OLM bundles before 1.47 from its catalogs; the last that
  // held MonitoringDashboard was years older than the newest bundle, which lacks it.
  it('is a notice for a CRD removed with an old release of an archive, when the newest release lacked it', () => {
    const r = run(
      change([
        file('catalog/1.0.0/manifests/widgets.yaml', 'removed', undefined, widgets),
        file('catalog/1.0.0/manifests/gadgets.yaml', 'removed', undefined, gadgets),
        unchanged('catalog/2.0.0/manifests/gadgets.yaml', gadgets),
      ]),
    );
    expect(compatOnly(r)).toEqual(['catalog/1.0.0/manifests/widgets.yaml:4:9 compat/crd-removed']);
    const [f] = r.findings.filter((x) => x.ruleId === 'compat/crd-removed');
    expect([f?.severity, f?.data?.newest]).toEqual(['notice', 'catalog/2.0.0']);
    expect(f?.message).toBe(
      'CustomResourceDefinition widgets.example.com was removed with a release kept beside newer ones; the newest of them, catalog/2.0.0, does not have it, so no one installing what the repository releases now gets it, and removing the old release deletes nothing there',
    );
  });

  // file-integrity-operator 01bbd74 removed its bundles 0.1.0 (with the CRD of the group before a
  // rename) and 0.2.0 (the renamed one alone), keeping the current bundle in manifests/.
  it('is a notice for a CRD removed with old releases and the newest, when the newest lacked it too', () => {
    const r = run(
      change([
        file('catalog/1.0.0/widgets.yaml', 'removed', undefined, widgets),
        file('catalog/2.0.0/gadgets.yaml', 'removed', undefined, gadgets),
        unchanged('catalog/manifests/gadgets.yaml', gadgets),
      ]),
    );
    const found = r.findings.filter((x) => x.ruleId === 'compat/crd-removed');
    expect(found.map((f) => [f.file, f.line, f.severity, f.data?.newest])).toEqual([
      ['catalog/1.0.0/widgets.yaml', 4, 'notice', 'catalog/2.0.0'],
    ]);
    expect(found[0]?.message).toBe(
      'CustomResourceDefinition widgets.example.com was removed with old releases of an archive, and so was the newest of them, catalog/2.0.0, which did not have it either: no one installing what the repository last released there got it, and removing old releases deletes nothing there',
    );
    // The newest had it: the removal takes it from what the repository last released, one error
    // at the newest entry, which stands for the older.
    const had = run(
      change([
        file('catalog/1.0.0/widgets.yaml', 'removed', undefined, widgets),
        file('catalog/2.0.0/widgets.yaml', 'removed', undefined, widgets),
        unchanged('catalog/manifests/gadgets.yaml', gadgets),
      ]),
    );
    expect(had.findings.filter((x) => x.ruleId === 'compat/crd-removed').map((f) => [f.file, f.severity])).toEqual([
      ['catalog/2.0.0/widgets.yaml', 'error'],
    ]);
  });

  // vmware-tanzu/nsx-operator f479bc000d removed the eas CRDs its APIService had shadowed since
  // their API moved to its extension API server.
  it('is a notice for a CRD whose group version an APIService of the repository serves through a Service, before and after', () => {
    const apiService = (service: string) =>
      `apiVersion: apiregistration.k8s.io/v1\nkind: APIService\nmetadata: {name: v1.example.com}\nspec: {group: example.com, version: v1${service}}\n`;
    const served = apiService(', service: {name: widgets-api, namespace: system}');
    const removal = (base: string | undefined, head: string | undefined) =>
      run(
        change([
          file('crds/widgets.yaml', 'removed', undefined, widgets),
          base === head
            ? unchanged('deploy/apiservice.yaml', base ?? '')
            : file(
                'deploy/apiservice.yaml',
                head === undefined ? 'removed' : base === undefined ? 'added' : 'modified',
                head,
                base,
              ),
        ]),
      ).findings.filter((f) => f.ruleId === 'compat/crd-removed');
    const [f] = removal(served, served);
    expect([f?.file, f?.line, f?.severity, f?.data?.apiServices]).toEqual([
      'crds/widgets.yaml',
      4,
      'notice',
      'v1.example.com',
    ]);
    expect(f?.message).toBe(
      'CustomResourceDefinition widgets.example.com was removed, but the APIService v1.example.com of the repository hands its API to an extension API server, before the change and after it: the apiserver sends every request for widgets there and none to the CRD, so no client sees a change; the objects stored through the CRD, unreachable already, go with it where the manifests are applied with pruning',
    );
    // Added by the change, the extension server takes the API over now; local, it serves the CRD itself.
    expect(removal(undefined, served).map((x) => x.severity)).toEqual(['error']);
    expect(removal(served, undefined).map((x) => x.severity)).toEqual(['error']);
    const local = apiService('');
    expect(removal(local, local).map((x) => x.severity)).toEqual(['error']);
  });

  // aws-application-networking-k8s 920501c9: the release script deleted deploy-v1.0.7.yaml as it
  // added deploy-v1.1.4.yaml; deploy-v1.1.0 … v1.1.3 had dropped its four Gateway API CRDs already.
  it('is a notice for a CRD removed with the oldest of files named `<name>-<release>.yaml`, when the newest lacked it', () => {
    const both = `${widgets}---\n${gadgets}`;
    const r = run(
      change([
        file('install/deploy-v1.0.0.yaml', 'removed', undefined, both),
        unchanged('install/deploy-v1.1.0.yaml', gadgets),
        file('install/deploy-v1.2.0.yaml', 'added', gadgets),
      ]),
    );
    const found = r.findings.filter((x) => x.ruleId === 'compat/crd-removed');
    expect(found.map((f) => [f.file, f.line, f.severity, f.data?.newest])).toEqual([
      ['install/deploy-v1.0.0.yaml', 4, 'notice', 'install/deploy-v1.2.0.yaml'],
    ]);
    // Files of another name are not that archive's releases: the same removal beside them is an error.
    const other = run(
      change([
        file('install/deploy-v1.0.0.yaml', 'removed', undefined, both),
        unchanged('install/crds-v1.1.0.yaml', gadgets),
      ]),
    );
    expect(
      other.findings.filter((x) => x.ruleId === 'compat/crd-removed').map((f) => [f.file, f.line, f.severity]),
    ).toEqual([['install/deploy-v1.0.0.yaml', 4, 'error']]);
  });

  it('fires for a CRD removed from the newest release of an archive too', () => {
    const r = run(
      change([
        file('catalog/1.0.0/manifests/widgets.yaml', 'removed', undefined, widgets),
        file('catalog/2.0.0/manifests/widgets.yaml', 'removed', undefined, widgets),
        unchanged('catalog/2.0.0/manifests/gadgets.yaml', gadgets),
      ]),
    );
    expect(r.findings.filter((f) => f.ruleId === 'compat/crd-removed').map((f) => [f.file, f.severity])).toEqual([
      ['catalog/1.0.0/manifests/widgets.yaml', 'error'],
      ['catalog/2.0.0/manifests/widgets.yaml', 'error'],
    ]);
  });

  it('is a warning for a CRD removed with the whole chart that held it (traefik-helm-chart fd6fca32)', () => {
    const chart = 'apiVersion: v2\nname: widgets-crds\nversion: 1.0.0\n';
    const removed = run(
      change([
        file('charts/widgets-crds/Chart.yaml', 'removed', undefined, chart),
        file('charts/widgets-crds/crds-files/widgets.yaml', 'removed', undefined, widgets),
        unchanged('charts/other/Chart.yaml', chart.replace('widgets-crds', 'other')),
      ]),
    ).findings.filter((f) => f.ruleId === 'compat/crd-removed');
    expect(removed.map((f) => [f.severity, f.data?.chart])).toEqual([['warning', 'charts/widgets-crds']]);
    expect(removed[0]?.message).toContain(
      'widgets.example.com was removed with the whole Helm chart charts/widgets-crds (its Chart.yaml is gone)',
    );
    // Mirantis/hmc 819a19e: the chart moved whole (a Chart.yaml of its name elsewhere), without the
    // CRD its templates rendered: the moved chart's next release is an upgrade that deletes it.
    const moved = run(
      change([
        file('charts/widgets-crds/Chart.yaml', 'removed', undefined, chart),
        file('charts/widgets-crds/templates/widgets.yaml', 'removed', undefined, widgets),
        file('charts/provider/widgets-crds/Chart.yaml', 'added', chart),
        file('charts/provider/widgets-crds/templates/gadgets.yaml', 'added', gadgets),
      ]),
    ).findings.filter((f) => f.ruleId === 'compat/crd-removed');
    expect(moved.map((f) => [f.severity, f.data?.chart])).toEqual([['error', undefined]]);
    // A Flux HelmRelease of the repository installed the chart: removed with it, Flux uninstalls the release.
    const release =
      'apiVersion: helm.toolkit.fluxcd.io/v2\nkind: HelmRelease\nmetadata: {name: widgets, namespace: flux-system}\nspec: {chart: {spec: {chart: ./charts/widgets-crds, sourceRef: {kind: GitRepository, name: repo}}}}\n';
    /** The chart removed with its CRD at `crdFile`, and the HelmRelease removed with it or not: crd-removed's findings. */
    const withRelease = (crdFile: string, releaseRemoved: boolean) =>
      run(
        change([
          file('charts/widgets-crds/Chart.yaml', 'removed', undefined, chart),
          file(crdFile, 'removed', undefined, widgets),
          releaseRemoved
            ? file('clusters/prod/widgets.yaml', 'removed', undefined, release)
            : unchanged('clusters/prod/widgets.yaml', release),
        ]),
      ).findings.filter((f) => f.ruleId === 'compat/crd-removed');
    expect(
      withRelease('charts/widgets-crds/crds-files/widgets.yaml', true).map(
        (f) => `${f.severity} ${f.message.slice(0, f.message.indexOf(';'))}`,
      ),
    ).toEqual([
      'error CustomResourceDefinition widgets.example.com was removed with the whole Helm chart charts/widgets-crds and with the GitOps object of the repository that installed it (a Flux HelmRelease or Kustomization, an Argo CD Application)',
    ]);
    // The CRD in the chart's crds/: `helm uninstall` leaves those.
    expect(withRelease('charts/widgets-crds/crds/widgets.yaml', true).map((f) => f.severity)).toEqual(['warning']);
    // A HelmRelease that stays names a chart that is gone: Flux fails on it, and uninstalls nothing.
    expect(withRelease('charts/widgets-crds/crds-files/widgets.yaml', false).map((f) => f.severity)).toEqual([
      'warning',
    ]);
    // goharbor/harbor-operator f1b7b449: a copied subchart replaced by the same chart from a chart repository.
    const parent = (dependencies: string) =>
      `apiVersion: v2\nname: app\nversion: 1.0.0\ndependencies:\n${dependencies}`;
    const subchart = (dependencies: string) =>
      run(
        change([
          file(
            'charts/app/Chart.yaml',
            'modified',
            parent(dependencies),
            parent('- {name: widgets-crds, version: 1.0.0}\n'),
          ),
          file('charts/app/charts/widgets-crds/Chart.yaml', 'removed', undefined, chart),
          file('charts/app/charts/widgets-crds/crds/widgets.yaml', 'removed', undefined, widgets),
        ]),
      ).findings.filter((f) => f.ruleId === 'compat/crd-removed');
    const fetched = subchart('- {name: widgets-crds, version: 1.0.0, repository: https://charts.example.com}\n');
    expect(fetched.map((f) => [f.severity, f.data?.dependency])).toEqual([
      ['notice', 'widgets-crds 1.0.0 (https://charts.example.com)'],
    ]);
    expect(
      subchart('- {name: other, version: 1.0.0, repository: https://charts.example.com}\n').map((f) => f.severity),
    ).toEqual(['warning']);
    // harvester 76765f5c0: the copy sat where a `file://` dependency named it, outside charts/, and
    // the same dependency now comes from a chart repository.
    const elsewhere = (head: string) =>
      run(
        change([
          file(
            'charts/app/Chart.yaml',
            'modified',
            parent(head),
            parent('- {name: widgets-crds, version: 1.0.0, repository: "file://deps/widgets-rc"}\n'),
          ),
          file('charts/app/deps/widgets-rc/Chart.yaml', 'removed', undefined, chart),
          file('charts/app/deps/widgets-rc/crds/widgets.yaml', 'removed', undefined, widgets),
        ]),
      ).findings.filter((f) => f.ruleId === 'compat/crd-removed');
    expect(
      elsewhere('- {name: widgets-crds, version: 1.1.0, repository: https://charts.example.com}\n').map((f) => [
        f.severity,
        f.data?.dependency,
      ]),
    ).toEqual([['notice', 'widgets-crds 1.1.0 (https://charts.example.com)']]);
    expect(
      elsewhere('- {name: other, version: 1.0.0, repository: https://charts.example.com}\n').map((f) => f.severity),
    ).toEqual(['warning']);
    // The chart stays: its CRD is removed from it.
    expect(
      run(
        change([
          unchanged('charts/widgets-crds/Chart.yaml', chart),
          file('charts/widgets-crds/crds-files/widgets.yaml', 'removed', undefined, widgets),
        ]),
      )
        .findings.filter((f) => f.ruleId === 'compat/crd-removed')
        .map((f) => f.severity),
    ).toEqual(['error']);
  });

  it("fires for a CRD moved from a chart's templates/ to its crds/: helm upgrade deletes it", () => {
    const chart = unchanged('charts/w/Chart.yaml', 'apiVersion: v2\nname: w\nversion: 1.0.0\n');
    const kept = widgets.replace(
      '  name: widgets.example.com\n',
      '  name: widgets.example.com\n  annotations: {helm.sh/resource-policy: keep}\n',
    );
    const move = (stored: string) =>
      compatOnly(
        run(
          change([
            chart,
            file('charts/w/templates/crd.yaml', 'removed', undefined, stored),
            file('charts/w/crds/crd.yaml', 'added', widgets),
          ]),
        ),
      );
    expect(move(widgets)).toEqual(['charts/w/crds/crd.yaml:4:9 compat/crd-removed metadata.name']);
    // spiderpool e557ac83e: the base held it in two templates, each behind its own condition; one move.
    expect(
      compatOnly(
        run(
          change([
            chart,
            file('charts/w/templates/crd.yaml', 'removed', undefined, widgets),
            file('charts/w/templates/crd-thick.yaml', 'removed', undefined, widgets),
            file('charts/w/crds/crd.yaml', 'added', widgets),
          ]),
        ),
      ),
    ).toEqual(['charts/w/crds/crd.yaml:4:9 compat/crd-removed metadata.name']);
    // Kept by Helm on upgrade; or a copy left in templates/.
    expect(move(kept)).toEqual([]);
    expect(
      compatOnly(
        run(
          change([
            chart,
            file('charts/w/templates/crd.yaml', 'modified', '# moved\n', widgets),
            file('charts/w/templates/all.yaml', 'added', widgets),
            file('charts/w/crds/crd.yaml', 'added', widgets),
          ]),
        ),
      ),
    ).toEqual([]);
  });

  // koperator 4b4ea64892: the template stood under `crd.enabled`, which values.yaml leaves off.
  it('is a warning for a CRD moved to crds/ from a template only an opt-in value rendered', () => {
    const chart = unchanged('charts/w/Chart.yaml', 'apiVersion: v2\nname: w\nversion: 1.0.0\n');
    const moved = (enabled: string) =>
      run(
        change([
          chart,
          unchanged('charts/w/values.yaml', `crd:\n  enabled: ${enabled}\n`),
          file(
            'charts/w/templates/crd.yaml',
            'removed',
            undefined,
            `{{- if .Values.crd.enabled }}\n${widgets}{{- end }}\n`,
          ),
          file('charts/w/crds/crd.yaml', 'added', widgets),
        ]),
      )
        .findings.filter((f) => f.ruleId === 'compat/crd-removed')
        .map((f) => `${f.severity} ${f.message.slice(f.message.lastIndexOf('('))}`);
    expect(moved('false')).toEqual([
      "warning (only releases installed with crd.enabled set rendered it: the chart's values leave it off)",
    ]);
    expect(moved('true').map((f) => f.slice(0, f.indexOf(' ')))).toEqual(['error']);
  });

  // kube-fledged b6607de899 moved its chart's v1beta1 CRD from templates/ to crds/.
  it("fires for a v1beta1 CRD moved from a chart's templates/ to its crds/, as a warning that says so", () => {
    const legacy = `apiVersion: apiextensions.k8s.io/v1beta1\nkind: CustomResourceDefinition\nmetadata:\n  name: widgets.example.com\nspec:\n  group: example.com\n  names: {kind: Widget, plural: widgets}\n  scope: Namespaced\n  version: v1\n`;
    const found = run(
      change([
        unchanged('charts/w/Chart.yaml', 'apiVersion: v2\nname: w\nversion: 1.0.0\n'),
        file('charts/w/templates/crd.yaml', 'removed', undefined, legacy),
        file('charts/w/crds/crd.yaml', 'added', legacy),
      ]),
    ).findings.filter((f) => f.ruleId === 'compat/crd-removed');
    expect(
      found.map((f) => `${f.file}:${f.line} ${f.severity} ${f.message.slice(f.message.lastIndexOf('('))}`),
    ).toEqual([
      'charts/w/crds/crd.yaml:4 warning (an apiextensions.k8s.io/v1beta1 manifest, which clusters since Kubernetes 1.22 refuse, so only clusters that installed it before hold the CRD)',
    ]);
  });

  // newrelic-k8s-operator 66d8713: the chart held the CRD in crds/ and templates/, and dropped the
  // templates/ copy; a plain `helm install` refused that copy, so only --skip-crds releases lose it.
  it('says a templates/ copy of a CRD the chart also held in crds/ was dropped, as a warning', () => {
    const found = run(
      change([
        unchanged('charts/w/Chart.yaml', 'apiVersion: v2\nname: w\nversion: 1.0.0\n'),
        unchanged('charts/w/crds/crd.yaml', widgets),
        file('charts/w/templates/operator.yaml', 'removed', undefined, widgets),
      ]),
    ).findings.filter((f) => f.ruleId === 'compat/crd-removed');
    expect(found.map((f) => `${f.file}:${f.line} ${f.severity} ${f.message.split(':')[0]}`)).toEqual([
      "charts/w/crds/crd.yaml:4 warning CustomResourceDefinition widgets.example.com was in both the Helm chart's crds/ (charts/w/crds/crd.yaml) and its templates/, and the change keeps only crds/",
    ]);
  });

  // chaosblade-operator db9cecb4 renamed deploy/helm/chaosblade-operator-for-v2 (chart
  // chaosblade-operator) to deploy/helm/chaosblade-operator and moved its CRD to crds/ with it: a
  // release records no directory, and its next upgrade renders no CRD.
  it("fires for a CRD moved to crds/ by a change that renames the chart's directory, not where the name stands twice", () => {
    const chartFile = 'apiVersion: v2\nname: w\nversion: 1.0.0\n';
    const renamed = (...others: ChangedFile[]) =>
      compatOnly(
        run(
          change([
            file('charts/w-legacy/Chart.yaml', 'removed', undefined, chartFile),
            file('charts/w-legacy/templates/crd.yaml', 'removed', undefined, widgets),
            file('charts/w/Chart.yaml', 'added', chartFile),
            file('charts/w/crds/crd.yaml', 'added', widgets),
            ...others,
          ]),
        ),
      );
    expect(renamed()).toEqual(['charts/w/crds/crd.yaml:4:9 compat/crd-removed metadata.name']);
    // Two new charts of the name: which one is the old one's next release is not known.
    expect(renamed(file('deploy/olm/w/Chart.yaml', 'added', chartFile))).toEqual([]);
  });

  it("takes a keep annotation under a condition of its own as the chart's values.yaml sets it", () => {
    const chart = unchanged('charts/w/Chart.yaml', 'apiVersion: v2\nname: w\nversion: 1.0.0\n');
    const values = (keep: boolean) => unchanged('charts/w/values.yaml', `crd:\n  keep: ${keep}\n`);
    const templated = widgets.replace(
      '  name: widgets.example.com\n',
      '  name: widgets.example.com\n  {{- if .Values.crd.keep }}\n  annotations:\n    "helm.sh/resource-policy": keep\n  {{- end }}\n',
    );
    const removed = (keep: boolean, files: ChangedFile[] = []) =>
      run(change([chart, values(keep), file('charts/w/templates/crd.yaml', 'removed', undefined, templated), ...files]))
        .findings.filter((f) => f.ruleId === 'compat/crd-removed')
        .map((f) => `${f.severity} ${f.message.slice(0, 120)}`);
    // Removed: kept by a default install (a warning that says so), or not (an error).
    expect(removed(true)).toEqual([
      'warning CustomResourceDefinition widgets.example.com was removed, but it carries helm.sh/resource-policy: keep (where crd.keep i',
    ]);
    expect(removed(false).map((f) => f.split(' ')[0])).toEqual(['error']);
    // Moved to crds/: Helm keeps it on upgrade where the values say so.
    expect(removed(true, [file('charts/w/crds/crd.yaml', 'added', widgets)])).toEqual([]);
    expect(removed(false, [file('charts/w/crds/crd.yaml', 'added', widgets)]).map((f) => f.split(' ')[0])).toEqual([
      'error',
    ]);
  });

  it("fires for a CRD dropped from a chart's templates/ that a copy outside the chart keeps", () => {
    const chart = unchanged('deploy/charts/foo/Chart.yaml', 'apiVersion: v2\nname: foo\nversion: 1.0.0\n');
    const removed = (copy: string) =>
      compatOnly(
        run(
          change([
            chart,
            file('deploy/charts/foo/templates/crd.yaml', 'removed', undefined, widgets),
            unchanged(copy, widgets),
          ]),
        ),
      );
    // helm upgrade deletes it, whatever installs the copy in deploy/crds/.
    expect(removed('deploy/crds/crd.yaml')).toEqual(['deploy/charts/foo/templates/crd.yaml:4:9 compat/crd-removed']);
    // A copy in the chart (or a subchart) is the same release's.
    expect(removed('deploy/charts/foo/charts/crds/templates/crd.yaml')).toEqual([]);
    // Moved into a subchart and edited there, beside the copy outside (prometheus-community 33bf16af5).
    const edited = widgets.replace('size: {type: integer}', 'size: {type: integer, minimum: 0}');
    expect(
      compatOnly(
        run(
          change([
            chart,
            file('deploy/charts/foo/templates/crd.yaml', 'removed', undefined, widgets),
            file('deploy/charts/foo/charts/crds/templates/crd.yaml', 'added', edited),
            unchanged('deploy/crds/crd.yaml', widgets),
          ]),
        ),
      ).filter((f) => f.endsWith('compat/crd-removed')),
    ).toEqual([]);
    // The chart moved whole (kserve d86dbf165), or a dependency from a chart repository may render it (kyverno dced0a78ae).
    expect(
      compatOnly(
        run(
          change([
            file('deploy/charts/foo/Chart.yaml', 'removed', undefined, 'apiVersion: v2\nname: foo\nversion: 1.0.0\n'),
            file('deploy/charts/foo/templates/crd.yaml', 'removed', undefined, widgets),
            file('charts/foo/Chart.yaml', 'added', 'apiVersion: v2\nname: foo\nversion: 1.0.0\n'),
            file('charts/foo/templates/crd.yaml', 'added', widgets),
          ]),
        ),
      ),
    ).toEqual([]);
    const withDependency = unchanged(
      'deploy/charts/foo/Chart.yaml',
      'apiVersion: v2\nname: foo\nversion: 1.0.0\ndependencies:\n- name: foo-api\n  version: 0.1.0\n  repository: https://charts.example.com\n',
    );
    expect(
      compatOnly(
        run(
          change([
            withDependency,
            file('deploy/charts/foo/templates/crd.yaml', 'removed', undefined, widgets),
            unchanged('deploy/crds/crd.yaml', widgets),
          ]),
        ),
      ),
    ).toEqual([]);
  });

  // jaegertracing/helm-charts 666f4bc moved the chart's CRD from crds/ to crd/, which Helm never
  // reads, and shipped two releases without it; grafana/helm-charts 82d3a53d3 removed one chart's
  // copy of a CRD another chart of the repository keeps.
  it("reports a CRD that leaves a chart's crds/ for a place of the chart Helm does not read, or for another chart", () => {
    const chart = unchanged('charts/foo/Chart.yaml', 'apiVersion: v2\nname: foo\nversion: 1.0.0\n');
    const moved = (to: string, more: readonly ChangedFile[] = []) =>
      run(
        change([
          chart,
          file('charts/foo/crds/crd.yaml', 'removed', undefined, widgets),
          file(to, 'added', widgets),
          ...more,
        ]),
      )
        .findings.filter((f) => f.ruleId === 'compat/crd-removed')
        .map((f) => `${f.file}:${f.line} ${f.severity} ${f.message.split(';')[0]}`);
    const NO_LONGER =
      "charts/foo/crds/crd.yaml:4 warning CustomResourceDefinition widgets.example.com is no longer in the Helm chart's crds/ directory";
    expect(moved('charts/foo/crd/crd.yaml')).toEqual([NO_LONGER]);
    expect(
      moved('charts/bar/crds/crd.yaml', [
        unchanged('charts/bar/Chart.yaml', 'apiVersion: v2\nname: bar\nversion: 1.0.0\n'),
      ]),
    ).toEqual([NO_LONGER]);
    // Into templates/ (a move of its own), a subchart's crds/, or a directory a template of the chart reads files from.
    expect(moved('charts/foo/templates/crd.yaml')).toEqual([
      "charts/foo/templates/crd.yaml:4 warning CustomResourceDefinition widgets.example.com moved from the Helm chart's crds/ directory (charts/foo/crds/crd.yaml) to its templates/",
    ]);
    expect(
      moved('charts/foo/charts/crds/crds/crd.yaml', [
        unchanged('charts/foo/charts/crds/Chart.yaml', 'apiVersion: v2\nname: crds\nversion: 1.0.0\n'),
      ]),
    ).toEqual([]);
    const printing = (glob: string) =>
      unchanged(
        'charts/foo/templates/crds.yaml',
        `{{- range $path, $_ := .Files.Glob "${glob}" }}\n{{ $.Files.Get $path }}\n{{- end }}\n`,
      );
    expect(moved('charts/foo/files/crd.yaml', [printing('files/*.yaml')])).toEqual([]);
    // A template that prints files of another directory (jaeger's still globbed crds/*.yaml, which
    // made the CRD a release's resource too: the upgrade deletes it).
    expect(moved('charts/foo/crd/crd.yaml', [printing('crds/*.yaml')])).toEqual([
      "charts/foo/crds/crd.yaml:4 error CustomResourceDefinition widgets.example.com is no longer in the Helm chart's crds/ directory, which the chart's template charts/foo/templates/crds.yaml renders as well (.Files.Glob or .Files.Get)",
    ]);
  });

  // openebs/zfs-localpv f1998bb2 and lvm-localpv de4570f8 moved their CRDs into templates/ behind
  // `{{- if (include "crdIsAbsent" (list $crdName)) -}}`, a `lookup` of the CRD in its helper.
  it('says nothing of a move from crds/ to templates/ behind a guard that renders the CRD only where the cluster lacks it', () => {
    const chart = unchanged('charts/foo/Chart.yaml', 'apiVersion: v2\nname: foo\nversion: 1.0.0\n');
    const movedBehind = (guard: string) =>
      run(
        change([
          chart,
          file('charts/foo/crds/crd.yaml', 'removed', undefined, widgets),
          file('charts/foo/templates/crd.yaml', 'added', `{{- if ${guard} }}\n${widgets}{{- end }}\n`),
        ]),
      )
        .findings.filter((f) => f.ruleId === 'compat/crd-removed')
        .map((f) => `${f.severity} ${f.message.split(';')[0]}`);
    expect(movedBehind('(include "crdIsAbsent" (list "widgets.example.com"))')).toEqual([]);
    expect(
      movedBehind('not (lookup "apiextensions.k8s.io/v1" "CustomResourceDefinition" "" "widgets.example.com")'),
    ).toEqual([]);
    // A guard on the chart's values renders it on every upgrade: the move stands.
    expect(movedBehind('.Values.crds.install')).toEqual([
      "warning CustomResourceDefinition widgets.example.com moved from the Helm chart's crds/ directory (charts/foo/crds/crd.yaml) to its templates/",
    ]);
  });

  // kube-ovn 2641a593 moved its CRDs back to templates/, where v1.12.0 had them, after an unreleased move to crds/.
  it('says a move from crds/ to templates/ breaks only builds made since where no release installed the CRD from crds/', () => {
    const chart = unchanged('charts/foo/Chart.yaml', 'apiVersion: v2\nname: foo\nversion: 1.0.0\n');
    const moveBack = change([
      chart,
      file('charts/foo/crds/crd.yaml', 'removed', undefined, widgets),
      file('charts/foo/templates/crd.yaml', 'added', widgets),
    ]);
    const released = (path: string) => {
      const held = parseManifestFile(path, widgets).objects[0]!;
      const byRelease = new Map<string, ReleaseHolding>([['v1.0.0', held]]);
      return { releases: { at: (name: string) => (name === 'widgets.example.com' ? { byRelease } : undefined) } };
    };
    const moved = (path: string) =>
      review(moveBack, { rules: RULES, config: DEFAULT_CONFIG, withBaseFindings: true, services: released(path) })
        .findings.filter((f) => f.ruleId === 'compat/crd-removed')
        .map((f) => `${f.severity} ${f.message.slice(f.message.lastIndexOf('('))}`);
    expect(moved('charts/foo/templates/kube-crd.yaml')).toEqual([
      'warning (v1.0.0 has nothing this breaks, so it breaks only builds made since)',
    ]);
    expect(moved('charts/foo/crds/crd.yaml')).toEqual([
      "warning (invalid ownership metadata) wherever the chart renders the CRD, until it is labelled app.kubernetes.io/managed-by=Helm and annotated meta.helm.sh/release-name and meta.helm.sh/release-namespace; tell the chart's users to do that before they upgrade",
    ]);
  });

  // nekomeowww/ollama-operator c63db3ee73: an alpha field of k8s.io/api dropped below a field no release had.
  it('says what the releases say of a field removed below an alpha field of a Kubernetes API type', () => {
    const alpha =
      'claims:\n  description: "Claims lists the names of resources.\\n\\nThis is an alpha field and requires enabling the\\nDynamicResourceAllocation feature gate."\n  type: array\n  items: {type: object, properties: {name: {type: string}, source: {type: string}}}';
    const base = widgetCrd(specSchema(`size: {type: integer}\n${alpha}`));
    const head = widgetCrd(specSchema(`size: {type: integer}\n${alpha.replace(', source: {type: string}', '')}`));
    const held = parseManifestFile('crd.yaml', widgetCrd(specSchema('size: {type: integer}'))).objects[0]!;
    const byRelease = new Map<string, ReleaseHolding>([['v0.1.0', held]]);
    const services = {
      releases: { at: (name: string) => (name === 'widgets.example.com' ? { byRelease } : undefined) },
    };
    const found = review(change([file('crd.yaml', 'modified', head, base)]), {
      rules: RULES,
      config: DEFAULT_CONFIG,
      withBaseFindings: true,
      services,
    }).findings.filter((f) => f.ruleId === 'compat/field-removed');
    expect(found.map((f) => `${f.severity} ${f.message.slice(f.message.indexOf('(spec.claims'))}`)).toEqual([
      'warning (spec.claims is an alpha field of a Kubernetes API type (it needs the DynamicResourceAllocation feature gate), which Kubernetes changes without deprecation; v0.1.0 has nothing this breaks, so it breaks only builds made since)',
    ]);
  });

  // locust-k8s-operator 69717e3e05: the chart's crds/ was a link to kube/crd/, in its releases too.
  it("reads a release's CRD through the links of the base tree: a crds/ link installed it from crds/", () => {
    const chart = unchanged('charts/foo/Chart.yaml', 'apiVersion: v2\nname: foo\nversion: 1.0.0\n');
    const moveOut = {
      ...change([
        chart,
        file('kube/crd/crd.yaml', 'removed', undefined, widgets),
        file('charts/foo/templates/crd.yaml', 'added', widgets),
      ]),
      baseLinks: new Map([['charts/foo/crds', 'kube/crd']]),
    };
    const held = parseManifestFile('kube/crd/crd.yaml', widgets).objects[0]!;
    const byRelease = new Map<string, ReleaseHolding>([['v1.0.0', held]]);
    const services = {
      releases: { at: (name: string) => (name === 'widgets.example.com' ? { byRelease } : undefined) },
    };
    const found = review(moveOut, { rules: RULES, config: DEFAULT_CONFIG, withBaseFindings: true, services })
      .findings.filter((f) => f.ruleId === 'compat/crd-removed')
      .map(
        (f) =>
          `${f.severity} ${f.message.split(';')[0]}${f.message.includes('has nothing this breaks') ? ' (softened)' : ''}`,
      );
    expect(found).toEqual([
      "warning CustomResourceDefinition widgets.example.com moved from the Helm chart's crds/ directory (charts/foo/crds/crd.yaml) to its templates/",
    ]);
  });

  it("takes a subchart's keep value from its parent chart's values, which Helm lays over the subchart's own", () => {
    const parent = unchanged('charts/kong/Chart.yaml', 'apiVersion: v2\nname: kong\nversion: 1.0.0\n');
    const sub = unchanged('charts/kong/charts/ko-crds/Chart.yaml', 'apiVersion: v2\nname: ko-crds\nversion: 1.0.0\n');
    const templated = widgets.replace(
      '  name: widgets.example.com\n',
      '  name: widgets.example.com\n  {{- if .Values.keep }}\n  annotations:\n    "helm.sh/resource-policy": keep\n  {{- end }}\n',
    );
    const removed = (parentValues: string) =>
      run(
        change([
          parent,
          sub,
          unchanged('charts/kong/values.yaml', parentValues),
          file('charts/kong/charts/ko-crds/templates/crd.yaml', 'removed', undefined, templated),
        ]),
      )
        .findings.filter((f) => f.ruleId === 'compat/crd-removed')
        .map((f) => f.severity);
    expect(removed('ko-crds:\n  keep: true\n')).toEqual(['warning']);
    expect(removed('ko-crds:\n  keep: false\n')).toEqual(['error']);
  });

  it("warns of a CRD moved from a chart's crds/ into its templates/: helm upgrade cannot take it over", () => {
    const chart = unchanged('helm/Chart.yaml', 'apiVersion: v2\nname: w\nversion: 1.0.0\n');
    const moved = run(
      change([
        chart,
        file('helm/crds/widgets.yaml', 'removed', undefined, widgets),
        file('helm/templates/crds/widgets.yaml', 'added', widgets),
      ]),
    ).findings.filter((f) => f.ruleId === 'compat/crd-removed');
    expect(moved.map((f) => `${f.file}:${f.line}:${f.column} ${f.severity} ${f.data?.from}`)).toEqual([
      'helm/templates/crds/widgets.yaml:4:9 warning helm/crds/widgets.yaml',
    ]);
    expect(moved[0]?.message).toContain(
      "widgets.example.com moved from the Helm chart's crds/ directory (helm/crds/widgets.yaml) to its templates/",
    );
    // admiralty 462d6ab1dd: a v1beta1 CRD of crds/ moved and made v1 at once; Helm checks the ownership metadata whatever the version.
    const v1beta1 = widgets
      .replace('apiextensions.k8s.io/v1', 'apiextensions.k8s.io/v1beta1')
      .replace(/ {4}schema:\n {6}openAPIV3Schema:\n[\s\S]*$/, '');
    const converted = run(
      change([
        chart,
        file('helm/crds/widgets.yaml', 'removed', undefined, v1beta1),
        file('helm/templates/crds/widgets.yaml', 'added', widgets),
      ]),
    ).findings.filter((f) => f.ruleId === 'compat/crd-removed');
    expect(converted.map((f) => `${f.file}:${f.line}:${f.column} ${f.severity} ${f.data?.from}`)).toEqual([
      'helm/templates/crds/widgets.yaml:4:9 warning helm/crds/widgets.yaml',
    ]);
    // grafana/agent 032f8e162: into a subchart's templates/, which render in the same release.
    const toSubchart = run(
      change([
        chart,
        file('helm/crds/widgets.yaml', 'removed', undefined, widgets),
        file('helm/charts/crds/Chart.yaml', 'added', 'apiVersion: v2\nname: crds\nversion: 1.0.0\n'),
        file('helm/charts/crds/templates/widgets.yaml', 'added', widgets),
      ]),
    ).findings.filter((f) => f.ruleId === 'compat/crd-removed');
    expect(toSubchart.map((f) => `${f.file}:${f.line} ${f.severity}`)).toEqual([
      'helm/charts/crds/templates/widgets.yaml:4 warning',
    ]);
    // A copy left in crds/, one in templates/ before the change, or a crds/ directory of no chart: no such move.
    const noMove = (files: ChangedFile[]) => compatOnly(run(change(files)));
    expect(
      noMove([
        chart,
        file('helm/crds/widgets.yaml', 'modified', widgets, widgets.replace('name: v1', 'name: v1 ')),
        file('helm/templates/crds/widgets.yaml', 'added', widgets),
      ]),
    ).toEqual([]);
    expect(
      noMove([
        chart,
        file('helm/crds/widgets.yaml', 'removed', undefined, widgets),
        file('helm/templates/all.yaml', 'modified', widgets, widgets),
      ]),
    ).toEqual([]);
    expect(
      noMove([
        file('deploy/crds/widgets.yaml', 'removed', undefined, widgets),
        file('deploy/templates/widgets.yaml', 'added', widgets),
      ]),
    ).toEqual([]);
  });

  it('does not fire for a CRD moved to another file', () => {
    expect(
      compatOnly(
        run(
          change([file('old/widgets.yaml', 'removed', undefined, widgets), file('new/widgets.yaml', 'added', widgets)]),
        ),
      ),
    ).toEqual([]);
  });

  it('does not fire when another file, unchanged, still holds the CRD (standard and experimental channels)', () => {
    expect(
      compatOnly(
        run(
          change([
            file('experimental/widgets.yaml', 'removed', undefined, widgets),
            unchanged('standard/widgets.yaml', widgets),
          ]),
        ),
      ),
    ).toEqual([]);
  });

  it('does not fire when the file is still there but cannot be read whole (it became a Helm template)', () => {
    const templated = widgets
      // A body repeated: read as a template, not as the CRD a chart renders (parse/helm-wrapped-crd.ts).
      .replace('spec:\n  group', 'spec:\n{{- range .Values.groups }}\n  group')
      .replace(/\n$/, '\n{{- end }}\n');
    const r = run(change([file('deploy/crds/widgets.yaml', 'modified', templated, widgets)]));
    expect(r.findings.map((f) => f.ruleId)).toContain('parse/template');
    expect(compatOnly(r)).toEqual([]);
  });

  it('does not fire for CRDs of files the change leaves alone', () => {
    expect(
      compatOnly(run(change([unchanged('crds/widgets.yaml', widgets), file('crds/gadgets.yaml', 'added', gadgets)]))),
    ).toEqual([]);
  });
});

describe('compat/ in a partial review', () => {
  it('compares a CRD moved to another file by identity', () => {
    const r = run(
      change([
        file('config/widgets.yaml', 'removed', undefined, widgets),
        file('deploy/widgets.yaml', 'added', withoutMode),
        unchanged('gadgets.yaml', gadgets),
      ]),
    );
    expect(compatOnly(r)).toEqual([
      'deploy/widgets.yaml:19:13 compat/field-removed spec.versions[0].schema.openAPIV3Schema.properties[spec].properties',
    ]);
  });

  it('finds nothing for a CRD compared with itself', () => {
    expect(compatOnly(run(change([file('w.yaml', 'modified', `${widgets}\n# a comment\n`, widgets)])))).toEqual([]);
  });
});

describe('the filter (§1)', () => {
  it('shows a compat/ finding under added and diff_context although its line did not change', () => {
    // Only line 21 (size) is marked as changed: the finding is on line 19, `properties:`.
    const head = withoutMode;
    const cs = change([file('w.yaml', 'modified', head, widgets, { addedLines: [{ start: 21, end: 21 }] })]);
    const r = run(cs);
    const compat = r.findings.filter((f) => f.ruleId === 'compat/field-removed');
    expect(compat.map((f) => f.line)).toEqual([19]);
    for (const mode of ['added', 'diff_context', 'new', 'file'] as const) {
      expect(
        placeFindings(compat, cs, mode, r.baseFingerprints).map((p) => p.shown),
        mode,
      ).toEqual([true]);
    }
    // Other families keep the line rule: the same finding under another rule id is hidden.
    const other = compat.map((f) => ({ ...f, ruleId: 'crd/schema' }));
    expect(placeFindings(other, cs, 'added', r.baseFingerprints).map((p) => p.shown)).toEqual([false]);
  });
});

describe('configured exceptions (§6)', () => {
  const config = (exceptions: { rule: string; crd: string; version?: string; property?: string }[]): Config => ({
    ...DEFAULT_CONFIG,
    file: '.github/kube-api-review.yaml',
    compat: {
      ...DEFAULT_COMPAT_CONFIG,
      exceptions: exceptions.map((e, i) => ({ ...e, reason: 'accepted', line: 10 + i, column: 7 })),
    },
  });
  const removal = change([file('w.yaml', 'modified', withoutMode, widgets)]);

  it('suppresses the findings it matches', () => {
    expect(
      compatOnly(
        run(
          removal,
          config([
            { rule: 'compat/field-removed', crd: 'widgets.example.com', version: 'v1', property: '^.spec.mode' },
          ]),
        ),
      ),
    ).toEqual([]);
  });

  it('reports an exception that matches nothing of a compared CRD as suppression/unused', () => {
    const r = run(
      removal,
      config([{ rule: 'compat/field-removed', crd: 'widgets.example.com', property: '^.spec.size' }]),
    );
    expect(compatOnly(r)).toEqual([
      '.github/kube-api-review.yaml:10:7 suppression/unused',
      'w.yaml:19:13 compat/field-removed spec.versions[0].schema.openAPIV3Schema.properties[spec].properties',
    ]);
    expect(r.findings.find((f) => f.ruleId === 'suppression/unused')?.message).toBe(
      'this compat exception for compat/field-removed on widgets.example.com matches no finding; remove it',
    );
  });

  it('says nothing of an exception for a CRD the change leaves alone', () => {
    const other = change([unchanged('w.yaml', widgets), file('g.yaml', 'added', gadgets)]);
    expect(compatOnly(run(other, config([{ rule: 'compat/field-removed', crd: 'widgets.example.com' }])))).toEqual([]);
  });
});

describe("changes that break nobody (after crdify's validchanges case)", () => {
  it('new optional fields, with an enum, with a required field inside a new object, a rule on it, a new set', () => {
    const before = widgetCrd(
      specSchema(
        'size: {type: integer, format: int32, minimum: 1, maximum: 3}\nmode: {type: string, enum: [Managed, Unmanaged], default: Managed}',
        'required: [size]',
      ),
    );
    const after = widgetCrd(
      specSchema(
        [
          'size: {type: integer, format: int32, minimum: 1, maximum: 3}',
          'mode: {type: string, enum: [Managed, Unmanaged], default: Managed}',
          'animal: {type: string}',
          'region: {type: string, enum: [East, West]}',
          'config:',
          '  type: object',
          '  required: [name, namespace]',
          '  x-kubernetes-validations:',
          "  - rule: self.name != ''",
          '  properties:',
          '    name: {type: string, minLength: 1}',
          '    namespace: {type: string}',
          'tags: {type: array, items: {type: string}, x-kubernetes-list-type: set, maxItems: 8}',
        ].join('\n'),
        'required: [size]',
      ),
    );
    expect(
      compatOnly(
        run(change([file('w.yaml', 'modified', after, before)]), {
          ...DEFAULT_CONFIG,
          rules: new Map([['compat/description-changed', 'notice' as const]]),
        }),
      ),
    ).toEqual([]);
  });
});

// wso2/apk 73c9cbc8c regenerated a stale kubebuilder copy of its CRD to match the chart's copy,
// which e04ea4f75 had already changed.
describe('a copy brought in line with another copy the base had', () => {
  const withExtra = widgetCrd(specSchema('size: {type: integer}\nextra: {type: string}'));
  const removedIn = (chartCopy: string) =>
    run(
      change([
        unchanged('charts/widgets/crds/widgets.yaml', chartCopy),
        file('config/crd/bases/widgets.yaml', 'modified', withoutMode, widgets),
      ]),
    ).findings.filter((f) => f.ruleId === 'compat/field-removed');

  it('is a warning that names the copy, where the head now agrees with it in full', () => {
    const found = removedIn(withoutMode);
    expect(found.map((f) => [f.file, f.fieldPath, f.severity])).toEqual([
      [
        'config/crd/bases/widgets.yaml',
        'spec.versions[0].schema.openAPIV3Schema.properties[spec].properties',
        'warning',
      ],
    ]);
    expect(found[0]?.message).toMatch(
      /\(another copy of the CRD in the base, charts\/widgets\/crds\/widgets\.yaml, already had this shape, and the change makes this one agree with it, so only clusters installed from this file break\)$/,
    );
  });

  // isindir/sops-secrets-operator eeb83a9f67: docs/api_upgrade_example kept an old release's CRD,
  // which lacked the field the change removed from the CRD its kustomization installs.
  it('stays an error where that copy is in documentation or examples, which no cluster installs', () => {
    for (const copy of ['docs/upgrade/crd.0.1.0.yaml', 'examples/widgets.yaml'])
      expect(
        run(
          change([
            unchanged(copy, withoutMode),
            file('config/crd/bases/widgets.yaml', 'modified', withoutMode, widgets),
          ]),
        )
          .findings.filter((f) => f.ruleId === 'compat/field-removed')
          .map((f) => [f.file, f.severity]),
      ).toEqual([['config/crd/bases/widgets.yaml', 'error']]);
  });

  // druid-operator 84405e07c2: a "v1" copy written in v1beta1's form, without the version's schema.
  it('stays an error where that copy is one the apiserver refuses', () => {
    const refusedCopy = widgets
      .replace(/ {4}schema:\n(?: {6}.*\n)+/, '')
      .replace('  versions:\n', '  validation: {openAPIV3Schema: {type: object}}\n  versions:\n');
    expect(refusedCopy).not.toContain('openAPIV3Schema:\n');
    expect(
      run(
        change([
          unchanged('deploy/crds/widgets_noschema.yaml', refusedCopy),
          file('config/crd/bases/widgets.yaml', 'modified', withoutMode, widgets),
        ]),
      )
        .findings.filter((f) => f.ruleId === 'compat/field-removed')
        .map((f) => [f.file, f.severity]),
    ).toEqual([['config/crd/bases/widgets.yaml', 'error']]);
  });

  // kepler-operator 0bfc486103 regenerated its OLM bundle, which every user's cluster installs,
  // with what config/crd/bases, the generator's input, took in 169e909db7.
  it('stays an error in an OLM bundle where that copy is outside bundles', () => {
    const csv = ownerCsv();
    expect(
      run(
        change([
          unchanged('config/crd/bases/widgets.yaml', withoutMode),
          unchanged('bundle/manifests/csv.yaml', csv),
          file('bundle/manifests/widgets.yaml', 'modified', withoutMode, widgets),
        ]),
      )
        .findings.filter((f) => f.ruleId === 'compat/field-removed')
        .map((f) => [f.file, f.severity]),
    ).toEqual([['bundle/manifests/widgets.yaml', 'error']]);
  });

  // multicloud-operators-subscription c51a7cc8 brought a stale copy in line with four others and
  // reworded the descriptions of all five, as a regeneration does.
  it('is a warning too where the head words the descriptions otherwise than that copy', () => {
    const described = (words: string) => widgetCrd(specSchema(`size: {type: integer, description: ${words}}`));
    const found = run(
      change([
        unchanged('charts/widgets/crds/widgets.yaml', described('The number of widgets.')),
        file('config/crd/bases/widgets.yaml', 'modified', described('How many widgets to run.'), widgets),
      ]),
    ).findings.filter((f) => f.ruleId === 'compat/field-removed');
    expect(found.map((f) => [f.file, f.severity])).toEqual([['config/crd/bases/widgets.yaml', 'warning']]);
  });

  // numaresources-operator 02ae0a03: a rule added at the root of a bundle's copy, which the base's
  // other copy had, with descriptions reworded by a k8s.io/api bump: every property lies below the root.
  it('is a warning for a rule at the root, where only descriptions differ from that copy', () => {
    const ruled = (words: string, rule: boolean) =>
      widgetCrd(
        `type: object\n${rule ? 'x-kubernetes-validations: [{rule: "self.metadata.name == \'only\'"}]\n' : ''}properties:\n  spec:\n    type: object\n    properties:\n      size: {type: integer, description: ${words}}`,
      );
    const found = run(
      change([
        unchanged('config/crd/bases/widgets.yaml', ruled('The number of widgets.', true)),
        file(
          'bundle/manifests/widgets.yaml',
          'modified',
          ruled('How many widgets to run.', true),
          ruled('The number of widgets.', false),
        ),
      ]),
    ).findings.filter((f) => f.ruleId === 'compat/cel-rule-added-or-changed');
    expect(found.map((f) => [f.file, f.severity])).toEqual([['bundle/manifests/widgets.yaml', 'warning']]);
  });

  // OpenFunction 249b85c9: the copy a kustomization patches before any cluster gets it.
  it('stays an error where a kustomization patches that copy (JSON6902) before it is installed', () => {
    const kustomization =
      'resources:\n- bases/widgets.yaml\npatchesJson6902:\n- target: {group: apiextensions.k8s.io, version: v1, kind: CustomResourceDefinition, name: widgets.example.com}\n  path: patches/mode.yaml\n';
    const patch =
      '- op: add\n  path: /spec/versions/0/schema/openAPIV3Schema/properties/spec/properties/mode\n  value: {type: string}\n';
    // The bundle's field-removed findings where the config/ copy is patched so.
    const removedBeside = (patchText: string) =>
      run(
        change([
          unchanged('config/crd/kustomization.yaml', kustomization),
          unchanged('config/crd/patches/mode.yaml', patchText),
          unchanged('config/crd/bases/widgets.yaml', withoutMode),
          file('bundle/manifests/widgets.yaml', 'modified', withoutMode, widgets),
        ]),
      )
        .findings.filter((f) => f.ruleId === 'compat/field-removed')
        .map((f) => [f.file, f.severity]);
    expect(removedBeside(patch)).toEqual([['bundle/manifests/widgets.yaml', 'error']]);
    // A patch of something else (splunk-operator's config/crd patches): its rendering agrees.
    const annotated =
      '- op: add\n  path: /metadata/annotations\n  value: {cert-manager.io/inject-ca-from: system/serving-cert}\n';
    expect(removedBeside(annotated)).toEqual([['bundle/manifests/widgets.yaml', 'warning']]);
  });

  // openshift/cluster-nfd-operator 08ea3c60: the stale copy deleted, the field removed from the
  // bundle, beside the generated copy that keeps it.
  it('stays an error where the change deletes that copy and a copy it leaves disagrees', () => {
    const found = run(
      change([
        file('config/crd/bases/v1_widgets.yaml', 'removed', undefined, withoutMode),
        unchanged('config/crd/generated/widgets.yaml', widgets),
        file('bundle/manifests/widgets.yaml', 'modified', withoutMode, widgets),
      ]),
    ).findings.filter((f) => f.ruleId === 'compat/field-removed');
    expect(found.map((f) => [f.file, f.severity])).toEqual([['bundle/manifests/widgets.yaml', 'error']]);
  });

  // openshift/ocm-agent-operator 0119a69e5d deleted the copy of its real API and gave its schema to
  // the copy beside it, the one left.
  it('is a warning where the change deletes that copy and leaves no other', () => {
    const found = run(
      change([
        file('config/crd/bases/v1_widgets.yaml', 'removed', undefined, withoutMode),
        file('bundle/manifests/widgets.yaml', 'modified', withoutMode, widgets),
      ]),
    ).findings.filter((f) => f.ruleId === 'compat/field-removed');
    expect(found.map((f) => [f.file, f.severity])).toEqual([['bundle/manifests/widgets.yaml', 'warning']]);
    expect(found[0]?.message).toContain(
      'another copy of the CRD in the base, config/crd/bases/v1_widgets.yaml, already had this shape',
    );
  });

  it("stays an error where that copy differs otherwise too, or is a test's", () => {
    expect(removedIn(withExtra).map((f) => f.severity)).toEqual(['error']);
    const inTests = run(
      change([
        unchanged('test/e2e/crds/widgets.yaml', withoutMode),
        file('config/crd/bases/widgets.yaml', 'modified', withoutMode, widgets),
      ]),
    ).findings.filter((f) => f.ruleId === 'compat/field-removed');
    expect(inTests.map((f) => f.severity)).toEqual(['error']);
  });

  // security-profiles-operator 312b66b4: a pattern added to a field the stale OLM bundle never had.
  it('stays an error where that copy lacks what the change bounds, so agrees only one way', () => {
    const before = widgetCrd(specSchema('size: {type: integer}\nname: {type: string}'));
    const after = widgetCrd(specSchema('size: {type: integer}\nname: {type: string, pattern: "^[a-z]+$"}'));
    const tightened = (bundle: string, head = after) =>
      run(
        change([
          unchanged('bundle/manifests/widgets.yaml', bundle),
          file('config/crd/bases/widgets.yaml', 'modified', head, before),
        ]),
      )
        .findings.filter((f) => f.ruleId === 'compat/validation-tightened')
        .map((f) => f.severity);
    expect(tightened(widgetCrd(specSchema('size: {type: integer}')))).toEqual(['error']);
    expect(tightened(after)).toEqual(['warning']);
    // A head that differs elsewhere, as the change adds a field the copy lacks, still agrees at the
    // field (k8sgpt-operator 320d6073 added a status field to both copies).
    const withHash = widgetCrd(
      specSchema('size: {type: integer}\nname: {type: string, pattern: "^[a-z]+$"}\nhash: {type: string}'),
    );
    expect(tightened(after, withHash)).toEqual(['warning']);
  });

  // wg-policy-prototypes keeps one directory per version, each a CRD of its own versions.
  it('stays an error where the other copy does not serve the version', () => {
    expect(removedIn(withoutMode.replace('- name: v1', '- name: v2')).map((f) => f.severity)).toEqual(['error']);
    expect(removedIn(withoutMode.replace('served: true', 'served: false')).map((f) => f.severity)).toEqual(['error']);
  });
});

describe('fingerprints (§3)', () => {
  const base = widgetCrd(specSchema('size: {type: integer}'));
  const fingerprints = (head: string) =>
    run(change([file('w.yaml', 'modified', head, base)]))
      .findings.filter((f) => f.ruleId.startsWith('compat/'))
      .map((f) => f.fingerprint);
  const bounded = widgetCrd(specSchema('size: {type: integer, minimum: 1, maximum: 9}'));

  it('keep their identity when lines move', () => {
    const moved = `# a comment that moves every line\n${bounded}`;
    expect(fingerprints(moved)).toEqual(fingerprints(bounded));
    expect(fingerprints(bounded)).toHaveLength(2);
  });

  it('tell two checks of one property apart', () => {
    expect(new Set(fingerprints(bounded)).size).toBe(2);
  });
});

describe('a CRD file that kustomizations render', () => {
  // elastic/cloud-on-k8s a6844748e: its kustomization removes every property of podTemplate from
  // the CRD files it renders, and a field was removed under podTemplate in a file.
  const crd = (podProperties: string) =>
    widgetCrd(specSchema(`size: {type: integer}\npodTemplate:\n  type: object\n  properties: {${podProperties}}`));
  const patch = (path: string) =>
    `- op: remove\n  path: /spec/versions/0/schema/openAPIV3Schema/properties/spec/properties/${path}\n`;
  const kustomization =
    'resources:\n- ../resources/widgets.yaml\npatches:\n- target: {kind: CustomResourceDefinition, name: widgets.example.com}\n  path: patch.yaml\n';
  const review = (patchPath: string) =>
    compatFindings(
      run(
        change([
          file(
            'crds/resources/widgets.yaml',
            'modified',
            crd('nodeName: {type: string}'),
            crd('nodeName: {type: string}, workloadRef: {type: string}'),
          ),
          unchanged('crds/patches/kustomization.yaml', kustomization),
          unchanged('crds/patches/patch.yaml', patch(patchPath)),
        ]),
      ),
    );
  const compatFindings = (r: ReturnType<typeof run>) =>
    r.findings
      .filter((f) => f.ruleId.startsWith('compat/'))
      .map((f) => `${f.severity} ${f.ruleId} ${f.message.slice(f.message.lastIndexOf(' (') + 1)}`);

  it('makes a break every rendering patches away a warning that says so', () => {
    expect(review('podTemplate/properties')).toEqual([
      'warning compat/field-removed (the kustomizations that patch this file patch away what this changes, so only the file applied as written, or built by a kustomization that does not patch it, meets it)',
    ]);
  });

  it('leaves a break a rendering keeps an error', () => {
    expect(review('size')).toEqual([
      'error compat/field-removed (mark it deprecated in its description) or serve the change as a new version',
    ]);
  });
});
