import { describe, expect, it } from 'vitest';
import { schema } from '../../../src/rules/cr/schema.js';
import { pinned, runCr, widget, widgetCrd } from './cr-fixtures.js';

// CR-SCALE-001 (spec/cr-validation.md §4.3, [VR] validator.go ValidateScaleSpec/Status): the
// replicas paths of the scale subresource read as non-negative int32 values; the error's path is
// the jsonPath as written, leading dot included. The status subresource keeps status out of the
// main endpoint (§3.1): what the manifest says there is never validated.

const crd = widgetCrd(
  `
  type: object
  x-kubernetes-preserve-unknown-fields: true
  properties:
    spec: {type: object, x-kubernetes-preserve-unknown-fields: true}
    status: {type: object, properties: {replicas: {type: integer, minimum: 0}}}
`,
  { subresources: '{status: {}, scale: {specReplicasPath: .spec.replicas, statusReplicasPath: .status.replicas}}' },
);

describe('CR-SCALE-001', () => {
  it('a negative spec replicas', () => {
    expect(runCr({ crd, cr: widget('spec: {replicas: -1}'), rules: [schema] }).map(pinned)).toEqual([
      'cr/schema 5:18 spec.replicas | .spec.replicas | Invalid value | -1: should be a non-negative integer',
    ]);
  });

  it('replicas over MaxInt32', () => {
    expect(runCr({ crd, cr: widget('spec: {replicas: 2147483648}'), rules: [schema] }).map((f) => f.message)).toEqual([
      '.spec.replicas: Invalid value: 2147483648: should be less than or equal to 2147483647',
    ]);
  });

  it('replicas that are not an integer', () => {
    expect(runCr({ crd, cr: widget('spec: {replicas: "3"}'), rules: [schema] }).map((f) => f.message)).toEqual([
      '.spec.replicas: Invalid value: 0: .spec.replicas accessor error: 3 is of the type string, expected int64',
    ]);
  });

  it('absent replicas count as 0, and status is removed before validation on create', () => {
    expect(runCr({ crd, cr: widget('spec: {}\nstatus: {replicas: -5}'), rules: [schema] })).toEqual([]);
  });
});
