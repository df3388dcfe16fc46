import type { Finding } from './finding.js';

// What the `new` filter compares with (DESIGN §6): the base world's findings, by fingerprint, each
// with its file (under its path at head) and message. A fingerprint names a rule, an object and a
// field path, and copies of one CRD (a chart's, a bundle's, config/crd's) are one object: that the
// base had a finding of a copy does not make the same finding of another copy old. carina
// 9811f846 turned its chart's copy into apiextensions.k8s.io/v1beta1 beside a config/ copy that
// was so already, and the pull request showed nothing.

/** One finding of the base world. */
export interface BaseOccurrence {
  readonly ruleId: string;
  /** Its file, under the path the change gives it at head. */
  readonly file: string;
  /** Its message; made when asked (only where a fingerprint occurs more often at head). */
  readonly message: string;
}

/** The base world's findings by fingerprint. */
export type BaseFingerprints = ReadonlyMap<string, readonly BaseOccurrence[]>;

/**
 * The findings the base did not have: those of a fingerprint it had none of (but for one that
 * carries over a finding of an object the change gave another identity), and where the head has
 * more of one than the base had, those left when each base finding has been matched to one: of its
 * file and message first, then of its file (the message changed), then anywhere (the object moved).
 */
export function findingsNotInBase(findings: readonly Finding[], base: BaseFingerprints): ReadonlySet<Finding> {
  const fresh = new Set<Finding>();
  const shared = new Map<string, Finding[]>();
  for (const f of findings) {
    if (!base.has(f.fingerprint)) fresh.add(f);
    else {
      const group = shared.get(f.fingerprint);
      if (group) group.push(f);
      else shared.set(f.fingerprint, [f]);
    }
  }
  for (const [fingerprint, group] of shared) {
    const left = [...(base.get(fingerprint) ?? [])];
    // No more than the base had: none is new, wherever they stand now.
    if (group.length <= left.length) continue;
    const matched = (test: (o: BaseOccurrence) => boolean): boolean => {
      const i = left.findIndex(test);
      if (i >= 0) left.splice(i, 1);
      return i >= 0;
    };
    const unmatched = group
      .filter((f) => !matched((o) => o.file === f.file && o.message === f.message))
      .filter((f) => !matched((o) => o.file === f.file))
      .filter(() => !matched(() => true));
    for (const f of unmatched) fresh.add(f);
  }
  if (fresh.size > 0) carriedOver(findings, fresh, base);
  return fresh;
}

/**
 * Takes out of `fresh` the findings that carry over a finding of an object whose identity the
 * change altered: one of its rule, file and message that the base had under a fingerprint the head
 * has none of (kfp-operator c1e17fe0 gave a sample a namespace, and its old `spec.framework.name:
 * Required value` stood under a new identity). Each base finding carries over once.
 */
function carriedOver(findings: readonly Finding[], fresh: Set<Finding>, base: BaseFingerprints): void {
  const atHead = new Set(findings.map((f) => f.fingerprint));
  const key = (ruleId: string, file: string, message: string): string => `${ruleId}\0${file}\0${message}`;
  const gone = new Map<string, number>();
  for (const [fingerprint, occurrences] of base) {
    if (atHead.has(fingerprint)) continue;
    for (const o of occurrences) {
      const k = key(o.ruleId, o.file, o.message);
      gone.set(k, (gone.get(k) ?? 0) + 1);
    }
  }
  if (gone.size === 0) return;
  for (const f of fresh) {
    const k = key(f.ruleId, f.file, f.message);
    const left = gone.get(k) ?? 0;
    if (left === 0) continue;
    gone.set(k, left - 1);
    fresh.delete(f);
  }
}
