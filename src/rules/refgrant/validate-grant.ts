import { invalid, required, type FieldError } from '../../engine/field-error.js';
import { FieldPath } from '../../engine/field-path.js';
import { isJsonObject, type JsonObject, type KubeObject } from '../../parse/kube-object.js';

// What the apiserver checks on a ReferenceGrant (spec/referencegrant.md §4.1, from the CRD
// config/crd/standard/gateway.networking.k8s.io_referencegrants.yaml, identical for v1 and
// v1beta1), and the KEP-3766 form (§4.2, a proposal: its limits are the KEP's Go types plus the
// project's decision on `resource`). Errors use kube-openapi's wording, as kubectl prints it.

export type GrantForm = 'gateway' | 'kep';

export const GATEWAY_GROUP = 'gateway.networking.k8s.io';
export const KEP_GROUP = 'authorization.k8s.io';
export const REFERENCE_POLICY = 'ReferencePolicy';

/** The form of a ReferenceGrant object, or undefined when the object is not one (§2.1 item 3). */
export function grantFormOf(o: Pick<KubeObject, 'group' | 'kind'>): GrantForm | undefined {
  // ReferencePolicy, ReferenceGrant's name until Gateway API v0.5 (the same spec), grants too
  // where a CRD of the repository serves it.
  if (o.kind === REFERENCE_POLICY) return o.group === GATEWAY_GROUP ? 'gateway' : undefined;
  if (o.kind !== 'ReferenceGrant') return undefined;
  return o.group === GATEWAY_GROUP ? 'gateway' : o.group === KEP_GROUP ? 'kep' : undefined;
}

/** The CRD's patterns, verbatim, so messages quote what the apiserver quotes. */
export const PATTERNS = {
  group: '^$|^[a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*$',
  kind: '^[a-zA-Z]([-a-zA-Z0-9]*[a-zA-Z0-9])?$',
  namespace: '^[a-z0-9]([-a-z0-9]*[a-z0-9])?$',
} as const;
// Decision (§4.2): a KEP `resource` is a lowercase DNS-label-like plural.
const RESOURCE_PATTERN = PATTERNS.namespace;

interface StringField {
  readonly required: boolean;
  readonly minLength?: number;
  readonly maxLength: number;
  readonly pattern?: string;
}

const GROUP: StringField = { required: true, maxLength: 253, pattern: PATTERNS.group };
const OPTIONAL_GROUP: StringField = { ...GROUP, required: false };
const KIND: StringField = { required: true, minLength: 1, maxLength: 63, pattern: PATTERNS.kind };
const NAMESPACE: StringField = { required: true, minLength: 1, maxLength: 63, pattern: PATTERNS.namespace };
const NAME: StringField = { required: false, minLength: 1, maxLength: 253 };
const RESOURCE: StringField = { required: true, minLength: 1, maxLength: 63, pattern: RESOURCE_PATTERN };

const ENTRY_SCHEMAS: Readonly<
  Record<
    GrantForm,
    { readonly from: Readonly<Record<string, StringField>>; readonly to: Readonly<Record<string, StringField>> }
  >
> = {
  gateway: { from: { group: GROUP, kind: KIND, namespace: NAMESPACE }, to: { group: GROUP, kind: KIND, name: NAME } },
  kep: {
    from: { group: OPTIONAL_GROUP, resource: RESOURCE, namespace: NAMESPACE },
    to: { group: OPTIONAL_GROUP, resource: RESOURCE, name: NAME },
  },
};

/** The CRD's `maxItems` for `from` and `to`. */
export const MAX_ENTRIES = 16;

