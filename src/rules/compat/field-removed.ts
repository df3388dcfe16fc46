import { defineRule, type RuleContext } from '../../engine/rule.js';
import { isJsonObject, type KubeObject } from '../../parse/kube-object.js';
import { compatReports, fieldName, goStructFieldsOf, goTypeLacks } from './compat-report.js';
import { saysDeprecated, saysUnused } from './deprecated-field.js';
import { holdsNothing } from './holds-nothing.js';
import { presenceReadByParent } from './presence-read-by-parent.js';
import { SCAFFOLD_DESCRIPTION } from './scaffold-base.js';
import { nodeAndParentAt } from './kubernetes-map-lists.js';
import { isStatusOnly } from './status-writes.js';
import { renameCandidate } from './rename-candidate.js';
import { storageNeverHeld } from './never-stored.js';
import type { CompatDifference } from './compare-crds.js';
import { isControllerGenOutput } from './foreign-crd.js';
import { releasesHaving } from './unreleased.js';
import { lastPropertyName } from './property-path.js';

// compat/field-removed (spec/crd-compatibility.md §5.2): a `properties` child, or the map values
// of `additionalProperties`, exist in base and not in head. Reported once, at the topmost removed
// node, on the parent's `properties:` (or `additionalProperties:`) key in head (§3.2).
export const fieldRemoved = defineRule({
  id: 'compat/field-removed',
  scope: 'object',
  // A field the repository's Go type never had is removed at most as a warning (goTypeLacks).
  consultsGoTypes: true,
  meta: {
    severity: 'error',
    description: 'a field of a served CRD version was removed from its schema',
    messages: {
      field:
        '{{field}} was removed from {{version}}{{renamed}}; clients that set or read it break and stored values are pruned from every read at once and from etcd on the next write; keep the field (mark it deprecated in its description) or serve the change as a new version',
      deprecatedField:
        '{{field}} was removed from {{version}}{{renamed}}, where its description said it was deprecated; clients that still set or read it break and stored values are pruned from every read at once and from etcd on the next write; a served version keeps its deprecated fields (Kubernetes drops a field with the version that has it), so serve the removal as a new version',
      unusedStatusField:
        '{{field}} was removed from {{version}}, where its description said it was unused; it is status, which only the controller writes: values an old controller left there are pruned from every read at once and from etcd on the next write, and a reader that still reads it finds it unset, as it was: a warning',
      deprecatedStatusField:
        '{{field}} was removed from {{version}}{{renamed}}, where its description said it was deprecated; it is status, which the controller writes through the status subresource and clients read: readers that still read it break, and a controller of an older release that still writes it sees its values pruned; a served version keeps its deprecated fields (Kubernetes drops a field with the version that has it), so serve the removal as a new version',
      statusField:
        '{{field}} was removed from {{version}}{{renamed}}; it is status, which the controller writes through the status subresource and clients read: readers of it break, and a controller of an older release that still writes it sees its values pruned; keep the field (mark it deprecated in its description) or serve the change as a new version',
      scaffoldField:
        '{{field}} was removed from {{version}}: it was the example field kubebuilder scaffolds ("{{description}}"), which asks to be removed and no controller reads: a warning; only a manifest that still sets it is concerned, which the apiserver answers with a warning of an unknown field, or refuses under strict field validation',
      notInGo:
        "{{field}} was removed from {{version}}{{renamed}}, where the repository's Go type lacked it before the change: its controller and Go clients there did not read or write it, so only a manifest or another client that still sets it meets a warning, or a refusal under strict field validation, and values stored under it are pruned from every read at once and from etcd on the next write: a warning; if an earlier change took it out of the Go type after a release that had it, that release's controller read it and its objects hold it, so the removal breaks them",
      neverStored:
        '{{field}} was removed from {{version}}, which is not the storage version: {{storage}} stores its objects, with no conversion webhook, and its schema has no place for {{field}}, so every write through {{version}} lost the value when it was stored and no read ever showed one; a client that still sets it now meets an unknown field where its value was dropped in silence: a warning (if an earlier release stored objects as {{version}}, those may hold it)',
      notInGoStatus:
        "{{field}} was removed from {{version}}{{renamed}}, where the repository's Go type lacked it before the change: it is status, which the controller writes through the status subresource from that type, so it never wrote the field, no stored object holds a value the controller gave it, and the change brings the CRD in line with the Go type: a warning; if another controller writes this status, it sees the field pruned; if an earlier change took it out of the Go type after a release that had it, that release's controller wrote it, so the removal breaks its readers",
      unservedVersion:
        '{{field}} was removed from {{version}}, which the change stops serving: no client reaches {{version}} any more, but the objects stored as {{version}} are still decoded by its schema, so their values under it are pruned from every read at once and from etcd on the next write; keep the field in {{version}} until a storage migration has rewritten those objects in the storage version, then remove the version',
      mappingsEmptied:
        '{{field}} was removed from {{version}}, whose parent keeps undeclared keys by `additionalProperties: true`, and the apiserver prunes their values with no schema: the key stays, but every field of its mappings is pruned from every read at once and from etcd on the next write, and clients that set them see them dropped; keep it declared, or keep x-kubernetes-preserve-unknown-fields: true on it',
      emptyObject:
        '{{field}} was removed from {{version}}; it was an object that declared no fields, so the only value it could keep was `{}`, which is pruned from every read at once and from etcd on the next write; clients that write it get a warning, or an error under strict field validation',
      mapValues:
        'the values of the map {{parent}} were removed from {{version}} (additionalProperties is gone or false); clients that set its keys break and stored entries are pruned from every read at once and from etcd on the next write; {{advice}}',
      mapMadeObject:
        'the values of the map {{parent}} were removed from {{version}} (additionalProperties is gone or false), which declares properties ({{keys}}): entries under those keys stay as they are where their values fit, while clients that set other keys break and stored entries under them are pruned from every read at once and from etcd on the next write; {{advice}}',
      misspeltMetaField:
        '{{field}} was removed from {{version}}, and the change declares {{added}} in its place: the root field every object has, which the apiserver keeps whatever the schema says; {{field}} was its misspelling, which no client sets: a notice',
      mapOfGoStruct:
        "the values of the map {{parent}} were removed from {{version}} (additionalProperties is gone or false), which now declares {{keys}}: every field of the repository's Go type {{goType}} there before the change, so its controller and Go clients never wrote another key; only a manifest or another client that set other keys loses them, pruned from every read at once and from etcd on the next write: a warning",
      statusMapValues:
        'the values of the map {{parent}} were removed from {{version}} (additionalProperties is gone or false); it is status, which the controller writes through the status subresource and clients read: readers of its entries break, and a controller of an older release that still writes them sees them pruned; {{advice}}',
    },
  },
  check: (ctx) =>
    compatReports(ctx, 'compat/field-removed', (d, crd) =>
      'unserved' in d && d.unserved === true
        ? { messageId: 'unservedVersion', data: { field: fieldName(d.property), version: d.version } }
        : d.property.endsWith('{*}')
          ? (mapOfGoStruct(ctx, crd, d) ??
            mapMadeObject(crd, d) ?? {
              messageId: isStatusOnly(crd, d) ? 'statusMapValues' : 'mapValues',
              data: {
                parent: fieldName(d.property.slice(0, -3)),
                version: d.version,
                advice: hasProperties(nodeAndParentAt(crd, d)[1])
                  ? besidePropertiesAdvice(d)
                  : 'keep additionalProperties or serve the change as a new version',
              },
            })
          : 'mappingsEmptied' in d && d.mappingsEmptied === true
            ? { messageId: 'mappingsEmptied', data: { field: fieldName(d.property), version: d.version } }
            : (misspeltMetaField(ctx, crd, d) ??
              (holdsNothing(d.base) && !presenceReadByParent(ctx.baseOf(crd), d)
                ? {
                    messageId: 'emptyObject',
                    data: { field: fieldName(d.property), version: d.version },
                    severity: 'notice',
                  }
                : isScaffoldField(d)
                  ? {
                      messageId: 'scaffoldField',
                      data: {
                        field: fieldName(d.property),
                        version: d.version,
                        description: String((d.base as { description: string }).description).trim(),
                      },
                      severity: 'warning',
                    }
                  : isStatusOnly(crd, d) && isJsonObject(d.base) && saysUnused(d.base.description)
                    ? {
                        messageId: 'unusedStatusField',
                        data: { field: fieldName(d.property), version: d.version },
                        severity: 'warning',
                      }
                    : goTypeLacks(ctx, crd, d.version, d.property) && !releasedFromGo(ctx, crd, d)
                      ? {
                          // Status too (kubewharf/godel-scheduler 2309f09a9f regenerated a CRD whose status
                          // named `ownerMovements` where its Go type had always written `owners`).
                          messageId: isStatusOnly(crd, d) ? 'notInGoStatus' : 'notInGo',
                          data: { field: fieldName(d.property), version: d.version, renamed: renamedNote(ctx, crd, d) },
                          severity: 'warning',
                        }
                      : (neverStored(ctx, crd, d) ?? {
                          messageId: removedFieldMessage(
                            isJsonObject(d.base) && saysDeprecated(d.base.description),
                            isStatusOnly(crd, d),
                          ),
                          data: { field: fieldName(d.property), version: d.version, renamed: renamedNote(ctx, crd, d) },
                        }))),
    ),
});

