// What the rules derive from one parsed object (a CRD's schemas, how it hoists), kept beside the
// object: each fact is computed once, however many rules ask, and goes when the object does, at
// the end of its review (STYLE: no module state). Parse only provides the place; the facts and
// how to derive them belong to the rules that define their keys.

/** One kind of fact: a constant of the module that derives it; keys are compared by identity. */
export interface FactKey<T> {
  /** For debugging only. */
  readonly name: string;
  /** Never set: it ties the key to its type of fact, so a key for one type is not a key for another. */
  readonly fact?: T;
}

export class DerivedFacts {
  private values: Map<FactKey<unknown>, unknown> | undefined; // most objects never get a fact

  get<T>(key: FactKey<T>, derive: () => T): T {
    this.values ??= new Map();
    if (this.values.has(key)) return this.values.get(key) as T;
    const value = derive();
    this.values.set(key, value);
    return value;
  }
}
