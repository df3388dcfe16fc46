import { describe, expect, it } from 'vitest';
import { crRules } from '../../../src/rules/cr/index.js';
import { reviewFiles } from '../../support/review-files.js';
import { widget, widgetCrd } from './cr-fixtures.js';

// The bounds of numbers as kube-openapi checks them (MaximumNativeType and its kin): the
// apiserver decodes an integral number as an int64, and a bound that fits the node is converted
// to an int64 (truncated) and compared and printed as one; a fraction is compared as a float64
// and printed as Go's %v prints one. traefik's timeouts of milliseconds printed 8.64e+07.
const crd = widgetCrd(`
  type: object
  properties:
    spec:
      type: object
      properties:
        timeoutMillis: {type: integer, minimum: 1000000, maximum: 86400000}
        step: {type: integer, multipleOf: 1000000}
        ratio: {type: number, maximum: 2000000}
        share: {type: number, minimum: 0.5}
        weight: {type: number, maximum: 2.5, exclusiveMaximum: true}
`);
const details = (spec: string) =>
  reviewFiles(crRules, { 'crd.yaml': crd, 'cr.yaml': widget(`\n  spec:\n${spec}`) }).map((f) => {
    const a = (f.data as { apiserver?: { detail: string } }).apiserver;
    return `${f.ruleId} ${f.line} ${a?.detail ?? f.message}`;
  });

describe('the bounds of numbers', () => {
  it('an integral value is held to an integral bound as an int64, and the bound printed in full', () => {
    expect(details('    timeoutMillis: 90000000\n    step: 1500000\n')).toEqual([
      'cr/schema 6 90000000: spec.timeoutMillis in body should be less than or equal to 86400000',
      'cr/schema 7 1500000: spec.step in body should be a multiple of 1000000',
    ]);
    expect(details('    timeoutMillis: 5\n')).toEqual([
      'cr/schema 6 5: spec.timeoutMillis in body should be greater than or equal to 1000000',
    ]);
  });

  it('a fraction is held to the bound as a float64, printed as Go prints one', () => {
    expect(details('    ratio: 2500000.5\n')).toEqual([
      'cr/schema 6 2500000.5: spec.ratio in body should be less than or equal to 2e+06',
    ]);
  });

  it('an integral value meets a fractional bound of a number truncated, as Go converts it', () => {
    // int64(0.5) is 0: 0 is not below it, and the apiserver accepts the value.
    expect(details('    share: 0\n')).toEqual([]);
    expect(details('    share: 1\n')).toEqual([]);
    // int64(2.5) is 2, and 2 is not below it.
    expect(details('    weight: 2\n')).toEqual(['cr/schema 6 2: spec.weight in body should be less than 2']);
    expect(details('    weight: 1\n')).toEqual([]);
  });
});
