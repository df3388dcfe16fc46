import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CelCompiler } from '../../../../src/rules/crd/cel/cel-compiler.js';
import { CelEnvironments, NO_PREEXISTING_EXPRESSIONS } from '../../../../src/rules/crd/cel/environment-versions.js';

// SCHEMA-CEL-013's issues point at each call's `(` (cel-go's position for a call), whatever
// blanks and comments the user puts between a receiver, the dot, the name and the parenthesis.

const blank = fc
  .array(fc.constantFrom(' ', '\t', '\n', '// note (x)\n', '\r\n'), { maxLength: 3 })
  .map((parts) => parts.join(''));

describe('SCHEMA-CEL-013 issue positions', () => {
  it('every caret is under a `(`', () => {
    const compiler = new CelCompiler();
    const environments = new CelEnvironments('1.30', NO_PREEXISTING_EXPRESSIONS);
    fc.assert(
      fc.property(fc.tuple(blank, blank, blank, blank, blank), ([a, b, c, d, e]) => {
        const expression = `isSemver${a}(self)${b}|| semver(self)${c}.${d}major${e}() > 0`;
        const ast = compiler.ast(expression);
        if (!ast) throw new Error(`does not parse: ${expression}`);
        const detail = environments.issues(ast, expression, 'rule', []) ?? '';
        const positions = [...detail.matchAll(/ERROR: <input>:(\d+):(\d+): undeclared reference to '(\w+)'/g)];
        expect(positions.map((p) => p[3])).toEqual(['isSemver', 'semver', 'major']);
        for (const [, line, column] of positions) {
          const text = expression.split('\n')[Number(line) - 1] ?? '';
          expect([...text][Number(column) - 1]).toBe('(');
        }
      }),
    );
  });

  it('a namespaced function: the namespace at its first character, the function at its `(`', () => {
    const compiler = new CelCompiler();
    const environments = new CelEnvironments('1.30', NO_PREEXISTING_EXPRESSIONS);
    fc.assert(
      fc.property(fc.tuple(blank, blank, blank, blank), ([a, b, c, d]) => {
        const expression = `!format${a}.${b}dns1123Label${c}()${d}.validate('x').hasValue()`;
        const ast = compiler.ast(expression);
        if (!ast) throw new Error(`does not parse: ${expression}`);
        const detail = environments.issues(ast, expression, 'rule', []) ?? '';
        const positions = [...detail.matchAll(/ERROR: <input>:(\d+):(\d+): undeclared reference to '(\w+)'/g)];
        expect(positions.map((p) => p[3])).toEqual(['format', 'dns1123Label', 'validate']);
        const at = positions.map(
          ([, line, column]) => [...(expression.split('\n')[Number(line) - 1] ?? '')][Number(column) - 1],
        );
        expect(at).toEqual(['f', '(', '(']);
      }),
    );
  });
});
