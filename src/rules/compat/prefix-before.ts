import type { ASTNode } from '@marcbachmann/cel-js';
import { call, isNode } from './cel-ast.js';

// The part of a string before a separator, as CEL rules take it: `s.split('@')[0]` or
// `s.find('^[^@]+')` (both give the whole string where it holds no `@`, and '' where it starts with
// one: find gives '' where nothing matches). aws/karpenter-provider-aws allows AMI aliases by their
// family, `self.split('@')[0] in ['al2', 'al2023', …]`, and tests it elsewhere as
// `x.alias.find('^[^@]+') == 'windows2025'` (6eabbdd9f): the values old objects hold before the
// separator decide such a test, from the field's enum or from the rule that lists them.

/** The expression read and the separator, where `n` takes the part of a string before a separator. */
export function prefixBefore(n: ASTNode): { readonly receiver: ASTNode; readonly separator: string } | undefined {
  if (n.op === '[]' && Array.isArray(n.args)) {
    const [list, index] = n.args as unknown[];
    const split = isNode(list) ? call(list, 'split') : undefined;
    const separator = split?.args.length === 1 ? stringLiteral(split.args[0]) : undefined;
    if (!split || !isNode(split.receiver) || !separator || !isNode(index) || index.op !== 'value') return undefined;
    return index.args === 0n ? { receiver: split.receiver, separator } : undefined;
  }
  const find = call(n, 'find');
  const pattern = find?.args.length === 1 ? stringLiteral(find.args[0]) : undefined;
  const separator = pattern === undefined ? undefined : NOT_UNTIL.exec(pattern)?.[1];
  if (!find || !isNode(find.receiver) || separator === undefined) return undefined;
  return { receiver: find.receiver, separator: separator.replace(/^\\/, '') };
}

/** `^[^c]+` or `^[^c]*` for one character c, escaped where it must be. */
const NOT_UNTIL = /^\^\[\^([^\]\\^-]|\\[^A-Za-z0-9])\][+*]$/;

const stringLiteral = (x: unknown): string | undefined =>
  isNode(x) && x.op === 'value' && typeof x.args === 'string' && x.args !== '' ? x.args : undefined;

/** The part of `value` before the first `separator` (all of it where it holds none). */
export const prefixOf = (value: string, separator: string): string => value.split(separator)[0] ?? '';

/** The key under which facts keep the values a field holds before `separator` (OldObjectFacts' value maps). */
export const prefixKey = (field: string, separator: string): string => `${field}\u0000before:${separator}`;

/** The prefix facts a value map keeps for `field`. */
export function prefixFactsOf<V>(map: ReadonlyMap<string, V> | undefined, field: string): [string, V][] {
  if (!map) return [];
  const start = `${field}\u0000before:`;
  return [...map].filter(([key]) => key.startsWith(start));
}
