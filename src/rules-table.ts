import { docsUrl } from './engine/docs-url.js';
import type { Rule } from './engine/rule.js';
import type { RuleInfo } from './report/render-input.js';

// The list of rules as users read it: `kube-api-review rules` and the README's table (kept in
// sync by `npm run docs` and checked by test/readme.test.ts).

export function rulesText(rules: readonly Rule[]): string {
  const width = Math.max(...rules.map((r) => r.id.length));
  return (
    rules.map((r) => `${r.id.padEnd(width)}  ${r.meta.severity.padEnd(7)}  ${r.meta.description}`).join('\n') + '\n'
  );
}

export function rulesMarkdown(rules: readonly Rule[]): string {
  const rows = rules.map(
    (r) => `| [\`${r.id}\`](docs/rules/${r.id}.md) | ${r.meta.severity} | ${r.meta.description} |`,
  );
  return ['| rule | default | what it finds |', '| --- | --- | --- |', ...rows].join('\n') + '\n';
}

/** What the reporters know of each rule (they never see rule modules): for SARIF, summaries and `rules --format json`. */
export const ruleInfoOf = (rules: readonly Rule[]): RuleInfo[] =>
  rules.map((r) => ({ id: r.id, severity: r.meta.severity, description: r.meta.description, docsUrl: docsUrl(r.id) }));

export function rulesJson(rules: readonly Rule[]): string {
  return JSON.stringify({ version: 1, rules: ruleInfoOf(rules) }, null, 2) + '\n';
}
