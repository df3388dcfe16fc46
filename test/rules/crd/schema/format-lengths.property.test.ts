import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkFormat } from '../../../../src/rules/cr/schema/string-formats.js';
import { formatLengths } from '../../../../src/rules/crd/schema/format-lengths.js';

// format-lengths.ts against the format checks of cr/schema (string-formats.ts, strfmt's): every
// string a format accepts is within the lengths said of it, counted in characters as maxLength
// counts them.
const chars = (s: string): number => [...s].length;

describe('formatLengths', () => {
  it.each([
    ['uuid', /^[0-9a-fA-F]{8}-?[0-9a-fA-F]{4}-?[0-9a-fA-F]{4}-?[0-9a-fA-F]{4}-?[0-9a-fA-F]{12}$/],
    ['uuid4', /^[0-9a-f]{8}-?[0-9a-f]{4}-?4[0-9a-f]{3}-?[89ab][0-9a-f]{3}-?[0-9a-f]{12}$/],
    ['date', /^\d{4}-[01]\d-[0-3]\d$/],
    ['bsonobjectid', /^[0-9a-fA-F]{24}$/],
    ['hexcolor', /^#?([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/],
  ])('%s: every accepted string is within its lengths', (format, shape) => {
    const lengths = formatLengths(format);
    if (!lengths) throw new Error(`no lengths for ${format}`);
    fc.assert(
      fc.property(fc.stringMatching(shape), (v) => {
        if (checkFormat(format, v) !== true) return;
        expect(chars(v)).toBeGreaterThanOrEqual(lengths.min);
        expect(chars(v)).toBeLessThanOrEqual(lengths.max);
      }),
      { numRuns: 300 },
    );
  });

  it('hostname: no accepted name is longer than 255 characters', () => {
    const label = fc.stringMatching(/^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$/);
    fc.assert(
      fc.property(fc.array(label, { minLength: 1, maxLength: 8 }), (labels) => {
        const v = labels.join('.');
        if (checkFormat('hostname', v) === true) expect(chars(v)).toBeLessThanOrEqual(255);
      }),
      { numRuns: 300 },
    );
  });

  it('names formats as strfmt normalises them, and bounds no other', () => {
    expect(formatLengths('UUID')).toEqual({ min: 32, max: 36 });
    expect(formatLengths('bson-object-id')).toEqual({ min: 24, max: 24 });
    expect(formatLengths('date-time')).toBeUndefined();
    expect(formatLengths('ipv4')).toBeUndefined();
  });
});
