import type { ASTNode, Environment } from '@marcbachmann/cel-js';
import { astNodes } from './ast-nodes.js';
import {
  dotAfter,
  noFieldSelection,
  SCALAR_TYPES,
  selectIssues,
  type FieldsOf,
  type ExpressionIssue,
} from './typed-selects.js';
import { unsupportedIssues } from './unsupported-calls.js';

// Compiles one expression (a rule, or a messageExpression) against the type of `self`
// (spec/crd-validation.md SCHEMA-CEL-007/008). The library's checker is not cel-go's: it lacks
// namespaced functions and two-variable comprehensions, and it types some comparisons more
// strictly. So only what is certain becomes an error:
// - a syntax error;
// - a field that the declared object type does not have (`undefined field`), also in has(),
//   which the library does not look up (typed-selects.ts), and a field selected on a scalar
//   (`self.size` where self is an integer: `type 'int' does not support field selection`);
// - a function of the library's own that Kubernetes does not declare (unsupported-calls.ts);
// - an identifier bound nowhere (`undeclared reference`), unless it names a function namespace
//   or a comprehension variable the library cannot bind;
// - a result whose type is known and is not the one required.
// Everything else the library rejects is "uncertain": no finding (zero false errors matter more).

export type ExpressionKind = 'rule' | 'messageExpression';

export type CompileOutcome =
  /** `gated`: issues that only older environments report (environment-versions.ts). */
  | { readonly kind: 'ok'; readonly usesOldSelf: boolean; readonly gated: readonly ExpressionIssue[] }
  | { readonly kind: 'error'; readonly detail: string; readonly usesOldSelf: boolean }
  | { readonly kind: 'uncertain'; readonly usesOldSelf: boolean };

const WANTED: Readonly<Record<ExpressionKind, string>> = { rule: 'bool', messageExpression: 'string' };

/** The library's inferred types that say nothing certain about the cel-go type. */
const isUncertainType = (type: string): boolean => type === 'dyn' || /\bdyn\b|\b[A-Z]\b/.test(type);

/**
 * `typed` gives the text that is type-checked: the expression with `self` and `oldSelf` renamed
 * to the variables of their type (cel-compiler.ts), of the same length, so offsets hold.
 */
export function compileExpression(
  env: Environment,
  expression: string,
  kind: ExpressionKind,
  typed: (ast: ASTNode) => string,
  /** The fields of the object types `typed` refers to. */
  fieldsOf: FieldsOf,
  /** The parse of `expression` (the compiler's cache: parsing does not depend on the type of `self`). */
  parse: (expression: string) => ReturnType<Environment['parse']> = (e) => env.parse(e),
): CompileOutcome {
  let parsed: ReturnType<Environment['parse']>;
  try {
    parsed = parse(expression);
  } catch (error) {
    const issue = syntaxIssue(error);
    return issue === undefined
      ? { kind: 'uncertain', usesOldSelf: /\boldSelf\b/.test(expression) }
      : { kind: 'error', detail: failed(kind, expression, [issue]), usesOldSelf: false };
  }
  const names = boundNames(parsed.ast);
  const usesOldSelf = names.referenced.has('oldSelf');
  // Parsed again from the renamed text and checked in place, so its nodes carry their types.
  const checked = env.parse(typed(parsed.ast));
  const result = checked.check();
  if (!result.valid) {
    const issue = typeIssue(expression, result.error, names);
    // A failed compilation reports no oldSelf use upstream (UsesOldSelf is read from the checked AST).
    if (issue === undefined) return { kind: 'uncertain', usesOldSelf };
    // The library stops at its first error; cel-go lists every one. The has() it checked before
    // stopping (their root variables are typed) are known too.
    const before = selectIssues(checked.ast, expression, fieldsOf);
    const more =
      before === 'uncertain' ? [] : before.filter((i) => i.fixedIn === undefined && i.offset !== issue.offset);
    return { kind: 'error', detail: failed(kind, expression, [issue, ...more]), usesOldSelf: false };
  }
  const selects = selectIssues(checked.ast, expression, fieldsOf);
  const unsupported = unsupportedIssues(checked.ast, expression);
  if (selects === 'uncertain' || unsupported === 'uncertain') return { kind: 'uncertain', usesOldSelf };
  const now = [...selects.filter((i) => i.fixedIn === undefined), ...unsupported];
  if (now.length > 0) return { kind: 'error', detail: failed(kind, expression, now), usesOldSelf: false };
  const type = result.type ?? 'dyn';
  // SCHEMA-CEL-008: a rule evaluates to a bool, a messageExpression to a string.
  if (type !== WANTED[kind] && !isUncertainType(type)) {
    return {
      kind: 'error',
      detail:
        kind === 'rule' ? 'cel expression must evaluate to a bool' : 'messageExpression must evaluate to a string',
      usesOldSelf: false,
    };
  }
  return { kind: 'ok', usesOldSelf, gated: selects };
}

export const compilationFailed = (kind: ExpressionKind, detail: string): string =>
  `${kind === 'rule' ? 'compilation failed' : 'messageExpression compilation failed'}: ${detail}`;

/** The detail of a failed compilation: its issues sorted by position, as cel-go lists them. */
const failed = (kind: ExpressionKind, expression: string, issues: readonly ExpressionIssue[]): string =>
  compilationFailed(
    kind,
    [...issues]
      .sort((a, b) => a.offset - b.offset)
      .map((i) => celIssue(expression, i.offset, i.message))
      .join('\n'),
  );

