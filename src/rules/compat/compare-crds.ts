import { FieldPath } from '../../engine/field-path.js';
import type { Severity } from '../../engine/finding.js';
import { SchemaNode } from '../crd/schema/schema-node.js';
import { compareSchemas, type CompareOptions, type SchemaDifference, type SchemaRuleId } from './compare-schemas.js';
import { isJsonObject, type JsonObject } from '../../parse/kube-object.js';
import type { CompatCrd } from './compat-crd.js';
import { versionNamed } from './compat-crd.js';
import { holdsNothing } from './holds-nothing.js';
import { BUILT_IN_SHORT_NAMES } from './built-in-short-names.js';
import { ANNOTATIONS_LIMIT_BYTES, annotationBytesAfterApply } from './client-side-apply-size.js';

// One CRD at base and at head, compared (spec/crd-compatibility.md §4, §5.1–§5.7): every
// difference of every check, with `data.compat.version`; each compat/ rule keeps its own.

export type CrdRuleId =
  | 'compat/scope-changed'
  | 'compat/version-removed'
  | 'compat/version-unserved'
  | 'compat/storage-version-changed'
  | 'compat/subresource-removed'
  | 'compat/status-subresource-added'
  | 'compat/kubectl-name-removed'
  | 'compat/client-side-apply-limit';

export type CompatDifference =
  | (Omit<SchemaDifference, 'ruleId'> & {
      readonly ruleId: SchemaRuleId;
      readonly version: string;
      /** The head no longer serves the version: only objects stored in it are decoded by its schema. */
      readonly unserved?: true;
    })
  | {
      readonly ruleId: CrdRuleId;
      readonly version: string;
      readonly property: '';
      readonly check: string;
      readonly base: unknown;
      readonly head: unknown;
      readonly path: FieldPath;
      readonly severity?: Severity;
      /** compat/subresource-removed of status: the base schema declared no status, so none was ever stored. */
      readonly statusUndeclared?: boolean;
      /** The base schema's status declares no fields: /status stored `{}` at most. */
      readonly statusEmpty?: boolean;
      /** Of a version no longer served or removed: the base had it `deprecated: true`. */
      readonly deprecated?: boolean;
      /** The head schema declares no status either: status is pruned, not written through the main resource. */
      readonly statusGone?: boolean;
      /** compat/kubectl-name-removed: the names kubectl no longer finds the resource by. */
      readonly removed?: readonly string[];
    };

const SPEC = FieldPath.of('spec');
/**
 * The schema checks that still matter for a version the head does not serve (spec §4): the
 * apiserver hands a request for it to the next handler (crdHandler.ServeHTTP, a 404), so its
 * schema validates no write and no client reads through it; it only decodes the objects stored
 * in it, pruning, dropping non-nullable nulls and defaulting by it (konveyor/operator 117fe367c8
 * made a version unserved and required a field of it in one change).
 */
const READ_FROM_STORAGE: ReadonlySet<SchemaRuleId> = new Set<SchemaRuleId>([
  'compat/field-removed',
  'compat/preserve-unknown-fields-changed',
  'compat/nullable-changed',
  'compat/default-changed',
]);
/** The check of a compat/version-removed difference of a version the base no longer served. */
export const UNSERVED_VERSION_REMOVED = 'unserved-version';
const versionPath = (i: number): FieldPath => SPEC.child('versions').index(i);

export interface CompareCrdsOptions extends CompareOptions {
  /** The Go types of one base version's properties (CompareOptions.goType), when the review has the repository's Go API types. */
  readonly goTypesOf?: (version: string) => (property: string) => string | undefined;
  /**
   * Report the removal of a stored version too (compat/version-removed): against a release, whose
   * storage version every cluster that ran it still lists in status.storedVersions, where the
   * review of the change leaves it to crd/versions, which sees only the base's.
   */
  readonly storedVersionRemoval?: boolean;
}

/** The key a difference is matched by across comparisons (its fingerprint's parts). */
export const differenceKey = (d: CompatDifference): string =>
  JSON.stringify([d.ruleId, d.version, d.property, d.check, 'rule' in d ? d.rule : null]);

