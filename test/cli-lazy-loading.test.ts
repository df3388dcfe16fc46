import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { LAZY_PACKAGES } from '../scripts/build-bundles.mjs';

// A command loads only what it uses (issue 17 item 4): the CLI as scripts/bundle.mjs builds it
// (built once for the run: test/support/built-bundles.ts) is copied, the chunks holding what a
// command must not need are deleted, and the command still runs. A chunk is known by the sources
// esbuild put code of into it (its metafile: the minified output names none).

const built = inject('bundles');
const sources = inject('bundleSources');
/** The sources with code in the built file `name` that start with one of `prefixes`. */
const heldBy = (name: string, prefixes: readonly string[]): string[] =>
  prefixes.filter((p) => (sources[name] ?? []).some((s) => s.startsWith(p)));
/** The built JavaScript files, chunks and entries, by name. */
const builtScripts = (): string[] => Object.keys(sources).filter((f) => f.endsWith('.js'));
let work = '';

beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), 'kar-lazy-work-'));
  writeFileSync(
    join(work, 'crd.yaml'),
    `apiVersion: apiextensions.k8s.io/v1
kind: CustomResourceDefinition
metadata:
  name: widgets.demo.k8s.io
spec:
  group: demo.k8s.io
  names: {plural: widgets, kind: Widget}
  scope: Namespaced
  versions: [{name: v1, served: true, storage: true, schema: {openAPIV3Schema: {type: object}}}]
`,
  );
});

afterAll(() => {
  rmSync(work, { recursive: true, force: true });
});

/**
 * A copy of the build without the chunks that hold any of `sources` (paths as esbuild names them
 * in its output), and which of the sources it found in a chunk.
 */
function buildWithout(prefixes: readonly string[]): { dir: string; found: string[] } {
  const dir = mkdtempSync(join(tmpdir(), 'kar-lazy-copy-'));
  cpSync(built, dir, { recursive: true });
  const found = new Set<string>();
  for (const f of readdirSync(dir).filter((name) => /^chunk-.*\.js$/.test(name))) {
    const held = heldBy(f, prefixes);
    held.forEach((s) => found.add(s));
    if (held.length > 0) rmSync(join(dir, f));
  }
  return { dir, found: [...found].sort() };
}

const LAZY_FAMILY_RULES = [
  'src/rules/compat/field-removed.ts',
  'src/rules/cr/schema.ts',
  'src/rules/lifecycle/tag-syntax.ts',
  'src/rules/refgrant/not-permitted.ts',
];

const run = (dir: string, args: readonly string[]) =>
  spawnSync(process.execPath, [join(dir, 'cli.js'), ...args], {
    cwd: work,
    encoding: 'utf8',
    env: { ...process.env, NODE_COMPILE_CACHE: join(dir, '.compile-cache') },
  });

