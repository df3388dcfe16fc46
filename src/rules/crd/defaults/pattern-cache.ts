import { RE2JS } from 're2js';
import type { CacheKey } from '../../../engine/review-cache.js';

// Compiling an RE2 pattern costs far more than matching a default against it, and CRDs repeat
// patterns (names, quantities, durations) thousands of times: one cache per review.
export class PatternCache {
  private readonly compiled = new Map<string, RE2JS | null>();

  /** Whether `value` matches `pattern` somewhere (go-openapi's pattern check); true when the pattern does not compile. */
  matches(pattern: string, value: string): boolean {
    let re = this.compiled.get(pattern);
    if (re === undefined) {
      try {
        re = RE2JS.compile(pattern);
      } catch {
        re = null; // an invalid pattern is SCHEMA-STRUCT-009's finding, not this one
      }
      this.compiled.set(pattern, re);
    }
    return re === null || re.matcher(value).find();
  }
}

export const COMPILED_PATTERNS: CacheKey<PatternCache> = { name: 'compiled RE2 patterns', create: () => new PatternCache() };
