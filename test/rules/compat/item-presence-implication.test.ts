import { describe, expect, it } from 'vitest';
import { isImpliedOnItems } from '../../../src/rules/compat/item-presence-implication.js';
import { CelCompiler } from '../../../src/rules/crd/cel/cel-compiler.js';

// Rules on a list of objects that read its items' fields through all(), exists() and
// exists_one(), compared on every list of up to three items.
const compiler = new CelCompiler();
const rule = (text: string) => {
  const ast = compiler.ast(text);
  if (!ast) throw new Error(`does not parse: ${text}`);
  return { text, ast };
};
const implied = (base: string, head: string, present: string[] = [], absent: string[] = []): boolean =>
  isImpliedOnItems(rule(base), rule(head), { absent: new Set(absent), present: new Set(present) });

const UNIQUE_IP =
  "self.all(a1, a1.type == 'IPAddress' ? self.exists_one(a2, a2.type == a1.type && a2.value == a1.value) : true)";
const UNIQUE_IP_GUARDED =
  "self.all(a1, a1.type == 'IPAddress' && has(a1.value) ? self.exists_one(a2, a2.type == a1.type && has(a2.value) && a2.value == a1.value) : true)";

describe('isImpliedOnItems', () => {
  it.each([
    [UNIQUE_IP, UNIQUE_IP_GUARDED, 'has() guards where the base failed on an unset value (Gateway API v1.4)'],
    [
      "self.all(a1, a1.type == 'Hostname' ? self.exists_one(a2, a2.type == a1.type && a2.value == a1.value) : true)",
      "self.all(a1, a1.type == 'Hostname'  && has(a1.value) ? self.exists_one(a2, a2.type == a1.type && has(a2.value) && a2.value == a1.value) : true)",
      'the Hostname twin',
    ],
    [
      'self.all(x, self.exists_one(y, y.name == x.name))',
      'self.all(x, self.exists_one(y, x.name == y.name))',
      'operands swapped',
    ],
    ['self.all(x, has(x.a))', 'self.exists(x, has(x.a)) || self.all(x, has(x.a))', 'a widening'],
    [
      "self.all(l, l.protocol == 'HTTPS' ? has(l.tls) && l.tls.mode == 'Terminate' : true)",
      "self.all(l, (l.protocol == 'HTTPS' && has(l.tls)) ? l.tls.mode == 'Terminate' : true)",
      "a field below an item's field, a conjunct moved into the condition (gateway-api c6da05ed4)",
    ],
  ])('%s ⇒ %s (%s)', (base, head) => {
    expect(implied(base, head)).toBe(true);
  });

  it.each([
    [UNIQUE_IP_GUARDED, UNIQUE_IP, 'the guards removed: an IPAddress item without a value is refused again'],
    [
      UNIQUE_IP,
      'self.all(a1, has(a1.value) ? self.exists_one(a2, has(a2.value) && a2.value == a1.value) : true)',
      'unique over every type, not only IPAddress: two types may share a value',
    ],
    ['self.all(x, has(x.a))', 'self.all(x, has(x.a) && has(x.b))', 'a field more is required'],
    ['self.all(x, true)', 'self.all(x, self.exists_one(y, y.name == x.name))', 'uniqueness where there was none'],
    [
      "self.all(x, x.name.startsWith('a'))",
      "self.all(x, x.name.startsWith('a'))",
      'an item field read other than by has() or ==',
    ],
    ['size(self) <= 3', 'size(self) <= 3', 'the list read as a whole'],
    ['self.all(x, has(x.a))', "self.all(x, has(x.a) && x.a == 'b')", 'a value only one side compares'],
    [
      "self.all(l, (l.protocol == 'HTTPS' && has(l.tls)) ? l.tls.mode == 'Terminate' : true)",
      "self.all(l, l.protocol == 'HTTPS' ? l.tls.mode == 'Terminate' : true)",
      'an HTTPS item without tls, which the base accepted, fails with no such key',
    ],
    [
      "self.all(l, has(l.tls) && l.tls == 'x')",
      "self.all(l, has(l.tls) && l.tls.mode == 'x')",
      'a field read as a string and as an object: not modelled',
    ],
  ])('%s does not imply %s (%s)', (base, head) => {
    expect(implied(base, head)).toBe(false);
  });

  it('takes what every old item has: a field the base required is set', () => {
    const head = 'self.all(x, has(x.value) ? self.exists_one(y, has(y.value) && y.value == x.value) : true)';
    const base = 'self.all(x, self.exists_one(y, y.value == x.value))';
    expect(implied('self.all(x, true)', 'self.all(x, has(x.value))')).toBe(false);
    expect(implied('self.all(x, true)', 'self.all(x, has(x.value))', ['value'])).toBe(true);
    expect(implied(base, head)).toBe(true);
  });

  it('takes what no old item has: a field the change adds is unset', () => {
    expect(implied('self.all(x, true)', '!self.exists(x, has(x.mode))')).toBe(false);
    expect(implied('self.all(x, true)', '!self.exists(x, has(x.mode))', [], ['mode'])).toBe(true);
  });

  it('proves nothing when there are too many item states to try', () => {
    const many = Array.from({ length: 8 }, (_, i) => `has(x.f${i})`).join(' || ');
    expect(implied(`self.all(x, ${many})`, `self.all(x, ${many})`)).toBe(false);
  });
});
