import type { PrunedPath } from '../crd/pruning/prune.js';
import { unknownObjectMetaKeys } from '../crd/pruning/object-meta.js';
import type { CacheKey, ReviewCache } from '../../engine/review-cache.js';
import { isJsonObject, type JsonObject } from '../../parse/kube-object.js';
import type { SchemaNode } from '../crd/schema/schema-node.js';
import { contentKey } from './content-key.js';
import type { ServedVersion } from './match/serving-crds.js';
import { validateRootMetadata } from './metadata/validate-resource-metadata.js';
import {
  isBlocking,
  namesPlaceholder,
  NOT_CHECKED,
  restsOnPlaceholder,
  validateCustomResource,
  type ClusterOptions,
  type CrError,
  type ResourceOutcome,
} from './validate-custom-resource.js';

// The create of a custom resource, its body (everything but the root metadata, content-key.ts)
// judged once per served version: resources that differ only in their root metadata (names,
// labels) get the same answer about their bodies, and their root metadata is judged for each.
// That holds where the schema does not read the root metadata:
//
// - a rule on the root sees self.metadata.name (CR-CEL-001), and the `metadata` node may
//   restrict name and generateName: a root with rules, a `metadata` node with anything but its
//   type, or any keyword that judges the root object as a whole (enum, allOf,
//   additionalProperties...) keeps the metadata in the judgement, and each such resource is
//   judged on its own. A name must be a non-empty string (one that is missing is a Required
//   value; judged on its own too);
// - otherwise the root metadata reaches validation only through CR-META-001 (validateRootMetadata
//   reads the ObjectMeta fields, which metadata coercion, nulls and defaults leave as they are)
//   and through CR-CEL-011: a blocking error there (a Required value in an owner reference, Too
//   long annotations) stops the rules, which the body alone would have run;
// - coercion drops the keys ObjectMeta does not know (`dropped`: only whether there are any is
//   read, for strict field validation);
// - in a manifest with template placeholders an error standing on one is dropped: the metadata's
//   errors are judged by the values they stand on, the body's were judged with the body.
//
// The errors come in the order of §3.1, as validateCustomResource gives them: root metadata
// (step 6), the body's steps 7–10, then CEL.

interface Body {
  readonly outcome: ResourceOutcome;
  /** The manifest holds template placeholders: errors on a placeholder do not stand. */
  readonly templated: boolean;
  /** CEL ran on the body: a blocking error of the root metadata would have stopped it. */
  readonly celRan: boolean;
  /** The cluster options it was judged with (one per review: a review's cache holds one). */
  readonly cluster: ClusterOptions;
}

const BODIES: CacheKey<WeakMap<ServedVersion, Map<string, Body>>> = {
  name: 'cr/ create outcomes by served version and body',
  create: () => new WeakMap(),
};

/** The root metadata the body is judged with: a valid name and nothing else. */
const STAND_IN_METADATA: JsonObject = { name: 'a' };

