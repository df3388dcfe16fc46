import { FieldPath } from '../../engine/field-path.js';
import { defineRule, type RuleContext, type RuleReport } from '../../engine/rule.js';
import { isJsonObject, type KubeObject } from '../../parse/kube-object.js';
import { SchemaNode } from '../crd/schema/schema-node.js';
import type { CompatDifference } from './compare-crds.js';
import { compareSchemas } from './compare-schemas.js';
import { compatCrd, CRD_V1BETA1, versionNamed, type CompatCrd } from './compat-crd.js';
import { compatReports, fieldName, goTypesOf, softenedFor } from './compat-report.js';
import { declaresType, nodeAndParentAt } from './kubernetes-map-lists.js';
import { CONTAINER, ENV_VAR, VOLUME, VOLUME_MOUNT, type KubernetesType } from './kubernetes-types.js';
import { isStatusOnly } from './status-writes.js';
import { isRefusedCrd } from './refused-crd.js';
import { crdSchemas } from '../crd/schema/crd-schemas.js';
import { nodesWith } from '../crd/schema/walk-schema.js';
import { withKustomizedVariants } from '../kustomized-crds.js';

// compat/preserve-unknown-fields-changed (spec/crd-compatibility.md §5.7): true → false/absent.
// Fields that objects carry today and the schema does not list are pruned from every read at once and from etcd on their next write.
// The opposite change prunes nothing. Where another version was stored and did not keep them
// there, every object lost them as it was stored (the apiserver prunes with the storage version's
// schema, whatever version a write came through): nothing stored has them, and only a client that
// sets them through this version notices, by an unknown-field error under strict field validation
// where they were dropped in silence (percona-xtradb-cluster-operator 0a563c734: v1 given the
// schema of v1-12-0, the storage version before).
export const preserveUnknownFieldsChanged = defineRule({
  id: 'compat/preserve-unknown-fields-changed',
  scope: 'object',
  // A field generated from a Go struct keeps only what the struct declares (goStructField).
  consultsGoTypes: true,
  meta: {
    severity: 'error',
    description: 'x-kubernetes-preserve-unknown-fields was turned off on a field of a served CRD version',
    messages: {
      pruned:
        '{{field}} in {{version}} no longer preserves unknown fields; fields that stored objects carry anywhere under it and the schema does not list are pruned from every read at once and from etcd on their next write (data loss), and clients that set them see them dropped; keep x-kubernetes-preserve-unknown-fields: true, or list every field that objects use',
      status:
        "{{field}} in {{version}} no longer preserves unknown fields; status fields the schema does not list are pruned from stored objects, from every read at once and from etcd on their next write, and from every write to the /status subresource, so a controller that still writes them (one of an older release during an upgrade, or another controller) sees them dropped; under the status subresource only controllers write status, again from what they observe, so no user's data is lost: a warning; list every field a running controller writes there",
      fromV1beta1:
        'the CRD was apiextensions.k8s.io/v1beta1 before the change, whose preserveUnknownFields (true unless set false) kept every field objects carried; as {{apiVersion}} it prunes what its schemas do not list, so fields stored objects carry and the schema does not list are dropped from every read at once and from etcd on their next write (compat/ compares v1 CRDs only, and the rest of this change was not compared): a warning; make sure the schemas list every field objects use, or keep x-kubernetes-preserve-unknown-fields: true where they hold free-form data',
      fromV1beta1RootOnly:
        'the CRD was apiextensions.k8s.io/v1beta1 before the change, whose preserveUnknownFields (true unless set false) kept every field objects carried; as {{apiVersion}} it may prune (a replace, a new install, or preserveUnknownFields: false), but its schemas keep unknown fields under {{kept}}, so only other keys at the root of an object are dropped, besides apiVersion, kind and metadata, which are always kept: a notice; check that no object carries such keys',
      fromV1beta1Unset:
        'the CRD was apiextensions.k8s.io/v1beta1 before the change, whose preserveUnknownFields (true unless set false) kept every field objects carried; this {{apiVersion}} manifest does not set it, so a `kubectl apply` (client-side or server-side) over the installed CRD keeps true and prunes nothing, while a replace or a new install gets false and prunes what the schemas do not list, dropping such fields from stored objects, from every read at once and from etcd on their next write (compat/ compares v1 CRDs only, and the rest of this change was not compared): a warning; set preserveUnknownFields: false so that every cluster prunes alike, once the schemas list every field objects use',
      fromV1beta1Defaults:
        'the CRD was apiextensions.k8s.io/v1beta1 before the change, and the installed one keeps preserveUnknownFields: true; this {{apiVersion}} manifest does not set it and its schema has defaults ({{defaultAt}}), so a `kubectl apply` (client-side or server-side) over the installed CRD keeps true and kube-apiserver refuses the update: spec.preserveUnknownFields: Invalid value: true: must be false in order to use defaults in the schema; set preserveUnknownFields: false in the manifest (and make sure the schemas list every field objects use, as pruning starts)',
      fromV1beta1True:
        'the CRD was apiextensions.k8s.io/v1beta1 before the change, whose preserveUnknownFields (true unless set false) kept every field objects carried; this {{apiVersion}} manifest keeps it true, which kube-apiserver allows only on an update of a CRD installed so: an apply over the installed CRD prunes nothing, but every new install is refused (spec.preserveUnknownFields: Invalid value: true: cannot set to true, set x-kubernetes-preserve-unknown-fields to true in spec.versions[*].schema instead); set it false once the schemas list every field objects use, or keep x-kubernetes-preserve-unknown-fields: true where they hold free-form data',
      specFlagOff:
        'spec.preserveUnknownFields was true before the change and is {{now}}: the CRD kept every field objects carried, and now prunes what its schemas do not list, so fields stored objects carry and the schema does not list are dropped from every read at once and from etcd on their next write (data loss), and clients that set them see them dropped; keep it true until the schemas list every field objects use, or keep x-kubernetes-preserve-unknown-fields: true where they hold free-form data',
      goStruct:
        "{{field}} in {{version}} no longer preserves unknown fields; the repository's Go type of it is a struct, which its controller and Go clients decode and write with only the fields it declares, so what is pruned is what no Go client wrote or read, and a client that sets such fields (a manifest applied with kubectl) sees them dropped: a warning; keep x-kubernetes-preserve-unknown-fields: true if other clients store free-form data there",
      kubernetesType:
        "{{field}} in {{version}} no longer preserves unknown fields, and declares Kubernetes' {{type}}: what is pruned is what that type lacks, which a controller that decodes it into the type drops, and the apiserver drops from a Pod made from it: a warning; clients that set such keys see them dropped, or refused under strict field validation; keep x-kubernetes-preserve-unknown-fields: true if clients store other data there",
      scalarsKept:
        '{{field}} in {{version}} no longer preserves unknown fields, and keeps undeclared keys by `additionalProperties: true`, whose values the apiserver prunes with no schema: their strings, numbers, booleans and lists of them stay, but every mapping under them, and in lists under them, is emptied on every read at once and in etcd on its next write: a warning; keep x-kubernetes-preserve-unknown-fields: true if objects hold nested data there, or declare it',
      prunedInStorage:
        '{{field}} in {{version}} no longer preserves unknown fields, which {{storage}}, the storage version before the change, did not keep there either: every object lost them as it was stored, so nothing stored carries any; a client that sets them through {{version}} now meets an unknown-field error under strict field validation (kubectl apply) where they were dropped in silence: a warning',
    },
  },
  check: (ctx) => [
    ...compatReports(ctx, 'compat/preserve-unknown-fields-changed', (d, crd) => {
      const storage = prunedInBaseStorage(ctx, crd, d);
      // Status under its subresource: only controllers write it (argo-workflows 7fd533ac2d).
      if (storage === undefined && isStatusOnly(crd, d))
        return {
          messageId: 'status',
          data: { field: fieldName(d.property), version: d.version },
          severity: 'warning',
        };
      // Undeclared keys kept by `additionalProperties: true`: only mappings under them go.
      if (storage === undefined && 'scalarsKept' in d && d.scalarsKept === true)
        return {
          messageId: 'scalarsKept',
          data: { field: fieldName(d.property), version: d.version },
          severity: 'warning',
        };
      // A field of a Go struct (machine-controller-manager 1f9b2aa9a1 took a stray marker off a
      // corev1.SecretReference): what the struct does not declare, no Go client kept.
      const goType =
        storage === undefined ? goTypesOf(ctx, crd, ctx.whole?.head ?? ctx.head)(d.version)(d.property) : undefined;
      if (goType === 'struct' || goType === '*struct')
        return {
          messageId: 'goStruct',
          data: { field: fieldName(d.property), version: d.version },
          severity: 'warning',
        };
      // Kubernetes' own type embedded where the schema held it free-form (zalando/postgres-operator
      // a585b17796 generated `env[*]` and `initContainers[*]` from corev1.EnvVar and Container): a
      // key the type lacks never reached a Pod made from it.
      const kubernetesType = storage === undefined ? kubernetesTypeOf(nodeAndParentAt(crd, d)[0]) : undefined;
      if (kubernetesType !== undefined)
        return {
          messageId: 'kubernetesType',
          data: { field: fieldName(d.property), version: d.version, type: kubernetesType },
          severity: 'warning',
        };
      return storage === undefined
        ? { messageId: 'pruned', data: { field: fieldName(d.property), version: d.version } }
        : {
            messageId: 'prunedInStorage',
            data: { field: fieldName(d.property), version: d.version, storage },
            severity: 'warning',
          };
    }),
    // What compatReports softens alike: a test tree's copy is at most a notice (cert-utils-operator
    // a68715b moved its test fixture's CRDs to v1).
    ...[...fromV1beta1(ctx), ...specFlagTurnedOff(ctx)].map((r) => ({ ...r, ...softenedFor(r.object as KubeObject) })),
  ],
});

