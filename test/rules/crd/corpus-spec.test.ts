import { expect, it } from 'vitest';
import { conversion } from '../../../src/rules/crd/conversion/conversion.js';
import { metadata } from '../../../src/rules/crd/metadata/metadata.js';
import { names } from '../../../src/rules/crd/names/names.js';
import { printerColumns } from '../../../src/rules/crd/printer-columns/printer-columns.js';
import { selectableFields } from '../../../src/rules/crd/selectable-fields/selectable-fields.js';
import { subresources } from '../../../src/rules/crd/subresources/subresources.js';
import { unknownField } from '../../../src/rules/crd/unknown-field/unknown-field.js';
import { versions } from '../../../src/rules/crd/versions/versions.js';
import { CORPUS, corpusFindings, corpusReview, reviewCorpusAgain } from '../../support/corpus-review.js';
import { describeWithShared } from '../../support/shared-tree.js';

// The rules outside openAPIV3Schema over the real CRDs that real API servers accept
// (../shared/corpus: 439 in crds/, and the bundle of manifests/): not one error. The corpus
// README lists what a strict checker gets wrong there, and each is accepted here: status blocks (conditions, acceptedNames,
// storedVersions) and `creationTimestamp: null` decode fine; served:false versions and a
// storage version that is not the newest are allowed (CRD-VERS-004); several versions without
// a conversion stanza are strategy None; a webhook Service need not exist at create time.

const RULES = [unknownField, metadata, names, versions, conversion, subresources, printerColumns, selectableFields];

describeWithShared(CORPUS, 'crd/ rules outside openAPIV3Schema over the corpus', () => {
  it('find nothing in CRDs that real clusters accept', async () => {
    expect((await corpusReview()).result.internalErrors).toEqual([]);
    // No warnings or notices either: these rules report only apiserver rejections.
    expect((await corpusFindings(RULES)).map((f) => `${f.ruleId} ${f.file}:${f.line} ${f.message}`)).toEqual([]);
  });

  it('find nothing in an update that changes nothing (every CRD its own stored object)', async () => {
    // The ratchets read the stored object (§12): its status block, when it has one, is the
    // stored status.storedVersions, and a CRD in the base is taken as Established.
    const { changeSet } = await corpusReview();
    const update = {
      ...changeSet,
      hasBase: true,
      files: changeSet.files.map((f) => ({ ...f, status: 'modified' as const, base: f.head })),
    };
    const result = await reviewCorpusAgain(RULES, { changeSet: update });
    expect(result.internalErrors).toEqual([]);
    expect(result.findings.map((f) => `${f.ruleId} ${f.file}:${f.line} ${f.message}`)).toEqual([]);
  });
});
