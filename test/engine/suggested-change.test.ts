import { describe, expect, it } from 'vitest';
import { suggestedChange, type Fix } from '../../src/engine/suggested-change.js';

// Each case: a file, the range the finding was located at, the fix, and the exact replacement
// for the finding's lines (or none, where it could not be exact).

const at = (line: number, column: number, endColumn: number) => ({ line, column, endLine: line, endColumn });
const approval: Fix = {
  kind: 'add-entry',
  under: 'metadata',
  keys: ['annotations', 'api-approved.kubernetes.io'],
  value: 'unapproved, x',
};

describe('suggestedChange', () => {
  it.each<[string, string, ReturnType<typeof at>, Fix, string | undefined]>([
    [
      'a plain scalar, renamed',
      'apiVersion: apiextensions.k8s.io/v1beta1\nkind: X\n',
      at(1, 13, 41),
      { kind: 'set-scalar', was: 'apiextensions.k8s.io/v1beta1', value: 'apiextensions.k8s.io/v1' },
      'apiVersion: apiextensions.k8s.io/v1',
    ],
    [
      'a double-quoted scalar keeps its quotes, and a comment after it stays',
      '  k: "" # empty\n',
      at(1, 6, 8),
      { kind: 'set-scalar', was: '', value: 'unapproved, x' },
      '  k: "unapproved, x" # empty',
    ],
    [
      'a single-quoted scalar keeps its quotes',
      "  k: 'it''s'\n",
      at(1, 6, 13),
      { kind: 'set-scalar', was: "it's", value: "it's not" },
      "  k: 'it''s not'",
    ],
    [
      'a plain scalar whose new value cannot be plain is quoted',
      'k: a\n',
      at(1, 4, 5),
      { kind: 'set-scalar', was: 'a', value: 'b: c' },
      'k: "b: c"',
    ],
    [
      'JSON keeps JSON',
      '  "apiVersion": "apiextensions.k8s.io/v1beta1",\n',
      at(1, 17, 47),
      { kind: 'set-scalar', was: 'apiextensions.k8s.io/v1beta1', value: 'apiextensions.k8s.io/v1' },
      '  "apiVersion": "apiextensions.k8s.io/v1",',
    ],
    [
      'not the value the rule read: nothing',
      'k: b\n',
      at(1, 4, 5),
      { kind: 'set-scalar', was: 'a', value: 'c' },
      undefined,
    ],
    ['a null written as nothing: nothing', 'k:\n', at(1, 3, 3), { kind: 'set-scalar', was: '', value: 'c' }, undefined],
    [
      'a value over several lines: nothing',
      'k: >\n  a\n',
      { line: 1, column: 4, endLine: 2, endColumn: 4 },
      { kind: 'set-scalar', was: 'a\n', value: 'c' },
      undefined,
    ],
    ['CRLF: nothing', 'k: a\r\n', at(1, 4, 5), { kind: 'set-scalar', was: 'a', value: 'c' }, undefined],
    [
      'annotations added under metadata, indented as its children',
      'kind: X\nmetadata:\n    name: w\n',
      at(2, 1, 9),
      approval,
      'metadata:\n    annotations:\n        api-approved.kubernetes.io: unapproved, x',
    ],
    [
      'an annotation added to annotations',
      'metadata:\n  annotations:\n    # ours\n    a: b\n',
      at(2, 3, 14),
      {
        kind: 'add-entry',
        under: 'annotations',
        keys: ['api-approved.kubernetes.io'],
        value: 'https://github.com/o/r/pull/1',
      },
      '  annotations:\n    api-approved.kubernetes.io: https://github.com/o/r/pull/1',
    ],
    [
      'empty annotations get two spaces more',
      'metadata:\n  annotations:\n  name: w\n',
      at(2, 3, 14),
      { kind: 'add-entry', under: 'annotations', keys: ['api-approved.kubernetes.io'], value: 'x' },
      '  annotations:\n    api-approved.kubernetes.io: x',
    ],
    ['a flow mapping: nothing', 'metadata: {name: w}\n', at(1, 1, 9), approval, undefined],
    ['another key than the rule meant: nothing', 'spec:\n  a: b\n', at(1, 1, 5), approval, undefined],
    ['a sequence below the key: nothing', 'metadata:\n  - a\n', at(1, 1, 9), approval, undefined],
  ])('%s', (_name, text, range, fix, expected) => {
    expect(suggestedChange(fix, range, text)).toBe(expected);
  });

  it('offers nothing without the text', () => {
    expect(suggestedChange(approval, at(1, 1, 9), undefined)).toBeUndefined();
  });
});
