import type { RE2JS } from 're2js';
import { re2js } from '../../../engine/lazy-packages.js';
import type { CacheKey } from '../../../engine/review-cache.js';

// The RE2 patterns of one review: whether each compiles (SCHEMA-STRUCT-009, crd/structural) and
// whether a value matches it (defaults, custom resources). Compiling costs far more than either
// question, and CRDs repeat patterns (names, quantities, durations) thousands of times: the corpus
// repeats 111 patterns 6,617 times. One cache per review, and one compilation per pattern.
export class PatternCache {
  private readonly compiled = new Map<string, RE2JS | { readonly problem: string }>();
  private readonly verdicts = new Map<string, string | undefined>();
  /**
   * Whether each value matched, by pattern: resources repeat values (names, kinds, hostnames)
   * that the same fields' patterns judge, and a match in re2js costs microseconds. The strings
   * are the parsed documents' own, so the memory is what the review already holds.
   */
  private readonly matched = new Map<string, Map<string, boolean>>();

  /** Why RE2 rejects `pattern` (Go's error text); undefined when it compiles. */
  problem(pattern: string): string | undefined {
    const known = this.verdicts.get(pattern);
    if (known !== undefined || this.verdicts.has(pattern)) return known;
    const compiled = isPlainlyValid(pattern) ? undefined : this.compile(pattern);
    const problem = compiled === undefined || !('problem' in compiled) ? undefined : compiled.problem;
    this.verdicts.set(pattern, problem);
    return problem;
  }

  /** Whether `value` matches `pattern` somewhere (go-openapi's pattern check); true when the pattern does not compile. */
  matches(pattern: string, value: string): boolean {
    let byValue = this.matched.get(pattern);
    if (byValue === undefined) this.matched.set(pattern, (byValue = new Map()));
    let found = byValue.get(value);
    if (found === undefined) {
      const re = this.compile(pattern);
      // An invalid pattern is SCHEMA-STRUCT-009's finding, not a value's.
      found = 'problem' in re || re.matcher(value).find();
      byValue.set(value, found);
    }
    return found;
  }

  /** The compiled pattern, undefined when RE2 rejects it (compat/ walks its program, pattern-inclusion.ts). */
  program(pattern: string): RE2JS | undefined {
    const re = this.compile(pattern);
    return 'problem' in re ? undefined : re;
  }

  private compile(pattern: string): RE2JS | { readonly problem: string } {
    let re = this.compiled.get(pattern);
    if (re === undefined) {
      re = compileRe2(pattern);
      this.compiled.set(pattern, re);
    }
    return re;
  }
}

export const COMPILED_PATTERNS: CacheKey<PatternCache> = {
  name: 'compiled RE2 patterns',
  create: () => new PatternCache(),
};

/**
 * A pattern both engines accept without doubt, so compiling it with re2js (a millisecond each,
 * tens for Unicode classes) can be skipped: no `(?` group but `(?:` (no lookaround, flags or
 * names), no `[]` or `[^]`, no escapes but `\\d \\w \\s` (and their negations), `\\r \\n \\t \\f \\v`,
 * `\\xHH`, a Unicode general category (`\\p{L}`, `\\P{Nd}`: both know every one, and JavaScript also
 * knows scripts and properties RE2 does not) or punctuation JavaScript's unicode mode also
 * escapes, repeat counts that RE2 allows, and JavaScript's unicode mode compiles it. JavaScript
 * rejects what RE2 rejects in that subset (nested repetition, bad ranges, unbalanced groups);
 * anything else goes to re2js.
 */
function isPlainlyValid(pattern: string): boolean {
  if (
    pattern.length > 500 ||
    /\(\?(?!:)/.test(pattern) ||
    pattern.includes('[:') ||
    pattern.includes('[]') ||
    pattern.includes('[^]')
  )
    return false;
  if (pattern.includes('\\') && pattern.replace(PLAIN_ESCAPES, '').includes('\\')) return false;
  // RE2 caps a repeat count, nested repeats multiplied, at 1000; the product of all bounds over-approximates.
  let product = 1;
  for (const m of pattern.matchAll(/\{(\d*)(?:,(\d*))?\}/g))
    product *= Math.max(1, Number(m[1] || 0), Number(m[2] || 0));
  if (product > 1000) return false;
  try {
    new RegExp(pattern, 'u');
    return true;
  } catch {
    return false;
  }
}

const GENERAL_CATEGORIES =
  'C|Cc|Cf|Co|Cs|L|Ll|Lm|Lo|Lt|Lu|M|Mc|Me|Mn|N|Nd|Nl|No|P|Pc|Pd|Pe|Pf|Pi|Po|Ps|S|Sc|Sk|Sm|So|Z|Zl|Zp|Zs';
/** The escapes of isPlainlyValid's subset, matched left to right (so `\\\\p` is an escaped backslash and a `p`). */
const PLAIN_ESCAPES = new RegExp(
  `\\\\(?:[dwsDWSrntfv.\\-/\\\\^$*+?()[\\]{}|]|x[0-9A-Fa-f]{2}|[pP]\\{(?:${GENERAL_CATEGORIES})\\})`,
  'g',
);

/** The Go regexp error text for a pattern RE2 rejects (re2js is a port of Go's parser). */
export function re2Problem(pattern: string): string | undefined {
  const compiled = compileRe2(pattern);
  return 'problem' in compiled ? compiled.problem : undefined;
}

function compileRe2(pattern: string): RE2JS | { readonly problem: string } {
  // Loaded outside the try: a missing package must fail the run, not read as a pattern's problem.
  const { RE2JS } = re2js();
  try {
    return RE2JS.compile(pattern);
  } catch (error) {
    return { problem: error instanceof Error ? error.message : String(error) };
  }
}
