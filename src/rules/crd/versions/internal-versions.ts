import { isJsonObject, type JsonObject } from '../../../parse/kube-object.js';
import { goBool, goObject, goString, isSet } from '../schema/go-decoded.js';
import type { Hoisting } from '../schema/hoisting.js';
import { internalSchemaProps } from '../schema/internal-schema-props.js';

// The value the apiserver prints with `spec.versions: Invalid value: …` (CRD-VERS-002/003): the
// internal versions (apiextensions types.go) marshalled as JSON. The internal types have no JSON
// tags, so every field prints under its Go name in struct order, nil as null, and hoisted fields
// are null (CRD-HOIST-001). A schema that stays per version is the internal JSONSchemaProps
// (internal-schema-props.ts).

export function internalVersions(versions: readonly JsonObject[], h: Hoisting): unknown[] {
  return versions.map((v) => ({
    Name: goString(v.name),
    Served: goBool(v.served),
    Storage: goBool(v.storage),
    Deprecated: goBool(v.deprecated),
    DeprecationWarning: isSet(v.deprecationWarning) ? goString(v.deprecationWarning) : null,
    Schema: h.schema || !isSet(v.schema) ? null : internalValidation(goObject(v.schema) ?? {}),
    Subresources:
      h.subresources || !isSet(v.subresources) ? null : internalSubresources(goObject(v.subresources) ?? {}),
    AdditionalPrinterColumns: h.additionalPrinterColumns ? null : nilOrList(v.additionalPrinterColumns, internalColumn),
    SelectableFields: h.selectableFields
      ? null
      : nilOrList(v.selectableFields, (f) => ({ JSONPath: goString(goObject(f)?.jsonPath) })),
  }));
}

function nilOrList(v: unknown, f: (x: unknown) => unknown): unknown[] | null {
  return Array.isArray(v) ? v.map(f) : null;
}

/** CustomResourceValidation: OpenAPIV3Schema is a *JSONSchemaProps, nil unless an object. */
function internalValidation(v: JsonObject): unknown {
  return { OpenAPIV3Schema: isJsonObject(v.openAPIV3Schema) ? internalSchemaProps(v.openAPIV3Schema) : null };
}

function internalSubresources(s: JsonObject): unknown {
  const scale = goObject(s.scale);
  return {
    Status: isSet(s.status) ? {} : null,
    Scale: scale
      ? {
          SpecReplicasPath: goString(scale.specReplicasPath),
          StatusReplicasPath: goString(scale.statusReplicasPath),
          LabelSelectorPath: isSet(scale.labelSelectorPath) ? goString(scale.labelSelectorPath) : null,
        }
      : null,
  };
}

function internalColumn(c: unknown): unknown {
  const o = goObject(c) ?? {};
  return {
    Name: goString(o.name),
    Type: goString(o.type),
    Format: goString(o.format),
    Description: goString(o.description),
    Priority: typeof o.priority === 'number' ? o.priority : 0,
    JSONPath: goString(o.jsonPath),
  };
}
