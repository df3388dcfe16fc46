import type { RuleContext } from '../engine/rule.js';
import type { KubeObject } from '../parse/kube-object.js';
import { isInReadingTree } from '../parse/reading-trees.js';
import { isInTestTree } from '../parse/test-trees.js';

/**
 * The copies of a stored object that the base holds in other files a user may have applied: not in
 * a test tree, nor among examples, samples or documentation (the base as a whole, in the review of
 * a change). crd/names reads them where the copies disagree on an immutable field, compat/crd-removed
 * where a copy in documentation goes with the one installed.
 */
export function otherInstalledCopies(ctx: RuleContext, stored: KubeObject): readonly KubeObject[] {
  const file = stored.source.file;
  return (
    (ctx.whole?.base ?? ctx.base)
      ?.sameIdentity(stored)
      .filter((o) => o.source.file !== file && !isInTestTree(o.source.file) && !isInReadingTree(o.source.file)) ?? []
  );
}
