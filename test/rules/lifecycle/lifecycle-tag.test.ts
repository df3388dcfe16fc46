import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { tagOfComment } from '../../../src/parse/go/gengo-tag.js';
import { parseLifecycleTag } from '../../../src/rules/lifecycle/lifecycle-tag.js';

// `+lifecycle:<component>:key=value,…` (spec/go-lifecycle.md §2.1): user input, so checked on
// generated tags as well as on the cases the spec names.

const parse = (text: string) => {
  const tag = tagOfComment({ line: 1, column: 1, text: ` ${text}` });
  if (!tag || 'message' in tag) throw new Error(`not a tag: ${text}`);
  return parseLifecycleTag(tag);
};

describe('parseLifecycleTag', () => {
  it('reads the KEP example', () => {
    const t = parse('+lifecycle:kubernetes:minVersion=v1.20,status=alpha,featureGate=Frobber2D');
    expect([t.component, Object.fromEntries(t.values), t.problems]).toEqual([
      'kubernetes',
      { minVersion: 'v1.20', status: 'alpha', featureGate: 'Frobber2D' },
      [],
    ]);
  });

  it.each([
    [
      '+lifecycle:kubernetes:minVersion=v0.1,status=alpha,featureGate=A',
      ['minVersion "v0.1" is not a Kubernetes version such as v1.20'],
    ],
    [
      '+lifecycle:kubernetes:minVersion=v1.01,status=alpha,featureGate=A',
      ['minVersion "v1.01" is not a Kubernetes version such as v1.20'],
    ],
    [
      '+lifecycle:kubernetes:status=alpha,featureGate=A,featureGate=B',
      ['featureGate is given twice', 'minVersion is missing'],
    ],
    ['+lifecycle:kubernetes:minVersion=v1.2,status=alpha,featureGate=A,', ['"" is not a key=value pair']],
    [
      '+lifecycle:kubernetes:minVersion=v1.2,status=alpha,featureGate=A-B',
      ['featureGate "A-B" is not a feature gate name'],
    ],
    [
      '+lifecycle::minVersion=v1.2',
      [
        'the tag must read +lifecycle:<component>:key=value,… (for example +lifecycle:kubernetes:minVersion=v1.20,status=alpha,featureGate=Frobber2D)',
      ],
    ],
    ['+lifecycle:istio:minVersion=v3', ['minVersion "v3" is not a version such as v3.0 or v3.0.0']],
    ['+lifecycle:istio:minVersion=v3.0.0,status=beta,featureGate="x,y"', []],
  ])('%s', (text, problems) => {
    expect(parse(text).problems).toEqual(problems);
  });

  it('accepts every well-formed kubernetes tag, keys in any order, and gives its values back', () => {
    const version = fc
      .tuple(fc.integer({ min: 1, max: 30 }), fc.integer({ min: 0, max: 99 }))
      .map(([a, b]) => `v${a}.${b}`);
    const gate = fc.stringMatching(/^[A-Z][A-Za-z0-9]{0,20}$/);
    const status = fc.constantFrom('alpha', 'beta', 'deprecated');
    fc.assert(
      fc.property(
        version,
        status,
        gate,
        fc.shuffledSubarray([0, 1, 2], { minLength: 3, maxLength: 3 }),
        (v, s, g, order) => {
          const pairs = [`minVersion=${v}`, `status=${s}`, `featureGate=${g}`];
          const t = parse(`+lifecycle:kubernetes:${order.map((i) => pairs[i]).join(',')}`);
          expect(t.problems).toEqual([]);
          expect(Object.fromEntries(t.values)).toEqual({ minVersion: v, status: s, featureGate: g });
        },
      ),
    );
  });

  it('never throws and reports a problem or reads a value for any text after the prefix', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), (rest) => {
        const tag = tagOfComment({ line: 1, column: 1, text: ` +lifecycle:${rest}` });
        if (tag === undefined || 'message' in tag) return;
        const t = parseLifecycleTag(tag);
        expect(t.problems.length > 0 || t.values.size > 0).toBe(true);
      }),
    );
  });
});
