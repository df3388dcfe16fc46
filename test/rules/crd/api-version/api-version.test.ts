import { describe, expect, it } from 'vitest';
import type { ApiserverError } from '../../../../src/engine/field-error.js';
import type { Finding } from '../../../../src/engine/finding.js';
import { apiVersion } from '../../../../src/rules/crd/api-version/api-version.js';
import { DEFAULT_CONFIG } from '../../../../src/engine/config.js';
import { review } from '../../../../src/engine/run.js';
import { placeFindings } from '../../../../src/engine/filter.js';
import type { ChangeSet } from '../../../../src/sources/change-set.js';
import { changedFile, unchangedFile } from '../../../support/changed-file.js';
import { reviewFiles } from '../../../support/review-files.js';
import { ruleTester, yaml } from '../../../support/rule-tester.js';

// CRD-API-001: only apiextensions.k8s.io/v1 is served; anything else is a 404 with no field path.

const crd = (version: string) => yaml`
  apiVersion: apiextensions.k8s.io/${version}
  kind: CustomResourceDefinition
  metadata:
    name: things.example.com
  spec:
    group: example.com
    names: {kind: Thing, plural: things}
`;
const notFound = (version: string): ApiserverError => ({
  path: '',
  type: 'NotFound',
  detail: `no matches for kind "CustomResourceDefinition" in version "apiextensions.k8s.io/${version}"`,
});
const at = { line: 1, column: 13, fieldPath: 'apiVersion', severity: 'error', apiserver: notFound('v1beta1') } as const;

ruleTester(apiVersion, {
  valid: [
    { name: 'CRD-API-001: apiextensions.k8s.io/v1 is served', head: crd('v1') },
    {
      name: 'other kinds in apiextensions.k8s.io/v1beta1 are not CRDs',
      head: yaml`
        apiVersion: apiextensions.k8s.io/v1beta1
        kind: Something
        metadata:
          name: x
      `,
    },
    {
      name: 'a CustomResourceDefinition kind of another group',
      head: yaml`
        apiVersion: example.com/v1beta1
        kind: CustomResourceDefinition
        metadata:
          name: x
      `,
    },
  ],
  invalid: [
    {
      name: 'CRD-API-001: v1beta1, not served since 1.22',
      head: crd('v1beta1'),
      findings: [
        {
          ...at,
          endColumn: 41,
          messageId: 'v1beta1',
          message:
            'apiextensions.k8s.io/v1beta1 CustomResourceDefinitions are not served since Kubernetes 1.22, so the apiserver answers 404 NotFound: convert things.example.com to apiextensions.k8s.io/v1 (versions[].schema, served and storage per version)',
          apiserver: notFound('v1beta1'),
        },
      ],
    },
    {
      name: 'CRD-API-001: a version that never existed',
      head: crd('v2'),
      findings: [
        { ...at, messageId: 'unknown', data: { apiVersion: 'apiextensions.k8s.io/v2' }, apiserver: notFound('v2') },
      ],
    },
    {
      name: 'a v1beta1 CRD without a name is named by what it is',
      head: crd('v1beta1').replace('  name: things.example.com\n', '  creationTimestamp: null\n'),
      findings: [
        {
          ...at,
          messageId: 'v1beta1',
          message:
            'apiextensions.k8s.io/v1beta1 CustomResourceDefinitions are not served since Kubernetes 1.22, so the apiserver answers 404 NotFound: convert this CRD to apiextensions.k8s.io/v1 (versions[].schema, served and storage per version)',
        },
      ],
    },
    {
      name: 'on update as on create',
      head: crd('v1beta1'),
      base: crd('v1beta1'),
      findings: [{ ...at, messageId: 'v1beta1' }],
    },
    {
      name: 'a v1beta1 copy beside a v1 definition of the same CRD: kept for clusters before 1.22, a warning naming it',
      file: 'crds.yaml',
      head: `${crd('v1')}---\n${crd('v1beta1')}`,
      findings: [
        {
          ...at,
          line: 9,
          severity: 'warning',
          apiserver: null,
          messageId: 'v1beta1Copy',
          message:
            'apiextensions.k8s.io/v1beta1 copy of things.example.com, which crds.yaml defines as apiextensions.k8s.io/v1: clusters since Kubernetes 1.22 answer 404 NotFound for this copy, so only older clusters can install it; remove it when none is left',
        },
      ],
    },
    {
      name: 'a v1 definition of another CRD does not make a v1beta1 one a copy',
      head: `${crd('v1')
        .replace(/things/g, 'gadgets')
        .replace('Thing', 'Gadget')}---\n${crd('v1beta1')}`,
      findings: [{ ...at, line: 9, messageId: 'v1beta1', apiserver: notFound('v1beta1') }],
    },
    {
      name: 'inside a List',
      head: yaml`
        apiVersion: v1
        kind: List
        items:
          - apiVersion: apiextensions.k8s.io/v1beta1
            kind: CustomResourceDefinition
            metadata:
              name: things.example.com
            spec:
              group: example.com
      `,
      findings: [{ ...at, line: 4, column: 17 }],
    },
    {
      name: 'in JSON',
      file: 'crd.json',
      head: '{\n  "apiVersion": "apiextensions.k8s.io/v1beta1",\n  "kind": "CustomResourceDefinition",\n  "metadata": {"name": "things.example.com"},\n  "spec": {"group": "example.com"}\n}\n',
      findings: [{ ...at, line: 2, column: 17 }],
    },
  ],
});