/** validateCustomResource on create, the body's part shared by the resources that hold the same body. */
export function createOutcome(
  raw: JsonObject,
  served: ServedVersion,
  cache: ReviewCache,
  cluster: ClusterOptions,
): ResourceOutcome {
  const key = bodyKey(raw, served, cache);
  const metadata = raw.metadata;
  if (key === undefined || !isJsonObject(metadata))
    return validateCustomResource(raw, served, cache, undefined, cluster);
  const byServed = cache.get(BODIES);
  let bodies = byServed.get(served);
  if (!bodies) {
    bodies = new Map();
    byServed.set(served, bodies);
  }
  let body = bodies.get(key);
  if (body === undefined) {
    body = bodyOutcome(raw, served, cache, cluster);
    bodies.set(key, body);
  } else if (
    body.cluster.k8sNameFormats !== cluster.k8sNameFormats ||
    body.cluster.numberFormats !== cluster.numberFormats
  )
    body = bodyOutcome(raw, served, cache, cluster);
  let metaErrors = validateRootMetadata(raw, 'create');
  // A placeholder the error names (a label key `${LABEL_KEY}`), or, in a templated body, at its path.
  metaErrors = metaErrors.filter(
    (e) => !namesPlaceholder(e) && !(body.templated && restsOnPlaceholder(raw, e.path.segments())),
  );
  const unknown = unknownObjectMetaKeys(metadata);
  if (metaErrors.length === 0 && unknown.length === 0) return body.outcome;
  const meta = metaErrors.map((error): CrError => ({ ruleId: 'cr/metadata', error }));
  const dropped: readonly PrunedPath[] =
    unknown.length === 0 ? body.outcome.dropped : [...body.outcome.dropped, ...unknown.map((k) => ['metadata', k])];
  if (body.celRan && metaErrors.some(isBlocking)) {
    // CR-CEL-011: what the body's rules found is not evaluated after all.
    const errors = [
      ...meta,
      ...body.outcome.errors.filter((e) => e.ruleId !== 'cr/cel'),
      { ruleId: 'cr/cel' as const, error: NOT_CHECKED },
    ];
    return { ...body.outcome, errors, celNotEvaluated: [], dropped };
  }
  return { ...body.outcome, errors: [...meta, ...body.outcome.errors], dropped };
}

/**
 * Whether each of the versions judges the resource's body alone (createOutcome shares it): the
 * root metadata's errors are then the same under every one of them, whatever its schema.
 */
export function judgedByBody(raw: JsonObject, versions: readonly ServedVersion[], cache: ReviewCache): boolean {
  return versions.every((v) => bodyKey(raw, v, cache) !== undefined);
}

/** The body's key when `served` judges the body alone (content-key.ts: a manifest with a root name); undefined: judged on its own. */
function bodyKey(raw: JsonObject, served: ServedVersion, cache: ReviewCache): string | undefined {
  return readsRootMetadata(served.schema) ? undefined : contentKey(cache, raw)?.body;
}

/** An error of the root metadata (CR-META-001): no schema node of a version judged by body reaches it. */
export const isRootMetadataError = (e: CrError): boolean =>
  e.ruleId === 'cr/metadata' && e.error.path?.segments()[0] === 'metadata';

function bodyOutcome(raw: JsonObject, served: ServedVersion, cache: ReviewCache, cluster: ClusterOptions): Body {
  const standIn: JsonObject = { ...raw, metadata: STAND_IN_METADATA };
  const outcome = validateCustomResource(standIn, served, cache, undefined, cluster);
  const celRan =
    served.schema !== undefined && served.hasCelRules && !outcome.errors.some((e) => e.error === NOT_CHECKED);
  // The stand-in differs from the manifest only in the root metadata, which holdsPlaceholder passes by.
  return { outcome, templated: outcome.templated, celRan, cluster };
}

/** Root keywords that judge the root object without reading its metadata. */
const ROOT_KEYS = new Set(['type', 'description', 'title', 'properties', 'required']);
/** A root `metadata` node that restricts nothing in it. */
const METADATA_KEYS = new Set(['type', 'description', 'title']);

const READS_METADATA = new WeakMap<SchemaNode, boolean>();

/** Whether the schema may read the root metadata (a root rule, a restricted metadata, a whole-object keyword): then each resource is judged on its own. */
function readsRootMetadata(schema: SchemaNode | undefined): boolean {
  if (!schema) return false;
  let reads = READS_METADATA.get(schema);
  if (reads === undefined) {
    const properties = isJsonObject(schema.raw.properties) ? schema.raw.properties : {};
    const metadata = Object.hasOwn(properties, 'metadata') ? properties.metadata : undefined;
    reads =
      Object.keys(schema.raw).some((k) => !ROOT_KEYS.has(k)) ||
      (metadata !== undefined && (!isJsonObject(metadata) || Object.keys(metadata).some((k) => !METADATA_KEYS.has(k))));
    READS_METADATA.set(schema, reads);
  }
  return reads;
}
