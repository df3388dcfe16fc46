import type { Environment } from '@marcbachmann/cel-js';
import { celJs } from '../../../engine/lazy-packages.js';
import { ENVIRONMENT_OPTIONS } from '../../crd/cel/kubernetes-library.js';
import type { LibraryFunction } from './library/library-function.js';
import { Unrepresentable } from './cel-value.js';
import { NotEvaluable } from './cel-go-error.js';
import { STRINGS_LIBRARY } from './library/strings-library.js';
import { LISTS_LIBRARY, SETS_LIBRARY } from './library/lists-library.js';
import { regexLibrary, type RegexCache } from './library/regex-library.js';
import { conversionLibrary } from './library/conversion-library.js';
import { formatLibrary, FORMAT_TYPES } from './library/format-library.js';
import { NETWORK_EQUALITY, NETWORK_LIBRARY, NETWORK_TYPES } from './library/network-library.js';
import { URL_LIBRARY, URL_TYPES } from './library/url-library.js';
import { QUANTITY_EQUALITY, QUANTITY_LIBRARY, QUANTITY_TYPES } from './library/quantity-library.js';
import { SEMVER_EQUALITY, SEMVER_LIBRARY, SEMVER_TYPES } from './library/semver-library.js';
import { TIMESTAMP_LIBRARY, TIMESTAMP_TYPES, timestampOperators } from './library/timestamp-library.js';

// CR-CEL-009 (spec/cr-validation.md §8): the environment rules are evaluated in. It is the CEL
// library's own (its standard functions, macros and optionals, with the options the compiler
// uses: crd/cel/kubernetes-library.ts) plus the functions of this folder's library/ files,
// registered under rewritten names (library/library-function.ts) so that they replace the
// library's versions where those differ from cel-go's. `self` and `oldSelf` are dynamic: the
// values carry their own types (cel-value.ts).

/** Opaque Kubernetes types: registered so that their values have a CEL type here. */
export interface OpaqueType {
  readonly name: string;
  readonly ctor: new (...args: never[]) => object;
}

export interface RuntimeLibrary {
  readonly env: Environment;
  /** Every function the runtime implements, by how a rule calls it: `name` or `namespace.name`. */
  readonly functions: ReadonlyMap<string, LibraryFunction>;
}

export const libraryKey = (name: string, namespace?: string): string => (namespace ? `${namespace}.${name}` : name);

/**
 * `optionalOldSelf`: oldSelf declared `optional<dyn>`, as for a rule with `optionalOldSelf: true`.
 * Declared `dyn`, the library types `oldSelf.value()` as nothing, and fails every field access on
 * it ("Cannot index type 'undefined'": `!oldSelf.hasValue() || oldSelf.value().x == self.x`, the
 * idiom the API documents, was not evaluated on any resource: mongodb-atlas-kubernetes).
 */
export function runtimeLibrary(regexes: RegexCache, optionalOldSelf = false): RuntimeLibrary {
  const { Environment, Optional } = celJs();
  const env = new Environment(ENVIRONMENT_OPTIONS)
    .registerVariable('self', 'dyn')
    .registerVariable('oldSelf', optionalOldSelf ? 'optional<dyn>' : 'dyn');
  for (const t of [
    ...NETWORK_TYPES,
    ...URL_TYPES,
    ...QUANTITY_TYPES,
    ...SEMVER_TYPES,
    ...TIMESTAMP_TYPES,
    ...FORMAT_TYPES,
  ])
    env.registerType(t.name, t.ctor);
  // Values cel-value.ts cannot represent: a type of their own, so that a value holding one is
  // accepted and only an operation on one fails (not evaluated).
  env.registerType('kubernetes.Unrepresentable', Unrepresentable);
  env.registerOperator(
    'kubernetes.Unrepresentable == kubernetes.Unrepresentable',
    (a: Unrepresentable, b: Unrepresentable) => {
      if (a.text !== undefined && a.why === b.why && a.text === b.text) return true;
      throw new NotEvaluable(
        `values CEL gets as ${a.why === b.why ? a.why.replace('format ', '') : 'other types'} are compared`,
      );
    },
  );
  // Against any other value the library answers false, which may be wrong (an instant equal to a
  // timestamp, an error value): operand-shapes.ts keeps such comparisons from being evaluated.
  const all = [
    ...STRINGS_LIBRARY,
    ...LISTS_LIBRARY,
    ...SETS_LIBRARY,
    ...regexLibrary(regexes),
    ...conversionLibrary(env),
    ...formatLibrary(
      () => Optional.none(),
      (v) => Optional.of(v),
    ),
    ...NETWORK_LIBRARY,
    ...URL_LIBRARY,
    ...QUANTITY_LIBRARY,
    ...SEMVER_LIBRARY,
    ...TIMESTAMP_LIBRARY,
  ];
  const functions = new Map<string, LibraryFunction>();
  for (const f of all) {
    const key = libraryKey(f.name, f.namespace);
    const known = functions.get(key);
    // One name may have several entries (strings' and lists' indexOf): their signatures add up.
    functions.set(key, known ? { ...known, signatures: [...known.signatures, ...f.signatures] } : f);
    for (const [signature, handler] of f.signatures) env.registerFunction(signature, handler);
  }
  // IPs, CIDRs and quantities compare by value (their Equal in apiserver pkg/cel).
  for (const [signature, handler] of [...NETWORK_EQUALITY, QUANTITY_EQUALITY, SEMVER_EQUALITY])
    env.registerOperator(signature, handler as (a: unknown, b: unknown) => boolean);
  // Timestamp arithmetic yields the library's own durations, so that they compare with duration()'s.
  const DurationCtor = (env.evaluate('duration("0s")') as object).constructor as new (
    seconds: bigint,
    nanos: number,
  ) => object;
  const makeDuration = (nanos: bigint): object =>
    new DurationCtor(nanos / 1_000_000_000n, Number(nanos % 1_000_000_000n));
  for (const [signature, handler] of timestampOperators(makeDuration))
    env.registerOperator(signature, handler as (a: unknown, b: unknown) => unknown);
  return { env, functions };
}
