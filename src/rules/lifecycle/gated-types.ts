import { posix } from 'node:path';
import type { ChangeIndex } from './change-index.js';
import type { FieldTags } from './declaration-tags.js';
import { isSerialized } from './serialized-form.js';

// Where a gate that is not on a field still covers it (lifecycle/ungated-field), in the two
// shapes Kubernetes uses when it grows a gated feature over several changes:
//
//   - behind a gate: a type every use of which is a gated field (or a field of such a type) can
//     only be set when the gate is on, so a field added to it needs no gate of its own
//     (storage/v1 StorageHealthCondition.AccessMode, added while CSINodeStatus.StorageHealth,
//     the only way in, carries +featureGate=CSIVolumeHealth);
//   - gated inside: a type the change adds whose every field is gated, so the field that uses it
//     is gated (storage/v1 CSINode.Status, added with a CSINodeStatus whose one field carries
//     +featureGate=CSIVolumeHealth).
//
// Types are keyed `<package dir>\0<name>`. A use is a field whose type names the type: an
// unqualified name (`[]ResourceClaim`) in the type's own package, a qualified one
// (`v1.ResourceClaim`) anywhere (an external test package shares its directory), as the import it
// goes through is not resolved. A name shared by types of several packages counts the qualified
// uses of all of them, which can only leave a type uncovered; unqualified ones count for their own
// package alone (core/v1's ResourceClaim, used only by a gated field, beside resource/v1alpha3's
// own ResourceClaim, listed by an ungated one: kubernetes/api e0a906d07). A kind (it embeds
// TypeMeta) is a root, never behind a gate.

export interface GatedTypes {
  /** Types reachable only through gated fields. */
  readonly behindGate: ReadonlySet<string>;
  /** Types the change adds whose serialized fields are all gated. */
  readonly gatedInside: ReadonlySet<string>;
}

export const isGated = (at: FieldTags): boolean =>
  at.lifecycle.length > 0 || at.featureGates.length > 0 || at.malformed.length > 0;

export const typeKey = (dir: string, name: string): string => `${dir}\0${name}`;

/** The named type under pointers, slices, arrays, map values and a package qualifier: `[]*v1.Foo` → `Foo`. */
export const baseTypeName = (type: string): string => elementType(type).replace(/^.*\./, '');

/** Whether the named type is another package's (`[]*v1.Foo`), not one of the using field's own. */
const isQualified = (type: string): boolean => elementType(type).includes('.');

const elementType = (type: string): string => type.replace(/^(\*|\[[^\]]*\]|map\[[^\]]*\])+/, '');

export function gatedTypes(fields: readonly FieldTags[], changes: ChangeIndex): GatedTypes {
  const structs = new Map<string, { name: string; isKind: boolean }>();
  const usesByName = new Map<string, FieldTags[]>();
  const inside = new Map<string, boolean>();
  for (const at of fields) {
    const key = typeKey(posix.dirname(at.file.path), at.struct.name);
    const isKind = at.field.names.length === 0 && baseTypeName(at.field.type) === 'TypeMeta';
    structs.set(key, { name: at.struct.name, isKind: isKind || (structs.get(key)?.isKind ?? false) });
    const used = baseTypeName(at.field.type);
    if (isSerialized(at.field) && used !== '') usesByName.set(used, [...(usesByName.get(used) ?? []), at]);
    if (changes.isAddedStruct(at.file, at.struct) && isSerialized(at.field))
      inside.set(key, (inside.get(key) ?? true) && isGated(at));
  }
  const behindGate = new Set<string>();
  for (let changed = true; changed;) {
    changed = false;
    for (const [key, { name, isKind }] of structs) {
      if (isKind || behindGate.has(key)) continue;
      const dir = key.slice(0, key.indexOf('\0'));
      const uses = (usesByName.get(name) ?? []).filter(
        (u) => isQualified(u.field.type) || posix.dirname(u.file.path) === dir,
      );
      if (uses.length === 0) continue;
      if (uses.every((u) => isGated(u) || behindGate.has(typeKey(posix.dirname(u.file.path), u.struct.name)))) {
        behindGate.add(key);
        changed = true;
      }
    }
  }
  return { behindGate, gatedInside: new Set([...inside].filter(([, gated]) => gated).map(([key]) => key)) };
}