/**
 * A v1 CRD that kept unknown fields with `spec.preserveUnknownFields: true` (allowed on update for
 * a CRD installed so from v1beta1) and no longer does: set false, or removed from the manifest,
 * which an apply removes from the installed CRD too, as the applied manifest had it. Pruning starts
 * (a probe beside kube-storage-version-migrator). Not where every version keeps unknown fields at
 * its root, nor where the apiserver refuses the head.
 */
function specFlagTurnedOff(ctx: RuleContext): RuleReport<'specFlagOff'>[] {
  if (!ctx.base) return [];
  return ctx.head.crds().flatMap((object): RuleReport<'specFlagOff'>[] => {
    const head = compatCrd(object);
    const stored = ctx.baseOf(object);
    if (!head || !stored || stored.apiVersion !== object.apiVersion || isRefusedCrd(head)) return [];
    const before = isJsonObject(stored.value.spec) ? stored.value.spec.preserveUnknownFields : undefined;
    const now = isJsonObject(object.value.spec) ? object.value.spec.preserveUnknownFields : undefined;
    if (before !== true || now === true) return [];
    if (keepsUnknownAtEveryRoot(head)) return [];
    const written = isJsonObject(object.value.spec) && Object.hasOwn(object.value.spec, 'preserveUnknownFields');
    return [
      {
        messageId: 'specFlagOff',
        object,
        path: written ? FieldPath.of('spec', 'preserveUnknownFields') : FieldPath.of('spec'),
        data: { now: written ? String(now) : 'no longer set (false)' },
      },
    ];
  });
}

