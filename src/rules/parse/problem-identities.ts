import type { ParseProblem } from '../../parse/parse-problem.js';

/**
 * What tells apart the problems of one kind in one file, without their lines: a finding's
 * fingerprint is its rule, its file and this, and the `new` filter shows a finding whose
 * fingerprint the base lacks. With the file alone, one duplicate key at base hid every new one
 * in the file (solo-io/gloo's delegation test inputs: two in one file, one fingerprint). The
 * problem's text names what it is about (the key, the quote left open); the line numbers it may
 * name are left out, so a problem that only moved stays the same one, and problems of the same
 * text are told apart by their order in the file.
 */
export function problemIdentities(problems: readonly ParseProblem[]): string[] {
  const seen = new Map<string, number>();
  return problems.map((p) => {
    const text = p.message.replace(/\b(lines?|columns?) \d+(?:[-\u2013]\d+)?/g, '$1 N');
    const nth = seen.get(text) ?? 0;
    seen.set(text, nth + 1);
    return nth === 0 ? text : `${text} #${nth + 1}`;
  });
}

/**
 * The identities of a file's duplicate-key problems in the review of a change: a problem whose
 * document repeats no key that a duplicate-key problem of the base file did not repeat takes that
 * base problem's identity, so a change that removed one of two repeats is not shown the other as
 * its own (konveyor/operator 1e4b100b63 removed a CSV's repeated `alm-examples`; its repeated
 * `certified` and `support` were there before). Each base problem is taken once.
 */
export function duplicateKeyIdentities(problems: readonly ParseProblem[], base: readonly ParseProblem[]): string[] {
  const own = problemIdentities(problems);
  if (base.length === 0) return own;
  const baseIdentities = problemIdentities(base);
  const taken = new Set<number>();
  return problems.map((p, i) => {
    const keys = p.repeatedKeys;
    const j =
      keys === undefined
        ? -1
        : base.findIndex(
            (b, k) =>
              !taken.has(k) && b.repeatedKeys !== undefined && keys.every((key) => b.repeatedKeys!.includes(key)),
          );
    if (j < 0) return own[i]!;
    taken.add(j);
    return baseIdentities[j]!;
  });
}
