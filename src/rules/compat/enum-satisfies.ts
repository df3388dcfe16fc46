import { fitsNumberFormat, numberFormatOf } from '../crd/schema/number-formats.js';
import type { SchemaNode } from '../crd/schema/schema-node.js';
import { jsonKey } from './json-equality.js';

// A keyword added or tightened on a field that keeps (or had) an `enum` rejects nothing that was
// valid when every value the base enum allowed still passes it: Gateway API replaced
// `enum: [System]` by a pattern, maxLength and minLength that "System" satisfies, and no stored
// object can hold anything else. Decided only where the check is exact in JavaScript; anything
// else (formats of strings, allOf/anyOf/oneOf/not, a pattern RE2 does not compile, or no RE2 matcher given)
// counts as not satisfied, so the finding stays. Patterns run in RE2 (re2js), as the apiserver's
// Go regexp does: linear time, and RE2's syntax, where JavaScript's would backtrack or differ.

/**
 * Whether `value` matches the RE2 `pattern` as kube-apiserver matches it; undefined when RE2
 * does not compile it (then nothing is decided).
 */
export type PatternMatcher = (pattern: string, value: string) => boolean | undefined;

/** Whether every value of `values` passes `keyword` as `head` writes it. */
export function enumSatisfies(
  keyword: string,
  head: SchemaNode,
  values: readonly unknown[],
  matches?: PatternMatcher,
): boolean {
  const test = TESTS[keyword];
  if (!test) return false;
  const passes = test(head, matches);
  return passes !== undefined && values.every(passes);
}

/** Keywords that say nothing about which values pass: a branch of them and checks is only its checks. */
const ANNOTATIONS: ReadonlySet<string> = new Set(['description', 'title', 'example', 'externalDocs']);

/**
 * Whether every value of `values` passes the schema `branch` (an allOf member): every keyword it
 * holds is one this file decides, and each passes (controller-gen's `allOf: [{enum: [Allow,
 * Deny]}, {enum: [Allow, Deny]}]` for a type and a field that both carry the enum the base had).
 */
export function branchSatisfied(branch: SchemaNode, values: readonly unknown[], matches?: PatternMatcher): boolean {
  const keys = Object.keys(branch.raw).filter((k) => !ANNOTATIONS.has(k));
  return keys.length > 0 && keys.every((k) => enumSatisfies(k, branch, values, matches));
}

type Test = (head: SchemaNode, matches?: PatternMatcher) => ((value: unknown) => boolean) | undefined;

const numbers = (check: (n: number) => boolean) => (v: unknown) => typeof v !== 'number' || check(v);
const strings = (check: (s: string) => boolean) => (v: unknown) => typeof v !== 'string' || check(v);
// The apiserver counts characters as Go runes (code points), not UTF-16 units.
const runes = (s: string): number => [...s].length;

const TESTS: Readonly<Record<string, Test>> = {
  enum: (h) => {
    const values = h.enum;
    if (values === undefined) return undefined;
    const keys = new Set(values.map(jsonKey));
    return (v) => keys.has(jsonKey(v));
  },
  maximum: (h) => bound(h.maximum, (n, max) => (h.exclusiveMaximum ? n < max : n <= max)),
  exclusiveMaximum: (h) => bound(h.maximum, (n, max) => n < max),
  minimum: (h) => bound(h.minimum, (n, min) => (h.exclusiveMinimum ? n > min : n >= min)),
  exclusiveMinimum: (h) => bound(h.minimum, (n, min) => n > min),
  multipleOf: (h) => bound(h.multipleOf, (n, m) => Number.isInteger(n / m)),
  maxLength: (h) => (h.maxLength === undefined ? undefined : strings((s) => runes(s) <= (h.maxLength ?? 0))),
  minLength: (h) => (h.minLength === undefined ? undefined : strings((s) => runes(s) >= (h.minLength ?? 0))),
  maxItems: (h) => (h.maxItems === undefined ? undefined : (v) => !Array.isArray(v) || v.length <= (h.maxItems ?? 0)),
  minItems: (h) => (h.minItems === undefined ? undefined : (v) => !Array.isArray(v) || v.length >= (h.minItems ?? 0)),
  // A number format kube-apiserver checks since 1.36; a string's is not decided here.
  format: (h) => (numberFormatOf(h) === '' ? undefined : numbers((n) => fitsNumberFormat(h, n))),
  pattern: (h, matches) => {
    if (!matches) return undefined;
    const pattern = h.pattern;
    return (v) => typeof v !== 'string' || matches(pattern, v) === true;
  },
};

function bound(
  limit: number | undefined,
  check: (n: number, limit: number) => boolean,
): ((v: unknown) => boolean) | undefined {
  return limit === undefined ? undefined : numbers((n) => check(n, limit));
}
