import type { SchemaNode } from '../crd/schema/schema-node.js';
import { presenceChains } from './cel-ast.js';
import type { CompareOptions } from './compare-schemas.js';
import { celPredicate } from './cel-predicate.js';

// `minLength: 1` and `minProperties: 1` reject one value only, the empty string and the empty
// object. Added where the base already refused that value, they reject nothing the base accepted:
// a pattern that does not match "" (kubebuilder's MinLength=1 beside a Pattern marker), a field
// the object requires, or a rule on which fields are set that fails when none is
// (container-object-storage-interface 67f5f31a added minProperties 1 to a BucketClaim spec whose
// rule `[has(self.bucketClassName),has(self.existingBucketName)].filter(x,x==true).size() == 1`
// already refused {}).

/** Whether the base node refuses the one value a new minimum of 1 of `key` rejects. */
export function baseRefusesEmpty(
  key: 'minLength' | 'minProperties',
  base: SchemaNode,
  options: Pick<CompareOptions, 'patternMatches' | 'celAst'>,
): boolean {
  if (key === 'minLength') return base.pattern !== '' && options.patternMatches?.(base.pattern, '') === false;
  // Defaults fill an empty object before validation (in base and head alike): it is then not empty.
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