/**
 * A v1 CRD whose base was v1beta1 and kept unknown fields: pruning starts with the change
 * (kubefed 2ab409a6c moved its CRDs to v1 and lost `status.clusters[].remoteStatus`, which it
 * got back with "preserve unknown fields" in 6c72bac67; onepassword-operator 6aea2ad). Not where
 * the head keeps unknown fields at the root of every version, nor where the apiserver refuses it.
 */
/**
 * Whether a v1 version lacks the schema the stored v1beta1 CRD had (its `spec.validation`, or each
 * version's): kube-apiserver refuses the update, `spec.versions[i].schema.openAPIV3Schema: Required
 * value` (CRD-SCHEMA-001, ratcheted only where the stored CRD lacked one too), so nothing of what
 * an apply would keep or prune happens (chaosblade-operator 00f5b9e6 changed only the apiVersion
 * of its v1beta1 CRD, whose `validation` v1 does not read).
 */
function dropsSchemaOf(head: CompatCrd, stored: KubeObject): boolean {
  const spec = isJsonObject(stored.value.spec) ? stored.value.spec : {};
  const hasSchema = (v: unknown) => isJsonObject(v) && isJsonObject(v.openAPIV3Schema);
  const storedVersions = Array.isArray(spec.versions) ? spec.versions : [];
  const storedHadSchemas =
    hasSchema(spec.validation) ||
    (storedVersions.length > 0 && storedVersions.every((v) => isJsonObject(v) && hasSchema(v.schema)));
  return storedHadSchemas && head.versions.some((v) => v.schema === undefined);
}

