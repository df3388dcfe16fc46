import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import { parseOwnersAliases } from '../../src/github/owners-aliases.js';

// Prow's OWNERS_ALIASES (spec/github.md §1.9): `aliases:` maps names to logins. Anything else is a
// problem value, so the verifier reports unverified instead of guessing who approves.

describe('parseOwnersAliases', () => {
  it("reads kubernetes/kubernetes's shape, lower-casing names and logins", () => {
    const text = `# See the OWNERS docs at https://go.k8s.io/owners
aliases:
  api-approvers:
    - deads2k
    - Thockin # lead
  Sig-Node-API-Reviewers: []
  empty-alias:
`;
    expect(parseOwnersAliases(text)).toEqual({
      aliases: new Map([
        ['api-approvers', ['deads2k', 'thockin']],
        ['sig-node-api-reviewers', []],
        ['empty-alias', []],
      ]),
    });
  });

  it.each([
    ['', {}],
    ['# nothing yet\n', {}],
    ['other: 1\n', {}],
    ['aliases:\n', {}],
  ])('finds no alias in %j', (text) => {
    expect(parseOwnersAliases(text)).toEqual({ aliases: new Map() });
  });

  it.each([
    ['aliases: [a, b]\n', 'aliases: is not a mapping of names to lists of logins'],
    ['- a\n', 'not a mapping with an aliases: key'],
    ['aliases:\n  api-approvers: thockin\n', 'alias api-approvers is not a list of logins'],
    ['aliases:\n  api-approvers: [thockin, {x: 1}]\n', 'alias api-approvers lists something that is not a login'],
    ['aliases:\n  ? [a]\n  : [b]\n', 'an alias name under aliases: is not a string'],
  ])('refuses %j', (text, problem) => {
    expect(parseOwnersAliases(text)).toEqual({ problem });
  });

  it("refuses text that is not YAML, naming the parser's complaint", () => {
    const result = parseOwnersAliases('aliases:\n  a: [b\n');
    expect(result).toHaveProperty('problem');
    expect('problem' in result && result.problem).toMatch(/^not YAML: /);
  });

  it('reads back any alias map it is given, and never throws on any text', () => {
    const login = fc.stringMatching(/^[a-z0-9](?:[a-z0-9-]{0,10}[a-z0-9])?$/);
    fc.assert(
      fc.property(fc.dictionary(login, fc.array(login)), (aliases) => {
        const result = parseOwnersAliases(stringify({ aliases }));
        expect(result).toEqual({ aliases: new Map(Object.entries(aliases)) });
      }),
    );
    fc.assert(fc.property(fc.string(), (text) => void parseOwnersAliases(text)));
  });
});
