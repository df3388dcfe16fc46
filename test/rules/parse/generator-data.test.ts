import { describe, expect, it } from 'vitest';
import { RULES } from '../../../src/rules/index.js';
import { reviewFiles } from '../../support/review-files.js';
import { widgetCrd } from '../cr/cr-fixtures.js';

// The files a kustomization's generators put into ConfigMaps are data (kustomize-generator-data.ts):
// security-profiles-operator's AppArmor profile, which its operator installs itself, and
// cluster-api-provider-aws's add-on manifests for a ClusterResourceSet.

const crd = widgetCrd(`
  type: object
  properties:
    spec:
      type: object
      properties:
        paths: {type: array, x-kubernetes-list-type: set, items: {type: string}}
`);
const profile = 'apiVersion: example.com/v1\nkind: Widget\nmetadata:\n  name: w\nspec:\n  paths: [/a, /a]\n';
const repeatedKey = 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: a\ndata: {}\ndata: {a: b}\n';
const kustomization = 'configMapGenerator:\n- name: data\n  files: [profile.yaml, addons.yaml=addons/addons.yaml]\n';

describe("the files of a kustomization's ConfigMap generator", () => {
  it('are not reviewed as objects, and a repeated key there is a warning about the readers', () => {
    const findings = reviewFiles(RULES, {
      'crd.yaml': crd,
      'deploy/kustomization.yaml': kustomization,
      'deploy/profile.yaml': profile,
      'deploy/addons/addons.yaml': repeatedKey,
    });
    expect(findings.map((f) => `${f.file}:${f.line} ${f.ruleId} ${f.severity} ${f.message}`)).toEqual([
      'deploy/addons/addons.yaml:6 parse/duplicate-key warning duplicate key `data` in a file a kustomize generator puts into a ConfigMap or Secret: readers built on sigs.k8s.io/yaml keep the last value without a word and go-yaml v3 refuses the file, so what reads the data decides',
    ]);
  });

  it('are objects like any other when no generator lists them', () => {
    const findings = reviewFiles(RULES, {
      'crd.yaml': crd,
      'deploy/kustomization.yaml': 'resources: [profile.yaml, addons/addons.yaml]\n',
      'deploy/profile.yaml': profile,
      'deploy/addons/addons.yaml': repeatedKey,
    });
    expect(findings.map((f) => `${f.file}:${f.line} ${f.ruleId} ${f.severity}`)).toEqual([
      'deploy/addons/addons.yaml:6 parse/duplicate-key error',
      'deploy/profile.yaml:6 cr/list-type error',
    ]);
  });
});

// vllm-project/aibrix's overlays repeat their `apiVersion` line at the end; `kubectl kustomize`
// builds them (kustomize reads its own file with sigs.k8s.io/yaml, last value kept), and refuses a
// repeated key only in the resources it loads.
describe('a repeated key in a kustomization', () => {
  it('is a warning that says kustomize keeps the last value, where in a resource it loads it stays an error', () => {
    const findings = reviewFiles(RULES, {
      'overlay/kustomization.yaml':
        'apiVersion: kustomize.config.k8s.io/v1beta1\nkind: Kustomization\nresources: [settings.yaml]\napiVersion: kustomize.config.k8s.io/v1beta1\n',
      'overlay/settings.yaml': repeatedKey,
    });
    expect(findings.map((f) => `${f.file}:${f.line} ${f.ruleId} ${f.severity} ${f.message}`)).toEqual([
      'overlay/kustomization.yaml:4 parse/duplicate-key warning duplicate key `apiVersion` in a kustomization: kustomize reads its kustomization files through sigs.k8s.io/yaml and keeps the last value without a word (it refuses a repeated key only in the resources it loads), so the build uses the last one; remove the other',
      expect.stringMatching(/^overlay\/settings\.yaml:6 parse\/duplicate-key error duplicate key `data`: /),
    ]);
  });
});
