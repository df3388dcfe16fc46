import fc from 'fast-check';
import { RE2JS } from 're2js';
import { describe, expect, it } from 'vitest';
import { hasBaseAsAlternative } from '../../../src/rules/compat/pattern-alternatives.js';

// A pattern widened by alternatives beside the old body (pattern-alternatives.ts).
describe('hasBaseAsAlternative', () => {
  const IPV4 = '(([0-9]{1,3})\\.){3}[0-9]{1,3}\\/([0-9]|[12][0-9]|3[0-2])';
  it.each([
    // zalando's postgres-operator 1036350e, with the IPv6 branch shortened.
    [`^${IPV4}$`, `^(${IPV4}|([0-9a-fA-F]{1,4}:){7}[0-9a-fA-F]{1,4}\\/(12[0-8]|1[01][0-9]|[1-9]?[0-9]))$`],
    ['^a+$', '^(?:a+|b)$'],
    ['^(a|b)$', '^(c|(a|b))$'],
    ['x[|)]y', 'z|x[|)]y'],
    ['^a$', '^a|b$'],
    // compare-schemas.ts's pattern within lengths: a DNS subdomain's, or one of 254 characters or more.
    [
      '^[a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*$',
      '(?:^[a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*$)|^(?s:.){254,}$',
    ],
    ['^a$', 'b$|^a$'],
  ])('%s within %s', (base, head) => expect(hasBaseAsAlternative(base, head)).toBe(true));

  it.each([
    ['^a$', '^(a)$', 'one alternative is no widening to prove here'],
    ['a', '^(a|b)$', 'other anchors'],
    ['^a$', '^(ab|b)$', 'no alternative written as the base'],
    ['^a$', '^(?i)(a|b)$', 'flags before the group'],
    ['^a\\$', '^(a\\|b)$', 'an escaped dollar and bar'],
    ['^[a|b]$', '^[a|b|c]$', 'a class, not alternatives'],
    ['^(a|b)$', '^(a|c)$', 'a part of the base only'],
    ['^a$', '(?:^a)|b$', 'the base cut apart by its anchor'],
  ])('%s within %s: no (%s)', (base, head) => expect(hasBaseAsAlternative(base, head)).toBe(false));

  // Sound: whenever it says yes, every string the base matches (somewhere, as Go's MatchString),
  // the head matches too.
  it('never says yes where some string matches the base only', () => {
    const atom = fc.constantFrom('a', 'b', 'a+', 'b?', '[ab]', '.', '(a|b)', '(?:ab)', '\\|', '[|)]', 'a{2}');
    const body = fc.array(atom, { minLength: 1, maxLength: 3 }).map((a) => a.join(''));
    const anchors = fc.tuple(fc.boolean(), fc.boolean());
    const pair = fc
      .tuple(body, fc.array(body, { minLength: 1, maxLength: 3 }), anchors, fc.nat(3), fc.constantFrom('(', '(?:', ''))
      .map(([b, others, [start, end], at, group]) => {
        const alternatives = [...others];
        alternatives.splice(at % (others.length + 1), 0, b);
        const wrap = (x: string) => `${start ? '^' : ''}${x}${end ? '$' : ''}`;
        const joined = alternatives.join('|');
        return { base: wrap(b), head: wrap(group === '' ? joined : `${group}${joined})`) };
      });
    // The base whole, anchors and all, as one alternative of the head, in a group or not.
    const whole = fc
      .tuple(pair, fc.array(body, { minLength: 1, maxLength: 2 }), fc.boolean())
      .map(([{ base }, others, grouped]) => ({
        base,
        head: [...others, grouped ? `(?:${base})` : base].join('|'),
      }));
    const text = fc.string({ unit: fc.constantFrom('a', 'b', '|', ')', 'c'), maxLength: 5 });
    fc.assert(
      fc.property(fc.oneof(pair, whole), fc.array(text, { maxLength: 20 }), ({ base, head }, texts) => {
        if (!hasBaseAsAlternative(base, head)) return;
        const b = RE2JS.compile(base);
        const h = RE2JS.compile(head);
        for (const t of texts) if (b.matcher(t).find()) expect(h.matcher(t).find(), `${base} ${head} ${t}`).toBe(true);
      }),
      { numRuns: 500 },
    );
  });
});
