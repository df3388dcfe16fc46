import { forbidden, type FieldError } from '../../../engine/field-error.js';
import type { SchemaLocation } from '../schema/walk-schema.js';

// SCHEMA-DEF-001 and SCHEMA-DEF-002 (spec/crd-validation.md §10; validation.go's
// specStandardValidatorV3.withForbiddenDefaults): a default at or below the root's metadata,
// apiVersion or kind property, or inside an additionalProperties schema under resource meta
// (the root's or an embedded resource's), is Forbidden. The reason is the latest one set on the
// way down, as the validator clones its options with the new reason.

const META_FIELDS: ReadonlySet<string> = new Set(['metadata', 'apiVersion', 'kind']);

export function forbiddenDefault(at: SchemaLocation): FieldError[] {
  if (!at.node.hasDefault) return [];
  const reason = forbiddenReason(at);
  return reason === undefined ? [] : [forbidden(at.apiserverPath().child('default'), `must not be set ${reason}`)];
}

function forbiddenReason(at: SchemaLocation): string | undefined {
  const chain: SchemaLocation[] = [];
  for (let l: SchemaLocation | undefined = at; l; l = l.parent) chain.push(l);
  let reason: string | undefined;
  let insideMeta = false;
  for (let i = chain.length - 2; i >= 0; i--) {
    const l = chain[i] as SchemaLocation;
    const parent = l.parent;
    if (!parent) continue;
    if (
      l.relation === 'properties' &&
      typeof l.key === 'string' &&
      META_FIELDS.has(l.key) &&
      (parent.isRoot || parent.node.embeddedResource)
    ) {
      insideMeta = true;
      // SCHEMA-DEF-001: no default at or below the root's metadata, apiVersion or kind.
      if (parent.isRoot) reason = `in top-level ${l.key}`;
    }
    // SCHEMA-DEF-002: no default inside additionalProperties under resource meta.
    if (l.relation === 'additionalProperties' && insideMeta)
      reason = 'inside additionalProperties applying to object metadata';
  }
  return reason;
}
