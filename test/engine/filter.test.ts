import { describe, expect, it } from 'vitest';
import { FILTER_MODES, placeFindings, type FilterMode } from '../../src/engine/filter.js';
import type { BaseFingerprints, BaseOccurrence } from '../../src/engine/base-fingerprints.js';
import type { Finding } from '../../src/engine/finding.js';
import type { ChangeSet } from '../../src/sources/change-set.js';

const changeSet: ChangeSet = {
  root: '/repo',
  hasBase: true,
  files: [
    { path: 'changed.yaml', status: 'modified', addedLines: [{ start: 5, end: 5 }], hunkLines: [{ start: 2, end: 8 }] },
    { path: 'new.yaml', status: 'added', addedLines: [{ start: 1, end: 3 }], hunkLines: [{ start: 1, end: 3 }] },
    { path: 'same.yaml', status: 'unchanged', addedLines: [], hunkLines: [] },
  ],
};

const finding = (fingerprint: string, file: string, line: number, endLine = line): Finding => ({
  ruleId: 'test/rule',
  severity: 'error',
  message: `finding ${fingerprint}`,
  file,
  line,
  column: 1,
  endLine,
  endColumn: 10,
  docsUrl: 'https://example.com/rules/test/rule',
  fingerprint,
});

// Each finding sits somewhere different relative to the change; the name says where.
const FINDINGS = {
  onAdded: finding('onAdded', 'changed.yaml', 5),
  inContext: finding('inContext', 'changed.yaml', 7),
  outsideHunk: finding('outsideHunk', 'changed.yaml', 12),
  spansAdded: finding('spansAdded', 'changed.yaml', 3, 6),
  startsInContext: finding('startsInContext', 'changed.yaml', 8, 10),
  endsInContext: finding('endsInContext', 'changed.yaml', 1, 2),
  belowHunk: finding('belowHunk', 'changed.yaml', 9, 12),
  endBeforeLine: finding('endBeforeLine', 'changed.yaml', 5, 0),
  inNewFile: finding('inNewFile', 'new.yaml', 2),
  inUnchangedFile: finding('inUnchangedFile', 'same.yaml', 1),
  inConfigFile: finding('inConfigFile', '.github/kube-api-review.yaml', 1),
} as const;
type Name = keyof typeof FINDINGS;
const findings = Object.values(FINDINGS);

/** The base world's findings, each `[fingerprint, file]`, with the message its finding at head has. */
const baseOf = (...found: [string, string][]): BaseFingerprints => {
  const base = new Map<string, BaseOccurrence[]>();
  for (const [fingerprint, file] of found)
    base.set(fingerprint, [
      ...(base.get(fingerprint) ?? []),
      { ruleId: 'test/rule', file, message: `finding ${fingerprint}` },
    ]);
  return base;
};

/** Found on the base world too: pre-existing. */
const BASE = baseOf(
  ['onAdded', 'changed.yaml'],
  ['outsideHunk', 'changed.yaml'],
  ['inUnchangedFile', 'same.yaml'],
  ['inConfigFile', '.github/kube-api-review.yaml'],
  ['fixedInThisChange', 'changed.yaml'],
);

