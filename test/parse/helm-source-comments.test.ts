import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { helmSources } from '../../src/parse/helm-source-comments.js';

describe('helmSources', () => {
  const stream = [
    'kind: Orphan', //               1: before any comment
    '---', //                        2
    '# Source: chart/templates/a.yaml', // 3
    'kind: A', //                    4
    '---', //                        5
    'kind: NoComment', //            6
    '--- # a comment after the marker', // 7
    '# Source: chart/templates/b.yaml  ', // 8
    'kind: B', //                    9
    '  # Source: not/a/helm/comment', // 10: indented, a comment inside B
  ].join('\n');

  it('maps each line to the # Source: of its document, none where there is none', () => {
    const at = helmSources(stream);
    expect([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11].map(at)).toEqual([
      undefined,
      undefined,
      undefined,
      'chart/templates/a.yaml',
      'chart/templates/a.yaml',
      undefined,
      undefined,
      undefined,
      'chart/templates/b.yaml',
      'chart/templates/b.yaml',
      'chart/templates/b.yaml',
      undefined,
    ]);
  });

  it('reads any text without throwing', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), fc.integer({ min: -2, max: 50 }), (text, line) => {
        const source = helmSources(text)(line);
        expect(source === undefined || typeof source === 'string').toBe(true);
      }),
    );
  });
});
