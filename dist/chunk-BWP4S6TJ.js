import { createRequire as __krCreateRequire } from 'node:module';
const require = __krCreateRequire(import.meta.url);
import {
  docsUrl
} from "./chunk-N5BMXR6P.js";

// src/rules-table.ts
function rulesText(rules) {
  const width = Math.max(...rules.map((r) => r.id.length));
  return rules.map((r) => `${r.id.padEnd(width)}  ${r.meta.severity.padEnd(7)}  ${r.meta.description}`).join("\n") + "\n";
}
function rulesMarkdown(rules) {
  const rows = rules.map(
    (r) => `| [\`${r.id}\`](docs/rules/${r.id}.md) | ${r.meta.severity} | ${r.meta.description} |`
  );
  return ["| rule | default | what it finds |", "| --- | --- | --- |", ...rows].join("\n") + "\n";
}
var ruleInfoOf = (rules) => rules.map((r) => ({ id: r.id, severity: r.meta.severity, description: r.meta.description, docsUrl: docsUrl(r.id) }));
function rulesJson(rules) {
  return JSON.stringify({ version: 1, rules: ruleInfoOf(rules) }, null, 2) + "\n";
}

export {
  rulesText,
  rulesMarkdown,
  ruleInfoOf,
  rulesJson
};
