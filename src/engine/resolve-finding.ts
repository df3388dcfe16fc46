import { dataWith } from './data-with.js';
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
  return fingerprint(
    rule.id,
    { object: report.object, file: report.file },
    report.identity ?? report.path?.toString(),
    report.discriminator,
  );
}

/** A report's message, as its finding gives it. */
export function reportMessage(rule: Rule, report: RuleReport): string {
  return messageOf((rule.meta.messages as Record<string, string>)[report.messageId] ?? report.messageId, report);
}

const messageOf = (template: string, report: RuleReport): string =>
  report.note === undefined
    ? formatMessage(template, report.data)
    : `${formatMessage(template, report.data)} (${report.note})`;

/** The file a report's finding stands in. */
export const reportFile = (report: RuleReport): string =>
  (report.line !== undefined ? report.file : undefined) ?? report.object?.source.file ?? report.file ?? '';

export function resolveFinding(rule: Rule, report: RuleReport, severity: Severity, locator: Locator): Finding {
  const template = (rule.meta.messages as Record<string, string>)[report.messageId] ?? report.messageId;
  const apiserver =
    report.apiserver === undefined
      ? undefined
      : typeof report.apiserver.path === 'string'
        ? (report.apiserver as ApiserverError)
        : toApiserverError(report.apiserver as FieldError);
  const data = apiserver ? dataWith(report.data, { apiserver }) : report.data;
  // A report that gives its own line is placed there, object or not (a removed CRD is in the base file).
  const placed = report.line !== undefined;
  const file = reportFile(report);
  const range: SourceRange =
    report.object && !placed
      ? locator.locate(report.object.source, report.path?.segments() ?? [], report.placement)
      : {
          line: report.line ?? 1,
          column: report.column ?? 1,
          endLine: report.endLine ?? report.line ?? 1,
          endColumn: report.column ?? 1,
        };
  const suggestion =
    report.suggestion ?? (report.fix ? suggestedChange(report.fix, range, locator.textOf(file)) : undefined);
  const message = messageOf(template, report);
  const hasData = data !== undefined && hasKeys(data);
  // Written whole, in the order of the JSON output, when it has the keys a finding about an
  // object's field has (nearly all): built key by key, a finding grew its shape a key at a time,
  // and a broken CRD gives tens of thousands (issue 17).
  if (report.object && report.path && hasData && suggestion === undefined)
    return {
      ruleId: rule.id,
      severity,
      message,
      file,
      line: range.line,
      column: range.column,
      endLine: range.endLine,
      endColumn: range.endColumn,
      object: objectRef(report.object),
      fieldPath: report.path.toString(),
      data,
      docsUrl: docsUrlOf(rule.id),
      fingerprint: reportFingerprint(rule, report),
    };
  // Otherwise built key by key in the same order, not spread from parts: each spread made an
  // object that was thrown away.
  const finding: Mutable<Finding> = {
    ruleId: rule.id,
    severity,
    message,
    file,
    line: range.line,
    column: range.column,
    endLine: range.endLine,
    endColumn: range.endColumn,
  } as Mutable<Finding>;
  if (report.object) finding.object = objectRef(report.object);
  if (report.path) finding.fieldPath = report.path.toString();
  if (hasData) finding.data = data;
  if (suggestion !== undefined) finding.suggestion = suggestion;
  finding.docsUrl = docsUrlOf(rule.id);
  finding.fingerprint = reportFingerprint(rule, report);
  return finding;
}

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

function hasKeys(o: object): boolean {
  for (const _ in o) return true;
  return false;
}

// One URL per rule, shared by its findings (a broken CRD gives tens of thousands of one rule's).
const DOCS_URLS = new Map<string, string>();

function docsUrlOf(ruleId: string): string {
  let url = DOCS_URLS.get(ruleId);
  if (url === undefined) {
    url = docsUrl(ruleId);
    DOCS_URLS.set(ruleId, url);
  }
  return url;
}

// One reference per object: the findings about one object share it (it is read-only).
const OBJECT_REFS = new WeakMap<KubeObject, ObjectRef>();

function objectRef(o: KubeObject): ObjectRef {
  let ref = OBJECT_REFS.get(o);
  if (ref === undefined) {
    ref = { apiVersion: o.apiVersion, kind: o.kind, ...(o.namespace ? { namespace: o.namespace } : {}), name: o.name };
    OBJECT_REFS.set(o, ref);
  }
  return ref;
}
