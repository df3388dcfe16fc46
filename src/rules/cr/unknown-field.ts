import { renderFieldError } from '../../engine/field-error.js';
import { FieldPath } from '../../engine/field-path.js';
import { defineRule, type RuleReport } from '../../engine/rule.js';
import { isNameless } from './nameless-resource.js';
import { isInTestTree } from '../../parse/test-trees.js';
import { bracePlaceholderText } from '../../parse/template-syntax.js';
import { archivedEntry, asArchivedNotice } from './archived-resource.js';
import { asTestTreeWarning } from './test-tree.js';
import type { CacheKey, ReviewCache } from '../../engine/review-cache.js';
import { isJsonObject, type JsonObject, type KubeObject } from '../../parse/kube-object.js';
import type { SchemaNode } from '../crd/schema/schema-node.js';
import { contentKey } from './content-key.js';
import { madeCustomResourceReview } from './custom-resource-review.js';
import type { FieldValidation } from './cr-config.js';
import { candidates, crdIndex, match, type ServedVersion } from './match/serving-crds.js';
import { groupDrops, type DropGroup } from '../crd/pruning/drop-groups.js';
import { unknownObjectMetaKeys } from '../crd/pruning/object-meta.js';
import { prune, type Drop, type PrunedPath, type SchemaPlace } from '../crd/pruning/prune.js';
import { rejectionsOf, type ValueRejection } from '../crd/pruning/rejections.js';

// cr/unknown-field (spec/cr-validation.md §3.2; formerly crd/pruned-field, which configuration and
// suppressions may still name: engine/rule-aliases.ts). spec/crd-validation.md §11: a custom resource in the
// repository whose group and kind a CRD in the repository serves is pruned by the apiserver on
// every write. A field the schema does not declare is dropped (the "malicious unspecified data"
// story of the structural-schema announcement): the user believes it is set, the cluster never
// stores it. kubectl apply asks for strict field validation by default (KEP-2885, `--validate`
// strict since 1.27) and is refused instead; clients that do not (Helm, controllers, `--validate
// =false`) have the field dropped, with at most a warning. Such a field is a warning at its line
// (the keys one schema node drops are one warning, below).
//
// Pruning does not look at `type`: a mapping where the schema declares a string (`{X}` in YAML is
// a mapping) loses every key, and validation then rejects the emptied value (rejections.ts).
// Those keys are not dropped "without an error": the finding is one error at the value, with the
// rejection the apiserver returns. A scalar of the wrong type loses nothing to pruning and is
// left to custom-resource validation (spec/cr-validation.md §5).
//
// Where several CRDs of the repository serve the kind (standard and experimental channels,
// feature-set variants), only a field that every one of them prunes is reported: which of them
// the cluster runs is not known here. A rejection is reported when every one of them returns it
// at the same path with the same type (spec/cr-validation.md CR-MATCH-004); a key that one CRD
// drops quietly and another rejects with its value is not reported.
//
// Keys one schema node drops from one resource are one finding (drop-groups.ts): a node meets
// every item of a list and every value of a map, so one missing declaration drops the same keys
// once per item, and an object schema with no properties (where x-kubernetes-preserve-unknown-
// fields was meant: most likely the CRD's mistake, not the resource's) drops everything set in
// it. The finding is placed at the first key dropped, names every dropped path in its data, and
// keeps its identity (fingerprint) by resource and node, whichever key comes first. A node that
// drops one key keeps that key's own finding.

