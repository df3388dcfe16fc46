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

/** How deep below `self` (or a list's item) a field read is followed: `self.a.b.c`. */
export const MAX_FIELD_DEPTH = 3;

/** The state of a field that holds fields read below it: an object. */
export const HOLDER = Symbol('holder');

/**
 * A case of dotted field names (`tls`, `tls.mode`) as the nested object a rule reads
 * (`{tls: {mode}}`), HOLDER fields as objects; undefined when a field is set below one left unset.
 */
export function nestedCase(fields: Readonly<Record<string, unknown>>): Record<string, unknown> | undefined {
  const out: Record<string, unknown> = {};
  for (const name of Object.keys(fields).sort((x, y) => x.split('.').length - y.split('.').length)) {
    const steps = name.split('.');
    let holder = out;
    for (const step of steps.slice(0, -1)) {
      const next = holder[step];
      if (typeof next !== 'object' || next === null) return undefined;
      holder = next as Record<string, unknown>;
    }
    const value = fields[name];
    holder[steps.at(-1) as string] = value === HOLDER ? {} : value;
  }
  return out;
}

/** The fields above the dotted ones (`tls` of `tls.mode`, `a` and `a.b` of `a.b.c`). */
export function holdersOf(names: Iterable<string>): Set<string> {
  const holders = new Set<string>();
  for (const name of names) {
    const steps = name.split('.');
    for (let i = 1; i < steps.length; i++) holders.add(steps.slice(0, i).join('.'));
  }
  return holders;
}

/** How many combinations combinationsOf gives, counted before they are made. */
export const combinationCount = (states: ReadonlyMap<string, readonly unknown[]>): number =>
  [...states.values()].reduce((n, choices) => n * choices.length, 1);

/**
 * Whether `head` is true in every case `base` accepted (`baseView`: what the base rule reads of a
 * case, where it ran on a field of what the head rule reads). A base rule that fails with CEL's "no such
 * key" accepted no such case (the apiserver's evaluation fails on it too, and rejects the object);
 * a rule this library cannot evaluate (a Kubernetes function it lacks) proves nothing: read as
 * false, a base rule would make any head look implied.
 */
export function acceptsWhatBaseAccepted(
  baseText: string,
  headText: string,
  cases: Iterable<Readonly<Record<string, unknown>>>,
  baseView: (variables: Readonly<Record<string, unknown>>) => Readonly<Record<string, unknown>> | undefined = (v) => v,
): boolean {
  const baseOutcome = celOutcome(baseText);
  const headHolds = celPredicate(headText);
  for (const variables of cases) {
    // What the base rule reads of the case; none where it did not run on it, and no object it ran on was such a case.
    const seen = baseView(variables);
    if (seen === undefined) continue;
    const accepted = baseOutcome(seen);
    if (accepted === undefined) return false;
    if (accepted === true && headHolds(variables) !== true) return false;
  }
  return true;
}
