import { evaluate, parse, type ASTNode } from '@marcbachmann/cel-js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { withDefaultedReadsExpanded } from '../../../src/rules/compat/defaulted-reads.js';

// The rewrite of fields read with defaults (defaulted-reads.ts) says exactly what the rule said:
// the rule and its rewrite, printed back, give the same answer (or both fail) on every object.

/** CEL text of the node shapes the rewrite reads and writes. */
function print(n: ASTNode): string {
  const a = n.args as unknown as unknown[];
  switch (n.op) {
    case 'value':
      return JSON.stringify(n.args);
    case 'id':
      return String(n.args);
    case '.':
      return `${print(a[0] as ASTNode)}.${String(a[1])}`;
    case 'call':
      return `${String(a[0])}(${(a[1] as ASTNode[]).map(print).join(', ')})`;
    case 'rcall':
      return `(${print(a[1] as ASTNode)}).${String(a[0])}(${(a[2] as ASTNode[]).map(print).join(', ')})`;
    case '!_':
      return `!(${print(n.args as unknown as ASTNode)})`;
    case '?:':
      return `((${print(a[0] as ASTNode)}) ? (${print(a[1] as ASTNode)}) : (${print(a[2] as ASTNode)}))`;
    default:
      return `((${print(a[0] as ASTNode)}) ${n.op} (${print(a[1] as ASTNode)}))`;
  }
}

const answer = (rule: string, self: Record<string, unknown>): string => {
  try {
    return JSON.stringify(evaluate(rule, { self }));
  } catch {
    return 'error';
  }
};

const field = fc.constantFrom('a', 'r');
const text = fc.constantFrom('', 'unix://x', 'NONE', 'x');
const read = fc.tuple(field, text).map(([f, d]) => `(has(self.${f}) ? self.${f} : ${JSON.stringify(d)})`);
const test = fc.oneof(
  fc
    .tuple(read, fc.constantFrom('startsWith', 'endsWith', 'contains'), text)
    .map(([r, m, t]) => `${r}.${m}(${JSON.stringify(t)})`),
  fc.tuple(read, fc.constantFrom('==', '!='), text).map(([r, op, t]) => `${r} ${op} ${JSON.stringify(t)}`),
  fc.tuple(field, fc.constantFrom('==', '!='), text).map(([f, op, t]) => `self.${f} ${op} ${JSON.stringify(t)}`),
);
const rule = fc.oneof(
  test,
  fc.tuple(test, test).map(([c, t]) => `(${c}) ? (${t}) : true`),
  fc.tuple(test, test).map(([x, y]) => `(${x}) || (${y})`),
);
const object = fc.record({ a: text, r: text }, { requiredKeys: [] });

describe('withDefaultedReadsExpanded', () => {
  it('says what the rule said, on every object', () => {
    fc.assert(
      fc.property(rule, fc.array(object, { minLength: 1, maxLength: 6 }), (r, objects) => {
        const rewritten = print(withDefaultedReadsExpanded(parse(r).ast));
        for (const self of objects) expect(answer(rewritten, self), `${r} → ${rewritten}`).toBe(answer(r, self));
      }),
      { numRuns: 500 },
    );
  });

  it('writes a defaulted read back as the presence test it stands for', () => {
    const expanded = (r: string) => print(withDefaultedReadsExpanded(parse(r).ast));
    expect(expanded('(has(self.a) ? self.a : "").startsWith("unix://")')).toBe(
      '((has(self.a)) && ((self.a).startsWith("unix://")))',
    );
    expect(expanded('(has(self.r) ? self.r : "NONE") == "NONE"')).toBe(
      '((!(has(self.r))) || (((self.r) == ("NONE"))))',
    );
  });
});
