import type { ASTNode } from '@marcbachmann/cel-js';
import { FORMAT_MAX_LENGTHS, FORMAT_PATTERNS } from '../crd/schema/dns-names.js';
import type { SchemaNode } from '../crd/schema/schema-node.js';
import { isSelf, matchesCall } from './cel-ast.js';
import { emptyOrMatch, formatChecked } from './implied-by-rule.js';

// A `pattern` replaced by the format rule it meant: operator-controller's phase names went from
// `pattern: ^[a-z]([-a-z0-9]*[a-z0-9])?$` with `maxLength: 63` to `!format.dns1123Label()
// .validate(self).hasValue()` (130c9878), which accepts every name the pattern did and those that
// start with a digit too. A format rule on `self` holds for every value the base accepted when
// every string the base's pattern matches matches the format's expression (dns-names.ts
// FORMAT_PATTERNS, decided on the two RE2 programs) and the base's maxLength keeps within the
// format's length limit. (The other way round, a format check rewritten as a pattern, is
// implied-by-rule.ts's.)
//
// And a `pattern` moved into a rule that matches it, or a wider expression: openshift/api moved its
// ARN patterns into `matches(self, '^arn:(aws|aws-cn):iam::[0-9]{12}:role/.*$')` (machine-config-
// operator 02910734e, `role\/` spelled `role/`). kube-openapi's `pattern` and CEL's `matches` are
// both searches with RE2, so every string the pattern matched, the rule accepts.

/** Whether every string the base node accepted satisfies the format or match rule `ast` (on self). */
export function formatImpliedByPattern(
  ast: ASTNode,
  base: SchemaNode,
  patternAdmitsAllOf: ((base: string, head: string) => boolean | undefined) | undefined,
): boolean {
  const matched = matchesCall(ast) ?? emptyOrMatch(ast);
  if (matched)
    return (
      patternAdmitsAllOf !== undefined &&
      isSelf(matched.subject) &&
      base.type === 'string' &&
      base.pattern !== '' &&
      patternAdmitsAllOf(base.pattern, matched.pattern) === true
    );
  const checked = formatChecked(ast);
  if (!checked || !isSelf(checked.subject) || !patternAdmitsAllOf) return false;
  const pattern = FORMAT_PATTERNS[checked.format];
  const limit = FORMAT_MAX_LENGTHS[checked.format];
  return (
    pattern !== undefined &&
    limit !== undefined &&
    base.type === 'string' &&
    base.pattern !== '' &&
    base.maxLength !== undefined &&
    base.maxLength <= limit &&
    patternAdmitsAllOf(base.pattern, pattern) === true
  );
}
