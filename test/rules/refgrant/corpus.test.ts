import { expect, it } from 'vitest';
import { refgrantRules } from '../../../src/rules/refgrant/index.js';
import { CORPUS, corpusFindings, corpusReview } from '../../support/corpus-review.js';
import { describeWithShared } from '../../support/shared-tree.js';

// The refgrant/ rules over ../shared/corpus (real manifests, spec/referencegrant.md §0). The
// corpus is reviewed as one repository (support/corpus-review.ts): grants in one file permit
// references in another, as they would in one cluster.

async function findingsIn(dir: 'crds' | 'manifests'): Promise<string[]> {
  expect((await corpusReview()).result.internalErrors).toEqual([]);
  const findings = await corpusFindings(refgrantRules);
  return findings
    .filter((f) => f.file.startsWith(`${dir}/`))
    .map((f) => `${f.severity} ${f.ruleId} ${f.file}:${f.line}`);
}

const CONFORMANCE = 'manifests/gateway-api-examples/conformance/tests';

describeWithShared(CORPUS, 'refgrant/ over the corpus', () => {
  it('the CRD corpus (439 CRDs, no ReferenceGrant objects or references) gives nothing at all', async () => {
    expect(await findingsIn('crds')).toEqual([]);
  });

  it('the Gateway API and PVC manifests give exactly these findings', async () => {
    expect(await findingsIn('manifests')).toEqual(EXPECTED_MANIFEST_FINDINGS);
  });
});

// Why each is right. The six warnings are conformance tests that are invalid on purpose: each
// checks that a controller reports RefNotPermitted for exactly that reference, so in this test tree
// (conformance/tests/) the refusal is a warning, not an error. Other "invalid
// grant" tests (httproute-invalid-reference-grant, gateway-secret-invalid-reference-grant,
// gateway-secret-missing-reference-grant, httproute-invalid-cross-namespace-backend-ref) give no
// error here because other conformance files in this repository do grant the same reference
// (httproute-reference-grant.yaml's reference-grant; gateway-secret-reference-grant-*.yaml and
// listenerset-reference-grant.yaml's reference-grant-for-gateway): pooled, they are permitted.
const EXPECTED_MANIFEST_FINDINGS: readonly string[] = [
  // Grants from group not-the-group-youre-looking-for: outside the Core pairs (notice).
  `notice refgrant/lint ${CONFORMANCE}/gateway-secret-invalid-reference-grant.yaml:44`,
  `notice refgrant/lint ${CONFORMANCE}/gateway-secret-invalid-reference-grant.yaml:93`,
  // reference-grant-all-in-namespace: to Secret without a name.
  `notice refgrant/lint ${CONFORMANCE}/gateway-secret-reference-grant-all-in-namespace.yaml:33`,
  // Port 6443's caCertificateRef to ConfigMap web-backend-cm in gateway-conformance-web-backend:
  // the listener is named https-grant-missing, and no grant from Gateway to ConfigMap exists.
  `warning refgrant/not-permitted ${CONFORMANCE}/gateway-with-invalid-clientcertificate-validation.yaml:35`,
  // reference-grant-wrong-namespace: its from namespace is its own namespace.
  `warning refgrant/lint ${CONFORMANCE}/httproute-invalid-reference-grant.yaml:11`,
  // reference-grant-wrong-from-group and -wrong-to-group: implementation-specific groups.
  `notice refgrant/lint ${CONFORMANCE}/httproute-invalid-reference-grant.yaml:24`,
  `notice refgrant/lint ${CONFORMANCE}/httproute-invalid-reference-grant.yaml:73`,
  // Rule 0's backend app-backend-v2: its grant names only app-backend-v1 (the test's point).
  `warning refgrant/not-permitted ${CONFORMANCE}/httproute-partially-invalid-via-invalid-reference-grant.yaml:30`,
  // listenerset-test-allowed-routes-namespaces-reference-grant: to Service without a name.
  `notice refgrant/lint ${CONFORMANCE}/listenerset-allowed-routes-namespaces.yaml:219`,
  // Both grants to Secret without a name (from ListenerSet is a Core pair: this very test).
  `notice refgrant/lint ${CONFORMANCE}/listenerset-reference-grant.yaml:37`,
  `notice refgrant/lint ${CONFORMANCE}/listenerset-reference-grant.yaml:77`,
  // listenerset-without-reference-grant, in gateway-api-listener-sets-test-reference-grant-ns:
  // the ListenerSet grant names gateway-conformance-infra only, and the Gateway's grant does
  // not cover a ListenerSet (GEP-1713).
  `warning refgrant/not-permitted ${CONFORMANCE}/listenerset-reference-grant.yaml:106`,
  // tcp-invalid-xns-backend: no grant at all (the test's point).
  `warning refgrant/not-permitted ${CONFORMANCE}/tcproute-invalid-cross-namespace-backend-ref.yaml:85`,
  // As in httproute-invalid-reference-grant, for TLSRoute.
  `warning refgrant/lint ${CONFORMANCE}/tlsroute-invalid-reference-grant.yaml:11`,
  `notice refgrant/lint ${CONFORMANCE}/tlsroute-invalid-reference-grant.yaml:24`,
  `notice refgrant/lint ${CONFORMANCE}/tlsroute-invalid-reference-grant.yaml:73`,
  // tls-backend in gateway-conformance-app-backend: every grant there is wrong on purpose.
  `warning refgrant/not-permitted ${CONFORMANCE}/tlsroute-invalid-reference-grant.yaml:119`,
  // udp-echo-no-reference-grant: no grant (the test's point).
  `warning refgrant/not-permitted ${CONFORMANCE}/udproute-invalid-cross-namespace-backend-ref.yaml:27`,
  // Multicluster: to ServiceImport (implementation-specific) without a name.
  'notice refgrant/lint manifests/gateway-api-examples/examples/standard/multicluster/httproute-referencegrant.yaml:31',
  'notice refgrant/lint manifests/gateway-api-examples/examples/standard/multicluster/httproute-referencegrant.yaml:31',
  // The documented examples grant every Service / Secret of the namespace.
  'notice refgrant/lint manifests/gateway-api-examples/examples/standard/reference-grant.yaml:13',
  'notice refgrant/lint manifests/gateway-api-examples/examples/standard/tls-cert-cross-namespace.yaml:33',
  // The PVC → VolumeSnapshot grants (pvc-datasourceref/) give nothing: valid, named, and a pair the CSI
  // provisioner always checks (core-pairs.ts).
];
