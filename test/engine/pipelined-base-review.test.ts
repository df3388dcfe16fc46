import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { beforeEach, describe, expect, inject, it, vi } from 'vitest';
import { DEFAULT_CONFIG } from '../../src/engine/config.js';
import { placeFindings } from '../../src/engine/filter.js';
import { reviewPipelined } from '../../src/engine/pipelined-review.js';
import { readManifestDocuments, type ManifestFile } from '../../src/parse/manifest-file.js';
import { review, type Review, type ReviewOptions } from '../../src/engine/run.js';
import { RULES } from '../../src/rules/index.js';
import type { ChangeSet } from '../../src/sources/change-set.js';

// The review of a change (a base) with the parse workers reading both sides of the files review()
// parses up front: it must be the review, finding for finding, base fingerprints included, and a
// partial review must leave the unchanged files to be read lazily, as review() does.

// Which files the main thread reads itself (the workers are built bundles: this mock does not reach them).
vi.mock('../../src/parse/manifest-file.js', async (original) => {
  const real = await original<typeof import('../../src/parse/manifest-file.js')>();
  return { ...real, readManifestDocuments: vi.fn(real.readManifestDocuments) };
});
beforeEach(() => {
  vi.mocked(readManifestDocuments).mockClear();
});
const readOnMainThread = () => vi.mocked(readManifestDocuments).mock.calls.map(([path]) => path);

// The parse worker as it ships, built once for the run (test/support/built-bundles.ts).
const workerUrl = pathToFileURL(join(inject('bundles'), 'parse-worker.js'));

const crd = (plural: string, maximum: number, extra = '') => `apiVersion: apiextensions.k8s.io/v1
kind: CustomResourceDefinition
metadata:
  name: ${plural}.demo.example.com
spec:
  group: demo.example.com
  scope: Namespaced
  names: {plural: ${plural}, kind: K${plural}}
  versions:
  - name: v1
    served: true
    storage: true
    schema:
      openAPIV3Schema:
        type: object
        properties:
          spec:
            type: object
            properties:
              size: {type: integer, maximum: ${maximum}}${extra}
`;

/** A change: a maximum lowered, a CRD moved to another file, one removed, one unchanged, one added with a schema error. */
function change(): ChangeSet {
  const file = (
    path: string,
    status: 'added' | 'modified' | 'removed' | 'unchanged',
    base?: string,
    head?: string,
  ) => ({
    path,
    status,
    ...(base === undefined ? {} : { base: Buffer.from(base) }),
    ...(head === undefined ? {} : { head: Buffer.from(head) }),
    addedLines: head === undefined ? [] : [{ start: 1, end: 100 }],
    hunkLines: head === undefined ? [] : [{ start: 1, end: 100 }],
  });
  const unchanged = Buffer.from(crd('stills', 3)); // one content at both sides, as the git source gives an unchanged file
  return {
    root: '/fixture',
    hasBase: true,
    files: [
      file('a/widgets.yaml', 'modified', crd('widgets', 10), crd('widgets', 5)),
      file('a/old-home.yaml', 'removed', crd('movers', 10)),
      file('b/new-home.yaml', 'added', undefined, crd('movers', 7)),
      file('b/gone.yaml', 'removed', crd('gones', 1)),
      {
        path: 'c/still.yaml',
        status: 'unchanged' as const,
        base: unchanged,
        head: unchanged,
        addedLines: [],
        hunkLines: [],
      },
      // In a file of its own: a head CRD the apiserver refuses is not compared (compat/refused-crd.ts).
      file('d/broken.yaml', 'added', undefined, crd('brokens', 5, '\n              color: {type: strin}')),
    ],
  };
}

const outcome = (r: Review, cs: ChangeSet) => ({
  findings: r.findings,
  shown: placeFindings(r.findings, cs, 'new', r.baseFingerprints)
    .filter((p) => p.shown)
    .map((p) => `${p.finding.ruleId} ${p.finding.file}:${p.finding.line}`),
  baseFingerprints: [...(r.baseFingerprints ?? [])].sort(),
  internalErrors: r.internalErrors,
  objects: r.stats.objects,
});

describe('reviewPipelined with a base', () => {
  it.each([
    ['the new filter: a partial review', { withBaseFindings: true }],
    ['every file read whole (the compat command, the all filter)', { withBaseFindings: false, unchangedFiles: true }],
  ] as const)('gives what review() gives: %s', async (_name, mode) => {
    const options: ReviewOptions = { rules: RULES, config: DEFAULT_CONFIG, ...mode };
    const alone = outcome(review(change(), options), change());
    const parsed: string[] = [];
    const cs = change();
    vi.mocked(readManifestDocuments).mockClear(); // review() above read on this thread
    const result = await reviewPipelined(
      cs,
      { ...options, onFileParsed: (f: ManifestFile) => void parsed.push(f.path) },
      { workerUrl, minBytes: 0, mainThreadReads: false },
    );
    expect(outcome(result, cs)).toEqual(alone);
    // The workers read every changed file; only an unchanged one a rule asks for is read here, lazily.
    expect(readOnMainThread().filter((p) => p !== 'c/still.yaml')).toEqual([]);
    // What the change introduced, the moved CRD matched by identity (an engine that read nothing would show none of it).
    expect(alone.shown).toEqual([
      'compat/validation-tightened a/widgets.yaml:20',
      'compat/crd-removed b/gone.yaml:4',
      'compat/validation-tightened b/new-home.yaml:20',
      'crd/schema d/broken.yaml:21',
    ]);
    // A partial review reads the changed files only; the unchanged one is read only when asked.
    const expected = [
      'a/old-home.yaml',
      'a/widgets.yaml',
      'a/widgets.yaml',
      'b/gone.yaml',
      'b/new-home.yaml',
      'd/broken.yaml',
      ...(mode.withBaseFindings ? [] : ['c/still.yaml']),
    ];
    expect(parsed.filter((p) => p !== 'c/still.yaml' || !mode.withBaseFindings).sort()).toEqual(expected.sort());
  });
});