const DNS1123_SUBDOMAIN = /^[a-z0-9]([-a-z0-9]*[a-z0-9])?(\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*$/;

export interface GrantValidation {
  /** What the apiserver rejects: the grant is then treated as absent (§2.1 item 3). */
  readonly errors: readonly FieldError[];
  /**
   * Fields the schema does not declare: kubectl's strict field validation rejects the object,
   * other clients have them pruned. Reported, but the grant keeps its declared meaning (§4.1).
   */
  readonly unknownFields: readonly FieldPath[];
}

export function validateGrant(o: KubeObject, form: GrantForm): GrantValidation {
  const errors: FieldError[] = [];
  const unknownFields: FieldPath[] = [];
  const v = o.value;
  unknownFields.push(...undeclared(v, ['apiVersion', 'kind', 'metadata', 'spec'], undefined));
  errors.push(...validateName(v.metadata));

  const specPath = FieldPath.of('spec');
  const spec = v.spec;
  if (spec === undefined || spec === null) return { errors: [...errors, required(specPath, '')], unknownFields };
  if (!isJsonObject(spec)) return { errors: [...errors, typeError(specPath, spec, 'object')], unknownFields };
  unknownFields.push(...undeclared(spec, ['from', 'to'], specPath));
  for (const list of ['from', 'to'] as const) {
    const listPath = specPath.child(list);
    const items = spec[list];
    if (items === undefined || items === null) {
      errors.push(required(listPath, ''));
      continue;
    }
    if (!Array.isArray(items)) {
      errors.push(typeError(listPath, items, 'array'));
      continue;
    }
    if (items.length < 1)
      errors.push(invalid(listPath, items.length, `${listPath.toString()} in body should have at least 1 items`));
    if (items.length > MAX_ENTRIES)
      errors.push({
        type: 'Too many',
        path: listPath,
        value: items.length,
        detail: `must have at most ${MAX_ENTRIES} items`,
        hasValue: true,
      });
    const schema = ENTRY_SCHEMAS[form][list];
    items.forEach((item: unknown, i) => {
      const itemPath = listPath.index(i);
      if (!isJsonObject(item)) {
        errors.push(typeError(itemPath, item, 'object'));
        return;
      }
      unknownFields.push(...undeclared(item, Object.keys(schema), itemPath));
      for (const [field, rule] of Object.entries(schema))
        errors.push(...validateString(item[field], itemPath.child(field), rule));
    });
  }
  return { errors, unknownFields };
}

function validateName(metadata: unknown): FieldError[] {
  const meta: JsonObject = isJsonObject(metadata) ? metadata : {};
  const path = FieldPath.of('metadata', 'name');
  const name = meta.name;
  if (name === undefined || name === null || name === '') {
    return typeof meta.generateName === 'string' && meta.generateName !== ''
      ? []
      : [required(path, 'name or generateName is required')];
  }
  if (typeof name !== 'string') return [typeError(path, name, 'string')];
  const problems: string[] = [];
  if (name.length > 253) problems.push('must be no more than 253 characters');
  if (!DNS1123_SUBDOMAIN.test(name)) {
    problems.push(
      "a lowercase RFC 1123 subdomain must consist of lower case alphanumeric characters, '-' or '.', and must start and end with an alphanumeric character (e.g. 'example.com', regex used for validation is '[a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*')",
    );
  }
  return problems.map((p) => invalid(path, name, p));
}

function validateString(value: unknown, path: FieldPath, rule: StringField): FieldError[] {
  // A null is dropped by the apiserver like an absent key (the fields are not nullable).
  if (value === undefined || value === null) return rule.required ? [required(path, '')] : [];
  if (typeof value !== 'string') return [typeError(path, value, 'string')];
  const p = path.toString();
  const out: FieldError[] = [];
  // kube-openapi's stringValidator returns at the first of these that fails: one error a string.
  if (value.length > rule.maxLength)
    out.push({ type: 'Too long', path, detail: `may not be more than ${rule.maxLength} bytes`, hasValue: false });
  else if (rule.minLength !== undefined && value.length < rule.minLength)
    out.push(invalid(path, value, `${p} in body should be at least ${rule.minLength} chars long`));
  else if (rule.pattern !== undefined && !new RegExp(rule.pattern).test(value))
    out.push(invalid(path, value, `${p} in body should match '${rule.pattern}'`));
  return out;
}

function typeError(path: FieldPath, value: unknown, want: string): FieldError {
  const got = typeName(value);
  return invalid(path, got, `${path.toString()} in body must be of type ${want}: ${JSON.stringify(got)}`);
}

function typeName(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
}

function undeclared(o: JsonObject, declared: readonly string[], parent: FieldPath | undefined): FieldPath[] {
  return Object.keys(o)
    .filter((k) => !declared.includes(k))
    .map((k) => (parent ? parent.child(k) : FieldPath.of(k)));
}
