import { isJsonObject, type KubeObject } from '../../../parse/kube-object.js';
import { crdSchemas } from './crd-schemas.js';
import { isInvalidType } from './keyword-validation.js';
import { validateMapListKeysMapSet } from './list-validation.js';
import type { SchemaNode } from './schema-node.js';
import { PatternCache } from '../defaults/pattern-cache.js';
import { checkStructural } from './structural-validation.js';
import { walkSchema } from './walk-schema.js';

// Update leniency (spec §12), decided once per CRD from the stored (base) object, never from the
// request; validators only read the flags (STYLE §1). Ratchets are whole-object: once the stored
// object violates a family anywhere, new violations of that family are allowed anywhere.

/** Some node of some schema of the CRD satisfies `test` (the apiserver's SchemaHas: every keyword). */
export function crdSchemaHas(crd: KubeObject, test: (node: SchemaNode) => boolean): boolean {
  let found = false;
  for (const schema of crdSchemas(crd)) {
    walkSchema(schema, (at) => {
      if (found) return 'skip';
      found = test(at.node);
      return undefined;
    });
    if (found) return true;
  }
  return found;
}

/** SCHEMA-KW-011 stays on unless the stored object has an invalid type name anywhere. */
export const requireValidPropertyType = (base: KubeObject | undefined): boolean =>
  !base || !crdSchemaHas(base, (n) => isInvalidType(n.type));

/** SCHEMA-LIST-014 stays on unless the stored object has a set of non-atomic items. */
export const requireAtomicSetType = (base: KubeObject | undefined): boolean =>
  !base || !crdSchemaHas(base, hasNonAtomicSet);

/** SCHEMA-LIST-011..013 stay on unless the stored object violates them anywhere. */
export function requireMapListKeysMapSetValidation(base: KubeObject | undefined): boolean {
  if (!base) return true;
  for (const schema of crdSchemas(base)) {
    let violated = false;
    walkSchema(schema, (at) => {
      if (violated || at.unvalidated) return 'skip';
      violated = validateMapListKeysMapSet(at).length > 0;
      return undefined;
    });
    if (violated) return false;
  }
  return true;
}

/** Every schema of the CRD converts and passes ValidateStructural. */
export function isStructural(crd: KubeObject): boolean {
  const patterns = new PatternCache();
  return crdSchemas(crd).every((s) => {
    const result = checkStructural(s, true, patterns);
    return result.conversion === undefined && result.errors.length === 0;
  });
}

/**
 * SCHEMA-STRUCT-010: on create always; on update unless the new object keeps
 * spec.preserveUnknownFields true, has no default and no x-kubernetes-* extension (map-type does
 * not count), and the stored object already had a non-structural schema.
 */
export function requireStructuralSchema(head: KubeObject, base: KubeObject | undefined): boolean {
  if (!base) return true;
  const spec = isJsonObject(head.value.spec) ? head.value.spec : {};
  if (spec.preserveUnknownFields !== true) return true;
  if (crdSchemaHas(head, (n) => n.hasDefault || usesExtensions(n))) return true;
  return isStructural(base);
}

const usesExtensions = (n: SchemaNode): boolean =>
  n.embeddedResource ||
  n.preserveUnknownFields !== undefined ||
  n.intOrString ||
  n.listMapKeys.length > 0 ||
  n.listType !== undefined ||
  n.validations.length > 0;

/** A set whose items are an array that is not atomic, or an object that is not atomic. */
export function hasNonAtomicSet(n: SchemaNode): boolean {
  const items = n.items;
  if (n.listType !== 'set' || !items) return false;
  return (
    (items.type === 'array' && items.listType !== undefined && items.listType !== 'atomic') ||
    (items.type === 'object' && items.mapType !== 'atomic')
  );
}
