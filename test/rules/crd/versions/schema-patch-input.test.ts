import { describe, expect, it } from 'vitest';
import { DEFAULT_CONFIG } from '../../../../src/engine/config.js';
import { review } from '../../../../src/engine/run.js';
import { versions } from '../../../../src/rules/crd/versions/versions.js';
import type { ChangeSet } from '../../../../src/sources/change-set.js';
import { reviewFiles } from '../../../support/review-files.js';

// kubernetes-sigs/mcs-api keeps controller-gen schemapatch inputs (CRDs without schemas) in
// config/crd-base and applies the copies schemapatch writes into config/crd.
const widgets = (versionsYaml: string) => `apiVersion: apiextensions.k8s.io/v1
kind: CustomResourceDefinition
metadata:
  name: widgets.example.com
spec:
  group: example.com
  scope: Namespaced
  names: {plural: widgets, singular: widget, kind: Widget}
  versions:
${versionsYaml}`;
const BARE = (name: string, storage: boolean) => `  - name: ${name}\n    served: true\n    storage: ${storage}\n`;
const WITH_SCHEMA = (name: string, storage: boolean) =>
  `${BARE(name, storage)}    schema:\n      openAPIV3Schema: {type: object}\n`;

const shown = (findings: readonly { ruleId: string; file: string; line: number; severity: string }[]) =>
  findings.map((f) => `${f.severity} ${f.file}:${f.line}`);

describe('crd/versions on a CRD without schemas whose copy in another file has them', () => {
  it('is a notice that names the copy, without data.apiserver', () => {
    const findings = reviewFiles([versions], {
      'config/crd-base/widgets.yaml': widgets(BARE('v1', true)),
      'config/crd/widgets.yaml': widgets(WITH_SCHEMA('v1', true)),
    });
    expect(shown(findings)).toEqual(['notice config/crd-base/widgets.yaml:10']);
    expect(findings[0]?.data?.apiserver).toBeUndefined();
    expect(findings[0]?.message).toBe(
      'widgets.example.com has no schema for v1, which kube-apiserver requires of a CRD it creates, but config/crd/widgets.yaml holds a copy of it with schemas: this file reads as the input of a generator that writes that copy (controller-gen schemapatch), not a CRD applied as it is; if it is applied, the apiserver rejects it (spec.versions[0].schema.openAPIV3Schema: Required value: schemas are required)',
    );
  });

  it('stays an error alone, or where the copy lacks a schema for one of its versions', () => {
    expect(shown(reviewFiles([versions], { 'config/crd-base/widgets.yaml': widgets(BARE('v1', true)) }))).toEqual([
      'error config/crd-base/widgets.yaml:10',
    ]);
    const findings = reviewFiles([versions], {
      'config/crd-base/widgets.yaml': widgets(BARE('v1', true) + BARE('v2', false)),
      'config/crd/widgets.yaml': widgets(WITH_SCHEMA('v1', true) + BARE('v2', false)),
    });
    // The copy is as refused as the input: both are errors.
    expect(shown(findings)).toEqual([
      'error config/crd-base/widgets.yaml:10',
      'error config/crd-base/widgets.yaml:13',
      'error config/crd/widgets.yaml:15',
    ]);
  });

  // topolvm 243662ea: two v1 copies, each with v1beta1's top-level spec.validation, which v1 does not know.
  it('stays an error where the copy has only a top-level spec.validation, which a v1 CRD does not have', () => {
    const validation = '  validation:\n    openAPIV3Schema: {type: object}\n';
    const v1WithValidation = widgets(BARE('v1', true)).replace('  versions:\n', `${validation}  versions:\n`);
    expect(
      shown(reviewFiles([versions], { 'a/widgets.yaml': v1WithValidation, 'b/widgets.yaml': v1WithValidation })),
    ).toEqual(['error a/widgets.yaml:12', 'error b/widgets.yaml:12']);
    const v1beta1 = v1WithValidation.replace('apiextensions.k8s.io/v1', 'apiextensions.k8s.io/v1beta1');
    expect(
      shown(reviewFiles([versions], { 'a/widgets.yaml': widgets(BARE('v1', true)), 'b/widgets.yaml': v1beta1 })),
    ).toEqual(['notice a/widgets.yaml:10']);
  });

  /** What crd/versions shows of a CRD at `path` beside a copy with schemas in another directory. */
  const besideACopyWithSchemas = (path: string, text: string) =>
    shown(reviewFiles([versions], { [path]: text, 'install/widgets.yaml': widgets(WITH_SCHEMA('v1', true)) }));

  // openfaas/faas-netes 269dbb9a: moved to v1 with the v1beta1 layout, beside a generated copy with schemas.
  it('stays an error where the CRD itself writes its schema as v1beta1 did (it meant to carry one)', () => {
    const validation = '  validation:\n    openAPIV3Schema: {type: object}\n';
    const v1WithValidation = widgets(BARE('v1', true)).replace('  versions:\n', `${validation}  versions:\n`);
    expect(besideACopyWithSchemas('yaml/widgets.yml', v1WithValidation)).toEqual(['error yaml/widgets.yml:12']);
  });

  // openshift/machine-config-operator 7dc492a649: v1beta1 examples given a v1 apiVersion by hand,
  // their top-level `subresources` kept, beside the installed copies with schemas.
  it("stays an error where the CRD keeps another of v1beta1's top-level fields, which no generator writes in v1", () => {
    for (const field of ['  subresources: {status: {}}\n', '  version: v1\n', '  additionalPrinterColumns: []\n']) {
      const handConverted = widgets(BARE('v1', true)).replace('  versions:\n', `${field}  versions:\n`);
      expect(besideACopyWithSchemas('examples/widgets.yaml', handConverted)).toEqual([
        'error examples/widgets.yaml:11',
      ]);
    }
  });

  it('finds the copy in a file the change does not touch', () => {
    const text = (s: string) => Buffer.from(s);
    const copy = text(widgets(WITH_SCHEMA('v1', true)));
    const changeSet: ChangeSet = {
      root: '/',
      hasBase: true,
      files: [
        {
          path: 'config/crd-base/widgets.yaml',
          status: 'modified',
          base: text(widgets(BARE('v1', true))),
          head: text(widgets(BARE('v1', true)).replace('scope: Namespaced', 'scope: Namespaced\n  # a label')),
          addedLines: [{ start: 7, end: 7 }],
          hunkLines: [{ start: 5, end: 9 }],
        },
        { path: 'config/crd/widgets.yaml', status: 'unchanged', base: copy, head: copy, addedLines: [], hunkLines: [] },
      ],
    };
    const result = review(changeSet, { rules: [versions], config: DEFAULT_CONFIG, withBaseFindings: true });
    expect(result.internalErrors).toEqual([]);
    expect(shown(result.findings)).toEqual(['notice config/crd-base/widgets.yaml:11']);
    // mcs-api 8dbb3930b2 bumped a label of such a file: judged as an update, the notice is the one
    // the base had (its fingerprint), and it quotes what applying the file alone meets, a create.
    const [notice] = result.findings;
    expect(result.baseFingerprints?.has(notice?.fingerprint ?? '')).toBe(true);
    expect(notice?.message).toMatch(
      /\(spec\.versions\[0\]\.schema\.openAPIV3Schema: Required value: schemas are required\)$/,
    );
  });
});
