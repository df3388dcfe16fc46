import type { JsonObject } from '../../parse/kube-object.js';
import { astNodes } from '../crd/cel/ast-nodes.js';
import type { SchemaNode } from '../crd/schema/schema-node.js';
import { call, isNode, matchesCall, presenceChains, readsOldSelf } from './cel-ast.js';
import type { CompareOptions } from './compare-schemas.js';
import { celPredicate } from './cel-predicate.js';

// `minLength: 1`, `minProperties: 1` and `minItems: 1` reject one value only, the empty string,
// the empty object and the empty list. Added where the base already refused that value, they reject nothing the base accepted:
// a pattern that does not match "" (kubebuilder's MinLength=1 beside a Pattern marker), or a rule
// that does not hold for "" (operator-controller 1bbe7886: `self.matches("^[a-z0-9]…$")` on a
// service account name that then gained minLength 1), a field
// the object requires, or a rule on which fields are set that fails when none is
// (container-object-storage-interface 67f5f31a added minProperties 1 to a BucketClaim spec whose
// rule `[has(self.bucketClassName),has(self.existingBucketName)].filter(x,x==true).size() == 1`
// already refused {}).

/**
 * Whether the base node refuses the one value a new minimum of 1 of `key` rejects, or the head
 * never meets it.
 */
export function baseRefusesEmpty(
  key: 'minLength' | 'minProperties' | 'minItems',
  base: SchemaNode,
  head: SchemaNode,
  options: Pick<CompareOptions, 'patternMatches' | 'celAst'>,
): boolean {
  // A rule of the list alone that does not hold for [] (nginx-gateway-fabric's targetRefs, d54377f2:
  // `self.exists(t, t.kind == 'HTTPRoute') || …`, then `minItems: 1`).
  if (key === 'minItems') return base.validations.some(({ rule }) => ruleOfSelfRefuses(rule, [], options));
  if (key === 'minLength')
    return (
      (base.pattern !== '' && options.patternMatches?.(base.pattern, '') === false) ||
      base.validations.some(({ rule }) => ruleRefusesString(rule, '', options))
    );
  // The head's defaults fill an empty object before its validation: it is then not empty, and a
  // minimum of one property rejects nothing (trust-manager edb8268: `jks` with a defaulted
  // `password`). In the base a default may have met a required field: what it required proves
  // nothing then.
  if ([...head.properties.values()].some((p) => p.hasDefault)) return true;
  if ([...base.properties.values()].some((p) => p.hasDefault)) return false;
  if (base.required.length > 0) return true;
  return base.validations.some(({ rule }) => {
    if (typeof rule.rule !== 'string' || rule.optionalOldSelf === true) return false;
    const ast = options.celAst?.(rule.rule);
    const chains = ast === undefined ? undefined : presenceChains(ast, 1);
    // Only which fields of self are set, and not a transition rule (those do not run on create).
    if (!chains || chains.some((c) => c[0] !== 'self')) return false;
    return celPredicate(rule.rule)({ self: {} }) === false;
  });
}

/**
 * Whether the base node refused a string on create: its pattern, lengths or enum, or one of its
 * rules of `self` alone (cluster-logging-operator 03ee625e replaced `self.startsWith('tcp://')` by
 * a pattern, and the message said the pattern refused "" and " ", which the rule had refused too).
 */
export function baseRefusesString(
  base: SchemaNode,
  value: string,
  options: Pick<CompareOptions, 'patternMatches' | 'celAst'>,
): boolean {
  const length = [...value].length;
  const enumValues = base.raw.enum;
  return (
    (base.pattern !== '' && options.patternMatches?.(base.pattern, value) === false) ||
    (base.minLength !== undefined && length < base.minLength) ||
    (base.maxLength !== undefined && length > base.maxLength) ||
    (Array.isArray(enumValues) && !enumValues.includes(value)) ||
    base.validations.some(({ rule }) => ruleRefusesString(rule, value, options))
  );
}

/**
 * Whether a rule of a string refuses `value`: `self.matches('<pattern>')` with a pattern that does not
 * match it (decided by RE2, as the apiserver's CEL does), or a rule of `self` alone that does not
 * hold for it (`self != ''`, `size(self) > 0`). A transition rule does not run on create.
 */
function ruleRefusesString(
  rule: JsonObject,
  value: string,
  options: Pick<CompareOptions, 'patternMatches' | 'celAst'>,
): boolean {
  if (typeof rule.rule !== 'string' || rule.optionalOldSelf === true) return false;
  const ast = options.celAst?.(rule.rule);
  if (ast === undefined) return false;
  const matched = matchesCall(ast);
  if (matched) {
    const subject = matched.subject;
    const onSelf = isNode(subject) && subject.op === 'id' && subject.args === 'self';
    return onSelf && options.patternMatches?.(matched.pattern, value) === false;
  }
  return ruleOfSelfRefuses(rule, value, options);
}

/**
 * Whether a rule that reads `self` alone (no other variable but those its macros bind) does not
 * hold for `value`; not a transition rule, which does not run on create.
 */
function ruleOfSelfRefuses(rule: JsonObject, value: unknown, options: Pick<CompareOptions, 'celAst'>): boolean {
  if (typeof rule.rule !== 'string' || rule.optionalOldSelf === true) return false;
  const ast = options.celAst?.(rule.rule);
  if (ast === undefined || readsOldSelf(ast)) return false;
  // cel-js's matches() is JavaScript's RegExp, not RE2: a rule that calls it is decided elsewhere or not at all.
  if (astNodes(ast).some((n) => call(n, 'matches') !== undefined)) return false;
  return celPredicate(rule.rule)({ self: value }) === false;
}
