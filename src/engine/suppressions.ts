import { closestRuleId } from './config-closest-rule-id.js';
import type { Finding } from './finding.js';
import { goQuote } from './go-quote.js';
import { canonicalRuleId } from './rule-aliases.js';

// Inline suppressions (DESIGN §8): `# kube-api-review:ignore <rule-id> <reason>` in YAML,
// `// kube-api-review:ignore <rule-id> <reason>` in Go. A marker either trails the line it
// suppresses or stands alone above it; a block of comment lines (a suppression among
// kubebuilder markers or doc comments, say) covers the first line after it that is neither
// a comment nor blank, and the comment lines between (where Go findings about tags sit; in YAML
// no finding stands on a comment line, so there it changes nothing).
//
// Comments are recognised without parsing the file: the comment token must open the line or
// follow a space or tab, and the marker must follow the token (spaces allowed between). That
// is YAML's own rule for where `#` starts a comment, minus quoting: a marker inside a quoted
// string or a block scalar, or in a Go string after a space, is taken for a comment. Such text
// is rare enough in API definitions that a parser per language is not worth its cost here, and
// a misread marker shows up as an unused suppression rather than passing silently.

export interface Suppression {
  readonly file: string;
  /** 1-based position of the comment token (`#` or `//`) that opens the marker. */
  readonly line: number;
  readonly column: number;
  readonly ruleId: string;
  readonly reason: string;
  /** The 1-based line it suppresses. */
  readonly covers: number;
  /**
   * Where a marker among comment lines starts covering, when that is before `covers`: the comment
   * lines below it (and the one it trails) are covered too, so a finding on a Go tag or doc comment
   * line (lifecycle/, from `// +featureGate=X`) can be suppressed where it is.
   */
  readonly coversFrom?: number;
}

export interface SuppressionProblem {
  readonly file: string;
  readonly line: number;
  readonly column: number;
  readonly message: string;
}

export const SUPPRESSION_MARKER = 'kube-api-review:ignore';

const isBlank = (ch: string | undefined): boolean => ch === ' ' || ch === '\t';

export function findSuppressions(
  file: string,
  text: string,
  knownRuleIds: ReadonlySet<string>,
): { suppressions: Suppression[]; problems: SuppressionProblem[] } {
  const suppressions: Suppression[] = [];
  const problems: SuppressionProblem[] = [];
  // Nearly every file has no marker; this keeps them at one scan.
  if (text.indexOf(SUPPRESSION_MARKER) === -1) return { suppressions, problems };

  const token = file.endsWith('.go') ? '//' : '#';
  const usage = `${token} ${SUPPRESSION_MARKER} <rule-id> <reason>`;
  const lines = text.split('\n').map((l) => (l.endsWith('\r') ? l.slice(0, -1) : l));
  let nextCode: number[] | undefined; // built on the first standalone marker; most files have none

  lines.forEach((content, i) => {
    const marker = locateMarker(content, token);
    if (marker === undefined) return;
    const line = i + 1;
    const column = marker.tokenStart + 1;
    const problem = (message: string, at = column): void => {
      problems.push({ file, line, column: at, message });
    };

    const rest = content.slice(marker.markerEnd);
    if (rest !== '' && !isBlank(rest[0])) {
      problem(`malformed suppression: expected a space after ${SUPPRESSION_MARKER}; write "${usage}"`);
      return;
    }
    const idStart = marker.markerEnd + (rest.length - rest.trimStart().length);
    const idEnd = indexOfBlank(content, idStart);
    const ruleId = content.slice(idStart, idEnd);
    const reason = content.slice(idEnd).trim();
    if (ruleId === '') {
      problem(`suppression without a rule id; write "${usage}"`);
      return;
    }
    if (!knownRuleIds.has(ruleId)) {
      const suggestion = closestRuleId(ruleId, knownRuleIds);
      const hint = suggestion === undefined ? '' : `; did you mean ${goQuote(suggestion)}?`;
      problem(`unknown rule id ${goQuote(ruleId)} in suppression${hint}`, idStart + 1);
      return;
    }
    if (reason === '') {
      problem(
        `suppression of ${ruleId} without a reason; say why the rule does not apply here: "${token} ${SUPPRESSION_MARKER} ${ruleId} <reason>"`,
      );
      return;
    }

    const before = content.slice(0, marker.tokenStart).trim();
    if (before !== '' && !before.startsWith(token)) {
      suppressions.push({ file, line, column, ruleId, reason, covers: line });
      return;
    }
    nextCode ??= nextCodeLines(lines, token);
    const target = nextCode[i + 1] ?? -1;
    if (target === -1) {
      problem(`suppression of ${ruleId} covers nothing: no line follows it`);
      return;
    }
    const covers = target + 1;
    // Standing alone, it covers from the next line; trailing a comment, from that comment's line.
    const coversFrom = before === '' ? line + 1 : line;
    suppressions.push({ file, line, column, ruleId, reason, covers, ...(coversFrom < covers ? { coversFrom } : {}) });
  });
  return { suppressions, problems };
}

