import { expect, it } from 'vitest';
import { DEFAULT_CONFIG } from '../../../src/engine/config.js';
import { review } from '../../../src/engine/run.js';
import { LIMITS } from '../../../src/parse/parse-problem.js';
import { compatRules } from '../../../src/rules/compat/index.js';

// A schema as deep as the parser reads (LIMITS.maxDepth: two levels of YAML per schema level),
// compared base against head with every compat/ rule: no stack overflow, and the change at the
// deepest node is found.
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

it('compares a schema nested as deep as the parser reads', () => {
  const levels = Math.floor((LIMITS.maxDepth - 10) / 2);
  const base = nestedCrd(levels, '{"type":"string","maxLength":9}');
  const head = nestedCrd(levels, '{"type":"string","maxLength":8}');
  const lines = [{ start: 1, end: head.split('\n').length }];
  const result = review(
    {
      root: '/',
      hasBase: true,
      files: [{ path: 'deep.json', status: 'modified', base, head, addedLines: lines, hunkLines: lines }],
    },
    { rules: compatRules, config: DEFAULT_CONFIG, withBaseFindings: true },
  );
  expect(result.internalErrors).toEqual([]);
  expect(
    result.findings.map((f) => [f.ruleId, f.line, (f.data?.compat as { property: string }).property.length]),
  ).toEqual([['compat/validation-tightened', levels + 4, 1 + 2 * levels]]);
});
