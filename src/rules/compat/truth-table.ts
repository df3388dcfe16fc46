import { celOutcome, celPredicate } from './cel-predicate.js';

// What the compat/ truth-table proofs share (presence-implication.ts for the fields of `self`,
// item-presence-implication.ts for the items of a list): the states a field is tried in, every
// combination of them, and the test that a changed rule accepts each case its base rule accepted.

/** A field left out of a case. */
export const UNSET = Symbol('unset');
/** Values no string literal of a rule can equal: "another string", and "yet another" where two must differ. */
export const ANOTHER_STRING = '\u0000another value';
export const YET_ANOTHER_STRING = '\u0000yet another value';

/** Every combination of the fields' states, as records (UNSET fields left out). */
export function combinationsOf(states: ReadonlyMap<string, readonly unknown[]>): Record<string, unknown>[] {
  let cases: Record<string, unknown>[] = [{}];
  for (const [name, choices] of states)
    cases = cases.flatMap((c) => choices.map((choice) => (choice === UNSET ? c : { ...c, [name]: choice })));
  return cases;
}

/** How many combinations combinationsOf gives, counted before they are made. */
export const combinationCount = (states: ReadonlyMap<string, readonly unknown[]>): number =>
  [...states.values()].reduce((n, choices) => n * choices.length, 1);

/**
 * Whether `head` is true in every case `base` accepted. A base rule that fails with CEL's "no such
 * key" accepted no such case (the apiserver's evaluation fails on it too, and rejects the object);
 * a rule this library cannot evaluate (a Kubernetes function it lacks) proves nothing: read as
 * false, a base rule would make any head look implied.
 */
export function acceptsWhatBaseAccepted(
  baseText: string,
  headText: string,
  cases: Iterable<Readonly<Record<string, unknown>>>,
): boolean {
  const baseOutcome = celOutcome(baseText);
  const headHolds = celPredicate(headText);
  for (const variables of cases) {
    const accepted = baseOutcome(variables);
    if (accepted === undefined) return false;
    if (accepted === true && headHolds(variables) !== true) return false;
  }
  return true;
}