describe('placeFindings', () => {
  it('lists every mode of DESIGN §6', () => {
    expect(FILTER_MODES).toEqual(['new', 'added', 'diff_context', 'file', 'all']);
  });

  it.each<{ mode: FilterMode; shown: Name[] }>([
    {
      mode: 'new',
      shown: ['inContext', 'spansAdded', 'startsInContext', 'endsInContext', 'belowHunk', 'endBeforeLine', 'inNewFile'],
    },
    { mode: 'added', shown: ['onAdded', 'spansAdded', 'endBeforeLine', 'inNewFile'] },
    {
      mode: 'diff_context',
      shown: ['onAdded', 'inContext', 'spansAdded', 'startsInContext', 'endsInContext', 'endBeforeLine', 'inNewFile'],
    },
    {
      mode: 'file',
      shown: [
        'onAdded',
        'inContext',
        'outsideHunk',
        'spansAdded',
        'startsInContext',
        'endsInContext',
        'belowHunk',
        'endBeforeLine',
        'inNewFile',
      ],
    },
    { mode: 'all', shown: Object.keys(FINDINGS) as Name[] },
  ])('$mode shows exactly $shown', ({ mode, shown }) => {
    const placed = placeFindings(findings, changeSet, mode, BASE);
    expect(placed.filter((p) => p.shown).map((p) => p.finding.fingerprint)).toEqual(shown);
  });

  it.each(FILTER_MODES)('%s deletes nothing and keeps the order', (mode) => {
    const placed = placeFindings(findings, changeSet, mode, BASE);
    expect(placed.map((p) => p.finding)).toEqual(findings);
  });

  it.each(FILTER_MODES)('%s records where each finding sits, whatever the mode', (mode) => {
    const facts = Object.fromEntries(
      placeFindings(findings, changeSet, mode, BASE).map((p) => [
        p.finding.fingerprint,
        [p.inChangedFile, p.inHunk, p.onAddedLine],
      ]),
    );
    expect(facts).toEqual({
      onAdded: [true, true, true],
      inContext: [true, true, false],
      outsideHunk: [true, false, false],
      spansAdded: [true, true, true],
      startsInContext: [true, true, false],
      endsInContext: [true, true, false],
      belowHunk: [true, false, false],
      endBeforeLine: [true, true, true],
      inNewFile: [true, true, true],
      inUnchangedFile: [false, false, false],
      inConfigFile: [false, false, false],
    });
  });

  it('counts everything as new without base findings (a plain directory)', () => {
    const placed = placeFindings(findings, { root: '/dir', hasBase: false, files: [] }, 'new', undefined);
    expect(placed.every((p) => p.shown)).toBe(true);
  });

  it('hides a finding in new mode by fingerprint, wherever its line moved', () => {
    const moved = finding('onAdded', 'new.yaml', 3); // same identity, new place
    expect(placeFindings([moved], changeSet, 'new', BASE)).toEqual([
      { finding: moved, shown: false, inChangedFile: true, inHunk: true, onAddedLine: true },
    ]);
  });

  // carina 9811f846: a chart's copy of a CRD made apiextensions.k8s.io/v1beta1 beside a config/
  // copy that was so already; both findings are of one object, one rule and one path.
  it('shows a finding of a fingerprint the base had once, in another file, when the head has it twice', () => {
    const kept = finding('copy', 'same.yaml', 1);
    const added = finding('copy', 'new.yaml', 2);
    const shown = (base: BaseFingerprints, found: Finding[]) =>
      placeFindings(found, changeSet, 'new', base).map((p) => `${p.finding.file} ${p.shown ? 'new' : 'old'}`);
    expect(shown(baseOf(['copy', 'same.yaml']), [added, kept])).toEqual(['new.yaml new', 'same.yaml old']);
    // Twice at base too: none is new, wherever they stand now (a copy moved to another file).
    expect(shown(baseOf(['copy', 'same.yaml'], ['copy', 'gone.yaml']), [added, kept])).toEqual([
      'new.yaml old',
      'same.yaml old',
    ]);
    // Two of one file, where the base had one: the one whose message the base had is old.
    const other = { ...finding('copy', 'same.yaml', 9), message: 'finding copy, said otherwise' };
    expect(shown(baseOf(['copy', 'same.yaml']), [other, kept])).toEqual(['same.yaml new', 'same.yaml old']);
    // Moved from a file the head no longer has to another: matched where it stands.
    expect(shown(baseOf(['copy', 'gone.yaml']), [added])).toEqual(['new.yaml old']);
  });

  // kfp-operator c1e17fe0 gave a sample a namespace: its object's identity, and so the fingerprint
  // of its old `spec.framework.name: Required value`, changed with it.
  it('hides a finding that carries over one of an object the change gave another identity, once', () => {
    const required = (fingerprint: string, file = 'changed.yaml') => ({
      ...finding(fingerprint, file, 6),
      message: 'spec.size: Required value',
    });
    const base = new Map([
      ['in-default', [{ ruleId: 'test/rule', file: 'changed.yaml', message: 'spec.size: Required value' }]],
    ]);
    const shown = (found: Finding[], from: BaseFingerprints = base) =>
      placeFindings(found, changeSet, 'new', from).map((p) => `${p.finding.fingerprint} ${p.shown ? 'new' : 'old'}`);
    expect(shown([required('in-team-a')])).toEqual(['in-team-a old']);
    // Twice now, where the base had it once: one carries it over, the other is new.
    expect(shown([required('in-team-a'), required('in-team-b')])).toEqual(['in-team-a old', 'in-team-b new']);
    // Another message, another file or another rule carries nothing over.
    expect(shown([{ ...required('in-team-a'), message: 'spec.size: Invalid value' }])).toEqual(['in-team-a new']);
    expect(shown([required('in-team-a', 'new.yaml')])).toEqual(['in-team-a new']);
    expect(shown([{ ...required('in-team-a'), ruleId: 'other/rule' }])).toEqual(['in-team-a new']);
    // A base finding whose fingerprint the head still has is its own, and carries over to no other.
    expect(shown([required('in-default'), required('in-team-a')])).toEqual(['in-default old', 'in-team-a new']);
  });
});
