import { picomatch } from '../engine/lazy-packages.js';
import { expectedErrorSubject } from '../parse/test-assertions.js';
import { isInTestTree } from '../parse/test-trees.js';

export interface SelectionGlobs {
  /** Globs a file must match (any of them); empty means every file. */
  readonly include: readonly string[];
  /** Globs that remove a file again. */
  readonly exclude: readonly string[];
  /** Review vendored trees too (the configuration's `vendored: true`); default false. */
  readonly vendored?: boolean;
  /** Review test-data trees too (the configuration's `testdata: true`); default false. */
  readonly testdata?: boolean;
}

// What kubectl reads from a directory (.json, .yaml, .yml, compared case-sensitively as it does)
// plus Go API types (DESIGN §5).
export const REVIEWABLE_EXTENSIONS: readonly string[] = ['.yaml', '.yml', '.json', '.go'];

// kustomize's third name for a kustomization (sigs.k8s.io/kustomize/api/konfig): read for the
// patches it lists (parse/kustomize-patches.ts), never reviewed as a manifest.
const EXTENSIONLESS_NAMES: ReadonlySet<string> = new Set(['Kustomization']);

// A test's expectation that the apiserver refuses a manifest, written beside it (`a.yaml.err`):
// selected only so that the manifest is known as a test input (parse/test-assertions.ts); it is
// not a manifest and nothing reviews it.
const isExpectationFile = (path: string): boolean => expectedErrorSubject(path) !== undefined;

// Git's own store and npm's install tree are never anyone's source: not even `vendored: true`
// reads them (node_modules is installed, not committed, and walking it costs more than the rest).
const SKIPPED_DIRECTORIES: ReadonlySet<string> = new Set(['.git', 'node_modules']);

// A generator's own inputs, which it merges into the manifests it writes elsewhere and which are
// never applied: openshift/api's codegen writes one partial CRD per feature gate into
// `zz_generated.featuregated-crd-manifests/<crd>/` (the ungated part annotated with the gate
// name "", `feature-gate.release.openshift.io/`, which no apiserver accepts as an annotation key,
// and partial schemas whose CEL rules name fields only another gate's part adds), and merges them
// into zz_generated.crd-manifests/ and payload-manifests/, which are reviewed.
const GENERATOR_INPUT_DIRECTORIES: ReadonlySet<string> = new Set(['zz_generated.featuregated-crd-manifests']);

// Design documents and their assets: manifests there illustrate an API as it was proposed, or
// try out a way to deploy it, and nobody applies them as the API changes after (crossplane's
// design/assets, comparison files written by hand with keys repeated; velero's design/CLI/PoC, a
// kustomize proof of concept with an apiextensions.k8s.io/v1beta1 CRD no cluster serves now;
// argo-cd's applicationset/examples/design-doc, the ApplicationSet proposal's examples, written
// before `project` and a git generator's `revision` were required).
const DESIGN_DIRECTORIES: ReadonlySet<string> = new Set(['design', 'design-doc', 'design-docs', 'proposals']);

// Copies of other projects' code and manifests, committed beside a repository's own: their APIs
// are reviewed where they are written, and here they cost time and give findings nobody here can
// fix (vendored k8s.io/api's feature gates, a vendored module's CI file). The names, at any depth:
// - `vendor`: `go mod vendor` (and `go help packages`: `./...` matches no vendor directory),
//   jsonnet-bundler and vendir; nested ones too (`hack/tools/vendor`).
// - `_vendor`: the Go tool ignores `_` directories; client-go's staging tree used it for its own.
// - `third_party`, `third-party`: Kubernetes' and Knative's forked code and upstream release
//   manifests (knative/serving `third_party/cert-manager-latest/cert-manager.yaml`).
// - `kodata`: what ko packs into a Go binary's image for it to read at run time (KO_DATA_PATH):
//   knative/operator and tektoncd/operator keep there the upstream releases they install, and
//   templates they complete in code first (tektoncd/operator's pipeline templates get their
//   names from `SetName`, so as written they have none).
const VENDORED_DIRECTORIES: ReadonlySet<string> = new Set([
  'vendor',
  '_vendor',
  'third_party',
  'third-party',
  'kodata',
]);

// Inputs of tests, by the Go convention (`go help packages`: "Directories named testdata are
// ignored"): projects keep deliberately invalid CRDs and manifests there to test their own
// validation (istio's pilot/pkg/config/validation/testdata, argo-cd's captured live objects), so
// a finding there is the fixture doing its job, not a defect of the repository. `fixtures` (and
// jest's `__fixtures__`) is the same convention under another name: traefik's provider tests
// read ~80 custom resources from pkg/provider/kubernetes/*/fixtures through fake clients, many
// invalid on purpose, and no apiserver ever sees them. Snapshots (jest's `__snapshots__`,
// helm-unittest's `__snapshot__`) are what a test wrote and compares against: external-secrets'
// tests/__snapshot__ holds a skeleton of every kind, `metadata: {}` and `string` in every field,
// generated from its CRDs to catch schema changes, never applied. `mock_data` (or `mockdata`) is
// the same again: calico's confd tests feed calicoctl the files of tests/mock_data, some only to
// delete (`delete.yaml`, where an IPv6 pool's CIDR `dead::beef::/64` is never validated).
const TESTDATA_DIRECTORIES: ReadonlySet<string> = new Set([
  'testdata',
  'fixtures',
  '__fixtures__',
  'mock_data',
  'mockdata',
  '__snapshots__',
  '__snapshot__',
]);

