import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildBundles, LAZY_PACKAGES } from '../scripts/build-bundles.mjs';

// A command evaluates only what it uses (issue 17 item 4). The CLI as scripts/bundle.mjs builds it
// (built once for the run: test/support/built-bundles.ts) is cli.js, a small entry, and
// cli-core.cjs, the CLI's code as one script, in which esbuild wraps each module reached through
// import() in a function run on its first import; the packages only some inputs need are files
// of their own beside it, removed here to show a command runs without them. What a run evaluates
// of the core is read from a build whose modules each note their name when they run (MARKED).

const built = inject('bundles');
const sources = inject('bundleSources');
/** The sources with code in the built file `name` that start with one of `prefixes`. */
const heldBy = (name: string, prefixes: readonly string[]): string[] =>
  prefixes.filter((p) => (sources[name] ?? []).some((s) => s.startsWith(p)));
/** The built scripts, by name: the entries, the CLI's core and the lazy packages' files. */
const builtScripts = (): string[] => Object.keys(sources).filter((f) => /\.c?js$/.test(f));
let work = '';

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'kar-lazy-work-'));
  marked = mkdtempSync(join(tmpdir(), 'kar-lazy-marked-'));
  await buildBundles(marked, {
    root: resolve(import.meta.dirname, '..'),
    only: ['cli', 'parseWorker'],
    logLevel: 'silent',
    extraPlugins: [markEvaluation],
  });
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
  rmSync(marked, { recursive: true, force: true });
});

const LAZY_FAMILY_RULES = [
  'src/rules/compat/field-removed.ts',
  'src/rules/cr/schema.ts',
  'src/rules/lifecycle/tag-syntax.ts',
  'src/rules/refgrant/not-permitted.ts',
];

const run = (dir: string, args: readonly string[], preload?: string) =>
  spawnSync(process.execPath, [...(preload ? ['--require', preload] : []), join(dir, 'cli.js'), ...args], {
    cwd: work,
    encoding: 'utf8',
    env: { ...process.env, NODE_COMPILE_CACHE: join(dir, '.compile-cache') },
  });

/** A copy of the build without the files of the packages required on first use. */
function buildWithoutLazyPackages(): string {
  const dir = mkdtempSync(join(tmpdir(), 'kar-lazy-copy-'));
  cpSync(built, dir, { recursive: true });
  for (const f of Object.values(LAZY_PACKAGES)) rmSync(join(dir, f));
  return dir;
}

// The CLI built as it ships, but each module of src/, of Octokit and of web-tree-sitter first adds
// its path to globalThis.__karEvaluated, which a preloaded script makes and prints at exit.
let marked = '';
const MARKED = /[\\/](?:src[\\/].*\.ts|node_modules[\\/](?:@octokit|web-tree-sitter)[\\/].*\.[cm]?js)$/;
const markEvaluation = {
  name: 'mark-evaluation',
  setup(b: import('esbuild').PluginBuild) {
    b.onLoad({ filter: MARKED }, (args) => {
      const at = args.path.search(/[\\/](?:src|node_modules)[\\/]/) + 1;
      const path = args.path.slice(at).split('\\').join('/');
      // The lazy-packages module is the bundles' own plugin's (it rewrites the require() calls);
      // the entry starts with its #! line.
      if (path === 'src/engine/lazy-packages.ts' || path === 'src/cli-bin.ts') return undefined;
      return {
        contents: `globalThis.__karEvaluated?.add(${JSON.stringify(path)});\n${readFileSync(args.path, 'utf8')}`,
        loader: path.endsWith('.ts') ? 'ts' : 'js',
      };
    });
  },
};

/** The modules a run of the marked build evaluated (MARKED), under `prefixes`. */
function evaluated(args: readonly string[], prefixes: readonly string[]): string[] {
  const report = join(work, 'evaluated.cjs');
  writeFileSync(
    report,
    "globalThis.__karEvaluated = new Set(); process.on('exit', () => require('fs').writeSync(2, '\\nEVALUATED ' + JSON.stringify([...globalThis.__karEvaluated])));",
  );
  const result = run(marked, args, report);
  const line = /EVALUATED (.*)$/.exec(result.stderr)?.[1];
  if (line === undefined) throw new Error(`no report of what ran: ${result.stderr}`);
  return (JSON.parse(line) as string[]).filter((p) => prefixes.some((prefix) => p.startsWith(prefix))).sort();
}

