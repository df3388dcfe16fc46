import { describe, expect, it } from 'vitest';
import { isReviewable } from '../../src/sources/file-selection.js';

const all = { include: [], exclude: [] };

describe('isReviewable', () => {
  it.each([
    { name: 'YAML', path: 'config/crd/gateways.yaml', globs: all, expected: true },
    { name: 'short YAML extension', path: 'deploy/grant.yml', globs: all, expected: true },
    { name: 'JSON', path: 'openapi/spec.json', globs: all, expected: true },
    { name: 'Go', path: 'apis/v1/types.go', globs: all, expected: true },
    { name: 'Markdown is not read', path: 'README.md', globs: all, expected: false },
    { name: 'extensions are case-sensitive, as in kubectl', path: 'CRD.YAML', globs: all, expected: false },
    { name: 'a name that only contains an extension', path: 'crd.yaml.orig', globs: all, expected: false },
    {
      name: "kustomize's extensionless Kustomization",
      path: 'config/default/Kustomization',
      globs: all,
      expected: true,
    },
    { name: 'other extensionless files', path: 'config/default/Makefile', globs: all, expected: false },
    {
      name: "a manifest's expected apiserver error (external-snapshotter's CEL tests)",
      path: 'hack/cel-tests/vs/no-source.yaml.err',
      globs: all,
      expected: true,
    },
    {
      name: "a transition's expected error",
      path: 'hack/cel-tests/vs/class.post.yaml.tx_err',
      globs: all,
      expected: true,
    },
    { name: 'an .err file of something not a manifest', path: 'build/make.log.err', globs: all, expected: false },
    { name: 'an .err file alone', path: 'hack/.err', globs: all, expected: false },

    { name: 'anything under .git', path: '.git/hooks/x.yaml', globs: all, expected: false },
    {
      name: 'anything under a nested node_modules',
      path: 'web/node_modules/pkg/package.json',
      globs: all,
      expected: false,
    },
    {
      name: 'node_modules is skipped even when included',
      path: 'node_modules/a.yaml',
      globs: { include: ['**'], exclude: [] },
      expected: false,
    },
    { name: 'dot folders are read', path: '.github/workflows/ci.yaml', globs: all, expected: true },
    {
      name: 'a file matching include',
      path: 'config/crd/a.yaml',
      globs: { include: ['config/**'], exclude: [] },
      expected: true,
    },
    {
      name: 'a file matching no include',
      path: 'examples/a.yaml',
      globs: { include: ['config/**'], exclude: [] },
      expected: false,
    },
    {
      name: 'include reaches dot folders (dot: true)',
      path: 'config/.hidden/a.yaml',
      globs: { include: ['config/**'], exclude: [] },
      expected: true,
    },
    {
      name: 'any include matches',
      path: 'b/a.yaml',
      globs: { include: ['a/**', 'b/**'], exclude: [] },
      expected: true,
    },
    {
      name: 'exclude wins over include',
      path: 'config/samples/a.yaml',
      globs: { include: ['config/**'], exclude: ['**/samples/**'] },
      expected: false,
    },
    {
      name: 'exclude alone',
      path: 'hack/boilerplate.go',
      globs: { include: [], exclude: ['hack/**'] },
      expected: false,
    },
    {
      name: 'a leading ./ in a glob',
      path: 'crds/a.yaml',
      globs: { include: ['./crds/*.yaml'], exclude: [] },
      expected: true,
    },
    {
      name: 'a single star stays in its folder',
      path: 'crds/v1/a.yaml',
      globs: { include: ['crds/*.yaml'], exclude: [] },
      expected: false,
    },
  ])('$name: $path → $expected', ({ path, globs, expected }) => {
    expect(isReviewable(path, globs)).toBe(expected);
  });
});

