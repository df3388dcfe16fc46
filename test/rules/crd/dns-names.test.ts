import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isDns1035Label, isDns1123Subdomain } from '../../../src/rules/crd/dns-names.js';

// apimachinery's name formats (CRD-META-002, CRD-NAMES-002).

describe('name formats', () => {
  it('accept exactly the apiserver regexes within their lengths', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), (s) => {
        expect(isDns1035Label(s).length === 0).toBe(/^[a-z]([-a-z0-9]*[a-z0-9])?$/.test(s) && s.length <= 63);
        expect(isDns1123Subdomain(s).length === 0).toBe(/^[a-z0-9]([-a-z0-9]*[a-z0-9])?(\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*$/.test(s) && s.length <= 253);
      }),
    );
  });

  it('reports a long label twice: length, then form', () => {
    expect(isDns1035Label(`a${'_'.repeat(63)}`)[0]).toBe('must be no more than 63 characters');
    expect(isDns1035Label(`a${'_'.repeat(63)}`)).toHaveLength(2);
  });
});
