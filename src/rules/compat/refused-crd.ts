import type { RuleContext } from '../../engine/rule.js';
import { isJsonObject, type JsonObject, type KubeObject } from '../../parse/kube-object.js';
import { isFinalRelease, isOlderRelease, newestFinalRelease } from '../../sources/release-version.js';
import { compatCrd, type CompatCrd } from './compat-crd.js';
import { isInvalidType } from '../crd/schema/keyword-validation.js';
import { validateGroup } from '../crd/names/validate-names.js';
import { FieldPath } from '../../engine/field-path.js';
import { sameJson } from './json-equality.js';
import { isUnapprovedCrd } from './unapproved-crd.js';
import { celRulesFailToCompile } from '../crd/cel/cel.js';
import { crdSchemaHas, hasNonAtomicSet, requireAtomicSetType } from '../crd/schema/schema-options.js';

// A base CRD that kube-apiserver refuses was never stored: clusters kept the CRD from before it,
// and no object was validated by it, so how the head differs from it says nothing about stored
// objects or clients (spec/crd-compatibility.md §1: compare what clusters serve). postgres-operator
// made three fields `type: object` with a string default (a664816c), which the apiserver refuses
// ("default: Invalid value: "string": ... must be of type object", crd/defaults), and restored
// `type: string` in 29168ca0: 12 compat/type-changed errors against a schema no cluster ever had.
// Decided only on what is certain without judging the whole CRD: a default whose JSON type is not
// the type its own node declares, or that is not among its enum, and a node of the schema's tree
// (below properties, items or additionalProperties, not in a junctor) without a type, which is no
// structural schema (SCHEMA-STRUCT-001) unless int-or-string or preserving unknown fields: gardener's copy of VPA's
// checkpoint CRD had `totalWeight` with a description only (216e8dd830), so "any type became
// number" compared against a CRD no cluster held; and a type that is none of OpenAPI's six
// (clickhouse-operator's `type: objects`, fixed in d280c9dd9, read as "a type widened").
// And the keywords the apiserver forbids on create and update alike, with no ratchet
// (SCHEMA-KW-001..010: `uniqueItems: true`, `$ref`, `items` as a list, ...): wg-policy-prototypes
// had `uniqueItems: true` beside `x-kubernetes-map-type: atomic` in every commit that had the
// map type (665d99c..24517bd), and the commit that dropped both gave 12 compat/list-type-changed
// errors against a CRD no cluster could hold. Among them `additionalProperties` (but `true`) beside
// non-empty `properties` (SCHEMA-AP-001): koordinator's nodemetrics CRD had both on a map of
// resources until bf308ed0 dropped the additionalProperties, read as "the map's values removed".
// And a CRD without exactly one storage version (CRD-STORED-002: "must have exactly one version
// marked as storage version"), on create and update alike: metal3's examples held Calico CRDs
// written as v1 without spec.versions, whose versions were all "removed" by a rename.
// Any other refusal leaves the comparison as it is. Where the releases tell what clusters hold
// instead (acceptedReleaseCopy), the head is compared with that.
//
// A head CRD refused so, where the base was not, is never applied: the apiserver answers the update
// with the error crd/ reports, and clusters keep the base. tinkerbell/tink's 01d0d6a indented a
// CRD's properties wrongly (nodes without a type): 17 crd/ errors, and 11 compat/ ones about
// fields "removed" by the indentation, which no cluster would ever see.

/**
 * Where the base CRD is refused, what clusters hold instead, as far as the releases tell: the copy
 * of the newest final release (from the base's own release on) that the apiserver accepts (a release that shipped the refused CRD
 * failed to install it, and its clusters kept the one before). postgres-operator's
 * OperatorConfiguration CRD was refused from a664816c to 29168ca0, v2.0.0 shipped it so, and the
 * changes made meanwhile (`sidecars` made an object, patterns narrowed, an enum added, fields
 * removed) broke what v1.15.1 had shipped, unseen against a base no cluster held.
 */
export function acceptedReleaseCopy(
  ctx: RuleContext,
  stored: KubeObject,
): { readonly release: string; readonly crd: CompatCrd } | undefined {
  const known = ctx.services?.releases?.at(stored.name, stored.source.file);
  if (!known) return undefined;
  const candidates = [...known.byRelease.keys()];
  // The base's own release line first (a release branch's), else the newest.
  const first =
    known.ofBase !== undefined && isFinalRelease(known.ofBase) ? known.ofBase : newestFinalRelease(candidates);
  for (let release = first; release !== undefined;) {
    const held = known.byRelease.get(release);
    // A release without the CRD, or whose copy cannot be told, says nothing of what clusters hold.
    if (typeof held !== 'object' || held === null) return undefined;
    // The release's copy of another file that is still a copy of its own after the change (an
    // experimental channel beside the standard one a release did not have yet) is not what
    // clusters hold of this file's; a file moved since is.
    const head = ctx.whole?.head ?? ctx.head;
    if (held.source.file !== stored.source.file && head.sameIdentityIn(stored, held.source.file).length > 0)
      return undefined;
    const crd = held.apiVersion === 'apiextensions.k8s.io/v1' ? compatCrd(held) : undefined;
    if (!crd) return undefined;
    if (!isRefusedCrd(crd) && !isUnapprovedCrd(held) && !refusedForUncompilableRules(ctx, held))
      return { release, crd };
    const older = release;
    release = newestFinalRelease(candidates.filter((r) => isOlderRelease(r, older)));
  }
  return undefined;
}

