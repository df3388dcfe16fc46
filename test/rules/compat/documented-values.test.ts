import { describe, expect, it } from 'vitest';
import { describesOnlyValues } from '../../../src/rules/compat/documented-values.js';

// Whether a field's description named the only values it takes (documented-values.ts).

describe('describesOnlyValues', () => {
  it.each([
    ['The only values allowed are "ingress" or "egress".', ['ingress', 'egress']],
    ['Direction is the direction of the rule. etherType must be IPv4 or IPv6', ['IPv4', 'IPv6']],
    ['Type of the storage. This can be either "Volume" or "Local".', ['Local', 'Volume']],
    ["Valid values are 'Retain' and 'Delete'.", ['Retain', 'Delete']],
    ['Mode is one of `Fast`, `Slow`.', ['Fast', 'Slow']],
    // kiali-operator 887229dfbf: a closed list after "can be".
    ["The URL format for the external url. Can be 'jaeger' or 'grafana'. Default to 'grafana'.", ['jaeger', 'grafana']],
    // controller-gen wraps a description at 80 columns, inside a sentence.
    ['direction of the rule. The only values\nallowed are "ingress" or "egress". For a compute', ['ingress', 'egress']],
  ])('%s names %j', (description, values) => {
    expect(describesOnlyValues(description, values)).toBe(true);
  });

  it.each([
    ['no description', undefined, ['A']],
    ['a value it does not name', 'Must be "A" or "B".', ['A', 'C']],
    ['a quoted value the enum leaves out', 'Must be "A", "B" or "C".', ['A', 'B']],
    ['no sentence that states the values', 'Set to "A" for speed or "B" for safety.', ['A', 'B']],
    ['a conditional sentence', 'When mode is Fast, it must be "A" or "B".', ['A', 'B']],
    ['values in two paragraphs', 'Must be "A"\n\nor "B".', ['A', 'B']],
    ['a value inside another word', 'Must be IPv4 or IPv6.', ['IP', 'IPv6']],
    ['a value that is no string', 'Must be 1 or 2.', [1, 2]],
    ['an empty string among the values', 'Must be "" or "A".', ['', 'A']],
    ['no values', 'Must be set.', []],
    ['"can be" with no value right after it', "It can be set to 'A' or 'B' for speed.", ['A', 'B']],
  ])('not for %s', (_name, description, values) => {
    expect(describesOnlyValues(description, values)).toBe(false);
  });
});
