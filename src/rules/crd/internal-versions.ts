import type { JsonObject } from '../../parse/kube-object.js';
import { goBool, goObject, goString, isSet } from './go-decoded.js';
import type { Hoisting } from './hoisting.js';

// The value the apiserver prints with `spec.versions: Invalid value: …` (CRD-VERS-002/003): the
// internal versions marshalled as JSON. The internal types have no JSON tags, so the keys are
// Go's field names, and hoisted fields are null (CRD-HOIST-001). A schema that stays per
// version is printed here as written in v1, under OpenAPIV3Schema: the apiserver would spell
// every internal JSONSchemaProps field, which only matters for that part of the text.

export function internalVersions(versions: readonly JsonObject[], h: Hoisting): unknown[] {
  return versions.map((v) => ({
    Name: goString(v.name),
    Served: goBool(v.served),
    Storage: goBool(v.storage),
    Deprecated: goBool(v.deprecated),
    DeprecationWarning: isSet(v.deprecationWarning) ? goString(v.deprecationWarning) : null,
    Schema: h.schema || !isSet(v.schema) ? null : { OpenAPIV3Schema: goObject(v.schema)?.openAPIV3Schema ?? null },
    Subresources: h.subresources || !isSet(v.subresources) ? null : internalSubresources(goObject(v.subresources) ?? {}),
    AdditionalPrinterColumns: h.additionalPrinterColumns ? null : nilOrList(v.additionalPrinterColumns, internalColumn),
    SelectableFields: h.selectableFields ? null : nilOrList(v.selectableFields, (f) => ({ JSONPath: goString(goObject(f)?.jsonPath) })),
  }));
}

function nilOrList(v: unknown, f: (x: unknown) => unknown): unknown[] | null {
  return Array.isArray(v) ? v.map(f) : null;
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
