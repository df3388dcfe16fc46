import { evaluate } from '@marcbachmann/cel-js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CelCompiler } from '../../../src/rules/crd/cel/cel-compiler.js';
import type { OldObjectFacts } from '../../../src/rules/compat/holds-without-new-fields.js';
import { impliedByCases } from '../../../src/rules/compat/implied-by-cases.js';
import { isImpliedBy } from '../../../src/rules/compat/implied-by-rule.js';
import type { OldObjectScope } from '../../../src/rules/compat/on-old-objects.js';
import { patternAdmitsAllOf } from '../../../src/rules/compat/pattern-inclusion.js';
import { celLogicOver } from '../../support/cel-logic.js';

// Which changed rules are proven to accept everything the base rule accepted.
const compiler = new CelCompiler();
const ast = (rule: string) => {
  const parsed = compiler.ast(rule);
  if (!parsed) throw new Error(`does not parse: ${rule}`);
  return parsed;
};
const implied = (base: string, head: string): boolean => isImpliedBy(ast(base), ast(head));

describe('isImpliedBy', () => {
  it.each([
    ['self == oldSelf', 'self == oldSelf', 'the same rule'],
    ['self == oldSelf', '(self==oldSelf)', 'other spacing and parentheses'],
    [
      'self == oldSelf',
      "self == oldSelf || (self[size(self) - 1].k == 'h' && oldSelf[size(oldSelf) - 1].k == 'h')",
      'widened on the right',
    ],
    ['self == oldSelf', 'oldSelf.mode == "Manual" || self == oldSelf', 'widened on the left'],
    [
      'self == oldSelf',
      '(!has(self.clusterRef) && !has(oldSelf.clusterRef)) || self.clusterRef == oldSelf.clusterRef',
      "the node's immutability relaxed to one field's, unset on both sides or equal (redpanda-operator 414bf9cf9)",
    ],
    ['self.a > 1 && self.b > 1', 'self.b > 1', 'a conjunct dropped'],
    [
      "has(self.f) && has(self.t) ? self.t.all(r, r.kind == 'Gateway' && !has(r.section)) : true",
      'has(self.f) && (has(self.f.tcp) || has(self.f.tls)) && has(self.t) ? self.t.all(r, !has(r.section)) : true',
      'a guard narrowed and its branch loosened (agentgateway d214912211)',
    ],
    [
      "!self.l.exists(s, s.n == 'api' && self.c.names.exists(n, n == s.h))",
      "!self.l.exists(s, s.n == 'api' && has(self.c) && has(self.c.names) && self.c.names.exists(n, n == s.h))",
      'a negated exists given guards (openshift/hypershift 07d7d59669)',
    ],
    ['!self.l.exists(s, s.a && s.b)', 'self.l.all(s, !(s.a && s.b && s.c))', 'a negated exists spelled as all'],
    [
      "!self.l.exists(x, x.a == 'p' && has(self.c) && self.c.exists(c, c.names.exists(n, n == x.h)))",
      "!self.l.exists(x, x.a == 'p' && has(self.c) && self.c.exists(c, has(c.names) && c.names.exists(n, n == x.h)))",
      'a guard inside an inner exists too (openshift/hypershift 07d7d59669)',
    ],
    ['self.a > 1 && (self.b > 1 && self.c > 1)', 'self.c > 1 || self.d', 'a nested conjunct kept and widened'],
    ['self.a > 1 || self.b > 1', 'self.b > 1 || self.a > 1 || self.c', 'both disjuncts kept, another added'],
    ['0 < self && self <= 6553', '0 < self && self <= 65535', "an upper bound raised (istio's port typo fix)"],
    ['self.size() < 10', 'self.size() <= 9', 'a strict bound of a size, an integer, as the bound one inside'],
    ['size(self.n) > 0', 'size(self.n) >= 1', 'a strict lower bound of a size as the bound one above'],
    [
      "[['a'], ['b', 'c']].exists_one(g, g.exists(k, k in self))",
      "2 > size([['a'], ['b', 'c']].filter(g, g.exists(k, k in self)))",
      'exactly one item passing, relaxed to at most one (postgres-operator c95679a6)',
    ],
    [
      'self.l.exists_one(x, x > 2)',
      'self.l.filter(x, x > 2).size() <= 1',
      'the same as a bound of the size, member call',
    ],
    [
      "self in ['a', 'b'] || !self.startsWith('k/')",
      "self in ['a', 'c', 'b'] || !self.startsWith('k/')",
      "a value added to an allow-list (karpenter-provider-azure's well-known labels, 731b1f78)",
    ],
    ["self.all(x, x in ['a'])", "self.all(x, x in ['a', 'b'] || x == 'c')", 'every item, with a wider predicate'],
    [
      '!has(oldSelf.topologyName) || self == oldSelf',
      '!has(oldSelf.topologyName) || (has(self.nodeLabels) == has(oldSelf.nodeLabels) && (!has(self.nodeLabels) || self.nodeLabels == oldSelf.nodeLabels))',
      "whole-object immutability narrowed to one field (kueue's ResourceFlavor)",
    ],
    [
      '!has(oldSelf.t) || self == oldSelf',
      '!has(oldSelf.t) || (has(self.t) && self.t == oldSelf.t)',
      'one field kept where it was set',
    ],
    ['oldSelf == self', 'self.spec == oldSelf.spec || !has(self.spec)', 'self equal: a guard on the other side'],
    [
      'self.a > 0 ? (oldSelf.spec.p == self.spec.p) : true',
      'self.a > 0 && has(oldSelf.spec.p) && has(self.spec.p) ? (oldSelf.spec.p == self.spec.p) : true',
      "has() checks added to a condition (kueue's priorityClassSource rule)",
    ],
    ['self.a > 0 ? self.b == 1 : true', 'has(self.c) && self.a > 0 ? self.b == 1 : true', 'has() of a field of self'],
    [
      "oldSelf.s.exists(c, c == 1) && self.t != 'x' ? self.n == 1 : true",
      "oldSelf.s.exists(c, c == 1) && has(self.t) && has(oldSelf.s) && self.t != 'x' ? self.n == 1 : true",
      'fields the condition read',
    ],
    ['self.a >= 5', 'self.a > 4', 'a lower bound lowered, made strict'],
    ['self.a < 5', 'self.a <= 5', 'strict to non-strict at the same bound'],
    ['self.a < 5', '5 >= self.a', 'the literal on the other side'],
    ['self.a <= 2.5', 'self.a < 3', 'doubles'],
    ['self.a > 1 && self.b > 1', 'self.b > 1 && self.a > 1', 'conjuncts reordered'],
    [
      'has(self.h) ? has(self.alg) && self.alg == "consistent" : true',
      'has(self.h) ? has(self.alg) && (self.alg == "consistent" || self.alg == "sticky") : true',
      "a branch widened under the same condition (Kong's KongUpstreamPolicy hashOn rule)",
    ],
    ['self.a ? self.b : self.c', 'self.a ? self.b || self.d : self.c || self.d', 'both branches widened'],
    [
      '(self.size() < 63) == true',
      'true == (self.size() < 317)',
      "a bound raised inside `== true` (secrets-store-sync-controller's label rules, c576c50)",
    ],
    ["!self.matches('^a')", "self.matches('^a') == false", '`!P` written `P == false` (prometheus-engine adeb41d19)'],
    ["false == self.matches('^a')", "!self.matches('^a')", 'and back, the literal first'],
    [
      '(has(self.enabled) && self.enabled == false) || size(self.pgbackrest.repos) > 0',
      '(has(self.enabled) && self.enabled == false) || (has(self.pgbackrest.repos) && size(self.pgbackrest.repos) > 0)',
      'a has() guard on the field a disjunct reads (percona-postgresql-operator 94fc9d6cc)',
    ],
    ['self.a.b.c > 0', 'has(self.a.b) && self.a.b.c > 0', 'a guard on a field above the one read'],
    [
      "has(self.p) && self.p != '' || self.w.all(x, x.l.matches('^[a-z]+$'))",
      "has(self.p) && size(self.p) > 0 || self.w.all(x, x.l.matches('^[a-z]+$'))",
      "a string's emptiness tested with its size, beside a disjunct kept (fluxcd/source-watcher 884f847462)",
    ],
    ['size(self.p) != 0', "self.p != ''", 'and back, the literal on either side'],
    ["self.p == ''", 'self.p.size() == 0', 'an emptiness test the other way, a size as a method'],
    ["'' == self.p", 'size(self.p) < 1', 'the literal first, a strict bound'],
    ['self.list.all(x, x > 0)', 'has(self.list) && self.list.all(x, x > 0)', 'a macro reads its list'],
    [
      '!has(self.a.b) ? true : self.a.b.c > 0',
      '(!has(self.a) || !has(self.a.b)) ? true : self.a.b.c > 0',
      "a disjunct added to the condition that selects true (Kong's kubernetes-configuration 96347ff)",
    ],
    [
      '(!has(self.a.b) || self.a.b.c == 0) ? true : self.a.b.d > 0',
      '(!has(self.a.b) || self.a.b.c == 0 || !has(self.a.b.e)) ? true : self.a.b.d > 0',
      'a disjunct that reads only what the others read',
    ],
  ])('%s ⇒ %s (%s)', (base, head) => {
    expect(implied(base, head)).toBe(true);
  });

  it.each([
    ['self.a >= 0', 'self.a > 0', 'a comparison rewritten'],
    ["self.p != ''", 'size(self.p) == 0', 'an emptiness test turned around'],
    ["self.p != ''", 'size(self.q) > 0', "another field's size"],
    ["self.p != ''", 'size(self.p) > 1', 'a size of more than one'],
    ["self in ['a', 'b']", "self in ['a']", 'a value taken from an allow-list'],
    ["!(self in ['a'])", "!(self in ['a', 'b'])", 'a deny-list widened'],
    ["self in ['a']", "self.x in ['a', 'b']", 'another subject'],
    ["self.all(x, x in ['a'])", "self.all(y, y in ['a', 'b'])", 'another variable'],
    ["self.all(x, x in ['a'])", "self.exists(x, x in ['a', 'b'])", 'another macro'],
    ['self.a > 1', 'self.a > 1 && self.b > 1', 'a conjunct added'],
    [
      'has(self.f) ? self.t.all(r, !has(r.section)) : true',
      'has(self.f) && has(self.f.tcp) ? self.t.all(r, !has(r.section) && r.kind == "G") : true',
      'a guard narrowed and its branch tightened',
    ],
    ['self.a > 1', 'has(self.b) && self.a > 1', 'a guard on a field the base does not read'],
    [
      '!has(self.a) || self.a.b > 1',
      'has(self.a) && self.a.b > 1',
      'a guard where the base reads the field only on one side',
    ],
    [
      'self.list.all(x, x.f > 0)',
      'has(self.list[0].f) && self.list.all(x, x.f > 0)',
      'a field read only in a macro body',
    ],
    ['self.a.b > 1', 'has(self.a.b.c) && self.a.b > 1', 'a guard on a field below the one read'],
    ['self.a > 1 || self.b > 1', 'self.a > 1', 'a disjunct dropped'],
    [
      '!has(self.a.b) ? true : self.a.b.c > 0',
      '(!has(self.a.b) || self.x.y > 0) ? true : self.a.b.c > 0',
      'a disjunct added that reads a field the base did not, which may fail where its condition was false',
    ],
    [
      '!has(self.a.b) ? true : self.a.b.c > 0',
      '(!has(self.a.b) || self.a.b.d > 0) ? false : self.a.b.c > 0',
      'a condition widened that selects false',
    ],
    ['self.a > 1', 'self.a > 1 && self.a > 1 && self.b', 'a conjunct added beside copies'],
    ['self.a > 1', 'self.a > 2 || self.b', 'the kept disjunct is another comparison'],
    ['self <= 65535', 'self <= 6553', 'an upper bound lowered'],
    ['self < 10', 'self <= 9', 'a strict bound of a value that may be a double (9.5)'],
    ['self.size() < 10', 'self.size() <= 8', 'a size bound lowered by more than the strictness'],
    [
      'self == oldSelf',
      'self.nodeLabels == oldSelf.nodeLabels',
      'a field compared without knowing it is set (an error where it is not)',
    ],
    [
      'self.a > 0 ? self.b == 1 : true',
      'self.a > 0 && has(self.x.y) ? self.b == 1 : true',
      'has() below a field nothing read (self.x may be absent)',
    ],
    [
      'self.a > 0 ? self.b == 1 : true',
      'self.a > 0 && self.c > 1 ? self.b == 1 : true',
      'a condition that is not has()',
    ],
    ['self.a > 0 ? self.b == 1 : true', 'self.a > 0 && has(self.c) ? self.b == 2 : true', 'another consequence'],
    [
      'has(self.x) == has(self.z) ? self.b == 1 : true',
      'has(self.x) == has(self.z) && has(self.x.y) ? self.b == 1 : true',
      'has() compared, not known true',
    ],
    ['self == oldSelf', 'has(self.a) && self.a == oldSelf.a', 'a field required to be set'],
    ['self == oldSelf', 'self.a == oldSelf.b', 'two different fields'],
    ['self.x == oldSelf.x', 'has(self.y) == has(oldSelf.y)', 'only a field was unchanged'],
    ['self.a <= 5', 'self.a < 5', 'non-strict to strict at the same bound'],
    ['self.a <= 5', 'self.b <= 10', 'another expression'],
    ['self.a <= 5', 'self.a >= -10', 'the other direction'],
    ['self.a.size() <= 5', 'self.a <= 10', 'a different subject'],
    ['self.a ? self.b : self.c', 'self.a ? self.b : self.c && self.d', 'one branch narrowed'],
    ['self.a ? self.b : self.c', 'self.d ? self.b || self.e : self.c', 'another condition'],
    ['self.a ? self.b : self.c', 'self.a ? self.c : self.b', 'the branches swapped'],
    ["!self.matches('^a')", "self.matches('^a') == true", 'the negation dropped'],
    ["self.matches('^a')", "self.matches('^a') == false", 'compared with false'],
    [
      'self == oldSelf',
      '(!has(self.clusterRef) && !has(oldSelf.other)) || self.clusterRef == oldSelf.clusterRef',
      'unset on one side, another field unset on the other: an object with other and without clusterRef fails (no such key)',
    ],
    [
      '!self.l.exists(s, s.a && s.b)',
      '!self.l.exists(s, s.a)',
      'a conjunct dropped inside a negated exists narrows it',
    ],
    ['!self.l.exists(s, s.a)', '!self.m.exists(s, s.a)', 'another list'],
    ['!self.l.exists(s, s.a)', 'self.l.exists(s, !s.a)', 'exists of the negation'],
    [
      '!self.l.exists(s, s.m.exists(n, n.a && n.b))',
      '!self.l.exists(s, s.m.exists(n, n.a))',
      'an inner conjunct dropped',
    ],
    ['!self.l.exists(s, s.m.exists(n, n.a))', '!self.l.exists(s, s.m.exists(k, k.a))', 'another inner variable'],
    ['self.l.exists_one(x, x > 2)', 'size(self.l.filter(x, x > 2)) < 1', 'none passing: not what exactly one gives'],
    ['self.l.exists_one(x, x > 2)', 'size(self.l.filter(x, x > 3)) <= 1', 'another predicate'],
    ['self.l.exists_one(x, x > 2)', 'size(self.m.filter(x, x > 2)) <= 1', 'another list'],
    ['self.l.exists_one(x, x > 2)', 'size(self.l.filter(x, x > 2)) >= 2', 'a lower bound above one'],
  ])('%s does not prove %s (%s)', (base, head) => {
    expect(implied(base, head)).toBe(false);
  });

  // Soundness on every input: when the base rule is true, so is the head rule. Rules are built
  // from four boolean fields with &&, || and !, the head from the base by the moves a CRD makes
  // (widen, drop a conjunct) or at random.
  const atom = fc.constantFrom('self.a', 'self.b', 'self.c', 'self.d');
  const rule = celLogicOver(atom);
  const values = fc.record({ a: fc.boolean(), b: fc.boolean(), c: fc.boolean(), d: fc.boolean() });
  const head = (base: string) =>
    fc.oneof(
      rule,
      rule.map((x) => `(${base}) || (${x})`),
      rule.map((x) => `(${x}) || (${base})`),
    );

  it('proves a negated conjunction given a conjunct, which may fail, and it holds on every input', () => {
    const failing = fc.constantFrom('self.missing.x', 'self.a', 'has(self.missing.x)');
    fc.assert(
      fc.property(rule, rule, failing, values, fc.boolean(), (x, y, guard, self, nested) => {
        // At the top of the negated exists's body, or inside an exists within it.
        const [base, head] = nested
          ? [
              `!self.l.exists(s, (${x}) && self.m.exists(k, (${y})))`,
              `!self.l.exists(s, (${x}) && self.m.exists(k, (${guard}) && (${y})))`,
            ]
          : [`!self.l.exists(s, (${x}) && (${y}))`, `!self.l.exists(s, (${x}) && (${guard}) && (${y}))`];
        expect(implied(base, head)).toBe(true);
        const withList = { ...self, l: [1], m: [2] };
        let baseTrue = false;
        try {
          baseTrue = evaluate(base, { self: withList }) === true;
        } catch {
          // an error is no true
        }
        if (baseTrue) expect(evaluate(head, { self: withList })).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it("takes a string's emptiness tests written with '' and with its size for the same, as CEL evaluates them", () => {
    const pairs = [
      ["self.p != ''", 'size(self.p) > 0'],
      ["self.p != ''", 'self.p.size() >= 1'],
      ["self.p == ''", 'size(self.p) == 0'],
      ["'' == self.p", 'size(self.p) < 1'],
    ] as const;
    fc.assert(
      fc.property(fc.string(), fc.constantFrom(...pairs), (p, [written, sized]) => {
        expect(implied(written, sized) && implied(sized, written)).toBe(true);
        expect(evaluate(sized, { self: { p } })).toBe(evaluate(written, { self: { p } }));
      }),
    );
  });

  it('proves a conditional whose branches widen under the same condition, and it holds on every input', () => {
    fc.assert(
      fc.property(rule, rule, rule, rule, rule, values, (c, t, e, x, y, self) => {
        const base = `(${c}) ? (${t}) : (${e})`;
        const head = `(${c}) ? ((${t}) || (${x})) : ((${y}) || (${e}))`;
        expect(implied(base, head)).toBe(true);
        if (evaluate(base, { self }) === true) expect(evaluate(head, { self })).toBe(true);
      }),
      { numRuns: 200 },
    );
  });

  it('proves a condition narrowed by a comparison of a field every old object has, and no other', () => {
    // kueue ade5a681db: spec.source defaults to "", so old objects all have it, and the comparison
    // added to the condition cannot fail; spec.other has no default.
    const spec: OldObjectFacts = { absent: new Set(), present: new Set(['source']) };
    const scope = (oldSelf: boolean): OldObjectScope => ({
      self: { absent: new Set(), nested: (field) => (field === 'spec' ? spec : undefined) },
      oldSelf,
    });
    const base = 'has(oldSelf.spec.n) && has(self.spec.n) ? oldSelf.spec.n == self.spec.n : true';
    const narrowed = (conjunct: string, oldSelf = true) =>
      isImpliedBy(ast(base), ast(base.replace(' ?', ` && ${conjunct} ?`)), undefined, () => scope(oldSelf));
    expect(narrowed("self.spec.source != 'Mutable'")).toBe(true);
    expect(narrowed("!(oldSelf.spec.source == 'Mutable')")).toBe(true);
    expect(narrowed('!has(self.spec.other)')).toBe(true);
    expect(narrowed("(self.spec.source < 'Mutable' || size(self.spec.source) > 3)")).toBe(true);
    // Guarded by an added has(), as && absorbs the error where it is false (kubebuilder's charts).
    expect(narrowed('has(self.spec.x) && self.spec.x.size() > 3')).toBe(true);
    expect(narrowed('has(self.spec.x) && has(self.spec.x.y) && self.spec.x.y > 0')).toBe(true);
    // A field old objects may lack, unguarded or guarded by another; oldSelf not an old object.
    expect(narrowed("self.spec.other != 'Mutable'")).toBe(false);
    expect(narrowed('has(self.spec.x) && self.spec.y > 0')).toBe(false);
    expect(narrowed('(self.spec.x.size() > 3 || has(self.spec.x))')).toBe(false);
    expect(narrowed("oldSelf.spec.source != 'Mutable'", false)).toBe(false);
    expect(implied(base, base.replace(' ?', " && self.spec.source != 'Mutable' ?"))).toBe(false);
  });

  it('proves a narrowed condition only where the head rule holds, without error, wherever the base rule does', () => {
    // Objects with optional fields; conjuncts added to the condition of `has(self.s) ? … : true`,
    // guarded or not. Evaluated with the CEL library: an error is no pass.
    const conjunct = fc.constantFrom(
      'has(self.x)',
      'self.x.size() > 1',
      "self.s != 'b'",
      'has(self.n) && self.n > 0',
      'self.n > 0',
      '!has(self.x) || self.x == "a"',
      'has(self.o) && has(self.o.k) && self.o.k < 2',
      'self.o.k < 2',
    );
    const object = fc.record(
      {
        s: fc.constantFrom('a', 'bb', 'b'),
        x: fc.constantFrom('a', 'xyz'),
        n: fc.integer({ min: -1, max: 1 }),
        o: fc.record({ k: fc.integer({ min: 0, max: 3 }) }, { requiredKeys: [] }),
      },
      { requiredKeys: [] },
    );
    const base = 'has(self.s) ? self.s.size() > 0 : true';
    fc.assert(
      fc.property(fc.array(conjunct, { minLength: 1, maxLength: 3 }), object, (added, self) => {
        const head = `has(self.s) && ${added.map((c) => `(${c})`).join(' && ')} ? self.s.size() > 0 : true`;
        if (!implied(base, head) || evaluate(base, { self }) !== true) return;
        expect(evaluate(head, { self })).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('gives up on rules too long to search (not proven, so reported), rather than searching for long', () => {
    const fields = Array.from({ length: 300 }, (_, i) => `self.f${i}`);
    const started = performance.now();
    // True, but each of 300 conjuncts is looked for among 300: past the step budget.
    expect(implied(fields.join(' && '), [...fields].reverse().join(' && '))).toBe(false);
    expect(implied(fields.slice(0, 20).join(' && '), fields.slice(0, 20).reverse().join(' && '))).toBe(true);
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it('never proves a moved bound that some number passes in base and fails in head', () => {
    const op = fc.constantFrom('<', '<=', '>', '>=');
    const n = fc.integer({ min: -5, max: 5 });
    // A number, a double between integers among them; or a size (of a list of x items), an integer.
    const subject = fc.constantFrom('self', 'self.size()');
    const x = fc.oneof(
      fc.integer({ min: -5, max: 5 }),
      fc.integer({ min: -10, max: 10 }).map((i) => i / 2),
    );
    fc.assert(
      fc.property(subject, op, n, op, n, x, fc.boolean(), (s, op1, a, op2, b, v, flip) => {
        const base = `${s} ${op1} ${a}`;
        const head = flip ? `${b} ${{ '<': '>', '<=': '>=', '>': '<', '>=': '<=' }[op2]} ${s}` : `${s} ${op2} ${b}`;
        if (!implied(base, head)) return;
        const self = s === 'self' ? v : Array.from({ length: Math.max(0, Math.trunc(v)) }, () => 0);
        if (evaluate(base, { self }) === true)
          expect(evaluate(head, { self }), `${base} ⇒ ${head} on ${JSON.stringify(self)}`).toBe(true);
      }),
      { numRuns: 1000 },
    );
  });

  it('never proves, from self == oldSelf, a rule that an unchanged object fails', () => {
    const field = fc.constantFrom('self.a', 'self.b', 'oldSelf.a', 'oldSelf.b');
    const atom = fc.oneof(
      field.map((f) => `has(${f})`),
      field.map((f) => `!has(${f})`),
      fc.tuple(field, field).map(([l, r]) => `${l} == ${r}`),
      fc.tuple(field, field).map(([l, r]) => `has(${l}) == has(${r})`),
    );
    const head = fc.letrec<{ rule: string }>((tie) => ({
      rule: fc.oneof(
        { depthSize: 'small' },
        atom,
        fc.tuple(tie('rule'), fc.constantFrom('&&', '||'), tie('rule')).map(([l, op, r]) => `(${l}) ${op} (${r})`),
      ),
    })).rule;
    const value = fc.option(fc.integer({ min: 0, max: 2 }), { nil: undefined });
    fc.assert(
      fc.property(head, value, value, (rule, a, b) => {
        if (!implied('self == oldSelf', rule)) return;
        const object = { ...(a === undefined ? {} : { a }), ...(b === undefined ? {} : { b }) };
        expect(evaluate(rule, { self: object, oldSelf: object })).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  it('never proves a narrowed guard that fails where the base rule holds', () => {
    const pairs: [string, string][] = [
      [
        'self.a > 0 ? (oldSelf.spec.p == self.spec.p) : true',
        'self.a > 0 && has(oldSelf.spec.p) && has(self.spec.p) ? (oldSelf.spec.p == self.spec.p) : true',
      ],
      ['self.a > 0 ? self.a == 1 : true', 'self.a > 0 && has(self.spec.p) ? self.a == 1 : true'],
      ['has(self.spec) ? self.a == 1 : true', 'has(self.spec) && has(self.spec.p) ? self.a == 1 : true'],
      [
        'has(self.spec) == true ? self.a == 1 : true',
        'has(self.spec) == true && has(self.spec.p) ? self.a == 1 : true',
      ],
    ];
    const spec = fc.option(
      fc.record({ p: fc.option(fc.integer({ min: 0, max: 1 }), { nil: undefined }) }, { requiredKeys: [] }),
      { nil: undefined },
    );
    const object = fc
      .record({ a: fc.integer({ min: 0, max: 2 }), spec })
      .map(({ a, spec: sp }) => ({ a, ...(sp === undefined ? {} : { spec: sp.p === undefined ? {} : { p: sp.p } }) }));
    const result = (rule: string, self: unknown, oldSelf: unknown) => {
      try {
        return evaluate(rule, { self, oldSelf });
      } catch {
        return 'error';
      }
    };
    fc.assert(
      fc.property(fc.constantFrom(...pairs), object, object, ([base, head], self, oldSelf) => {
        if (!implied(base, head) || result(base, self, oldSelf) !== true) return;
        expect(result(head, self, oldSelf)).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  it('never proves a head rule that some input makes false while the base rule is true', () => {
    fc.assert(
      fc.property(
        rule.chain((base) => fc.tuple(fc.constant(base), head(base), values)),
        ([base, changed, self]) => {
          if (!implied(base, changed)) return;
          if (evaluate(base, { self }) === true) expect(evaluate(changed, { self })).toBe(true);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('isImpliedBy: a format check rewritten as a regular expression', () => {
  // openshift/api 5289f8548: format validators replaced by the expressions they check.
  const admits = (b: string, h: string) => patternAdmitsAllOf(b, h);
  const withPatterns = (base: string, head: string): boolean => isImpliedBy(ast(base), ast(head), admits);
  const SUBDOMAIN = String.raw`'^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$'`;

  it.each([
    [
      '!format.dns1123Subdomain().validate(self).hasValue()',
      `self.matches(${SUBDOMAIN})`,
      'the same expression, spelled otherwise',
    ],
    [
      "!format.dns1123Subdomain().validate(self.split(':')[0]).hasValue()",
      `self.split(':')[0].matches(${SUBDOMAIN})`,
      'of the host part of a host:port',
    ],
    ['!format.dns1123Label().validate(self).hasValue()', `self.matches(${SUBDOMAIN})`, 'a label is a subdomain'],
    [
      '!format.labelValue().validate(self).hasValue() && size(self) > 1',
      "self.matches('^[A-Za-z0-9._-]*$')",
      'a wider class, beside another conjunct',
    ],
    [
      '!format.labelValue().validate(self).hasValue()',
      `self == "" || self.matches('^[a-zA-Z0-9]([a-zA-Z0-9._-]*[a-zA-Z0-9])?$')`,
      'the empty value apart from the expression (openshift/hypershift 3f60f671f6)',
    ],
    [
      '!format.labelValue().validate(self).hasValue()',
      `self.matches('^[a-zA-Z0-9]([a-zA-Z0-9._-]*[a-zA-Z0-9])?$') || "" == self`,
      'the empty value apart, after it',
    ],
  ])('%s ⇒ %s (%s)', (base, head) => {
    expect(withPatterns(base, head)).toBe(true);
  });

  it.each([
    ['!format.dns1123Subdomain().validate(self).hasValue()', "self.matches('^[a-z0-9]+$')", 'a narrower expression'],
    ['!format.dns1123Subdomain().validate(self).hasValue()', `self.name.matches(${SUBDOMAIN})`, 'of another value'],
    ['!format.uri().validate(self).hasValue()', "self.matches('^.*$')", 'a format with no expression here'],
    ['format.dns1123Subdomain().validate(self).hasValue()', `self.matches(${SUBDOMAIN})`, 'the check negated'],
    [
      '!format.labelValue().validate(self).hasValue()',
      `self == "" || self.matches('^[a-z0-9]([a-z0-9._-]*[a-z0-9])?$')`,
      'the empty value apart, but capitals refused',
    ],
    [
      '!format.labelValue().validate(self).hasValue()',
      `self.name == "" || self.matches('^[a-zA-Z0-9]([a-zA-Z0-9._-]*[a-zA-Z0-9])?$')`,
      'another value empty',
    ],
  ])('%s ⇏ %s (%s)', (base, head) => {
    expect(withPatterns(base, head)).toBe(false);
  });

  it('is not proven without a way to compare the expressions', () => {
    expect(implied('!format.dns1123Subdomain().validate(self).hasValue()', `self.matches(${SUBDOMAIN})`)).toBe(false);
  });
});

describe('isImpliedBy: a matched pattern widened', () => {
  // kyma-project/api-gateway c4b4cca1: the host pattern kept whole beside a wildcard branch.
  const admits = (b: string, h: string) => patternAdmitsAllOf(b, h);
  const withPatterns = (base: string, head: string): boolean => isImpliedBy(ast(base), ast(head), admits);

  it.each([
    [
      String.raw`self.matches('^(?:[a-z0-9]+)(?:\\.[a-z0-9]+)*$')`,
      String.raw`self.matches('^(?:\\*\\.[a-z0-9]+|(?:[a-z0-9]+)(?:\\.[a-z0-9]+)*)$')`,
      'kept whole as one branch of an alternation',
    ],
    ["self.host.matches('^[a-z]+$')", "self.host.matches('^[a-z0-9]+$')", 'a class widened, of a field'],
    ["self.matches('^[a-z]+$') && size(self) < 9", "self.matches('^[a-z-]+$')", 'beside another conjunct'],
  ])('%s ⇒ %s (%s)', (base, head) => {
    expect(withPatterns(base, head)).toBe(true);
  });

  it.each([
    ["self.matches('^[a-z0-9]+$')", "self.matches('^[a-z]+$')", 'a class narrowed'],
    ["self.matches('^[a-z]+$')", "self.name.matches('^[a-z0-9]+$')", 'of another value'],
    ["self.matches('^[a-z]+$')", "!self.matches('^[a-z0-9]+$')", 'negated'],
  ])('%s ⇏ %s (%s)', (base, head) => {
    expect(withPatterns(base, head)).toBe(false);
  });

  it('is not proven without a way to compare the patterns', () => {
    expect(implied("self.matches('^[a-z]+$')", "self.matches('^[a-z0-9]+$')")).toBe(false);
  });
});

describe('isImpliedBy: logic over the presence of fields, case by case', () => {
  it.each([
    [
      '(has(self.r) == has(oldSelf.r)) && (!has(self.r) || (self.r == oldSelf.r))',
      '!has(oldSelf.r) || (self.r == oldSelf.r)',
      'immutable and not added later, relaxed to immutable once set (package-operator 60bedfcb)',
    ],
    [
      'has(self.a) == has(oldSelf.a) && self.x == 1',
      'has(oldSelf.a) || !has(self.a) || self.x == 2',
      'both conjuncts needed',
    ],
    ['self.a != oldSelf.a && has(self.a)', '!(self.a == oldSelf.a)', 'a != read as the negated =='],
  ])('proves %s ⇒ %s (%s)', (base, head) => {
    expect(implied(base, head)).toBe(true);
  });

  it.each([
    [
      '!has(oldSelf.r) || (self.r == oldSelf.r)',
      '(has(self.r) == has(oldSelf.r)) && (!has(self.r) || (self.r == oldSelf.r))',
      'tightened',
    ],
    ['has(self.a)', 'self.a == oldSelf.a', 'a comparison the base says nothing of'],
    [
      '!has(oldSelf.r) || self.r == oldSelf.r',
      'has(self.r) || self.r == oldSelf.r',
      'a presence test of the other side',
    ],
    [
      'has(self.a) ? self.a == 1 : true',
      'has(self.a)',
      'a read a presence test guards, no error where the field is absent',
    ],
    ['sets.intersects([has(self.a), has(self.b)], [true])', 'has(self.a) && has(self.b)', 'a read inside has()'],
  ])('does not prove %s ⇒ %s (%s)', (base, head) => {
    expect(implied(base, head)).toBe(false);
  });

  // Rules of presence tests and comparisons over self and oldSelf with a field that is absent, 1 or
  // 2: wherever a rule is proven, cel-js finds the head true on every pair of objects the base holds on.
  const atoms = [
    'has(self.a)',
    'has(oldSelf.a)',
    'has(self.b)',
    'self.a == oldSelf.a',
    'self.a == 1',
    'self.b != oldSelf.b',
    'oldSelf.b == 2',
    // Reads a presence test guards, which are no error where the field is absent.
    'has(self.a) ? self.a == 1 : true',
    '[has(self.a), has(oldSelf.b)].exists(x, x)',
    '(has(self.a) ? self.a : 0) == 1',
  ];
  const formula: fc.Arbitrary<string> = fc.letrec<{ f: string }>((tie) => ({
    f: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      fc.constantFrom(...atoms),
      fc.tuple(tie('f'), fc.constantFrom('&&', '||'), tie('f')).map(([l, op, r]) => `(${l} ${op} ${r})`),
      tie('f').map((x) => `!(${x})`),
      fc
        .tuple(fc.constantFrom(...atoms.slice(0, 3)), fc.constantFrom(...atoms.slice(0, 3)))
        .map(([l, r]) => `(${l} == ${r})`),
    ),
  })).f;
  const field = fc.constantFrom(undefined, 1, 2);
  const object = fc
    .record({ a: field, b: field })
    .map((o) => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)));
  const holds = (rule: string, self: object, oldSelf: object): boolean => {
    try {
      return evaluate(rule, { self, oldSelf }) === true;
    } catch {
      return false;
    }
  };

  it('never proves a head rule that some pair of objects makes false while the base rule is true', () => {
    let proven = 0;
    fc.assert(
      fc.property(
        formula,
        formula,
        fc.array(fc.tuple(object, object), { minLength: 9, maxLength: 9 }),
        (base, head, pairs) => {
          if (!impliedByCases(ast(base), ast(head))) return;
          proven++;
          for (const [self, oldSelf] of pairs)
            if (holds(base, self, oldSelf)) expect(holds(head, self, oldSelf)).toBe(true);
        },
      ),
      { numRuns: 600 },
    );
    // Not vacuous: some random pairs are proven (a base never true, a head always true, or one implied).
    expect(proven).toBeGreaterThan(10);
  });
});
