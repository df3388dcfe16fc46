import type { RuleContext } from '../../engine/rule.js';
import type { World } from '../../engine/world.js';
import { isCrd } from '../../parse/kube-object.js';
import { definedKind } from '../crd/schema/defined-kind.js';
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
  return {
    ...(ctx.config.compat ?? DEFAULT_COMPAT_CONFIG),
    definedKinds: definedKindsOf(ctx.whole?.head ?? ctx.head),
    celAst: (expression: string) => compiler.ast(expression),
    patternMatches: (pattern: string, value: string) =>
      patterns.problem(pattern) === undefined ? patterns.matches(pattern, value) : undefined,
    patternAdmitsAllOf: (base: string, head: string) =>
      patternAdmitsAllOf(base, head, (pattern) => patterns.program(pattern)),
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

// Made once a world: every comparison of a review asks.
const KINDS = new WeakMap<World, ReadonlySet<string>>();

/** The kinds the CRDs of a world define. */
function definedKindsOf(world: World): ReadonlySet<string> {
  let kinds = KINDS.get(world);
  if (!kinds) {
    kinds = new Set(
      world.objects
        .filter(isCrd)
        .map(definedKind)
        .filter((k) => k !== ''),
    );
    KINDS.set(world, kinds);
  }
  return kinds;
}
