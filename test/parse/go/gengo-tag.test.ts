import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { splitOutsideQuotes, tagOfComment } from '../../../src/parse/go/gengo-tag.js';

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
