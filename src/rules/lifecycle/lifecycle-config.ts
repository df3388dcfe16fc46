import { isAlias, isMap } from 'yaml';
import {
  aliasError,
  describe,
  errorAt,
  isEmpty,
  offsetOf,
  readEntries,
  readGlobs,
  readMajorMinor,
  unknownKey,
  type ConfigError,
  type Read,
  type Source,
} from '../../engine/config-reader.js';
import type { FieldPath } from '../../engine/field-path.js';

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

/** The key that names the feature files, as a finding tells a user to set it. */
export const FEATURE_FILES_KEY = 'lifecycle.featureFiles';

const SECTION_KEYS = ['featureFiles', 'currentVersion'] as const;

export function readLifecycleConfig(
  src: Source,
  node: unknown,
  path: FieldPath,
  keyOffset: number,
): Read<LifecycleConfig> {
  if (isEmpty(node)) return { value: DEFAULT_LIFECYCLE_CONFIG, errors: [] };
  if (isAlias(node)) return { value: DEFAULT_LIFECYCLE_CONFIG, errors: [aliasError(src, node, path)] };
  if (!isMap(node)) {
    return {
      value: DEFAULT_LIFECYCLE_CONFIG,
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
        const read = readMajorMinor(src, entry.value, entry.path, entry.keyOffset);
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