const messages = {
  pruned:
    '{{field}} is not declared in the schema of {{crd}} version {{version}}: the apiserver drops it (or refuses the object, under the strict field validation kubectl apply uses by default), so it is never stored',
  metadata:
    '{{field}} is not a field of ObjectMeta: the apiserver drops it (or refuses the object, under the strict field validation kubectl apply uses by default), so it is never stored',
  prunedMany:
    '{{holderText}} does not declare {{namesText}} in the schema of {{crd}} version {{version}}: the apiserver drops {{count}} fields{{placesText}} (or refuses the object, under the strict field validation kubectl apply uses by default), so they are never stored ({{dropped}})',
  prunedInEmpty:
    '{{field}} is set under {{holderText}}, an object with no properties in the schema of {{crd}} version {{version}}, so the apiserver drops it (or refuses the object, under the strict field validation kubectl apply uses by default); declare it in the CRD, or mark {{holderText}} x-kubernetes-preserve-unknown-fields if it holds arbitrary data{{embeddedMeta}}',
  prunedAll:
    '{{holderText}} is an object with no properties in the schema of {{crd}} version {{version}}, so the apiserver drops all {{count}} fields set under it{{placesText}} ({{namesText}}), or refuses the object, under the strict field validation kubectl apply uses by default; declare them in the CRD, or mark it x-kubernetes-preserve-unknown-fields if it holds arbitrary data',
  metadataMany:
    'ObjectMeta has no field {{namesText}}: the apiserver drops {{count}} fields of {{holderText}}{{placesText}} (or refuses the object, under the strict field validation kubectl apply uses by default), so they are never stored ({{dropped}})',
  wrongType:
    '{{field}} is {{actualText}} where the schema of {{crd}} version {{version}} declares {{declaredText}}: the apiserver prunes {{dropped}} from it and then rejects the resource ({{error}})',
  wrongTypeStatus:
    '{{field}} is {{actualText}} where the schema of {{crd}} version {{version}} declares {{declaredText}}: status is dropped on create and kept from the stored object on updates of the resource, so those pass (unless under the strict field validation kubectl apply uses by default, which refuses the object for the fields pruned while it is read, status too), but a write to the /status subresource with it is pruned of {{dropped}} and refused ({{error}})',
  braces:
    '{{field}} is {{mapping}}, which YAML reads as a mapping, where the schema of {{crd}} version {{version}} declares {{declaredText}}: the apiserver prunes its keys and then rejects the resource ({{error}}); write "{{mapping}}" in quotes if a string is meant',
  bracesPlaceholder:
    '{{field}} is {{mapping}}, a fill-in in braces (as Python\'s str.format and AsciiDoc attributes write them) that YAML reads as a mapping, where the schema of {{crd}} version {{version}} declares {{declaredText}}: the file is taken for a template that is filled in before anything applies it, as the apiserver refuses it as written ({{error}}); write "{{mapping}}" in quotes if a string is meant',
  strict:
    '{{field}} is not declared in the schema of {{crd}} version {{version}}: under strict field validation (cr.fieldValidation: Strict, what kubectl apply asks for) the apiserver refuses the object: {{error}}',
  forbidden:
    '{{field}} is not allowed, as the schema of {{crd}} version {{version}} sets additionalProperties: false above it: the apiserver prunes {{dropped}} from its value and then rejects the resource ({{error}})',
} as const;
type MessageId = keyof typeof messages;

