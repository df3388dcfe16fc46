import type { ASTNode } from '@marcbachmann/cel-js';
import { astNodes } from './ast-nodes.js';
import { isKeywordFieldName } from './escape-cel-name.js';
import { skipBlank } from './skip-blank.js';

// Field selections that the library's checker judges differently from cel-go's, read from the
// checked AST (the library sets `checkedType` on each node it checks):
// - has(): the library checks only the variable at the root of the argument, where cel-go's
//   checker looks every field of the chain up (checkSelect on the presence test, lookupFieldType).
//   So `has(self.nope)` is `undefined field 'nope'` at has's `(`, where the parser places the
//   presence test (expandMacro gives the macro's expressions the call's id: the `(` of a global
//   call), and an undefined inner field of the chain is reported at its `.`, as any select is.
// - a reserved word as a field name (`self.namespace`): the newest environment resolves it to the
//   escaped property (cel-types.ts); environments before compatibility version 1.31 report
//   `undefined field 'namespace'` at its `.` (or at has's `(`).
// A field selected on a value of an error type is not looked up again (cel-go types it dyn), so
// one chain gives at most one issue per missing field.

/** From this minor (of major 1) a reserved word selects its escaped field (escape-cel-name.ts). */
const KEYWORD_FIELDS_SINCE = 31;

/**
 * One issue cel-go reports in an expression (a syntax error, an undefined field, an undeclared
 * reference): the selects' issues here, and those of compile-rule.ts and unsupported-calls.ts.
 */
export interface ExpressionIssue {
  /** Where cel-go reports it, in the expression. */
  readonly offset: number;
  readonly message: string;
  /** The minor version from which environments no longer report it; absent: every version does. */
  readonly fixedIn?: number;
}

/** The fields of an object type, by CEL name (CelTypes.fieldsOf). */
export type FieldsOf = (typeName: string) => Readonly<Record<string, string>> | undefined;

/**
 * The issues of the field selections of a checked AST; `uncertain` when a has() chain reaches a
 * type whose field lookup is not modelled (a list or a scalar: cel-go rejects the selection with
 * a message that names the type in its own notation).
 */
export function selectIssues(ast: ASTNode, expression: string, fieldsOf: FieldsOf): ExpressionIssue[] | 'uncertain' {
  const nodes = astNodes(ast);
  const issues: ExpressionIssue[] = [];
  // The selects of has()'s argument, which hasIssues types itself.
  const presence = new Set<ASTNode>();
  for (const node of nodes) {
    if (node.op !== 'call' || !Array.isArray(node.args) || node.args[0] !== 'has') continue;
    const [, args] = node.args as [string, unknown];
    if (!Array.isArray(args) || args.length !== 1) continue;
    const found = hasIssues(
      args[0] as ASTNode,
      skipBlank(expression, node.range.start + 'has'.length),
      expression,
      fieldsOf,
      presence,
    );
    if (found === 'uncertain') return 'uncertain';
    issues.push(...found);
  }
  for (const node of nodes) {
    if ((node.op !== '.' && node.op !== '.?') || !Array.isArray(node.args) || presence.has(node)) continue;
    const [receiver, field] = node.args as [ASTNode, unknown];
    const receiverType = typeName(receiver);
    if (receiverType === undefined || typeof field !== 'string') continue;
    if (lookup(receiverType, field, fieldsOf).kind === 'keyword')
      issues.push(keywordIssue(field, dotAfter(expression, receiver.range.end)));
  }
  return issues.sort((a, b) => a.offset - b.offset);
}

/** The type the library's checker gave a node, when it checked it. */
const typeName = (node: ASTNode): string | undefined => (node as { checkedType?: { name?: string } }).checkedType?.name;

