import { cel } from '../../../../src/rules/crd/cel/cel.js';
import { describe, expect, it } from 'vitest';
import { ruleTester, runRule } from '../../../support/rule-tester.js';
import { schemaVersion, widgetCrd } from '../schema/widget-crd.js';

// SCHEMA-CEL-009 (spec/crd-validation.md §10): cost limits. `self.s.contains(self.t)` costs
// 2 + 2 + ceil(size(s) * 0.1) * ceil(size(t) * 0.1), sizes being 4 bytes per rune of maxLength.
const crd = (sLength: number, tLength: number, rules: string) =>
  widgetCrd({
    versions: schemaVersion(`
      type: object
      properties:
        spec:
          type: object
          properties: {s: {type: string, maxLength: ${sLength}}, t: {type: string, maxLength: ${tLength}}}
          x-kubernetes-validations: ${rules}
    `),
  });
/** The `s` of `crd` named `namespace`, a CEL reserved word. */
const keywordCrd = (rule: string) =>
  crd(2000, 6250, `[{rule: "${rule}"}]`).replace('{s: {type: string', '{namespace: {type: string');
const X = 'spec.validation.openAPIV3Schema.properties[spec].x-kubernetes-validations';
const M = 'spec.versions[0].schema.openAPIV3Schema.properties[spec].x-kubernetes-validations';
const CONTAINS = '{rule: "self.s.contains(self.t)"}';
const HINT =
  '(try simplifying the rule, or adding maxItems, maxProperties, and maxLength where arrays, maps, and strings are declared)';
// 800 * 25,000 + 4 = 20,000,004: twice the per-expression limit.
const expensive = crd(2000, 62500, `[${CONTAINS}]`);
// 1,000 * 9,000 + 4 = 9,000,004 each: twelve of them, and one with `|| self.s == self.t`
// (9,001,008), exceed the schema's 100,000,000 by 17,001,056.
const many = (n: number) =>
  crd(
    2500,
    22500,
    `[${[...Array(n).fill(CONTAINS), '{rule: "self.s.contains(self.t) || self.s == self.t"}'].join(', ')}]`,
  );

ruleTester(cel, {
  valid: [
    { name: 'SCHEMA-CEL-009: a rule within the per-expression limit', head: crd(2000, 6250, `[${CONTAINS}]`) },
    {
      name: 'SCHEMA-CEL-009: the per-expression limit is not applied to an unchanged schema on update',
      head: expensive,
      base: expensive,
    },
    { name: 'SCHEMA-CEL-009: a total within the schema limit', head: many(9) },
    {
      name: 'SCHEMA-CEL-009: a reserved property name, escaped, has the size of its maxLength',
      head: keywordCrd('self.__namespace__.contains(self.t)'),
    },
    {
      name: 'SCHEMA-CEL-009: an uncertain estimate is not judged',
      head: crd(2000, 62500, '[{rule: "self.s.lowerAscii().contains(self.t)"}]'),
    },
  ],
  invalid: [
    {
      // The select resolves to __namespace__ (1.31+), but the apiserver's sizeEstimator follows
      // the path as written, finds no field `namespace` and gives no size: unbounded.
      name: 'SCHEMA-CEL-009: a reserved property name written plainly has no size',
      head: keywordCrd('self.namespace.contains(self.t)'),
      findings: [
        {
          line: 14,
          column: 9,
          fieldPath: 'spec.versions[0].schema.openAPIV3Schema',
          apiserver: {
            path: 'spec.validation.openAPIV3Schema',
            type: 'Forbidden',
            detail: `x-kubernetes-validations estimated rule cost total for entire OpenAPIv3 schema exceeds budget by factor of more than 100x ${HINT}`,
          },
        },
        {
          line: 20,
          column: 49,
          fieldPath: `${M}[0].rule`,
          apiserver: {
            path: `${X}[0].rule`,
            type: 'Forbidden',
            detail: `estimated rule cost exceeds budget by factor of more than 100x ${HINT}`,
          },
        },
        {
          line: 20,
          column: 49,
          fieldPath: `${M}[0].rule`,
          apiserver: {
            path: `${X}[0].rule`,
            type: 'Forbidden',
            detail: 'contributed to estimated rule cost total exceeding cost limit for entire OpenAPIv3 schema',
          },
        },
      ],
    },
    {
      name: 'SCHEMA-CEL-009: a rule over the per-expression limit',
      head: expensive,
      findings: [
        {
          line: 20,
          column: 49,
          fieldPath: `${M}[0].rule`,
          apiserver: {
            path: `${X}[0].rule`,
            type: 'Forbidden',
            detail: `estimated rule cost exceeds budget by factor of 2.0x ${HINT}`,
          },
        },
      ],
    },
    {
      name: 'SCHEMA-CEL-009: a total over the schema limit, with its one certain top contributor',
      head: many(12),
      findings: [
        {
          line: 14,
          column: 9,
          fieldPath: 'spec.versions[0].schema.openAPIV3Schema',
          apiserver: {
            path: 'spec.validation.openAPIV3Schema',
            type: 'Forbidden',
            detail: `x-kubernetes-validations estimated rule cost total for entire OpenAPIv3 schema exceeds budget by factor of 1.170011x ${HINT}`,
          },
        },
        {
          line: 20,
          column: 469,
          fieldPath: `${M}[12].rule`,
          apiserver: {
            path: `${X}[12].rule`,
            type: 'Forbidden',
            detail: 'contributed to estimated rule cost total exceeding cost limit for entire OpenAPIv3 schema',
          },
        },
      ],
    },
  ],
});

describe('crd/cel cost findings in the review of a change', () => {
  // wso2/apk 175b1cb4a: over the schema's budget by 17.6x before the change and 17.8x after.
  it('are the same finding whatever factor the cost exceeds its budget by, so `new` does not show them', () => {
    const total = (n: number) =>
      runRule(cel, { name: 'total', head: many(n) })
        .map((t) => t.finding)
        .filter((f) => f.fieldPath === 'spec.versions[0].schema.openAPIV3Schema');
    const [before] = total(12);
    const [after] = total(20);
    expect(before?.message).not.toBe(after?.message);
    expect(after?.fingerprint).toBe(before?.fingerprint);
  });

  // A regression probe: a costlier rule inserted before one that was already over its budget.
  it('are known by the rule they are about, not by its place in the list', () => {
    const costly = '{rule: "self.s.contains(self.t)"}';
    const other = '{rule: "self.t.contains(self.s)"}';
    const byRule = (rules: string) =>
      new Map(
        runRule(cel, { name: 'rules', head: crd(2000, 62500, rules) })
          .map((t) => t.finding)
          .filter((f) => f.message.includes('estimated rule cost exceeds budget'))
          .map((f) => [f.fieldPath, f.fingerprint]),
      );
    const before = byRule(`[${costly}]`);
    const after = byRule(`[${other}, ${costly}]`);
    expect(after.get(`${M}[1].rule`)).toBe(before.get(`${M}[0].rule`));
    expect(after.get(`${M}[0].rule`)).not.toBe(before.get(`${M}[0].rule`));
    expect(after.size).toBe(2);
    // The same rule twice: two findings, two identities.
    const twice = byRule(`[${costly}, ${costly}]`);
    expect(new Set(twice.values()).size).toBe(2);
    expect(twice.get(`${M}[0].rule`)).toBe(before.get(`${M}[0].rule`));
  });
});
