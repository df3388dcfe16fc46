import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { splitOutsideQuotes, tagChain, tagOfComment, type GengoTag } from '../../../src/parse/go/gengo-tag.js';

// Comment tags in gengo's shape (spec/go-lifecycle.md §2).

const at = (text: string) => tagOfComment({ line: 7, column: 2, text });

describe('tagOfComment', () => {
  it.each([
    [' +optional', { name: 'optional', args: [], raw: 'optional', line: 7, column: 5 }],
    ['+featureGate=A,B', { name: 'featureGate', args: [], value: 'A,B', raw: 'featureGate=A,B', line: 7, column: 4 }],
    [
      '\t+k8s:ifEnabled(Gate)=+k8s:minimum=0',
      {
        name: 'k8s:ifEnabled',
        args: ['Gate'],
        value: '+k8s:minimum=0',
        raw: 'k8s:ifEnabled(Gate)=+k8s:minimum=0',
        line: 7,
        column: 5,
      },
    ],
    [
      ' +k8s:rule(`a,b)`, "c=d")=x ',
      { name: 'k8s:rule', args: ['`a,b)`', '"c=d"'], value: 'x', raw: 'k8s:rule(`a,b)`, "c=d")=x', line: 7, column: 5 },
    ],
    [
      ' +lifecycle:kubernetes:minVersion=v1.20,status=alpha',
      {
        name: 'lifecycle:kubernetes:minVersion',
        args: [],
        value: 'v1.20,status=alpha',
        raw: 'lifecycle:kubernetes:minVersion=v1.20,status=alpha',
        line: 7,
        column: 5,
      },
    ],
  ])('%s', (text, want) => {
    expect(at(text)).toEqual(want);
  });

  it.each([' Prose that mentions +lifecycle:kubernetes:minVersion=v1.0', ' a + b', '', ' -optional'])(
    '%s is not a tag',
    (text) => {
      expect(at(text)).toBeUndefined();
    },
  );

  it.each([
    [' +', 'a tag must start with a name of letters, digits and "_-.:" after "+"'],
    [' +name(a', 'the arguments of +name are not closed with ")"'],
    [' +name!x', 'unexpected "!" after +name'],
  ])('%s is malformed', (text, message) => {
    expect(at(text)).toEqual({ line: 7, column: 5, message });
  });
});

describe('tagChain', () => {
  const chainOf = (text: string) =>
    tagChain(at(text) as GengoTag).map((t) =>
      'message' in t ? t : { name: t.name, args: t.args, value: t.value, column: t.column },
    );

  it('reads the tags a value holds, each at its own column', () => {
    const text = ' +k8s:beta(since: "1.37")=+k8s:ifEnabled("Gate")= +k8s:minimum=0';
    expect(chainOf(text)).toEqual([
      { name: 'k8s:beta', args: ['since: "1.37"'], value: '+k8s:ifEnabled("Gate")= +k8s:minimum=0', column: 5 },
      { name: 'k8s:ifEnabled', args: ['"Gate"'], value: ' +k8s:minimum=0', column: 30 },
      { name: 'k8s:minimum', args: [], value: '0', column: 54 },
    ]);
    // the columns are where the `+` of each tag stands in the comment line `//…`
    const line = `\t//${text}`;
    expect([5, 30, 54].map((c) => line[c - 1])).toEqual(['+', '+', '+']);
  });

  it('gives back each tag of any chain, each column at its `+`', () => {
    const name = fc.stringMatching(/^[a-z][A-Za-z0-9]{0,6}(:[a-zA-Z][A-Za-z0-9]{0,6})?$/);
    const arg = fc.oneof(
      fc.stringMatching(/^[A-Za-z0-9]{1,8}$/),
      fc.stringMatching(/^[A-Za-z0-9=,:() ]{0,8}$/).map((a) => JSON.stringify(a)),
    );
    const link = fc.record({ name, args: fc.array(arg, { maxLength: 2 }), space: fc.boolean() });
    fc.assert(
      fc.property(
        fc.array(link, { minLength: 1, maxLength: 4 }),
        fc.stringMatching(/^[a-z0-9]{0,6}$/),
        (links, last) => {
          const text = ` ${links.map((l) => `${l.space ? ' ' : ''}+${l.name}${l.args.length > 0 ? `(${l.args.join(', ')})` : ''}`).join('=')}=${last}`;
          const chain = tagChain(at(text) as GengoTag);
          expect(chain.map((t) => ('message' in t ? t.message : t.name))).toEqual(links.map((l) => l.name));
          const line = `\t//${text}`;
          for (const t of chain) expect(line[t.column - 1]).toBe('+');
        },
      ),
      { numRuns: 300 },
    );
  });

  it('stops at a value that is not a tag, and ends with a malformed one', () => {
    expect(chainOf(' +featureGate=A,B')).toEqual([{ name: 'featureGate', args: [], value: 'A,B', column: 5 }]);
    expect(chainOf(' +k8s:ifEnabled(G)=+k8s:x(')).toEqual([
      { name: 'k8s:ifEnabled', args: ['G'], value: '+k8s:x(', column: 5 },
      { line: 7, column: 23, message: 'the arguments of +k8s:x are not closed with ")"' },
    ]);
  });
});

describe('splitOutsideQuotes', () => {
  it('keeps quoted commas whole', () => {
    expect(splitOutsideQuotes('a="x,y",b=`p,q`,c=\'r,s\',d', ',')).toEqual(['a="x,y"', 'b=`p,q`', "c='r,s'", 'd']);
  });

  it('splits text without quotes as String.split does', () => {
    fc.assert(
      fc.property(
        fc.string().filter((s) => !/["'`]/.test(s)),
        (s) => {
          expect(splitOutsideQuotes(s, ',')).toEqual(s.split(','));
        },
      ),
    );
  });
});
