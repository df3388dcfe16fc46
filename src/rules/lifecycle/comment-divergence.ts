import { defineRule, type RuleReport } from '../../engine/rule.js';
import { compareVersions, formatVersion, parseMinorVersion } from './minor-version.js';
import { lifecycleFacts } from './lifecycle-facts.js';

// spec/go-lifecycle.md §4.5, §7.3, §7.4: KEP-2558 says the comments in the feature file must
// not diverge from the field tags. A stage comment (`// alpha: v1.20`) is compared with the
// tags of the same stage only; the finding is on the comment line, once per comment.
export const commentDivergence = defineRule({
  id: 'lifecycle/comment-divergence',
  meta: {
    severity: 'warning',
    description: "a feature gate's stage comment disagrees with the +lifecycle: tags of its fields",
    messages: {
      diverges:
        'the comment says {{stage}}: v{{version}} for feature gate {{gate}}, but {{field}} is tagged minVersion={{minVersion}},status={{stage}}',
    },
  },
  check: (ctx) => {
    const facts = lifecycleFacts(ctx);
    const tags = facts.kubernetesTags;
    const out: RuleReport<'diverges'>[] = [];
    for (const gate of facts.table.gates.values()) {
      for (const comment of gate.stageComments) {
        const other = tags.find((k) => {
          const v = parseMinorVersion(k.minVersion);
          return (
            k.featureGate === gate.name &&
            k.status === comment.stage &&
            v !== undefined &&
            compareVersions(v, comment.version) !== 0
          );
        });
        if (!other) continue;
        out.push({
          messageId: 'diverges',
          file: comment.file,
          line: comment.line,
          column: comment.column,
          data: {
            stage: comment.stage,
            version: formatVersion(comment.version),
            gate: gate.name,
            field: other.at.label,
            minVersion: other.minVersion,
          },
          discriminator: `${gate.name} ${comment.stage}`,
        });
      }
    }
    return out;
  },
});
