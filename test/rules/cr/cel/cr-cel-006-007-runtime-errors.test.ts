import { describe, expect, it } from 'vitest';
import { celErrors, cr, resource, runCel } from './run-cel.js';

// CR-CEL-006 (runtime errors: `<node>: Invalid value: "<schema type>": <cel-go error> evaluating
// rule: <message or rule>`, fieldPath ignored, evaluation goes on) and CR-CEL-007 (has() and
// optionals) of spec/cr-validation.md §8. The error texts are cel-go's: "no such key" from
// apiserver valuesunstructured.go and interpreter/attributes.go, "index out of bounds" from
// attributes.go, "division by zero", "modulus by zero", "integer overflow" from common/types.

const spec = (rules: object[]): object =>
  resource({
    type: 'object',
    'x-kubernetes-validations': rules,
    properties: {
      a: { type: 'integer' },
      b: { type: 'integer' },
      xs: { type: 'array', items: { type: 'string' } },
      m: { type: 'object', additionalProperties: { type: 'string' } },
      s: { type: 'string' },
    },
  });

describe('CR-CEL-006 runtime errors', () => {
  it.each([
    ['an absent field', 'self.a > 0', { b: 1 }, 'no such key: a'],
    ['an absent map key', "self.m['k'] == 'v'", { m: {} }, 'no such key: k'],
    ['an index past the end', "self.xs[2] == 'x'", { xs: ['a'] }, 'index out of bounds: 2'],
    ['a negative index', "self.xs[-1] == 'x'", { xs: ['a'] }, 'index out of bounds: -1'],
    ['a literal list', "['a', 'b'][3] == 'x'", {}, 'index out of bounds: 3'],
    ['a division by zero', 'self.a / self.b > 0', { a: 1, b: 0 }, 'division by zero'],
    ['a modulus by zero', 'self.a % self.b == 0', { a: 1, b: 0 }, 'modulus by zero'],
    ['an integer overflow', 'self.a + 1 > 0', { a: 9223372036854775807n }, 'integer overflow'],
    ['an integer overflow below', 'self.a - 2 < 0', { a: -9223372036854775807n }, 'integer overflow'],
    ['a charAt past the end', "self.s.charAt(9) == 'x'", { s: 'abc' }, 'index out of range: 9'],
    ['substring bounds', "self.s.substring(2, 1) == ''", { s: 'abc' }, 'invalid substring range. start: 2, end: 1'],
    ['min of an empty list', "self.xs.min() == 'a'", { xs: [] }, 'min called on empty list'],
    ['value() of none', 'self.?s.value() == "x"', {}, 'optional.none() dereference'],
  ])('%s', (_name, rule, value, text) => {
    expect(celErrors(spec([{ rule }]), cr(value))).toEqual([
      { path: 'spec', type: 'Invalid value', value: 'object', detail: `${text} evaluating rule: ${rule}` },
    ]);
  });

  // cel-go keeps the first error of a `&&` or `||` whose operands fail (evalAnd, evalOr), unless
  // another operand decides the result (NVIDIA/k8s-nim-operator 4b075bc8 named the last field).
  it.each([
    ['&&, both failing', 'self.a > 0 && self.b > 0', {}, 'no such key: a'],
    ['||, both failing', 'self.a > 0 || self.b > 0', {}, 'no such key: a'],
    ['a chain of three', '!(self.a > 0 && self.s == "x" && self.b > 0)', {}, 'no such key: a'],
    ['the right one failing alone', 'self.xs.size() == 0 && self.b > 0', { xs: [] }, 'no such key: b'],
    ['the left one failing, the right one true', 'self.a > 0 && true', {}, 'no such key: a'],
  ])('the first error of a logical operator: %s', (_name, rule, value, text) => {
    expect(celErrors(spec([{ rule }]), cr(value))).toEqual([
      { path: 'spec', type: 'Invalid value', value: 'object', detail: `${text} evaluating rule: ${rule}` },
    ]);
  });

  it('takes an operand that decides a logical operator over the error of the other', () => {
    expect(celErrors(spec([{ rule: 'self.a > 0 && false' }, { rule: 'self.a > 0 || true' }]), cr({}))).toEqual([
      { path: 'spec', type: 'Invalid value', detail: 'failed rule: self.a > 0 && false' },
    ]);
  });

  it('names the message instead of the rule, ignores fieldPath, and goes on with the next rule', () => {
    const s = spec([
      { rule: 'self.a > 0', message: 'a must be positive', fieldPath: '.a' },
      { rule: 'false', message: 'second' },
    ]);
    expect(celErrors(s, cr({}))).toEqual([
      {
        path: 'spec',
        type: 'Invalid value',
        value: 'object',
        detail: 'no such key: a evaluating rule: a must be positive',
      },
      { path: 'spec', type: 'Invalid value', detail: 'second' },
    ]);
  });

  it('prints the schema type of a scalar node, and "" for int-or-string', () => {
    const s = resource({
      type: 'object',
      properties: { n: { 'x-kubernetes-int-or-string': true, 'x-kubernetes-validations': [{ rule: 'self / 0 > 1' }] } },
    });
    expect(celErrors(s, cr({ n: 4 }))).toEqual([
      { path: 'spec.n', type: 'Invalid value', value: '', detail: 'division by zero evaluating rule: self / 0 > 1' },
    ]);
  });

  it('reports a library call on an int-or-string int as cel-go’s type guard does (decls.go MaybeNoSuchOverload)', () => {
    const s = resource({
      type: 'object',
      properties: {
        cpu: {
          'x-kubernetes-int-or-string': true,
          'x-kubernetes-validations': [{ rule: "quantity(self).isLessThan(quantity('4'))", message: 'at most 4 CPUs' }],
        },
      },
    });
    expect(celErrors(s, cr({ cpu: 2 }))).toEqual([
      {
        path: 'spec.cpu',
        type: 'Invalid value',
        value: '',
        detail:
          "'no such overload: quantity(int)': call arguments did not match a supported operator, function or macro signature for rule: at most 4 CPUs",
      },
    ]);
    expect(celErrors(s, cr({ cpu: '2' }))).toEqual([]);
  });

  it('orders an int-or-string string against an int as cel-go does (Compare: a bare "no such overload")', () => {
    const s = resource({
      type: 'object',
      properties: { n: { 'x-kubernetes-int-or-string': true, 'x-kubernetes-validations': [{ rule: 'self > 1' }] } },
    });
    expect(celErrors(s, cr({ n: 'ten' }))).toEqual([
      {
        path: 'spec.n',
        type: 'Invalid value',
        value: '',
        detail:
          "'no such overload': call arguments did not match a supported operator, function or macro signature for rule: self > 1",
      },
    ]);
  });

  it('does not guess the text of other overload errors on int-or-string', () => {
    const s = resource({
      type: 'object',
      properties: { n: { 'x-kubernetes-int-or-string': true, 'x-kubernetes-validations': [{ rule: 'self - 1 > 0' }] } },
    });
    expect(runCel(s, cr({ n: 'ten' }))).toEqual({
      errors: [],
      notEvaluated: [
        {
          path: 'spec.n',
          rule: 'self - 1 > 0',
          reason: 'the CEL library\'s error "no such overload: dyn<string> - int" has no known cel-go text',
        },
      ],
    });
  });

  it('has errors absorbed by || and && as cel-go does', () => {
    expect(celErrors(spec([{ rule: 'self.a > 0 || true' }, { rule: 'self.a > 0 && false' }]), cr({}))).toEqual([
      { path: 'spec', type: 'Invalid value', detail: 'failed rule: self.a > 0 && false' },
    ]);
  });
});

