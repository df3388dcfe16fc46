import type { CacheKey } from '../../../engine/review-cache.js';
import type { RuleContext } from '../../../engine/rule.js';
import type { World } from '../../../engine/world.js';
import type { KubeObject } from '../../../parse/kube-object.js';
import { definedKind } from '../../crd/schema/defined-kind.js';

// The custom resources the review of a change judges (issue 17: a pull request costs what it
// changes). What the apiserver answers for a resource depends on the resource, its stored version,
// the CRDs that serve its kind and the mutating webhooks that may fill its fields (and on the
// configuration and the CRD catalog, which are the same at head and at base). A resource in a
// file the change leaves alone, whose kind no CRD in a changed file defines, gets the same
// answer at head and at base, so no filter but `all` shows a finding about it: it is not judged,
// and the CRDs of its kind are not read. What is judged is the same in the head and the base pass
// (the kinds come from both sides of the change), so a finding both give is known as not new.
//
// A change to a MutatingWebhookConfiguration (or a file whose text names one: a Helm template)
// may change what any resource is sent with: every resource is judged then.

export interface ReachedResources {
  /** The kinds of the objects in the changed files (at head or base). */
  readonly changedKinds: ReadonlySet<string>;
  /** The kinds a CRD in a changed file defines (at head or base): every resource of these is judged. */
  readonly crdKinds: ReadonlySet<string>;
}

const REACHED: CacheKey<WeakMap<readonly World[], ReachedResources | 'all'>> = {
  name: 'cr/ resources a change reaches',
  create: () => new WeakMap(),
};

/** The resources the change reaches; undefined when every resource is judged (a whole review). */
export function reachedResources(ctx: RuleContext): ReachedResources | undefined {
  const sides = ctx.change?.sides;
  if (!sides) return undefined;
  const memo = ctx.cache.get(REACHED);
  let reached = memo.get(sides);
  if (reached === undefined) {
    reached = reachOf(sides);
    memo.set(sides, reached);
  }
  return reached === 'all' ? undefined : reached;
}

function reachOf(sides: readonly World[]): ReachedResources | 'all' {
  const files = sides.flatMap((w) => w.files);
  if (files.some((f) => f.text.includes('MutatingWebhookConfiguration'))) return 'all';
  const crdKinds = new Set(sides.flatMap((w) => w.crds().map(definedKind)).filter((k) => k !== ''));
  return { changedKinds: new Set(files.flatMap((f) => f.objects.map((o) => o.kind))), crdKinds };
}

/**
 * The kinds of the resources of a world the review may judge, whose CRDs it reads: every kind its
 * objects have in a whole review; else those of the changed files, and those whose CRDs changed
 * that some file may hold (by the files' kind index: nothing is parsed for it).
 */
export function judgedKinds(ctx: RuleContext, world: World): ReadonlySet<string> {
  const reach = reachedResources(ctx);
  const present = world.objectKinds();
  if (!reach) return present;
  return new Set([...reach.changedKinds, ...[...reach.crdKinds].filter((k) => present.has(k))]);
}

/**
 * The objects of these kinds (every kind: 'any') the review judges: all of them in a whole
 * review; else those of the changed files and, from every file, those of a kind whose CRDs
 * changed. Only files that may hold those are parsed.
 */
export function judgedObjects(ctx: RuleContext, kinds: ReadonlySet<string> | 'any'): readonly KubeObject[] {
  const reach = reachedResources(ctx);
  const all = (world: World) => (kinds === 'any' ? world.objects : world.ofKinds(kinds));
  if (!reach || !ctx.change) return all(ctx.head);
  const everywhere = ctx.head.ofKinds(new Set([...reach.crdKinds].filter((k) => kinds === 'any' || kinds.has(k))));
  const found = new Set(everywhere);
  return [...everywhere, ...all(ctx.change.files).filter((o) => !found.has(o))];
}
