import type { ASTNode } from '@marcbachmann/cel-js';
import { FORMAT_MAX_LENGTHS, FORMAT_PATTERNS } from '../crd/schema/dns-names.js';
import type { SchemaNode } from '../crd/schema/schema-node.js';
import { isSelf } from './cel-ast.js';
import { formatChecked } from './implied-by-rule.js';

// A `pattern` replaced by the format rule it meant: operator-controller's phase names went from
// `pattern: ^[a-z]([-a-z0-9]*[a-z0-9])?$` with `maxLength: 63` to `!format.dns1123Label()
// .validate(self).hasValue()` (130c9878), which accepts every name the pattern did and those that
// start with a digit too. A format rule on `self` holds for every value the base accepted when
// every string the base's pattern matches matches the format's expression (dns-names.ts
// FORMAT_PATTERNS, decided on the two RE2 programs) and the base's maxLength keeps within the
// format's length limit. (The other way round, a format check rewritten as a pattern, is
// implied-by-rule.ts's.)

/** Whether every string the base node accepted satisfies the format rule `ast` (on self). */
export function formatImpliedByPattern(
  ast: ASTNode,
  base: SchemaNode,
  patternAdmitsAllOf: ((base: string, head: string) => boolean | undefined) | undefined,
): boolean {
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
