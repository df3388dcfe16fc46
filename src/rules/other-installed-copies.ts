import type { RuleContext } from '../engine/rule.js';
import type { KubeObject } from '../parse/kube-object.js';
import { isInReadingTree } from '../parse/reading-trees.js';
import { isInTestTree } from '../parse/test-trees.js';
import { olmBundleOf } from './olm-bundle.js';

/**
 * The copies of a stored object that the base holds in other files a user may have applied: not in
 * a test tree, nor among examples, samples or documentation (the base as a whole, in the review of
 * a change). crd/names reads them where the copies disagree on an immutable field, compat/crd-removed
 * where a copy in documentation goes with the one installed. Of a CRD in an OLM bundle, only copies
 * in bundles: OLM installs the bundle on every cluster of its users, where a kubebuilder copy is
 * the generator's input (kepler-operator 0bfc486103 regenerated its bundle with the scope
 * config/crd/bases took in 169e909db7: every OLM upgrade is refused).
 */
export function otherInstalledCopies(ctx: RuleContext, stored: KubeObject): readonly KubeObject[] {
  const file = stored.source.file;
  const inBundle = isBundleCopy(ctx, stored);
  return (
    (ctx.whole?.base ?? ctx.base)
      ?.sameIdentity(stored)
      .filter(
        (o) =>
          o.source.file !== file &&
          !isInTestTree(o.source.file) &&
          !isInReadingTree(o.source.file) &&
          (!inBundle || isBundleCopy(ctx, o)),
      ) ?? []
  );
}

/** Whether a CRD of the base is in an OLM bundle, beside a ClusterServiceVersion that owns it. */
export const isBundleCopy = (ctx: RuleContext, crd: KubeObject): boolean =>
  olmBundleOf(ctx, crd.source.file, crd.name) !== undefined;
