import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyJsonPatch } from '../../src/parse/json-patch.js';

// RFC 6902 as kustomize applies a JSON6902 patch: every operation in order, on a copy, and a
// failed one fails the whole patch.

describe('applyJsonPatch', () => {
  const doc = { spec: { versions: [{ name: 'v1', schema: { properties: { a: 1, 'b/c': 2, 'd~e': 3 } } }] } };

  it('adds, removes and replaces members and items, on a copy', () => {
    const patched = applyJsonPatch(doc, [
      { op: 'remove', path: '/spec/versions/0/schema/properties/a' },
      { op: 'replace', path: '/spec/versions/0/schema/properties/b~1c', value: 'x' },
      { op: 'add', path: '/spec/versions/0/schema/properties/d~0e', value: { nested: true } },
      { op: 'add', path: '/spec/versions/-', value: { name: 'v2' } },
      { op: 'add', path: '/spec/versions/0', value: { name: 'v0' } },
    ]);
    expect(patched).toEqual({
      spec: {
        versions: [
          { name: 'v0' },
          { name: 'v1', schema: { properties: { 'b/c': 'x', 'd~e': { nested: true } } } },
          { name: 'v2' },
        ],
      },
    });
    expect(doc.spec.versions[0]?.schema.properties.a).toBe(1);
  });

  it('moves and copies values, and tests them', () => {
    expect(
      applyJsonPatch({ a: { b: 1 }, c: [1, 2] }, [
        { op: 'test', path: '/a/b', value: 1 },
        { op: 'copy', from: '/a', path: '/d' },
        { op: 'move', from: '/c/0', path: '/c/-' },
        { op: 'move', from: '/a/b', path: '/e' },
      ]),
    ).toEqual({ a: {}, c: [2, 1], d: { b: 1 }, e: 1 });
  });

  it.each([
    ['a missing member', [{ op: 'remove', path: '/spec/missing' }]],
    ['an index past the end', [{ op: 'replace', path: '/spec/versions/1', value: 1 }]],
    ['an index with a leading zero', [{ op: 'remove', path: '/spec/versions/00' }]],
    ['a path without a leading slash', [{ op: 'remove', path: 'spec' }]],
    ['a test that does not hold', [{ op: 'test', path: '/spec/versions/0/name', value: 'v2' }]],
    ['an add without a value', [{ op: 'add', path: '/spec/x' }]],
    ['an unknown operation', [{ op: 'merge', path: '/spec', value: {} }]],
    ['an operation that is no object', ['remove /spec']],
    [
      'a later operation failing',
      [
        { op: 'remove', path: '/spec/versions' },
        { op: 'remove', path: '/spec/versions' },
      ],
    ],
  ])('fails the whole patch on %s', (_what, operations) => {
    expect(applyJsonPatch(doc, operations)).toBeUndefined();
  });

  it('never throws, and never changes its input, whatever the operations', () => {
    const json = fc.jsonValue({ maxDepth: 3 });
    const operation = fc.record(
      {
        op: fc.constantFrom('add', 'remove', 'replace', 'move', 'copy', 'test', 'other'),
        path: fc.oneof(fc.constantFrom('', '/', '/a', '/a/0', '/a/-', '/b/c', '/~1', 'a'), fc.string({ maxLength: 8 })),
        from: fc.constantFrom('/a', '/b', '/a/0', ''),
        value: json,
      },
      { requiredKeys: ['op', 'path'] },
    );
    fc.assert(
      fc.property(json, fc.array(operation, { maxLength: 5 }), (document, operations) => {
        const before = JSON.stringify(document);
        applyJsonPatch(document, operations);
        expect(JSON.stringify(document)).toBe(before);
      }),
    );
  });

  it('an add then a remove of a new member gives the document back', () => {
    fc.assert(
      fc.property(
        fc.dictionary(fc.string(), fc.jsonValue({ maxDepth: 2 })),
        fc.jsonValue({ maxDepth: 2 }),
        (document, value) => {
          const key = 'added-by-the-test';
          fc.pre(!(key in document));
          expect(
            applyJsonPatch(document, [
              { op: 'add', path: `/${key}`, value },
              { op: 'remove', path: `/${key}` },
            ]),
          ).toEqual(document);
        },
      ),
    );
  });
});