export const unknownField = defineRule({
  id: 'cr/unknown-field',
  meta: {
    severity: 'warning',
    description:
      'a custom resource sets a field its CRD schema does not declare, which the apiserver prunes (or, under strict field validation, refuses)',
    messages,
  },
  check: (ctx) => {
    // The CRDs cr/ matches with (match/serving-crds.ts): one the apiserver would refuse serves nothing.
    const index = crdIndex(ctx, ctx.head);
    if (index.size === 0) return [];
    // CR-MATCH-002: an unserved version is cr/unserved-version's 404, and nothing else is checked;
    // the schemas are those of the served versions, as every other cr/ rule judges with.
    const fieldValidation = ctx.config.cr?.fieldValidation ?? 'Warn';
    // The other cr/ rules have usually pruned each resource under its first serving version
    // already (prepare-object.ts prunes and coerces as prune() below does): what drops nothing
    // there has no key every version drops.
    const undropped = madeCustomResourceReview(ctx)?.undropped;
    let paths: readonly string[] | undefined;
    const pathsOf = () => (paths ??= (ctx.whole?.head ?? ctx.head).paths());
    return candidates(ctx, index).flatMap((o) => {
      if (undropped?.has(o) || isNameless(o)) return [];
      const m = match(index, o);
      if (m.kind !== 'served') return [];
      const reports = prunedFieldsOf(o, m.versions, m.crdNames, fieldValidation, ctx.cache);
      // In a repository's test trees a refusal is a warning (test-tree.ts).
      if (isInTestTree(o.source.file)) return reports.map((r) => (r.severity === 'error' ? asTestTreeWarning(r) : r));
      // An older release's copy judged against today's CRD: a notice (archived-resource.ts).
      const archivedIn = reports.length > 0 ? archivedEntry(o.source.file, m.versions, pathsOf) : undefined;
      return archivedIn === undefined ? reports : reports.map((r) => asArchivedNotice(r, archivedIn));
    });
  },
});

/** What pruning does to one resource under one serving schema. */
interface Outcome {
  /** Keys dropped quietly, by their JSON path. */
  readonly pruned: Map<string, Drop>;
  /** ObjectMeta keys dropped quietly; the holder is the place of their `metadata`. */
  readonly metadata: Map<string, Drop>;
  /**
   * Rejected values holding dropped keys, by path and error type; `statusOnly`: under status with
   * the status subresource, where only a write to /status is refused.
   */
  readonly rejected: Map<
    string,
    { readonly rejection: ValueRejection; readonly dropped: PrunedPath[]; readonly statusOnly: boolean }
  >;
}

function prunedFieldsOf(
  o: KubeObject,
  serving: readonly ServedVersion[],
  crd: string,
  fieldValidation: FieldValidation,
  cache: ReviewCache,
): RuleReport<MessageId>[] {
  const first = serving[0];
  if (!first) return [];
  let common: Outcome | undefined;
  for (const s of serving) {
    const outcome = memoizedOutcomeOf(o, s, cache);
    common = common
      ? {
          pruned: intersect(common.pruned, outcome.pruned, declaringHolder),
          metadata: intersect(common.metadata, outcome.metadata),
          rejected: intersect(common.rejected, outcome.rejected),
        }
      : outcome;
    // Only what every serving CRD drops is reported: once nothing is left, the others cannot add
    // to it, and there is nothing to report (under any field validation).
    if (common.pruned.size === 0 && common.metadata.size === 0 && common.rejected.size === 0) return [];
  }
  if (!common) return [];
  const version = first.version;
  if (fieldValidation === 'Strict') return strictReports(o, common, crd, version);
  const rejected = [...common.rejected.values()].map(({ rejection, dropped, statusOnly }): RuleReport<MessageId> => {
    const path = toFieldPath(rejection.path);
    const value = rejection.reason === 'type' ? valueAt(o.value, rejection.path) : undefined;
    const mapping = rejection.reason === 'type' ? bracesText(value, rejection.declared) : undefined;
    // One name in braces is a fill-in, as in metadata.name (parse/template): infinispan-operator's
    // documentation writes `cluster: {example_crd_name}`, an AsciiDoc attribute.
    const fillIn = mapping !== undefined && !statusOnly && bracePlaceholderText(value) !== undefined;
    return {
      messageId: statusOnly
        ? 'wrongTypeStatus'
        : rejection.reason === 'forbidden'
          ? 'forbidden'
          : fillIn
            ? 'bracesPlaceholder'
            : mapping
              ? 'braces'
              : 'wrongType',
      object: o,
      path,
      // A forbidden key is the key's fault; a value of the wrong type, the value's.
      ...(rejection.reason === 'forbidden' ? KEY : {}),
      severity: statusOnly ? 'warning' : fillIn ? 'notice' : 'error',
      ...(statusOnly || fillIn ? {} : { apiserver: rejection.error }),
      data: {
        field: path.toString(),
        crd,
        version,
        actualText: rejection.actual === 'object' ? 'a mapping' : 'a list',
        declaredText: typeText(rejection.declared),
        dropped: droppedText(dropped),
        droppedFields: dropped.map((p) => toFieldPath(p).toString()),
        error: renderFieldError(rejection.error),
        ...(mapping ? { mapping } : {}),
      },
    };
  });
  // Ignore: the apiserver drops them without a word; only the rejections remain.
  if (fieldValidation === 'Ignore') return rejected;
  const quiet = (kind: 'pruned' | 'metadata', drops: ReadonlyMap<string, Drop>) =>
    groupDrops(drops.values()).map((g) => quietReport(o, kind, g, crd, version));
  return [...quiet('pruned', common.pruned), ...quiet('metadata', common.metadata), ...rejected];
}