/**
 * Whether every apiserver refuses the CRD for a CEL rule that does not compile (a field its schema
 * does not declare), as a create or an update alike: the rules are compiled again whatever the
 * stored CRD held (only the environment of unchanged rules differs, which crd/cel judges).
 * metallb-operator's copy of OpenShift's network CRD had a rule reading `routeAdvertisements`,
 * undeclared, from 8ca1db1a0e to c5ba0b0, which
 * declared it: 12 compat/ findings (fields "made required", an enum "narrowed") against a CRD no
 * cluster ever held. Asked without a base of its own, as the base world's review asks it (the
 * answer is kept per review).
 */
export function refusedForUncompilableRules(ctx: RuleContext, stored: KubeObject): boolean {
  return (
    stored.apiVersion === 'apiextensions.k8s.io/v1' &&
    celRulesFailToCompile({ ...ctx, baseOf: () => undefined }, stored)
  );
}

/** Whether the apiserver refuses the CRD whatever came before: not one storage version, or a schema node it refuses. */
export function isRefusedCrd(crd: CompatCrd): boolean {
  if (crd.versions.filter((v) => v.storage).length !== 1) return true;
  // A v1 version without a schema: `schemas are required` (resource-locker-operator baad855 wrote
  // a v1 apiVersion over a v1beta1 layout, its schema in `spec.validation`, which v1 does not read).
  if (crd.versions.some((v) => v.schema === undefined)) return true;
  if (hasRefusedName(crd.object)) return true;
  const spec = crd.object.value.spec;
  const structural = !(isJsonObject(spec) && spec.preserveUnknownFields === true);
  return crd.versions.some(
    (v) => v.schema !== undefined && (hasRefusedNode(v.schema, 0) || (structural && hasRefusedMetadata(v.schema))),
  );
}

/**
 * A group that is no DNS subdomain, or a name that is not `<plural>.<group>`, refused on create and
 * update alike (ValidateCustomResourceDefinition): nephoran-intent-operator's controller-gen wrote
 * `group: nephoran.com.` and `name: audittrails.nephoran.com.` for a `+groupName=nephoran.com.`, and
 * changes to those CRDs gave 21 compat/ errors, and their deletion a crd-removed error.
 */
export function hasRefusedName(crd: KubeObject): boolean {
  const spec = crd.value.spec;
  if (!isJsonObject(spec) || typeof spec.group !== 'string' || crd.name === '') return false;
  const plural = isJsonObject(spec.names) ? spec.names.plural : undefined;
  return (
    validateGroup(spec.group, GROUP_PATH).length > 0 ||
    (typeof plural === 'string' && crd.name !== `${plural}.${spec.group}`)
  );
}

const GROUP_PATH = FieldPath.of('spec', 'group');

/**
 * SCHEMA-META-001: the root's `metadata` may say only `type: object` and the schemas of `name` and
 * `generateName`. A description there (controller-gen's of 2020, kubernetes/kubernetes#96709) is
 * refused of any CRD that must be structural, whatever came before: slok/sloth's CRD had one from
 * 0c7185ea to a656ffb2, and renamed fields meanwhile that no cluster held. A default is
 * crd/defaults' to judge.
 */
function hasRefusedMetadata(root: JsonObject): boolean {
  const metadata = isJsonObject(root.properties) ? root.properties.metadata : undefined;
  if (!isJsonObject(metadata)) return false;
  return Object.entries(metadata).some(([key, value]) =>
    key === 'properties'
      ? isJsonObject(value) && Object.keys(value).some((name) => name !== 'name' && name !== 'generateName')
      : key === 'type'
        ? value !== 'object'
        : key !== 'default',
  );
}

// Deeper than any real schema; a deeper one is crd/'s to report, and is compared as it is.
const MAX_DEPTH = 200;

function hasRefusedNode(node: JsonObject, depth: number): boolean {
  if (depth > MAX_DEPTH) return false;
  if ('default' in node && !defaultFitsType(node)) return true;
  if (!hasType(node)) return true;
  if (typeof node.type === 'string' && isInvalidType(node.type)) return true;
  if (hasForbiddenKeyword(node)) return true;
  // SCHEMA-IOS-002: "must be false if x-kubernetes-int-or-string is true" (nephoran-intent-operator
  // 0fd198d70 made quantities so, and each read as "int-or-string became object").
  if (node['x-kubernetes-preserve-unknown-fields'] === true && node['x-kubernetes-int-or-string'] === true) return true;
  const children: unknown[] = [];
  if (isJsonObject(node.properties)) children.push(...Object.values(node.properties));
  children.push(node.items, node.additionalProperties);
  return children.some((c) => isJsonObject(c) && hasRefusedNode(c, depth + 1));
}