// The fields of every object's root (apiVersion, kind, metadata), which pruning keeps whatever the
// schema declares (apiextensions-apiserver's pruning keeps metaFields at the root): a root property
// removed where the change declares one of them as its likely new name was a misspelling of it
// (linkerd2 68c8969d29 fixed `apiVerson` in two CRDs), not a field of the API.
const META_FIELDS: ReadonlySet<string> = new Set(['apiVersion', 'kind', 'metadata']);

/** The notice for a removed root property where the change declares a root field (apiVersion, kind, metadata) in its place. */
function misspeltMetaField(ctx: RuleContext, crd: KubeObject, d: CompatDifference) {
  if (!/^\^\.[^.[{]+$/.test(d.property)) return undefined;
  const added = renameCandidate(ctx, crd, d);
  if (added === undefined || !META_FIELDS.has(added)) return undefined;
  return {
    messageId: 'misspeltMetaField' as const,
    data: { field: fieldName(d.property), version: d.version, added },
    severity: 'notice' as const,
  };
}

// kubebuilder's `Foo string` of every scaffolded API type, "Foo is an example field of Memcached.
// Edit memcached_types.go to remove/update", which gitops-operator shipped and removed (4f2d9d75).

/** Whether the removed field is kubebuilder's scaffolded example `foo`. */
function isScaffoldField(d: CompatDifference): boolean {
  const description = isJsonObject(d.base) ? d.base.description : undefined;
  return (
    d.property.endsWith('.foo') && typeof description === 'string' && SCAFFOLD_DESCRIPTION.test(description.trim())
  );
}

/**
 * Whether a release had the field in a CRD controller-gen wrote, that is from its Go types: the
 * field left the Go type in an earlier change (cnvrg-operator's cc7cee41 dropped `SSO.Authz`, and
 * 185a98f58e regenerated the CRDs without `spec.sso.authz`), and that release's controller read
 * it, and its objects hold it: the removal breaks them as one made in a single change does.
 */
const releasedFromGo = (ctx: RuleContext, crd: KubeObject, d: CompatDifference): boolean => {
  const name = lastPropertyName(d.property);
  return releasesHaving(ctx, crd, d).some(
    (r) =>
      isControllerGenOutput(r.crd) &&
      // A release whose committed CRD was stale against its own Go type, which never declared the
      // field (etcd-io/etcd-operator's v0.2.0 CRD said `status.leaderId`, its Go type wrote
      // `leaderID`, and 9900ddad40 regenerated it): its controller never wrote it.
      (name === undefined || ctx.services?.releases?.goDeclares?.(r.name, name) !== false),
  );
};

/** The warning for a field of a served version that no stored object held (never-stored.ts); undefined otherwise. */
function neverStored(ctx: RuleContext, crd: KubeObject, d: CompatDifference) {
  const storage = storageNeverHeld(ctx.baseOf(crd), d.version, d.property);
  // Nor where a release that had the field could store it (its storage version then had a place for it).
  const storedByRelease = () =>
    releasesHaving(ctx, crd, d).some((r) => storageNeverHeld(r.crd, d.version, d.property) === undefined);
  return storage === undefined || storedByRelease()
    ? undefined
    : {
        messageId: 'neverStored' as const,
        data: { field: fieldName(d.property), version: d.version, storage },
        severity: 'warning' as const,
      };
}

/** A status field removed is said as status (no client sets it), deprecated or not (kubevela b5ce5df9c). */
function removedFieldMessage(
  deprecated: boolean,
  status: boolean,
): 'field' | 'deprecatedField' | 'statusField' | 'deprecatedStatusField' {
  if (status) return deprecated ? 'deprecatedStatusField' : 'statusField';
  return deprecated ? 'deprecatedField' : 'field';
}

/** What the message says of a field the change adds that looks like the removed one renamed or moved; '' without one. */
function renamedNote(ctx: RuleContext, crd: KubeObject, d: CompatDifference): string {
  const candidate = renameCandidate(ctx, crd, d);
  return candidate === undefined
    ? ''
    : ` (the change adds ${candidate}, which looks like its new name or place: a rename breaks clients and stored values as a removal does)`;
}

/**
 * A map of values made an object that declares every field of the base's Go struct there: the map
 * was a lax schema of that struct (zalando/postgres-operator a585b17796 declared the one key its
 * `PostgresStatus` ever wrote, `PostgresClusterStatus`, where status had been a map of strings).
 * Only keys no Go code wrote are pruned: a warning, status or not.
 */
function mapOfGoStruct(ctx: RuleContext, crd: KubeObject, d: CompatDifference) {
  const parent = nodeAndParentAt(crd, d)[1];
  if (!parent || !isJsonObject(parent.properties)) return undefined;
  const declared = parent.properties;
  const property = d.property.slice(0, -3);
  // Status, which only its controller writes, by the keys it encodes (PostgresStatus decodes itself,
  // to read an older release's plain string too, and encodes its one field).
  const go = goStructFieldsOf(ctx, crd, isStatusOnly(crd, d))(d.version)(property);
  if (go === undefined || go.fields.length === 0 || !go.fields.every((f) => Object.hasOwn(declared, f)))
    return undefined;
  return {
    messageId: 'mapOfGoStruct' as const,
    data: {
      parent: fieldName(property),
      version: d.version,
      keys: listed(Object.keys(declared)),
      goType: go.struct,
    },
    severity: 'warning' as const,
  };
}

/**
 * A map of values made an object of declared keys (cass-operator 02eeca96: a CassandraTask job's
 * `args`, a map of strings, became `keyspace_name`, `rack`, …): the message names the keys that
 * stay. Not under status, whose own message speaks of the controller.
 */
function mapMadeObject(crd: KubeObject, d: CompatDifference) {
  const parent = nodeAndParentAt(crd, d)[1];
  if (isStatusOnly(crd, d) || !parent || !isJsonObject(parent.properties)) return undefined;
  const keys = Object.keys(parent.properties);
  if (keys.length === 0) return undefined;
  return {
    messageId: 'mapMadeObject' as const,
    data: {
      parent: fieldName(d.property.slice(0, -3)),
      version: d.version,
      keys: listed(keys),
      advice: besidePropertiesAdvice(d),
    },
  };
}

/**
 * What to do where the map's node declares properties: the apiserver refuses a schema of
 * additionalProperties (or false) beside them (SCHEMA-AP-001), but accepts `true`, which kept
 * undeclared keys (forklift f89b75ab04 dropped the `additionalProperties: true` its released
 * ForkliftController spec had beside its properties).
 */
const besidePropertiesAdvice = (d: CompatDifference): string =>
  d.base === true
    ? 'keep `additionalProperties: true`, which the apiserver accepts beside properties, or serve the change as a new version'
    : 'the apiserver refuses a schema of additionalProperties beside properties (it accepts only `true` there, which keeps no value of a mapping): serve the change as a new version, or declare every key clients use';

const hasProperties = (node: Readonly<Record<string, unknown>> | undefined): boolean =>
  isJsonObject(node?.properties) && Object.keys(node.properties).length > 0;

/** Keys as a message lists them: the first four, and how many more. */
const listed = (keys: readonly string[]): string =>
  `${keys.slice(0, 4).join(', ')}${keys.length > 4 ? `, and ${keys.length - 4} more` : ''}`;
