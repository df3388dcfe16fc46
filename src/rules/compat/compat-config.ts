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
import { parsePropertyPath } from './property-path.js';

// The `compat:` section (spec/crd-compatibility.md §6):
//
//   compat:
//     patternRemoval: Allow            # Allow (default) | Disallow: a removed pattern is validation-tightened
//     nullableAddition: Disallow       # Disallow (default: a warning) | Allow (no finding)
//     servedVersionConversion: Ignore  # Ignore (default: skip Webhook CRDs in §5.8) | Check
//     exceptions:                      # accepted breaks, each with a reason
//       - {rule: compat/field-removed, crd: widgets.example.com, version: v1alpha1, property: ^.spec.legacyMode, reason: "..."}
//
// Severity and off per rule are under `rules:`, as for every family.

export interface CompatException {
  readonly rule: string;
  readonly crd: string;
  readonly version?: string;
  readonly property?: string;
  readonly reason: string;
  /** Where the entry is written in the configuration file, for suppression/unused. */
  readonly line: number;
  readonly column: number;
}

export interface CompatConfig {
  readonly patternRemoval: 'Allow' | 'Disallow';
  readonly nullableAddition: 'Allow' | 'Disallow';
  readonly servedVersionConversion: 'Ignore' | 'Check';
  readonly exceptions: readonly CompatException[];
}

export const DEFAULT_COMPAT_CONFIG: CompatConfig = {
  patternRemoval: 'Allow',
  nullableAddition: 'Disallow',
  servedVersionConversion: 'Ignore',
  exceptions: [],
};

const SECTION_KEYS = ['patternRemoval', 'nullableAddition', 'servedVersionConversion', 'exceptions'] as const;
const EXCEPTION_KEYS = ['rule', 'crd', 'version', 'property', 'reason'] as const;
// A CRD's metadata.name is `<plural>.<group>`: a DNS subdomain with at least one dot.
const CRD_NAME = /^[a-z0-9]([-a-z0-9]*[a-z0-9])?(\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)+$/;
// A version name, or the pair of a served-version-divergence finding (§3: `v1alpha1 -> v1`).
const VERSION = /^[a-z]([-a-z0-9]*[a-z0-9])?( -> [a-z]([-a-z0-9]*[a-z0-9])?)?$/;

