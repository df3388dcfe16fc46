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
  ])('%s is not (%s)', (path) => {
    expect(isInTestTree(path)).toBe(false);
  });
});
