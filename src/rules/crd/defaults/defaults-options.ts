import type { ReviewCache } from '../../../engine/review-cache.js';
import type { KubeObject } from '../../../parse/kube-object.js';
import { CEL_COMPILER } from '../cel/cel-compiler.js';
import { RULE_EVALUATOR } from '../cel/evaluate-rule.js';
import { clustersAtLeast, type CrdConfig } from '../crd-config.js';
import { COMPILED_PATTERNS } from './pattern-cache.js';
import { DEFAULT_CEL_STATS } from './cel-budget.js';
import { requirePrunedDefaults, type DefaultsOptions } from './validate-defaults.js';

// How ValidateDefaults runs for one CRD: crd/defaults reports its errors and crd/cel asks
// whether there are any (SCHEMA-CEL-012), so both build the options here, alike, and share the
// one result kept on each schema.

export function defaultsOptions(
  cache: ReviewCache,
  base: KubeObject | undefined,
  config: CrdConfig | undefined,
): DefaultsOptions {
  const compiler = cache.get(CEL_COMPILER);
  return {
    requirePrunedDefaults: requirePrunedDefaults(base),
    patterns: cache.get(COMPILED_PATTERNS),
    numberFormats: clustersAtLeast(config, 36),
    cel: {
      evaluator: cache.get(RULE_EVALUATOR),
      // A rule that does not compile is crd/cel's finding; the apiserver would not evaluate it.
      compiles: (node, isResourceRoot, rule) => {
        const expressions = rule.messageExpression === '' ? [rule.rule] : [rule.rule, rule.messageExpression];
        const selfType = compiler.selfType(node, isResourceRoot, expressions);
        const optional = rule.optionalOldSelf === true;
        return (
          compiler.compile(rule.rule, 'rule', selfType, optional).kind === 'ok' &&
          (rule.messageExpression === '' ||
            compiler.compile(rule.messageExpression, 'messageExpression', selfType, optional).kind === 'ok')
        );
      },
      stats: cache.get(DEFAULT_CEL_STATS),
    },
  };
}
