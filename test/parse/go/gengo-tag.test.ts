import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { splitOutsideQuotes, tagChain, tagOfComment, type GengoTag } from '../../../src/parse/go/gengo-tag.js';

// Comment tags in gengo's shape (spec/go-lifecycle.md §2).

const at = (text: string) => tagOfComment({ line: 7, column: 2, text });

describe('tagOfComment', () => {
  it.each([
    [' +optional', { name: 'optional', args: [], raw: 'optional', line: 7, column: 5 }],
    ['+featureGate=A,B', { name: 'featureGate', args: [], value: 'A,B', raw: 'featureGate=A,B', line: 7, column: 4 }],
    ['\t+k8s:ifEnabled(Gate)=+k8s:minimum=0', { name: 'k8s:ifEnabled', args: ['Gate'], value: '+k8s:minimum=0', raw: 'k8s:ifEnabled(Gate)=+k8s:minimum=0', line: 7, column: 5 }],
    [' +k8s:rule(`a,b)`, "c=d")=x ', { name: 'k8s:rule', args: ['`a,b)`', '"c=d"'], value: 'x', raw: 'k8s:rule(`a,b)`, "c=d")=x', line: 7, column: 5 }],
    [' +lifecycle:kubernetes:minVersion=v1.20,status=alpha', { name: 'lifecycle:kubernetes:minVersion', args: [], value: 'v1.20,status=alpha', raw: 'lifecycle:kubernetes:minVersion=v1.20,status=alpha', line: 7, column: 5 }],
  ])('%s', (text, want) => {
    expect(at(text)).toEqual(want);
  });

  it.each([' Prose that mentions +lifecycle:kubernetes:minVersion=v1.0', ' a + b', '', ' -optional'])('%s is not a tag', (text) => {
    expect(at(text)).toBeUndefined();
  });

  it.each([
    [' +', 'a tag must start with a name of letters, digits and "_-.:" after "+"'],
    [' +name(a', 'the arguments of +name are not closed with ")"'],
    [' +name!x', 'unexpected "!" after +name'],
  ])('%s is malformed', (text, message) => {
    expect(at(text)).toEqual({ line: 7, column: 5, message });
  });
});

describe('tagChain', () => {
  const chainOf = (text: string) => tagChain(at(text) as GengoTag).map((t) => ('message' in t ? t : { name: t.name, args: t.args, value: t.value, column: t.column }));

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
      fc.property(fc.string().filter((s) => !/["'`]/.test(s)), (s) => {
        expect(splitOutsideQuotes(s, ',')).toEqual(s.split(','));
      }),
    );
  });
});
