import { defineRule, type RuleReport } from '../../engine/rule.js';
import { GO_GRAMMAR } from '../../parse/go/load-go-parser.js';
import { conflictMarkerIn } from '../../parse/merge-conflict.js';
import { lifecycleGoFiles } from './go-files-needed.js';
import { isReviewedGoFile } from './repository-go-files.js';

// spec/go-lifecycle.md §1, §7.7, as issue 15 settles them: the Go compiler, not this tool, is the
// judge of Go syntax. What tree-sitter-go cannot read is Go newer than the grammar (Go 1.26's
// `new(expr)`) as often as Go that does not compile, and we cannot tell which, so a file it
// cannot fully read gets one notice naming our parser's limit, and the declarations it recovered
// are checked by the other rules. A file that cannot be read as Go source at all (larger than
// the limit, not text) gets the same notice: nothing in it was checked.
export const parseError = defineRule({
  id: 'lifecycle/parse-error',
  meta: {
    severity: 'notice',
    description: 'part of a Go file could not be read by the Go grammar, so that part was not checked',
    messages: {
      syntax: `${GO_GRAMMAR} (this tool's Go parser) cannot read the code here ({{problem}}): Go newer than the grammar or in a form it lacks (such as a label named nil), or Go that does not compile (go build is the judge); the declarations it could read in this file were still checked`,
      conflict:
        'a merge conflict was committed unresolved here ({{marker}}): the file does not compile, and the declarations between the markers were read as they stand',
      unreadable: '{{problem}}; its lifecycle tags and feature gates were not checked',
    },
  },
  check: (ctx) =>
    lifecycleGoFiles(ctx.head, ctx.config, ctx.base).flatMap(
      (f): RuleReport<'syntax' | 'unreadable' | 'conflict'>[] => {
        if (!isReviewedGoFile(f.path)) return [];
        const problem = f.error ?? f.syntaxError;
        if (!problem) return [];
        // Git's conflict markers are the cause to name, not the grammar (kubebuilder-declarative-pattern's
        // dashboard_controller.go was committed so).
        const conflict = f.error ? undefined : conflictMarkerIn(f.text);
        if (conflict)
          return [
            {
              messageId: 'conflict',
              file: f.path,
              line: conflict.lineIndex + 1,
              column: 1,
              data: { marker: `\`${conflict.text}\`` },
            },
          ];
        return [
          {
            messageId: f.error ? 'unreadable' : 'syntax',
            file: f.path,
            line: problem.line,
            column: problem.column,
            data: { problem: problem.message },
          },
        ];
      },
    ),
});