/**
 * Findings no suppression covers, and the suppressions that covered no finding (which are
 * reported in turn, so stale ones do not pile up). A finding is covered when a suppression in
 * its file names its rule and covers a line the finding spans.
 */
export function applySuppressions(
  findings: readonly Finding[],
  suppressions: readonly Suppression[],
): { kept: Finding[]; unused: Suppression[] } {
  if (suppressions.length === 0) return { kept: [...findings], unused: [] };
  const byFileAndRule = new Map<string, Map<string, Suppression[]>>();
  for (const s of suppressions) {
    let byRule = byFileAndRule.get(s.file);
    if (byRule === undefined) byFileAndRule.set(s.file, (byRule = new Map()));
    // A suppression naming a renamed rule's old id covers the rule it became (rule-aliases.ts).
    const ruleId = canonicalRuleId(s.ruleId);
    const list = byRule.get(ruleId);
    if (list === undefined) byRule.set(ruleId, [s]);
    else list.push(s);
  }
  const used = new Set<Suppression>();
  const kept: Finding[] = [];
  for (const f of findings) {
    const candidates = byFileAndRule.get(f.file)?.get(f.ruleId) ?? [];
    const endLine = Math.max(f.line, f.endLine);
    let suppressed = false;
    // Every covering suppression counts as used, so two markers for one finding are both kept.
    for (const s of candidates) {
      if ((s.coversFrom ?? s.covers) <= endLine && s.covers >= f.line) {
        used.add(s);
        suppressed = true;
      }
    }
    if (!suppressed) kept.push(f);
  }
  return { kept, unused: suppressions.filter((s) => !used.has(s)) };
}

/** The first marker on the line that sits where a comment can start, as explained above. */
function locateMarker(content: string, token: string): { tokenStart: number; markerEnd: number } | undefined {
  for (let at = content.indexOf(SUPPRESSION_MARKER); at !== -1; at = content.indexOf(SUPPRESSION_MARKER, at + 1)) {
    let p = at;
    while (p > 0 && isBlank(content[p - 1])) p--;
    const tokenStart = p - token.length;
    if (
      tokenStart >= 0 &&
      content.startsWith(token, tokenStart) &&
      (tokenStart === 0 || isBlank(content[tokenStart - 1]))
    ) {
      return { tokenStart, markerEnd: at + SUPPRESSION_MARKER.length };
    }
  }
  return undefined;
}

function indexOfBlank(s: string, from: number): number {
  let i = from;
  while (i < s.length && !isBlank(s[i])) i++;
  return i;
}

/** For each line index, the index of the first line at or after it that is code, or -1. */
function nextCodeLines(lines: readonly string[], token: string): number[] {
  const next = new Array<number>(lines.length + 1).fill(-1);
  for (let i = lines.length - 1; i >= 0; i--) {
    const trimmed = (lines[i] ?? '').trim();
    next[i] = trimmed === '' || trimmed.startsWith(token) ? (next[i + 1] ?? -1) : i;
  }
  return next;
}
