import fc from 'fast-check';
import { dump } from 'js-yaml';
import { describe, expect, it } from 'vitest';
import { claimedWordsIn, shortNamesIn, wordsClaimed } from '../../../../src/rules/crd/names/claimed-names.js';
import type { CrdNames } from '../../../../src/rules/crd/names/validate-names.js';

const names = (n: Partial<CrdNames>): CrdNames => ({
  plural: '',
  singular: '',
  shortNames: [],
  kind: '',
  listKind: '',
  categories: [],
  ...n,
});

describe('shortNamesIn', () => {
  it('reads flow lists, JSON lists over lines and block lists, with quotes and comments', () => {
    expect(shortNamesIn('  names:\n    shortNames: [wd, "wdg"]\n')).toEqual(['wd', 'wdg']);
    expect(shortNamesIn('{"shortNames": [\n  "wd",\n  "wdg"\n]}')).toEqual(['wd', 'wdg']);
    expect(shortNamesIn("    shortNames: # short\n    - wd\n\n    - 'wdg' # two\n    singular: widget\n")).toEqual([
      'wd',
      'wdg',
    ]);
    expect(shortNamesIn('shortNames: wd\ndescription: no list\n- x\n')).toEqual([]);
  });

  const label = fc.stringMatching(/^[a-z][a-z0-9-]{0,9}$/);
  it('reads what js-yaml writes, in block or flow style, and JSON', () => {
    fc.assert(
      fc.property(
        fc.array(label, { minLength: 1, maxLength: 4 }),
        fc.constantFrom(-1, 1, 80),
        (shortNames, flowLevel) => {
          const crd = {
            apiVersion: 'apiextensions.k8s.io/v1',
            kind: 'CustomResourceDefinition',
            spec: { names: { kind: 'Widget', plural: 'widgets', shortNames } },
          };
          expect(shortNamesIn(dump(crd, { flowLevel }))).toEqual(shortNames);
          expect(shortNamesIn(JSON.stringify(crd, null, 2))).toEqual(shortNames);
        },
      ),
    );
  });

  it('never throws, whatever the text', () => {
    const pieces = fc.constantFrom('shortNames:', ' [', ']', ',', '\n', '- ', '"', "'", '#', 'a', '  ');
    fc.assert(
      fc.property(fc.array(fc.oneof(pieces, fc.string()), { maxLength: 30 }), (parts) => {
        expect(Array.isArray(shortNamesIn(parts.join('')))).toBe(true);
      }),
    );
  });
});

/** Whether a text may hold a CRD that claims one of these names: a word it claims is one of theirs. */
const claimsAnyOf = (n: CrdNames) => {
  const claimed = wordsClaimed(n);
  return (text: string) => [...claimedWordsIn(text)].some((w) => claimed.has(w));
};

describe('claimedWordsIn', () => {
  it("reads the values of a CRD's name keys and its short names, lower-cased, with a list kind's stem", () => {
    expect([
      ...claimedWordsIn(
        '  names:\n    kind: Gizmo\n    listKind: "GizmoList"\n    plural: gizmos\n    shortNames: [gz]\n  description: a kind of thing\n',
      ),
    ]).toEqual(['gizmo', 'gizmolist', 'gizmos', 'gz']);
    expect([...claimedWordsIn('{"names": {"singular": "gizmo", "kind": "Gizmo"}}')]).toEqual(['gizmo']);
  });
});

describe('claimsAnyOf', () => {
  const mine = claimsAnyOf(
    names({ plural: 'gizmos', singular: 'gizmo', shortNames: ['gz'], kind: 'Gizmo', listKind: 'GizmoList' }),
  );

  it('holds where another CRD claims one of the names, however it writes it', () => {
    expect(mine('  names:\n    kind: Thing\n    plural: gizmos\n')).toBe(true);
    expect(mine('  names: {kind: "Gizmo", plural: things}\n')).toBe(true);
    expect(mine('"names": {"singular": "gizmo",')).toBe(true);
    expect(mine('    shortNames:\n    - gz\n')).toBe(true);
    // A kind whose defaulted singular (`gizmo`) or list kind (`GizmoList`) is one of them.
    expect(mine('    kind: GIZMO\n')).toBe(true);
    expect(claimsAnyOf(names({ plural: 'gizmolists', kind: 'GizmoList' }))('    kind: Gizmo\n')).toBe(true);
  });

  it('does not hold where the names are only words of descriptions or items of other lists', () => {
    expect(mine('description: the gizmos of a Gizmo\nrequired:\n- gizmo\nenum: [gz]\n')).toBe(false);
    expect(claimsAnyOf(names({}))('plural: gizmos')).toBe(false);
  });
});
