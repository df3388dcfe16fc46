import { goList, goObject, isSet } from '../schema/go-decoded.js';

// CRD-PUF-002 asks whether any schema of the CRD has a `default` anywhere: the apiserver's
// SchemaHas walk (items, allOf/anyOf/oneOf/not, properties, additionalProperties,
// patternProperties, additionalItems, definitions, dependencies). `default: null` decodes to no
// default (SCHEMA-DEF-008).

/** SchemaHas(s, default != nil) over every schema of the CRD (CRD-PUF-002's specHasDefaults). */
export function schemaHasDefault(s: unknown): boolean {
  const o = goObject(s);
  if (!o) return false;
  if (isSet(o.default)) return true;
  const items = o.items;
  if (Array.isArray(items) ? items.some(schemaHasDefault) : schemaHasDefault(items)) return true;
  for (const key of ['allOf', 'anyOf', 'oneOf'] as const) if (goList(o[key]).some(schemaHasDefault)) return true;
  if (schemaHasDefault(o.not) || schemaHasDefault(o.additionalProperties) || schemaHasDefault(o.additionalItems))
    return true;
  for (const key of ['properties', 'patternProperties', 'definitions', 'dependencies'] as const) {
    if (Object.values(goObject(o[key]) ?? {}).some(schemaHasDefault)) return true;
  }
  return false;
}