interface ErrorLike {
  readonly name?: string;
  readonly code?: string;
  readonly message?: string;
  readonly node?: {
    readonly pos?: number;
    readonly op?: string;
    readonly args?: unknown;
    readonly range?: { readonly start: number; readonly end: number };
  };
}

const asErrorLike = (e: unknown): ErrorLike => (typeof e === 'object' && e !== null ? (e as ErrorLike) : {});

/** Syntax errors are certain; resource limits of the library are not (cel-go's are larger). */
function syntaxIssue(error: unknown): ExpressionIssue | undefined {
  const e = asErrorLike(error);
  if (e.name !== 'ParseError' || e.code === 'limit_exceeded') return undefined;
  const summary = (e.message ?? '').split('\n')[0] ?? '';
  const offset = e.node?.pos ?? e.node?.range?.start ?? 0;
  if (e.code === 'reserved_identifier') {
    // cel-go's parser (VisitIdent, VisitGlobalCall) reports its reserved words as `reserved
    // identifier: X`, not as a syntax error; the library also reserves `__proto__` and
    // `prototype`, which cel-go accepts.
    const word = /^Reserved identifier: (.*)$/.exec(summary)?.[1];
    if (word === undefined || word === '__proto__' || word === 'prototype') return undefined;
    return { offset, message: `reserved identifier: ${word}` };
  }
  return { offset, message: `Syntax error: ${summary}` };
}

function typeIssue(expression: string, error: unknown, names: BoundNames): ExpressionIssue | undefined {
  const e = asErrorLike(error);
  if (e.name === 'ParseError') return syntaxIssue(error);
  const node = e.node;
  if (e.code === 'no_such_key' && node && (node.op === '.' || node.op === '.?') && Array.isArray(node.args)) {
    const [receiver, field] = node.args as [ASTNode, unknown];
    if (typeof field !== 'string') return undefined;
    // cel-go places a select at its dot (cel-go's <input>:1:14 for `self.metadata.creationTimestamp`).
    return { offset: dotAfter(expression, receiver.range.end), message: `undefined field '${field}'` };
  }
  if (e.code === 'cannot_index_type' && node && (node.op === '.' || node.op === '.?') && Array.isArray(node.args)) {
    // `self.size` on an integer: cel-go's typeDoesNotSupportFieldSelection, at the select's dot.
    const [receiver] = node.args as [ASTNode, unknown];
    const type = (receiver as { checkedType?: { name?: string } }).checkedType?.name;
    if (type === undefined || !SCALAR_TYPES.has(type)) return undefined;
    return { offset: dotAfter(expression, receiver.range.end), message: noFieldSelection(type) };
  }
  if (e.code === 'unknown_variable' && node && typeof node.args === 'string') {
    if (names.uncertain.has(node.args)) return undefined;
    return {
      offset: node.range?.start ?? node.pos ?? 0,
      message: `undeclared reference to '${node.args}' (in container '')`,
    };
  }
  return undefined;
}

/** cel-go's rendering of one issue: `ERROR: <input>:L:C: msg`, the line, and a caret under C. */
export function celIssue(expression: string, offset: number, message: string): string {
  const before = expression.slice(0, offset);
  const line = before.split('\n').length;
  const lineStart = before.lastIndexOf('\n') + 1;
  const column = [...expression.slice(lineStart, offset)].length + 1;
  const text = expression.split('\n')[line - 1] ?? '';
  return `ERROR: <input>:${line}:${column}: ${message}\n | ${text}\n | ${'.'.repeat(column - 1)}^`;
}

interface BoundNames {
  /** Every identifier the expression reads. */
  readonly referenced: ReadonlySet<string>;
  /** Identifiers the library may fail to bind though cel-go does: namespaces and comprehension variables. */
  readonly uncertain: ReadonlySet<string>;
}

function boundNames(root: ASTNode): BoundNames {
  const referenced = new Set<string>();
  const uncertain = new Set<string>();
  for (const n of astNodes(root)) {
    if (n.op === 'id' && typeof n.args === 'string') referenced.add(n.args);
    if (n.op === 'rcall' && Array.isArray(n.args)) {
      const [, receiver, args] = n.args as [string, unknown, unknown];
      // `format.dns1123Label()`, `sets.contains(...)`: the receiver is a namespace, not a variable.
      if (isNode(receiver) && receiver.op === 'id' && typeof receiver.args === 'string') uncertain.add(receiver.args);
      // Macro variables (`all(i, v, ...)` and the one-variable forms) are bound by the macro.
      if (Array.isArray(args))
        for (const a of args as unknown[])
          if (isNode(a) && a.op === 'id' && typeof a.args === 'string') uncertain.add(a.args);
    }
    if (n.op === 'call' && Array.isArray(n.args)) {
      const [, args] = n.args as [string, unknown];
      if (Array.isArray(args))
        for (const a of args as unknown[])
          if (isNode(a) && a.op === 'id' && typeof a.args === 'string') uncertain.add(a.args);
    }
  }
  return { referenced, uncertain };
}

function isNode(v: unknown): v is { readonly op: string; readonly args: unknown } {
  return typeof v === 'object' && v !== null && 'op' in v && 'args' in v && !Array.isArray(v);
}
