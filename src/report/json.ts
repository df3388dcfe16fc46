import type { Finding } from '../engine/finding.js';
import { byLocation } from './finding-order.js';
import { toJsonValue, type JsonValue } from './json-value.js';
import { plainObjectRef } from './plain-object-ref.js';
import type { RenderInput } from './render-input.js';

// `--format json`, version 1 (DESIGN §5). Scripts depend on this shape: keys keep this order,
// optional fields are left out rather than null, and any change of shape is a new version.
export const JSON_REPORT_VERSION = 1;

export function renderJson(input: RenderInput): string {
  const report = {
    version: JSON_REPORT_VERSION,
    findings: [...input.findings].sort(byLocation).map(jsonFinding),
    stats: { files: input.stats.files, objects: input.stats.objects, durationMs: input.stats.durationMs },
  };
  return `${JSON.stringify(report, null, 2)}\n`;
}

function jsonFinding(f: Finding): Record<string, JsonValue> {
  // Built key by key in the order of version 1, not spread from parts: a report can hold tens of
  // thousands of findings, and each spread made an object that was thrown away (issue 17).
  const out: Record<string, JsonValue> = {
    ruleId: f.ruleId,
    severity: f.severity,
    message: f.message,
    file: f.file,
    line: f.line,
    column: f.column,
    endLine: f.endLine,
    endColumn: f.endColumn,
  };
  if (f.object) out.object = plainObjectRef(f.object);
  if (f.fieldPath !== undefined) out.fieldPath = f.fieldPath;
  const data = f.data === undefined ? undefined : toJsonValue(f.data);
  if (data !== undefined) out.data = data;
  if (f.suggestion !== undefined) out.suggestion = f.suggestion;
  out.fingerprint = f.fingerprint;
  out.docsUrl = f.docsUrl;
  return out;
}
