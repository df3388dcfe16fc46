import { isAlias, isMap, isScalar } from 'yaml';
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

// The `cr:` section (spec/cr-validation.md §3.2, CR-MATCH-003):
//
//   cr:
//     fieldValidation: Strict   # Warn (the apiserver's default), Strict (kubectl apply's default since 1.27) or Ignore
//     catalog: vendor/crds      # a directory of more CRD manifests, used to match resources, never reported on
//
// fieldValidation decides what a field pruning drops is: a warning (Warn, the default), an error
// the request fails with (Strict: 400 "strict decoding error: unknown field"), or nothing (Ignore).

export type FieldValidation = 'Strict' | 'Warn' | 'Ignore';

export interface CrConfig {
  readonly fieldValidation?: FieldValidation;
  /** A repository-relative directory of CRD manifests (CR-MATCH-003). */
  readonly catalog?: string;
}

const SECTION_KEYS = ['fieldValidation', 'catalog'] as const;
const FIELD_VALIDATIONS: readonly FieldValidation[] = ['Strict', 'Warn', 'Ignore'];

export function readCrConfig(src: Source, node: unknown, path: FieldPath, keyOffset: number): Read<CrConfig> {
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
  let fieldValidation: FieldValidation | undefined;
  let catalog: string | undefined;
  for (const entry of readEntries(src, node.items, offsetOf(node, keyOffset), path, (key) => path.child(key))) {
    if ('error' in entry) {
      errors.push(entry.error);
      continue;
    }
    if (isAlias(entry.value)) {
      errors.push(aliasError(src, entry.value, entry.path));
      continue;
    }
    const value: unknown = isScalar(entry.value) ? entry.value.value : undefined;
    const at = offsetOf(entry.value, entry.keyOffset);
    const shown = typeof value === 'string' ? renderValue(value) : describe(entry.value);
    if (entry.key === 'fieldValidation') {
      const known = FIELD_VALIDATIONS.find((v) => v === value);
      if (known) fieldValidation = known;
      // The apiserver's query parameter is case-sensitive: `strict` is refused there too.
      else errors.push(errorAt(src, at, entry.path, `must be one of ${FIELD_VALIDATIONS.join(', ')}, not ${shown}`));
    } else if (entry.key === 'catalog') {
      if (
        typeof value === 'string' &&
        value.trim() !== '' &&
        !value.startsWith('/') &&
        !value.split(/[\\/]/).includes('..')
      )
        catalog = value.replace(/\/+$/, '');
      else
        errors.push(
          errorAt(
            src,
            at,
            entry.path,
            `must be a directory of the repository, relative to its root (no "..", not absolute), not ${shown}`,
          ),
        );
    } else errors.push(errorAt(src, entry.keyOffset, entry.path, unknownKey(entry.key, SECTION_KEYS)));
  }
  return { value: { ...(fieldValidation ? { fieldValidation } : {}), ...(catalog ? { catalog } : {}) }, errors };
}