/**
 * SCHEMA-KW-001..010 and SCHEMA-AP-001 (spec/crd-validation.md), each Forbidden whatever the
 * stored CRD had, on the conditions crd/schema reports them (keyword-validation.ts).
 */
function hasForbiddenKeyword(node: JsonObject): boolean {
  return (
    node.uniqueItems === true ||
    (typeof node.id === 'string' && node.id !== '') ||
    typeof node.$ref === 'string' ||
    isNonEmptyObject(node.patternProperties) ||
    isNonEmptyObject(node.definitions) ||
    (node.dependencies !== undefined && node.dependencies !== null) ||
    (node.additionalItems !== undefined && node.additionalItems !== null) ||
    (Array.isArray(node.items) && node.items.length > 0) ||
    node.type === 'null' ||
    ((node.additionalProperties === false || isJsonObject(node.additionalProperties)) &&
      isNonEmptyObject(node.properties))
  );
}

const isNonEmptyObject = (v: unknown): boolean => isJsonObject(v) && Object.keys(v).length > 0;

/** SCHEMA-STRUCT-001: a type, or the extensions that stand in for one. */
const hasType = (node: JsonObject): boolean =>
  (typeof node.type === 'string' && node.type !== '') ||
  node['x-kubernetes-int-or-string'] === true ||
  node['x-kubernetes-preserve-unknown-fields'] === true;

const defaultFitsType = (node: JsonObject): boolean => valueFitsType(node.default, node, 0);

/**
 * Whether a default's value, and what it holds, has the JSON types the schema below declares.
 * A member the schema does not declare is pruned before the default is validated, so it fits; a
 * member of a declared property or of a map (`additionalProperties`), or an item, does not fit
 * with another type: kubeflow/mpi-operator's `replicaSpecs` defaulted to `{Replicas: 1}`, a map
 * of objects (bb5e538), which the apiserver refuses.
 */
function valueFitsType(value: unknown, node: JsonObject, depth: number): boolean {
  if (value === null) return true; // nullable or not, a null default is crd/defaults' to judge
  if (depth > MAX_DEPTH) return true;
  if (node['x-kubernetes-int-or-string'] === true) return typeof value === 'string' || Number.isInteger(value);
  const below = (v: unknown, schema: unknown) => !isJsonObject(schema) || valueFitsType(v, schema, depth + 1);
  switch (node.type) {
    case 'object': {
      if (!isJsonObject(value)) return false;
      const properties = isJsonObject(node.properties) ? node.properties : {};
      return Object.entries(value).every(([k, v]) =>
        Object.hasOwn(properties, k) ? below(v, properties[k]) : below(v, node.additionalProperties),
      );
    }
    case 'array':
      return Array.isArray(value) && value.every((v) => below(v, node.items));
    case 'string':
      return typeof value === 'string' && inEnum(value, node);
    case 'integer':
      return Number.isInteger(value) && inEnum(value, node);
    case 'number':
      return typeof value === 'number' && inEnum(value, node);
    case 'boolean':
      return typeof value === 'boolean' && inEnum(value, node);
    default:
      return true; // no type (or one the apiserver refuses anyway): nothing certain
  }
}

/**
 * Whether a scalar default is among its node's `enum`, where it has one: the apiserver validates
 * a default against its node whole, enum included (crd/defaults), as nack's `default: ''` under
 * `enum: [s2, none]` was refused until f5cf736 added '' to the enum.
 */
const inEnum = (value: unknown, node: JsonObject): boolean =>
  !Array.isArray(node.enum) || node.enum.some((e) => sameJson(e, value));

/**
 * Whether kube-apiserver refuses `head` as an update of `stored` for what the stored CRD lacked:
 * a set of items that are not atomic (SCHEMA-LIST-014), which it allows only where the stored CRD
 * had one already (requireAtomicSetType). kubevirt/hostpath-provisioner-operator 1dec71ee made its
 * conditions a set of objects, refused (and fixed in cb6024b3): clusters kept the base, and the
 * list type it "changed" broke nobody.
 */
export const isRefusedAsUpdateOf = (head: KubeObject, stored: KubeObject): boolean =>
  crdSchemaHas(head, hasNonAtomicSet) && requireAtomicSetType(stored);

/**
 * Whether the change takes out every set of items that are not atomic that the stored CRD had: such
 * a set is refused on create and on every update of a CRD without one (SCHEMA-LIST-014), so the
 * stored CRD was most likely never held, and the change undoes it. spotahome/redis-operator
 * 092e7238 regenerated its CRD with k8s.io/api v0.26.0, whose `resources.claims` is a set of objects
 * (controller-tools#752: 22 crd/list-type errors), and 3e7eab54 rolled the API back: 40 fields
 * "removed" that no cluster served. Clusters hold what came before, which the releases may tell.
 */
export const undoesRefusedSet = (head: KubeObject, stored: KubeObject): boolean =>
  crdSchemaHas(stored, hasNonAtomicSet) && !crdSchemaHas(head, hasNonAtomicSet);
