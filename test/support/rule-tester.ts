import { describe, expect, it } from 'vitest';
import { DEFAULT_CONFIG, type Config } from '../../src/engine/config.js';
import type { ApiserverError } from '../../src/engine/field-error.js';
import type { Finding, Severity } from '../../src/engine/finding.js';
import { reportFingerprint } from '../../src/engine/resolve-finding.js';
import type { Rule, RuleReport } from '../../src/engine/rule.js';
import type { RuleServices } from '../../src/engine/rule-services.js';
import { review } from '../../src/engine/run.js';
import { isManifestPath, parseManifestFile } from '../../src/parse/manifest-file.js';
import type { ChangeSet, ChangedFile } from '../../src/sources/change-set.js';

// ESLint's RuleTester for our rules (STYLE §2): cases are data, each runs through the real
// pipeline (parse, world, base matching by identity, locator, message formatting), and every
// expected finding pins its line and column. Duplicate names and invalid cases without findings
// are refused, as a case that cannot fail is a bug.

export interface Case {
  readonly name: string;
  /** The head text of the file under review. */
  readonly head: string;
  /** The text at base: the change is an update of what it holds. Omit for a create. */
  readonly base?: string;
  /** The head file's path; default `crd.yaml`. */
  readonly file?: string;
  /**
   * Where `base` was: when it differs from `file`, the base file is removed and the head file
   * added, so base objects can only be found by identity (a moved CRD).
   */
  readonly baseFile?: string;
  /** Facts gathered before the run (approval verification results), as the action hands them in. */
  readonly services?: RuleServices;
  /** The repository's configuration; default none. */
  readonly config?: Config;
  /**
   * The case's texts are meant not to read as YAML. Otherwise a text that does not read fails the
   * case: a valid case whose CRD does not parse would pass whatever the rule does.
   */
  readonly unreadable?: boolean;
}

export interface ExpectedFinding {
  readonly line: number;
  readonly column: number;
  readonly endLine?: number;
  readonly endColumn?: number;
  readonly messageId?: string;
  readonly ruleId?: string;
  readonly message?: string;
  readonly fieldPath?: string;
  readonly severity?: Severity;
  /** The apiserver's rejection exactly; `null` asserts that the finding predicts none. */
  readonly apiserver?: ApiserverError | null;
  /** A subset of the finding's data. */
  readonly data?: Readonly<Record<string, unknown>>;
  /** The suggested change exactly (the lines that replace line..endLine); `null` asserts none is offered. */
  readonly suggestion?: string | null;
}

export interface InvalidCase extends Case {
  readonly findings: readonly ExpectedFinding[];
}

export interface RuleTests {
  readonly valid: readonly Case[];
  readonly invalid: readonly InvalidCase[];
}

/** The finding, and the message id its rule reported it with. */
export interface TestedFinding {
  readonly finding: Finding;
  readonly messageId: string | undefined;
}

export function ruleTester(rule: Rule, tests: RuleTests): void {
  const names = new Set<string>();
  for (const c of [...tests.valid, ...tests.invalid]) {
    if (names.has(c.name)) throw new Error(`${rule.id}: duplicate case name ${JSON.stringify(c.name)}`);
    names.add(c.name);
  }
  for (const c of tests.invalid) {
    if (c.findings.length === 0)
      throw new Error(`${rule.id}: invalid case ${JSON.stringify(c.name)} expects no findings; make it a valid case`);
  }

  describe(rule.id, () => {
    describe('valid', () => {
      it.each(tests.valid.map((c) => [c.name, c] as const))('%s', (_name, c) => {
        expect(runRule(rule, c).map(({ finding }) => summary(finding))).toEqual([]);
      });
    });
    describe('invalid', () => {
      it.each(tests.invalid.map((c) => [c.name, c] as const))('%s', (_name, c) => {
        const actual = runRule(rule, c);
        expect(
          actual.map(({ finding }) => summary(finding)),
          'number of findings',
        ).toHaveLength(c.findings.length);
        c.findings.forEach((want, i) => {
          const got = actual[i];
          if (!got) throw new Error(`finding ${i} is missing`);
          expectFinding(got, want, rule, i);
        });
      });
    });
  });
}

/** Runs one rule over a case through `review`, as the CLI would; a rule that throws fails the test. */
export function runRule(rule: Rule, c: Case): TestedFinding[] {
  if (c.unreadable !== true && !rule.id.startsWith('parse/')) expectReadable(c);
  const reports: RuleReport[] = [];
  const check = rule.check;
  // Observes the reports to learn each finding's message id (a Finding carries only the text).
  const observed: Rule = check
    ? {
        ...rule,
        check: (ctx) => {
          const out = check(ctx);
          reports.push(...out);
          return out;
        },
      }
    : rule;
  const result = review(changeSetOf(c), {
    rules: [observed],
    config: c.config ?? DEFAULT_CONFIG,
    withBaseFindings: false,
    ...(c.services ? { services: c.services } : {}),
  });
  expect(result.internalErrors, 'internal errors').toEqual([]);
  const messageIds = new Map(reports.map((r) => [reportFingerprint(rule, r), r.messageId]));
  return result.findings.map((finding) => ({ finding, messageId: messageIds.get(finding.fingerprint) }));
}

