import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RE2JS } from 're2js';
import { PatternCache, re2Problem } from '../../../../src/rules/crd/defaults/pattern-cache.js';

// SCHEMA-STRUCT-009: patterns are Go RE2. PatternCache skips re2js for patterns JavaScript and
// RE2 both plainly accept; it must never call a pattern valid that RE2 rejects.

describe('PatternCache', () => {
  it.each([
    ['^(?!kube-).*$', 'error parsing regexp: invalid or unsupported Perl syntax: `(?!`'],
    ['(a)\\1', 'error parsing regexp: invalid escape sequence: `\\1`'],
    ['(?<=a)b', 'error parsing regexp: invalid named capture: `(?<=a)b`'],
    ['[]', 'error parsing regexp: missing closing ]: `[]`'],
    ['a{1001}', 'error parsing regexp: invalid repeat count: `{1001}`'],
    ['(a{100}){100}', 'error parsing regexp: invalid repeat count: `{100}`'],
    ['^[a-z0-9]([-a-z0-9]*[a-z0-9])?$', undefined],
    ['^\\d+(\\.\\d+)?(m|Mi|Gi)?$', undefined],
    ['^(?:[a-z0-9\\p{S}\\p{L}]|\\x2d)+\\r?\\n$', undefined],
    ['^\\p{Foo}$', 'error parsing regexp: invalid character class range: `\\p{Foo}`'],
  ])('%s', (pattern, problem) => {
    expect(new PatternCache().problem(pattern)).toBe(problem);
    expect(re2Problem(pattern)).toBe(problem);
  });

  it('agrees with re2js on generated patterns', () => {
    const atom = fc.constantFrom(
      'a',
      'b',
      '.',
      '\\d',
      '\\w',
      '\\.',
      '\\-',
      '\\1',
      '\\b',
      '\\p{L}',
      '[a-z]',
      '[]',
      '[^]',
      '[z-a]',
      '(',
      ')',
      '(?:',
      '(?=',
      '(?<n>',
      '|',
      '^',
      '$',
      '*',
      '+',
      '?',
      '{2}',
      '{1,3}',
      '{,2}',
      '{500}',
      '{1001}',
      ']',
      '}',
      '[:alpha:]',
      '\\x41',
      '\\xZ',
      '\\p{S}',
      '\\P{Nd}',
      '\\p{Greek}',
      '\\p{Alphabetic}',
      '\\p{Cn}',
      '\\p{Foo}',
      '\\n',
      '\\a',
      '\\_',
      '\\\\',
      '\\0',
      '(?i)',
      '(?P<n>',
      '[a-\\p{L}]',
    );
    fc.assert(
      fc.property(fc.array(atom, { maxLength: 8 }), (parts) => {
        const pattern = parts.join('');
        expect(new PatternCache().problem(pattern)).toBe(re2Problem(pattern));
      }),
      { numRuns: 3000 },
    );
  });

  it('a value matched again gets the answer re2js gives (the answers are kept per pattern and value)', () => {
    const patterns = ['^[a-z0-9]([-a-z0-9]*[a-z0-9])?$', '^\\d+(m|Mi)?$', 'é', '^$', '(?i)ab'];
    const cache = new PatternCache();
    fc.assert(
      fc.property(
        fc.constantFrom(...patterns),
        fc.constantFrom('', 'a', 'ab', 'AB', '1Mi', '-a', 'é', 'x-1'),
        (p, v) => {
          const expected = RE2JS.compile(p).matcher(v).find();
          expect(cache.matches(p, v)).toBe(expected);
          expect(cache.matches(p, v)).toBe(expected);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('a pattern RE2 rejects matches every value (SCHEMA-STRUCT-009 reports the pattern, not the value)', () => {
    const cache = new PatternCache();
    expect(cache.matches('(?!a)', 'a')).toBe(true);
    expect(cache.matches('(?!a)', 'a')).toBe(true);
  });
});
