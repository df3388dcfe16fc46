import { isAlias, isMap, isScalar } from 'yaml';
import { aliasError, describe, errorAt, isEmpty, offsetOf, readEntries, readGlobs, unknownKey, type ConfigError, type Read, type Source } from './config-reader.js';
import { renderValue } from './field-error.js';
import type { FieldPath } from './field-path.js';

// The `lifecycle:` section (spec/go-lifecycle.md §3): where feature gates are defined and the
// repository's current version, for repositories where discovery guesses wrong.
//
//   lifecycle:
//     featureFiles:                 # only these files define gates (Go files and the generated YAML list)
//       - pkg/features/kube_features.go
//       - test/compatibility_lifecycle/reference/versioned_feature_list.yaml
//     currentVersion: "1.36"        # else the highest Version in any spec

export interface LifecycleConfig {
  /** Globs of repository-relative paths; empty means discovered (§3). */
  readonly featureFiles: readonly string[];
  /** `MAJOR.MINOR` without `v`. */
  readonly currentVersion?: string;
}

export const DEFAULT_LIFECYCLE_CONFIG: LifecycleConfig = { featureFiles: [] };

const SECTION_KEYS = ['featureFiles', 'currentVersion'] as const;
const MAJOR_MINOR = /^v?([1-9][0-9]*)\.(0|[1-9][0-9]*)$/;

export function readLifecycleConfig(src: Source, node: unknown, path: FieldPath, keyOffset: number): Read<LifecycleConfig> {
  if (isEmpty(node)) return { value: DEFAULT_LIFECYCLE_CONFIG, errors: [] };
  if (isAlias(node)) return { value: DEFAULT_LIFECYCLE_CONFIG, errors: [aliasError(src, node, path)] };
  if (!isMap(node)) {
    return { value: DEFAULT_LIFECYCLE_CONFIG, errors: [errorAt(src, offsetOf(node, keyOffset), path, `must be a mapping with the keys ${SECTION_KEYS.join(', ')}, not ${describe(node)}`)] };
  }
  const errors: ConfigError[] = [];
  let featureFiles: readonly string[] = [];
  let currentVersion: string | undefined;
  for (const entry of readEntries(src, node.items, offsetOf(node, keyOffset), path, (key) => path.child(key))) {
    if ('error' in entry) {
      errors.push(entry.error);
      continue;
    }
    switch (entry.key) {
      case 'featureFiles': {
        const read = readGlobs(src, entry.value, entry.path, entry.keyOffset);
        featureFiles = read.value;
        errors.push(...read.errors);
        break;
      }
      case 'currentVersion': {
        const read = readVersion(src, entry.value, entry.path, entry.keyOffset);
        currentVersion = read.value;
        errors.push(...read.errors);
        break;
      }
      default:
        errors.push(errorAt(src, entry.keyOffset, entry.path, unknownKey(entry.key, SECTION_KEYS)));
    }
  }
  return { value: { featureFiles, ...(currentVersion === undefined ? {} : { currentVersion }) }, errors };
}

function readVersion(src: Source, node: unknown, path: FieldPath, keyOffset: number): Read<string | undefined> {
  const fail = (message: string): Read<string | undefined> => ({ value: undefined, errors: [errorAt(src, offsetOf(node, keyOffset), path, message)] });
  if (isAlias(node)) return { value: undefined, errors: [aliasError(src, node, path)] };
  const value: unknown = isScalar(node) ? node.value : undefined;
  // YAML reads 1.30 as the number 1.3: a version must be quoted to keep its minor.
  if (typeof value === 'number') return fail(`must be a quoted string such as "1.36": ${node && isScalar(node) ? String(node.source) : String(value)} reads as a number`);
  if (typeof value !== 'string') return fail(`must be a version such as "1.36", not ${describe(node)}`);
  const m = MAJOR_MINOR.exec(value);
  if (!m) return fail(`${renderValue(value)} is not a version MAJOR.MINOR such as "1.36"`);
  return { value: `${m[1]}.${m[2]}`, errors: [] };
}