/** The chain `x.a.b` of has(x.a.b), typed from its root variable outwards. */
function hasIssues(
  argument: ASTNode,
  paren: number,
  expression: string,
  fieldsOf: FieldsOf,
  presence: Set<ASTNode>,
): ExpressionIssue[] | 'uncertain' {
  const chain: ASTNode[] = [];
  let node = argument;
  while ((node.op === '.' || node.op === '.?') && Array.isArray(node.args)) {
    chain.push(node);
    presence.add(node);
    node = (node.args as [ASTNode, unknown])[0];
  }
  const rootType = typeName(node);
  // The library rejects any other argument (an index in the chain, a call), so the rule is not "ok".
  if (node.op !== 'id' || rootType === undefined || chain.length === 0) return [];
  const issues: ExpressionIssue[] = [];
  let type = rootType;
  for (let i = chain.length - 1; i >= 0; i--) {
    const select = chain[i] as ASTNode;
    const [receiver, field] = select.args as [ASTNode, unknown];
    if (typeof field !== 'string') return 'uncertain';
    // The presence test itself (the outermost select) is placed at has's `(`, the others at their `.`.
    const offset = i === 0 ? paren : dotAfter(expression, receiver.range.end);
    const found = lookup(type, field, fieldsOf);
    switch (found.kind) {
      case 'unknown':
        return 'uncertain';
      case 'undefined':
        issues.push({ offset, message: undefinedField(field) });
        type = 'dyn';
        break;
      case 'scalar':
        issues.push({ offset, message: noFieldSelection(type) });
        type = 'dyn';
        break;
      case 'keyword':
        issues.push(keywordIssue(field, offset));
        type = found.type;
        break;
      default:
        type = found.type;
    }
  }
  return issues;
}

type Lookup =
  { readonly kind: 'field' | 'keyword'; readonly type: string } | { readonly kind: 'undefined' | 'unknown' | 'scalar' };

/**
 * The types of schema values that have no fields: cel-go's checkSelectField reports
 * typeDoesNotSupportFieldSelection for them and goes on with dyn. (Strings whose format makes them
 * bytes or time values are typed dyn here (cel-types.ts), so their names are never guessed.)
 */
export const SCALAR_TYPES: ReadonlySet<string> = new Set(['int', 'uint', 'double', 'bool', 'string', 'bytes']);

/** cel-go's checker message (checker/errors.go), the type in its notation. */
export const noFieldSelection = (type: string): string => `type '${type}' does not support field selection`;

/** checkSelectField: a field of an object type, a map's value, anything of dyn; an optional is unwrapped. */
function lookup(type: string, field: string, fieldsOf: FieldsOf): Lookup {
  if (type === 'dyn') return { kind: 'field', type: 'dyn' };
  const optional = /^optional<(.*)>$/.exec(type);
  if (optional) return lookup(optional[1] as string, field, fieldsOf);
  const map = /^map<(.*)>$/.exec(type);
  if (map) {
    const value = mapValueType(map[1] as string);
    return value === undefined ? { kind: 'unknown' } : { kind: 'field', type: value };
  }
  if (SCALAR_TYPES.has(type)) return { kind: 'scalar' };
  const fields = fieldsOf(type);
  if (!fields) return { kind: 'unknown' };
  if (!Object.hasOwn(fields, field)) return { kind: 'undefined' };
  const fieldType = fields[field] as string;
  // A property named by a reserved word is escaped, so a field of that name is the alias (cel-types.ts).
  return { kind: isKeywordFieldName(field) ? 'keyword' : 'field', type: fieldType };
}

/** `K, V` of `map<K, V>`: the value after the top-level comma. */
function mapValueType(params: string): string | undefined {
  let depth = 0;
  for (let i = 0; i < params.length; i++) {
    const c = params[i];
    if (c === '<') depth++;
    else if (c === '>') depth--;
    else if (c === ',' && depth === 0) return params.slice(i + 1).trim();
  }
  return undefined;
}

const undefinedField = (field: string): string => `undefined field '${field}'`;

const keywordIssue = (field: string, offset: number): ExpressionIssue => ({
  offset,
  message: undefinedField(field),
  fixedIn: KEYWORD_FIELDS_SINCE,
});

/** The `.` of a select, after its receiver (past blanks and comments), where cel-go places the select. */
export function dotAfter(expression: string, receiverEnd: number): number {
  const at = skipBlank(expression, receiverEnd);
  return expression[at] === '.' ? at : receiverEnd;
}
