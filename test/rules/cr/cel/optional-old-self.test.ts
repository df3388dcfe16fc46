import { Environment, Optional } from '@marcbachmann/cel-js';
import { describe, expect, it } from 'vitest';

// The cel-js library types `.value()` of an optional held in a `dyn` variable as nothing, and
// fails every field access on it; declared `optional<dyn>`, the variable reads as cel-go reads
// oldSelf under optionalOldSelf (runtime-environment.ts works around it). When the first test
// fails, the library reads it alike, and the work-around can go.
const evaluate = (declared: string, expression: string): string => {
  const env = new Environment({ enableOptionalTypes: true })
    .registerVariable('self', 'dyn')
    .registerVariable('oldSelf', declared);
  try {
    return String(env.evaluate(expression, { self: { name: 'a' }, oldSelf: Optional.of({ name: 'a' }) }));
  } catch (error) {
    return (error as Error).message.split('\n')[0] ?? '';
  }
};

describe("oldSelf.value()'s fields", () => {
  it('fail where oldSelf is declared dyn', () => {
    expect(evaluate('dyn', 'oldSelf.value().name == self.name')).toBe("Cannot index type 'undefined'");
  });

  it('are read where it is declared optional<dyn>', () => {
    expect(evaluate('optional<dyn>', 'oldSelf.value().name == self.name')).toBe('true');
    expect(evaluate('optional<dyn>', '!oldSelf.hasValue() || oldSelf.value()["name"] == "b"')).toBe('false');
  });
});
