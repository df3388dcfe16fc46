/**
 * A map whose values are made when first read, its keys known at once: a release's CRD is read
 * from git and parsed only where a question needs that release (released-crds.ts asks the newest
 * first, and most changes need no other). Iterating reads every value. A value that cannot be
 * made is `otherwise`, and `failed` hears why.
 */
export class LazyMap<K, V> implements ReadonlyMap<K, V> {
  private readonly made = new Map<K, V>();

  constructor(
    private readonly makers: ReadonlyMap<K, () => V>,
    private readonly otherwise: V,
    private readonly failed: (error: unknown) => void,
  ) {}

  get size(): number {
    return this.makers.size;
  }

  has(key: K): boolean {
    return this.makers.has(key);
  }

  get(key: K): V | undefined {
    if (this.made.has(key)) return this.made.get(key);
    const make = this.makers.get(key);
    if (!make) return undefined;
    let value: V;
    try {
      value = make();
    } catch (error) {
      this.failed(error);
      value = this.otherwise;
    }
    this.made.set(key, value);
    return value;
  }

  keys(): MapIterator<K> {
    return this.makers.keys();
  }

  entries(): MapIterator<[K, V]> {
    return this.all().entries();
  }

  values(): MapIterator<V> {
    return this.all().values();
  }

  forEach(callback: (value: V, key: K, map: ReadonlyMap<K, V>) => void, thisArg?: unknown): void {
    for (const [key, value] of this.all()) callback.call(thisArg, value, key, this);
  }

  [Symbol.iterator](): MapIterator<[K, V]> {
    return this.entries();
  }

  /** Every value made, in the order of the keys. */
  private all(): Map<K, V> {
    return new Map([...this.makers.keys()].map((key) => [key, this.get(key) as V]));
  }
}
