import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CelCompiler } from '../../../../src/rules/crd/cel/cel-compiler.js';
import { SchemaNode } from '../../../../src/rules/crd/schema/schema-node.js';

// typed-selects.ts places a presence test at has's `(` and an inner select at its `.`, as cel-go
// does, whatever blanks and comments the user puts between the tokens; a reserved word is an
// issue only of environments before 1.31.

const blank = fc
  .array(fc.constantFrom(' ', '\t', '\n', '// note (x).\n', '\r\n'), { maxLength: 3 })
  .map((parts) => parts.join(''));
const node = SchemaNode.of({
  type: 'object',
  properties: { namespace: { type: 'string' }, a: { type: 'object', properties: { b: { type: 'string' } } } },
}) as SchemaNode;

/** The character at each `<input>:L:C` of a detail. */
function carets(expression: string, detail: string): string[] {
  return [...detail.matchAll(/ERROR: <input>:(\d+):(\d+): /g)].map(
    ([, line, column]) => [...(expression.split('\n')[Number(line) - 1] ?? '')][Number(column) - 1] ?? '',
  );
}

describe('typed-selects issue positions', () => {
  it('an undefined field in has() is at its `(`, one inside the chain at its `.`', () => {
    const compiler = new CelCompiler();
    fc.assert(
      fc.property(fc.tuple(blank, blank, blank, blank, blank), ([a, b, c, d, e]) => {
        const expression = `has${a}(${b}self${c}.${d}nope${e}.x) || has(self.a${c}.${d}nope)`;
        const outcome = compiler.compile(expression, 'rule', compiler.selfType(node, false, [expression]), false);
        expect(outcome.kind).toBe('error');
        const detail = outcome.kind === 'error' ? outcome.detail : '';
        expect(carets(expression, detail)).toEqual(['.', '(']);
      }),
    );
  });

  it('a reserved word as a field is gated at 1.31, at the `(` of has and the `.` of a select', () => {
    const compiler = new CelCompiler();
    fc.assert(
      fc.property(fc.tuple(blank, blank, blank, blank), ([a, b, c, d]) => {
        const expression = `has${a}(self${b}.namespace) && self${c}.${d}namespace != ''`;
        const outcome = compiler.compile(expression, 'rule', compiler.selfType(node, false, [expression]), false);
        expect(outcome.kind).toBe('ok');
        const gated = outcome.kind === 'ok' ? outcome.gated : [];
        expect(gated.map((i) => [expression[i.offset], i.message, i.fixedIn])).toEqual([
          ['(', "undefined field 'namespace'", 31],
          ['.', "undefined field 'namespace'", 31],
        ]);
      }),
    );
  });
});
