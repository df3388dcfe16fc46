import type { CacheKey } from '../../engine/review-cache.js';
import type { RuleContext } from '../../engine/rule.js';
import type { KubeObject } from '../../parse/kube-object.js';
import { withKustomizedVariants } from '../kustomized-crds.js';
import { compareCrds, differenceKey, type CompatDifference } from './compare-crds.js';
import { compatCrd } from './compat-crd.js';
import { compareOptions } from './compat-options.js';

// A CRD file that kustomizations render with JSON6902 patches (kustomized-crds.ts) is, for them, a
// base: elastic/cloud-on-k8s removes every property of `podTemplate` from config/crds/v1/resources
// ("any k8s-version specific field in the Pod schema"), and users install the rendered
// all-crds.yaml, where podTemplate keeps unknown fields. A field removed under podTemplate in the
// file (a6844748e: workloadRef, 17 errors) changes no rendering: only `kubectl apply -f` of the file
// as written meets it. Such a break is at most a warning that says so.

/** Whether every kustomize rendering of the CRD's file lacks the difference, at base and at head alike. */
export function kustomizedAway(ctx: RuleContext, head: KubeObject, difference: CompatDifference): boolean {
  const memo = ctx.cache.get(RENDERED_DIFFERENCES);
  let keys = memo.get(head);
  if (keys === undefined) memo.set(head, (keys = renderedDifferences(ctx, head)));
  return keys !== 'not rendered' && !keys.has(differenceKey(difference));
}

// Head CRD → the keys of the differences any rendering of its file shows, or 'not rendered'.
type Rendered = ReadonlySet<string> | 'not rendered';
const RENDERED_DIFFERENCES: CacheKey<WeakMap<KubeObject, Rendered>> = {
  name: 'compat differences of kustomize renderings',
  create: () => new WeakMap(),
};

function renderedDifferences(ctx: RuleContext, head: KubeObject): Rendered {
  const stored = ctx.baseOf(head);
  const headWorld = ctx.whole?.head ?? ctx.head;
  const baseWorld = ctx.whole?.base ?? ctx.base;
  if (!stored || !baseWorld) return 'not rendered';
  // The renderings, without the file as written (the last of the variants).
  const headRenderings = withKustomizedVariants(headWorld, [head]).slice(0, -1);
  const baseRenderings = withKustomizedVariants(baseWorld, [stored]).slice(0, -1);
  if (headRenderings.length === 0 || headRenderings.length !== baseRenderings.length) return 'not rendered';
  const options = compareOptions(ctx);
  const keys = new Set<string>();
  for (const [i, rendered] of headRenderings.entries()) {
    const before = baseRenderings[i];
    const [b, h] = [before && compatCrd(before), compatCrd(rendered)];
    if (b === undefined || h === undefined) return 'not rendered';
    for (const d of compareCrds(b, h, options)) keys.add(differenceKey(d));
  }
  return keys;
}

/** What a report adds when no rendering of its file has what it breaks. */
export const KUSTOMIZED_AWAY = {
  atMost: 'warning',
  note: 'the kustomizations that patch this file patch away what this changes, so only the file applied as written, or built by a kustomization that does not patch it, meets it',
} as const;
