import type { CacheKey } from '../../engine/review-cache.js';
import type { RuleContext } from '../../engine/rule.js';
import type { World } from '../../engine/world.js';
import { CEL_COMPILER } from '../crd/cel/cel-compiler.js';
import { COMPILED_PATTERNS } from '../crd/defaults/pattern-cache.js';
import type { SchemaNode } from '../crd/schema/schema-node.js';
import { DEFAULT_COMPAT_CONFIG } from './compat-config.js';
import type { CelRuleText } from './compare-schemas.js';
import { patternAdmitsAllOf } from './pattern-inclusion.js';

/** What the compat/ comparisons take from a review: the configuration, the CEL parser and the compiled patterns. */
export function compareOptions(ctx: RuleContext) {
  const compiler = ctx.cache.get(CEL_COMPILER);
  const patterns = ctx.cache.get(COMPILED_PATTERNS);
  const inclusions = ctx.cache.get(PATTERN_INCLUSIONS);
  return {
    ...(ctx.config.compat ?? DEFAULT_COMPAT_CONFIG),
    isDefinedKind: definesKind(ctx.whole?.head ?? ctx.head),
    celAst: (expression: string) => compiler.ast(expression),
    patternMatches: (pattern: string, value: string) =>
      patterns.problem(pattern) === undefined ? patterns.matches(pattern, value) : undefined,
    patternAdmitsAllOf: (base: string, head: string, within?: string) => {
      const key = `${base}\u0000${head}\u0000${within ?? ''}`;
      if (!inclusions.has(key))
        inclusions.set(
          key,
          patternAdmitsAllOf(base, head, (pattern) => patterns.program(pattern), within),
        );
      return inclusions.get(key);
    },
    rulesNotCompiling: <R extends CelRuleText>(node: SchemaNode, isResourceRoot: boolean, rules: readonly R[]) => {
      const selfType = compiler.selfType(
        node,
        isResourceRoot,
        rules.map((r) => r.text),
      );
      return rules.filter((r) => compiler.compile(r.text, 'rule', selfType, r.optionalOldSelf).kind === 'error');
    },
  };
}

// Each comparison of two patterns, once a review: the divergences of a CRD's served versions are
// worked out at base and at head alike, over the same patterns where the change left them
// (a description edited), and a comparison may walk a few hundred thousand states.
const PATTERN_INCLUSIONS: CacheKey<Map<string, boolean | undefined>> = {
  name: 'compat pattern inclusions',
  create: () => new Map(),
};

// Asked rarely (a description that names a kind, on a bound added to a string): the world finds
// the CRDs of a kind through its index of kinds, without parsing every file of a pull request's
// repository, and each answer is kept.
const KINDS = new WeakMap<World, Map<string, boolean>>();

/** Whether a CRD of the world defines a kind. */
function definesKind(world: World): (kind: string) => boolean {
  let known = KINDS.get(world);
  if (!known) KINDS.set(world, (known = new Map()));
  const answers = known;
  return (kind) => {
    let defined = answers.get(kind);
    if (defined === undefined) answers.set(kind, (defined = world.crdsDefining(new Set([kind])).length > 0));
    return defined;
  };
}
