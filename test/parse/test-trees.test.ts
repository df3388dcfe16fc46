import { describe, expect, it } from 'vitest';
import { isInTestTree } from '../../src/parse/test-trees.js';

describe('isInTestTree', () => {
  it.each([
    'test/e2e/widget.yaml',
    'tests/integration/revision.yaml',
    'e2e-tests/arbiter/conf/rs0.yml',
    'pkg/integration_test/widget.yaml',
    'hack/testing/widget.yaml',
    'conformance/tests/listenerset-reference-grant.yaml',
    'Test/widget.yaml',
    'projects/gateway2/translator/testutils/inputs/delegation/child.yaml',
    'pkg/test_utils/widget.yaml',
    'internal/testutil/widget.yaml',
    // k8gb's Terratest examples, applied by Go tests that expect some to be refused.
    'terratest/examples/broken-gslb.yaml',
    // k0smotron's integration tests, whose Go code reads these manifests.
    'inttest/capi-remote-machine/clusterrole.yaml',
    'pkg/e2etests/widget.yaml',
    'integrationtests/widget.yaml',
    // kubectl-validate's cases, read by its Go tests.
    'testcases/manifests/widget.yaml',
    'pkg/testsuite/widget.yaml',
    // open-cluster-management-io/addon-framework's chart that only a _test.go embeds.
    'pkg/addonfactory/testmanifests/chart/crds/test_crd.yaml',
    'internal/testfiles/widget.yaml',
    // In documentation, a directory named by test words alone.
    'docs/samples/e2e/widget.yaml',
    'examples/test-e2e/widget.yaml',
    'docs/e2e-fixtures/widget.yaml',
    // The test runners' own suites (integreatly-operator's scorecard kuttl steps).
    'config/scorecard/kuttl/00-installation/02-cluster-storage.yaml',
    'kuttl/widget/00-install.yaml',
    'chainsaw/widget/chainsaw-test.yaml',
  ])('%s is in a test tree', (path) => {
    expect(isInTestTree(path)).toBe(true);
  });

  it.each([
    ['config/samples/widget.yaml', 'no test word'],
    ['latest/widget.yaml', 'a word that only contains one'],
    ['attestation/contest/widget.yaml', 'words that only contain one'],
    ['pointtest/widget.yaml', 'a word that only ends in one'],
    ['tests.yaml', 'a file, not a directory'],
    ['overlays/test/widget.yaml', "kustomize's overlay of a test environment"],
    ['clusters/integration/apps/widget.yaml', "Flux's cluster named integration"],
    ['deploy/environments/e2e/widget.yaml', 'an environment named e2e'],
    // kserve's docs/samples/llmisvc/e2e-gpt-oss/, which its README applies.
    ['docs/samples/llmisvc/e2e-gpt-oss/config.yaml', 'a walkthrough of the documentation named after a scenario'],
    ['examples/integration-with-istio/widget.yaml', 'an example named after what it integrates'],
  ])('%s is not (%s)', (path) => {
    expect(isInTestTree(path)).toBe(false);
  });
});
