import type * as Sarif from 'sarif';
import { REPOSITORY_URL } from '../engine/docs-url.js';
import type { Finding, Severity } from '../engine/finding.js';
import { artifactUri, SRCROOT } from './artifact-uri.js';
import { escapeMarkdown } from './escape-markdown.js';
import { bySeverity } from './finding-order.js';
import { toJsonValue } from './json-value.js';
import { markdownLinkTarget } from './markdown-link.js';
import { plainObjectRef } from './plain-object-ref.js';
import type { RenderInput, RuleInfo } from './render-input.js';
import { regionOf } from './source-region.js';

// SARIF 2.1.0 for GitHub code scanning (docs.github.com, "SARIF support for code scanning"):
// rules need shortDescription, fullDescription and help text; results need ruleId, a non-empty
// message.text and a location whose region starts at line ≥ 1.

const SCHEMA_URI = 'https://json.schemastore.org/sarif-2.1.0.json';
const TOOL_NAME = 'kube-api-review';

/** Code scanning rejects a run with more results than this, and shows the most severe 5,000. */
export const MAX_RESULTS_PER_RUN = 25_000;
/** Code scanning's limits on rule text; longer text is cut rather than rejected. */
const MAX_NAME = 255;
const MAX_DESCRIPTION = 1024;

/** Our identity for a result: rule, object and field path, never the line (DESIGN §4). */
export const FINGERPRINT_KEY = 'kubeApiReview/v1';

const LEVEL: Readonly<Record<Severity, Sarif.ReportingConfiguration.level>> = {
  error: 'error',
  warning: 'warning',
  notice: 'note',
};

// GitHub ranks non-security alerts by this property; its words differ from SARIF's levels.
const PROBLEM_SEVERITY: Readonly<Record<Severity, string>> = {
  error: 'error',
  warning: 'warning',
  notice: 'recommendation',
};

export function renderSarif(input: RenderInput): string {
  const rules = withUnregisteredRules(input.rules, input.findings);
  const ruleIndex = new Map(rules.map((rule, index) => [rule.id, index]));
  // Most severe first, so that what survives truncation, and what GitHub shows, matters most.
  const ordered = [...input.findings].sort(bySeverity);
  const kept = ordered.slice(0, MAX_RESULTS_PER_RUN);
  const omitted = ordered.length - kept.length;

  const run: Sarif.Run = {
    tool: {
      driver: {
        name: TOOL_NAME,
        version: input.toolVersion,
        ...(isSemanticVersion(input.toolVersion) ? { semanticVersion: input.toolVersion } : {}),
        informationUri: REPOSITORY_URL,
        rules: rules.map(reportingDescriptor),
      },
    },
    ...(omitted > 0 ? { invocations: [truncationInvocation(omitted, ordered.length)] } : {}),
    originalUriBaseIds: {
      [SRCROOT]: { description: { text: 'The root of the repository under review.' } },
    },
    columnKind: 'utf16CodeUnits', // the parser's columns are offsets into JavaScript strings
    results: kept.map((finding) => result(finding, ruleIndex)),
  };
  const log: Sarif.Log = { $schema: SCHEMA_URI, version: '2.1.0', runs: [run] };
  return `${JSON.stringify(log, null, 2)}\n`;
}

/**
 * A finding whose rule is not registered (an internal error, a parse problem reported under its
 * own id) still needs a descriptor: code scanning files every result under one.
 */
function withUnregisteredRules(registered: readonly RuleInfo[], findings: readonly Finding[]): RuleInfo[] {
  const known = new Set(registered.map((rule) => rule.id));
  const extra = new Map<string, RuleInfo>();
  for (const f of findings) {
    if (known.has(f.ruleId) || extra.has(f.ruleId)) continue;
    extra.set(f.ruleId, { id: f.ruleId, severity: f.severity, description: f.ruleId, docsUrl: f.docsUrl });
  }
  const sortedExtra = [...extra.values()].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  return [...registered, ...sortedExtra];
}

function reportingDescriptor(rule: RuleInfo): Sarif.ReportingDescriptor {
  const description = clip(rule.description || rule.id, MAX_DESCRIPTION);
  // Only web links, checked as for Markdown, since help.markdown embeds the same one.
  const link = markdownLinkTarget(rule.docsUrl);
  return {
    id: rule.id,
    name: clip(pascalCase(rule.id), MAX_NAME),
    shortDescription: { text: description },
    fullDescription: { text: description },
    ...(link ? { helpUri: link } : {}),
    help: {
      text: link ? `${description}\n\nDocumentation: ${link}` : description,
      markdown: link ? `${escapeMarkdown(description)}\n\n[Documentation](${link})` : escapeMarkdown(description),
    },
    defaultConfiguration: { level: LEVEL[rule.severity] },
    properties: { tags: [familyOf(rule.id)], 'problem.severity': PROBLEM_SEVERITY[rule.severity] },
  };
}

function result(f: Finding, ruleIndex: ReadonlyMap<string, number>): Sarif.Result {
  const region = regionOf(f);
  const index = ruleIndex.get(f.ruleId);
  const data = f.data === undefined ? undefined : toJsonValue(f.data);
  const properties = {
    ...(f.object ? { object: plainObjectRef(f.object) } : {}),
    ...(f.fieldPath !== undefined ? { fieldPath: f.fieldPath } : {}),
    ...(data !== undefined ? { data } : {}),
    ...(f.suggestion !== undefined ? { suggestion: f.suggestion } : {}),
  };
  return {
    ruleId: f.ruleId,
    ...(index !== undefined ? { ruleIndex: index } : {}),
    level: LEVEL[f.severity],
    message: { text: f.message || f.ruleId }, // code scanning refuses an empty required string
    locations: [
      {
        physicalLocation: {
          artifactLocation: artifactUri(f.file),
          region: {
            startLine: region.line,
            startColumn: region.column,
            endLine: region.endLine,
            endColumn: region.endColumn,
          },
        },
        ...(f.fieldPath ? { logicalLocations: [{ fullyQualifiedName: f.fieldPath }] } : {}),
      },
    ],
    partialFingerprints: { [FINGERPRINT_KEY]: f.fingerprint },
    ...(Object.keys(properties).length > 0 ? { properties } : {}),
  };
}

function truncationInvocation(omitted: number, total: number): Sarif.Invocation {
  return {
    executionSuccessful: true,
    toolExecutionNotifications: [
      {
        level: 'warning',
        message: {
          text:
            `${omitted} of ${total} results were left out: GitHub code scanning accepts at most ` +
            `${MAX_RESULTS_PER_RUN} results per run. The most severe were kept.`,
        },
      },
    ],
  };
}

/** `crd/structural-schema` → `CrdStructuralSchema`: code scanning shows the name in its filters. */
function pascalCase(id: string): string {
  return id
    .split(/[^A-Za-z0-9]+/)
    .filter((word) => word !== '')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join('');
}

/** The family is the part of a rule id before its slash (DESIGN §4); tags let users filter by it. */
function familyOf(ruleId: string): string {
  const slash = ruleId.indexOf('/');
  return slash > 0 ? ruleId.slice(0, slash) : ruleId;
}

const SEMVER = /^\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?(?:\+[0-9A-Za-z.-]+)?$/;
const isSemanticVersion = (version: string): boolean => SEMVER.test(version);

function clip(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}
