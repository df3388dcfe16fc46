import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runLocalReview } from '../src/local-review.js';
import { DELAY_MS, INTERVAL_MS, progressLine, type ReviewProgress } from '../src/progress-line.js';
import { main } from '../src/cli.js';

// Issue 21 item 5: progress on stderr for a run over about two seconds, throttled, erased before
// the report.

function clocked() {
  let now = 0;
  const written: string[] = [];
  const line = progressLine(
    (t) => written.push(t),
    () => now,
  );
  return { line, written, advance: (ms: number) => (now += ms) };
}

describe('progressLine', () => {
  it('says nothing before the delay, then rewrites one line at most every interval', () => {
    const { line, written, advance } = clocked();
    line.update({ files: 1, objects: 1 });
    advance(DELAY_MS - 1);
    line.update({ files: 2, objects: 5 });
    expect(written).toEqual([]);
    advance(1);
    line.update({ files: 3, objects: 7 });
    advance(INTERVAL_MS - 1);
    line.update({ files: 4, objects: 8 });
    advance(1);
    line.update({ files: 5, objects: 1 });
    line.clear();
    line.clear();
    expect(written).toEqual([
      '\r\x1b[Kkube-api-review: 3 files read (7 objects)…',
      '\r\x1b[Kkube-api-review: 5 files read (1 object)…',
      '\r\x1b[K',
    ]);
  });

  it('draws a rule as soon as it starts, within the interval too', () => {
    const { line, written, advance } = clocked();
    advance(DELAY_MS);
    line.update({ files: 9, objects: 9 });
    line.update({ files: 9, objects: 9, rule: 'crd/pruned-field' });
    line.update({ files: 9, objects: 9, rule: 'crd/pruned-field' });
    line.update({ files: 9, objects: 9, rule: 'refgrant/not-permitted' });
    expect(written).toEqual([
      '\r\x1b[Kkube-api-review: 9 files read (9 objects)…',
      '\r\x1b[Kkube-api-review: 9 files read (9 objects); checking crd/pruned-field…',
      '\r\x1b[Kkube-api-review: 9 files read (9 objects); checking refgrant/not-permitted…',
    ]);
  });

  it('refreshes on a timer: files being read before the first is parsed, then the last progress', () => {
    const { line, written, advance } = clocked();
    line.refresh();
    advance(DELAY_MS);
    line.refresh();
    advance(INTERVAL_MS);
    line.update({ files: 1, objects: 2 });
    advance(INTERVAL_MS);
    line.refresh();
    expect(written).toEqual([
      '\r\x1b[Kkube-api-review: reading files…',
      '\r\x1b[Kkube-api-review: 1 file read (2 objects)…',
      '\r\x1b[Kkube-api-review: 1 file read (2 objects)…',
    ]);
  });

  it('draws again at once after it was erased for a log line', () => {
    const { line, written, advance } = clocked();
    advance(DELAY_MS);
    line.update({ files: 1, objects: 1 });
    line.clear();
    written.push('kube-api-review: a log line\n');
    line.update({ files: 2, objects: 2 });
    expect(written).toEqual([
      '\r\x1b[Kkube-api-review: 1 file read (1 object)…',
      '\r\x1b[K',
      'kube-api-review: a log line\n',
      '\r\x1b[Kkube-api-review: 2 files read (2 objects)…',
    ]);
  });

  it('erases nothing when it drew nothing', () => {
    const { line, written } = clocked();
    line.update({ files: 1, objects: 1 });
    line.clear();
    expect(written).toEqual([]);
  });
});

describe('the review tells its progress', () => {
  it('file by file, with the objects read so far', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'kar-progress-'));
    writeFileSync(
      join(dir, 'a.yaml'),
      'apiVersion: v1\nkind: ConfigMap\nmetadata: {name: a}\n---\napiVersion: v1\nkind: ConfigMap\nmetadata: {name: b}\n',
    );
    writeFileSync(join(dir, 'b.yaml'), 'apiVersion: v1\nkind: ConfigMap\nmetadata: {name: c}\n');
    const seen: ReviewProgress[] = [];
    await runLocalReview({ paths: [], cwd: dir, progress: (p) => seen.push(p) });
    expect(seen.filter((p) => p.rule === undefined)).toEqual([
      { files: 1, objects: 2 },
      { files: 2, objects: 3 },
    ]);
    // Then each rule over the whole repository, in registry order.
    expect(seen.find((p) => p.rule !== undefined)).toEqual({ files: 2, objects: 3, rule: 'approval/missing' });
    expect(new Set(seen.flatMap((p) => (p.rule === undefined ? [] : [p.rule]))).has('refgrant/not-permitted')).toBe(
      true,
    );
  });

  it('and the CLI leaves stderr empty on a short run, on a terminal', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'kar-progress-'));
    writeFileSync(join(dir, 'a.yaml'), 'apiVersion: v1\nkind: ConfigMap\nmetadata: {name: a}\n');
    let stderr = '';
    const code = await main([], {
      stdout: () => {},
      stderr: (t) => (stderr += t),
      cwd: dir,
      env: {},
      stderrIsTTY: true,
    });
    expect(code).toBe(0);
    expect(stderr).toBe('');
  });
});
