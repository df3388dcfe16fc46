import { expect, it } from 'vitest';
import { cel } from '../../../src/rules/crd/cel/cel.js';
import { defaults } from '../../../src/rules/crd/defaults/defaults.js';
import { unknownField } from '../../../src/rules/cr/unknown-field.js';
import { CORPUS, corpusFindings, corpusReview } from '../../support/corpus-review.js';
import { describeWithShared } from '../../support/shared-tree.js';

// The corpus (../shared/corpus) holds CRDs and manifests that real API servers accept. One world
// holds both, so that the custom resources of manifests/ (gateway-api examples and conformance
// tests, PVC data sources) meet the CRDs of crds/ that serve them (support/corpus-review.ts).
describeWithShared(CORPUS, 'crd/cel, crd/defaults and cr/unknown-field over the corpus', () => {
  it('find nothing', async () => {
    const { result } = await corpusReview();
    expect(result.internalErrors).toEqual([]);
    expect(result.stats.objects).toBe(657);
    const findings = await corpusFindings([cel, defaults, unknownField]);
    // Errors: none may stand, real servers accept every CRD (6,324 CEL rules in 268 CRDs; 7,808
    // defaults). Compile errors are reported only where certain; about 4% of the distinct rules
    // use what the library cannot check (format.*, two-variable comprehensions, has() on an
    // index) and are not judged.
    expect(findings.filter((f) => f.severity === 'error').map((f) => `${f.file}:${f.line} ${f.message}`)).toEqual([]);
    // Warnings: 107 custom resources (Gateway, HTTPRoute, ReferenceGrant, ListenerSet, TCP/TLS/UDP
    // routes, VolumeSnapshot, VolumeSnapshotClass) are served by CRDs of the corpus, mostly by
    // 4 to 8 of them (gateway-api HEAD, v1.0.0, v1.3.0, v1.6.1, standard and experimental). 28
    // fields would be pruned by some of those CRDs (Gateway spec.tls, new since v1.4, by the
    // v1.0.0 and v1.3.0 CRDs) but none by all of them, so no pruned-field warning stands.
    expect(findings.map((f) => `${f.file}:${f.line} ${f.ruleId} ${f.fieldPath ?? ''}`)).toEqual([]);
  });
});
