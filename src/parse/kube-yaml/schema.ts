import { defineMappingTag, defineScalarTag, defineSequenceTag, NOT_RESOLVED, Schema, strTag } from 'js-yaml';
import { keyString, MERGE_KEY, resolvePlain, resolveTagged, RESOLVING_FIRST_CHARS, TAGS } from './resolve.js';

// A js-yaml schema that builds the values go-yaml v2 builds (decode.go), so that what the rules
// see is what Kubernetes stores:
// - plain scalars resolve as resolve.go does (resolve.ts: YAML 1.1 booleans, octal `0777`, ...);
// - any tag is accepted, as go-yaml accepts it: the standard scalar tags convert or refuse the
//   text as go-yaml does, every other tag on a scalar leaves it a string
//   (`!!python/name:material.extensions.emoji.twemoji` in an mkdocs.yml is ''), and tags on
//   mappings and sequences are ignored;
// - `<<` merges go-yaml's way (decode.go d.merge): entries are applied in order, each overwriting
//   what is there, so a merge overrides the keys before it and the keys after it override the
//   merge; in a list of mappings the earlier ones win; its value must be a mapping or a list of
//   them;
// - keys become strings as sigs.k8s.io/yaml writes them into JSON (`y:` is the key "true",
//   `0777:` is "511"); a null key, and a mapping or sequence as key, are refused as there.
// Repeated keys stay an error (the project's choice, parse/duplicate-key), except a key set by a
// merge, which a later key overrides.

/** Keys a merge set on a mapping, which a later explicit key may override: rare, so kept aside. */
const MERGED = Symbol('merged keys');
type Mapping = Record<string, unknown> & { [MERGED]?: Set<string> };

/** What reading a null key gives: sigs.k8s.io/yaml refuses it ("unsupported map key of type"). */
export const NULL_KEY_ERROR = 'a mapping key is null, which Kubernetes cannot store as a JSON key';

/** What reading a mapping or list as a key gives: no JSON key can hold one. */
export const COLLECTION_KEY_ERROR =
  'a mapping or sequence is used as a mapping key, which Kubernetes cannot store as a JSON key';

function normalisedKey(key: unknown): string | { error: string } {
  if (typeof key === 'string') return key;
  if (typeof key === 'boolean' || typeof key === 'number') return keyString(key);
  if (key === null || key === undefined) return { error: NULL_KEY_ERROR };
  return { error: COLLECTION_KEY_ERROR };
}

function setEntry(map: Mapping, key: string, value: unknown): void {
  if (key === '__proto__')
    Object.defineProperty(map, key, { value, enumerable: true, configurable: true, writable: true });
  else map[key] = value;
}

const isMapping = (v: unknown): v is Mapping => typeof v === 'object' && v !== null && !Array.isArray(v);

function merge(map: Mapping, source: unknown): string {
  const sources = Array.isArray(source) ? [...source].reverse() : [source];
  if (!sources.every(isMapping)) return 'map merge requires map or sequence of maps as the value';
  for (const from of sources as Mapping[]) {
    for (const key of Object.keys(from)) {
      setEntry(map, key, from[key]);
      if (!map[MERGED]) Object.defineProperty(map, MERGED, { value: new Set<string>(), enumerable: false });
      map[MERGED]?.add(key);
    }
  }
  return '';
}

// `finalize` (the identity) marks a collection unfinished while it is read, so an alias inside its
// own anchor is refused, as go-yaml refuses it ("anchor value contains itself").
const mappingOptions = {
  create: (): Mapping => ({}),
  finalize: (map: Mapping): Mapping => map,
  identify: () => false,
  addPair: (map: Mapping, key: unknown, value: unknown): string => {
    if (key === MERGE_KEY) return merge(map, value);
    const k = normalisedKey(key);
    if (typeof k !== 'string') return k.error;
    setEntry(map, k, value === MERGE_KEY ? '<<' : value);
    map[MERGED]?.delete(k);
    return '';
  },
  has: (map: Mapping, key: unknown): boolean => {
    if (key === MERGE_KEY) return false; // several merge keys in one mapping are allowed
    const k = normalisedKey(key);
    return typeof k === 'string' && Object.hasOwn(map, k) && !map[MERGED]?.has(k);
  },
  keys: (map: Mapping) => Object.keys(map),
  get: (map: Mapping, key: unknown) => (typeof key === 'string' && Object.hasOwn(map, key) ? map[key] : null),
};

const sequenceOptions = {
  create: (): unknown[] => [],
  finalize: (list: unknown[]): unknown[] => list,
  identify: () => false,
  addItem: (list: unknown[], item: unknown): string => {
    list.push(item === MERGE_KEY ? '<<' : item);
    return '';
  },
};

const implicitTag = defineScalarTag('tag:kube-api-review,2025:go-yaml-v2-implicit', {
  implicit: true,
  implicitFirstChars: [...RESOLVING_FIRST_CHARS, '<'],
  identify: () => false,
  resolve: (source) => {
    if (source === '<<') return MERGE_KEY;
    const value = resolvePlain(source);
    return typeof value === 'string' ? NOT_RESOLVED : value;
  },
});

const explicitTags = [TAGS.bool, TAGS.int, TAGS.float, TAGS.null, TAGS.timestamp, TAGS.binary].map((tag) =>
  defineScalarTag(tag, {
    identify: () => false,
    resolve: (source) => {
      const result = resolveTagged(tag, source);
      return 'value' in result ? result.value : NOT_RESOLVED;
    },
  }),
);

// `!!merge <<` is the merge key too (decode.go's isMerge: the text `<<`, plain or tagged !!merge;
// knative's CRDs write `- !!merge <<: *version`). Any other text under the tag is a string, as
// resolve.go leaves what it cannot resolve.
const mergeTag = defineScalarTag(TAGS.merge, {
  identify: () => false,
  resolve: (source) => (source === '<<' ? MERGE_KEY : source),
});

export const KUBE_YAML_SCHEMA = new Schema([
  strTag,
  implicitTag,
  mergeTag,
  ...explicitTags,
  defineScalarTag('', { matchByTagPrefix: true, identify: () => false, resolve: (source) => source }),
  defineSequenceTag('tag:yaml.org,2002:seq', sequenceOptions),
  defineSequenceTag('', { matchByTagPrefix: true, ...sequenceOptions }),
  defineMappingTag('tag:yaml.org,2002:map', mappingOptions),
  defineMappingTag('', { matchByTagPrefix: true, ...mappingOptions }),
]);

/** A document whose whole value is the text `<<`. */
export const documentValue = (value: unknown): unknown => (value === MERGE_KEY ? '<<' : value);
