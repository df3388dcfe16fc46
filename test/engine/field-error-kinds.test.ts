import { describe, expect, it } from 'vitest';
import {
  duplicate,
  notSupported,
  renderFieldError,
  toApiserverError,
  tooLong,
  tooMany,
} from '../../src/engine/field-error.js';
import { FieldPath } from '../../src/engine/field-path.js';

// The constructors the crd/ family added (apimachinery field.NotSupported, Duplicate, TooMany,
// TooLong), rendered as kubectl prints them (spec/crd-validation.md §1, CRD-PATH-001).

describe('more field error kinds', () => {
  it.each([
    [
      notSupported(FieldPath.of('spec', 'scope'), 'namespaced', ['Cluster', 'Namespaced']),
      'spec.scope: Unsupported value: "namespaced": supported values: "Cluster", "Namespaced"',
    ],
    [
      duplicate(FieldPath.of('spec', 'selectableFields').index(1).child('jsonPath'), '.spec.x'),
      'spec.selectableFields[1].jsonPath: Duplicate value: ".spec.x"',
    ],
    [
      tooMany(FieldPath.of('spec', 'selectableFields'), 9, 8),
      'spec.selectableFields: Too many: 9: must have at most 8 items',
    ],
    [
      tooLong(FieldPath.of('metadata', 'annotations'), 262144),
      'metadata.annotations: Too long: may not be more than 262144 bytes',
    ],
  ])('%#', (error, text) => {
    expect(renderFieldError(error)).toBe(text);
  });

  it('lists the supported values of each error, whatever the errors before it listed', () => {
    const path = FieldPath.of('spec', 'scope');
    const scopes = ['Cluster', 'Namespaced'];
    const details = [
      notSupported(path, 'a', scopes),
      notSupported(path, 'b', scopes),
      notSupported(path, 'c', ['Cluster', 'Namespaced']),
      notSupported(path, 'd', ['atomic', 'set', 'map']),
      notSupported(path, 'e', []),
      notSupported(path, 'f', scopes),
    ].map((e) => e.detail);
    scopes.push('Global'); // a list changed after it was written
    details.push(notSupported(path, 'g', scopes).detail);
    expect(details).toEqual([
      'supported values: "Cluster", "Namespaced"',
      'supported values: "Cluster", "Namespaced"',
      'supported values: "Cluster", "Namespaced"',
      'supported values: "atomic", "set", "map"',
      '',
      'supported values: "Cluster", "Namespaced"',
      'supported values: "Cluster", "Namespaced", "Global"',
    ]);
  });

  it('gives a Duplicate no dangling separator in data.apiserver', () => {
    expect(toApiserverError(duplicate(FieldPath.of('a'), 'x'))).toEqual({
      path: 'a',
      type: 'Duplicate value',
      detail: '"x"',
    });
  });
});