type FromV1beta1 =
  'fromV1beta1' | 'fromV1beta1Unset' | 'fromV1beta1Defaults' | 'fromV1beta1True' | 'fromV1beta1RootOnly';

function fromV1beta1(ctx: RuleContext): RuleReport<FromV1beta1>[] {
  if (!ctx.base) return [];
  const baseWorld = ctx.whole?.base ?? ctx.base;
  return ctx.head.crds().flatMap((object): RuleReport<FromV1beta1>[] => {
    const head = compatCrd(object);
    // A v1 copy added beside the v1beta1 file it replaces (rocketmq-operator f581771 kept
    // deploy/crds/ and added config/crd/bases/) is applied over the CRD that file installed. Not
    // where the base had a v1 copy too (cluster-network-addons-operator adds a release's copy
    // beside the last one, v1 since 0.43.0, and older v1beta1 ones): clusters got that one.
    const copies = ctx.baseOf(object) === undefined ? baseWorld.sameIdentity(object) : [];
    const stored =
      ctx.baseOf(object) ??
      (copies.some((o) => o.apiVersion !== CRD_V1BETA1) ? undefined : copies.find((o) => o.apiVersion === CRD_V1BETA1));
    if (!head || stored?.apiVersion !== CRD_V1BETA1 || isRefusedCrd(head) || dropsSchemaOf(head, stored)) return [];
    // Installed as the base's kustomizations rendered it: a strategic-merge patch that set false
    // (kubebuilder v2's webhook_in_*.yaml scaffold; multi-tenancy's HNC 7aa3c4b8) pruned already.
    const prunedBefore = withKustomizedVariants(baseWorld, [stored]).some(
      (v) => isJsonObject(v.value.spec) && v.value.spec.preserveUnknownFields === false,
    );
    if (prunedBefore) return [];
    const headSpec = isJsonObject(object.value.spec) ? object.value.spec : {};
    // Kept true as the manifest says (gardener/machine-controller-manager 929011588): an upgrade
    // prunes nothing, and only a CRD installed through v1beta1 so may be updated to it; a create
    // is refused, which crd/versions reports of the file alone, not of this update.
    if (headSpec.preserveUnknownFields === true)
      return [
        {
          messageId: 'fromV1beta1True' as const,
          object,
          path: FieldPath.of('spec', 'preserveUnknownFields'),
          data: { apiVersion: object.apiVersion },
        },
      ];
    // Applied over the installed CRD, a manifest that does not set it leaves the stored true
    // (apply patches what the manifest writes), and the apiserver refuses defaults beside a true
    // (apiextensions-apiserver validation.go, specHasDefaults): dapr's and streamnative's upgrade guides.
    // A kustomization that installs the file may set it (a strategic-merge patch): then it is set.
    const unset =
      headSpec.preserveUnknownFields === undefined &&
      !withKustomizedVariants(ctx.whole?.head ?? ctx.head, [object]).some(
        (v) => isJsonObject(v.value.spec) && v.value.spec.preserveUnknownFields === false,
      );
    const defaulted = unset ? firstDefault(object) : undefined;
    if (defaulted !== undefined)
      return [
        {
          messageId: 'fromV1beta1Defaults' as const,
          object,
          path: FieldPath.of('apiVersion'),
          data: { apiVersion: object.apiVersion, defaultAt: defaulted },
        },
      ];
    if (keepsUnknownAtEveryRoot(head)) return [];
    // Only keys beside spec and status go (nuclio 4a8ef06aef: spec and status free-form, as its Go
    // types are TypeMeta, ObjectMeta, Spec and Status): a notice that names what is kept.
    const kept = keptAtEveryRoot(head);
    if (kept !== undefined)
      return [
        {
          messageId: 'fromV1beta1RootOnly' as const,
          object,
          path: FieldPath.of('apiVersion'),
          severity: 'notice' as const,
          data: { apiVersion: object.apiVersion, kept },
        },
      ];
    return [
      {
        messageId: unset ? 'fromV1beta1Unset' : 'fromV1beta1',
        object,
        path: FieldPath.of('apiVersion'),
        severity: 'warning' as const,
        data: { apiVersion: object.apiVersion },
      },
    ];
  });
}