/** The case's manifests read as YAML (Go files are the Go parser's business). */
function expectReadable(c: Case): void {
  const file = c.file ?? 'crd.yaml';
  if (!isManifestPath(file)) return;
  for (const [side, text] of [
    ['head', c.head],
    ['base', c.base],
  ] as const) {
    if (text === undefined) continue;
    const unread = parseManifestFile(file, text).problems.filter((p) => p.code !== 'template');
    expect(
      unread.map((p) => `${side} ${p.line}:${p.column} ${p.message}`),
      `${side} text reads as YAML`,
    ).toEqual([]);
  }
}

export function changeSetOf(c: Case): ChangeSet {
  const file = c.file ?? 'crd.yaml';
  const everything = [{ start: 1, end: lineCount(c.head) }];
  const moved = c.base !== undefined && c.baseFile !== undefined && c.baseFile !== file;
  const headFile: ChangedFile = {
    path: file,
    status: c.base === undefined || moved ? 'added' : 'modified',
    ...(c.base === undefined || moved ? {} : { base: c.base }),
    head: c.head,
    addedLines: everything,
    hunkLines: everything,
  };
  const files: ChangedFile[] = [headFile];
  if (moved && c.base !== undefined && c.baseFile !== undefined) {
    files.push({ path: c.baseFile, status: 'removed', base: c.base, addedLines: [], hunkLines: [] });
  }
  return { root: '/', hasBase: c.base !== undefined, files };
}

function expectFinding(got: TestedFinding, want: ExpectedFinding, rule: Rule, i: number): void {
  const f = got.finding;
  const label = `finding ${i} (${summary(f)})`;
  expect({ line: f.line, column: f.column }, `${label}: position`).toEqual({ line: want.line, column: want.column });
  if (want.endLine !== undefined) expect(f.endLine, `${label}: endLine`).toBe(want.endLine);
  if (want.endColumn !== undefined) expect(f.endColumn, `${label}: endColumn`).toBe(want.endColumn);
  expect(f.ruleId, `${label}: ruleId`).toBe(want.ruleId ?? rule.id);
  if (want.messageId !== undefined) {
    if (!(want.messageId in rule.meta.messages))
      throw new Error(`${rule.id} has no message ${JSON.stringify(want.messageId)}`);
    expect(got.messageId, `${label}: messageId`).toBe(want.messageId);
  }
  if (want.message !== undefined) expect(f.message, `${label}: message`).toBe(want.message);
  if (want.fieldPath !== undefined) expect(f.fieldPath, `${label}: fieldPath`).toBe(want.fieldPath);
  if (want.severity !== undefined) expect(f.severity, `${label}: severity`).toBe(want.severity);
  if (want.apiserver === null) expect(f.data?.apiserver, `${label}: apiserver`).toBeUndefined();
  else if (want.apiserver !== undefined) expect(f.data?.apiserver, `${label}: apiserver`).toEqual(want.apiserver);
  if (want.data !== undefined) expect(f.data ?? {}, `${label}: data`).toMatchObject(want.data);
  if (want.suggestion === null) expect(f.suggestion, `${label}: suggestion`).toBeUndefined();
  else if (want.suggestion !== undefined) expect(f.suggestion, `${label}: suggestion`).toBe(want.suggestion);
  // A message with an unfilled placeholder is a typo between the rule's table and its data.
  expect(f.message, `${label}: message placeholders`).not.toMatch(/\{\{\s*[\w.]+\s*\}\}/);
}

const summary = (f: Finding): string => `${f.ruleId} ${f.file}:${f.line}:${f.column} ${f.fieldPath ?? ''}`.trim();

function lineCount(text: string): number {
  let n = 1;
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) n++;
  return text.endsWith('\n') ? n - 1 : n;
}

/**
 * YAML written indented inside a test: drops the first line when it is empty (the one after the
 * backtick) and the common indentation of the template's own lines, so line 1 is the first line
 * of YAML and the lines you count are the lines reported. Interpolated values are inserted
 * after the indentation is removed, verbatim.
 */
export function yaml(strings: TemplateStringsArray, ...values: readonly unknown[]): string {
  const marker = (i: number): string => `\u0000${i}\u0000`;
  let text = '';
  strings.forEach((s, i) => {
    text += s + (i < values.length ? marker(i) : '');
  });
  const lines = text.split('\n');
  if (lines.length > 1 && (lines[0] ?? '').trim() === '') lines.shift();
  if (lines.length > 1 && (lines[lines.length - 1] ?? '').trim() === '') lines[lines.length - 1] = '';
  const indents = lines.filter((l) => l.trim() !== '').map((l) => (/^ */.exec(l)?.[0] ?? '').length);
  const indent = indents.length > 0 ? Math.min(...indents) : 0;
  text = lines.map((l) => (l.trim() === '' ? '' : l.slice(indent))).join('\n');
  return text.replace(/\u0000(\d+)\u0000/g, (_m, i: string) => String(values[Number(i)]));
}
