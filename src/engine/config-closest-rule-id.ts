// The rule id a mistyped one most likely meant, for "did you mean" in config and suppression
// errors. Three edits cover a slip of the keyboard or a singular/plural mix-up in ids this
// short; beyond that, the nearest id is usually a different rule and the hint would mislead.
export const MAX_SUGGESTION_DISTANCE = 3;

export function closestRuleId(id: string, knownRuleIds: ReadonlySet<string>): string | undefined {
  // Sorted, so that a tie between two ids suggests the same one on every run.
  const known = [...knownRuleIds].sort();
  let best: string | undefined;
  let bestDistance = MAX_SUGGESTION_DISTANCE + 1;
  for (const candidate of known) {
    const d = editDistance(id, candidate, bestDistance - 1);
    if (d < bestDistance) {
      best = candidate;
      bestDistance = d;
    }
  }
  if (best !== undefined) return best;
  // The name without its family (`unapproved` for `approval/unapproved`) is a common slip
  // that edit distance cannot see; suggest it only when the name is unambiguous.
  const byName = known.filter((k) => k.slice(k.indexOf('/') + 1) === id);
  return byName.length === 1 ? byName[0] : undefined;
}

/**
 * Levenshtein distance between a and b, or `limit + 1` as soon as it must exceed limit, so a
 * long string costs no more than a short one.
 */
export function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const substitute = (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1);
      const value = Math.min(substitute, (previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1);
      current.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > limit) return limit + 1;
    previous = current;
  }
  return Math.min(previous[b.length] ?? 0, limit + 1);
}