describe('isReviewable: vendored trees', () => {
  const vendored = { include: [], exclude: [], vendored: true };
  it.each([
    { name: 'Go modules vendored', path: 'vendor/k8s.io/api/core/v1/types.go', globs: all, named: '', expected: false },
    { name: 'a vendored manifest', path: 'vendor/github.com/x/y/.travis.yml', globs: all, named: '', expected: false },
    {
      name: 'a nested vendor (hack/tools)',
      path: 'hack/tools/vendor/sigs.k8s.io/yaml/a.go',
      globs: all,
      named: '',
      expected: false,
    },
    {
      name: 'third_party',
      path: 'third_party/cert-manager-latest/cert-manager.yaml',
      globs: all,
      named: '',
      expected: false,
    },
    {
      name: 'third-party',
      path: 'manifests/third-party/jobset/kustomization.yaml',
      globs: all,
      named: '',
      expected: false,
    },
    { name: '_vendor', path: 'staging/_vendor/k8s.io/a.go', globs: all, named: '', expected: false },
    {
      name: "openshift/api's per-feature-gate partial CRDs, its codegen's input",
      path: 'config/v1/zz_generated.featuregated-crd-manifests/apiservers.config.openshift.io/AAA_ungated.yaml',
      globs: { ...all, vendored: true, testdata: true },
      named: '',
      expected: false,
    },
    {
      name: 'the CRDs openshift/api merges them into',
      path: 'config/v1/zz_generated.crd-manifests/0000_10_config-operator_01_apiservers.crd.yaml',
      globs: all,
      named: '',
      expected: true,
    },
    {
      name: 'a partial named by the user',
      path: 'config/v1/zz_generated.featuregated-crd-manifests/apiservers.config.openshift.io/AAA_ungated.yaml',
      globs: all,
      named: 'config/v1/zz_generated.featuregated-crd-manifests',
      expected: true,
    },
    {
      name: 'a file named vendor.yaml is not a directory',
      path: 'config/vendor.yaml',
      globs: all,
      named: '',
      expected: true,
    },
    { name: 'a folder that only starts with vendor', path: 'vendors/a.yaml', globs: all, named: '', expected: true },
    {
      name: 'an include glob does not reach in',
      path: 'vendor/a.yaml',
      globs: { include: ['vendor/**'], exclude: [] },
      named: '',
      expected: false,
    },
    {
      name: 'vendored: true reads them',
      path: 'vendor/k8s.io/api/core/v1/types.go',
      globs: vendored,
      named: '',
      expected: true,
    },
    {
      name: 'vendored: true still skips node_modules',
      path: 'node_modules/a.yaml',
      globs: vendored,
      named: '',
      expected: false,
    },
    { name: 'vendored: true still skips .git', path: '.git/a.yaml', globs: vendored, named: '', expected: false },
    {
      name: 'a named directory inside vendor',
      path: 'vendor/k8s.io/api/core/v1/types.go',
      globs: all,
      named: 'vendor/k8s.io/api',
      expected: true,
    },
    {
      name: 'a named file inside vendor',
      path: 'vendor/k8s.io/api/core/v1/types.go',
      globs: all,
      named: 'vendor/k8s.io/api/core/v1/types.go',
      expected: true,
    },
    { name: 'a named vendor directory itself', path: 'vendor/a.yaml', globs: all, named: 'vendor', expected: true },
    {
      name: 'a vendor below the named directory',
      path: 'hack/tools/vendor/a.go',
      globs: all,
      named: 'hack',
      expected: false,
    },
    {
      name: 'a named path that only shares a prefix',
      path: 'vendor2/vendor/a.yaml',
      globs: all,
      named: 'vendor',
      expected: false,
    },
  ])('$name: $path (named $named) → $expected', ({ path, globs, named, expected }) => {
    expect(isReviewable(path, globs, named)).toBe(expected);
  });
});