describe('crd/api-version across files', () => {
  const shown = (fs: readonly Finding[]) =>
    fs.map((f) => `${f.file}:${f.line} ${f.severity} ${f.message.split(':')[0]}`);

  // hashicorp/terraform-k8s 3581105fd5 moved its CRD from apiextensions.k8s.io/v1 back to v1beta1.
  it('says so where the change turns the CRD back from v1', () => {
    const messages = (base: string) =>
      reviewFiles([apiVersion], { 'crds/things.yaml': crd('v1beta1') }, { base: { 'crds/things.yaml': base } }).map(
        (f) => `${f.severity} ${f.message.slice(f.message.indexOf('(versions'))}`,
      );
    expect(messages(crd('v1'))).toEqual([
      'error (versions[].schema, served and storage per version) (this change turns it back from apiextensions.k8s.io/v1, which it was before)',
    ]);
    expect(messages(crd('v1beta1').replace('things.example.com', 'other.example.com'))).toEqual([
      'error (versions[].schema, served and storage per version)',
    ]);
  });

  it('finds the v1 definition in another file, in YAML or JSON, and reports only the v1beta1 copy', () => {
    const v1Json = JSON.stringify({
      apiVersion: 'apiextensions.k8s.io/v1',
      kind: 'CustomResourceDefinition',
      metadata: { name: 'things.example.com' },
      spec: { group: 'example.com', names: { kind: 'Thing', plural: 'things' } },
    });
    const legacy = { 'legacy/v1beta1/things.yaml': crd('v1beta1') };
    expect(shown(reviewFiles([apiVersion], { 'bases/things.yaml': crd('v1'), ...legacy }))).toEqual([
      'legacy/v1beta1/things.yaml:1 warning apiextensions.k8s.io/v1beta1 copy of things.example.com, which bases/things.yaml defines as apiextensions.k8s.io/v1',
    ]);
    expect(shown(reviewFiles([apiVersion], { 'bases/things.json': v1Json, ...legacy }))).toEqual([
      'legacy/v1beta1/things.yaml:1 warning apiextensions.k8s.io/v1beta1 copy of things.example.com, which bases/things.json defines as apiextensions.k8s.io/v1',
    ]);
    // A Helm chart's crds/ are applied whole on install, each unrendered: a v1beta1 one aborts the
    // install, whatever other copy there is (kube-fledged 9978456ae1).
    const chart = { 'charts/things/Chart.yaml': 'apiVersion: v2\nname: things\nversion: 1.0.0\n' };
    expect(
      shown(
        reviewFiles([apiVersion], {
          ...chart,
          'deploy/things.yaml': crd('v1'),
          'charts/things/crds/things.yaml': crd('v1beta1'),
        }),
      ),
    ).toEqual([
      'charts/things/crds/things.yaml:1 error apiextensions.k8s.io/v1beta1 CustomResourceDefinitions are not served since Kubernetes 1.22, so the apiserver answers 404 NotFound',
    ]);
    // JSON may escape the slash: the file is still found by its text.
    const escaped = {
      'legacy.json': JSON.stringify(JSON.parse(v1Json.replace('/v1', '/v1beta1'))).replace('/', '\\/'),
    };
    expect(escaped['legacy.json']).toContain('apiextensions.k8s.io\\/v1beta1');
    expect(shown(reviewFiles([apiVersion], escaped))).toEqual([
      'legacy.json:1 error apiextensions.k8s.io/v1beta1 CustomResourceDefinitions are not served since Kubernetes 1.22, so the apiserver answers 404 NotFound',
    ]);
    expect(shown(reviewFiles([apiVersion], legacy))).toEqual([
      'legacy/v1beta1/things.yaml:1 error apiextensions.k8s.io/v1beta1 CustomResourceDefinitions are not served since Kubernetes 1.22, so the apiserver answers 404 NotFound',
    ]);
  });

  // rook 0a0b9c98b removed the v1 CRD and left its copy in deploy/examples/pre-k8s-1.16/.
  it.each([
    ['examples/pre-k8s-1.16/crds.yaml', '1.16'],
    ['helm/crds/customresourcedefinitions.gen_lt1.16.yaml', '1.16'],
    ['deploy/before-1.22/things.yaml', '1.22'],
  ])('warns of a v1beta1 CRD alone in %s, for clusters before Kubernetes %s', (file, before) => {
    expect(shown(reviewFiles([apiVersion], { [file]: crd('v1beta1') }))).toEqual([
      `${file}:1 warning apiextensions.k8s.io/v1beta1 things.example.com in a file its path says is for clusters before Kubernetes ${before}, where it installs; clusters since Kubernetes 1.22 answer 404 NotFound for it, and the repository defines things.example.com in no apiextensions.k8s.io/v1 file`,
    ]);
  });

  it.each([
    'deploy/k8s-1.16/things.yaml',
    'deploy/pre-1.24/things.yaml',
    'deploy/v1.16/things.yaml',
    'deploy/before-1.3/things.yaml',
  ])(
    'a v1beta1 CRD alone in %s, which names no Kubernetes that served v1beta1 CRDs (1.8 to 1.22) to be for, stays an error',
    (file) => {
      expect(reviewFiles([apiVersion], { [file]: crd('v1beta1') }).map((f) => f.severity)).toEqual(['error']);
    },
  );

  it("warns of the newest release a test keeps, an upgrade test's starting point (couchbase-operator's test/upgrade/targets/2.1.0)", () => {
    const archive = {
      'test/upgrade/targets/2.0.0/crd.yaml': crd('v1beta1'),
      'test/upgrade/targets/2.1.0/crd.yaml': crd('v1beta1'),
    };
    expect(shown(reviewFiles([apiVersion], archive))).toEqual([
      'test/upgrade/targets/2.0.0/crd.yaml:1 warning apiextensions.k8s.io/v1beta1 things.example.com of a release kept beside newer ones (the newest',
      "test/upgrade/targets/2.1.0/crd.yaml:1 warning apiextensions.k8s.io/v1beta1 things.example.com of a release a test keeps (test/upgrade/targets/2.1.0, an upgrade test's starting point)",
    ]);
    // Outside a test tree the newest release is what users install: an error.
    const installed = { 'releases/2.1.0/crd.yaml': crd('v1beta1') };
    expect(reviewFiles([apiVersion], installed).map((f) => f.severity)).toEqual(['error']);
  });

  // kubernetes-sigs/application 6de496c7: e2e/resources/app-crd-v0.8.0.yaml, installed by an e2e
  // test of upgrades from v0.8.0, names its release in the file's name.
  it("warns of a test's CRD whose file is named for a release (`app-crd-v0.8.0.yaml`), alone or not", () => {
    expect(shown(reviewFiles([apiVersion], { 'e2e/resources/app-crd-v0.8.0.yaml': crd('v1beta1') }))).toEqual([
      "e2e/resources/app-crd-v0.8.0.yaml:1 warning apiextensions.k8s.io/v1beta1 things.example.com of a release a test keeps (e2e/resources/app-crd-v0.8.0.yaml, an upgrade test's starting point)",
    ]);
    // A name with a version that is no release (an API version), or outside a test tree: an error.
    for (const file of ['e2e/resources/app-crd-v1.yaml', 'deploy/app-crd-v0.8.0.yaml'])
      expect(reviewFiles([apiVersion], { [file]: crd('v1beta1') }).map((f) => f.severity)).toEqual(['error']);
  });

  // aws-application-networking-k8s keeps files/controller-installation/deploy-v1.0.7.yaml … deploy-v2.1.3.yaml.
  it('warns of a v1beta1 CRD in a file named `<name>-<release>.yaml` beside a newer release of the name', () => {
    const found = reviewFiles([apiVersion], {
      'install/deploy-v1.0.0.yaml': crd('v1beta1'),
      'install/deploy-v1.1.0.yaml': crd('v1beta1'),
      'install/crds-v2.0.0.yaml': crd('v1beta1'),
    });
    // Another name's release (crds-v2.0.0.yaml) is not of the archive: the newest deploy file stays an error.
    expect(found.map((f) => `${f.file} ${f.severity}`)).toEqual([
      'install/crds-v2.0.0.yaml error',
      'install/deploy-v1.0.0.yaml warning',
      'install/deploy-v1.1.0.yaml error',
    ]);
    expect(found[1]?.message).toContain('of a release kept beside newer ones (the newest: install/deploy-v1.1.0.yaml)');
  });

  // carvel-dev/kapp-controller's alpha-releases/v0.20.0-rc.1.yml, the newest of its archive, where
  // config/config/crds.yml defines the CRDs as v1: a release, not a copy.
  it('names the newest release of an archive as one, where the repository defines the CRD as v1', () => {
    const found = reviewFiles([apiVersion], {
      'alpha-releases/v0.19.0.yml': crd('v1beta1'),
      'alpha-releases/v0.20.0-rc.1.yml': crd('v1beta1'),
      'config/crds.yml': crd('v1'),
    });
    expect(shown(found).map((l) => l.split(' ').slice(0, 2).join(' '))).toEqual([
      'alpha-releases/v0.19.0.yml:1 warning',
      'alpha-releases/v0.20.0-rc.1.yml:1 warning',
    ]);
    expect(found[1]?.message).toBe(
      'apiextensions.k8s.io/v1beta1 things.example.com of the newest release the archive keeps, which config/crds.yml now defines as apiextensions.k8s.io/v1: clusters since Kubernetes 1.22 answer 404 NotFound for it, so it installs only where it did when it was released; publish a release with the v1 definition, and remove this one when no cluster needs it',
    );
  });

  // cockroachdb/cockroach-operator c8490eff added release 1.7.0 (v1) beside 1.1.26 (v1beta1).
  it('shows nothing new under --base where a newer release joins the archive: the newest release before is the same warning', () => {
    const before = {
      'alpha-releases/v0.18.0.yml': crd('v1beta1'),
      'alpha-releases/v0.19.0.yml': crd('v1beta1'),
      'config/crds.yml': crd('v1'),
    };
    const after = { ...before, 'alpha-releases/v0.20.0.yml': crd('v1') };
    const fingerprints = (files: Record<string, string>) =>
      reviewFiles([apiVersion], files)
        .filter((f) => f.file === 'alpha-releases/v0.19.0.yml')
        .map((f) => `${f.severity} ${f.message.includes('newest release the archive keeps')} ${f.fingerprint}`);
    const [was] = fingerprints(before);
    const [now] = fingerprints(after);
    expect(was?.split(' ').slice(0, 2)).toEqual(['warning', 'true']);
    expect(now?.split(' ').slice(0, 2)).toEqual(['warning', 'false']);
    expect(now?.split(' ')[2]).toBe(was?.split(' ')[2]);
  });

  it("warns of a v1beta1 CRD in an archive of releases, beside newer ones (kserve's install/0.1.0 … install/v0.20.0); the newest release's stays an error", () => {
    const archive = {
      'install/0.1.0/kfserving.yaml': crd('v1beta1'),
      'install/v0.5.0-rc1/kfserving.yaml': crd('v1beta1'),
      'install/v0.5.0/kfserving.yaml': crd('v1beta1'),
      'install/v0.20.0/kserve.yaml': 'apiVersion: v1\nkind: Namespace\nmetadata: {name: kserve}\n',
      'install/README.md': '',
    };
    const found = reviewFiles([apiVersion], archive);
    expect(shown(found)).toEqual([
      'install/0.1.0/kfserving.yaml:1 warning apiextensions.k8s.io/v1beta1 things.example.com of a release kept beside newer ones (the newest',
      'install/v0.5.0-rc1/kfserving.yaml:1 warning apiextensions.k8s.io/v1beta1 things.example.com of a release kept beside newer ones (the newest',
      'install/v0.5.0/kfserving.yaml:1 warning apiextensions.k8s.io/v1beta1 things.example.com of a release kept beside newer ones (the newest',
    ]);
    expect(found[0]?.message).toBe(
      'apiextensions.k8s.io/v1beta1 things.example.com of a release kept beside newer ones (the newest: install/v0.20.0): clusters since Kubernetes 1.22 answer 404 NotFound for it, so it installs only where it did when it was released; remove the release from the archive when no cluster needs it',
    );
    // The newest release is what users install now; a release alone, or a directory that is no release, is no archive.
    expect(
      shown(
        reviewFiles([apiVersion], {
          'install/v0.5.0/kfserving.yaml': crd('v1beta1'),
          'install/v0.4.1/x.yaml': crd('v1beta1').replace('things.example.com', 'olds.example.com'),
        }),
      ).map((l) => l.split(' ').slice(0, 2).join(' ')),
    ).toEqual(['install/v0.4.1/x.yaml:1 warning', 'install/v0.5.0/kfserving.yaml:1 error']);
    expect(shown(reviewFiles([apiVersion], { 'install/v0.5.0/kfserving.yaml': crd('v1beta1') }))[0]).toContain(
      ' error ',
    );
    expect(
      shown(reviewFiles([apiVersion], { 'legacy/kfserving.yaml': crd('v1beta1'), 'v2.0.0/x.yaml': '' }))[0],
    ).toContain(' error ');
  });

  it("warns of the newest release's CRD the repository dropped, where another of its CRDs the repository defines as v1 (percona's deploy/csv/redhat/1.8.0)", () => {
    const dropped = crd('v1beta1').replace('things.example.com', 'backups.example.com').replace('Thing', 'Backup');
    const release = {
      'deploy/csv/1.8.0/manifests/things.crd.yaml': crd('v1beta1'),
      'deploy/csv/1.8.0/manifests/backups.crd.yaml': dropped,
      'config/crd/things.yaml': crd('v1'),
    };
    expect(shown(reviewFiles([apiVersion], release))).toEqual([
      'deploy/csv/1.8.0/manifests/backups.crd.yaml:1 warning apiextensions.k8s.io/v1beta1 backups.example.com of a release whose other CRDs the repository now defines as apiextensions.k8s.io/v1 (things.example.com in config/crd/things.yaml), and which defines backups.example.com nowhere else',
      'deploy/csv/1.8.0/manifests/things.crd.yaml:1 warning apiextensions.k8s.io/v1beta1 copy of things.example.com, which config/crd/things.yaml defines as apiextensions.k8s.io/v1',
    ]);
    // Without a v1 definition of another of its CRDs, the release is what users install: an error.
    const { 'config/crd/things.yaml': _v1, ...alone } = release;
    expect(shown(reviewFiles([apiVersion], alone)).map((l) => l.split(' ').slice(0, 2).join(' '))).toEqual([
      'deploy/csv/1.8.0/manifests/backups.crd.yaml:1 error',
      'deploy/csv/1.8.0/manifests/things.crd.yaml:1 error',
    ]);
  });

  // carvel-dev/secretgen-controller's alpha-releases/0.4.0-alpha.1.yml: a release kept as one file.
  it('warns of the CRD a release kept as one file named by its version holds, which the repository dropped', () => {
    const dropped = crd('v1beta1').replace('things.example.com', 'backups.example.com').replace('Thing', 'Backup');
    const found = reviewFiles([apiVersion], {
      'alpha-releases/0.4.0-alpha.1.yml': `${crd('v1beta1')}---\n${dropped}`,
      'config/crd/things.yaml': crd('v1'),
    });
    expect(found.map((f) => `${f.line} ${f.severity} ${f.message.split(' of ')[0]}`)).toEqual([
      '1 warning apiextensions.k8s.io/v1beta1 copy',
      '9 warning apiextensions.k8s.io/v1beta1 backups.example.com',
    ]);
  });

  it('says to remove the release, not the CRD, of an archived bundle whose CRD another file defines as v1 (hyperconverged-cluster-operator)', () => {
    const found = reviewFiles([apiVersion], {
      'deploy/olm-catalog/1.0.0/things.crd.yaml': crd('v1beta1'),
      'deploy/olm-catalog/1.4.0/things.crd.yaml': crd('v1'),
      'deploy/crds/things.crd.yaml': crd('v1'),
    });
    expect(found.map((f) => `${f.file} ${f.message.split(': ')[0]}`)).toEqual([
      'deploy/olm-catalog/1.0.0/things.crd.yaml apiextensions.k8s.io/v1beta1 things.example.com of a release kept beside newer ones (the newest',
    ]);
  });

  it("warns of a v1beta1 CRD in an OLM catalog's older bundles (kiali-operator's manifests/kiali-community/<version>/manifests/)", () => {
    const found = reviewFiles([apiVersion], {
      'catalog/1.1.0/manifests/things.crd.yaml': crd('v1beta1'),
      'catalog/1.1.0/metadata/annotations.yaml': 'annotations: {}\n',
      'catalog/1.47.0/manifests/things.crd.yaml': crd('v1beta1'),
      'catalog/1.47.0/other/things.crd.yaml': crd('v1beta1'),
    });
    expect(shown(found).map((l) => l.split(' ').slice(0, 2).join(' '))).toEqual([
      'catalog/1.1.0/manifests/things.crd.yaml:1 warning',
      'catalog/1.47.0/manifests/things.crd.yaml:1 error',
      'catalog/1.47.0/other/things.crd.yaml:1 error',
    ]);
    expect(found[0]?.message).toContain('(the newest: catalog/1.47.0)');
  });

  it("warns of a v1beta1 CRD in a chart archived whole, below its release's directory (azurefile-csi-driver's charts/v1.9.0/<chart>/templates/)", () => {
    const found = reviewFiles([apiVersion], {
      'charts/v1.9.0/driver/templates/crd-things.yaml': crd('v1beta1'),
      'charts/v1.10.0/driver/templates/crd-things.yaml': crd('v1beta1'),
    });
    expect(shown(found).map((l) => l.split(' ').slice(0, 2).join(' '))).toEqual([
      'charts/v1.10.0/driver/templates/crd-things.yaml:1 error',
      'charts/v1.9.0/driver/templates/crd-things.yaml:1 warning',
    ]);
    expect(found[1]?.message).toContain('(the newest: charts/v1.10.0)');
    // Five levels below its release's directory is no entry of the archive.
    const deep = reviewFiles([apiVersion], {
      'deep/v1.0.0/a/b/c/d/crd-things.yaml': crd('v1beta1'),
      'deep/v2.0.0/crd-things.yaml': crd('v1beta1'),
    });
    expect(shown(deep).map((l) => l.split(' ').slice(0, 2).join(' '))).toEqual([
      'deep/v1.0.0/a/b/c/d/crd-things.yaml:1 error',
      'deep/v2.0.0/crd-things.yaml:1 error',
    ]);
  });

  it("warns of a v1beta1 CRD in an archive of release files, beside newer ones (kapp-controller's alpha-releases/v0.17.0-alpha.1.yml …)", () => {
    const archive = {
      'alpha-releases/v0.17.0-alpha.1.yml': crd('v1beta1'),
      'alpha-releases/v0.19.0-alpha.10.yml': crd('v1beta1'),
      'alpha-releases/v0.19.0-alpha.9.yml': crd('v1beta1'),
      'alpha-releases/v0.20.0-rc.1.yml': crd('v1beta1'),
    };
    const found = reviewFiles([apiVersion], archive);
    expect(shown(found).map((l) => l.split(' ').slice(0, 2).join(' '))).toEqual([
      'alpha-releases/v0.17.0-alpha.1.yml:1 warning',
      'alpha-releases/v0.19.0-alpha.10.yml:1 warning',
      'alpha-releases/v0.19.0-alpha.9.yml:1 warning',
      'alpha-releases/v0.20.0-rc.1.yml:1 error',
    ]);
    expect(found[1]?.message).toContain('(the newest: alpha-releases/v0.20.0-rc.1.yml)');
    // The prerelease is older than its release; a file named as no release, or a release directory
    // beside a release file, makes no archive of files.
    expect(
      shown(
        reviewFiles([apiVersion], {
          'releases/v1.0.0-rc.1.yaml': crd('v1beta1'),
          'releases/v1.0.0.yaml': '',
          'other/crds.yaml': crd('v1beta1').replace('things.example.com', 'olds.example.com'),
          'other/v9.0.0/x.yaml': '',
          'mixed/v1.0.0.yaml': crd('v1beta1').replace('things.example.com', 'mixes.example.com'),
          'mixed/v2.0.0/x.yaml': '',
        }),
      ).map((l) => l.split(' ').slice(0, 2).join(' ')),
    ).toEqual(['mixed/v1.0.0.yaml:1 error', 'other/crds.yaml:1 error', 'releases/v1.0.0-rc.1.yaml:1 warning']);
  });

  it('knows the copy as a lesser form of the error: adding the v1 definition beside it shows nothing new under --base', () => {
    // kubernetes-sigs/application 9475a832: config/crd/bases' v1beta1 CRD kept beside its new v1 copy.
    const changeSet: ChangeSet = {
      root: '/',
      hasBase: true,
      files: [
        changedFile('bases/things.yaml', 'added', crd('v1')),
        unchangedFile('legacy/things.yaml', crd('v1beta1')),
      ],
    };
    const result = review(changeSet, {
      rules: [apiVersion],
      config: DEFAULT_CONFIG,
      withBaseFindings: true,
    });
    expect(result.findings.map((f) => [f.file, f.severity, result.baseFingerprints?.has(f.fingerprint)])).toEqual([
      ['legacy/things.yaml', 'warning', true],
    ]);
  });

  it('gives the copy its own identity: removing the v1 definition shows the copy as a new error under --base', () => {
    const legacy = { 'legacy/things.yaml': crd('v1beta1') };
    const found = reviewFiles([apiVersion], legacy, { base: { 'bases/things.yaml': crd('v1'), ...legacy } });
    const before = reviewFiles([apiVersion], { 'bases/things.yaml': crd('v1'), ...legacy });
    expect(found.map((f) => f.severity)).toEqual(['error']);
    expect(before.map((f) => f.severity)).toEqual(['warning']);
    expect(found[0]?.fingerprint).not.toBe(before[0]?.fingerprint);
  });

  // isaaguilar/terraform-operator 26e87547 moved spec fields of its v1beta1 CRD: nothing was shown.
  it('notes an edit of a v1beta1 CRD, which compat/ does not compare, under --base', () => {
    const edited = (head: string, base: string) => {
      const changeSet: ChangeSet = {
        root: '/',
        hasBase: true,
        files: [changedFile('deploy/crds/things.yaml', 'modified', head, base)],
      };
      const result = review(changeSet, { rules: [apiVersion], config: DEFAULT_CONFIG, withBaseFindings: true });
      return placeFindings(result.findings, changeSet, 'new', result.baseFingerprints)
        .filter((p) => p.shown)
        .map((p) => `${p.finding.severity} ${p.finding.message.slice(0, p.finding.message.indexOf(':'))}`);
    };
    const withScope = crd('v1beta1').replace('spec:\n', 'spec:\n  scope: Cluster\n');
    expect(edited(withScope, crd('v1beta1'))).toEqual([
      'notice this change edits the spec of things.example.com, an apiextensions.k8s.io/v1beta1 CRD',
    ]);
    // Only a label changed: nothing of the schema to compare.
    const labelled = crd('v1beta1').replace(
      '  name: things.example.com\n',
      '  name: things.example.com\n  labels: {a: b}\n',
    );
    expect(edited(labelled, crd('v1beta1'))).toEqual([]);
  });

  it('shows a second copy made v1beta1 under --base, where another copy was so already (one fingerprint for both)', () => {
    // carina 9811f846: the chart's copy went back to v1beta1 beside config/'s, which was so already.
    const changeSet: ChangeSet = {
      root: '/',
      hasBase: true,
      files: [
        unchangedFile('deploy/things.yaml', crd('v1')),
        unchangedFile('config/things.yaml', crd('v1beta1')),
        changedFile('chart/templates/things.yaml', 'modified', crd('v1beta1'), crd('v1')),
      ],
    };
    const result = review(changeSet, { rules: [apiVersion], config: DEFAULT_CONFIG, withBaseFindings: true });
    expect(
      placeFindings(result.findings, changeSet, 'new', result.baseFingerprints).map(
        (p) => `${p.finding.file} ${p.finding.severity} ${p.shown ? 'new' : 'old'}`,
      ),
    ).toEqual(['chart/templates/things.yaml warning new', 'config/things.yaml warning old']);
  });
});
