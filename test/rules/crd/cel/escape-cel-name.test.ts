import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { escapeCelName, unescapeCelName } from '../../../../src/rules/crd/cel/escape-cel-name.js';

// SCHEMA-CEL-007's escaping and its inverse, which the cost estimator uses to find the property
// an escaped name selects (cost/decl-type.ts).

describe('unescapeCelName', () => {
  it.each([
    ['a__dash__b', 'a-b'],
    ['a__dot__b__slash__c', 'a.b/c'],
    ['__underscores__x', '__x'],
    ['a__underscores__dot__underscores__b', 'a__dot__b'],
    ['__in__', 'in'],
    ['__namespace__', 'namespace'],
    ['plain', 'plain'],
  ])('%s spells %s', (celName, property) => {
    expect(unescapeCelName(celName)).toBe(property);
    expect(escapeCelName(property)).toBe(celName);
  });

  it.each([['1abc'], ['a b'], ['ä'], ['']])('%j cannot be spelled in CEL', (property) => {
    expect(escapeCelName(property)).toBeUndefined();
  });

  it.each([
    ['camelCase9', 'camelCase9'],
    ['a_b', 'a_b'],
    ['a__b', 'a__underscores__b'],
    ['while', '__while__'],
  ])('%s is spelled %s', (property, celName) => {
    expect(escapeCelName(property)).toBe(celName);
  });

  it('is not an escape for every string: __x__ spells no property', () => {
    expect(escapeCelName(unescapeCelName('__x__'))).not.toBe('__x__');
  });

  it('inverts escapeCelName on every name CEL can spell', () => {
    const name = fc.stringMatching(/^[a-zA-Z_./-][a-zA-Z0-9_./-]{0,12}$/);
    const reserved = fc.constantFrom('in', 'as', 'null', 'true', 'while', 'namespace');
    fc.assert(
      fc.property(fc.oneof(name, reserved), (property) => {
        const celName = escapeCelName(property);
        expect(celName).toBeDefined();
        expect(unescapeCelName(celName as string)).toBe(property);
      }),
      { numRuns: 2000 },
    );
  });
});