describe('isReviewable: test data', () => {
  const testdata = { include: [], exclude: [], testdata: true };
  it.each([
    {
      name: "a Go package's testdata",
      path: 'pkg/validation/testdata/crds/invalid.yaml',
      globs: all,
      named: '',
      expected: false,
    },
    { name: 'testdata at the top', path: 'testdata/a.yaml', globs: all, named: '', expected: false },
    {
      name: 'a folder that only starts with testdata',
      path: 'testdatas/a.yaml',
      globs: all,
      named: '',
      expected: true,
    },
    {
      name: "test fixtures (traefik's provider tests)",
      path: 'pkg/provider/kubernetes/crd/fixtures/with_failover.yml',
      globs: all,
      named: '',
      expected: false,
    },
    { name: 'jest-style __fixtures__', path: 'src/__fixtures__/route.yaml', globs: all, named: '', expected: false },
    {
      name: "ko's data for a binary (tektoncd/operator's templates, knative/operator's upstream releases)",
      path: 'cmd/openshift/operator/kodata/tekton-addon/pipeline_using_workspace.yaml',
      globs: all,
      named: '',
      expected: false,
    },
    {
      name: 'kodata with vendored: true',
      path: 'cmd/operator/kodata/knative-serving/1.0/serving-core.yaml',
      globs: { ...all, vendored: true },
      named: '',
      expected: true,
    },
    {
      name: "test mock data (calico's confd tests)",
      path: 'confd/tests/mock_data/calicoctl/mesh/delete.yaml',
      globs: all,
      named: '',
      expected: false,
    },
    { name: 'mockdata', path: 'pkg/mockdata/pool.yaml', globs: all, named: '', expected: false },
    {
      name: "Maven's test resources (strimzi's CEL tests)",
      path: 'api/src/test/resources/io/example/kafka/Kafka-cel-missing-name.yaml',
      globs: all,
      named: '',
      expected: false,
    },
    { name: 'a Maven test tree at the top', path: 'src/test/resources/k.yaml', globs: all, named: '', expected: false },
    { name: "Maven's main resources", path: 'api/src/main/resources/crd.yaml', globs: all, named: '', expected: true },
    { name: 'test below something other than src', path: 'deploy/test/k.yaml', globs: all, named: '', expected: true },
    {
      name: 'a Maven test tree with testdata turned on',
      path: 'src/test/resources/k.yaml',
      globs: { ...all, testdata: true },
      named: '',
      expected: true,
    },
    {
      name: 'a folder that only starts with mock',
      path: 'deploy/mock/pool.yaml',
      globs: all,
      named: '',
      expected: true,
    },
    { name: 'jest snapshots', path: 'ui/__snapshots__/crd.yaml', globs: all, named: '', expected: false },
    {
      name: 'helm-unittest snapshots',
      path: 'tests/__snapshot__/widget-v1.yaml',
      globs: all,
      named: '',
      expected: false,
    },
    {
      name: 'a folder that only ends with fixtures',
      path: 'deploy/prefixtures/a.yaml',
      globs: all,
      named: '',
      expected: true,
    },
    {
      name: 'testdata: true reads fixtures too',
      path: 'test/fixtures/a.yaml',
      globs: testdata,
      named: '',
      expected: true,
    },
    { name: 'test folders are reviewed', path: 'test/e2e/manifests/a.yaml', globs: all, named: '', expected: true },
    { name: 'testdata: true reads them', path: 'pkg/testdata/a.yaml', globs: testdata, named: '', expected: true },
    {
      name: 'testdata: true leaves vendor skipped',
      path: 'vendor/testdata/a.yaml',
      globs: testdata,
      named: '',
      expected: false,
    },
    {
      name: 'vendored: true leaves testdata skipped',
      path: 'pkg/testdata/a.yaml',
      globs: { include: [], exclude: [], vendored: true },
      named: '',
      expected: false,
    },
    {
      name: 'a named testdata directory',
      path: 'pkg/testdata/a.yaml',
      globs: all,
      named: 'pkg/testdata',
      expected: true,
    },
    // Negative tests by their name: manifests written to be rejected.
    {
      name: "a directory of invalid examples (gateway-api's)",
      path: 'hack/invalid-examples/standard/httproute/dup-match.yaml',
      globs: all,
      named: '',
      expected: false,
    },
    {
      name: "an e2e manifest named invalid (crossplane's)",
      path: 'test/e2e/manifests/apiextensions/composition/xr-invalid.yaml',
      globs: all,
      named: '',
      expected: false,
    },
    {
      name: 'a file that starts with invalid',
      path: 'examples/kubernetes/invalid-snapshot-v1.yaml',
      globs: all,
      named: '',
      expected: false,
    },
    {
      name: 'invalid between separators',
      path: 'conformance/tests/httproute-invalid-reference-grant.yaml',
      globs: all,
      named: '',
      expected: false,
    },
    {
      name: 'invalid in a longer word',
      path: 'config/invalidation-policy.yaml',
      globs: all,
      named: '',
      expected: true,
    },
    {
      name: 'a file named invalid, named itself',
      path: 'hack/xr-invalid.yaml',
      globs: all,
      named: 'hack/xr-invalid.yaml',
      expected: true,
    },
    {
      name: 'a directory of invalid examples, named itself',
      path: 'hack/invalid-examples/a.yaml',
      globs: all,
      named: 'hack/invalid-examples',
      expected: true,
    },
    {
      name: 'testdata: true reads files named invalid',
      path: 'hack/invalid-examples/a.yaml',
      globs: testdata,
      named: '',
      expected: true,
    },
    {
      name: 'a Go package named invalid is code',
      path: 'pkg/globalcontext/invalid/entry.go',
      globs: all,
      named: '',
      expected: true,
    },
    {
      name: 'a Go file named invalid is code',
      path: 'pkg/api/invalid_types.go',
      globs: all,
      named: '',
      expected: true,
    },
  ])('$name: $path (named $named) → $expected', ({ path, globs, named, expected }) => {
    expect(isReviewable(path, globs, named)).toBe(expected);
  });
});