/**
 * Strict field validation (spec/cr-validation.md §3.2): the request fails with 400 before any
 * validation, one `unknown field` per dropped key (metadata keys ObjectMeta does not know too),
 * each at its own line. The path is the dotted JSON path with `[i]` for items.
 */
function strictReports(o: KubeObject, common: Outcome, crd: string, version: string): RuleReport<MessageId>[] {
  const paths = [...common.pruned.values(), ...common.metadata.values()].map((d) => d.path);
  for (const { dropped } of common.rejected.values()) paths.push(...dropped);
  return paths.map((p) => {
    const path = toFieldPath(p);
    const dotted = p.map((s, i) => (typeof s === 'number' ? `[${s}]` : i === 0 ? s : `.${s}`)).join('');
    const detail = `strict decoding error: unknown field "${dotted}"`;
    return {
      messageId: 'strict',
      object: o,
      path,
      ...KEY,
      severity: 'error',
      apiserver: { path: dotted, type: 'unknown field', detail },
      data: { field: path.toString(), crd, version, error: detail },
    };
  });
}

/** A dropped or refused key is what the user deletes or renames: the finding underlines the key, not its value. */
const KEY = { placement: 'key' } as const;

/** One key dropped where its own finding has always been; several of one node as one finding at the first. */
function quietReport(
  o: KubeObject,
  kind: 'pruned' | 'metadata',
  group: DropGroup<Drop>,
  crd: string,
  version: string,
): RuleReport<MessageId> {
  const path = toFieldPath(group.first.path);
  // One key under an object with no properties: the CRD's empty object (sedna's pod templates'
  // metadata), worded as the finding of several keys there is.
  const holderSchema = group.first.holderSchema;
  if (
    group.drops.length === 1 &&
    kind === 'pruned' &&
    holderSchema?.type === 'object' &&
    hasNoProperties(holderSchema)
  ) {
    const holder = group.first.path.slice(0, -1);
    return {
      messageId: 'prunedInEmpty',
      object: o,
      path,
      ...KEY,
      data: {
        field: path.toString(),
        crd,
        version,
        holderText: objectText(holder),
        embeddedMeta: embeddedMetaHint(holder),
      },
    };
  }
  if (group.drops.length === 1)
    return { messageId: kind, object: o, path, ...KEY, data: { field: path.toString(), crd, version } };
  const messageId =
    kind === 'metadata'
      ? 'metadataMany'
      : group.drops.every((d) => hasNoProperties(d.holderSchema))
        ? 'prunedAll'
        : 'prunedMany';
  return {
    messageId,
    object: o,
    path,
    ...KEY,
    // The resource and the node, not the first key: the finding stays the same finding when
    // items are added, removed or reordered.
    identity: `${kind} under ${group.holder}`,
    data: {
      holder: group.holder,
      // In one place, the object itself (spec.resources[0]); in several, the schema's place.
      holderText: group.places === 1 ? objectText(group.first.path.slice(0, -1)) : placeText(group.holder),
      crd,
      version,
      count: group.drops.length,
      places: group.places,
      placesText: group.places === 1 ? '' : ` in ${group.places} places of this object`,
      names: group.names,
      namesText: listText(group.names, messageId === 'prunedAll' ? 'and' : 'or'),
      dropped: droppedText(group.drops.map((d) => d.path)),
      droppedFields: group.drops.map((d) => toFieldPath(d.path).toString()),
    },
  };
}

