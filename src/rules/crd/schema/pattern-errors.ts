import { invalid } from '../../../engine/field-error.js';
import type { PatternCache } from '../defaults/pattern-cache.js';
import { schemaError, type SchemaError } from './schema-error.js';
import type { SchemaNode } from './schema-node.js';
import type { StructuralMessageId } from './structural-validation.js';
import type { SchemaLocation } from './walk-schema.js';

// ValidateStructural checks a pattern at every node, junctors included, by compiling it as Go's
// regexp does (RE2): JavaScript's lookaround and backreferences are errors there. The verdict of
// one pattern is kept for the review (pattern-cache.ts).

/** SCHEMA-STRUCT-009: a pattern must compile as Go RE2 (no lookaround, no backreferences). */
export function patternErrors(
  n: SchemaNode,
  at: SchemaLocation,
  patterns: PatternCache,
  errs: SchemaError<StructuralMessageId>[],
): void {
  const pattern = n.pattern;
  if (pattern === '') return;
  const problem = patterns.problem(pattern);
  if (problem !== undefined)
    errs.push(
      schemaError(
        'pattern',
        invalid(
          at.apiserverPath().child('pattern'),
          pattern,
          `must be a valid regular expression, but isn't: ${problem}`,
        ),
        { problem },
      ),
    );
}
