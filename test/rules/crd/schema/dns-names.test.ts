import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isDns1035Label,
  isDns1123Label,
  isDns1123Subdomain,
  isPathSegment,
  LABEL_DETAIL,
} from '../../../../src/rules/crd/schema/dns-names.js';

// apimachinery's name formats (CRD-META-002, CRD-NAMES-002).

describe('name formats', () => {
  it('accept exactly the apiserver regexes within their lengths', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), (s) => {
        expect(isDns1035Label(s).length === 0).toBe(/^[a-z]([-a-z0-9]*[a-z0-9])?$/.test(s) && s.length <= 63);
        expect(isDns1123Subdomain(s).length === 0).toBe(
          /^[a-z0-9]([-a-z0-9]*[a-z0-9])?(\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*$/.test(s) && s.length <= 253,
        );
      }),
    );
  });

  it('reports a long label twice: length, then form', () => {
    expect(isDns1035Label(`a${'_'.repeat(63)}`)[0]).toBe('must be no more than 63 characters');
    expect(isDns1035Label(`a${'_'.repeat(63)}`)).toHaveLength(2);
  });

  it('tells a namespace with dots from one of the wrong form, as IsDNS1123Label does', () => {
    expect(isDns1123Label('apps')).toEqual([]);
    expect(isDns1123Label('my.apps')).toEqual(['must not contain dots']);
    expect(isDns1123Label('Apps')).toEqual([LABEL_DETAIL]);
    expect(isDns1123Label('a'.repeat(64))).toEqual(['must be no more than 63 characters']);
  });

  it.each([
    ['.', false, ["may not be '.'"]],
    ['..', false, ["may not be '..'"]],
    ['.', true, []],
    ['a/b%c', false, ["may not contain '/'", "may not contain '%'"]],
    ['web-', true, []],
  ])('path segment %j (prefix %j) → %j', (value, prefix, want) => {
    expect(isPathSegment(value, prefix)).toEqual(want);
  });
});