export function compareCrds(base: CompatCrd, head: CompatCrd, options: CompareCrdsOptions = {}): CompatDifference[] {
  const out: CompatDifference[] = [];
  // §5.1: reported whatever the base status says; crd/ adds the rejection when it was Established.
  if (isScope(base.scope) && isScope(head.scope) && base.scope !== head.scope) {
    out.push({
      ruleId: 'compat/scope-changed',
      version: '',
      property: '',
      check: 'scope',
      base: base.scope,
      head: head.scope,
      path: SPEC.child('scope'),
    });
  }
  out.push(...kubectlNamesRemoved(base, head));
  const before = annotationBytesAfterApply(base.object);
  const after = annotationBytesAfterApply(head.object);
  if (before <= ANNOTATIONS_LIMIT_BYTES && after > ANNOTATIONS_LIMIT_BYTES)
    out.push({
      ruleId: 'compat/client-side-apply-limit',
      version: '',
      property: '',
      check: 'last-applied-configuration',
      base: before,
      head: after,
      path: FieldPath.of('metadata'),
    });
  for (const b of base.versions) {
    if (versionNamed(base, b.name) !== b) continue; // a duplicate name: crd/versions rejects it
    const h = versionNamed(head, b.name);
    if (!h) {
      // §5.3: removing a stored version is rejected, and crd/versions says so; compat/ stays silent.
      if (b.served && (options.storedVersionRemoval === true || !base.storedVersions.has(b.name))) {
        out.push({
          ruleId: 'compat/version-removed',
          version: b.name,
          property: '',
          check: 'version',
          base: b.name,
          head: null,
          path: SPEC.child('versions'),
          ...(b.deprecated ? { deprecated: true } : {}),
        });
      } else if (!b.served && !base.storedVersions.has(b.name)) {
        // No client reaches it, but a release may have stored objects as it: compat/version-removed
        // reports it where one did (a cluster that ran it still lists the version in storedVersions).
        out.push({
          ruleId: 'compat/version-removed',
          version: b.name,
          property: '',
          check: UNSERVED_VERSION_REMOVED,
          base: b.name,
          head: null,
          path: SPEC.child('versions'),
        });
      }
      continue;
    }
    if (b.served && !h.served) {
      out.push({
        ruleId: 'compat/version-unserved',
        version: b.name,
        property: '',
        check: 'served',
        base: true,
        head: h.hasServed ? false : null,
        path: h.hasServed ? versionPath(h.index).child('served') : versionPath(h.index),
        ...(b.deprecated ? { deprecated: true } : {}),
      });
    }
    // §4: a version no client can reach and no object is stored in is not compared.
    if (!b.served && !b.storage) continue;
    // A subresource of a version no longer served has no client: version-unserved says what breaks
    // (percona-xtradb-cluster-operator 0a563c734 stopped serving nine versions with their scale).
    for (const check of h.served ? (['status', 'scale'] as const) : []) {
      const was = b.subresources?.[check];
      const now = h.subresources?.[check];
      if (was !== undefined && was !== null && (now === undefined || now === null)) {
        // A scale whose spec replicas path the base schema prunes answered 500 for every object
        // (apiextensions-apiserver's ScaleREST.Get: "the spec replicas field … does not exist"):
        // no client used it (VictoriaMetrics operator e2936730, VLAgent's .spec.shardCount).
        if (check === 'scale' && b.schema !== undefined && !keepsScalePath(b.schema, was)) continue;
        // A status the base schema does not declare is pruned from every write: /status stored
        // nothing, and a client that still calls it (404 now) lost nothing it could keep
        // (container-object-storage-interface's BucketAccessClass, whose schema has only spec).
        // Where another version of the base (served or stored) keeps a status, objects stored through it hold one,
        // and a write through this version's main resource (no subresource to keep the stored
        // status) prunes it: only when no version keeps any is nothing lost.
        const keepsNone =
          check === 'status' &&
          base.versions.every((v) => (!v.served && !v.storage) || (v.schema !== undefined && !keepsStatus(v.schema)));
        const undeclared = keepsNone && b.schema !== undefined && !declaresStatus(b.schema);
        // So does a status that declares no fields: /status stored `{}` at most (cartographer c415d885).
        const empty = keepsNone && !undeclared;
        out.push({
          ruleId: 'compat/subresource-removed',
          version: b.name,
          property: '',
          check,
          base: was,
          head: null,
          path: h.subresources ? versionPath(h.index).child('subresources') : versionPath(h.index),
          ...(undeclared ? { severity: 'warning' as const, statusUndeclared: true } : {}),
          ...(empty ? { severity: 'warning' as const, statusEmpty: true } : {}),
          ...(!undeclared && !empty && check === 'status' && h.schema !== undefined && !declaresStatus(h.schema)
            ? { statusGone: true }
            : {}),
        });
      }
    }
    // The status subresource added where status was kept (kube-ovn's vips): writes of status through
    // the main resource are dropped from now on, without an error.
    const hadStatus = b.subresources?.status !== undefined && b.subresources.status !== null;
    const hasStatus = h.subresources?.status !== undefined && h.subresources.status !== null;
    if (b.served && h.served && !hadStatus && hasStatus && b.schema !== undefined && keepsStatus(b.schema))
      out.push({
        ruleId: 'compat/status-subresource-added',
        version: b.name,
        property: '',
        check: 'status',
        base: null,
        head: h.subresources?.status ?? null,
        path: versionPath(h.index).child('subresources', 'status'),
      });
    if (b.schema && h.schema) {
      const root = versionPath(h.index).child('schema', 'openAPIV3Schema');
      const goType = options.goTypesOf?.(b.name);
      const schemaOptions = goType ? { ...options, goType } : options;
      for (const d of compareSchemas(new SchemaNode(b.schema), new SchemaNode(h.schema), root, schemaOptions))
        if (h.served) out.push({ ...d, version: b.name });
        else if (READ_FROM_STORAGE.has(d.ruleId)) out.push({ ...d, version: b.name, unserved: true });
    }
  }
  const bs = base.versions.find((v) => v.storage);
  const hs = head.versions.find((v) => v.storage);
  if (bs && hs && bs.name !== hs.name) {
    out.push({
      ruleId: 'compat/storage-version-changed',
      version: hs.name,
      property: '',
      check: 'storage',
      base: bs.name,
      head: hs.name,
      path: versionPath(hs.index).child('storage'),
    });
  }
  return out;
}

