import { v1beta1ServedVersions } from '../v1beta1-versions.js';
import { isJsonObject, type JsonObject, type KubeObject } from '../../parse/kube-object.js';

// The parts of a v1 CustomResourceDefinition that compat/ compares (spec/crd-compatibility.md
// §1, §4), read once from the parsed manifest. What does not decode reads as absent: crd/ and
// parse/ report it, and compat/ never guesses.

export interface CompatVersion {
  /** Index in the manifest's spec.versions, for head field paths (§3.2). */
  readonly index: number;
  readonly name: string;
  readonly served: boolean;
  /** Whether the manifest writes `served` at all (its key is where version-unserved lands). */
  readonly hasServed: boolean;
  readonly storage: boolean;
  /** `deprecated: true`: the apiserver warns its clients that the version goes away. */
  readonly deprecated: boolean;
  readonly schema: JsonObject | undefined;
  readonly subresources: JsonObject | undefined;
}

export interface CompatCrd {
  readonly object: KubeObject;
  readonly scope: string | undefined;
  readonly versions: readonly CompatVersion[];
  /** status.storedVersions when the manifest lists any, else its storage version (crd-validation.md CRD-STORED-003, CRD-PIPE-001). */
  readonly storedVersions: ReadonlySet<string>;
  readonly conversionStrategy: string | undefined;
  /** The names kubectl finds the resource by besides its plural (spec.names), where written. */
  readonly kubectlNames: KubectlNames;
}

/** spec.names' short names and categories, each list as written (strings only), and the singular kubectl answers to. */
export interface KubectlNames {
  readonly shortNames: readonly string[];
  readonly categories: readonly string[];
  /** `singular`, or the kind in lower case where none is written (the apiserver's default). */
  readonly singular: string | undefined;
}

export const CRD_API_VERSION = 'apiextensions.k8s.io/v1';
export const CRD_V1BETA1 = 'apiextensions.k8s.io/v1beta1';

/** The CRD's spec.group; '' where it writes none. */
export function crdGroup(crd: KubeObject): string {
  const spec = crd.value.spec;
  return isJsonObject(spec) && typeof spec.group === 'string' ? spec.group : '';
}

/** The CRD's spec.names.kind and spec.names.plural, each where it is written as a string. */
export function crdNames(crd: KubeObject): { readonly kind?: string; readonly plural?: string } {
  const spec = crd.value.spec;
  const names = isJsonObject(spec) && isJsonObject(spec.names) ? spec.names : {};
  return {
    ...(typeof names.kind === 'string' ? { kind: names.kind } : {}),
    ...(typeof names.plural === 'string' ? { plural: names.plural } : {}),
  };
}

/** The CRD when it is an apiextensions.k8s.io/v1 CRD with a spec mapping; else undefined (§1: skipped). */
export function compatCrd(object: KubeObject): CompatCrd | undefined {
  if (object.apiVersion !== CRD_API_VERSION || object.kind !== 'CustomResourceDefinition') return undefined;
  return compatCrdOf(object, object.value);
}

/**
 * The CRD before a change, as clusters hold it: compatCrd's, or an apiextensions.k8s.io/v1beta1
 * CRD that pruned (`preserveUnknownFields: false`) read as the apiserver serves it, its top-level
 * `validation` and `subresources` those of every version without its own, and `version` the one
 * version where `versions` is absent. A CRD moved to v1 is then compared with what it was
 * (onepassword-operator 6aea2ad renamed spec.item_path and dropped the status subresource as it
 * moved). One that kept unknown fields, v1beta1's default, is not read: as v1 it starts pruning,
 * which compat/preserve-unknown-fields-changed reports, and its schema may be one v1 refuses.
 */
export function compatCrdOfBase(object: KubeObject): CompatCrd | undefined {
  if (object.apiVersion === CRD_API_VERSION) return compatCrd(object);
  const spec = object.value.spec;
  if (object.apiVersion !== CRD_V1BETA1 || object.kind !== 'CustomResourceDefinition' || !isJsonObject(spec))
    return undefined;
  if (spec.preserveUnknownFields !== false) return undefined;
  return compatCrdOf(object, { ...object.value, spec: { ...spec, versions: v1beta1ServedVersions(spec) } });
}

function compatCrdOf(object: KubeObject, value: JsonObject): CompatCrd | undefined {
  const spec = value.spec;
  if (!isJsonObject(spec)) return undefined;
  const list = Array.isArray(spec.versions) ? spec.versions : [];
  const versions = list.flatMap((v: unknown, index): CompatVersion[] => {
    if (!isJsonObject(v) || typeof v.name !== 'string' || v.name === '') return [];
    const schema =
      isJsonObject(v.schema) && isJsonObject(v.schema.openAPIV3Schema) ? v.schema.openAPIV3Schema : undefined;
    return [
      {
        index,
        name: v.name,
        served: v.served === true,
        hasServed: v.served !== undefined && v.served !== null,
        storage: v.storage === true,
        deprecated: v.deprecated === true,
        schema,
        subresources: isJsonObject(v.subresources) ? v.subresources : undefined,
      },
    ];
  });
  const status = isJsonObject(value.status) ? value.status : {};
  const listed = Array.isArray(status.storedVersions)
    ? status.storedVersions.filter((v): v is string => typeof v === 'string' && v !== '')
    : [];
  const storage = versions.find((v) => v.storage);
  const conversion = isJsonObject(spec.conversion) ? spec.conversion : undefined;
  return {
    object,
    scope: typeof spec.scope === 'string' ? spec.scope : undefined,
    versions,
    storedVersions: new Set(listed.length > 0 ? listed : storage ? [storage.name] : []),
    conversionStrategy: typeof conversion?.strategy === 'string' ? conversion.strategy : undefined,
    kubectlNames: kubectlNamesOf(spec.names),
  };
}

function kubectlNamesOf(names: unknown): KubectlNames {
  const n = isJsonObject(names) ? names : {};
  const list = (v: unknown): string[] =>
    Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string' && x !== '') : [];
  const singular =
    typeof n.singular === 'string' && n.singular !== ''
      ? n.singular
      : typeof n.kind === 'string' && n.kind !== ''
        ? n.kind.toLowerCase()
        : undefined;
  return { shortNames: list(n.shortNames), categories: list(n.categories), singular };
}

/** The first version of that name (a duplicate name is crd/versions' rejection). */
export const versionNamed = (crd: CompatCrd, name: string): CompatVersion | undefined =>
  crd.versions.find((v) => v.name === name);
