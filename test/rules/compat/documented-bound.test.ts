import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { boundStated } from '../../../src/rules/compat/documented-bound.js';
import { validationTightened } from '../../../src/rules/compat/validation-tightened.js';
import { reviewFiles } from '../../support/review-files.js';
import { specSchema, widgetCrd } from './widget-crd.js';

// A bound the base's description stated already (documented-bound.ts).
describe('boundStated', () => {
  it.each([
    ['Number of nodes. Must be zero or greater.', 'minimum', 0, 'Must be zero or greater.'],
    ['Replicas must be greater than or equal to 1.', 'minimum', 1, 'Replicas must be greater than or equal to 1.'],
    ['The port, between 1 and 65535.', 'maximum', 65535, 'The port, between 1 and 65535.'],
    ['The port, between 1 and 65535.', 'minimum', 1, 'The port, between 1 and 65535.'],
    ['A non-negative count.', 'minimum', 0, 'A non-negative count.'],
    ['The weight, \u2264 100.', 'maximum', 100, 'The weight, \u2264 100.'],
    ['The weight, at most 100.', 'maximum', 100, 'The weight, at most 100.'],
    ['A name of at most 63 characters.', 'maxLength', 63, 'A name of at most 63 characters.'],
    ['At most 16 entries.', 'maxItems', 16, 'At most 16 entries.'],
    // A bound looser than the one stated refuses nothing the description allowed.
    ['Must be at least 5.', 'minimum', 3, 'Must be at least 5.'],
    ['The weight, at most 100.', 'maximum', 200, 'The weight, at most 100.'],
  ] as const)('%s (%s %d): stated', (description, key, value, sentence) => {
    expect(boundStated(description, key, value)).toBe(sentence);
  });

  it.each([
    // Tighter than stated, of another measure, only in some case, or denied.
    ['Must be at least 1.', 'minimum', 2],
    ['The weight, at most 100.', 'maximum', 50],
    ['A name of at most 63 characters.', 'maximum', 63],
    ['The weight, at most 100.', 'maxLength', 100],
    ['When replicas is set, it must be at least 1.', 'minimum', 1],
    ['The port, between 1 and 10 (exclusive).', 'maximum', 10],
    ['The number of nodes.', 'minimum', 0],
  ] as const)('%s (%s %d): not stated', (description, key, value) => {
    expect(boundStated(description, key, value)).toBeUndefined();
  });

  it('reads any text without throwing', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), fc.integer(), (text, value) => {
        for (const key of ['maximum', 'minimum', 'maxLength', 'minLength', 'maxItems', 'minItems'] as const)
          boundStated(text, key, value);
      }),
    );
  });
});

// NVIDIA/k8s-dra-driver-gpu 2add189a: `minimum: 0` on numNodes, described "Must be zero or greater.".
describe('compat/validation-tightened on a bound the description stated', () => {
  const crd = (description: string, bounds: string) =>
    widgetCrd(specSchema(`numNodes: {type: integer, description: '${description}'${bounds}}`));
  const found = (description: string, bounds: string) =>
    reviewFiles(
      [validationTightened],
      { 'crd.yaml': crd(description, bounds) },
      { base: { 'crd.yaml': crd(description, '') } },
    ).map((f) => `${f.severity} ${f.message}`);

  it('is a warning that quotes the sentence', () => {
    expect(found('Number of nodes. Must be zero or greater.', ', minimum: 0')).toEqual([
      'warning minimum 0 was added to spec.numNodes in v1, as its description said before ("Must be zero or greater."): creates and changes to such values are rejected, but the API never documented them as valid: a warning',
    ]);
  });

  it('stays an error for a bound tighter than the one stated, or where none was', () => {
    expect(found('Number of nodes. Must be zero or greater.', ', minimum: 1').map((f) => f.split(' ')[0])).toEqual([
      'error',
    ]);
    expect(found('Number of nodes.', ', minimum: 0').map((f) => f.split(' ')[0])).toEqual(['error']);
  });
});
