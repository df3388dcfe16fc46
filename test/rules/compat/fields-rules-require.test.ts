import { Environment } from '@marcbachmann/cel-js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CelCompiler } from '../../../src/rules/crd/cel/cel-compiler.js';
import { fieldsRulesRequire, selectsBelow } from '../../../src/rules/compat/fields-rules-require.js';
import { celLogicOver } from '../../support/cel-logic.js';

const compiler = new CelCompiler();
const required = (...rules: string[]) => [...fieldsRulesRequire(rules.map((r) => compiler.ast(r)))].sort();

describe('fieldsRulesRequire', () => {
  it('a select of a field wherever the rule runs, through has() below it, on both sides of ||', () => {
    // gardener/etcd-druid's Etcd root rule: spec is selected on either side.
    expect(required("!has(self.spec.peers) || self.spec.peers.all(p, p.startsWith(self.metadata.name + '-'))")).toEqual(
      ['spec'],
    );
    expect(required('self.size > 0')).toEqual(['size']);
    expect(required('has(self.a) && self.b == 1')).toEqual(['a', 'b']);
    expect(required("self.mode == 'x' ? self.a > 0 : self.a < 0")).toEqual(['a', 'mode']);
  });

  it('nothing a side that may decide alone does not need, nor a negated has(), nor an optional select', () => {
    expect(required('!has(self.a) || self.a > 0')).toEqual([]);
    expect(required('has(self.a) || has(self.b)')).toEqual([]);
    expect(required('self.?a.orValue(0) > 0')).toEqual([]);
    expect(required('has(self.mode) ? self.a > 0 : true')).toEqual([]);
    // A macro's body may never run: only its receiver is evaluated for sure.
    expect(required('self.items.all(i, self.limit > i)')).toEqual(['items']);
  });

  it('not from a transition rule, which never judged an object as it was created', () => {
    expect(required('self.spec == oldSelf.spec')).toEqual([]);
    expect(required('self.spec == oldSelf.spec', 'has(self.status)')).toEqual(['status']);
  });

  it('a field named by the property it escapes', () => {
    expect(required('self.__namespace__ != ""')).toEqual(['namespace']);
  });

  // Soundness against cel-js itself: on an object without a field the rules are said to need, no
  // rule that needs it evaluates to true. Both answers must turn up.
  it('no object without a field it names passes the rule', () => {
    const runtime = new Environment({ enableOptionalTypes: true, unlistedVariablesAreDyn: true });
    const term = fc.constantFrom('self.a', 'self.b.c', 'self.?a.orValue(1)', '1', 'size(self.l)');
    const rule = celLogicOver(
      fc.oneof(
        fc.constantFrom('has(self.a)', 'has(self.b)', 'has(self.b.c)', 'self.l.all(x, x > self.a)', 'true', 'false'),
        fc.tuple(term, fc.constantFrom('==', '!=', '<'), term).map(([l, op, r]) => `${l} ${op} ${r}`),
      ),
    );
    const object = fc.record(
      {
        a: fc.constantFrom(0, 1, 2),
        b: fc.record({ c: fc.constantFrom(0, 1) }, { requiredKeys: [] }),
        l: fc.constantFrom([], [1], [0, 2]),
      },
      { requiredKeys: [] },
    );
    const answers = new Set<boolean>();
    fc.assert(
      fc.property(rule, object, (text, self) => {
        const needed = fieldsRulesRequire([compiler.ast(text)]);
        const lacking = ['a', 'b', 'l'].some((f) => needed.has(f) && !(f in self));
        answers.add(needed.size > 0);
        if (!lacking) return;
        let result: unknown;
        try {
          result = runtime.evaluate(text, { self });
        } catch {
          result = 'error';
        }
        expect(result).not.toBe(true);
      }),
      { numRuns: 2000, seed: 23 },
    );
    expect(answers).toEqual(new Set([true, false]));
  });

  it('selectsBelow: a select below the field, not of the field itself', () => {
    const below = (rule: string, field: string) => selectsBelow(compiler.ast(rule), field);
    expect(below('!has(self.spec.prefix) || self.spec.prefix != ""', 'spec')).toBe(true);
    expect(below('self.?spec.prefix.orValue("") != ""', 'spec')).toBe(true);
    expect(below('has(self.spec)', 'spec')).toBe(false);
    expect(below('self.spec != null', 'spec')).toBe(false);
    expect(below('self.status.phase == "x"', 'spec')).toBe(false);
  });
});
