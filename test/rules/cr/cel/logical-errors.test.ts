import { Environment } from '@marcbachmann/cel-js';
import { describe, expect, it } from 'vitest';
import { withFirstLogicalError } from '../../../../src/rules/cr/cel/logical-errors.js';

// The cel-js library lets the right operand's error of a `&&` or `||` escape where both operands
// fail; cel-go keeps the left one's (logical-errors.ts works around it). When the library does as
// cel-go does, the first test fails, and the work-around can go.
const env = () => new Environment().registerVariable('self', 'dyn');
const errorOf = (run: () => unknown): string => {
  try {
    return `no error: ${String(run())}`;
  } catch (error) {
    return (error as Error).message.split('\n')[0] ?? '';
  }
};

describe('the first error of a logical operator', () => {
  it('is not what the library gives on its own', () => {
    const program = env().parse('self.a > 0 && self.b > 0');
    expect(errorOf(() => program({ self: {} }))).toMatch(/\bb\b/);
  });

  it("is the left operand's with the work-around, as cel-go gives it, while the results stay the library's", () => {
    const run = (expression: string, self: object) => {
      const program = env().parse(expression);
      withFirstLogicalError(program.ast);
      return errorOf(() => program({ self }));
    };
    expect(run('self.a > 0 && self.b > 0', {})).toMatch(/\ba\b/);
    expect(run('self.a > 0 || self.b > 0', {})).toMatch(/\ba\b/);
    expect(run('self.a > 0 && self.b > 0', { b: 0 })).toBe('no error: false');
    expect(run('self.a > 0 || self.b > 0', { b: 1 })).toBe('no error: true');
    expect(run('self.a > 0 && self.b > 0', { a: 1, b: 1 })).toBe('no error: true');
    expect(run('self.a > 0 || self.b > 0', { a: 0, b: 0 })).toBe('no error: false');
    expect(run('self.a > 0 && self.b > 0', { a: 1 })).toMatch(/\bb\b/);
  });

  // A chain of && nests to the left: an operand the work-around evaluated and the library
  // evaluated again would double at every level (2^40 evaluations here).
  it('evaluates each operand of a long chain once', () => {
    let calls = 0;
    const program = env()
      .registerFunction('count(int): bool', () => {
        calls++;
        return true;
      })
      .parse(Array.from({ length: 40 }, (_, i) => `count(${i})`).join(' && '));
    withFirstLogicalError(program.ast);
    expect(errorOf(() => program({ self: {} }))).toBe('no error: true');
    expect(calls).toBe(40);
  });
});
