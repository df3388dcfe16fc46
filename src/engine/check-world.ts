import type { Config, RuleSetting } from './config.js';
import type { Finding, Severity } from './finding.js';
import { internalError, type InternalError } from './internal-error.js';
import { restsOnPlaceholder } from './placeholder-subject.js';
import { resolveFinding } from './resolve-finding.js';
import type { Rule, RuleContext, RuleReport } from './rule.js';
import type { Locator } from '../parse/locate.js';
import { readManifestDocuments, type ManifestDocuments } from '../parse/manifest-file.js';

// Reading files, running rules over a world and turning their reports into findings: the steps
// that a whole review (run.ts) and a file checked as soon as it is read (pipelined-review.ts) share.

/** A file read into its documents; a reader that throws (our bug) is an internal error, and the file is empty. */
export function readOrReport(path: string, content: Uint8Array | string, errors: InternalError[]): ManifestDocuments {
  try {
    return readManifestDocuments(path, content);
  } catch (error) {
    errors.push(internalError(`parsing ${path}`, error));
    return { path, text: '', documents: [], problems: [] };
  }
}

export interface Reported {
  readonly rule: Rule;
  readonly report: RuleReport;
}

export function runRules(rules: readonly Rule[], ctx: RuleContext, errors: InternalError[]): Reported[] {
  const out: Reported[] = [];
  for (const rule of rules) {
    if (!rule.check) continue;
    try {
      for (const report of rule.check(ctx)) out.push({ rule, report });
    } catch (error) {
      errors.push(internalError(`rule ${rule.id}`, error)); // our bug: the other rules still run
    }
  }
  return out;
}

/** The reports as findings; a report about a template placeholder is none (placeholder-subject.ts). */
export const resolveReports = (reported: readonly Reported[], config: Config, locator: Locator): Finding[] =>
  reported
    .filter(({ report }) => !restsOnPlaceholder(report))
    .map(({ rule, report }) =>
      resolveFinding(rule, report, severityOf(config, rule, report.severity, report.atMost), locator),
    );

export const settingOf = (config: Config, rule: Rule): RuleSetting =>
  config.rules.get(rule.id) ?? (rule.meta.offByDefault ? 'off' : rule.meta.severity);

export const enabledRules = (rules: readonly Rule[], config: Config): Rule[] =>
  rules.filter((r) => settingOf(config, r) !== 'off');

export function severityOf(config: Config, rule: Rule, reported?: Severity, atMost?: Severity): Severity {
  const configured = config.rules.get(rule.id);
  if (configured !== undefined && configured !== 'off') return configured;
  const s = reported ?? rule.meta.severity;
  return atMost !== undefined && RANK[s] > RANK[atMost] ? atMost : s;
}

const RANK: Readonly<Record<Severity, number>> = { notice: 0, warning: 1, error: 2 };
