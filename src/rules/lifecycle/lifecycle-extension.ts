import type { GoFile } from '../../parse/go/go-file.js';
import { jsonTagOf } from '../../parse/go/struct-tag.js';
import { fieldTagsOf } from './declaration-tags.js';
import { KUBERNETES } from './lifecycle-tag.js';

// The `x-kubernetes-api-lifecycle` OpenAPI extension of KEP-2558 (spec/go-lifecycle.md §6),
// keyed by `<import path>.<Type>` and JSON field name: one entry per component that tags the
// field with a well-formed tag; untagged fields are absent.

export type LifecycleExtensions = Record<
  string,
  Record<string, { 'x-kubernetes-api-lifecycle': Record<string, Record<string, string>> }>
>;

const KUBERNETES_ORDER = ['minVersion', 'status', 'featureGate'];

export function lifecycleExtensions(
  files: readonly GoFile[],
  importPathOf: (file: GoFile) => string,
): LifecycleExtensions {
  const out: LifecycleExtensions = {};
  for (const file of files) {
    if (file.error) continue;
    for (const at of fieldTagsOf(file)) {
      const components: Record<string, Record<string, string>> = {};
      for (const tag of at.lifecycle) {
        if (tag.problems.length > 0 || components[tag.component]) continue;
        const keys = tag.component === KUBERNETES ? KUBERNETES_ORDER : [...tag.values.keys()];
        components[tag.component] = Object.fromEntries(
          keys.flatMap((k) => {
            const v = tag.values.get(k);
            return v === undefined ? [] : [[k, v]];
          }),
        );
      }
      if (Object.keys(components).length === 0) continue;
      const json = at.field.tag === undefined ? undefined : jsonTagOf(at.field.tag);
      if (json?.name === '-' && json.options.length === 0) continue; // never serialized
      const names = json?.name ? [json.name] : at.field.names;
      if (names.length === 0) continue; // embedded without a json name: its fields are inlined
      const key = `${importPathOf(file)}.${at.struct.name}`;
      const type = (out[key] ??= {});
      for (const name of names) type[name] = { 'x-kubernetes-api-lifecycle': components };
    }
  }
  return out;
}
