import { invalid, required, type FieldError } from '../../../engine/field-error.js';
import type { FieldPath } from '../../../engine/field-path.js';
import type { JsonObject } from '../../../parse/kube-object.js';
import { isGoPrintable } from '../../../parse/unicode-categories.js';
import { goBool, goObject, goString, isSet, utf8Length } from '../schema/go-decoded.js';
import { isDns1035Label } from '../schema/dns-names.js';
import type { Hoisting } from '../schema/hoisting.js';
import { internalVersions } from './internal-versions.js';

// spec.versions, status.storedVersions and spec.preserveUnknownFields (spec/crd-validation.md
// §6). The checks that only the internal type can reach (CRD-VERS-006) are left out: hoisting
// makes them impossible from a v1 request.

export interface VersionsInput {
  readonly versions: readonly JsonObject[];
  readonly hoisting: Hoisting;
}

/** CRD-VERS-001..003 and CRD-VERS-005, in the apiserver's order. */
export function validateVersions({ versions, hoisting }: VersionsInput, path: FieldPath): FieldError[] {
  const errs: FieldError[] = [];
  const seen = new Set<string>();
  let unique = true;
  let storageCount = 0;
  versions.forEach((v, i) => {
    const name = goString(v.name);
    if (goBool(v.storage)) storageCount++;
    if (seen.has(name)) unique = false;
    seen.add(name);
    // CRD-VERS-001: a version name is a DNS-1035 label.
    const nameErrs = isDns1035Label(name);
    if (nameErrs.length > 0) errs.push(invalid(path.index(i).child('name'), name, nameErrs.join(',')));
    const warning = v.deprecationWarning;
    if (isSet(warning) || goBool(v.deprecated)) {
      for (const d of validateDeprecationWarning(
        goBool(v.deprecated),
        isSet(warning) ? goString(warning) : undefined,
      )) {
        errs.push(invalid(path.index(i).child('deprecationWarning'), goString(warning), d));
      }
    }
  });
  const internal = (): unknown => internalVersions(versions, hoisting);
  // CRD-VERS-002: version names are unique.
  if (!unique) errs.push(invalid(path, internal(), 'must contain unique version names'));
  // CRD-VERS-003: exactly one storage version.
  if (storageCount !== 1)
    errs.push(invalid(path, internal(), 'must have exactly one version marked as storage version'));
  // The internal spec.version is versions[0].name, validated once more (CRD-VERS-001).
  const first = versions[0];
  if (first && goString(first.name) !== '') {
    const e = isDns1035Label(goString(first.name));
    if (e.length > 0)
      errs.push(invalid(path.parentPath()?.child('version') ?? path, goString(first.name), e.join(',')));
  }
  return errs;
}

/** validateDeprecationWarning (CRD-VERS-005); indexes are byte offsets, as Go ranges over bytes. */
export function validateDeprecationWarning(deprecated: boolean, warning: string | undefined): string[] {
  if (!deprecated && warning !== undefined) return ['can only be set for deprecated versions'];
  if (warning === undefined) return [];
  const errs: string[] = [];
  if (utf8Length(warning) > 256) errs.push('must be <= 256 characters long');
  if (warning === '') errs.push('must not be an empty string');
  let offset = 0;
  for (const ch of warning) {
    if (!isGoPrintable(ch)) {
      errs.push(`must only contain printable UTF-8 characters; non-printable character found at index ${offset}`);
      break;
    }
    offset += utf8Length(ch);
  }
  return errs;
}

/**
 * status.storedVersions after the strategy (CRD-PIPE-001): on create the first storage
 * version; on update the stored list with the new storage version appended if missing.
 */
export function storedVersionsAfterStrategy(
  versions: readonly JsonObject[],
  stored: readonly string[] | undefined,
): string[] {
  const out = [...(stored ?? [])];
  const storage = versions.find((v) => goBool(v.storage));
  if (storage && !out.includes(goString(storage.name))) out.push(goString(storage.name));
  return out;
}

/** ValidateCustomResourceDefinitionStoredVersions (CRD-STORED-001..003). */
export function validateStoredVersions(
  storedVersions: readonly string[],
  versions: readonly JsonObject[],
  path: FieldPath,
): FieldError[] {
  // A nil slice renders as null, a non-empty one as a JSON list.
  // CRD-STORED-001: at least one stored version.
  if (storedVersions.length === 0) return [invalid(path, null, 'must have at least one stored version')];
  const errs: FieldError[] = [];
  const remaining = new Map(storedVersions.map((v, i) => [v, i]));
  for (const v of versions) {
    const name = goString(v.name);
    // CRD-STORED-002: the storage version is among the stored versions.
    if (goBool(v.storage) && !remaining.has(name))
      errs.push(invalid(path, [...storedVersions], `must have the storage version ${name}`));
    remaining.delete(name);
  }
  // Go ranges over a map here, in no fixed order; ours is the list's order.
  for (const [v, i] of [...remaining].sort((a, b) => a[1] - b[1])) {
    errs.push(
      invalid(
        path.index(i),
        v,
        `missing from spec.versions; ${v} was previously a storage version, and must remain in spec.versions until a storage migration ensures no data remains persisted in ${v} and removes ${v} from status.storedVersions`,
      ),
    );
  }
  return errs;
}

export interface SchemaPresence {
  readonly requireOpenAPISchema: boolean;
  readonly preserveUnknownFields: boolean;
}

/** CRD-SCHEMA-001 and its ratchet fallback CRD-SCHEMA-002, only without a hoisted schema. */
export function validateSchemaPresence(
  versions: readonly JsonObject[],
  hoistedSchema: boolean,
  opts: SchemaPresence,
  path: FieldPath,
): FieldError[] {
  if (hoistedSchema && versions.length > 0 && isSet(goObject(versions[0]?.schema)?.openAPIV3Schema)) return [];
  const missing = (v: JsonObject): boolean => !isSet(goObject(v.schema)?.openAPIV3Schema);
  if (opts.requireOpenAPISchema) {
    return versions.flatMap((v, i) =>
      missing(v) ? [required(path.index(i).child('schema', 'openAPIV3Schema'), 'schemas are required')] : [],
    );
  }
  if (opts.preserveUnknownFields) return [];
  return versions.flatMap((v, i) =>
    goBool(v.served) && missing(v)
      ? [required(path.index(i).child('schema', 'openAPIV3Schema'), 'because otherwise all fields are pruned')]
      : [],
  );
}

/** CRD-PUF-001 (with its ratchet) and CRD-PUF-002. */
export function validatePreserveUnknownFields(
  preserve: boolean,
  hasDefaults: boolean,
  storedPreserves: boolean,
  path: FieldPath,
): FieldError[] {
  const errs: FieldError[] = [];
  if (hasDefaults && preserve) errs.push(invalid(path, true, 'must be false in order to use defaults in the schema'));
  if (preserve && !storedPreserves) {
    errs.push(
      invalid(
        path,
        true,
        'cannot set to true, set x-kubernetes-preserve-unknown-fields to true in spec.versions[*].schema instead',
      ),
    );
  }
  return errs;
}

/** CRD-PUF-003: a conversion other than None needs pruning; `conversion` absent is None. */
export function validateConversionWithPreserve(
  conversion: JsonObject | undefined,
  preserve: boolean,
  path: FieldPath,
): FieldError[] {
  if (!conversion || !preserve) return [];
  const strategy = goString(conversion.strategy);
  return strategy === 'None' ? [] : [invalid(path, strategy, 'must be None if spec.preserveUnknownFields is true')];
}
