import { describe, expect, it } from 'vitest';
import { DEFAULT_CONFIG } from '../../../src/engine/config.js';
import { review } from '../../../src/engine/run.js';
import { LIMITS } from '../../../src/parse/parse-problem.js';
import { RULES } from '../../../src/rules/index.js';
import type { ChangedFile } from '../../../src/sources/change-set.js';

// Issue 4, robustness: a schema nested 10,000 levels deep does not overflow the stack with every
// rule on. Such a file is deeper than the parser reads (LIMITS.maxDepth), so it is one finding at
// the line where it crosses the limit and the other files are still reviewed; a schema just
// within the limit is reviewed by every crd/ rule down to its deepest node.

const added = (path: string, head: string): ChangedFile => {
  const lines = [{ start: 1, end: head.split('\n').length }];
  return { path, status: 'added', head, addedLines: lines, hunkLines: lines };
};

/** A v1 CRD as JSON, one schema level a line: `properties: {a: …}` nested `levels` times under the root. */
function nestedCrd(levels: number, innermost: string): string {
  const open = '{"type":"object","properties":{"a":\n'.repeat(levels);
  const close = '}}'.repeat(levels);
  return [
    '{"apiVersion":"apiextensions.k8s.io/v1","kind":"CustomResourceDefinition","metadata":{"name":"widgets.example.com"},',
    '"spec":{"group":"example.com","names":{"kind":"Widget","plural":"widgets"},"scope":"Namespaced",',
    '"versions":[{"name":"v1","served":true,"storage":true,"schema":{"openAPIV3Schema":',
    `${open}${innermost}${close}}}]}}`,
  ].join('\n');
}

const WITHOUT_SCOPE = nestedCrd(1, '{"type":"string"}')
  .replace('"scope":"Namespaced",', '')
  .replace(/widgets/g, 'gadgets')
  .replace(/Widget/g, 'Gadget');

const reviewAll = (files: ChangedFile[]) =>
  review({ root: '/', hasBase: false, files }, { rules: RULES, config: DEFAULT_CONFIG, withBaseFindings: false });

describe('a deeply nested CRD schema, every rule on', () => {
  it('10,000 levels: one too-deep finding where the limit is crossed, and the next file still reviewed', () => {
    const result = reviewAll([
      added('deep.json', nestedCrd(10_000, '{"type":"string"}')),
      added('other.json', WITHOUT_SCOPE),
    ]);
    expect(result.internalErrors).toEqual([]);
    // The schema root (line 4) is the sixth level; each schema level adds two, its mapping and
    // `properties`, so line 501 opens level 1,000 and 1,001. js-yaml's mark for the refusal is the
    // start of the mapping it was reading, on the line before.
    expect(result.findings.map((f) => [f.file, f.ruleId, f.line, f.fieldPath])).toEqual([
      ['deep.json', 'parse/too-deep', 4 + (LIMITS.maxDepth - 6) / 2 - 1, undefined],
      ['other.json', 'crd/names', 2, 'spec.scope'],
    ]);
  });

  it('just within the limit: a bad pattern at the deepest node, at its line and the apiserver path', () => {
    const levels = Math.floor((LIMITS.maxDepth - 10) / 2);
    const result = reviewAll([added('deep.json', nestedCrd(levels, '{"type":"string","pattern":"(?=x)"}'))]);
    expect(result.internalErrors).toEqual([]);
    expect(
      result.findings.map((f) => [f.ruleId, f.line, (f.data as { apiserver?: { path: string } }).apiserver?.path]),
    ).toEqual([
      ['crd/structural', 4 + levels, `spec.validation.openAPIV3Schema${'.properties[a]'.repeat(levels)}.pattern`],
    ]);
  });
});
