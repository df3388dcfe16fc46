import { invalid, type FieldError } from '../../../engine/field-error.js';
import type { FieldPath } from '../../../engine/field-path.js';
import { defineRule, type RuleReport } from '../../../engine/rule.js';
import type { JsonObject, KubeObject } from '../../../parse/kube-object.js';
import { crdOptions, type StoredCrd } from '../schema/crd-options.js';
import { rejectionReport } from '../schema/crd-report.js';
import { goList, goObject, goString, isSet } from '../schema/go-decoded.js';
import { apiserverPath, crdVersions, hoisting, manifestPath, semanticallyEqual } from '../schema/hoisting.js';
import { servedCrds } from '../schema/served-crds.js';
import {
  MAX_SELECTABLE_FIELDS,
  NO_TOP_LEVEL_SCHEMA,
  NO_VERSION_SCHEMA,
  validateSelectableFields,
} from './validate-selectable-fields.js';

// spec/crd-validation.md §7, CRD-SELF-001..007, with the two hoisting bugs reproduced and
// flagged (CRD-HOIST-002, -003): schemas and selectableFields are hoisted independently, so
// identical selectableFields beside differing schemas (or the reverse) find no schema and are
// rejected although a schema is there. A real cluster rejects them today; the fix is unmerged.

const messages = {
  rejected: 'the apiserver rejects {{name}}: {{error}}; {{fix}}',
  hoistingBug: 'the apiserver rejects {{name}} because of a known apiserver bug ({{issue}}): {{error}}; {{fix}}',
} as const;
type MessageId = keyof typeof messages;

export const selectableFields = defineRule({
  id: 'crd/selectable-fields',
  scope: 'object',
  meta: {
    severity: 'error',
    description:
      'selectableFields of a CRD are rejected by kube-apiserver: path, type, duplicates, more than 8, or per-version selectableFields that the apiserver wrongly rejects (kubernetes/kubernetes#140689)',
    messages,
  },
  check: (ctx) => servedCrds(ctx.head).flatMap((crd) => check(crd, crdOptions(ctx.baseOf(crd)).stored)),
});

function check(crd: KubeObject, stored: StoredCrd | undefined): RuleReport<MessageId>[] {
  const versions = crdVersions(crd);
  const h = hoisting(crd);
  if (versions.length === 0) return [];
  const out: RuleReport<MessageId>[] = [];
  const schemaOf = (v: JsonObject | undefined): JsonObject | undefined =>
    goObject(goObject(v?.schema)?.openAPIV3Schema);
  const report = (error: FieldError, fix: string, at?: FieldPath): void => {
    out.push(rejectionReport(crd, 'rejected', { error, fix, ...(at ? { at } : {}) }));
  };
  // Users see the bug by what it does, not by the catalogue id (CRD-HOIST-002 and -003).
  const bug = (error: FieldError, id: 'CRD-HOIST-002' | 'CRD-HOIST-003', fix: string, at: FieldPath): void => {
    const issue = id === 'CRD-HOIST-002' ? 'kubernetes/kubernetes#140689' : 'not reported upstream';
    const knownBug =
      id === 'CRD-HOIST-002' ? 'selectable-fields-hoisted-without-schema' : 'schema-hoisted-without-selectable-fields';
    out.push(rejectionReport(crd, 'hoistingBug', { error, fix, at }, { issue, knownBug }));
  };

  if (h.selectableFields) {
    const fields = goList(versions[0]?.selectableFields);
    if (fields.length === 0) return [];
    const path = apiserverPath(h, 'selectableFields', 0);
    // The internal spec.validation is the hoisted schema, or nil when schemas differ.
    const hoistedSchema = h.schema ? versions[0]?.schema : undefined;
    if (!isSet(hoistedSchema)) {
      const error = invalid(path, '', NO_TOP_LEVEL_SCHEMA);
      const at = manifestPath('selectableFields', 0);
      if (versions.every((v) => isSet(schemaOf(v)))) {
        bug(
          error,
          'CRD-HOIST-002',
          'until the fix ships, make the selectableFields lists differ between versions (reorder the entries in one), so each version is checked against its own schema',
          at,
        );
      } else report(error, 'give the versions a schema.openAPIV3Schema', at);
      return out;
    }
    const allowTooMany = tooManyAllowed(stored, '', fields, true);
    for (const error of validateSelectableFields(fields, schemaOf(versions[0]), allowTooMany, path))
      report(error, fixFor(error));
    return out;
  }

  versions.forEach((v, i) => {
    const fields = goList(v.selectableFields);
    if (fields.length === 0) return;
    const path = manifestPath('selectableFields', i);
    // With a hoisted schema, the internal version has none (CRD-HOIST-003).
    if (h.schema || !isSet(schemaOf(v))) {
      const error = invalid(path, '', NO_VERSION_SCHEMA);
      if (isSet(schemaOf(v))) {
        bug(
          error,
          'CRD-HOIST-003',
          'until the apiserver is fixed, give every version the same selectableFields, or make the schemas differ (a description is enough), so each version keeps its own schema',
          path,
        );
      } else report(error, `give version ${goString(v.name)} a schema.openAPIV3Schema`, path);
      return;
    }
    const allowTooMany = tooManyAllowed(stored, goString(v.name), fields, false);
    for (const error of validateSelectableFields(fields, schemaOf(v), allowTooMany, path)) report(error, fixFor(error));
  });
  return out;
}

// allowTooManySelectableFields (§12): the stored object already had more than 8 there, unchanged.
function tooManyAllowed(
  stored: StoredCrd | undefined,
  version: string,
  fields: readonly unknown[],
  topLevel: boolean,
): boolean {
  if (!stored) return false;
  const storedList = topLevel
    ? stored.selectableFieldsHoisted
      ? [...stored.selectableFields.values()][0]
      : undefined
    : stored.selectableFieldsHoisted
      ? undefined
      : stored.selectableFields.get(version);
  return goList(storedList).length > MAX_SELECTABLE_FIELDS && semanticallyEqual(storedList, fields);
}

function fixFor(e: FieldError): string {
  if (e.type === 'Required value') return 'set jsonPath, such as .spec.color';
  if (e.type === 'Duplicate value') return 'list each field once';
  if (e.type === 'Too many') return `select at most ${MAX_SELECTABLE_FIELDS} fields`;
  if (e.detail.startsWith('is an invalid path'))
    return 'use a path starting with "." through declared properties, such as .spec.color';
  if (e.detail.startsWith('must not point to fields in metadata'))
    return 'select a field outside metadata (metadata.name and metadata.namespace are always selectable)';
  return 'select a string, boolean or integer field';
}
