import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { DEFAULT_CONFIG } from '../src/engine/config.js';
import { reviewPipelined } from '../src/engine/pipelined-review.js';
import { review } from '../src/engine/run.js';
import { placeFindings } from '../src/engine/filter.js';
import { reviewChangeSet } from '../src/review-change-set.js';
import { RULES } from '../src/rules/index.js';
import { readDirectorySource } from '../src/sources/directory-source.js';
import { readGitSource } from '../src/sources/git-source.js';

// npm run bench (issue 17, item 1): a pull request costs what it changes. The corpus's CRDs are
// committed to a scratch git repository and 10 of them edited (a description, as most CRD
// changes are); the review of that change (`--base HEAD`, the `new` filter) is timed against the
// review of the whole tree, alternating, in one process. Target: PR ≤ 0.3 × whole tree, with the
// findings the whole-world review of the change shows (checked here too).

const corpus = resolve(process.argv[2] ?? '../shared/corpus/crds');
const ROUNDS = Number(process.env.BENCH_PR_ROUNDS ?? 5);
const CHANGED = 10;

const dir = mkdtempSync(join(tmpdir(), 'kar-bench-pr-'));
try {
  cpSync(corpus, dir, { recursive: true });
  const git = (...args: string[]) =>
    execFileSync('git', ['-C', dir, '-c', 'user.name=bench', '-c', 'user.email=bench@example.com', ...args], {
      encoding: 'utf8',
    });
  git('init', '-q');
  git('add', '-A');
  git('commit', '-q', '-m', 'corpus');
  const files = git('ls-files')
    .trim()
    .split('\n')
    .filter((p) => /\.ya?ml$/.test(p));
  const step = Math.floor(files.length / CHANGED);
  for (let i = 0; i < CHANGED; i++) {
    const p = join(dir, files[i * step] ?? '');
    writeFileSync(p, readFileSync(p, 'utf8').replace(/description: /, 'description: Changed here. '));
  }

  // Each review starts from a collected heap, as a CLI run starts from a fresh one (bench-findings.ts
  // and bench-cr.ts do the same): otherwise a review pays for the garbage of the one before it, and
  // git, which the review of a change starts, is forked from a heap the size of the last whole-tree
  // review's garbage (a fork costs 3-4 times as much from an uncollected heap of 600 MB).
  setFlagsFromString('--expose-gc');
  const collect = runInNewContext('gc') as () => void;
  const wholeTree = async () => {
    collect();
    const t = performance.now();
    const cs = await readDirectorySource(['.'], { cwd: dir, include: [], exclude: [] });
    const r = await reviewPipelined(cs, { rules: RULES, config: DEFAULT_CONFIG, withBaseFindings: false });
    return { ms: performance.now() - t, findings: r.findings.length };
  };
  const pullRequest = async () => {
    collect();
    const t = performance.now();
    // The root given as the CLI gives it (repository-root.ts finds it without starting git).
    const cs = await readGitSource(['.'], { cwd: dir, root: dir, base: 'HEAD', include: [], exclude: [] });
    const r = await reviewChangeSet(cs, { config: DEFAULT_CONFIG, filter: 'new' });
    return {
      ms: performance.now() - t,
      shown: r.placed
        .filter((p) => p.shown)
        .map((p) => p.finding.fingerprint)
        .sort(),
    };
  };
  const whole: number[] = [];
  const pr: number[] = [];
  let last: string[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    whole.push((await wholeTree()).ms);
    const p = await pullRequest();
    pr.push(p.ms);
    last = p.shown;
  }
  // The same change reviewed the way it was before issue 17: every file at head and base, whole.
  const cs = await readGitSource(['.'], { cwd: dir, root: dir, base: 'HEAD', include: [], exclude: [] });
  const t = performance.now();
  const full = review(cs, { rules: RULES, config: DEFAULT_CONFIG, withBaseFindings: true, unchangedFiles: true });
  const fullMs = performance.now() - t;
  const expected = placeFindings(full.findings, cs, 'new', full.baseFingerprints)
    .filter((p) => p.shown)
    .map((p) => p.finding.fingerprint)
    .sort();
  const same = JSON.stringify(expected) === JSON.stringify(last);

  const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;
  console.log(`pull request: ${CHANGED} of ${files.length} CRDs changed`);
  console.log(`  whole tree (median)           ${(median(whole) / 1000).toFixed(2)} s`);
  console.log(`  the change, --base (median)   ${(median(pr) / 1000).toFixed(2)} s`);
  console.log(`  the change, every file whole  ${(fullMs / 1000).toFixed(2)} s (one run, engine only)`);
  console.log(
    `PR / whole tree: ${(median(pr) / median(whole)).toFixed(2)} (target ≤ 0.3); by round: ${pr.map((p, i) => (p / (whole[i] ?? NaN)).toFixed(2)).join(' ')}`,
  );
  console.log(
    `  shown findings: ${last.length}, ${same ? 'the same as' : 'NOT the same as'} the whole-world review of the change (${expected.length})`,
  );
  if (!same) process.exitCode = 1;
} finally {
  rmSync(dir, { recursive: true, force: true });
}
