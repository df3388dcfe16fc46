// Issue 19 item 4: the compat/ family over consecutive first-parent commit pairs of a real
// repository (a bare git directory will do), as a `--base` review of each merged change would
// (a partial review of the changed CRD files, filter new), with the kustomization and patches
// beside each `.../bases` directory present and unchanged. Prints the findings per rule.
// Usage: node scripts/run-ts.mjs scripts/compat-history.ts <git dir> <max commits> <dir>...
//   ONLY=<sha> for one commit; OUT=<file> for the findings as JSON (default compat-history.json).
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { DEFAULT_CONFIG } from '../src/engine/config.js';
import { placeFindings } from '../src/engine/filter.js';
import { review } from '../src/engine/run.js';
import { readObjects } from '../src/sources/cat-file-batch.js';
import type { ChangedFile } from '../src/sources/change-set.js';
import { wholeFile } from '../src/sources/line-diff.js';
import { compatRules } from '../src/rules/compat/index.js';

const [gitDir = '', max = '100', ...dirs] = process.argv.slice(2);
const git = (...args: string[]) =>
  execFileSync('git', ['--git-dir', gitDir, ...args], { encoding: 'utf8', maxBuffer: 1 << 28 });
const commits = process.env.ONLY
  ? [process.env.ONLY]
  : git('log', '--first-parent', '--format=%H', `-n${max}`, 'HEAD', '--', ...dirs)
      .trim()
      .split('\n')
      .filter(Boolean);
const rules = compatRules;
const config = { ...DEFAULT_CONFIG, rules: new Map([['compat/description-changed', 'off' as const]]) };
const counts = new Map<string, number>();
const out: unknown[] = [];
let pairs = 0;
let errors = 0;
const started = performance.now();
for (const c of commits) {
  let status: string;
  try {
    status = git('diff', '--name-status', '-M', '--no-renames', `${c}^1`, c, '--', ...dirs);
  } catch {
    continue; // root commit
  }
  const entries = status
    .trim()
    .split('\n')
    .filter(Boolean)
    .map((l) => l.split('\t'))
    .filter(([, p]) => /\.ya?ml$/.test(p ?? ''));
  if (entries.length === 0) continue;
  const names = entries.flatMap(([s, p]) => [s === 'A' ? '' : `${c}^1:${p}`, s === 'D' ? '' : `${c}:${p}`]);
  const blobs = await readObjects(
    gitDir,
    names.map((n) => n || `${c}:__none__`),
  );
  const files: ChangedFile[] = entries.map(([s, p = ''], i) => {
    const base = s === 'A' ? undefined : blobs[2 * i];
    const head = s === 'D' ? undefined : blobs[2 * i + 1];
    // The `new` filter reads no line ranges.
    const diff = head ? wholeFile(head) : { addedLines: [], hunkLines: [] };
    return {
      path: p,
      status: s === 'A' ? 'added' : s === 'D' ? 'removed' : 'modified',
      ...(base ? { base } : {}),
      ...(head ? { head } : {}),
      addedLines: diff.addedLines,
      hunkLines: diff.hunkLines,
    };
  });
  // The kustomization and patches beside each CRD directory, unchanged (a kubebuilder layout's
  // conversion webhook is a patch there).
  const around = [...new Set(dirs.filter((d) => d.endsWith('/bases')).map((d) => d.slice(0, -'/bases'.length)))];
  const listed =
    around.length === 0
      ? []
      : git('ls-tree', '-r', '--name-only', c, '--', ...around)
          .trim()
          .split('\n')
          .filter((p) => p && !p.includes('/bases/') && /\.ya?ml$/.test(p) && !files.some((f) => f.path === p));
  const extra = await readObjects(
    gitDir,
    listed.map((p) => `${c}:${p}`),
  );
  listed.forEach((p, i) => {
    const content = extra[i];
    if (content)
      files.push({ path: p, status: 'unchanged', base: content, head: content, addedLines: [], hunkLines: [] });
  });
  const cs = { root: '/', hasBase: true, files };
  const r = review(cs, { rules, config, withBaseFindings: true, unchangedFiles: false });
  errors += r.internalErrors.length;
  for (const e of r.internalErrors) console.error(`${c} internal error ${e.where}: ${e.message}`);
  const shown = placeFindings(r.findings, cs, 'new', r.baseFingerprints)
    .filter((p) => p.shown)
    .map((p) => p.finding);
  pairs++;
  for (const f of shown) {
    counts.set(f.ruleId, (counts.get(f.ruleId) ?? 0) + 1);
    const compat = f.data?.compat as Record<string, unknown> | undefined;
    out.push({
      commit: c.slice(0, 12),
      rule: f.ruleId,
      sev: f.severity,
      crd: f.object?.name,
      file: f.file,
      line: f.line,
      ...compat,
      message: f.message,
    });
  }
}
const ms = performance.now() - started;
console.log(
  `${gitDir}: ${pairs} change pairs of ${commits.length} commits, ${out.length} findings, ${errors} internal errors, ${(ms / 1000).toFixed(1)} s`,
);
for (const [id, n] of [...counts].sort()) console.log(`  ${id} ${n}`);
writeFileSync(process.env.OUT ?? 'compat-history.json', JSON.stringify(out, null, 1));
