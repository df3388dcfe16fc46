import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { saysDeprecated, saysUnused } from '../../../src/rules/compat/deprecated-field.js';

// What a field's description says of its use (deprecated-field.ts).
describe('saysUnused', () => {
  it.each([
    'Unused.',
    'This field is no longer used.',
    // kubevirt/ssp-operator's fields dropped from v1beta3.
    'Deprecated: This field is ignored.',
    'The old mode. It is ignored',
  ])('%s: unused', (description) => {
    expect(saysUnused(description)).toBe(true);
  });

  it.each([
    'The port. It is ignored when mode is Fast.',
    'Ignored if unset, the controller picks one.',
    'Labels ignored by the selector are kept.',
    'The number of nodes.',
  ])('%s: in use, at least in some case', (description) => {
    expect(saysUnused(description)).toBe(false);
  });

  it('reads any text without throwing', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (text) => {
        saysUnused(text);
        saysDeprecated(text);
      }),
    );
  });
});

describe('saysDeprecated', () => {
  it.each([
    'Deprecated: use mode instead.',
    'This is DEPRECATED, use `Resources` instead.',
    // package-operator's status.phase, before af4bdc2c removed it.
    'This field is not part of any API contract\nit will go away as soon as kubectl can print conditions!\nWhen evaluating object state in code, use .Conditions instead.',
    'When evaluating object state in code, use .Conditions instead.',
    'The old phase; this field will be removed in v2.',
    // spiderpool's hostRPFilter, removed from v2beta1 in 938eeb7e1d.
    'Enable set RPFilter. NOTE: This field is considered deprecated in the future.',
    // kubermatic's Cluster address, before 1489f936fe removed it.
    'This field is optional and replaced by the identical struct in the ClusterStatus. No code should rely on these fields anymore.',
    'The old endpoint. It has been superseded by spec.endpoints.',
    'Do not use this field; set mode.',
  ])('%s: deprecated', (description) => {
    expect(saysDeprecated(description)).toBe(true);
  });

  it.each([
    'The pod will be removed when the job ends.',
    'Replaces oldField (deprecated).',
    'The contract of the API: see the docs.',
    'Use this field to pick a mode.',
    'The field is considered by the scheduler.',
    'The token, replaced by the controller when it expires.',
    'Placeholders in the template are replaced by their values.',
    'Code that relies on this field reads status.phase.',
  ])('%s: not deprecated', (description) => {
    expect(saysDeprecated(description)).toBe(false);
  });
});
