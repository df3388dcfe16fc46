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
  const omitEmpty = field?.tag !== undefined && jsonTagOf(field.tag)?.options.includes('omitempty') === true;
  if (!omitEmpty || !BASIC_TYPES.has(goType)) return true;
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

/** Whether a Go source assigns a field of the name, `x.Name = v` or `Name: v` in a composite literal. */
function assignedInGo(world: World, name: string): boolean {
  const assignment = new RegExp(String.raw`\.${name}\s*=[^=]|\b${name}:\s*\S`);
  return world
    .goTexts()
    .some(
      (s) =>
        s.text !== undefined &&
        !s.path.endsWith('_test.go') &&
        !isVendored(s.path) &&
        s.text.includes(name) &&
        assignment.test(s.text),
    );
}
