import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DEFAULT_CONFIG } from '../../src/engine/config.js';
import { reviewPipelined, type PipelineOptions } from '../../src/engine/pipelined-review.js';
import { review, type Review } from '../../src/engine/run.js';
import { RULES } from '../../src/rules/index.js';
import type { ChangeSet } from '../../src/sources/change-set.js';
import { CORPUS, corpusReview } from '../support/corpus-review.js';
import { describeWithShared } from '../support/shared-tree.js';

// The pipelined review must be the review: the same findings, in the same order, with the same
// positions, fingerprints and internal errors, whoever read each file. The parse worker is the
// one that ships, built once for the run (test/support/built-bundles.ts); the workers that fail
// on purpose are written to a directory of this file's own.

const workerUrl = pathToFileURL(join(inject('bundles'), 'parse-worker.js'));
let out: string;

beforeAll(() => {
  out = mkdtempSync(join(tmpdir(), 'kar-parse-worker-'));
});
afterAll(() => rmSync(out, { recursive: true, force: true }));

const options = { rules: RULES, config: DEFAULT_CONFIG, withBaseFindings: false };

/** What must be equal: everything but the time taken. */
const outcome = (r: Review) => ({
  findings: r.findings,
  internalErrors: r.internalErrors,
  files: r.stats.files,
  objects: r.stats.objects,
});

const crd = (name: string, extra = '') => `apiVersion: apiextensions.k8s.io/v1
kind: CustomResourceDefinition
metadata:
  name: ${name}s.demo.example.com
spec:
  group: demo.example.com
  scope: Namespaced
  names: {plural: ${name}s, singular: ${name}, kind: ${name[0]?.toUpperCase()}${name.slice(1)}, listKind: ${name[0]?.toUpperCase()}${name.slice(1)}List}
  versions:
  - name: v1
    served: true
    storage: true
    schema:
      openAPIV3Schema:
        type: object
        properties:
          spec:
            type: object${extra}
`;

