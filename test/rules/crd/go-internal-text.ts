// The text Go's json.Marshal gives for an internal apiextensions.JSONSchemaProps or
// ValidationRule, which have no JSON tags: every field under its Go name, in struct order
// (types_jsonschema.go). Written out here, not derived from src/, so the tests that expect it pin
// the order and the zero values.

const SCHEMA_FIELDS: readonly (readonly [string, string])[] = [
  ['ID', '""'],
  ['Schema', '""'],
  ['Ref', 'null'],
  ['Description', '""'],
  ['Type', '""'],
  ['Nullable', 'false'],
  ['Format', '""'],
  ['Title', '""'],
  ['Default', 'null'],
  ['Maximum', 'null'],
  ['ExclusiveMaximum', 'false'],
  ['Minimum', 'null'],
  ['ExclusiveMinimum', 'false'],
  ['MaxLength', 'null'],
  ['MinLength', 'null'],
  ['Pattern', '""'],
  ['MaxItems', 'null'],
  ['MinItems', 'null'],
  ['UniqueItems', 'false'],
  ['MultipleOf', 'null'],
  ['Enum', 'null'],
  ['MaxProperties', 'null'],
  ['MinProperties', 'null'],
  ['Required', 'null'],
  ['Items', 'null'],
  ['AllOf', 'null'],
  ['OneOf', 'null'],
  ['AnyOf', 'null'],
  ['Not', 'null'],
  ['Properties', 'null'],
  ['AdditionalProperties', 'null'],
  ['PatternProperties', 'null'],
  ['Dependencies', 'null'],
  ['AdditionalItems', 'null'],
  ['Definitions', 'null'],
  ['ExternalDocs', 'null'],
  ['Example', 'null'],
  ['XPreserveUnknownFields', 'null'],
  ['XEmbeddedResource', 'false'],
  ['XIntOrString', 'false'],
  ['XListMapKeys', 'null'],
  ['XListType', 'null'],
  ['XMapType', 'null'],
  ['XValidations', 'null'],
];

const RULE_FIELDS: readonly (readonly [string, string])[] = [
  ['Rule', '""'],
  ['Message', '""'],
  ['MessageExpression', '""'],
  ['Reason', 'null'],
  ['FieldPath', '""'],
  ['OptionalOldSelf', 'null'],
];

/** A JSONSchemaProps with the given fields (each already JSON text) and every other one zero. */
export const goSchemaText = (set: Readonly<Record<string, string>> = {}): string => goStructText(SCHEMA_FIELDS, set);

/** A ValidationRule with the given fields (each already JSON text) and every other one zero. */
export const goRuleText = (set: Readonly<Record<string, string>>): string => goStructText(RULE_FIELDS, set);

function goStructText(fields: readonly (readonly [string, string])[], set: Readonly<Record<string, string>>): string {
  const unknown = Object.keys(set).filter((k) => !fields.some(([name]) => name === k));
  if (unknown.length > 0) throw new Error(`not a field of the struct: ${unknown.join(', ')}`); // a typo in a test
  return `{${fields.map(([name, zero]) => `"${name}":${set[name] ?? zero}`).join(',')}}`;
}