export function readCompatConfig(src: Source, node: unknown, path: FieldPath, keyOffset: number): Read<CompatConfig> {
  if (isEmpty(node)) return { value: DEFAULT_COMPAT_CONFIG, errors: [] };
  if (isAlias(node)) return { value: DEFAULT_COMPAT_CONFIG, errors: [aliasError(src, node, path)] };
  if (!isMap(node)) {
    return {
      value: DEFAULT_COMPAT_CONFIG,
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
  let config: CompatConfig = DEFAULT_COMPAT_CONFIG;
  for (const entry of readEntries(src, node.items, offsetOf(node, keyOffset), path, (key) => path.child(key))) {
    if ('error' in entry) {
      errors.push(entry.error);
      continue;
    }
    switch (entry.key) {
      case 'patternRemoval':
      case 'nullableAddition': {
        const read = readChoice(src, entry.value, entry.path, entry.keyOffset, ['Allow', 'Disallow'] as const);
        if (read.value !== undefined) config = { ...config, [entry.key]: read.value };
        errors.push(...read.errors);
        break;
      }
      case 'servedVersionConversion': {
        const read = readChoice(src, entry.value, entry.path, entry.keyOffset, ['Ignore', 'Check'] as const);
        if (read.value !== undefined) config = { ...config, servedVersionConversion: read.value };
        errors.push(...read.errors);
        break;
      }
      case 'exceptions': {
        const read = readExceptions(src, entry.value, entry.path, entry.keyOffset);
        config = { ...config, exceptions: read.value };
        errors.push(...read.errors);
        break;
      }
      default:
        errors.push(errorAt(src, entry.keyOffset, entry.path, unknownKey(entry.key, SECTION_KEYS)));
    }
  }
  return { value: config, errors };
}

function readChoice<T extends string>(
  src: Source,
  node: unknown,
  path: FieldPath,
  keyOffset: number,
  choices: readonly T[],
): Read<T | undefined> {
  if (isAlias(node)) return { value: undefined, errors: [aliasError(src, node, path)] };
  const value: unknown = isScalar(node) ? node.value : undefined;
  const choice = choices.find((c) => c === value);
  if (choice !== undefined) return { value: choice, errors: [] };
  const message =
    typeof value === 'string'
      ? `unsupported value ${renderValue(value)}; supported values: ${choices.join(', ')}`
      : `must be one of ${choices.join(', ')}, not ${describe(node)}`;
  return { value: undefined, errors: [errorAt(src, offsetOf(node, keyOffset), path, message)] };
}

function readExceptions(
  src: Source,
  node: unknown,
  path: FieldPath,
  keyOffset: number,
): Read<readonly CompatException[]> {
  if (isEmpty(node)) return { value: [], errors: [] };
  if (isAlias(node)) return { value: [], errors: [aliasError(src, node, path)] };
  if (!isSeq(node))
    return {
      value: [],
      errors: [
        errorAt(
          src,
          offsetOf(node, keyOffset),
          path,
          `must be a list of mappings with the keys ${EXCEPTION_KEYS.join(', ')}, not ${describe(node)}`,
        ),
      ],
    };
  const out: CompatException[] = [];
  const errors: ConfigError[] = [];
  node.items.forEach((item, i) => {
    const itemPath = path.index(i);
    const itemOffset = offsetOf(item, offsetOf(node, keyOffset));
    if (isAlias(item)) return void errors.push(aliasError(src, item, itemPath));
    if (!isMap(item))
      return void errors.push(errorAt(src, itemOffset, itemPath, `must be a mapping, not ${describe(item)}`));
    const fields = new Map<string, string>();
    const before = errors.length;
    for (const entry of readEntries(src, item.items, itemOffset, itemPath, (key) => itemPath.child(key))) {
      if ('error' in entry) {
        errors.push(entry.error);
        continue;
      }
      if (!(EXCEPTION_KEYS as readonly string[]).includes(entry.key)) {
        errors.push(errorAt(src, entry.keyOffset, entry.path, unknownKey(entry.key, EXCEPTION_KEYS)));
        continue;
      }
      const at = offsetOf(entry.value, entry.keyOffset);
      if (isAlias(entry.value)) {
        errors.push(aliasError(src, entry.value, entry.path));
        continue;
      }
      const value: unknown = isScalar(entry.value) ? entry.value.value : undefined;
      if (typeof value !== 'string') {
        errors.push(errorAt(src, at, entry.path, `must be a string, not ${describe(entry.value)}`));
        continue;
      }
      const problem = problemOf(entry.key, value, src.knownRuleIds);
      if (problem) errors.push(errorAt(src, at, entry.path, problem));
      else fields.set(entry.key, value);
    }
    for (const key of ['rule', 'crd', 'reason'] as const) {
      if (!fields.has(key) && !item.items.some((p) => isScalar(p.key) && p.key.value === key))
        errors.push(errorAt(src, itemOffset, itemPath.child(key), `required: ${WHAT[key]}`));
    }
    const rule = fields.get('rule');
    const crd = fields.get('crd');
    const reason = fields.get('reason');
    if (errors.length > before || rule === undefined || crd === undefined || reason === undefined) return;
    const version = fields.get('version');
    const property = fields.get('property');
    const { line, col } = src.lines.linePos(itemOffset);
    out.push({
      rule,
      crd,
      ...(version === undefined ? {} : { version }),
      ...(property === undefined ? {} : { property }),
      reason,
      line,
      column: col,
    });
  });
  return { value: out, errors };
}

const WHAT = {
  rule: 'a compat/ rule id, such as compat/field-removed',
  crd: "the CRD's metadata.name, such as widgets.example.com",
  reason: 'why this break is accepted',
} as const;

function problemOf(key: string, value: string, knownRuleIds: ReadonlySet<string>): string | undefined {
  switch (key) {
    case 'rule':
      return value.startsWith('compat/') && knownRuleIds.has(value)
        ? undefined
        : `unknown compat/ rule id ${renderValue(value)}; write ${WHAT.rule}`;
    case 'crd':
      return CRD_NAME.test(value) ? undefined : `${renderValue(value)} is not a CRD name; write ${WHAT.crd}`;
    case 'version':
      return VERSION.test(value)
        ? undefined
        : `${renderValue(value)} is not a version name such as v1alpha1, or a pair such as "v1alpha1 -> v1"`;
    case 'property':
      return parsePropertyPath(value)
        ? undefined
        : `${renderValue(value)} is not a property path such as ^.spec.legacyMode or ^.spec.ports[*].name`;
    case 'reason':
      return value.trim() === '' ? 'must say why this break is accepted' : undefined;
    default:
      return undefined;
  }
}
