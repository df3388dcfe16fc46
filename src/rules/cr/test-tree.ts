import type { RuleReport } from '../../engine/rule.js';

// A repository's tests keep manifests that are not applied as written: percona's e2e-tests leave
// `image:` and `metadata.name:` empty for yq and sed to fill in before `kubectl apply`, and keep a
// resource without `volumeSpec` to check that the apiserver refuses it; argo-rollouts' kustomize
// tests diff `kustomize build` of a fixture with an expected.yaml; kops's integration tests feed
// its CLI objects of versions no CRD serves; crossplane's e2e tests write the objects they look up.
// What a test does with a file is in its code, not in the file: the apiserver's answer for the file
// as written is a warning there, without data.apiserver, and says so. Everywhere else (samples,
// examples, GitOps manifests, docs) it stands as an error.

/** Said of a test's manifest, after the apiserver's line: why it is a warning. */
export const IN_TEST_TREE =
  "in a manifest of the repository's tests, which a test may fill in, patch or compare, or expect the apiserver to refuse: applied as written, it is refused";

/** An error the apiserver returns, for a resource in a test tree: a warning, with no claim on the cluster's answer. */
export function asTestTreeWarning<M extends string>(report: RuleReport<M>, messageId?: M): RuleReport<M> {
  const { apiserver: _asWritten, ...rest } = report;
  return { ...rest, ...(messageId === undefined ? {} : { messageId }), severity: 'warning' };
}
