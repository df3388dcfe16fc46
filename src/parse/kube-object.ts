import { DerivedFacts } from './derived-facts.js';
import { isClusterScopedKind } from './cluster-scoped-kinds.js';

// A Kubernetes object read from a manifest, and where it came from.

export type JsonValue = null | boolean | number | string | JsonValue[] | { [key: string]: JsonValue };
export type JsonObject = { readonly [key: string]: unknown };

export interface ObjectSource {
  readonly file: string;
  /** The document's offset in the file's text and its 1-based first line. */
  readonly docOffset: number;
  readonly docLine: number;
  /** Steps from the document root to the object: empty, or `items`, i for an item of a List. */
  readonly prefix: readonly (string | number)[];
}

export interface KubeObject {
  readonly apiVersion: string;
  /** The API group: '' for the core group (`v1`), else the part before the slash. */
  readonly group: string;
  readonly version: string;
  readonly kind: string;
  readonly name: string;
  readonly namespace?: string;
  /** The whole object as parsed (JSON-compatible values, never mutated). */
  readonly value: JsonObject;
  readonly source: ObjectSource;
  /** What rules derive from the object, computed on first use (derived-facts.ts). */
  readonly facts: DerivedFacts;
}

export const isJsonObject = (v: unknown): v is JsonObject => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Group, kind, namespace and name: how the apiserver tells objects apart, whatever the file. */
export function objectIdentity(o: Pick<KubeObject, 'group' | 'kind' | 'namespace' | 'name'>): string {
  return `${o.group}/${o.kind}/${o.namespace ?? ''}/${o.name}`;
}

/** The object a document holds, or undefined when the document is not a Kubernetes object. */
export function toKubeObject(value: unknown, source: ObjectSource): KubeObject | undefined {
  if (!isJsonObject(value)) return undefined;
  const { apiVersion, kind } = value;
  if (typeof apiVersion !== 'string' || typeof kind !== 'string' || apiVersion === '' || kind === '') return undefined;
  const metadata = isJsonObject(value.metadata) ? value.metadata : {};
  const slash = apiVersion.indexOf('/');
  const group = slash === -1 ? '' : apiVersion.slice(0, slash);
  // The namespace the apiserver keeps: none on a cluster-scoped kind, whatever the file says.
  const namespace =
    typeof metadata.namespace === 'string' && metadata.namespace !== '' && !isClusterScopedKind(group, kind)
      ? metadata.namespace
      : undefined;
  return {
    apiVersion,
    group,
    version: slash === -1 ? apiVersion : apiVersion.slice(slash + 1),
    kind,
    name: typeof metadata.name === 'string' ? metadata.name : '',
    ...(namespace === undefined ? {} : { namespace }),
    value,
    source,
    facts: new DerivedFacts(),
  };
}

/** The objects of one document: itself, or the items of a `kind: *List` as kubectl expands them. */
export function objectsOfDocument(value: unknown, source: Omit<ObjectSource, 'prefix'>): KubeObject[] {
  const top = toKubeObject(value, { ...source, prefix: [] });
  if (!top) return [];
  const items = top.value.items;
  if (!top.kind.endsWith('List') || !Array.isArray(items)) return [top];
  return items.flatMap((item, i) => {
    const o = toKubeObject(item, { ...source, prefix: ['items', i] });
    return o ? [o] : [];
  });
}

/** The API group and kind of CustomResourceDefinitions, of any version. */
export const CRD_GROUP = 'apiextensions.k8s.io';
export const CRD_KIND = 'CustomResourceDefinition';

export const isCrd = (o: { readonly group: string; readonly kind: string }): boolean =>
  o.group === CRD_GROUP && o.kind === CRD_KIND;

/** The string value of one of an object's `metadata.annotations`; undefined when it has none (or no string). */
export function annotationOf(o: KubeObject, key: string): string | undefined {
  const metadata = o.value.metadata;
  const value = isJsonObject(metadata) && isJsonObject(metadata.annotations) ? metadata.annotations[key] : undefined;
  return typeof value === 'string' ? value : undefined;
}