describe('the bundled CLI loads what a command uses', () => {
  it('--help and --version need no rule and no package of node_modules', () => {
    const { dir, found } = buildWithout(['src/rules/', 'src/engine/run.ts', 'node_modules/']);
    expect(found).toEqual(['node_modules/', 'src/engine/run.ts', 'src/rules/']);
    const help = run(dir, ['--help']);
    expect(help.stderr).toBe('');
    expect(help.stdout).toMatch(/^kube-api-review \S+: review Kubernetes API definitions/);
    expect(help.status).toBe(0);
    const version = run(dir, ['--version']);
    expect(version.stdout).toMatch(/^\d+\.\d+\.\d+/);
    expect(version.status).toBe(0);
    rmSync(dir, { recursive: true, force: true });
  });

  it('a review of YAML needs neither the Go parser nor Octokit', () => {
    const { dir, found } = buildWithout(['node_modules/@octokit/', 'node_modules/web-tree-sitter/']);
    expect(found).toEqual(['node_modules/@octokit/', 'node_modules/web-tree-sitter/']);
    const review = run(dir, ['--format', 'json', 'crd.yaml']);
    expect(review.stderr).toBe('');
    expect(JSON.parse(review.stdout).findings.map((f: { ruleId: string; line: number }) => [f.ruleId, f.line])).toEqual(
      [['approval/missing', 3]],
    );
    expect(review.status).toBe(1);
    rmSync(dir, { recursive: true, force: true });
  });

  it('a review of a CRD without CEL rules or patterns, and without globs, needs neither the CEL library, the RE2 port nor the glob matcher', () => {
    const dir = mkdtempSync(join(tmpdir(), 'kar-lazy-copy-'));
    cpSync(built, dir, { recursive: true });
    // Built beside the bundles as files of their own (LAZY_PACKAGES), and required on first use:
    // a static import of one of them somewhere would put it back into the chunks.
    const lazyFiles = Object.values(LAZY_PACKAGES).sort();
    expect(
      readdirSync(dir)
        .filter((f) => f.endsWith('.cjs'))
        .sort(),
    ).toEqual(lazyFiles);
    const packagesInChunks = builtScripts().flatMap((f) =>
      heldBy(f, ['node_modules/@marcbachmann/cel-js/', 'node_modules/re2js/', 'node_modules/picomatch/']),
    );
    expect(packagesInChunks).toEqual([]);
    // What the check reads is there: the lazy files hold those packages.
    expect(heldBy('cel-js.cjs', ['node_modules/@marcbachmann/cel-js/'])).toEqual([
      'node_modules/@marcbachmann/cel-js/',
    ]);
    for (const f of lazyFiles) rmSync(join(dir, f));
    const review = run(dir, ['--format', 'json', 'crd.yaml']);
    expect(review.stderr).toBe('');
    expect(JSON.parse(review.stdout).findings.map((f: { ruleId: string; line: number }) => [f.ruleId, f.line])).toEqual(
      [['approval/missing', 3]],
    );
    expect(review.status).toBe(1);
    rmSync(dir, { recursive: true, force: true });
  });

  it('a CRD with a CEL rule and a pattern loads them from beside the bundle, and fails without them', () => {
    writeFileSync(
      join(work, 'cel.yaml'),
      `apiVersion: apiextensions.k8s.io/v1
kind: CustomResourceDefinition
metadata:
  name: gadgets.demo.example.com
spec:
  group: demo.example.com
  names: {plural: gadgets, kind: Gadget}
  scope: Namespaced
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
            x-kubernetes-validations: [{rule: "self.name =="}]
            properties:
              # a pattern JavaScript cannot judge: RE2 compiles it
              name: {type: string, pattern: "^[[:alpha:]]+$"}
`,
    );
    const review = run(built, ['--format', 'json', 'cel.yaml']);
    expect(review.stderr).toBe('');
    expect(
      JSON.parse(review.stdout).findings.map((f: { ruleId: string; line: number; message: string }) => [
        f.ruleId,
        f.line,
        f.message,
      ]),
    ).toEqual([
      ['crd/cel', 19, 'x-kubernetes-validations[0].rule does not compile: Syntax error: Unexpected token: EOF'],
    ]);
    for (const lacking of ['cel-js.cjs', 're2js.cjs']) {
      const dir = mkdtempSync(join(tmpdir(), 'kar-lazy-copy-'));
      cpSync(built, dir, { recursive: true });
      rmSync(join(dir, lacking));
      const without = run(dir, ['--format', 'json', 'cel.yaml']);
      expect(without.stderr).toContain(`Cannot find module './${lacking}'`);
      expect(without.status).toBe(2);
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('a configuration with globs loads the glob matcher from beside the bundle, and fails without it', () => {
    writeFileSync(join(work, 'globs.yaml'), 'exclude: [vendor/**]\n');
    const review = run(built, ['--format', 'json', '--config', 'globs.yaml', 'crd.yaml']);
    expect(review.stderr).toBe('');
    expect(JSON.parse(review.stdout).findings.map((f: { ruleId: string; line: number }) => [f.ruleId, f.line])).toEqual(
      [['approval/missing', 3]],
    );
    const dir = mkdtempSync(join(tmpdir(), 'kar-lazy-copy-'));
    cpSync(built, dir, { recursive: true });
    rmSync(join(dir, 'picomatch.cjs'));
    const without = run(dir, ['--format', 'json', '--config', 'globs.yaml', 'crd.yaml']);
    expect(without.stderr).toContain("Cannot find module './picomatch.cjs'");
    expect(without.status).toBe(2);
    rmSync(dir, { recursive: true, force: true });
  });

  it('the yaml package is bundled from its ES modules, which the compile cache holds, and reads a configuration', () => {
    // The CommonJS build is node_modules/yaml/dist/, wrapped in a function compiled at every
    // start; the ES modules are node_modules/yaml/browser/dist/.
    const yamlBuilds = new Set(
      builtScripts().flatMap((f) => heldBy(f, ['node_modules/yaml/dist/', 'node_modules/yaml/browser/dist/'])),
    );
    expect([...yamlBuilds]).toEqual(['node_modules/yaml/browser/dist/']);
    // The configuration is read with yaml: a severity it sets, and an error at the line of a key it does not know.
    writeFileSync(join(work, 'severity.yaml'), 'rules:\n  approval/missing: warning\n');
    const review = run(built, ['--format', 'json', '--config', 'severity.yaml', 'crd.yaml']);
    expect(review.stderr).toBe('');
    expect(
      JSON.parse(review.stdout).findings.map((f: { ruleId: string; severity: string }) => [f.ruleId, f.severity]),
    ).toEqual([['approval/missing', 'warning']]);
    expect(review.status).toBe(0);
    writeFileSync(join(work, 'unknown-key.yaml'), 'rules: {}\nrulez: {}\n');
    const invalid = run(built, ['--config', 'unknown-key.yaml', 'crd.yaml']);
    expect(invalid.stderr).toMatch(/^kube-api-review: invalid configuration:\n.*\b2\b.*rulez/);
    expect(invalid.status).toBe(2);
  });

  it('a review of a CRD alone loads the code of neither cr/, refgrant/, lifecycle/ nor compat/; one of a custom resource does', () => {
    // A rule of each: the files that hold the families' configuration sections are the config's.
    const { dir, found } = buildWithout(LAZY_FAMILY_RULES);
    expect(found).toEqual(LAZY_FAMILY_RULES);
    const review = run(dir, ['--format', 'json', 'crd.yaml']);
    expect(review.stderr).toBe('');
    expect(JSON.parse(review.stdout).findings.map((f: { ruleId: string; line: number }) => [f.ruleId, f.line])).toEqual(
      [['approval/missing', 3]],
    );
    expect(review.status).toBe(1);
    writeFileSync(join(work, 'widget.yaml'), 'apiVersion: demo.k8s.io/v1\nkind: Widget\nmetadata: {name: w}\n');
    const withResource = run(dir, ['--format', 'json', 'crd.yaml', 'widget.yaml']);
    expect(withResource.stderr).toMatch(/Cannot find module|ERR_MODULE_NOT_FOUND/);
    expect(withResource.status).toBe(2);
    rmSync(dir, { recursive: true, force: true });
  });

  // Node's own modules a start does not need (cli-bin.ts writes to the descriptors; the bundles
  // take Node's modules from process.getBuiltinModule, not through ES module facades, whose
  // getters load more; src/fs-async.ts; src/engine/clock.ts). Node lists what it loaded in
  // process.moduleLoadList, read here at exit.
  it('--help and a one-file review load none of the streams, fs/promises, readline, net, perf_hooks or worker_threads', () => {
    const report = join(work, 'loaded.cjs');
    writeFileSync(
      report,
      "process.on('exit', () => require('fs').writeSync(2, JSON.stringify(process.moduleLoadList.filter((m) => /^NativeModule (stream|net|readline|perf_hooks|worker_threads|fs\\/promises|internal\\/fs\\/promises|internal\\/fs\\/streams)$/.test(m)))));",
    );
    const loaded = (args: readonly string[]) =>
      spawnSync(process.execPath, ['--require', report, join(built, 'cli.js'), ...args], {
        cwd: work,
        encoding: 'utf8',
        env: { ...process.env, NODE_COMPILE_CACHE: join(work, '.compile-cache') },
      });
    // A CRD without findings: a finding's fingerprint loads node:crypto, which loads the streams.
    writeFileSync(
      join(work, 'clean.yaml'),
      readFileSync(join(work, 'crd.yaml'), 'utf8').replaceAll('k8s.io', 'example.com'),
    );
    for (const args of [['--help'], ['clean.yaml']]) {
      const run = loaded(args);
      expect(run.stdout).not.toBe('');
      expect(JSON.parse(run.stderr)).toEqual([]);
    }
    // The check can fail: process.stdout builds a stream.
    const withStream = spawnSync(process.execPath, ['--require', report, '-e', 'process.stdout.write("x")'], {
      encoding: 'utf8',
    });
    expect(JSON.parse(withStream.stderr)).toContain('NativeModule stream');
  });

  it('a review without the chunks it does use fails, so the checks above can fail', () => {
    const { dir } = buildWithout(['src/rules/crd/']);
    const review = run(dir, ['--format', 'json', 'crd.yaml']);
    expect(review.stderr).toMatch(/Cannot find module|ERR_MODULE_NOT_FOUND/);
    expect(review.status).not.toBe(0);
    rmSync(dir, { recursive: true, force: true });
  });
});
