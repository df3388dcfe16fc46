import { describe, expect, it } from 'vitest';
import { isImpliedByPresence } from '../../../src/rules/compat/presence-implication.js';
import { CelCompiler } from '../../../src/rules/crd/cel/cel-compiler.js';

// Rules that read only which fields of self are set, compared by their truth tables.
const compiler = new CelCompiler();
const rule = (text: string) => {
  const ast = compiler.ast(text);
  if (!ast) throw new Error(`does not parse: ${text}`);
  return { text, ast };
};
const implied = (base: string, head: string): boolean => isImpliedByPresence(rule(base), rule(head));

const EXACTLY_ONE = '[has(self.universal),has(self.individual)].filter(x,x==true).size() == 1';

describe('isImpliedByPresence', () => {
  it.each([
    [
      EXACTLY_ONE,
      'has(self.universal) != has(self.individual)',
      "controller-gen's exactly-one written by hand (kueue 2be7aeed68)",
    ],
    ['has(self.universal) != has(self.individual)', EXACTLY_ONE, 'and back'],
    [
      EXACTLY_ONE,
      '[has(self.universal),has(self.individual)].filter(x,x).size() <= 1',
      'exactly one widened to at most one',
    ],
    ['has(self.a) && has(self.b)', '!has(self.a) || has(self.b)', 'both set implies b set'],
    ['!(has(self.a) && has(self.b))', '!has(self.b) || !has(self.a)', "De Morgan's rewrite"],
    [
      'has(self.network) == has(oldSelf.network)',
      '!has(oldSelf.network) || has(self.network)',
      'a transition rule relaxed: network may now be set where it was not (cluster-api-provider-vsphere 304d454e1)',
    ],
    ['has(self.a) || has(oldSelf.a)', 'has(oldSelf.a) || has(self.a)', 'oldSelf read as self is'],
  ])('%s ⇒ %s (%s)', (base, head) => {
    expect(implied(base, head)).toBe(true);
  });

  it.each([
    [
      "self.type == 'Text' ? has(self.text) : !has(self.text)",
      "has(self.type) && self.type == 'Text' ? has(self.text) : true",
      'a guard added where the base failed on an unset field (envoyproxy/gateway 4d7a0761a2)',
    ],
    [
      "self.type == 'JSON' ? has(self.json) : !has(self.json)",
      "has(self.type) && self.type == 'Text' ? !has(self.json) : true",
      'one value rules out another',
    ],
    [
      "self.type == 'Text' ? has(self.text) : !has(self.text)",
      '!has(self.type) ? (has(self.text) || has(self.json)) : true',
      'no object without type was accepted',
    ],
    [
      "self.type != 'Text' || has(self.text)",
      "has(self.type) && 'Text' == self.type ? has(self.text) : true",
      "the literal on either side; CEL's || is true where one side is, whatever error the other gives",
    ],
    [
      "self.protocol == 'HTTPS' ? has(self.tls) && self.tls.mode == 'Terminate' : true",
      "(self.protocol == 'HTTPS' && has(self.tls)) ? self.tls.mode == 'Terminate' : true",
      'a conjunct moved from the branch into the condition, below a field (gateway-api c6da05ed4)',
    ],
    ['has(self.a.b)', 'has(self.a.b)', 'has() below a field, the same rule'],
    ['has(oldSelf.a.b) == has(self.a.b)', '!has(oldSelf.a.b) || has(self.a.b)', 'below a field of oldSelf'],
  ])('%s ⇒ %s (%s: values compared with string literals)', (base, head) => {
    expect(implied(base, head)).toBe(true);
  });

  it.each([
    [
      "((!has(self.path) || size(self.path) <= 0) && (has(self.protocol) && self.protocol == 'grpc')) || (has(self.protocol) && self.protocol == 'http')",
      "(has(self.path) && size(self.path) > 0) ? self.protocol == 'http' : true",
      'a disjunction rewritten as a conditional (kyma-project/telemetry-manager 02638490a)',
    ],
    [
      'has(self.value) != has(self.valueFrom)',
      '!(has(self.value) && size(self.value) > 0 && has(self.valueFrom))',
      'exactly one relaxed to "not both, value not empty" (telemetry-manager 658c12af0)',
    ],
    [
      'has(self.jwt) ? !has(self.noAuth) || self.noAuth == false : has(self.noAuth) && self.noAuth == true',
      '((has(self.jwt)?1:0)+((has(self.noAuth)&&self.noAuth==true)?1:0))==1',
      'a conditional on a boolean rewritten as a count (kyma-project/api-gateway 19d16397)',
    ],
    ['size(self.a) <= 3', 'size(self.a) < 5', 'a length bound moved out'],
    ["self.type == 'Text'", 'self.type.startsWith("T")', 'a value tested for its prefix'],
    [
      'self.url.startsWith("hf://") || self.url.startsWith("ollama://")',
      '!self.url.startsWith("s3://") || has(self.cacheProfile)',
      'a scheme the base refused, now allowed with another field (kubeai b12f811)',
    ],
    ['self.a.contains("x") && self.a.endsWith("z")', 'self.a.contains("x")', 'contains() and endsWith()'],
    ["self.startsWith('abc')", "self.startsWith('ab')", 'a prefix of the value itself shortened'],
    ["self == 'x' || self == 'y'", "self == 'y' || self == 'z' || self.startsWith('x')", 'the value itself compared'],
    ['size(self) <= 3', 'size(self) < 10', "the value's own length"],
    ['self.on == true || has(self.b)', 'has(self.b) || self.on != false', 'a boolean compared either way'],
  ])('%s ⇒ %s (%s: booleans, lengths and string tests)', (base, head) => {
    expect(implied(base, head)).toBe(true);
  });

  it("reads a field's base rule from the object that holds it (baseField)", () => {
    const urlRule = 'self.startsWith("hf://") || self.startsWith("ollama://")';
    const guard = '!self.url.startsWith("s3://") || has(self.cacheProfile)';
    expect(isImpliedByPresence(rule(urlRule), rule(guard), new Set(), {}, 'url')).toBe(true);
    expect(isImpliedByPresence(rule('true'), rule(guard), new Set(), {}, 'url')).toBe(false);
    const exactlyOne = 'has(self.value) != has(self.valueFrom)';
    expect(
      isImpliedByPresence(
        rule(exactlyOne),
        rule('has(self.user.value) || has(self.user.valueFrom)'),
        new Set(),
        {},
        'user',
      ),
    ).toBe(true);
    expect(
      isImpliedByPresence(
        rule(exactlyOne),
        rule('has(self.user.value) && has(self.user.valueFrom)'),
        new Set(),
        {},
        'user',
      ),
    ).toBe(false);
  });

  // agentgateway c844384da9 and a24f341e2b: controller-gen's "none of" and "at least one" lists of
  // ten fields, extended with a field the change adds (3 × 2^9 cases: a phase compared with a literal).
  it('tries the 1,536 cases of a rule of ten fields, and not what lies beyond the bound', () => {
    const names = (n: number) => Array.from({ length: n }, (_, i) => `has(self.f${i})`).join(',');
    const noneOf = (n: number) =>
      `has(self.phase) && self.phase == 'PreRouting' ? [${names(n)}].filter(x,x==true).size() == 0 : true`;
    expect(isImpliedByPresence(rule(noneOf(9)), rule(noneOf(10)), new Set(['f9']))).toBe(true);
    expect(isImpliedByPresence(rule(noneOf(9)), rule(noneOf(10)))).toBe(false);
    const atLeastOne = (n: number) => `[${names(n)}].filter(x,x==true).size() >= 1`;
    expect(isImpliedByPresence(rule(atLeastOne(11)), rule(atLeastOne(12)), new Set(['f11']))).toBe(true);
    // 2^13 cases: past the bound, not proven.
    expect(isImpliedByPresence(rule(atLeastOne(13)), rule(atLeastOne(14)), new Set(['f13']))).toBe(false);
  });

  it('fixes the fields the change adds as unset, in self and in oldSelf', () => {
    const base = '(has(self.icmp)?1:0)+(has(self.tcp)?1:0)<=1';
    const head = '(has(self.icmp)?1:0)+(has(self.tcp)?1:0)+(has(self.icmpv6)?1:0)<=1';
    // antrea 3d68f8f13: the same rule wherever the new icmpv6 is unset.
    expect(isImpliedByPresence(rule(base), rule(head), new Set(['icmpv6']))).toBe(true);
    expect(isImpliedByPresence(rule(base), rule(head))).toBe(false);
    const transition = 'has(self.a) == has(oldSelf.a)';
    expect(isImpliedByPresence(rule(transition), rule(`${transition} && !has(oldSelf.b)`), new Set(['b']))).toBe(true);
    expect(isImpliedByPresence(rule(transition), rule(`${transition} && !has(oldSelf.b)`))).toBe(false);
  });

  it.each([
    [
      '[has(self.a),has(self.b)].filter(x,x).size() <= 1',
      '[has(self.a),has(self.b)].filter(x,x).size() == 1',
      'at most one narrowed to exactly one',
    ],
    ['has(self.a) != has(self.b)', 'has(self.a) != has(self.c)', 'another field'],
    ['has(self.a)', 'has(self.a) && self.a > 0', 'the head reads a value'],
    ['has(self.a) == has(oldSelf.a)', 'has(self.a) && has(oldSelf.a)', 'a transition rule narrowed'],
    [
      "!has(self.tls) || self.tls.mode == 'Terminate'",
      "self.tls.mode == 'Terminate'",
      'a field below a field: the base accepted an object without tls, where the head fails (no such key)',
    ],
    ["has(self.a.b) && self.a.b == 'x'", "has(self.a.c) && self.a.b == 'x'", 'another field below'],
    ['size(self) > 0 || has(self.a)', 'has(self.a)', 'self read otherwise'],
    [
      '[has(self.a),has(self.b),has(self.c),has(self.d),has(self.e),has(self.f),has(self.g),has(self.h),has(self.i),has(self.j),has(self.k),has(self.l),has(self.m)].filter(x,x).size() == 1',
      '[has(self.a),has(self.b),has(self.c),has(self.d),has(self.e),has(self.f),has(self.g),has(self.h),has(self.i),has(self.j),has(self.k),has(self.l),has(self.m)].filter(x,x).size() <= 1',
      'more than 4096 combinations (thirteen fields): not tried',
    ],
    [
      "self.type == 'Text' ? has(self.text) : true",
      "has(self.type) && self.type == 'Text' ? has(self.text) : !has(self.text)",
      'a value compared: narrowed where type is another string',
    ],
    ["self.type == 'Text' || self.type == 'JSON'", "self.type == 'Text'", 'the head narrower'],
    [
      "self.type != 'Text' || has(self.text)",
      "'Text' == self.type ? has(self.text) : true",
      'the base accepted an object without type (with text): the head fails on it',
    ],
    ["self.type == 'Text'", 'self.type == self.kind', 'a field compared with a field'],
    ["self.type == 'Text'", 'self.type.lowerAscii() == "text"', 'a value passed to a function'],
    ["self.type == 'Text'", 'self.type.startsWith("X")', 'a prefix the value lacks'],
    ['self.type.startsWith("a")', 'self.type.startsWith("ab")', 'a longer prefix'],
    ['self.url.startsWith("s3://") || true', 'self.url.endsWith(".tar")', 'a suffix no case had'],
    ['has(self.a)', 'has(self.a) && size(self.a) > 0', 'set is not non-empty'],
    ['size(self.a) < 5', 'size(self.a) <= 3', 'a length bound moved in'],
    ['size(self.a) <= 200', 'size(self.a) <= 150', 'lengths beyond those tried'],
    ["self.startsWith('ab')", "self.startsWith('abc')", 'a prefix of the value itself lengthened'],
    ["self == 'x' || has(self.a)", 'has(self.a)', 'self read as a value and as an object'],
    ['self.on == true', 'self.on == false', 'the other boolean'],
    ["self.on == true || self.on == 'yes'", 'has(self.on)', 'a field read as a boolean and a string'],
    ['has(self.a) || true', 'self.a == 1', 'a field compared with a number'],
  ])('%s does not prove %s (%s)', (base, head) => {
    expect(implied(base, head)).toBe(false);
  });
});