// Pruning never reads the root name (ObjectMeta keeps it): resources that differ only in it drop
// the same keys (content-key.ts), so what one schema drops is found once per content.
const OUTCOMES: CacheKey<WeakMap<ServedVersion, Map<string, Map<string, Outcome>>>> = {
  name: 'cr/unknown-field outcomes by served version and content',
  create: () => new WeakMap(),
};

function memoizedOutcomeOf(o: KubeObject, s: ServedVersion, cache: ReviewCache): Outcome {
  const content = contentKey(cache, o.value);
  if (content === undefined) return outcomeOf(o.value, s);
  const byServed = cache.get(OUTCOMES);
  let bodies = byServed.get(s);
  if (!bodies) {
    bodies = new Map();
    byServed.set(s, bodies);
  }
  let byMetadata = bodies.get(content.body);
  if (!byMetadata) {
    byMetadata = new Map();
    bodies.set(content.body, byMetadata);
  }
  let outcome = byMetadata.get(content.metadata);
  if (!outcome) {
    outcome = outcomeOf(o.value, s);
    byMetadata.set(content.metadata, outcome);
  }
  return outcome;
}

function outcomeOf(value: JsonObject, s: ServedVersion): Outcome {
  const rejections: ValueRejection[] = [];
  const statusRejections = new Set<ValueRejection>();
  const result = prune(value, s.schema, true, (value, schema, path) => {
    // With the status subresource, the main endpoint removes status after pruning and before
    // validation (§3.1): nothing under it is rejected there, and what pruning drops is dropped
    // quietly, but a value of the wrong type is refused on a write to /status, and is worded so
    // (metal3's HostFirmwareSettings sample: a list where status.settings is a map).
    const statusOnly = s.statusSubresource && path[0] === 'status';
    for (const r of rejectionsOf(value, schema, path)) {
      if (statusOnly && r.reason !== 'type') continue;
      rejections.push(r);
      if (statusOnly) statusRejections.add(r);
    }
  });
  const outcome: Outcome = { pruned: new Map(), metadata: new Map(), rejected: new Map() };
  // Each dropped key belongs to the innermost rejected value holding it, if any.
  const place = (d: Drop, quiet: Map<string, Drop>) => {
    const p = d.path;
    let holder: ValueRejection | undefined;
    for (const r of rejections)
      if (r.path.length < p.length && isPrefix(r.path, p) && (!holder || r.path.length > holder.path.length))
        holder = r;
    if (!holder) {
      quiet.set(JSON.stringify(p), d);
      return;
    }
    const key = `${JSON.stringify(holder.path)} ${holder.error.type} ${holder.error.path.toString()}`;
    const entry = outcome.rejected.get(key);
    if (entry) entry.dropped.push(p);
    else outcome.rejected.set(key, { rejection: holder, dropped: [p], statusOnly: statusRejections.has(holder) });
  };
  for (const d of result.drops) place(d, outcome.pruned);
  for (const m of result.metadata) {
    for (const k of unknownObjectMetaKeys(valueAt(value, m.path)))
      place({ path: [...m.path, k], holder: m.place, holderSchema: undefined }, outcome.metadata);
  }
  return outcome;
}

const isPrefix = (prefix: PrunedPath, p: PrunedPath): boolean => prefix.every((step, i) => p[i] === step);

const TYPE_TEXT: Readonly<Record<string, string>> = {
  string: 'a string',
  integer: 'an integer',
  number: 'a number',
  boolean: 'a boolean',
  array: 'a list',
  object: 'an object',
  'integer,string': 'an integer or a string',
};
const typeText = (declared: string): string => TYPE_TEXT[declared] ?? `type ${declared}`;

