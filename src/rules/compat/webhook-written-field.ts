import type { World } from '../../engine/world.js';
import type { GoField } from '../../parse/go/go-file.js';
import { jsonTagOf } from '../../parse/go/struct-tag.js';
import { BASIC_TYPES, isVendored } from './go-property-type.js';

// A defaulting webhook built on controller-runtime or knative re-encodes the object it was sent
// from its Go type with encoding/json, and patches in what the encoding adds: every field declared
// without `omitempty`, and every struct (encoding/json never finds a struct empty: a
// resource.Quantity writes "0"). A scalar declared with `omitempty` is left out where it is zero,
// so the webhook adds it only where its Default() sets it (redhat-cop/vault-config-operator
// 3107f993ec made `Role string \`json:"role,omitempty"\`` required: its webhook's Default() does
// nothing, and every write without `role` is still refused).

/**
 * Whether such a webhook writes the field where the object leaves it out: a value, unless a scalar
 * with `omitempty` that no Go code of the repository (tests and vendored code aside) assigns by its
 * Go name, as a Default() that sets it would; a pointer, slice or map (which encode as null when
 * unset, and the apiserver drops a null) only where such code assigns it.
 */
export function webhookWritesField(goType: string | undefined, field: GoField | undefined, world: World): boolean {
  if (goType === undefined) return false;
  const assigned = () => (field?.names ?? []).some((name) => assignedInGo(world, name));
  // A nil pointer, slice or map encodes as null, which the apiserver drops: written only where Go
  // code sets it (tektoncd/operator's TektonPruner defaulter sets its `Disabled *bool`).
  if (goType.startsWith('*') || goType === 'slice' || goType === 'map') return assigned();
  const options = field?.tag === undefined ? [] : (jsonTagOf(field.tag)?.options ?? []);
  // `omitzero` (Go 1.24) leaves out a zero value of any type, a struct's too
  // (cluster-api-provider-rke2's `Status ... json:"status,omitzero"`).
  if (options.includes('omitzero')) return assigned();
  if (!options.includes('omitempty') || !BASIC_TYPES.has(goType)) return true;
  return assigned();
}

/**
 * Whether, by the repository's Go type, such a webhook surely leaves a missing required field
 * refused: its re-encoding writes nothing there, or only a zero value the schema refuses too
 * (`zeroRefused`), and no Go code assigns the field, as a Default() that sets it would. A kubebuilder
 * scaffold's `Default()` is empty (seaweedfs-operator's webhook wrote `replicas: 0` where
 * `minimum: 1` refused it). False where the Go type is not known.
 */
export function webhookLeavesRefused(
  goType: string | undefined,
  field: GoField | undefined,
  world: World,
  zeroRefused: boolean,
): boolean {
  if (goType === undefined || field === undefined) return false;
  if (goAssigns(world, field)) return false;
  // The zero value the schema was tried with is a scalar's: a type that encodes itself (a
  // Duration's "0s", a Quantity's "0") writes another.
  return !webhookWritesField(goType, field, world) || (zeroRefused && BASIC_TYPES.has(goType));
}

/**
 * Whether some Go code of the repository (tests and vendored code aside) assigns the field by its
 * Go name, as a webhook's Default() that sets it does.
 */
export const goAssigns = (world: World, field: GoField): boolean =>
  field.names.some((name) => assignedInGo(world, name));

/**
 * Whether a Go source assigns a field of the name, `x.Name = v` or `Name: v` in a composite
 * literal, with a value other than nil or the same field of another object, outside the code that
 * converts between API versions (conversion-gen's zz_generated.conversion.go, a hand-written
 * conversion.go), which copies it (`out.Name = in.Name`: cluster-api-provider-rke2's
 * RolloutStrategy) and runs in the conversion webhook, not in the defaulter.
 */
function assignedInGo(world: World, name: string): boolean {
  const assignment = new RegExp(String.raw`\.${name}\s*=(?!=)\s*([^\n;]*)|\b${name}:\s*(\S[^\n,]*)`, 'g');
  return world.goTexts().some((s) => {
    if (s.text === undefined || s.path.endsWith('_test.go') || isVendored(s.path) || !s.text.includes(name))
      return false;
    // Conversion between API versions runs in the conversion webhook, not in the defaulter.
    if (/(^|\/|_)(zz_generated\.)?conversion\.go$/.test(s.path)) return false;
    for (const m of s.text.matchAll(assignment)) if (!copiesField(m[1] ?? m[2] ?? '', name)) return true;
    return false;
  });
}

/**
 * Whether a value is nil, or the field of the name of another object, as a conversion writes it:
 * `in.Name`, `(*T)(unsafe.Pointer(in.Name))`, `&in.Name`, `in.Spec.Name.DeepCopy()`; not a call
 * that computes a value from it (`withDefaults(in.Name)`).
 */
function copiesField(value: string, name: string): boolean {
  const bare = value
    .replace(/\/\/.*$/, '')
    .replace(/\.DeepCopy\(\)/g, '')
    .replace(/\(\*[\w.]+\)/g, ' ')
    .replace(/unsafe\.Pointer/g, ' ')
    .replace(/[()&*]/g, ' ')
    .trim();
  // nil sets nothing either.
  if (bare === 'nil') return true;
  return !/\s/.test(bare) && new RegExp(String.raw`^\w+(?:\.\w+)*\.${name}$`).test(bare);
}
