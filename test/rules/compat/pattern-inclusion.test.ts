import fc from 'fast-check';
import { RE2JS } from 're2js';
import { describe, expect, it } from 'vitest';
import { patternAdmitsAllOf } from '../../../src/rules/compat/pattern-inclusion.js';

// patternAdmitsAllOf(base, head): does head match (somewhere, as Go's regexp.MatchString does)
// every string base matches?
describe('patternAdmitsAllOf', () => {
  it.each([
    ['an optional group and an optional character', '^http(s)?://.+$', '^https?://.+$', true],
    ['the same, the other way round', '^https?://.+$', '^http(s)?://.+$', true],
    ['an escaped slash and a plain one', '^http(s)?:\\/\\/.+$', '^https?://.+$', true],
    ['an alternation and an optional character', '^(http|https)://.+$', '^https?://.+$', true],
    ['a class widened', '^[a-z]+$', '^[a-z0-9]+$', true],
    ['a class narrowed', '^[a-z0-9]+$', '^[a-z]+$', false],
    ['a Unicode class widened', '^\\p{L}+$', '^[\\p{L}\\p{N}]+$', true],
    ['a Unicode class narrowed', '^[\\p{L}\\p{N}]+$', '^\\p{L}+$', false],
    ['unanchored: a longer literal contains a shorter one', 'abc', 'b', true],
    ['unanchored: a shorter literal does not contain a longer one', 'b', 'abc', false],
    ['a begin anchor dropped', '^a', 'a', true],
    ['a begin anchor added', 'a', '^a', false],
    ['an end anchor dropped', 'a$', 'a', true],
    ['an end anchor added', 'a', 'a$', false],
    ['the empty string only, then any line', '^$', '^.*$', true],
    ['any line, then the empty string only', '^.*$', '^$', false],
    ['. does not match a newline', '^[\\s\\S]*$', '^.*$', false],
    ['the empty pattern matches everything', 'a', '', true],
    ['one pattern, twice', '^(a|b)+$', '^(a|b)+$', true],
    ['a case-folded literal and its classes of both cases', '(?i)abc', '[aA][bB][cC]', true],
    ['classes of both cases and a case-folded literal', '[aA][bB][cC]', '(?i)abc', true],
    ['a literal folded', 'abc', '(?i)abc', true],
    ['a folded literal no longer folded', '(?i)abc', 'abc', false],
    // Go folds k with K and the Kelvin sign (U+212A), which [kK] does not match.
    ['a folded k and [kK]', '^(?i)k$', '^[kK]$', false],
    ['[kK] and a folded k', '^[kK]$', '^(?i)k$', true],
    // kube-prometheus d9abf29b: prometheus-operator's month pattern, `[1-12]` being 1 and 2 only.
    [
      'a folded month pattern widened',
      '^((?i)january|february|[1-12])$',
      '^((?i)january|february|1[0-2]|[1-9])$',
      true,
    ],
  ])('%s: %j then %j', (_name, base, head, expected) => {
    expect(patternAdmitsAllOf(base, head)).toBe(expected);
  });

  it.each([
    ['a word boundary', '\\bfoo', 'foo'],
    ['a line anchor (m flag)', '(?m)^a$', 'a'],
    ['a pattern RE2 rejects', '(', 'a'],
    ['lookahead, which RE2 does not have', 'a', '(?=a)a'],
  ])('decides nothing about %s', (_name, base, head) => {
    expect(patternAdmitsAllOf(base, head)).toBeUndefined();
  });

  it('decides a large pattern widened: a repeated optional label (gateway-api a94bbc018)', () => {
    const label = '[a-z0-9]([-a-z0-9]*[a-z0-9])?';
    const tail = '/([A-Za-z0-9][-A-Za-z0-9_.]{0,61})?[A-Za-z0-9]))$';
    const base = `^(System|(${label}(\\.${label})?${tail}`;
    const head = `^(System|(${label}(\\.${label})*${tail}`;
    expect(patternAdmitsAllOf(base, head)).toBe(true);
    expect(patternAdmitsAllOf(head, base)).toBe(false);
  });

  it('gives up, undecided, on a pattern whose subset automaton blows up', () => {
    expect(patternAdmitsAllOf('(a|b)*a(a|b){16}$', '(a|b)*b(a|b){16}$')).toBeUndefined();
  });

  // Soundness against RE2 itself: when it says head admits all of base, no string that base
  // matches is refused by head (checked on every string up to length 5 over a, b, c, A and a
  // newline). Both answers must turn up, so a walk that always said no would fail here too.
  const atom = fc.constantFrom(
    'a',
    'b',
    'A',
    '.',
    '[ab]',
    '[^a]',
    '\\n',
    '(a|b)',
    '(ab)',
    '(a\nb|c)',
    '(a$|b)',
    '(^a|b)',
    '(?i:a)',
    '(?i:ab)',
  );
  const piece = fc.tuple(atom, fc.constantFrom('', '?', '*', '+')).map(([a, q]) => a + q);
  const pattern = fc
    .tuple(fc.boolean(), fc.array(piece, { minLength: 1, maxLength: 3 }), fc.boolean())
    .map(([begin, pieces, end]) => `${begin ? '^' : ''}${pieces.join('')}${end ? '$' : ''}`);
  const strings: string[] = [''];
  for (let n = 1; n <= 5; n++)
    for (const s of strings.filter((x) => x.length === n - 1))
      for (const c of ['a', 'b', 'c', 'A', '\n']) strings.push(s + c);

  it('never says yes where RE2 finds a string only the base pattern matches', () => {
    const answers = new Set<boolean | undefined>();
    fc.assert(
      fc.property(pattern, pattern, (base, head) => {
        const b = RE2JS.compile(base);
        const h = RE2JS.compile(head);
        const admits = patternAdmitsAllOf(base, head);
        answers.add(admits);
        if (admits) expect(strings.find((s) => b.matcher(s).find() && !h.matcher(s).find())).toBeUndefined();
      }),
      { numRuns: 300 },
    );
    expect(answers).toEqual(new Set([true, false]));
  });

  it('within a third pattern: only the strings it matches count (a duration, etcd-druid f7f11f65)', () => {
    const old = '^([0-9]+h)?([0-9]+d)?$';
    const hours = '^([0-9]+h)+$';
    // The old pattern's `d` and "" are refused, which `within` does not match.
    expect(patternAdmitsAllOf(old, hours)).toBe(false);
    expect(patternAdmitsAllOf(old, hours, undefined, '^[0-9]+[hms]$')).toBe(true);
    // `5h` within, accepted before and refused now.
    expect(patternAdmitsAllOf(old, '^([0-9]+m)+$', undefined, '^[0-9]+[hms]$')).toBe(false);
  });

  it('never says yes within a third pattern where RE2 finds a string of it and the base that head refuses', () => {
    const answers = new Set<boolean | undefined>();
    fc.assert(
      fc.property(pattern, pattern, pattern, (base, head, within) => {
        const [b, h, w] = [base, head, within].map((p) => RE2JS.compile(p));
        const admits = patternAdmitsAllOf(base, head, undefined, within);
        answers.add(admits);
        if (admits)
          expect(
            strings.find((s) => b?.matcher(s).find() && w?.matcher(s).find() && !h?.matcher(s).find()),
          ).toBeUndefined();
      }),
      { numRuns: 300 },
    );
    expect(answers).toEqual(new Set([true, false]));
  });
});
