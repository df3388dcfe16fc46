import { isConditional, sentencesOf } from './documented-default.js';

// A field made `required` whose description already said it was ("Required. The taint key to
// be applied to a node.", as Kubernetes' own types write it and CRDs copy): katalyst-api marked
// its taints' `key` and `effect` required (0958576). The API's contract ruled out objects without
// it before the schema enforced it, and its controller could not act on one: a warning that says
// so, not an error, as with an enum of the values the description listed (documented-values.ts).

/** A sentence that says, as a whole, that the field must be set. */
const STATES_REQUIRED = /^required\b|\b(?:this\s+field|it)\s+is\s+required\b|\bis\s+a\s+required\s+field\b/i;

/** A sentence that says it is not, after all ("Not required.", "is not required"). */
const DENIES = /\bnot\s+required\b|\boptional\b/i;

/** The sentence of `description` that says, in every case, that the field is required; undefined where none does. */
export function requirementStated(description: string | undefined): string | undefined {
  if (description === undefined) return undefined;
  return sentencesOf(description).find(
    (sentence) => STATES_REQUIRED.test(sentence.trim()) && !DENIES.test(sentence) && !isConditional(sentence),
  );
}