const isScope = (s: string | undefined): boolean => s === 'Namespaced' || s === 'Cluster';

/** Whether the schema keeps a value at the scale's specReplicasPath (`.spec.replicas`), or cannot tell. */
function keepsScalePath(schema: JsonObject, scale: unknown): boolean {
  const path = isJsonObject(scale) ? scale.specReplicasPath : undefined;
  if (typeof path !== 'string' || !/^(\.[^.[\]]+)+$/.test(path)) return true; // crd/subresources' to judge
  let node = new SchemaNode(schema);
  for (const step of path.slice(1).split('.')) {
    if (node.preserveUnknownFields === true) return true;
    const next: SchemaNode | boolean | undefined = node.properties.get(step) ?? node.additionalProperties;
    if (typeof next === 'boolean') return next;
    if (next === undefined) return false;
    node = next;
  }
  return true;
}

/** Whether a root schema keeps a `status` field: declared, or kept whole as an unknown field. */
function declaresStatus(schema: JsonObject): boolean {
  const root = new SchemaNode(schema);
  return root.properties.has('status') || root.preserveUnknownFields === true;
}

/** Whether a version's schema keeps anything in status: it declares one that holds a value other than `{}`. */
function keepsStatus(schema: JsonObject): boolean {
  const root = new SchemaNode(schema);
  return (
    declaresStatus(schema) && !(root.preserveUnknownFields !== true && holdsNothing(root.properties.get('status')?.raw))
  );
}

/**
 * The short names and categories the base had and the head lacks, and a singular that changed:
 * `kubectl get <name>` (and scripts, docs and muscle memory that use it) stop finding the resource,
 * which kubectl resolves by those names through discovery. A plural that changes is another CRD.
 */
/**
 * Whether kubectl still finds the CRD by `name` through the head's names: its plural, singular or
 * a short name (client-go's discovery RESTMapper; the kind only stands in for an unwritten
 * singular). aws-load-balancer-controller fixed the singular `ingressclassparams` to
 * `ingressclassparam` (3174f96d3), and `kubectl get ingressclassparams` finds the plural.
 */
function resolvesBy(names: JsonObject | undefined, name: string): boolean {
  if (!names) return false;
  const lower = name.toLowerCase();
  const { plural, singular, shortNames } = names;
  return plural === lower || singular === lower || (Array.isArray(shortNames) && shortNames.includes(lower));
}

function kubectlNamesRemoved(base: CompatCrd, head: CompatCrd): CompatDifference[] {
  const out: CompatDifference[] = [];
  const spec = head.object.value.spec;
  const written = isJsonObject(spec) && isJsonObject(spec.names) ? spec.names : undefined;
  const at = (key: string): FieldPath =>
    written === undefined ? SPEC : written[key] === undefined ? SPEC.child('names') : SPEC.child('names').child(key);
  for (const check of ['shortNames', 'categories'] as const) {
    const was = base.kubectlNames[check];
    const now = head.kubectlNames[check];
    // A short name of a built-in resource never found the CRD: removing it loses nothing.
    const removed = [
      ...new Set(
        was.filter(
          (n) =>
            !now.includes(n) &&
            !(check === 'shortNames' && BUILT_IN_SHORT_NAMES.has(n)) &&
            // A name the CRD still answers to (tidb-operator 171a51efc removed the category `pd` of
            // the CRD whose singular is `pd`: `kubectl get pd` lists its objects still).
            !((check === 'shortNames' || check === 'categories') && resolvesBy(written, n)),
        ),
      ),
    ];
    if (removed.length > 0)
      out.push({
        ruleId: 'compat/kubectl-name-removed',
        version: '',
        property: '',
        check,
        base: was,
        head: now.length > 0 ? now : null,
        path: at(check),
        removed,
      });
  }
  const { singular } = base.kubectlNames;
  if (
    singular !== undefined &&
    head.kubectlNames.singular !== undefined &&
    head.kubectlNames.singular !== singular &&
    !resolvesBy(written, singular)
  )
    out.push({
      ruleId: 'compat/kubectl-name-removed',
      version: '',
      property: '',
      check: 'singular',
      base: singular,
      head: head.kubectlNames.singular,
      path: at('singular'),
      removed: [singular],
    });
  return out;
}
