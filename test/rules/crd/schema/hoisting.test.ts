import { describe, expect, it } from 'vitest';
import { parseManifestFile } from '../../../../src/parse/manifest-file.js';
import { apiserverPath, hoisting, manifestPath, semanticallyEqual } from '../../../../src/rules/crd/schema/hoisting.js';

const crdWith = (versions: string) =>
  parseManifestFile(
    'crd.yaml',
    `apiVersion: apiextensions.k8s.io/v1\nkind: CustomResourceDefinition\nmetadata: {name: a.b.c}\nspec:\n  group: b.c\n  versions: ${versions}\n`,
  ).objects[0]!;

describe('hoisting (CRD-HOIST-001)', () => {
  it('hoists every field of a single version', () => {
    expect(hoisting(crdWith('[{name: v1, schema: {openAPIV3Schema: {type: object}}}]'))).toEqual({
      schema: true,
      subresources: true,
      additionalPrinterColumns: true,
      selectableFields: true,
    });
  });

  it('decides each field independently', () => {
    const crd =
      crdWith(`[{name: v1, schema: {openAPIV3Schema: {type: object}}, selectableFields: [{jsonPath: .spec.a}]},
      {name: v2, schema: {openAPIV3Schema: {type: object, description: x}}, selectableFields: [{jsonPath: .spec.a}], additionalPrinterColumns: []}]`);
    const h = hoisting(crd);
    expect(h).toEqual({ schema: false, subresources: true, additionalPrinterColumns: true, selectableFields: true });
    expect(apiserverPath(h, 'schema', 1).child('openAPIV3Schema').toString()).toBe(
      'spec.versions[1].schema.openAPIV3Schema',
    );
    expect(apiserverPath(h, 'selectableFields', 1).index(0).toString()).toBe('spec.selectableFields[0]');
    expect(manifestPath('selectableFields', 1).index(0).toString()).toBe('spec.versions[1].selectableFields[0]');
    expect(
      apiserverPath({ ...h, schema: true }, 'schema', 1)
        .child('openAPIV3Schema')
        .toString(),
    ).toBe('spec.validation.openAPIV3Schema');
  });

  it.each([
    ['an absent list equals an empty one', undefined, [], false, true],
    ['an absent map field equals an empty one', { properties: {} }, {}, true, true],
    ['a nil pointer differs from {}', undefined, {}, true, false],
    ['a nil pointer inside a schema differs from {}', { items: {} }, {}, true, false],
    ['an absent string equals ""', { description: '' }, {}, true, true],
    ['an absent bool equals false', { nullable: false }, {}, true, true],
    ['an absent *bool differs from false', { 'x-kubernetes-preserve-unknown-fields': false }, {}, true, false],
    ['an absent $ref (a *string) differs from ""', { $ref: '' }, {}, true, false],
    ['key order does not matter', { a: 1, b: [1, { c: 2 }] }, { b: [1, { c: 2 }], a: 1 }, true, true],
    ['values differ', { type: 'object' }, { type: 'string' }, true, false],
    [
      'a property named like an Object.prototype member is a property',
      { properties: { toString: { type: 'string' } } },
      { properties: {} },
      true,
      false,
    ],
    [
      'the same properties named like Object.prototype members',
      { properties: { constructor: { type: 'string' } } },
      { properties: { constructor: { type: 'string' } } },
      true,
      true,
    ],
  ])('%s', (_name, a, b, isPointer, equal) => {
    expect(semanticallyEqual(a, b, isPointer)).toBe(equal);
    expect(semanticallyEqual(b, a, isPointer)).toBe(equal);
  });
});
