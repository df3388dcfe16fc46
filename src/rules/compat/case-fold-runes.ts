// The runes a case-folded literal of a pattern (`(?i)january`) matches besides itself: Go's
// regexp matches a folded rune against its whole simple-fold orbit (unicode.SimpleFold: k, K and
// the Kelvin sign K), and re2js's Inst.matchRune does the same. The walk over two patterns
// (pattern-inclusion.ts) cuts the runes into classes at every rune an instruction tells apart, so
// it needs the orbit's members as cut points; what each rune then matches it asks re2js.
//
// The members are found here from JavaScript's case mappings: runes whose lower case of their
// upper case is the same single rune. Those classes hold Go's orbits (its folds follow Unicode's
// simple case mappings) and at times more runes (dotless ı beside i and I), and an extra cut point
// costs only one more rune to try, never a wrong answer.

let classes: Map<number, number[]> | undefined;

const single = (s: string): number | undefined => {
  const r = s.codePointAt(0);
  return r !== undefined && String.fromCodePoint(r).length === s.length ? r : undefined;
};

/** The rune's case class key: the lower case of its upper case, where both are single runes. */
function classOf(r: number): number {
  const c = String.fromCodePoint(r);
  const upper = single(c.toUpperCase()) ?? r;
  return single(String.fromCodePoint(upper).toLowerCase()) ?? single(c.toLowerCase()) ?? r;
}

/** The runes that share `r`'s case class (`r` included). Built once, on first use (a pattern with `(?i)` is rare). */
export function caseVariants(r: number): readonly number[] {
  if (!classes) {
    classes = new Map();
    // The planes with cased letters: the Basic Multilingual Plane and the Supplementary
    // Multilingual Plane (Deseret, Osage, Adlam ...); surrogates are not runes.
    for (let c = 0; c < 0x20000; c++) {
      if (c >= 0xd800 && c <= 0xdfff) continue;
      const k = classOf(c);
      if (k === c) continue; // most runes: caseless, or the key of their own class
      let members = classes.get(k);
      if (!members) classes.set(k, (members = [k]));
      members.push(c);
    }
  }
  return classes.get(classOf(r)) ?? [r];
}