/** The base's storage version, where it is another version and did not keep unknown fields at the difference's place. */
function prunedInBaseStorage(ctx: RuleContext, crd: KubeObject, d: CompatDifference): string | undefined {
  const before = ctx.baseOf(crd);
  const base = before ? compatCrd(before) : undefined;
  const stored = base?.versions.find((v) => v.storage);
  const version = base ? versionNamed(base, d.version) : undefined;
  if (!stored?.schema || !version?.schema || stored.name === version.name) return undefined;
  const root = FieldPath.of('spec').child('versions').index(stored.index).child('schema', 'openAPIV3Schema');
  const pruned = compareSchemas(new SchemaNode(version.schema), new SchemaNode(stored.schema), root, {
    only: new Set(['compat/preserve-unknown-fields-changed']),
  }).some((b) => b.property === d.property);
  return pruned ? stored.name : undefined;
}

/** Where the CRD's schemas first set a default (`spec.size` in v1), as specHasDefaults finds one; undefined where none does. */
function firstDefault(crd: KubeObject): string | undefined {
  for (const schema of crdSchemas(crd)) {
    const [at] = nodesWith(schema, 'default');
    if (at) return `${at.valuePath() || 'the root'} in ${schema.versionName}`;
  }
  return undefined;
}

/** The fields the apiserver keeps at every object's root whatever its schema lists. */
const ROOT_KEPT = new Set(['apiVersion', 'kind', 'metadata']);

/**
 * The root properties every version lists, `spec` among them, each keeping unknown fields below it
 * (`spec: {x-kubernetes-preserve-unknown-fields: true}`), where that is all the root lists beside
 * apiVersion, kind and metadata: pruning drops only other keys at the root. Undefined otherwise.
 */
function keptAtEveryRoot(crd: CompatCrd): string | undefined {
  const lists = crd.versions.map((v) => {
    const schema = v.schema;
    if (!isJsonObject(schema) || !isJsonObject(schema.properties) || schema.additionalProperties !== undefined)
      return undefined;
    const listed = Object.entries(schema.properties).filter(([name]) => !ROOT_KEPT.has(name));
    const free = listed.every(
      ([, node]) => isJsonObject(node) && node['x-kubernetes-preserve-unknown-fields'] === true,
    );
    return free && listed.some(([name]) => name === 'spec') ? listed.map(([name]) => name).sort() : undefined;
  });
  const [first] = lists;
  if (first === undefined || lists.some((l) => l?.join() !== first.join())) return undefined;
  return first.join(' and ');
}

/** Every version keeps unknown fields at its root: nothing is pruned, whatever spec.preserveUnknownFields says. */
const keepsUnknownAtEveryRoot = (crd: CompatCrd): boolean =>
  crd.versions.every((v) => v.schema?.['x-kubernetes-preserve-unknown-fields'] === true);

/** Kubernetes' own types of a Pod that a CRD embeds whole, by the name the message gives them. */
const POD_TYPES: readonly (readonly [string, KubernetesType])[] = [
  ['Container', CONTAINER],
  ['EnvVar', ENV_VAR],
  ['Volume', VOLUME],
  ['VolumeMount', VOLUME_MOUNT],
];

/** The Kubernetes type a schema node declares: by the description k8s.io/api writes, or by its properties, all of them the type's. */
function kubernetesTypeOf(node: Readonly<Record<string, unknown>> | undefined): string | undefined {
  return isJsonObject(node) ? POD_TYPES.find(([, type]) => declaresType(node, type))?.[0] : undefined;
}
