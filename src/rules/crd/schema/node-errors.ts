import type { KubeObject } from '../../../parse/kube-object.js';
import type { CrdSchema } from './crd-schemas.js';
import { validateKeywords, validateRoot, type KeywordMessageId } from './keyword-validation.js';
import { validateListType, type ListMessageId } from './list-validation.js';
import type { SchemaError } from './schema-error.js';
import {
  requireAtomicSetType,
  requireMapListKeysMapSetValidation,
  requireValidPropertyType,
} from './schema-options.js';
import { walkSchema } from './walk-schema.js';

// The schema errors of the apiserver's recursion over one schema (ValidateCustomResourceDefinition-
// OpenAPISchema, spec §8): the keyword rules (crd/schema) and the list-type rules (crd/list-type).
// Each rule reports its own, and crd/cel needs both to know where rules compile (SCHEMA-CEL-012:
// not at or above a node with a schema error), so they are computed once per schema and kept on
// it, under the ratchet options they were computed with (the stored CRD decides those).

export function keywordErrors(
  schema: CrdSchema,
  base: KubeObject | undefined,
): readonly SchemaError<KeywordMessageId>[] {
  const opts = { requireValidPropertyType: requireValidPropertyType(base) };
  const key = JSON.stringify(opts);
  const known = schema.memo.keywordErrors;
  if (known?.key === key) return known.errors;
  const errors: SchemaError<KeywordMessageId>[] = [];
  walkSchema(schema, (at) => {
    if (at.unvalidated) return 'skip';
    if (at.isRoot) errors.push(...validateRoot(schema, at));
    const found = validateKeywords(at, opts);
    if (found.length > 0) errors.push(...found);
    return undefined;
  });
  schema.memo.keywordErrors = { key, errors };
  return errors;
}

export function listTypeErrors(schema: CrdSchema, base: KubeObject | undefined): readonly SchemaError<ListMessageId>[] {
  const opts = {
    requireAtomicSetType: requireAtomicSetType(base),
    requireMapListKeysMapSetValidation: requireMapListKeysMapSetValidation(base),
  };
  const key = JSON.stringify(opts);
  const known = schema.memo.listTypeErrors;
  if (known?.key === key) return known.errors;
  const errors: SchemaError<ListMessageId>[] = [];
  walkSchema(schema, (at) => {
    if (at.unvalidated) return 'skip';
    const found = validateListType(at, opts);
    if (found.length > 0) errors.push(...found);
    return undefined;
  });
  schema.memo.listTypeErrors = { key, errors };
  return errors;
}
