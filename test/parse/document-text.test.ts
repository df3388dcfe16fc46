import { describe, expect, it } from 'vitest';
import { parseManifestFile } from '../../src/parse/manifest-file.js';
import { documentTextAt } from '../../src/parse/document-text.js';

describe('documentTextAt', () => {
  it("gives each object's document, the comments above it included, up to the next separator", () => {
    const text = [
      '# Source: chart/templates/a.yaml',
      'apiVersion: v1',
      'kind: ConfigMap',
      'metadata: {name: a}',
      '---',
      '# Source: chart/templates/b.yaml',
      'apiVersion: v1',
      'kind: ConfigMap',
      'metadata: {name: b}',
      '--- # a comment after the separator',
      'apiVersion: v1',
      'kind: ConfigMap',
      'metadata: {name: c}',
      '',
    ].join('\n');
    expect(
      parseManifestFile('all.yaml', text).objects.map((o) => documentTextAt(text, o.source.docOffset).split('\n')),
    ).toEqual([
      ['# Source: chart/templates/a.yaml', 'apiVersion: v1', 'kind: ConfigMap', 'metadata: {name: a}', ''],
      ['---', '# Source: chart/templates/b.yaml', 'apiVersion: v1', 'kind: ConfigMap', 'metadata: {name: b}', ''],
      ['--- # a comment after the separator', 'apiVersion: v1', 'kind: ConfigMap', 'metadata: {name: c}', ''],
    ]);
  });
});
