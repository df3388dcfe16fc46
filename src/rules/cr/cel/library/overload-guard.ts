import { CelGoError, NotEvaluable } from '../cel-go-error.js';

// CR-CEL-006: a call whose argument has another type than the function's overload at run time (an
// int-or-string value, typed dyn when the rule is compiled) fails in cel-go's type guard
// (common/decls/decls.go MaybeNoSuchOverload) with `no such overload: <function>(<arg types>)`,
// which the apiserver wraps as `'<that>': call arguments did not match a supported operator,
// function or macro signature for rule: <rule>` (validate-cel.ts).

/** cel-go's TypeName of a runtime value, where it is certain. */
function celTypeName(v: unknown): string {
  if (typeof v === 'bigint') return 'int';
  if (typeof v === 'number') return 'double';
  if (typeof v === 'string') return 'string';
  if (typeof v === 'boolean') return 'bool';
  if (v === null) return 'null_type';
  if (v instanceof Uint8Array) return 'bytes';
  if (Array.isArray(v)) return 'list';
  throw new NotEvaluable('a call with an argument of a type whose cel-go name is not known here');
}

/** A one-string-argument function that reports other argument types as cel-go's guard does. */
export function stringArgument<T>(name: string, f: (s: string) => T): (v: unknown) => T {
  return (v: unknown) => {
    if (typeof v === 'string') return f(v);
    throw new CelGoError(`no such overload: ${name}(${celTypeName(v)})`);
  };
}
