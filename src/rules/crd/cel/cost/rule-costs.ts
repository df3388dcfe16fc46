import type { ASTNode } from '@marcbachmann/cel-js';
import type { CacheKey } from '../../../../engine/review-cache.js';
import type { JsonObject } from '../../../../parse/kube-object.js';
import { declTypeOf, type DeclType } from './decl-type.js';
import { estimateMaxCost } from './estimate-cost.js';

// One per review: the declarations of schema nodes and the estimated cost of each expression
// against each declaration. The corpus repeats rules across the versions and channels of a CRD,
// and estimating is a walk of the expression, so each (expression, declaration of self) pair is
// estimated once. Declarations are cached per parsed schema node, which lives as long as the review.

export const CEL_COSTS: CacheKey<RuleCosts> = { name: 'CEL cost estimates', create: () => new RuleCosts() };

export class RuleCosts {
  private readonly decls = new WeakMap<JsonObject, { plain?: DeclType | null; root?: DeclType | null }>();
  private readonly estimates = new WeakMap<DeclType, Map<string, number | undefined>>();

  /** SchemaDeclType of a node (isResourceRoot: the schema root or an embedded resource). */
  declType(raw: JsonObject, isResourceRoot: boolean): DeclType | undefined {
    return declTypeOf(raw, isResourceRoot, this.decls);
  }

  /** The estimated maximum cost of a compiled expression, or undefined when not certain. */
  maxCost(ast: ASTNode, expression: string, self: DeclType, optionalOldSelf: boolean, result: 'bool' | 'string'): number | undefined {
    let known = this.estimates.get(self);
    if (!known) this.estimates.set(self, (known = new Map()));
    const key = `${result}\u0000${optionalOldSelf}\u0000${expression}`;
    if (known.has(key)) return known.get(key);
    const cost = estimateMaxCost(ast, expression, self, optionalOldSelf, result);
    known.set(key, cost);
    return cost;
  }
}
