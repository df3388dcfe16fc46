import path from 'node:path';
import { consultedText } from './decode-text.js';
import { isJsonObject } from './kube-object.js';
import { LIMITS } from './parse-problem.js';
import { loadYaml } from './yaml-load.js';

// End-to-end test assertions are not objects: kuttl and chainsaw compare what a cluster holds
// with a partial object (only the fields to check, `status` included) or with an assertion tree
// whose keys are JMESPath expressions (`(conditions[?type == 'Established'])`). Nobody applies
// them, so they are not reviewed as objects. Nor are the resources a Kyverno CLI test evaluates
// its policies against offline (`kyverno test`): only the fields a policy reads matter, and
// kyverno/policies writes a KubeVirt VirtualMachine without the `domain` its CRD requires. Nor
// are the resources a chainsaw test applies expecting the cluster to refuse them: their errors
// are what the test checks for (opentelemetry-operator's tests of its CRDs' CEL rules write an
// OpenTelemetryCollector in sidecar mode with the fields sidecars may not have), nor is a manifest
// with the apiserver's expected answer written beside it (external-snapshotter's `X.yaml.err`).

/**
 * kuttl's step files that assert (`<index>-assert.yaml`) or must not match
 * (`<index>-errors.yaml`), a convention chainsaw's conventional tests keep
 * (kuttl.dev, Test Steps: "Assertion files", "Error files"), with a name after the kind too
 * (`01-assert-collapsed-cell.yaml`: kuttl's pkg/test/step.go reads a step file's kind as the word
 * after its index, `^(?:\d+-)?([^-\.]+)(-[^\.]+)?(?:\.yaml)?$`), as openstack-operator's tests name them.
 */
const KUTTL_ASSERTION = /^\d+-(?:assert|errors)(?:-[^.]+)?\.ya?ml$/;

/** A kuttl test step's file name (kuttl's testStepRegex, `^(\d+)-([^.]+)(.yaml)?$`): `00-install.yaml`. */
const KUTTL_STEP = /^\d+-[^.]+\.yaml$/;

/** chainsaw's default name for a Test (`--test-file chainsaw-test`). */
const CHAINSAW_TEST = /^chainsaw-test\.ya?ml$/;

export const isKuttlAssertionPath = (p: string): boolean => KUTTL_ASSERTION.test(path.posix.basename(p));

/**
 * The files a kuttl TestStep lists as assertions or errors (`assert: [ready-widget.yaml]`, `error:
 * [...]`), relative to it: kuttl compares the cluster with them, and they hold only what the test
 * checks (OT-CONTAINER-KIT/redis-operator's e2e steps). A file that is no TestStep lists nothing;
 * only a file that says `kuttl.dev` and `TestStep` is read.
 */
export function kuttlStepInputsOf(stepPath: string, content: Uint8Array | string): string[] {
  // Only a step file holds a TestStep kuttl reads: it ignores the others of a test's directory.
  // Known by its name, no file's bytes are searched but a step's (every manifest was, twice).
  if (!KUTTL_STEP.test(path.posix.basename(stepPath))) return [];
  const bytes =
    typeof content === 'string' ? content : Buffer.from(content.buffer, content.byteOffset, content.byteLength);
  if (!bytes.includes('kuttl.dev') || !bytes.includes('TestStep')) return [];
  const files: string[] = [];
  for (const doc of readSmallYaml(content)) {
    if (!isJsonObject(doc) || doc.kind !== 'TestStep' || typeof doc.apiVersion !== 'string') continue;
    if (!doc.apiVersion.startsWith('kuttl.dev/')) continue;
    for (const key of ['assert', 'error']) files.push(...strings(doc[key]));
  }
  return relativeTo(stepPath, files);
}

/**
 * A name that says "assertion" the way chainsaw's tests name them: `<anything>-assert.yaml`,
 * `-error.yaml`, `-errors.yaml`, or a numbered step's assertion with a subject
 * (`08-assert-alert-folder.yaml` in grafana-operator's tests).
 */
const NAMED_ASSERTION = /-(?:assert|errors?)\.ya?ml$|^\d+-(?:assert|errors?)-[^/]*\.ya?ml$/;

export const isNamedAssertionPath = (p: string): boolean => NAMED_ASSERTION.test(path.posix.basename(p));
export const isChainsawTestPath = (p: string): boolean => CHAINSAW_TEST.test(path.posix.basename(p));

/**
 * The files a chainsaw Test (or StepTemplate) reads other than as objects to apply: the `file` of
 * every `assert`, `error` and `patch` operation (a merge patch of an object that exists, as
 * redis-operator's `expand-patch.yaml`), and of every `apply`, `create` or `update` that
 * the test expects to fail (refusedByTest), relative to the test. Remote and templated (`($file)`)
 * names are left out; a test that cannot be read lists nothing.
 */
export function chainsawInputsOf(testPath: string, content: Uint8Array | string): string[] {
  const files: string[] = [];
  for (const doc of readSmallYaml(content)) {
    if (!isJsonObject(doc) || typeof doc.apiVersion !== 'string' || !doc.apiVersion.startsWith('chainsaw.kyverno.io/'))
      continue;
    collect(doc, 0, files);
  }
  return relativeTo(testPath, files);
}

/**
 * The documents of a test file, or none when it cannot be read. A test file is small: no aliases,
 * bounded depth. Read with go-yaml's grammar, as chainsaw and kyverno read it; the reader finds
 * the document markers (`--- # comment` and `--- {inline}` too).
 */
