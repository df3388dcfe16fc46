import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../../../../src/parse/kube-object.js';
import { hasRulesAtOrBelow } from '../../../../src/rules/crd/schema/rules-below.js';
import { walkSchema } from '../../../../src/rules/crd/schema/walk-schema.js';
import { schemaOf } from './schema-of.js';

/** Each node's apiserver path, with whether a rule sits at or below it. */
function answers(root: JsonObject): Record<string, boolean> {
  const out: Record<string, boolean> = {};
  walkSchema(schemaOf(root), (at) => {
    out[at.apiserverPath().toString()] = hasRulesAtOrBelow(at);
  });
  return out;
}

const R = 'spec.validation.openAPIV3Schema';

describe('hasRulesAtOrBelow (which defaults SCHEMA-DEF-007 must run rules on)', () => {
  it('answers for each subtree: the rule node, its ancestors, and nothing beside or below it', () => {
    const rule = { 'x-kubernetes-validations': [{ rule: 'self > 0' }] };
    expect(
      answers({
        type: 'object',
        properties: {
          a: { type: 'object', properties: { n: { type: 'integer', ...rule, properties: {} }, m: { type: 'string' } } },
          b: { type: 'array', items: { type: 'string' } },
        },
      }),
    ).toEqual({
      [R]: true,
      [`${R}.properties[a]`]: true,
      [`${R}.properties[a].properties[n]`]: true,
      [`${R}.properties[a].properties[m]`]: false,
      [`${R}.properties[b]`]: false,
      [`${R}.properties[b].items`]: false,
    });
  });

  it('an empty list of rules is no rule', () => {
    expect(answers({ type: 'object', 'x-kubernetes-validations': [] })).toEqual({ [R]: false });
  });
});
