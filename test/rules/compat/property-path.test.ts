import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatPropertyPath, parsePropertyPath, type PropertyStep } from '../../../src/rules/compat/property-path.js';

// spec/crd-compatibility.md §3.1: arrays, maps and odd names cannot be mistaken for fields.
describe('property paths', () => {
  it.each([
    [[], '^'],
    [
      [
        { property: 'spec' },
        { property: 'containers' },
        'items',
        { property: 'ports' },
        'items',
        { property: 'containerPort' },
      ],
      '^.spec.containers[*].ports[*].containerPort',
    ],
    [[{ property: 'spec' }, { property: 'selector' }, 'additionalProperties'], '^.spec.selector{*}'],
    [[{ property: 'spec' }, { property: 'matrix' }, 'additionalProperties', 'items'], '^.spec.matrix{*}[*]'],
    [
      [{ property: 'metadata' }, { property: 'labels' }, { property: 'app.kubernetes.io/name' }],
      '^.metadata.labels["app.kubernetes.io/name"]',
    ],
    [[{ property: '$ref-like_x' }], '^.$ref-like_x'],
    [[{ property: '1st' }], '^["1st"]'],
    [[{ property: '' }], '^[""]'],
    [[{ property: '[*]' }], '^["[*]"]'],
  ] as [PropertyStep[], string][])('%j is %s', (steps, text) => {
    expect(formatPropertyPath(steps)).toBe(text);
    expect(parsePropertyPath(text)).toEqual(steps);
  });

  it.each([
    '',
    'spec',
    '^spec',
    '^.',
    '^.1st',
    '^["spec"]',
    '^["a"',
    '^[*',
    '^.a..b',
    '^{*}x',
    '^["a\\"]',
    '^["\\u00e9"]',
  ])('%j is not a property path', (text) => {
    expect(parsePropertyPath(text)).toBeUndefined();
  });

  const step: fc.Arbitrary<PropertyStep> = fc.oneof(
    fc.constant('items' as const),
    fc.constant('additionalProperties' as const),
    fc.string({ unit: 'grapheme-composite', maxLength: 12 }).map((property) => ({ property })),
    fc.stringMatching(/^[A-Za-z_$][A-Za-z0-9_$-]{0,8}$/).map((property) => ({ property })),
  );

  it('reads back every path it writes, and writes one text per path', () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 8 }), fc.array(step, { maxLength: 8 }), (a, b) => {
        expect(parsePropertyPath(formatPropertyPath(a))).toEqual(a);
        if (formatPropertyPath(a) === formatPropertyPath(b)) expect(a).toEqual(b);
      }),
    );
  });

  it('never throws on any text', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (text) => {
        const steps = parsePropertyPath(`^${text}`);
        if (steps !== undefined) expect(formatPropertyPath(steps)).toBe(`^${text}`);
      }),
    );
  });
});
