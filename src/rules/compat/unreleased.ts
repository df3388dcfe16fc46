import type { CacheKey } from '../../engine/review-cache.js';
import type { RuleContext } from '../../engine/rule.js';
import type { KubeObject } from '../../parse/kube-object.js';
import { compareCrds, type CompatDifference } from './compare-crds.js';
import { compatCrd } from './compat-crd.js';
import { isRefusedBase } from './refused-base.js';
import { compareOptions } from './compat-options.js';

// A break of something no release had (released-crds.ts): the change is compared with each
// release as it was compared with the base, and a difference that no release shows against the
// head (the field was added after the release, or the constraint is back to what the release
// had) breaks only builds made since. Differences are matched by rule, version, property, check
// and CEL rule, as their fingerprints are; whatever cannot be compared counts as released.

/** The key a difference is matched by across comparisons (its fingerprint's parts). */
const keyOf = (d: CompatDifference): string =>
  JSON.stringify([d.ruleId, d.version, d.property, d.check, 'rule' in d ? d.rule : null]);

// Head object → release object → the keys of their differences, or 'incomparable'.
type Keys = ReadonlySet<string> | 'incomparable';
const AGAINST_RELEASE: CacheKey<WeakMap<KubeObject, Map<KubeObject, Keys>>> = {
  name: 'compat differences against releases',
  create: () => new WeakMap(),
};

function keysAgainst(ctx: RuleContext, release: KubeObject, head: KubeObject): Keys {
  const memo = ctx.cache.get(AGAINST_RELEASE);
  let byRelease = memo.get(head);
  if (!byRelease) memo.set(head, (byRelease = new Map()));
  let keys = byRelease.get(release);
  if (keys === undefined) {
    const r = compatCrd(release);
    const h = compatCrd(head);
    keys = r && h && !isRefusedBase(r) ? new Set(compareCrds(r, h, compareOptions(ctx)).map(keyOf)) : 'incomparable';
    byRelease.set(release, keys);
  }
  return keys;
}

/**
 * The releases compared with when what `difference` breaks was in none of them (with no
 * difference: when none had the CRD `head` at all), else undefined: no releases known, some
 * release not readable for this CRD, or some release has it too.
 */
export function unreleasedSince(
  ctx: RuleContext,
  head: KubeObject,
  difference?: CompatDifference,
): readonly string[] | undefined {
  const byRelease = ctx.services?.releases?.at(head.name);
  if (!byRelease || byRelease.size === 0) return undefined;
  for (const crd of byRelease.values()) {
    if (crd === null) continue;
    if (!difference) return undefined;
    const keys = keysAgainst(ctx, crd, head);
    if (keys === 'incomparable' || keys.has(keyOf(difference))) return undefined;
  }
  return [...byRelease.keys()];
}

/** What a report adds when it breaks nothing released: at most a warning, and why. */
export const unreleasedSoftening = (releases: readonly string[]) =>
  ({
    atMost: 'warning',
    note: `no release has what this changes: ${listed(releases)} ${releases.length === 1 ? 'does' : 'do'} not, so it breaks only builds made since`,
  }) as const;

const listed = (names: readonly string[]): string =>
  names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
