import { describe, expect, it } from 'vitest';
import { costBound, PER_CALL_LIMIT } from '../../../../src/rules/cr/cel/cost-bound.js';
import { CelRuntime } from '../../../../src/rules/cr/cel/runtime-program.js';
import { toCelValue } from '../../../../src/rules/cr/cel/cel-value.js';
import { SchemaNode } from '../../../../src/rules/crd/schema/schema-node.js';
import { celErrors, cr, resource, runCel } from './run-cel.js';

// CR-CEL-008 (spec/cr-validation.md §8): the per-call limit (1,000,000) and the per-object budget
// (10,000,000). The runtime counts no cost, so cost-bound.ts bounds cel-go's from above: under
// the bound nothing changes; past it the rule, and every later one (cel-go may have stopped
// there), is not evaluated; never a cost error that cel-go might not give.

const nested = resource({
  type: 'object',
  properties: {
    xs: {
      type: 'array',
      items: { type: 'string' },
      'x-kubernetes-validations': [
        { rule: 'self.all(a, self.all(b, self.all(c, a.size() + b.size() + c.size() < 100)))' },
        { rule: 'false', message: 'later' },
      ],
    },
  },
});

describe('CR-CEL-008 cost limits', () => {
  it('evaluates rules whose bound stays under the limits', () => {
    expect(celErrors(nested, cr({ xs: ['a', 'b'] }))).toEqual([
      { path: 'spec.xs', type: 'Invalid value', detail: 'later' },
    ]);
  });

  it('does not evaluate a rule whose bound passes the per-call limit, nor any later rule', () => {
    const xs = Array.from({ length: 60 }, (_, i) => `item-${i}`);
    const out = runCel(nested, cr({ xs }));
    expect(out.errors).toEqual([]);
    expect(out.notEvaluated.map((n) => [n.path, n.rule])).toEqual([
      ['spec.xs', 'self.all(a, self.all(b, self.all(c, a.size() + b.size() + c.size() < 100)))'],
      ['spec.xs', 'false'],
    ]);
    expect(out.notEvaluated[0]?.reason).toContain('per-call limit of 1,000,000');
  });

  it('uses cel-go’s static estimate when the schema bounds the value, and it is lower', () => {
    const rule = 'self.all(a, self.all(b, a.size() + b.size() < 100))';
    const bounded = resource({
      type: 'object',
      properties: {
        xs: {
          type: 'array',
          maxItems: 100,
          items: { type: 'string', maxLength: 10 },
          'x-kubernetes-validations': [{ rule }],
        },
      },
    });
    const unbounded = resource({
      type: 'object',
      properties: { xs: { type: 'array', items: { type: 'string' }, 'x-kubernetes-validations': [{ rule }] } },
    });
    const xs = Array.from({ length: 100 }, (_, i) => `s${i}`);
    expect(runCel(bounded, cr({ xs }))).toEqual({ errors: [], notEvaluated: [] });
    expect(runCel(unbounded, cr({ xs })).notEvaluated.map((n) => n.rule)).toEqual([rule]);
  });

  it('bounds at least cel-go’s cost of one comprehension step per item', () => {
    const runtime = new CelRuntime();
    const p = runtime.prepare('self.all(x, x > 0)');
    if (p.kind !== 'ready') throw new Error('not ready');
    const items = new SchemaNode({ type: 'array', items: { type: 'integer' } });
    const value = toCelValue(
      Array.from({ length: 1000 }, () => 1),
      items,
      false,
    );
    // cel-go: about 3 units per item (the predicate, the logical step, the loop condition).
    expect(costBound(p.facts, value.measure)).toBeGreaterThan(3 * 1000);
    expect(costBound(p.facts, value.measure)).toBeLessThan(PER_CALL_LIMIT);
  });

  // kong-operator's KongCertificate: `!self.startsWith('{vault:') || self.matches('^[{]vault://…$')`
  // on a PEM certificate of a few kilobytes costs cel-go about 300 × 14 units.
  it('takes a literal pattern’s length for the regex factor, and the value’s longest string for any other', () => {
    const withRule = (rule: string) =>
      resource({
        type: 'object',
        properties: {
          cert: { type: 'string', 'x-kubernetes-validations': [{ rule, message: 'not a vault reference' }] },
        },
      });
    const pem = `-----BEGIN CERTIFICATE-----${'A'.repeat(3000)}-----END CERTIFICATE-----`;
    const literal = "!self.startsWith('{vault:') || self.matches('^[{]vault://[a-zA-Z0-9._-]+/[^{}]+[}][[:space:]]*$')";
    expect(runCel(withRule(literal), cr({ cert: pem }))).toEqual({ errors: [], notEvaluated: [] });
    const reference = `{vault:${'x'.repeat(3000)}`;
    expect(celErrors(withRule(literal), cr({ cert: reference }))).toEqual([
      { path: 'spec.cert', type: 'Invalid value', value: reference, detail: 'not a vault reference' },
    ]);
    // A pattern read from the value may be as long as the value's strings.
    const fromValue = runCel(withRule('self.matches(self)'), cr({ cert: pem }));
    expect(fromValue.notEvaluated.map((n) => n.reason)).toEqual([
      expect.stringContaining('per-call limit of 1,000,000'),
    ]);
  });
});