// Maven's and Gradle's standard layout keeps a module's tests and their inputs in `src/test/`
// (`src/test/resources/`): strimzi's CEL tests submit the invalid custom resources of
// api/src/test/resources/... and assert that the apiserver refuses them, and its other tests read
// objects as the apiserver returned them. Java operators keep their manifests in `src/main/`
// or outside `src/`, never among the tests.
const isMavenTestTree = (directories: readonly string[]): boolean =>
  directories.some((d, i) => d === 'src' && directories[i + 1] === 'test');

// Negative tests by their name: a directory or file that says it is invalid holds manifests
// written to be rejected (gateway-api's hack/invalid-examples, crossplane's e2e `*-invalid.yaml`,
// external-snapshotter's examples/.../invalid-snapshot-v1.yaml, gateway-api's conformance
// `httproute-invalid-reference-grant.yaml`): their rejection is the test passing, and an error
// there would fail every pull request that adds one. The word stands alone between separators.
// Manifests only: Go has no such convention (kyverno's pkg/globalcontext/invalid is a package),
// and a gate or type left out would change what the lifecycle rules see.
const NAMED_INVALID = /(?:^|[-_.])invalid(?:[-_.]|$)/i;

// In a test tree (test-trees.ts), a file named first for the failure it is written to meet:
// kubectl-validate's testcases/manifests/error_cel_basic.yaml, whose leading comment is the
// apiserver's refusal its test expects. Not outside test trees, where `error-pages.yaml` is an
// ingress controller's ConfigMap.
const NAMED_NEGATIVE_IN_TEST_TREE = /^(?:error|errors|bad|broken|fail|failing|failure|wrong)[-_.]/i;

// A snapshot by its name, `*.snap.yaml`: what a chart rendered once, kept for a test to compare
// the next rendering with (kube-green's charts/snapshots/test-output.snap.yaml, `helm template`
// output with its version line redacted so that it is no YAML); never applied.
const SNAPSHOT_FILE = /\.snap\.ya?ml$/i;

/**
 * Whether `path` is selected: `named` is the path the user named it under (a PATH argument, as a
 * repository-relative prefix; '' for the whole repository). Only the directories below what the
 * user named are checked against the skipped names: `kube-api-review vendor/k8s.io/api` reviews
 * what it names, while a walk from the root passes vendor/ by.
 */
export type PathPredicate = (path: string, named?: string) => boolean;

/**
 * Compiles the globs once; the predicate takes a repository-relative path with forward slashes.
 * `dot: true` because `.github/` and `.config/` hold manifests as often as any other folder.
 */
export function reviewableFilter(globs: SelectionGlobs): PathPredicate {
  const included =
    globs.include.length > 0 ? picomatch()(globs.include.map(withoutDotSlash), { dot: true }) : () => true;
  const excluded =
    globs.exclude.length > 0 ? picomatch()(globs.exclude.map(withoutDotSlash), { dot: true }) : () => false;
  const isSkipped = skippedDirectory(globs);
  const skipsTestdata = globs.testdata !== true;
  return (path, named = '') => {
    const file = path.slice(path.lastIndexOf('/') + 1);
    const directories = directoriesBelow(path, named);
    const namedInvalid = (): boolean =>
      !path.endsWith('.go') &&
      ((path !== named &&
        (NAMED_INVALID.test(file) || (NAMED_NEGATIVE_IN_TEST_TREE.test(file) && isInTestTree(path)))) ||
        directories.some((d) => NAMED_INVALID.test(d)));
    return (
      (REVIEWABLE_EXTENSIONS.some((ext) => path.endsWith(ext)) ||
        EXTENSIONLESS_NAMES.has(file) ||
        isExpectationFile(path)) &&
      !directories.some(isSkipped) &&
      !(skipsTestdata && (namedInvalid() || isMavenTestTree(directories) || SNAPSHOT_FILE.test(file))) &&
      included(path) &&
      !excluded(path)
    );
  };
}

/** Whether a directory of this name holds test data, which a walk passes by unless `testdata: true`. */
export const isTestDataDirectory = (name: string): boolean => TESTDATA_DIRECTORIES.has(name);

const VENDOR_OF_A_TOOL = /^_?vendor[-_][a-z0-9]+$/i;

/**
 * Whether a directory of this name holds other projects' copies, which a walk passes by unless
 * `vendored: true`: those named above, and a vendor directory of another tool (`vendor_jsonnet/`,
 * where sealed-secrets keeps the jsonnet libraries it builds with, golden test outputs and all).
 */
export const isVendoredDirectory = (name: string): boolean =>
  VENDORED_DIRECTORIES.has(name) || VENDOR_OF_A_TOOL.test(name);

/** Whether a walk passes a directory of this name by. */
export function skippedDirectory(globs: Pick<SelectionGlobs, 'vendored' | 'testdata'>): (name: string) => boolean {
  const skipsVendored = globs.vendored !== true;
  const skipsTestdata = globs.testdata !== true;
  return (name) =>
    SKIPPED_DIRECTORIES.has(name) ||
    GENERATOR_INPUT_DIRECTORIES.has(name) ||
    DESIGN_DIRECTORIES.has(name) ||
    (skipsVendored && isVendoredDirectory(name)) ||
    (skipsTestdata && TESTDATA_DIRECTORIES.has(name));
}

export function isReviewable(path: string, globs: SelectionGlobs, named = ''): boolean {
  return reviewableFilter(globs)(path, named);
}

/** The directory names of `path` below the prefix `named` (none when `named` is the file itself). */
function directoriesBelow(path: string, named: string): string[] {
  const rest =
    named === '' ? path : path === named ? '' : path.startsWith(`${named}/`) ? path.slice(named.length + 1) : path;
  return rest.split('/').slice(0, -1);
}

// Users write `./crds/**` as often as `crds/**`; the paths we match never start with `./`.
const withoutDotSlash = (glob: string): string => (glob.startsWith('./') ? glob.slice(2) : glob);