describe('CR-CEL-007 has() and optionals', () => {
  it('has() is false for an absent field and true for a present one', () => {
    const s = spec([{ rule: 'has(self.a)', message: 'a is required' }]);
    expect(celErrors(s, cr({}))).toEqual([{ path: 'spec', type: 'Invalid value', detail: 'a is required' }]);
    expect(celErrors(s, cr({ a: 0 }))).toEqual([]);
  });

  it('has() tests a map key', () => {
    expect(celErrors(spec([{ rule: 'has(self.m.k)' }]), cr({ m: { k: 'v' } }))).toEqual([]);
  });

  it('has() on a field of any expression, not only of a variable (cel-go allows it)', () => {
    const s = resource({
      type: 'object',
      properties: {
        rules: {
          type: 'array',
          items: { type: 'object', properties: { matches: { type: 'string' } } },
          'x-kubernetes-validations': [
            { rule: 'self.size() == 0 || has(self[0].matches)', message: 'first rule matches' },
          ],
        },
      },
    });
    expect(celErrors(s, cr({ rules: [{}] }))).toEqual([
      { path: 'spec.rules', type: 'Invalid value', detail: 'first rule matches' },
    ]);
    expect(celErrors(s, cr({ rules: [{ matches: 'x' }] }))).toEqual([]);
  });

  it('.? and orValue read an absent field as a default', () => {
    expect(
      celErrors(
        spec([{ rule: 'self.?a.orValue(5) == 5' }, { rule: "self.m[?'k'].orValue('none') == 'none'" }]),
        cr({ m: {} }),
      ),
    ).toEqual([]);
  });
});