/** An object schema that declares no property: every key set in its objects is dropped. */
const hasNoProperties = (s: SchemaNode | undefined): boolean => s === undefined || s.properties.size === 0;

/** A place in the schema as a sentence names it: the root is the resource's top level. */
const placeText = (place: SchemaPlace): string => (place === '' ? 'the top level' : place);

/** For an embedded object's `metadata` (a pod template's), what leaves it empty: controller-gen's default. */
const embeddedMetaHint = (holder: PrunedPath): string =>
  holder.length > 1 && holder[holder.length - 1] === 'metadata'
    ? ' (controller-gen writes an embedded ObjectMeta so unless it runs with crd:generateEmbeddedObjectMeta=true, which declares its labels, annotations, name and namespace)'
    : '';
const objectText = (p: PrunedPath): string => (p.length === 0 ? 'the top level' : toFieldPath(p).toString());

/** At most five names, then how many more: `a, b or c`, `a, b, c, d, e or 2 others`. */
function listText(names: readonly string[], conjunction: 'and' | 'or'): string {
  if (names.length > 5)
    return `${names.slice(0, 5).join(', ')} ${conjunction} ${names.length - 5} ${conjunction === 'or' ? 'others' : 'more'}`;
  return names.length === 1
    ? String(names[0])
    : `${names.slice(0, -1).join(', ')} ${conjunction} ${names[names.length - 1]}`;
}

/** At most three dropped fields by name, then how many more. */
function droppedText(dropped: readonly PrunedPath[]): string {
  const names = dropped.map((p) => toFieldPath(p).toString());
  return names.length <= 3 ? names.join(', ') : `${names.slice(0, 3).join(', ')} and ${names.length - 3} more`;
}

/**
 * `{A}` or `{A, B}` as it was most likely written: a mapping whose keys all have no value, where
 * a string is declared. YAML reads a placeholder in braces as a flow mapping.
 */
function bracesText(value: unknown, declared: string): string | undefined {
  if (!isJsonObject(value) || (declared !== 'string' && declared !== 'integer,string')) return undefined;
  const keys = Object.keys(value);
  if (keys.length === 0 || keys.some((k) => value[k] !== null)) return undefined;
  return `{${keys.join(', ')}}`;
}

/** The keys of both; a value from `a`, or what `pick` makes of both. */
function intersect<T>(
  a: ReadonlyMap<string, T>,
  b: ReadonlyMap<string, T>,
  pick: (x: T, y: T) => T = (x) => x,
): Map<string, T> {
  const out = new Map<string, T>();
  for (const [k, x] of a) {
    const y = b.get(k);
    if (y !== undefined) out.set(k, pick(x, y));
  }
  return out;
}

/** Of one key dropped by two CRDs, the drop whose holder declares properties, if either does: only a holder empty in every CRD is called empty. */
const declaringHolder = (x: Drop, y: Drop): Drop => (hasNoProperties(x.holderSchema) ? y : x);

function valueAt(root: unknown, path: PrunedPath): unknown {
  let v = root;
  for (const step of path) {
    if (typeof step === 'number') v = Array.isArray(v) ? v[step] : undefined;
    else
      v =
        typeof v === 'object' && v !== null && !Array.isArray(v) && Object.hasOwn(v, step)
          ? (v as Record<string, unknown>)[step]
          : undefined;
  }
  return v;
}

/** The custom resource's own path: fields as `.name`, list items as `[i]`; a dotted key as `[a.b]`. */
function toFieldPath(p: PrunedPath): FieldPath {
  const [head, ...rest] = p;
  let path = FieldPath.of(String(head));
  for (const step of rest) {
    if (typeof step === 'number') path = path.index(step);
    else path = step.includes('.') ? path.key(step) : path.child(step);
  }
  return path;
}
