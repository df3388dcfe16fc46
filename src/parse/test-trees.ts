// A repository's test trees, by the names of their directories: what is below them belongs to
// the repository's tests, which decide what happens to it (cr/ test-tree.ts, parse/duplicate-key,
// refgrant/not-permitted).

// Directory names, split into words at `-`, `_` and `.`, that say what is below is a test's.
// `testutils` and `testutil`: Go's helper packages for tests, whose inputs are read by tests alone
// (gloo's translator/testutils/inputs/, loaded by a Go test through ghodss/yaml). `terratest`: the
// tests written with Gruntwork's Terratest, which apply manifests to a cluster and assert on the
// answer, a refusal included (k8gb's terratest/examples/broken-gslb.yaml). Test words written as
// one with their kind: k0s and k0smotron keep their integration tests in `inttest/`, whose Go code
// decodes the manifests with apimachinery's YAML reader; kubectl-validate keeps its cases in
// `testcases/`, read by its Go tests.
const TEST_WORDS: ReadonlySet<string> = new Set([
  'test',
  'tests',
  'testing',
  'testutil',
  'testutils',
  'terratest',
  'e2e',
  'integration',
  'inttest',
  'inttests',
  'itest',
  'itests',
  'e2etest',
  'e2etests',
  'integrationtest',
  'integrationtests',
  'testcase',
  'testcases',
  'testsuite',
  'testsuites',
  // A test's inputs named as one word (open-cluster-management-io/addon-framework's
  // pkg/addonfactory/testmanifests/, which only a _test.go embeds).
  'testmanifests',
  'testfiles',
  'testresources',
  'testassets',
  'testcharts',
  'testcrds',
  'testinputs',
  'testconfigs',
  // Directories of the test runners' own suites: kuttl's and chainsaw's steps, and operator-sdk's
  // scorecard, which runs them against a bundle (integreatly-operator's config/scorecard/kuttl/).
  'kuttl',
  'chainsaw',
  'scorecard',
]);

// Where GitOps repositories keep one directory per environment (kustomize's overlays/, Flux's
// clusters/, environments/ or envs/): there `test`, `integration` or `e2e` names a cluster the
// manifests are applied to, as `prod` does, and its manifests are no test's.
const ENVIRONMENT_PARENTS: ReadonlySet<string> = new Set(['overlays', 'clusters', 'environments', 'envs', 'env']);

// Where documentation keeps its walkthroughs, a test word in a longer name names the example
// (kserve's docs/samples/llmisvc/e2e-gpt-oss/, applied with `kubectl apply -f` by its README):
// there only a directory named by test words alone (`test/`, `e2e/`, `e2e-fixtures/`) is a test's.
const DOCUMENTATION_PARENTS: ReadonlySet<string> = new Set([
  'docs',
  'doc',
  'samples',
  'sample',
  'examples',
  'example',
  'tutorials',
  'guides',
  'demo',
  'demos',
]);

/** Words that, with a test word, still name a test's directory (`e2e-fixtures`, `test-cases`). */
const TEST_COMPANION_WORDS: ReadonlySet<string> = new Set(['fixture', 'fixtures', 'case', 'cases', 'suite', 'suites']);

/** Whether a repository path lies under a directory of tests (`test/`, `e2e-tests/`, `tests/integration/`). */
export function isInTestTree(file: string): boolean {
  const dirs = file.split('/').slice(0, -1);
  let documentation = false;
  for (const dir of dirs) {
    const name = dir.toLowerCase();
    if (ENVIRONMENT_PARENTS.has(name)) return false;
    const words = name.split(/[-_.]/);
    const testWord = words.some((w) => TEST_WORDS.has(w));
    if (testWord && (!documentation || words.every((w) => TEST_WORDS.has(w) || TEST_COMPANION_WORDS.has(w))))
      return true;
    documentation ||= DOCUMENTATION_PARENTS.has(name);
  }
  return false;
}