describe('the bundled CLI evaluates what a command uses', () => {
  it('is an entry that holds no rule, and one core beside it', () => {
    expect(sources['cli.js']).toEqual(['src/cli-bin.ts', 'src/cli-core-loader.ts', 'src/run-kind.ts']);
    expect(heldBy('cli-core.cjs', ['src/cli.ts', 'src/rules/', 'node_modules/js-yaml/'])).toEqual([
      'src/cli.ts',
      'src/rules/',
      'node_modules/js-yaml/',
    ]);
  });

  it('--help and --version evaluate no rule, and need no package required on first use', () => {
    expect(evaluated(['--help'], ['src/rules/', 'src/engine/run.ts'])).toEqual([]);
    // The check can fail: a review runs the rules.
    expect(evaluated(['crd.yaml'], ['src/engine/run.ts'])).toEqual(['src/engine/run.ts']);
    const dir = buildWithoutLazyPackages();
    const help = run(dir, ['--help']);
    expect(help.stderr).toBe('');
    expect(help.stdout).toMatch(/^kube-api-review \S+: review Kubernetes API definitions/);
    expect(help.status).toBe(0);
    const version = run(dir, ['--version']);
    expect(version.stdout).toMatch(/^\d+\.\d+\.\d+/);
    expect(version.status).toBe(0);
    rmSync(dir, { recursive: true, force: true });
  });

  it('a review of YAML evaluates neither the Go parser nor Octokit', () => {
    const packages = ['node_modules/web-tree-sitter/', 'node_modules/@octokit/'];
    expect(evaluated(['crd.yaml'], packages)).toEqual([]);
    // The check can fail: a Go file loads the parser.
    writeFileSync(join(work, 'types.go'), 'package v1\n\ntype Frob struct {\n\tA string `json:"a"`\n}\n');
    expect(evaluated(['types.go'], packages)).toEqual(['node_modules/web-tree-sitter/web-tree-sitter.cjs']);
  });

  it('a review of a CRD without CEL rules or patterns, and without globs, needs neither the CEL library, the RE2 port nor the glob matcher', () => {
    const dir = mkdtempSync(join(tmpdir(), 'kar-lazy-copy-'));
    cpSync(built, dir, { recursive: true });
    // Built beside the bundles as files of their own (LAZY_PACKAGES), and required on first use:
    // a static import of one of them somewhere would put it back into the bundles.
    const lazyFiles = Object.values(LAZY_PACKAGES).sort();
    expect(
      readdirSync(dir)
        .filter((f) => f.endsWith('.cjs') && f !== 'cli-core.cjs')
        .sort(),
    ).toEqual(lazyFiles);
    const packagesInBundles = builtScripts()
      .filter((f) => !lazyFiles.includes(f))
      .flatMap((f) =>
        heldBy(f, ['node_modules/@marcbachmann/cel-js/', 'node_modules/re2js/', 'node_modules/picomatch/']),
      );
    expect(packagesInBundles).toEqual([]);
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

  it('the core holds no regular-expression literal with a Unicode property class', () => {
    // V8 builds the classes of a `\p{…}` pattern when the literal is evaluated, a few milliseconds
    // of every start for the module holding one: such patterns are made on first use
    // (src/parse/unicode-categories.ts).
    const literals = (file: string): string[] => {
      const found: string[] = [];
      const visit = (node: ts.Node): void => {
        if (ts.isRegularExpressionLiteral(node)) found.push(node.text);
        ts.forEachChild(node, visit);
      };
      visit(ts.createSourceFile(file, readFileSync(join(built, file), 'utf8'), ts.ScriptTarget.Latest, true));
      return found;
    };
    const core = literals('cli-core.cjs');
    // What the scan reads is there: the core holds hundreds of literals.
    expect(core.length).toBeGreaterThan(300);
    expect(core.filter((l) => /\\[pP]\{/.test(l))).toEqual([]);
  });

  it("the core's module wrappers share one key, so V8 makes one hidden class for them all", () => {
    // scripts/build-bundles.mjs, withSharedWrapperKeys: esbuild keys each by its module's path.
    const core = readFileSync(join(built, 'cli-core.cjs'), 'utf8');
    expect(core.match(/\b(?:__esm|__commonJS)\d*\(\{"/g) ?? []).toEqual([]);
    expect((core.match(/\b__esm\d*\(\{m\(/g) ?? []).length).toBeGreaterThan(300);
    // The wrappers still run: a review evaluates the rules' modules.
    expect(evaluated(['crd.yaml'], ['src/rules/crd/index.ts'])).toEqual(['src/rules/crd/index.ts']);
  });

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

  it('a review of a CRD alone evaluates the code of neither cr/, refgrant/, lifecycle/ nor compat/; one of a custom resource does', () => {
    expect(evaluated(['crd.yaml'], LAZY_FAMILY_RULES)).toEqual([]);
    writeFileSync(join(work, 'widget.yaml'), 'apiVersion: demo.k8s.io/v1\nkind: Widget\nmetadata: {name: w}\n');
    expect(evaluated(['crd.yaml', 'widget.yaml'], LAZY_FAMILY_RULES)).toEqual(LAZY_FAMILY_RULES);
  });
});
