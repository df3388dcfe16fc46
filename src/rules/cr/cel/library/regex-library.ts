import type { RE2JS } from 're2js';
import { re2js } from '../../../../engine/lazy-packages.js';
import { NotEvaluable } from '../cel-go-error.js';
import type { LibraryFunction } from './library-function.js';

// CR-CEL-009: regular expressions with Go's RE2 semantics (re2js is a port of Go's regexp):
// cel-go's standard `matches` (RE2's MatchString: unanchored) and the Kubernetes regex library's
// `find` and `findAll` (apiserver pkg/cel/library/regex.go: FindString, FindAllString). A pattern
// that does not compile: cel-go compiles literal patterns when the CRD is created (so such a CRD
// never exists); a pattern built at run time fails with Go's parser text, which is not reproduced
// here, so the rule is not evaluated.

export class RegexCache {
  private readonly compiled = new Map<string, RE2JS>();

  get(pattern: string): RE2JS {
    let re = this.compiled.get(pattern);
    if (re === undefined) {
      // The package is loaded outside the try: a missing one is an internal error, not a rule's.
      const { RE2JS } = re2js();
      try {
        re = RE2JS.compile(pattern);
      } catch {
        throw new NotEvaluable(`the regular expression ${JSON.stringify(pattern)} does not compile`);
      }
      this.compiled.set(pattern, re);
    }
    return re;
  }
}

/** Go's FindAllString(s, n): at most n matches when n >= 0; an empty match right after a match is skipped. */
function findAll(re: RE2JS, s: string, n: bigint): string[] {
  const out: string[] = [];
  if (n === 0n) return out;
  const m = re.matcher(s);
  let prevEnd = -1;
  while (m.find()) {
    const start = m.start();
    const end = m.end();
    if (!(start === end && start === prevEnd)) out.push(m.group() ?? '');
    prevEnd = end;
    if (n > 0n && BigInt(out.length) >= n) break;
  }
  return out;
}

export function regexLibrary(cache: RegexCache): readonly LibraryFunction[] {
  const matches = (s: string, p: string): boolean => cache.get(p).matcher(s).find();
  const find = (s: string, p: string): string => {
    const m = cache.get(p).matcher(s);
    return m.find() ? (m.group() ?? '') : '';
  };
  return [
    {
      name: 'matches',
      signatures: [
        ['string.k8s_matches(string): bool', matches],
        ['k8s_matches(string, string): bool', matches],
      ],
    },
    { name: 'find', signatures: [['string.k8s_find(string): string', find]] },
    {
      name: 'findAll',
      signatures: [
        ['string.k8s_findAll(string): list<string>', (s: string, p: string) => findAll(cache.get(p), s, -1n)],
        [
          'string.k8s_findAll(string, int): list<string>',
          (s: string, p: string, n: bigint) => findAll(cache.get(p), s, n),
        ],
      ],
    },
  ];
}
