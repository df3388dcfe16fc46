import { isAlias, isMap, isScalar, isSeq } from 'yaml';
import {
  aliasError,
  describe,
  errorAt,
  isEmpty,
  offsetOf,
  readEntries,
  unknownKey,
  type ConfigError,
  type Read,
  type Source,
} from '../../engine/config-reader.js';
import { renderValue } from '../../engine/field-error.js';
import type { FieldPath } from '../../engine/field-path.js';

// The `refgrant:` section (spec/referencegrant.md §2.1 item 2, §3 last row, §5 item 2 (iii),
// §2.3 item 9): what a static checker cannot know from the manifests alone.
//
//   refgrant:
//     defaultNamespace: apps          # for objects without metadata.namespace or a kustomize one (else not known)
//     meshRouteExemption: true        # backendRefs of Service-parented routes need no grant
//     resources:                      # KEP-3766 resource ↔ kind, beyond the built-in table and CRDs
//       - {group: example.com, kind: Widget, resource: widgets}
//     referenceFields:                # more fields that may cross namespaces
//       - {group: example.com, kind: Widget, path: "spec.targets[*].ref", defaultGroup: "", defaultKind: Service}

export interface ResourceMapping {
  readonly group: string;
  readonly kind: string;
  readonly resource: string;
}

/** One step of a configured reference path: a field, or every item of a list (`[*]`). */
export type ReferencePathStep = { readonly field: string } | { readonly each: true };

export interface ReferenceFieldSetting {
  /** The referrer's API group and kind (the grant's `from`). */
  readonly group: string;
  readonly kind: string;
  /** As written, for messages; and parsed. */
  readonly path: string;
  readonly steps: readonly ReferencePathStep[];
  /** The target's group and kind when the reference leaves them out. */
  readonly defaultGroup: string;
  readonly defaultKind: string;
}

export interface RefgrantConfig {
  readonly defaultNamespace?: string;
  readonly meshRouteExemption: boolean;
  readonly resources: readonly ResourceMapping[];
  readonly referenceFields: readonly ReferenceFieldSetting[];
}

export const DEFAULT_REFGRANT_CONFIG: RefgrantConfig = { meshRouteExemption: true, resources: [], referenceFields: [] };

const SECTION_KEYS = ['defaultNamespace', 'meshRouteExemption', 'resources', 'referenceFields'] as const;
const RESOURCE_KEYS = ['group', 'kind', 'resource'] as const;
const FIELD_KEYS = ['group', 'kind', 'path', 'defaultGroup', 'defaultKind'] as const;

