import { docsUrl } from './docs-url.js';
import { toApiserverError, type ApiserverError, type FieldError } from './field-error.js';
import type { Finding, ObjectRef, Severity } from './finding.js';
import { fingerprint } from './fingerprint.js';
import { formatMessage } from './format-message.js';
import type { Rule, RuleReport } from './rule.js';
import { suggestedChange } from './suggested-change.js';
import type { KubeObject } from '../parse/kube-object.js';
import type { Locator, SourceRange } from '../parse/locate.js';

// Turns what a rule reported into a Finding: message text, severity, position, docs URL and
// fingerprint. Only this module knows how a report becomes a finding.

export function reportFingerprint(rule: Rule, report: RuleReport): string {
  return fingerprint(rule.id, { object: report.object, file: report.file }, report.identity ?? report.path?.toString(), report.discriminator);
}

export function resolveFinding(rule: Rule, report: RuleReport, severity: Severity, locator: Locator): Finding {
  const template = (rule.meta.messages as Record<string, string>)[report.messageId] ?? report.messageId;
  const apiserver = report.apiserver === undefined ? undefined : typeof report.apiserver.path === 'string' ? (report.apiserver as ApiserverError) : toApiserverError(report.apiserver as FieldError);
  const data = apiserver ? { ...report.data, apiserver } : report.data;
  // A report that gives its own line is placed there, object or not (a removed CRD is in the base file).
  const placed = report.line !== undefined;
  const file = (placed ? report.file : undefined) ?? report.object?.source.file ?? report.file ?? '';
  const range: SourceRange = report.object && !placed
    ? locator.locate(report.object.source, report.path?.segments() ?? [])
    : {
        line: report.line ?? 1,
        column: report.column ?? 1,
        endLine: report.endLine ?? report.line ?? 1,
        endColumn: report.column ?? 1,
      };
  const suggestion = report.suggestion ?? (report.fix ? suggestedChange(report.fix, range, locator.textOf(file)) : undefined);
  return {
    ruleId: rule.id,
    severity,
    message: formatMessage(template, report.data),
    file,
    ...range,
    ...(report.object ? { object: objectRef(report.object) } : {}),
    ...(report.path ? { fieldPath: report.path.toString() } : {}),
    ...(data && Object.keys(data).length > 0 ? { data } : {}),
    ...(suggestion === undefined ? {} : { suggestion }),
    docsUrl: docsUrl(rule.id),
    fingerprint: reportFingerprint(rule, report),
  };
}

function objectRef(o: KubeObject): ObjectRef {
  return { apiVersion: o.apiVersion, kind: o.kind, ...(o.namespace ? { namespace: o.namespace } : {}), name: o.name };
}
