// A value's place in a resource, as its parent's place and the one step to it (a property name,
// a map key, a list index). Walks that copy every value of every resource (pruning, defaulting)
// carry these and write a path out only for the few values that need one.

export interface ValueStep {
  readonly parent: ValueStep | undefined;
  readonly step: string | number;
}

/** The steps from the root to `at`, then `last` when given. */
export function stepsTo(at: ValueStep | undefined, last?: string | number): (string | number)[] {
  const steps: (string | number)[] = last === undefined ? [] : [last];
  for (let w = at; w; w = w.parent) steps.push(w.step);
  return steps.reverse();
}
