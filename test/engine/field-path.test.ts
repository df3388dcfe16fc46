import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FieldPath } from '../../src/engine/field-path.js';

describe('FieldPath', () => {
  it.each([
    ['a field and an index', FieldPath.of('spec', 'versions').index(0).child('schema'), 'spec.versions[0].schema'],
    [
      'a key with dots, unquoted',
      FieldPath.of('metadata', 'annotations').key('api-approved.kubernetes.io'),
      'metadata.annotations[api-approved.kubernetes.io]',
    ],
    [
      'a schema property',
      FieldPath.of('spec').child('validation', 'openAPIV3Schema').child('properties').key('spec').child('type'),
      'spec.validation.openAPIV3Schema.properties[spec].type',
    ],
    [
      'a dotted child renders like nested children',
      FieldPath.of('spec').child('openAPIV3Schema.type'),
      'spec.openAPIV3Schema.type',
    ],
    // A field after nothing rendered takes no dot, as apimachinery's String() writes it.
    ['empty fields before a field', FieldPath.of('', '').child('a'), 'a'],
    ['a key under an empty field, then a field', FieldPath.of('').key('k').child('a').index(2), '[k].a[2]'],
    ['an empty key', FieldPath.of('data').key('').child('x'), 'data[].x'],
  ])('renders %s', (_name, path, expected) => {
    expect(path.toString()).toBe(expected);
  });

  it('splits dotted fields but not keys into segments', () => {
    const path = FieldPath.of('metadata').child('annotations').key('a.b/c').child('x.y');
    expect(path.segments()).toEqual(['metadata', 'annotations', 'a.b/c', 'x', 'y']);
  });

  it('splits empty and repeated dots into empty segments', () => {
    expect(FieldPath.of('.a..b.').key('').child('').segments()).toEqual(['', 'a', '', 'b', '', '', '']);
  });

  it('gives each step its keys in order, a field split at its dots, a key whole', () => {
    const name = fc.string({ unit: fc.constantFrom('a', '.', '[', ']', '0') });
    const step = fc.oneof(
      name.map((field) => ({ field })),
      name.map((subscript) => ({ subscript })),
    );
    fc.assert(
      fc.property(name, fc.array(step, { maxLength: 12 }), (first, steps) => {
        const path = steps.reduce(
          (p, s) => ('field' in s ? p.child(s.field) : p.key(s.subscript)),
          FieldPath.of(first),
        );
        const expected = [
          ...first.split('.'),
          ...steps.flatMap((s) => ('field' in s ? s.field.split('.') : [s.subscript])),
        ];
        expect(path.segments()).toEqual(expected);
      }),
    );
  });

  // toString() keeps each text and starts from the nearest ancestor already rendered; the order
  // in which paths and their ancestors are rendered must not change any text.
  it('renders every path and its ancestors alike, whichever was rendered first', () => {
    const name = fc.string({ unit: fc.constantFrom('a', '.', '', '0') });
    const step = fc.oneof(
      name.map((field) => ({ field })),
      name.map((subscript) => ({ subscript })),
    );
    const build = (first: string, steps: readonly ({ field: string } | { subscript: string })[]): FieldPath[] => {
      const out = [FieldPath.of(first)];
      for (const s of steps) {
        const last = out[out.length - 1] as FieldPath;
        out.push('field' in s ? last.child(s.field) : last.key(s.subscript));
      }
      return out;
    };
    fc.assert(
      fc.property(
        name,
        fc.array(step, { maxLength: 10 }),
        fc.array(fc.nat(), { maxLength: 6 }),
        (first, steps, order) => {
          const expected = build(first, steps).map((p) => p.toString()); // each rendered parent first
          const paths = build(first, steps);
          for (const i of order) paths[i % paths.length]?.toString(); // some rendered in any order
          // the deepest first, so its ancestors are rendered on its way
          expect([...paths].reverse().map((p) => p.toString())).toEqual([...expected].reverse());
        },
      ),
    );
  });

  it('shares the parent and knows it', () => {
    const parent = FieldPath.of('spec');
    const child = parent.child('group');
    expect(child.parentPath()).toBe(parent);
    expect(parent.toString()).toBe('spec');
    expect(FieldPath.of('spec').parentPath()).toBeUndefined();
  });
});