/** Files with findings from object rules, repository rules, parse problems and suppressions, across files. */
function fixture(): ChangeSet {
  const files: Record<string, string | Buffer> = {
    'a/widgets.yaml': crd('widget', '\n            properties:\n              size: {type: integer, default: "big"}'),
    // A suppression of one of two findings, and (in b/unused.yaml) one that suppresses nothing.
    'a/gadgets.yaml': crd(
      'gadget',
      '\n            x-kubernetes-validations:\n            # kube-api-review:ignore crd/cel the field comes in a later version\n            - rule: self.missing == 1\n            - rule: self.absent == 1\n            properties:\n              n: {type: integer}',
    ),
    'b/unused.yaml':
      '# kube-api-review:ignore crd/schema nothing here\napiVersion: v1\nkind: ConfigMap\nmetadata: {name: c}\n',
    'b/broken.yaml': 'apiVersion: v1\nkind: ConfigMap\nmetadata: {name: x\n',
    'b/two.yaml': `${crd('gizmo', '\n            properties:\n              t: {type: strin}')}---\n${crd('doohickey', '\n            properties:\n              name: {type: string, pattern: "(?=x)"}')}`,
    // A custom resource with a field no schema declares (cr/unknown-field, a repository rule), of a
    // CRD the apiserver accepts (the widget CRD's invalid default keeps it from serving anything).
    'c/sprockets.yaml': crd('sprocket', '\n            properties:\n              size: {type: integer}'),
    'c/widget.yaml':
      'apiVersion: demo.example.com/v1\nkind: Sprocket\nmetadata: {name: w, namespace: n}\nspec:\n  privileged: true\n',
    'c/route.yaml':
      'apiVersion: gateway.networking.k8s.io/v1\nkind: HTTPRoute\nmetadata: {name: r, namespace: a}\nspec:\n  rules:\n  - backendRefs:\n    - {name: s, namespace: b, port: 80}\n',
    // A worker sends a read without its text, which the main thread decodes again from the
    // content (read-queue.ts readMessage): byte order marks, UTF-16, and a file that is no text.
    'd/bom.yaml': Buffer.concat([
      Buffer.from([0xef, 0xbb, 0xbf]),
      Buffer.from(crd('bomthing', '\n            properties:\n              k: {type: strin}')),
    ]),
    'd/wide.yaml': Buffer.concat([
      Buffer.from([0xff, 0xfe]),
      Buffer.from(crd('wide', '\n            properties:\n              k: {type: strin}'), 'utf16le'),
    ]),
    'd/binary.yaml': Buffer.from([0x61, 0x3a, 0x00, 0x62]),
    // A protected CRD whose approval a kustomization adds: approval/ reads the kustomization, so it
    // runs in the whole-world pass, and finds nothing (run file by file, it would miss the annotation).
    'e/kustomization.yaml':
      'commonAnnotations:\n  api-approved.kubernetes.io: https://github.com/kubernetes/enhancements/pull/1979\nresources:\n- things.yaml\n',
    'e/things.yaml':
      'apiVersion: apiextensions.k8s.io/v1\nkind: CustomResourceDefinition\nmetadata: {name: things.x.k8s.io}\nspec:\n  group: x.k8s.io\n  names: {kind: Thing, plural: things}\n  scope: Namespaced\n  versions: [{name: v1, served: true, storage: true, schema: {openAPIV3Schema: {type: object}}}]\n',
    // A template in a chart's crds/, which Helm applies unrendered: told by the chart's Chart.yaml,
    // so parse/yaml-syntax runs in the whole-world pass.
    'f/chart/Chart.yaml': 'apiVersion: v2\nname: chart\nversion: 1.0.0\n',
    'f/chart/crds/widgets.yaml': crd('spanner').replace(
      'metadata:\n',
      'metadata:\n  annotations:\n  {{- with .Values.annotations }}\n    {{- toYaml . | nindent 4 }}\n  {{- end }}\n',
    ),
    // A manifest with a repeated key that a Go package embeds: told by the Go file, so
    // parse/duplicate-key runs in the whole-world pass (a warning there, an error file by file).
    'g/embed.go': 'package g\n\nimport "embed"\n\n//go:embed manifests\nvar fs embed.FS\n',
    'g/manifests/config.yaml': 'apiVersion: v1\nkind: ConfigMap\nmetadata: {name: g}\ndata: {}\ndata: {a: b}\n',
  };
  return {
    root: '/fixture',
    hasBase: false,
    files: Object.entries(files).map(([path, text]) => ({
      path,
      status: 'added' as const,
      head: typeof text === 'string' ? Buffer.from(text) : text,
      addedLines: [],
      hunkLines: [],
    })),
  };
}