// The apiserver's own patterns (DNS-1123 label for namespaces, the CRD's group and kind patterns),
// so a configured value can match what objects in the repository can hold.
const DNS_LABEL = /^[a-z0-9]([-a-z0-9]*[a-z0-9])?$/;
const GROUP = /^$|^[a-z0-9]([-a-z0-9]*[a-z0-9])?(\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*$/;
const KIND = /^[a-zA-Z]([-a-zA-Z0-9]*[a-zA-Z0-9])?$/;
const PATH = /^[A-Za-z0-9_-]+(\[\*\])?(\.[A-Za-z0-9_-]+(\[\*\])?)*$/;

export function readRefgrantConfig(
  src: Source,
  node: unknown,
  path: FieldPath,
  keyOffset: number,
): Read<RefgrantConfig> {
  if (isEmpty(node)) return { value: DEFAULT_REFGRANT_CONFIG, errors: [] };
  if (isAlias(node)) return { value: DEFAULT_REFGRANT_CONFIG, errors: [aliasError(src, node, path)] };
  if (!isMap(node)) {
    return {
      value: DEFAULT_REFGRANT_CONFIG,
      errors: [
        errorAt(
          src,
          offsetOf(node, keyOffset),
          path,
          `must be a mapping with the keys ${SECTION_KEYS.join(', ')}, not ${describe(node)}`,
        ),
      ],
    };
  }
  const errors: ConfigError[] = [];
  let defaultNamespace: string | undefined;
  let meshRouteExemption = DEFAULT_REFGRANT_CONFIG.meshRouteExemption;
  let resources: readonly ResourceMapping[] = [];
  let referenceFields: readonly ReferenceFieldSetting[] = [];
  for (const entry of readEntries(src, node.items, offsetOf(node, keyOffset), path, (key) => path.child(key))) {
    if ('error' in entry) {
      errors.push(entry.error);
      continue;
    }
    switch (entry.key) {
      case 'defaultNamespace': {
        const read = readString(
          src,
          entry.value,
          entry.path,
          entry.keyOffset,
          DNS_LABEL,
          'a namespace (a lowercase RFC 1123 label)',
        );
        defaultNamespace = read.value;
        errors.push(...read.errors);
        break;
      }
      case 'meshRouteExemption': {
        const value: unknown = isScalar(entry.value) ? entry.value.value : undefined;
        if (isAlias(entry.value)) errors.push(aliasError(src, entry.value, entry.path));
        else if (typeof value === 'boolean') meshRouteExemption = value;
        else
          errors.push(
            errorAt(
              src,
              offsetOf(entry.value, entry.keyOffset),
              entry.path,
              `must be true or false, not ${describe(entry.value)}`,
            ),
          );
        break;
      }
      case 'resources': {
        const read = readList(src, entry.value, entry.path, entry.keyOffset, readResource);
        resources = read.value;
        errors.push(...read.errors);
        break;
      }
      case 'referenceFields': {
        const read = readList(src, entry.value, entry.path, entry.keyOffset, readReferenceField);
        referenceFields = read.value;
        errors.push(...read.errors);
        break;
      }
      default:
        errors.push(errorAt(src, entry.keyOffset, entry.path, unknownKey(entry.key, SECTION_KEYS)));
    }
  }
  return {
    value: {
      ...(defaultNamespace === undefined ? {} : { defaultNamespace }),
      meshRouteExemption,
      resources,
      referenceFields,
    },
    errors,
  };
}

type ItemReader<T> = (
  src: Source,
  fields: ReadonlyMap<string, { node: unknown; path: FieldPath; keyOffset: number }>,
  path: FieldPath,
  offset: number,
) => Read<T | undefined>;

function readList<T>(
  src: Source,
  node: unknown,
  path: FieldPath,
  keyOffset: number,
  readItem: ItemReader<T>,
): Read<readonly T[]> {
  if (isEmpty(node)) return { value: [], errors: [] };
  if (isAlias(node)) return { value: [], errors: [aliasError(src, node, path)] };
  if (!isSeq(node))
    return {
      value: [],
      errors: [errorAt(src, offsetOf(node, keyOffset), path, `must be a list of mappings, not ${describe(node)}`)],
    };
  const out: T[] = [];
  const errors: ConfigError[] = [];
  node.items.forEach((item, i) => {
    const itemPath = path.index(i);
    const itemOffset = offsetOf(item, offsetOf(node, keyOffset));
    if (isAlias(item)) {
      errors.push(aliasError(src, item, itemPath));
      return;
    }
    if (!isMap(item)) {
      errors.push(errorAt(src, itemOffset, itemPath, `must be a mapping, not ${describe(item)}`));
      return;
    }
    const fields = new Map<string, { node: unknown; path: FieldPath; keyOffset: number }>();
    for (const entry of readEntries(src, item.items, itemOffset, itemPath, (key) => itemPath.child(key))) {
      if ('error' in entry) errors.push(entry.error);
      else fields.set(entry.key, { node: entry.value, path: entry.path, keyOffset: entry.keyOffset });
    }
    const read = readItem(src, fields, itemPath, itemOffset);
    errors.push(...read.errors);
    if (read.value !== undefined && read.errors.length === 0) out.push(read.value);
  });
  return { value: out, errors };
}

function unknownKeys(
  src: Source,
  fields: ReadonlyMap<string, { path: FieldPath; keyOffset: number }>,
  allowed: readonly string[],
): ConfigError[] {
  return [...fields]
    .filter(([key]) => !allowed.includes(key))
    .map(([key, f]) => errorAt(src, f.keyOffset, f.path, unknownKey(key, allowed)));
}

function requiredString(
  src: Source,
  fields: ReadonlyMap<string, { node: unknown; path: FieldPath; keyOffset: number }>,
  key: string,
  itemPath: FieldPath,
  itemOffset: number,
  pattern: RegExp,
  what: string,
): Read<string | undefined> {
  const f = fields.get(key);
  if (!f) return { value: undefined, errors: [errorAt(src, itemOffset, itemPath.child(key), `required: ${what}`)] };
  return readString(src, f.node, f.path, f.keyOffset, pattern, what);
}

function readString(
  src: Source,
  node: unknown,
  path: FieldPath,
  keyOffset: number,
  pattern: RegExp,
  what: string,
): Read<string | undefined> {
  if (isAlias(node)) return { value: undefined, errors: [aliasError(src, node, path)] };
  const value: unknown = isScalar(node) ? node.value : undefined;
  if (typeof value !== 'string')
    return {
      value: undefined,
      errors: [errorAt(src, offsetOf(node, keyOffset), path, `must be ${what}, not ${describe(node)}`)],
    };
  if (!pattern.test(value))
    return {
      value: undefined,
      errors: [errorAt(src, offsetOf(node, keyOffset), path, `${renderValue(value)} is not ${what}`)],
    };
  return { value, errors: [] };
}

const GROUP_WHAT = 'an API group ("" for core, else a lowercase DNS subdomain, no version)';
const KIND_WHAT = 'a kind (letters, digits and "-", starting with a letter)';

const readResource: ItemReader<ResourceMapping> = (src, fields, path, offset) => {
  const group = requiredString(src, fields, 'group', path, offset, GROUP, GROUP_WHAT);
  const kind = requiredString(src, fields, 'kind', path, offset, KIND, KIND_WHAT);
  const resource = requiredString(
    src,
    fields,
    'resource',
    path,
    offset,
    DNS_LABEL,
    'a plural resource name (a lowercase RFC 1123 label)',
  );
  const errors = [...unknownKeys(src, fields, RESOURCE_KEYS), ...group.errors, ...kind.errors, ...resource.errors];
  if (group.value === undefined || kind.value === undefined || resource.value === undefined)
    return { value: undefined, errors };
  return { value: { group: group.value, kind: kind.value, resource: resource.value }, errors };
};

const readReferenceField: ItemReader<ReferenceFieldSetting> = (src, fields, path, offset) => {
  const group = requiredString(src, fields, 'group', path, offset, GROUP, GROUP_WHAT);
  const kind = requiredString(src, fields, 'kind', path, offset, KIND, KIND_WHAT);
  const fieldPath = requiredString(
    src,
    fields,
    'path',
    path,
    offset,
    PATH,
    'a field path such as "spec.rules[*].backendRefs[*]" (fields, and [*] for every item of a list)',
  );
  const optional = (key: string, pattern: RegExp, what: string): Read<string | undefined> => {
    const f = fields.get(key);
    return f ? readString(src, f.node, f.path, f.keyOffset, pattern, what) : { value: '', errors: [] };
  };
  const defaultGroup = optional('defaultGroup', GROUP, GROUP_WHAT);
  const defaultKind = optional('defaultKind', /^$|^[a-zA-Z]([-a-zA-Z0-9]*[a-zA-Z0-9])?$/, KIND_WHAT);
  const errors = [
    ...unknownKeys(src, fields, FIELD_KEYS),
    ...group.errors,
    ...kind.errors,
    ...fieldPath.errors,
    ...defaultGroup.errors,
    ...defaultKind.errors,
  ];
  if (
    group.value === undefined ||
    kind.value === undefined ||
    fieldPath.value === undefined ||
    defaultGroup.value === undefined ||
    defaultKind.value === undefined
  ) {
    return { value: undefined, errors };
  }
  return {
    value: {
      group: group.value,
      kind: kind.value,
      path: fieldPath.value,
      steps: parseReferencePath(fieldPath.value),
      defaultGroup: defaultGroup.value,
      defaultKind: defaultKind.value,
    },
    errors,
  };
};

/** `spec.rules[*].backendRefs[*]` into steps; the text has already matched PATH. */
export function parseReferencePath(text: string): ReferencePathStep[] {
  return text
    .split('.')
    .flatMap((part): ReferencePathStep[] =>
      part.endsWith('[*]') ? [{ field: part.slice(0, -3) }, { each: true }] : [{ field: part }],
    );
}
