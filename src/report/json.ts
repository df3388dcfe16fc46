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
  const data = f.data === undefined ? undefined : toJsonValue(f.data);
  return {
    ruleId: f.ruleId,
    severity: f.severity,
    message: f.message,
    file: f.file,
    line: f.line,
    column: f.column,
    endLine: f.endLine,
    endColumn: f.endColumn,
    ...(f.object ? { object: plainObjectRef(f.object) } : {}),
    ...(f.fieldPath !== undefined ? { fieldPath: f.fieldPath } : {}),
    ...(data !== undefined ? { data } : {}),
    ...(f.suggestion !== undefined ? { suggestion: f.suggestion } : {}),
    fingerprint: f.fingerprint,
    docsUrl: f.docsUrl,
  };
}
