import { isConditional, sentencesOf } from './documented-default.js';

// A bound added to a field whose description already stated it ("Must be zero or greater.", "at
// least 1", "between 1 and 65535"): NVIDIA/k8s-dra-driver-gpu 2add189a gave a ComputeDomain's
// numNodes `minimum: 0` under "Must be zero or greater.". The API's contract ruled such values out
// before the schema enforced it, and its controller could not act on one: a warning that says so,
// as with an enum of the values the description listed (documented-values.ts) and a field its
// description said was required (documented-required.ts). Only a sentence that states the bound in
// every case (not "when replicas is set, must be at least 1"), of the same measure: a value, a
// string's length (characters), a list's items.

export type BoundKey = 'maximum' | 'minimum' | 'maxLength' | 'minLength' | 'maxItems' | 'minItems';

const NUMBER = String.raw`(-?\d+(?:\.\d+)?|zero|one)`;
const AT_LEAST = [
  String.raw`\b(?:be|is)\s+${NUMBER}\s+or\s+(?:greater|more|higher|larger|above)\b`,
  String.raw`\b(?:greater|more|larger|higher)\s+than\s+or\s+equal\s+to\s+${NUMBER}`,
  String.raw`\bat\s+least\s+${NUMBER}`,
  String.raw`(?:>=|\u2265)\s*${NUMBER}`,
  String.raw`\bminimum(?:\s+value)?\s+(?:is|of)\s+${NUMBER}`,
].map((source) => new RegExp(source, 'i'));
const AT_MOST = [
  String.raw`\b(?:be|is)\s+${NUMBER}\s+or\s+(?:less|fewer|lower|smaller|below)\b`,
  String.raw`\b(?:less|fewer|lower|smaller)\s+than\s+or\s+equal\s+to\s+${NUMBER}`,
  String.raw`\bat\s+most\s+${NUMBER}`,
  String.raw`\bno\s+(?:more|longer)\s+than\s+${NUMBER}`,
  String.raw`(?:<=|\u2264)\s*${NUMBER}`,
  String.raw`\bmaximum(?:\s+value)?\s+(?:is|of)\s+${NUMBER}`,
].map((source) => new RegExp(source, 'i'));
const NON_NEGATIVE = /\bnon-?negative\b/i;
const BETWEEN = new RegExp(String.raw`\bbetween\s+${NUMBER}\s+and\s+${NUMBER}\b(?!\s*\(?\s*exclusive)`, 'i');

/** What a sentence measures: a string's length, a list's items, or else a value. */
const LENGTH = /\bcharacters?\b|\blength\b|\blong\b/i;
const ITEMS = /\bitems?\b|\bentries\b|\belements?\b/i;
const measureOf = (sentence: string): 'length' | 'items' | 'value' =>
  LENGTH.test(sentence) ? 'length' : ITEMS.test(sentence) ? 'items' : 'value';
const MEASURE: Record<BoundKey, 'length' | 'items' | 'value'> = {
  maximum: 'value',
  minimum: 'value',
  maxLength: 'length',
  minLength: 'length',
  maxItems: 'items',
  minItems: 'items',
};

const numberOf = (text: string): number =>
  text.toLowerCase() === 'zero' ? 0 : text.toLowerCase() === 'one' ? 1 : Number(text);

/**
 * The sentence of `description` that states, in every case, a bound at least as tight as the
 * `key` of `value` the change adds (a minimum at or below the stated one, a maximum at or above
 * it); undefined where none does.
 */
export function boundStated(description: string | undefined, key: BoundKey, value: number): string | undefined {
  if (description === undefined || description === '') return undefined;
  const lower = key.startsWith('min');
  return sentencesOf(description).find((sentence) => {
    if (isConditional(sentence) || measureOf(sentence) !== MEASURE[key]) return false;
    const stated: number[] = [];
    const between = BETWEEN.exec(sentence);
    if (between) stated.push(numberOf((lower ? between[1] : between[2]) as string));
    for (const form of lower ? AT_LEAST : AT_MOST) {
      const m = form.exec(sentence);
      if (m) stated.push(numberOf(m[1] as string));
    }
    if (lower && key === 'minimum' && NON_NEGATIVE.test(sentence)) stated.push(0);
    return stated.some((bound) => Number.isFinite(bound) && (lower ? value <= bound : value >= bound));
  });
}
