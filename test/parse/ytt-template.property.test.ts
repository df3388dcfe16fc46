import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseManifestFile } from '../../src/parse/manifest-file.js';
import { yttDirective } from '../../src/parse/ytt-template.js';

// Carvel ytt templates (ytt-template.ts): noted as templates, never reviewed as the YAML they parse as.

// kapp-controller's config-dev/build.yaml, in a shape of our own: the same keys in two branches.
const BRANCHES = `#@ load("@ytt:data", "data")
---
apiVersion: kbld.k14s.io/v1alpha1
kind: Config
sources:
- image: controller
  docker:
    buildx:
      #@ if data.values.dev.rapid:
      pull: false
      #@ else:
      pull: true
      #@ end
`;

describe('ytt templates', () => {
  it('a file with ytt code is one template notice at its first directive, with no objects and no duplicate key', () => {
    const file = parseManifestFile('config-dev/build.yaml', BRANCHES);
    expect(file.objects).toEqual([]);
    expect(file.problems).toEqual([
      {
        code: 'template',
        line: 1,
        column: 1,
        message:
          'looks like a template: ytt code `#@ load("@ytt:data", "data")`; it is a manifest only once ytt renders it, so it was not reviewed',
      },
    ]);
  });

  it.each([
    ['a value ytt computes', 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: #@ data.values.name\n', 4, 9],
    ['an overlay annotation', '#@overlay/match by=overlay.all\n---\nmetadata: {}\n', 1, 1],
    ['data values', '#@data/values\n---\nname: x\n', 1, 1],
    ['code in a list item', 'items:\n- #@ data.values.first\n', 2, 3],
    // A key at the block scalar's own indentation ends it: the code after it is ytt's.
    ['code after a block scalar', 'steps:\n- run: |\n    echo\n  #@ if data.values.x:\n  name: x\n', 4, 3],
  ])('%s', (_name, text, line, column) => {
    expect(yttDirective(text)).toMatchObject({ line, column });
  });

  it.each([
    ['a comment that only starts with #@', 'apiVersion: v1 #@notyttcode\nkind: List\n'],
    ['#@ inside a string', 'apiVersion: v1\nkind: ConfigMap\ndata: {a: "x #@ y"}\n'],
    ['an email address', 'metadata:\n  annotations: {owner: team@example.com}\n'],
    // kpack's ci.yaml: a heredoc of a ytt overlay in a workflow step; a ConfigMap holding an overlay.
    [
      'the text of a block scalar',
      'steps:\n- run: |\n    cat <<EOF\n    #@ load("@ytt:overlay", "overlay")\n    EOF\n',
    ],
    [
      'the text of a folded block scalar with indicators, after blank lines',
      'data:\n  overlay.yml: >-\n\n    #@overlay/match by=overlay.all\n    ---\n',
    ],
    ['the text of a block scalar that is a list item', 'args:\n- |\n  #@ data.values.x\n'],
  ])('not ytt: %s', (_name, text) => {
    expect(yttDirective(text)).toBeUndefined();
  });

  it('reads nothing of a block scalar as ytt, whatever its lines hold', () => {
    fc.assert(
      fc.property(
        fc.array(fc.string({ unit: fc.constantFrom('a', ' ', '-', ':', '#', '@', '/', 'x') }), { maxLength: 8 }),
        fc.constantFrom('|', '>', '|-', '>+', '|2'),
        (lines, indicator) => {
          const text = `data:\n  script: ${indicator}\n${lines.map((l) => `    ${l}`).join('\n')}\n`;
          expect(yttDirective(text)).toBeUndefined();
        },
      ),
    );
  });

  it('finds a directive within the text, at a line and column that hold `#@`', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom('a', ' ', '-', ':', '#', '@', '\n', '/', 'x') }), (text) => {
        const found = yttDirective(text);
        if (found === undefined) return;
        const lineText = text.split('\n')[found.line - 1] ?? '';
        expect(lineText.slice(found.column - 1).startsWith('#@')).toBe(true);
        expect(found.text.startsWith('#@')).toBe(true);
      }),
    );
  });
});
