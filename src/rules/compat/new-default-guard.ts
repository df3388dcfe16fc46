import type { ASTNode } from '@marcbachmann/cel-js';
import { celJs } from '../../engine/lazy-packages.js';
import type { SchemaNode } from '../crd/schema/schema-node.js';
import { hasSelect, isNode, isSelf, readsOldSelf } from './cel-ast.js';
import { celPredicate } from './cel-predicate.js';
import { onOldObjects, type OldObjectScope } from './on-old-objects.js';

// A rule written without the `has()` guard that a default the change adds made idle: a field
// the base left optional gains `default: 5`, and `!has(self.x) || self.x > 0` becomes
// `self.x > 0` (kubebuilder's `+kubebuilder:default` with the guard dropped). The apiserver
// defaults every request body, and every object it reads from etcd, with the schema of now,
// so the new rule never sees the field unset. The objects the base accepted are of two kinds:
//
// - those that set the field: the base rule held on them with its `has()` true, and must imply
//   the new rule there (implied-by-rule.ts, both rules as they read with the field present);
// - those that did not: they now hold the default, and the new rule, with the field read as its
//   default, must be true whatever else they hold (it reads nothing else once written so).
//
// A default that fails the new rule (`default: -1` above) breaks the second kind: not proven.

/** A field of the rule's node that the head defaults and the base did not. */
export interface NewDefault {
  readonly field: string;
  /** The default as CEL reads it: an integer field's as an int, a number field's as a double. */
  readonly value: bigint | number | string | boolean;
}

/** The fields of the node that the base left optional, without a default, and the head defaults to a scalar. */
export function newDefaults(base: SchemaNode, head: SchemaNode): NewDefault[] {
  return [...head.properties].flatMap(([field, h]) => {
    const b = base.properties.get(field);
    if (!b || b.hasDefault || base.required.includes(field) || !h.hasDefault || h.nullable) return [];
    const value = asCel(h.default, h.type);
    return value === undefined ? [] : [{ field, value }];
  });
}

function asCel(value: unknown, type: string): NewDefault['value'] | undefined {
  if (type === 'integer') return typeof value === 'number' && Number.isSafeInteger(value) ? BigInt(value) : undefined;
  if (type === 'number') return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
  if (type === 'string') return typeof value === 'string' ? value : undefined;
  if (type === 'boolean') return typeof value === 'boolean' ? value : undefined;
  return undefined;
}

/**
 * Whether `head` accepts every object `base` did, by one field the base rule guards with has()
 * and the change defaults. `implied` is implied-by-rule.ts's proof, over the rules as they read
 * on the old objects.
 */
export function impliedByNewDefault(
  base: ASTNode,
  head: ASTNode,
  defaults: readonly NewDefault[],
  scope: OldObjectScope,
  implied: (base: ASTNode, head: ASTNode) => boolean,
): boolean {
  if (readsOldSelf(base) || readsOldSelf(head)) return false;
  return defaults.some(({ field, value }) => {
    if (!guards(base, field)) return false;
    const present: OldObjectScope = {
      ...scope,
      self: { ...scope.self, present: new Set([...(scope.self.present ?? []), field]) },
    };
    if (!implied(onOldObjects(base, present), onOldObjects(head, present))) return false;
    const { serialize } = celJs();
    return celPredicate(serialize(withFieldAs(head, field, value)))({}) === true;
  });
}

/** Whether the rule tests the field with `has(self.field)`. */
function guards(node: unknown, field: string): boolean {
  if (Array.isArray(node)) return node.some((n) => guards(n, field));
  if (!isNode(node)) return false;
  const select = hasSelect(node);
  if (select && isFieldOfSelf(select, field)) return true;
  return guards(node.args, field);
}

const isFieldOfSelf = (node: ASTNode, field: string): boolean => {
  const args = node.args as unknown;
  return node.op === '.' && Array.isArray(args) && isSelf(args[0]) && args[1] === field;
};

/** The rule with `has(self.field)` true and `self.field` the value. */
function withFieldAs(node: ASTNode, field: string, value: NewDefault['value']): ASTNode {
  const rewrite = (n: unknown): unknown => {
    if (Array.isArray(n)) return n.map(rewrite);
    if (!isNode(n)) return n;
    const select = hasSelect(n);
    if (select && isFieldOfSelf(select, field)) return { op: 'value', args: true };
    if (isFieldOfSelf(n, field)) return { op: 'value', args: value };
    return { op: n.op, args: rewrite(n.args) };
  };
  return rewrite(node) as ASTNode;
}