function readSmallYaml(content: Uint8Array | string): unknown[] {
  const text = consultedText(content);
  if (text === undefined) return [];
  try {
    return loadYaml(text, { maxDepth: LIMITS.maxDepth, maxAliases: 0 });
  } catch {
    return [];
  }
}

/** Paths relative to the test file, normalized; remote and templated (`($file)`) names are left out. */
function relativeTo(testPath: string, files: readonly string[]): string[] {
  const dir = path.posix.dirname(testPath);
  return files.flatMap((f) => {
    if (f.includes('://') || f.startsWith('(') || path.posix.isAbsolute(f)) return [];
    return [path.posix.normalize(path.posix.join(dir, f))];
  });
}

/**
 * A manifest with the error the cluster must answer written beside it, `<file>.err` (or
 * `<file>.tx_err` for an update from a `.pre.yaml` to a `.post.yaml`): external-snapshotter's CEL
 * tests (client/hack/run-cel-tests.sh) run `kubectl apply --dry-run=server -f <file>` and pass when
 * the apiserver refuses it with that message, so the refusal is the test passing. The expectation
 * file is not YAML: the sources pass its name on (file-selection.ts) and nothing reads it.
 */
const EXPECTED_ERROR = /^(.+\.(?:ya?ml|json))\.(?:err|tx_err)$/;

/** The manifest an expected-error file is about (`a.yaml` for `a.yaml.err`), else undefined. */
export function expectedErrorSubject(p: string): string | undefined {
  return EXPECTED_ERROR.exec(p)?.[1];
}

/** The Kyverno CLI's test file (`kyverno test` looks for files of this name). */
const KYVERNO_TEST = /^kyverno-test\.ya?ml$/;

export const isKyvernoTestPath = (p: string): boolean => KYVERNO_TEST.test(path.posix.basename(p));

/**
 * A file of a `.kyverno-test` directory, where kyverno/policies (and the repositories that copy its
 * policies) keep each policy's CLI test and its resources, beside the policy: all test inputs,
 * whether or not a kyverno-test.yaml lists them yet.
 */
export const isInKyvernoTestDirectory = (p: string): boolean =>
  p.split('/').slice(0, -1).includes('.kyverno-test') && !isKyvernoTestPath(p);

/** The keys of a Kyverno CLI Test (and of each of its results) that name resource files it reads offline. */
const KYVERNO_RESOURCE_LISTS = ['resources', 'targetResources'];
const KYVERNO_RESULT_FILES = ['patchedResource', 'patchedResources', 'generatedResource', 'cloneSourceResource'];

/**
 * The resource files a Kyverno CLI Test reads, relative to it: `resources`, `targetResources`,
 * and each result's patched, generated or clone-source resource (kyverno.io, "kyverno test").
 * Policies stay objects: they are what the repository ships.
 */
export function kyvernoTestInputsOf(testPath: string, content: Uint8Array | string): string[] {
  const files: string[] = [];
  for (const doc of readSmallYaml(content)) {
    if (!isJsonObject(doc) || !(doc.kind === 'Test' || doc.kind === undefined)) continue;
    for (const key of KYVERNO_RESOURCE_LISTS) files.push(...strings(doc[key]));
    const results = Array.isArray(doc.results) ? doc.results : [];
    for (const r of results)
      if (isJsonObject(r)) for (const key of KYVERNO_RESULT_FILES) files.push(...strings(r[key]));
  }
  return relativeTo(testPath, files);
}

const strings = (v: unknown): string[] =>
  typeof v === 'string' ? [v] : Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];

const MAX_DEPTH = 32;

function collect(value: unknown, depth: number, out: string[]): void {
  if (depth > MAX_DEPTH) return;
  if (Array.isArray(value)) {
    for (const v of value) collect(v, depth + 1, out);
    return;
  }
  if (!isJsonObject(value)) return;
  for (const [key, v] of Object.entries(value)) {
    // A `patch` sends a merge patch of the file to an object that exists: the file is partial.
    const read = (key === 'assert' || key === 'error' || key === 'patch') && isJsonObject(v);
    const refused = WRITES.has(key) && isJsonObject(v) && refusedByTest(v);
    if ((read || refused) && typeof v.file === 'string') out.push(v.file);
    else collect(v, depth + 1, out);
  }
}

/** chainsaw's operations that send a file's resources to the cluster. */
const WRITES = new Set(['apply', 'create', 'update', 'patch']);

/**
 * Whether the test expects the operation to fail: v1alpha1's `shouldFail: true`, or an `expect`
 * entry whose check asserts an error (`($error != null): true`, `($error == null): false`, or
 * `($error)` compared with a value). An entry narrowed by `match` to some of the file's resources
 * counts for the whole file: the file is then not reviewed, which can only leave a finding out.
 */
function refusedByTest(operation: Record<string, unknown>): boolean {
  if (operation.shouldFail === true) return true;
  const expect = Array.isArray(operation.expect) ? operation.expect : [];
  return expect.some(
    (e) =>
      isJsonObject(e) &&
      isJsonObject(e.check) &&
      Object.entries(e.check).some(([k, v]) => {
        const key = k.replace(/\s+/g, '');
        return (
          (key === '($error!=null)' && v === true) ||
          (key === '($error==null)' && v === false) ||
          (key === '($error)' && v !== null && v !== undefined)
        );
      }),
  );
}
