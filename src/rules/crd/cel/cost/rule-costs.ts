import type { ASTNode } from '@marcbachmann/cel-js';
import type { CacheKey } from '../../../../engine/review-cache.js';
import type { JsonObject } from '../../../../parse/kube-object.js';
import { declTypeOf, type DeclType } from './decl-type.js';
import { estimateMaxCost } from './estimate-cost.js';

// One per review: the declarations of schema nodes and the estimated cost of each expression
// against each declaration. Declarations are made per parsed schema node (they live as long as
// the review), but the corpus repeats its rules across the versions, channels and copies of a
// CRD, each over its own parsed nodes: about 4,900 estimates for only about 800 different
// (expression, declaration) pairs. So an estimate is kept under the expression and the part of
// the declaration the expression can read (accessSignature), not under the declaration object.

export const CEL_COSTS: CacheKey<RuleCosts> = { name: 'CEL cost estimates', create: () => new RuleCosts() };

export class RuleCosts {
  private readonly decls = new WeakMap<JsonObject, { plain?: DeclType | null; root?: DeclType | null }>();
  private readonly estimates = new Map<string, number | undefined>();

  /** SchemaDeclType of a node (isResourceRoot: the schema root or an embedded resource). */
  declType(raw: JsonObject, isResourceRoot: boolean): DeclType | undefined {
    return declTypeOf(raw, isResourceRoot, this.decls);
  }

  /**
   * The estimated maximum cost of a compiled expression, or undefined when not certain.
   * `selected`: the names the expression selects (selected-names.ts), the only fields it can read.
   */
  maxCost(
    ast: ASTNode,
    expression: string,
    self: DeclType,
    optionalOldSelf: boolean,
    result: 'bool' | 'string',
    selected: ReadonlySet<string>,
  ): number | undefined {
    const signature = accessSignature(self, selected);
    if (signature === undefined) return estimateMaxCost(ast, expression, self, optionalOldSelf, result);
    const key = `${result}${optionalOldSelf ? 1 : 0}${signature}\u0000${expression}`;
    if (this.estimates.has(key)) return this.estimates.get(key);
    const cost = estimateMaxCost(ast, expression, self, optionalOldSelf, result);
    this.estimates.set(key, cost);
    return cost;
  }
}

/** Deeper selections than this are estimated every time rather than keyed (the key is built recursively). */
const MAX_SIGNATURE_DEPTH = 64;

/**
 * What an estimate can read of `self`: the kind and sizes of every declaration reached from it
 * through list items, map values and the fields named in `selected`. Object declarations are
 * numbered as they are first met and written as `#n` when met again, so two declarations with the
 * same signature also share the same objects in the same places: the estimator tells struct types
 * apart by identity (as cel-go does by type name), so that must match too. Undefined past
 * MAX_SIGNATURE_DEPTH.
 */
export function accessSignature(self: DeclType, selected: ReadonlySet<string>): string | undefined {
  const numbers = new Map<DeclType, number>();
  const names = [...selected].sort();
  let out = '';
  const visit = (d: DeclType, depth: number): boolean => {
    if (depth > MAX_SIGNATURE_DEPTH) return false;
    const seen = numbers.get(d);
    if (seen !== undefined) {
      out += `#${seen}`;
      return true;
    }
    if (d.kind === 'object') numbers.set(d, numbers.size);
    out += `(${d.kind} ${d.maxElements} ${d.minSerializedSize}`;
    if (d.elem) {
      out += ' *';
      if (!visit(d.elem, depth + 1)) return false;
    }
    if (d.field) {
      for (const name of names) {
        const f = d.field(name);
        if (!f) continue;
        out += ` ${name}:`;
        if (!visit(f, depth + 1)) return false;
      }
    }
    out += ')';
    return true;
  };
  return visit(self, 0) ? out : undefined;
}
