import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_CONFIG } from '../../../src/engine/config.js';
import { review } from '../../../src/engine/run.js';
import { conversion } from '../../../src/rules/crd/conversion.js';
import { metadata } from '../../../src/rules/crd/metadata.js';
import { names } from '../../../src/rules/crd/names.js';
import { printerColumns } from '../../../src/rules/crd/printer-columns.js';
import { selectableFields } from '../../../src/rules/crd/selectable-fields.js';
import { subresources } from '../../../src/rules/crd/subresources.js';
import { unknownField } from '../../../src/rules/crd/unknown-field.js';
import { versions } from '../../../src/rules/crd/versions.js';
import { readDirectorySource } from '../../../src/sources/directory-source.js';

// The rules outside openAPIV3Schema over 439 real CRDs that real API servers accept
// (../shared/corpus/crds): not one error. The corpus README lists what a strict checker gets
// wrong there, and each is accepted here: status blocks (conditions, acceptedNames,
// storedVersions) and `creationTimestamp: null` decode fine; served:false versions and a
// storage version that is not the newest are allowed (CRD-VERS-004); several versions without
// a conversion stanza are strategy None; a webhook Service need not exist at create time.
const corpus = resolve(import.meta.dirname, '../../../../shared/corpus/crds');
const present = existsSync(corpus);
if (!present) console.warn(`corpus test skipped: ${corpus} is absent`);

const RULES = [unknownField, metadata, names, versions, conversion, subresources, printerColumns, selectableFields];

describe.skipIf(!present)('crd/ rules outside openAPIV3Schema over the corpus', () => {
  it('find nothing in CRDs that real clusters accept', async () => {
    const changeSet = await readDirectorySource(['.'], { cwd: corpus, include: [], exclude: [] });
    const result = review(changeSet, { rules: RULES, config: DEFAULT_CONFIG, withBaseFindings: false });
    expect(result.internalErrors).toEqual([]);
    expect(result.stats.objects).toBe(439);
    // No warnings or notices either: these rules report only apiserver rejections.
    expect(result.findings.map((f) => `${f.ruleId} ${f.file}:${f.line} ${f.message}`)).toEqual([]);
  });

  it('find nothing in an update that changes nothing (every CRD its own stored object)', async () => {
    // The ratchets read the stored object (§12): its status block, when it has one, is the
    // stored status.storedVersions, and a CRD in the base is taken as Established.
    const changeSet = await readDirectorySource(['.'], { cwd: corpus, include: [], exclude: [] });
    const update = { ...changeSet, hasBase: true, files: changeSet.files.map((f) => ({ ...f, status: 'modified' as const, base: f.head })) };
    const result = review(update, { rules: RULES, config: DEFAULT_CONFIG, withBaseFindings: false });
    expect(result.internalErrors).toEqual([]);
    expect(result.findings.map((f) => `${f.ruleId} ${f.file}:${f.line} ${f.message}`)).toEqual([]);
  });
});
