import { isConditional, sentencesOf } from './documented-default.js';

// `self == oldSelf` added to a field whose description already said it cannot change ("VolumeSize
// in GiB. Immutable after creation.", "This field is immutable."): the API's contract ruled such
// updates out before the rule enforced it, and a webhook or the controller often refused or
// ignored them (cluster-api-provider-aws 1ae2ef8a6 made ROSAMachinePool's volumeSize so, the
// controller already ignoring changes). The rule refuses only updates the API documented as not
// allowed: a warning that says so, not an error.

/** A sentence that says the field cannot change. */
const STATES_IMMUTABLE =
  /\bimmutable\b|\b(?:cannot|can\s*not|can't|may\s+not|must\s+not|should\s+not)\s+be\s+(?:changed|updated|modified|mutated)\b/i;

/** A sentence that says it can change after all ("is not immutable", "mutable"). */
const DENIES = /\bnot\s+immutable\b/i;

/** The sentence of `description` that says, in every case, that the field cannot change; undefined where none does. */
export function immutabilityStated(description: string | undefined): string | undefined {
  if (description === undefined) return undefined;
  return sentencesOf(description).find(
    (sentence) => STATES_IMMUTABLE.test(sentence) && !DENIES.test(sentence) && !isConditional(sentence),
  );
}
