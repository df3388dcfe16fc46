import { isChanged, type ChangeSet, type ChangedFile, type LineRange } from '../sources/change-set.js';
import { findingsNotInBase, type BaseFingerprints } from './base-fingerprints.js';
import type { Finding } from './finding.js';
import { familyOf } from './rule.js';

// What is shown (DESIGN §6). The filter marks and never drops (STYLE §3, after reviewdog): the check
// run and the summary still count what a review leaves out.
export type FilterMode = 'new' | 'added' | 'diff_context' | 'file' | 'all';

export const FILTER_MODES: readonly FilterMode[] = ['new', 'added', 'diff_context', 'file', 'all'];

/** Families whose findings are about what a change did, never about a line as it stands. */
const ABOUT_THE_CHANGE: ReadonlySet<string> = new Set(['compat']);

export interface Placed {
  readonly finding: Finding;
  /** Passes the filter mode. */
  readonly shown: boolean;
  /** The finding's file is in the change set with a status other than `unchanged`. */
  readonly inChangedFile: boolean;
  /** Some line of line..endLine lies inside a diff hunk of its file. */
  readonly inHunk: boolean;
  /** Some line of line..endLine was added or changed. */
  readonly onAddedLine: boolean;
}

/**
 * @param baseFingerprints the findings on the base world; undefined where there is no base (a
 *   plain directory), so that everything is new.
 */
export function placeFindings(
  findings: readonly Finding[],
  changeSet: ChangeSet,
  mode: FilterMode,
  baseFingerprints: BaseFingerprints | undefined,
): Placed[] {
  const files = new Map<string, ChangedFile>(changeSet.files.map((f) => [f.path, f]));
  const fresh = baseFingerprints && findingsNotInBase(findings, baseFingerprints);
  return findings.map((finding) => {
    // A file the sources did not list (a config file, say) is one this change did not touch.
    const file = files.get(finding.file);
    const inChangedFile = file !== undefined && isChanged(file);
    const inHunk = file !== undefined && overlaps(file.hunkLines, finding);
    const onAddedLine = file !== undefined && overlaps(file.addedLines, finding);
    const isNew = fresh === undefined || fresh.has(finding);
    // A finding about the change itself stands where the change shows, often on an unchanged line
    // (a removed field on its parent's `properties:`): as if on a changed line (spec/crd-compatibility.md §1).
    const aboutChange = ABOUT_THE_CHANGE.has(familyOf(finding.ruleId));
    const shown = passes(mode, {
      isNew,
      onAddedLine: onAddedLine || aboutChange,
      inHunk: inHunk || aboutChange,
      inChangedFile,
    });
    return { finding, shown, inChangedFile, inHunk, onAddedLine };
  });
}

/** Whether any line of the finding lies in a range; a finding with endLine before line covers its line. */
function overlaps(ranges: readonly LineRange[], finding: Finding): boolean {
  const last = Math.max(finding.line, finding.endLine);
  return ranges.some((r) => r.start <= last && r.end >= finding.line);
}

interface Facts {
  readonly isNew: boolean;
  readonly onAddedLine: boolean;
  readonly inHunk: boolean;
  readonly inChangedFile: boolean;
}

function passes(mode: FilterMode, facts: Facts): boolean {
  switch (mode) {
    case 'new':
      return facts.isNew;
    case 'added':
      return facts.onAddedLine;
    case 'diff_context':
      return facts.inHunk;
    case 'file':
      return facts.inChangedFile;
    case 'all':
      return true;
  }
}
