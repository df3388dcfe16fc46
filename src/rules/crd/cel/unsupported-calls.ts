import type { ASTNode } from '@marcbachmann/cel-js';
import { skipBlank } from './skip-blank.js';
import type { ExpressionIssue } from './typed-selects.js';
import { CEL_MACROS } from './macros.js';

// What the library declares of its own that no Kubernetes environment has (apiserver
// pkg/cel/environment/base.go adds neither ext.Bindings nor these bytes functions), read from an
// expression the library accepted:
// - `cel.bind(x, init, body)`: without ext.Bindings the parser expands no macro, so it is a call of
//   `bind` on `cel`. cel-go's checker then reports, sorted by position, `cel` at its first
//   character, `bind` at its `(` (the qualified name resolves to nothing, checkCall), `x` where it
//   is written, and every use of `x` the binding would have covered: each an `undeclared
//   reference`. A bind whose variable an enclosing macro also binds is "uncertain" (cel-go
//   resolves `x` to the macro's variable, with types of its own).
// - `bytes.json()`, `hex()`, `base64()`, `at(i)`: undeclared references at their `(`.
//   `bytes.string()` is "uncertain": cel-go knows `string` (a conversion), and says which
//   overload is missing in its own type notation.

const BYTES_FUNCTIONS: ReadonlySet<string> = new Set(['json', 'hex', 'base64', 'at']);

interface Scope {
  readonly name: string;
  readonly byBind: boolean;
  readonly parent: Scope | undefined;
}

const undeclared = (name: string, offset: number): ExpressionIssue => ({
  offset,
  message: `undeclared reference to '${name}' (in container '')`,
});

export function unsupportedIssues(ast: ASTNode, expression: string): ExpressionIssue[] | 'uncertain' {
  const issues: ExpressionIssue[] = [];
  // An explicit stack: expressions nest as deep as the parser's limits allow.
  const stack: { readonly value: unknown; readonly scope: Scope | undefined }[] = [{ value: ast, scope: undefined }];
  while (stack.length > 0) {
    const { value, scope } = stack.pop() as { value: unknown; scope: Scope | undefined };
    if (Array.isArray(value)) {
      for (const v of value as unknown[]) stack.push({ value: v, scope });
      continue;
    }
    if (!isNode(value)) continue;
    const node = value;
    if (node.op === 'id' && typeof node.args === 'string') {
      if (bindingOf(scope, node.args)?.byBind) issues.push(undeclared(node.args, node.range.start));
      continue;
    }
    if (node.op !== 'rcall' || !Array.isArray(node.args)) {
      stack.push({ value: node.args, scope });
      continue;
    }
    const [name, receiver, args] = node.args as [string, ASTNode, unknown];
    const list = Array.isArray(args) ? (args as unknown[]) : [];
    const paren = (): number =>
      skipBlank(expression, skipBlank(expression, skipBlank(expression, receiver.range.end) + 1) + name.length);
    const variable = list[0];
    if (
      name === 'bind' &&
      receiver.op === 'id' &&
      receiver.args === 'cel' &&
      list.length === 3 &&
      isNode(variable) &&
      variable.op === 'id' &&
      typeof variable.args === 'string'
    ) {
      const bound = bindingOf(scope, variable.args);
      if (bound && !bound.byBind) return 'uncertain';
      issues.push(
        undeclared('cel', receiver.range.start),
        undeclared('bind', paren()),
        undeclared(variable.args, variable.range.start),
      );
      stack.push(
        { value: list[1], scope },
        { value: list[2], scope: { name: variable.args, byBind: true, parent: scope } },
      );
      continue;
    }
    if (BYTES_FUNCTIONS.has(name)) issues.push(undeclared(name, paren()));
    else if (name === 'string' && list.length === 0) return 'uncertain';
    stack.push({ value: receiver, scope });
    if (
      CEL_MACROS.has(name) &&
      (list.length === 2 || list.length === 3) &&
      isNode(variable) &&
      variable.op === 'id' &&
      typeof variable.args === 'string'
    ) {
      const inner: Scope = { name: variable.args, byBind: false, parent: scope };
      for (const a of list.slice(1)) stack.push({ value: a, scope: inner });
    } else stack.push({ value: list, scope });
  }
  return issues.sort((a, b) => a.offset - b.offset);
}

function bindingOf(scope: Scope | undefined, name: string): Scope | undefined {
  for (let s = scope; s; s = s.parent) if (s.name === name) return s;
  return undefined;
}

function isNode(v: unknown): v is ASTNode {
  return typeof v === 'object' && v !== null && !Array.isArray(v) && 'op' in v && 'args' in v;
}
