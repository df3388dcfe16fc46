import { isAlias, isMap } from 'yaml';
import {
  aliasError,
  describe,
  errorAt,
  isEmpty,
  offsetOf,
  readEntries,
  readMajorMinor,
  unknownKey,
  type ConfigError,
  type Read,
  type Source,
} from '../../engine/config-reader.js';
import type { FieldPath } from '../../engine/field-path.js';

// The `crd:` section: which kube-apiservers the CRDs must be accepted by.
//
//   crd:
//     minKubernetesVersion: "1.31"   # the oldest cluster version; CEL environments follow it (SCHEMA-CEL-013)
//
// Without it the CRDs are judged by the newest apiserver the rules model, where every CEL library
// is available to every expression.

export interface CrdConfig {
  /** `MAJOR.MINOR`, at least MIN_MODELLED_KUBERNETES_VERSION. */
  readonly minKubernetesVersion?: string;
}

/**
 * The oldest version whose CEL environments are modelled exactly (cel/environment-versions.ts).
 * Older clusters' environments for new expressions lack optional types and the cross-type numeric
 * comparisons, whose errors are not modelled; a setting below this is a configuration error rather
 * than a silent guess.
 */
export const MIN_MODELLED_KUBERNETES_VERSION = { major: 1, minor: 30 } as const;

/** Whether every cluster targeted runs Kubernetes 1.`minor` or later: without minKubernetesVersion, the newest does. */
export function clustersAtLeast(config: CrdConfig | undefined, minor: number): boolean {
  const [major = 99, at = 99] = (config?.minKubernetesVersion ?? '99.99').split('.').map(Number);
  return major > 1 || (major === 1 && at >= minor);
}

const SECTION_KEYS = ['minKubernetesVersion'] as const;

export function readCrdConfig(src: Source, node: unknown, path: FieldPath, keyOffset: number): Read<CrdConfig> {
  if (isEmpty(node)) return { value: {}, errors: [] };
  if (isAlias(node)) return { value: {}, errors: [aliasError(src, node, path)] };
  if (!isMap(node)) {
    return {
      value: {},
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
  let minKubernetesVersion: string | undefined;
  for (const entry of readEntries(src, node.items, offsetOf(node, keyOffset), path, (key) => path.child(key))) {
    if ('error' in entry) {
      errors.push(entry.error);
      continue;
    }
    if (entry.key !== 'minKubernetesVersion') {
      errors.push(errorAt(src, entry.keyOffset, entry.path, unknownKey(entry.key, SECTION_KEYS)));
      continue;
    }
    const read = readMajorMinor(src, entry.value, entry.path, entry.keyOffset);
    errors.push(...read.errors);
    if (read.value === undefined) continue;
    const [major = 0, minor = 0] = read.value.split('.').map(Number);
    const floor = MIN_MODELLED_KUBERNETES_VERSION;
    if (major < floor.major || (major === floor.major && minor < floor.minor)) {
      const message = `"${read.value}" is older than ${floor.major}.${floor.minor}, the oldest Kubernetes version whose CEL environments kube-api-review models`;
      errors.push(errorAt(src, offsetOf(entry.value, entry.keyOffset), entry.path, message));
    } else minKubernetesVersion = read.value;
  }
  return { value: minKubernetesVersion === undefined ? {} : { minKubernetesVersion }, errors };
}
