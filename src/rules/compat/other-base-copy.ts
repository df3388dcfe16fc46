import type { RuleContext } from '../../engine/rule.js';
import type { KubeObject } from '../../parse/kube-object.js';
import { isInReadingTree } from '../../parse/reading-trees.js';
import { isInTestTree } from '../../parse/test-trees.js';
import { agreesWith } from './unreleased.js';
import { isBundleCopy } from '../other-installed-copies.js';
import { compatCrd } from './compat-crd.js';
import { isRefusedCrd } from './refused-crd.js';
import { crdVersions } from '../crd/schema/hoisting.js';
import { withKustomizedVariants } from '../kustomized-crds.js';

// A stale copy of a CRD brought in line with another copy the base already had: wso2/apk kept
// its API's CRD in the Helm chart users install and as kubebuilder output in
// common-controller/internal/operator/config/crd/bases; e04ea4f75 renamed a field in the chart
// (reported there), and 73c9cbc8c regenerated the stale copy to match (2 false errors). Compared
// with the stale copy at its own path, the change removes the field; compared with the copy the
// base already had, it changes nothing. Clusters installed from this file break, and only they:
// at most a warning, that names the copy. Only where that copy's version shows no break towards
// the head's in full (the change renamed another version in every copy, 73c9cbc8c's v1beta1), so
// that a copy edited ahead (documentation, an example) does not excuse one edited on its own, and
// the head's none towards the copy at the field (a copy without the field has no shape of it).

/** A file of the base, not this CRD's, that held a copy whose `version` the head's now agrees with (at `property` both ways); undefined when none did. */
export function agreeingBaseCopy(
  ctx: RuleContext,
  head: KubeObject,
  version: string,
  property: string,
): string | undefined {
  const base = ctx.whole?.base ?? ctx.base;
  if (base === undefined) return undefined;
  const own = ctx.baseOf(head);
  if (own === undefined) return undefined;
  const headWorld = ctx.whole?.head ?? ctx.head;
  // Asked only of a copy that agrees: reading bundles and whole schemas per difference made a change
  // of ten CRDs cost a third more (issue 17).
  let inBundle: boolean | undefined;
  // By identity: the files that cannot hold the CRD are not read (a change costs what it reaches).
  for (const copy of base.sameIdentity(head)) {
    if (copy === own || copy.name !== head.name || copy.source.file === head.source.file) continue;
    // A copy without the version has no shape of it to agree with (wg-policy-prototypes kept one
    // directory per version, each a CRD of its own versions).
    if (isInTestTree(copy.source.file) || !servesVersion(copy, version)) continue;
    // One in documentation or examples is read, not installed (sops-secrets-operator's upgrade guide
    // kept an old release's CRD): it tells nothing of what clusters installed from another file hold.
    if (isInReadingTree(copy.source.file) && !isInReadingTree(head.source.file)) continue;
    // One the change deletes excuses only where every copy it leaves agrees with the head too:
    // cluster-nfd-operator 08ea3c60 deleted a stale copy without a field, and removed the field from
    // the OLM bundle beside the generated copy that keeps it; ocm-agent-operator 0119a69e5d deleted
    // the copy of its real API and gave it to the scaffold beside it, the one copy left.
    if (
      headWorld.sameIdentityIn(copy, copy.source.file).length === 0 &&
      !headWorld
        .sameIdentity(head)
        .every(
          (kept) =>
            kept === head ||
            kept.name !== head.name ||
            isInTestTree(kept.source.file) ||
            isInReadingTree(kept.source.file) ||
            agreesWith(ctx, kept, head, version, property),
        )
    )
      continue;
    // One a kustomization patches (JSON6902, kustomized-crds.ts) is held by clusters as rendered,
    // not as the file is written: every rendering must agree (OpenFunction 249b85c9 dropped the
    // patch that made a field of config/crd/bases' copy any type, and its bundle followed the raw
    // file; splunk-operator's patches touch other fields, and its renderings agree).
    const variants = withKustomizedVariants(base, [copy]);
    const held = variants.length > 1 ? variants.slice(0, -1) : variants;
    if (!held.every((shape) => agreesWith(ctx, shape, head, version, property))) continue;
    // One the apiserver refuses was installed nowhere: a v1 copy without the version's schema,
    // written in v1beta1's form (druid-operator's druids_crd.yaml beside its real CRD, 84405e07c2).
    const shape = compatCrd(copy);
    if (shape && isRefusedCrd(shape)) continue;
    // A copy outside the OLM bundle that holds this one excuses nothing: the bundle is what OLM
    // installs on every cluster, where the other copy is the generator's input (kepler-operator
    // 0bfc486103 regenerated its bundle with the scope config/crd/bases took in 169e909db7).
    if ((inBundle ??= isBundleCopy(ctx, own)) && !isBundleCopy(ctx, copy)) continue;
    return copy.source.file;
  }
  return undefined;
}

/** What a report adds where the change brought the CRD in line with another copy of the base. */
export const otherCopySoftening = (file: string) =>
  ({
    atMost: 'warning',
    note: `another copy of the CRD in the base, ${file}, already had this shape, and the change makes this one agree with it, so only clusters installed from this file break`,
  }) as const;

/** Whether the CRD serves the version. */
const servesVersion = (crd: KubeObject, version: string): boolean =>
  crdVersions(crd).some((v) => v.name === version && v.served === true);
