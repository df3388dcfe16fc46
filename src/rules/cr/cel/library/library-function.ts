// One function of a CEL library as the runtime registers it (runtime-environment.ts). The
// expression is rewritten so that each call of `name` (or `namespace.name`) calls the
// implementation here, registered as `k8s_<name>` (`k8s_<namespace>_<name>`), whatever the library
// itself declares under that name: its own versions of some functions differ from cel-go's.

// The library passes CEL values as JS values: int as bigint, double as number, list as array.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Handler = (...args: any[]) => unknown;

export interface LibraryFunction {
  /** The function's name in a rule. */
  readonly name: string;
  /** `format`, `sets`, `ip`: the function is called on this namespace (`format.dns1123Label()`). */
  readonly namespace?: string;
  /** Signatures with the renamed function (`string.k8s_charAt(int): string`) and their handlers. */
  readonly signatures: readonly (readonly [string, Handler])[];
}

/** The name a call of `name` (on `namespace`) is rewritten to. */
export const runtimeName = (name: string, namespace?: string): string =>
  namespace ? `k8s_${namespace}_${name}` : `k8s_${name}`;
