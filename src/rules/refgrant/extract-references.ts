import { FieldPath } from '../../engine/field-path.js';
import { isJsonObject, type JsonObject, type KubeObject } from '../../parse/kube-object.js';
import { isCorePair } from './core-pairs.js';
import type { ObjectKey, Reference } from './grant.js';
import type { NamespaceDefaults } from './namespace-defaults.js';
import type { ReferenceField } from './reference-fields.js';

// Reference extraction (spec/referencegrant.md §2.2): every reference of the §3 fields whose
// target namespace differs from its referrer's, with group and kind defaulted only where the key
// is absent (§2.2 item 4: an explicit value, even "", is used as written). Backend references
// to routes are delegation, which no implementation governs by ReferenceGrant (see below).
// A referrer whose namespace the repository does not state (namespace-defaults.ts) crosses into
// every namespace its references name; one without a namespace stays where the referrer goes.

export interface FoundReference {
  readonly object: KubeObject;
  /** Where the reference stands in the referrer, as written: `spec.rules[0].backendRefs[1]`. */
  readonly path: FieldPath;
  readonly grantable: boolean;
  /**
   * A missing grant is refused by every conformant implementation (core-pairs.ts), or the field
   * is the configuration's own; otherwise whether a grant is asked for depends on the
   * implementation.
   */
  readonly isCorePair: boolean;
  /** The referrer; `namespace` is undefined when the repository does not state it. */
  readonly from: Omit<ObjectKey, 'namespace'> & { readonly namespace: string | undefined };
  readonly to: ObjectKey;
}

export interface ExtractOptions {
  readonly fields: readonly ReferenceField[];
  readonly namespaces: NamespaceDefaults;
  /** Backend references of routes whose parents are all Services need no grant (§2.3 item 9). */
  readonly meshRouteExemption: boolean;
  /** `group/kind` of cluster-scoped kinds (repository CRDs): no namespace to cross out of (§2.2 item 7). */
  readonly clusterScoped?: ReadonlySet<string>;
}

const ROUTE_GROUP = 'gateway.networking.k8s.io';

/** The cross-namespace references of these objects (the world's objects of the referring kinds, in its order). */
export function extractCrossNamespaceReferences(
  objects: readonly KubeObject[],
  options: ExtractOptions,
): FoundReference[] {
  const byKind = new Map<string, ReferenceField[]>();
  for (const f of options.fields) {
    const key = `${f.group}\u0000${f.kind}`;
    const list = byKind.get(key);
    if (list) list.push(f);
    else byKind.set(key, [f]);
  }
  const out: FoundReference[] = [];
  for (const object of objects) {
    const fields = byKind.get(`${object.group}\u0000${object.kind}`);
    if (!fields || options.clusterScoped?.has(`${object.group}/${object.kind}`)) continue;
    const namespace = options.namespaces.namespaceOf(object);
    const isMeshRoute = options.meshRouteExemption && isMeshOnlyRoute(object);
    for (const f of fields) {
      if (f.isBackend && isMeshRoute) continue;
      for (const { value, path } of walk(object.value, f, 0, undefined)) {
        const target = targetOf(value, f, namespace);
        if (target === undefined) continue;
        if (f.isBackend && isRouteDelegation(target)) continue;
        const from = { group: object.group, kind: object.kind, namespace, name: object.name };
        out.push({
          object,
          path,
          grantable: f.grantable,
          isCorePair: f.isConfigured || isCorePair(from, target),
          from,
          to: target,
        });
      }
    }
  }
  return out;
}

function* walk(
  value: unknown,
  f: ReferenceField,
  step: number,
  path: FieldPath | undefined,
): Generator<{ value: JsonObject; path: FieldPath }> {
  const s = f.steps[step];
  if (s === undefined) {
    if (path && isJsonObject(value)) yield { value, path };
    return;
  }
  if ('field' in s) {
    if (!isJsonObject(value)) return;
    yield* walk(value[s.field], f, step + 1, path ? path.child(s.field) : FieldPath.of(s.field));
    return;
  }
  if (!Array.isArray(value) || !path) return;
  for (let i = 0; i < value.length; i++) yield* walk(value[i], f, step + 1, path.index(i));
}

const stringOr = (value: unknown, fallback: string): string => (typeof value === 'string' ? value : fallback);

function targetOf(
  ref: JsonObject,
  f: ReferenceField,
  referrerNamespace: string | undefined,
): Reference['to'] | undefined {
  const ns = ref.namespace;
  // An absent or empty namespace means the referrer's own (§2.2 item 5; Envoy Gateway, Contour),
  // wherever that is.
  const namespace = typeof ns === 'string' && ns !== '' ? ns : undefined;
  if (namespace === undefined || namespace === referrerNamespace) return undefined;
  return {
    // A null is an absent key: the apiserver drops it before defaulting.
    group: stringOr(ref[f.groupKey], f.defaultGroup),
    kind: stringOr(ref.kind, f.defaultKind),
    namespace,
    name: stringOr(ref.name, ''),
  };
}

/**
 * A backendRef to a route, or to a label of routes, is route delegation (kgateway, Gloo Gateway:
 * a parent HTTPRoute hands a path prefix to the HTTPRoutes of another namespace, `name: "*"` for
 * all of them). Gateway API
 * defines no route as a backend; the implementations that take one resolve it as a delegate
 * before any grant lookup (kgateway internal/kgateway/krtcollections/policy.go, getBackends:
 * RefIsHTTPRoute) and accept children by their own rules (parentRefs, labels). No grant is
 * asked for, so none is missing.
 */
function isRouteDelegation(target: Reference['to']): boolean {
  return (
    (target.group === ROUTE_GROUP && target.kind.endsWith('Route')) ||
    (target.kind === 'label' && LABEL_DELEGATION_GROUPS.has(target.group))
  );
}

/**
 * The groups of delegation by label (`{group: delegation.kgateway.dev, kind: label, name: team,
 * namespace: all}`): the child routes are the HTTPRoutes that carry the label with that value, in
 * that namespace or in every one (`all`), and no grant is asked for them either (kgateway's
 * wellknown delegation constants; Gloo Gateway's before it).
 */
const LABEL_DELEGATION_GROUPS: ReadonlySet<string> = new Set(['delegation.kgateway.dev', 'delegation.gateway.solo.io']);

/** Every parentRef a core Service (GEP-1294): a mesh consumer route, with no Gateway parent. */
export function isMeshOnlyRoute(o: KubeObject): boolean {
  if (o.group !== ROUTE_GROUP || !o.kind.endsWith('Route')) return false;
  const spec = o.value.spec;
  const parents = isJsonObject(spec) ? spec.parentRefs : undefined;
  return (
    Array.isArray(parents) &&
    parents.length > 0 &&
    parents.every((p) => isJsonObject(p) && p.group === '' && p.kind === 'Service')
  );
}
