import { DEFAULT_CONFIG_FILE } from '../../engine/config.js';
import { FEATURE_FILES_KEY } from './lifecycle-config.js';
import { defineRule } from '../../engine/rule.js';
import { lifecycleFacts } from './lifecycle-facts.js';
import { VERSIONED_FEATURE_LIST } from './versioned-feature-list.js';

// Issue 15: when Go tags name feature gates but the review finds no gate definition at all
// (kubernetes/api is published without kube_features.go; an operator keeps its gates in a
// package this discovery misses; the reviewed paths leave the feature files out), every gate
// name would look unknown, so lifecycle/unknown-gate and the stage rules stay silent. Silence
// must not read as "checked": one notice for the run, on the first such tag, says that gate
// checks are off and how to name the feature files. A repository whose Go carries no gate tags
// (most operators, and any YAML-only repository) hears nothing.
export const gatesNotFound = defineRule({
  id: 'lifecycle/gates-not-found',
  meta: {
    severity: 'notice',
    description:
      'Go tags name feature gates, but the review found no feature gate definition, so gate names were not checked',
    messages: {
      discovered: `{{named}} (this one first), but this review found no feature gate definition, so gate names were not checked; set ${FEATURE_FILES_KEY} in ${DEFAULT_CONFIG_FILE} to the files that define them (Go files with featuregate.Feature constants and their spec maps, or the generated ${VERSIONED_FEATURE_LIST}), or turn this notice off where they are Kubernetes' own gates on types copied from k8s.io/api`,
      configured: `{{named}} (this one first), but ${FEATURE_FILES_KEY} ({{globs}}) matches no feature gate definition, so gate names were not checked`,
    },
  },
  check: (ctx) => {
    const facts = lifecycleFacts(ctx);
    if (facts.table.gates.size > 0) return [];
    const named = [
      ...facts.kubernetesTags.map((k) => ({
        file: k.at.file.path,
        line: k.tag.line,
        column: k.tag.column,
        endLine: k.at.line,
      })),
      ...facts.declarations.flatMap((at) =>
        [
          ...at.featureGates.filter((t) => t.gates.some((g) => g !== '')),
          ...at.gateConditions.filter((t) => t.gate !== ''),
        ].map((t) => ({ file: at.file.path, line: t.line, column: t.column, endLine: at.line })),
      ),
    ].sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : a.line - b.line || a.column - b.column));
    const first = named[0];
    if (!first) return [];
    const files = new Set(named.map((t) => t.file)).size;
    const globs = ctx.config.lifecycle?.featureFiles ?? [];
    const tags = named.length === 1 ? '1 tag' : `${named.length} tags`;
    const name = named.length === 1 ? 'names a feature gate' : 'name feature gates';
    const data = { named: `${tags} in ${files === 1 ? '1 file' : `${files} files`} ${name}`, globs: globs.join(', ') };
    return [{ messageId: globs.length > 0 ? 'configured' : 'discovered', ...first, data }];
  },
});
