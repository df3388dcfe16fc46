import { describe, expect, it } from 'vitest';
import type { ObjectSource } from '../../src/parse/kube-object.js';
import { Locator } from '../../src/parse/locate.js';

// The Locator parses only the section of the top-level key it looks under when that section
// ends cleanly (src/parse/locate.ts); these cases pin that the positions are those of a parse
// of the whole document, including where the cut falls back to one.

const source: ObjectSource = { file: 'f.yaml', docOffset: 0, docLine: 1, prefix: [] };
const locate = (text: string, ...segments: string[]) => new Locator(() => text).locate(source, segments);

describe('Locator, one section at a time', () => {
  const compact = [
    'apiVersion: v1',
    'kind: ConfigMap',
    'metadata:',
    '  name: c',
    '  annotations:',
    '    a: "x"',
    'data:',
    '  k: v',
    'list:',
    '- one',
    '- two',
    'other: 1',
    '',
  ].join('\n');

  it('places values of a section followed by others', () => {
    expect(locate(compact, 'metadata', 'annotations', 'a')).toEqual({ line: 6, column: 8, endLine: 6, endColumn: 11 });
    expect(locate(compact, 'metadata', 'name')).toEqual({ line: 4, column: 9, endLine: 4, endColumn: 10 });
  });

  it('keeps a sequence written at column 0 in its section', () => {
    expect(locate(compact, 'list', '1')).toEqual({ line: 11, column: 3, endLine: 11, endColumn: 6 });
    expect(locate(compact, 'other')).toEqual({ line: 12, column: 8, endLine: 12, endColumn: 9 });
  });

  it('uses one Locator for several sections of one document', () => {
    const locator = new Locator(() => compact);
    expect(locator.locate(source, ['metadata', 'name'])).toEqual({ line: 4, column: 9, endLine: 4, endColumn: 10 });
    expect(locator.locate(source, ['data', 'k'])).toEqual({ line: 8, column: 6, endLine: 8, endColumn: 7 });
    expect(locator.locate(source, ['other'])).toEqual({ line: 12, column: 8, endLine: 12, endColumn: 9 });
  });

  it('parses the whole document when the cut would split a quoted scalar', () => {
    // The quote goes on at column 0, as Kubernetes' reader allows: the value is "a b: c".
    const quoted = [
      'apiVersion: v1',
      'kind: ConfigMap',
      'metadata:',
      '  name: "a',
      'b: c"',
      'data:',
      '  k: v',
      '',
    ].join('\n');
    expect(locate(quoted, 'metadata', 'name')).toEqual({ line: 4, column: 9, endLine: 5, endColumn: 6 });
    expect(locate(quoted, 'data', 'k')).toEqual({ line: 7, column: 6, endLine: 7, endColumn: 7 });
  });

  it('places values before a section that does not parse', () => {
    const broken = ['apiVersion: v1', 'kind: ConfigMap', 'metadata:', '  name: c', 'data: {a: [1,', ''].join('\n');
    expect(locate(broken, 'metadata', 'name')).toEqual({ line: 4, column: 9, endLine: 4, endColumn: 10 });
    expect(locate(broken, 'data', 'a')).toEqual({ line: 5, column: 8, endLine: 5, endColumn: 9 });
  });

  it('resolves aliases to anchors of earlier sections', () => {
    const anchored = [
      'apiVersion: v1',
      'kind: ConfigMap',
      'metadata:',
      '  name: &n c',
      '  labels: {x: *n}',
      'data:',
      '  k: *n',
      '',
    ].join('\n');
    expect(locate(anchored, 'metadata', 'labels', 'x')).toEqual({ line: 5, column: 12, endLine: 5, endColumn: 13 });
    expect(locate(anchored, 'data', 'k')).toEqual({ line: 7, column: 3, endLine: 7, endColumn: 4 });
  });
});
