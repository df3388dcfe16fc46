import { celJs } from '../../engine/lazy-packages.js';
import { withoutLeadingDots } from '../crd/cel/leading-dot.js';

/**
 * A CEL expression parsed once, as a predicate over its variables: its boolean value, undefined
 * when it does not parse or evaluate to a boolean (a Kubernetes function the library lacks, an
 * error). The compat/ truth-table proofs evaluate rules with it; undefined proves nothing.
 */
export function celPredicate(text: string): (variables: Readonly<Record<string, unknown>>) => boolean | undefined {
  const outcome = celOutcome(text);
  return (variables) => {
    const value = outcome(variables);
    return value === 'no such key' ? undefined : value;
  };
}

/**
 * celPredicate that tells apart one error: 'no such key', where the rule reads a field the object
 * does not set, which the apiserver's evaluation fails on too (the rule then rejects the object).
 */
export function celOutcome(
  text: string,
): (variables: Readonly<Record<string, unknown>>) => boolean | 'no such key' | undefined {
  const { parse } = celJs();
  let run: ReturnType<typeof parse>;
  try {
    run = parse(withoutLeadingDots(text));
  } catch {
    return () => undefined;
  }
  return (variables) => {
    try {
      const value: unknown = run(variables as Record<string, unknown>);
      return typeof value === 'boolean' ? value : undefined;
    } catch (error) {
      return error instanceof Error && error.message.startsWith('No such key:') ? 'no such key' : undefined;
    }
  };
}
