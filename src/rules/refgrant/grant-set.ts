import { FieldPath } from '../../engine/field-path.js';
import { isJsonObject, type KubeObject } from '../../parse/kube-object.js';
import type { Grant, GrantFrom, GrantTo } from './grant.js';
import { GrantIndex } from './is-reference-permitted.js';
import type { KindResourceMap } from './kind-resource-map.js';
import type { NamespaceDefaults } from './namespace-defaults.js';
import {
  grantFormOf,
  REFERENCE_POLICY,
  validateGrant,
  type GrantForm,
  type GrantValidation,
} from './validate-grant.js';

// The grants of one world (head or base), validated and normalised (spec/referencegrant.md
// §2.1 item 3, §5). A grant the apiserver would not store grants nothing.

/**
 * A valid grant, normalised, with the object it came from. `namespace` is undefined when the
 * repository does not state it (namespace-defaults.ts): the grant then stands wherever it is
 * applied, and only permitting-grants.ts looks at it.
 */
export interface SourcedGrant extends Omit<Grant, 'namespace'> {
  readonly object: KubeObject;
  readonly form: GrantForm;
  readonly namespace: string | undefined;
}

/** A grant whose namespace is known: the ones a `GrantIndex` can place. */
export type PlacedGrant = SourcedGrant & Grant;

/** A KEP-form entry whose resource maps to no kind: it matches nothing (§5 item 3). */
export interface UnmappedEntry {
  readonly object: KubeObject;
  readonly path: FieldPath;
  readonly group: string;
  readonly resource: string;
}

/** Why a ReferenceGrant object is not one the apiserver serves or stores. */
export type GrantRejection =
  | { readonly reason: 'removed-version' | 'removed-kind' | 'unknown-version' }
  | { readonly reason: 'schema'; readonly validation: GrantValidation };

export interface ExaminedGrant {
  readonly object: KubeObject;
  readonly form: GrantForm;
  /** Undefined when the repository does not state it (namespace-defaults.ts). */
  readonly namespace: string | undefined;
  readonly validation: GrantValidation;
  /** Present when the grant grants nothing. */
  readonly rejection?: GrantRejection;
}

export interface GrantSet {
  readonly examined: readonly ExaminedGrant[];
  /** Every valid grant, in the order of the world. */
  readonly grants: readonly SourcedGrant[];
  /** The grants whose namespace is known, by namespace. */
  readonly index: GrantIndex<PlacedGrant>;
  readonly unmapped: readonly UnmappedEntry[];
}

/** The versions the current CRD serves (§1): v1alpha2 was unserved in v1.1, dropped in v1.2. */
export const SERVED_VERSIONS: Readonly<Record<GrantForm, readonly string[]>> = {
  gateway: ['v1', 'v1beta1'],
  kep: ['v1alpha1'],
};

/**
 * The grants among these objects (the world's ReferenceGrants, in its order). `servedHere` holds
 * the `group/version/kind`s that ReferenceGrant (and ReferencePolicy) CRDs of the repository
 * serve: a repository that ships its own (older) Gateway API bundle installs it with its grants
 * (haproxytech's end-to-end tests apply v0.5.1's CRDs, whose v1alpha2 is served, then v1alpha2
 * grants), so a version one of them serves is served, whatever the current release serves.
 */
export function readGrants(
  objects: readonly KubeObject[],
  kinds: KindResourceMap,
  namespaces: NamespaceDefaults,
  servedHere: ReadonlySet<string> = new Set(),
): GrantSet {
  const examined: ExaminedGrant[] = [];
  const grants: SourcedGrant[] = [];
  const unmapped: UnmappedEntry[] = [];
  for (const object of objects) {
    const form = grantFormOf(object);
    if (!form) continue;
    const namespace = namespaces.namespaceOf(object);
    const validation = validateGrant(object, form);
    const policy = object.kind === REFERENCE_POLICY;
    const served =
      (!policy && SERVED_VERSIONS[form].includes(object.version)) ||
      servedHere.has(`${object.group}/${object.version}/${object.kind}`);
    // A ReferencePolicy of another version than the repository's CRD serves is a version it does not serve.
    const policyServed = policy && [...servedHere].some((s) => s.endsWith(`/${REFERENCE_POLICY}`));
    const rejection: GrantRejection | undefined = !served
      ? {
          reason:
            policy && !policyServed
              ? 'removed-kind'
              : form === 'gateway' && object.version === 'v1alpha2' && !policy
                ? 'removed-version'
                : 'unknown-version',
        }
      : validation.errors.length > 0
        ? { reason: 'schema', validation }
        : undefined;
    examined.push({ object, form, namespace, validation, ...(rejection ? { rejection } : {}) });
    if (rejection) continue;
    const normalised = normalise(object, form, kinds);
    unmapped.push(...normalised.unmapped);
    grants.push({ object, form, namespace, name: object.name, from: normalised.from, to: normalised.to });
  }
  return { examined, grants, index: new GrantIndex(grants.filter(isPlaced)), unmapped };
}

const isPlaced = (g: SourcedGrant): g is PlacedGrant => g.namespace !== undefined;

// Only called on a valid grant, so the entries have the declared shape.
function normalise(
  object: KubeObject,
  form: GrantForm,
  kinds: KindResourceMap,
): { from: GrantFrom[]; to: GrantTo[]; unmapped: UnmappedEntry[] } {
  const spec = isJsonObject(object.value.spec) ? object.value.spec : {};
  const unmapped: UnmappedEntry[] = [];
  const entries = (list: 'from' | 'to') => {
    const items = spec[list];
    return Array.isArray(items)
      ? items.flatMap((item: unknown, i) =>
          isJsonObject(item) ? [{ item, path: FieldPath.of('spec', list).index(i) }] : [],
        )
      : [];
  };
  const str = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);
  // Gateway API: group is a required key; KEP-3766: an absent group is core (§5 item 5).
  const kindOf = (
    item: Readonly<Record<string, unknown>>,
    path: FieldPath,
  ): { group: string; kind: string } | undefined => {
    const group = str(item.group) ?? '';
    if (form === 'gateway') return { group, kind: str(item.kind) ?? '' };
    const resource = str(item.resource) ?? '';
    const kind = kinds.kindOf(group, resource);
    if (kind === undefined) {
      unmapped.push({ object, path: path.child('resource'), group, resource });
      return undefined;
    }
    return { group, kind };
  };
  const from = entries('from').flatMap(({ item, path }) => {
    const gk = kindOf(item, path);
    return gk ? [{ ...gk, namespace: str(item.namespace) ?? '' }] : [];
  });
  const to = entries('to').flatMap(({ item, path }) => {
    const gk = kindOf(item, path);
    const name = str(item.name);
    return gk ? [name === undefined ? gk : { ...gk, name }] : [];
  });
  return { from, to, unmapped };
}