describe('reviewPipelined', () => {
  const pipelined = (changeSet: ChangeSet, pipeline: PipelineOptions = {}) =>
    reviewPipelined(changeSet, options, { workerUrl, minBytes: 0, ...pipeline });

  it('gives what review() gives when the workers read every file', async () => {
    const changeSet = fixture();
    const alone = review(changeSet, options);
    // The fixture has findings of every kind the merge must keep in order.
    expect(new Set(alone.findings.map((f) => f.ruleId))).toEqual(
      new Set([
        'crd/defaults',
        'crd/structural',
        'crd/cel',
        'crd/schema',
        'cr/unknown-field',
        'parse/not-text',
        'parse/yaml-syntax',
        'parse/duplicate-key',
        'refgrant/not-permitted',
        'suppression/unused',
      ]),
    );
    expect(alone.findings.filter((f) => f.file.startsWith('d/')).map((f) => `${f.file}:${f.line} ${f.ruleId}`)).toEqual(
      ['d/binary.yaml:1 parse/not-text', 'd/bom.yaml:20 crd/schema', 'd/wide.yaml:20 crd/schema'],
    );
    expect(
      alone.findings.filter((f) => f.file.startsWith('f/')).map((f) => `${f.file}:${f.line} ${f.message.slice(0, 45)}`),
    ).toEqual(['f/chart/crds/widgets.yaml:5 a file of the crds/ directory of the Helm cha']);
    expect(
      alone.findings.filter((f) => f.file.startsWith('g/')).map((f) => `${f.file}:${f.line} ${f.severity} ${f.ruleId}`),
    ).toEqual(['g/manifests/config.yaml:5 warning parse/duplicate-key']);
    expect(outcome(await pipelined(changeSet, { mainThreadReads: false }))).toEqual(outcome(alone));
  });

  it('gives what review() gives when the main thread reads as well', async () => {
    const changeSet = fixture();
    expect(outcome(await pipelined(changeSet))).toEqual(outcome(review(changeSet, options)));
  });

  it('reads everything itself when the worker cannot start', async () => {
    const broken = join(out, 'broken-worker.mjs');
    writeFileSync(broken, "throw new Error('this worker does not start');\n");
    const changeSet = fixture();
    const result = await pipelined(changeSet, { workerUrl: pathToFileURL(broken), mainThreadReads: false });
    expect(outcome(result)).toEqual(outcome(review(changeSet, options)));
  });

  it('reads the files a worker claimed and never sent when it dies', async () => {
    // Claims the two largest files as a parse worker does (read-queue.ts), then exits.
    const dying = join(out, 'dying-worker.mjs');
    writeFileSync(
      dying,
      `import { parentPort } from 'node:worker_threads';
parentPort.once('message', (task) => {
  Atomics.compareExchange(task.counters, 3 + task.worker, 0, 1);
  for (let n = 0; n < 2; n++) Atomics.compareExchange(task.claimed, Atomics.add(task.counters, 0, 1), 0, 1);
  process.exit(3);
});
`,
    );
    const changeSet = fixture();
    const result = await pipelined(changeSet, { workerUrl: pathToFileURL(dying), mainThreadReads: false });
    expect(outcome(result)).toEqual(outcome(review(changeSet, options)));
  });

  it('is review() for a change with a base, and below the size that pays for a worker', async () => {
    const withBase: ChangeSet = { ...fixture(), hasBase: true };
    // The base run would need a worker too: with a base, nothing is read ahead (a missing worker module proves none is started).
    const missing = pathToFileURL(join(out, 'no-such-worker.js'));
    expect(outcome(await reviewPipelined(withBase, options, { workerUrl: missing, minBytes: 0 }))).toEqual(
      outcome(review(withBase, options)),
    );
    expect(outcome(await reviewPipelined(fixture(), options, { workerUrl }))).toEqual(
      outcome(review(fixture(), options)),
    );
  });

  it('leaves cr/ (it reads the whole repository), refgrant/, lifecycle/ and suppression/ to the whole-world pass', () => {
    expect(RULES.filter((r) => r.scope === 'object').map((r) => r.id)).toEqual(
      // compat/ compares a CRD with its stored version alone; crd/api-version looks for a v1
      // definition of a v1beta1 CRD in other files.
      RULES.filter((r) => /^(approval|crd|parse|compat)\//.test(r.id) && r.id !== 'crd/api-version').map((r) => r.id),
    );
    // approval/ reads the kustomizations that render a CRD's file, crd/versions a copy of a CRD
    // without schemas that has them, parse/yaml-syntax the Chart.yaml beside a chart's crds/,
    // parse/duplicate-key the Go file that embeds a manifest, crd/names the CRDs of its directory
    // that may claim its names: the whole-world pass too.
    const otherFiles = new Set(['crd/names', 'crd/versions', 'parse/yaml-syntax', 'parse/duplicate-key']);
    expect(RULES.filter((r) => r.consultsOtherFiles === true).map((r) => r.id)).toEqual(
      RULES.filter((r) => r.id.startsWith('approval/') || otherFiles.has(r.id)).map((r) => r.id),
    );
  });
});

// Against the one review of the corpus that the corpus tests share (support/corpus-review.ts):
// the same files, the same rules (the Go parser it holds has no .go file to read there).
describeWithShared(CORPUS, 'reviewPipelined on the corpus', () => {
  it('gives what review() gives, finding for finding', async () => {
    const { changeSet, result: alone } = await corpusReview();
    const result = await reviewPipelined(changeSet, options, { workerUrl });
    expect(alone.findings.length).toBeGreaterThan(0); // an equality of two empty lists would show nothing
    expect(outcome(result)).toEqual(outcome(alone));
  });
});
