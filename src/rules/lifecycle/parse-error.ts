import { defineRule } from '../../engine/rule.js';
import { isReviewedGoFile } from './lifecycle-facts.js';

// spec/go-lifecycle.md §1, §7.7: a Go file that does not parse (or cannot be read as text) gets
// one finding at its first error; no lifecycle rule looks further into it.
export const parseError = defineRule({
  id: 'lifecycle/parse-error',
  meta: {
    severity: 'error',
    description: 'A Go file does not parse, so its API types and feature gates cannot be checked',
    messages: { parse: '{{problem}}; its lifecycle tags and feature gates were not checked' },
  },
  check: (ctx) =>
    ctx.head.goFiles.flatMap((f) =>
      f.error && isReviewedGoFile(f.path) ? [{ messageId: 'parse' as const, file: f.path, line: f.error.line, column: f.error.column, data: { problem: f.error.message } }] : [],
    ),
});
