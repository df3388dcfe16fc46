// Work that rules share across one review: one value per key, made on first use and kept until
// the review ends (STYLE: no module state). The head and base passes of a review see the same
// cache, so a CEL expression compiled for the head is not compiled again for the base.

/** What a cache holds under one key: a constant of the module that uses it. */
export interface CacheKey<T> {
  /** For debugging only: keys are compared by identity. */
  readonly name: string;
  create(): T;
}

export class ReviewCache {
  private readonly values = new Map<CacheKey<unknown>, unknown>();

  get<T>(key: CacheKey<T>): T {
    if (this.values.has(key)) return this.values.get(key) as T;
    const value = key.create();
    this.values.set(key, value);
    return value;
  }
}
