import type { Config } from '../engine/config.js';
import { CRD_GROUP, CRD_KIND, type KubeObject } from '../parse/kube-object.js';
import type { ChangeSet } from '../sources/change-set.js';
import { readsForLifecycle } from './lifecycle/lifecycle-reads.js';

// Which of the families a review can do without it needs: a family left out is one whose every
// rule would report nothing on this review (issue 17 item 4: a one-CRD review loads neither
// cr/, refgrant/, lifecycle/ nor compat/). Each answer says "needed" unless the family's own
// inputs are provably absent; a review the answer cannot be given for loads them all.

/** The families review-rules.ts loads only when a review needs them. */
export const LAZY_FAMILIES = ['cr', 'refgrant', 'lifecycle', 'compat'] as const;
export type LazyFamily = (typeof LAZY_FAMILIES)[number];

/**
 * The lazy families a review of `changeSet` needs. `headObjects` are the objects of its head
 * world (every manifest parsed, as a review without a base parses them); without them, or with
 * a base, every family is needed.
 */
export function familiesNeeded(
  changeSet: ChangeSet,
  config: Config,
  headObjects: readonly KubeObject[] | undefined,
): ReadonlySet<LazyFamily> {
  if (changeSet.hasBase || headObjects === undefined) return new Set(LAZY_FAMILIES);
  const needed = new Set<LazyFamily>();
  // cr/: every rule judges the head objects outside apiextensions.k8s.io (match/serving-crds.ts
  // candidates; crd-not-found.ts, whose built-in groups include it), whatever serves them.
  if (headObjects.some((o) => o.group !== CRD_GROUP)) needed.add('cr');
  // refgrant/: every rule reads the world through analyze-world.ts, whose inputs are the objects
  // of kind ReferenceGrant and of the referrers' kinds (reference-fields.ts: the built-in
  // ones, none a CRD, and the configured ones); the base only with a base.
  if (
    headObjects.some((o) => o.kind !== CRD_KIND) ||
    (config.refgrant?.referenceFields ?? []).some((f) => f.kind === CRD_KIND)
  )
    needed.add('refgrant');
  // lifecycle/: its rules read Go files and feature-gate lists (Rule.reads), never objects.
  if (changeSet.files.some((f) => readsForLifecycle(f.path, config))) needed.add('lifecycle');
  // compat/: every rule compares with the base (spec/crd-compatibility.md §1), and there is none.
  return needed;
}
