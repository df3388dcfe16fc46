import { isJsonObject } from '../../parse/kube-object.js';
import type { SchemaNode } from '../crd/schema/schema-node.js';
import { sameJson } from './json-equality.js';

// Branches added to an `anyOf` or a `oneOf` that every branch of the base is still in. An `anyOf`
// so grown accepts more, never less. A `oneOf` grown by branches that no value the base accepted
// meets keeps every old object on exactly one branch: a hand-written union gaining a backend with
// its discriminator's new enum value (kubernetes-external-secrets dad820a added
// `{properties: {backendType: {enum: [akeyless]}}}` with `akeyless` in backendType's enum).

/**
 * Whether `head` is `base` with branches added that leave every value the base accepted as it was
 * judged: any branch for an `anyOf`; for a `oneOf`, branches that hold a property to values of an
 * enum none of which the base's schema of that property allowed.
 */
export function onlyUnreachableBranchesAdded(
  key: 'anyOf' | 'oneOf',
  written: unknown,
  head: unknown,
  base: SchemaNode,
): boolean {
  if (!Array.isArray(written) || !Array.isArray(head) || written.length === 0) return false;
  if (!written.every((b) => head.some((h) => sameJson(b, h)))) return false;
  const added = head.filter((h) => !written.some((b) => sameJson(b, h)));
  if (key === 'anyOf') return true;
  return added.every((branch) => unreachableByBase(branch, written, base));
}

/**
 * A branch that holds a property to enum values the base's schema of it refused. An old object
 * without the property meets the branch (a property's schema applies only where it is set): it is
 * excluded where the branch or the node requires the property, or where every old branch holds it
 * to an enum too, so that such an object met all of them, two at least, and no oneOf accepted it.
 */
function unreachableByBase(branch: unknown, written: readonly unknown[], base: SchemaNode): boolean {
  if (!isJsonObject(branch) || !isJsonObject(branch.properties)) return false;
  const required = Array.isArray(branch.required) ? branch.required : [];
  return Object.entries(branch.properties).some(([name, schema]) => {
    const values = isJsonObject(schema) && Array.isArray(schema.enum) ? schema.enum : undefined;
    const allowed = base.properties.get(name)?.raw.enum;
    if (!values || values.length === 0 || !Array.isArray(allowed)) return false;
    if (values.some((v) => allowed.some((a) => sameJson(a, v)))) return false;
    const absentRefused =
      required.includes(name) ||
      base.required.includes(name) ||
      (written.length >= 2 && written.every((b) => holdsToEnum(b, name)));
    return absentRefused;
  });
}

const holdsToEnum = (branch: unknown, name: string): boolean =>
  isJsonObject(branch) &&
  isJsonObject(branch.properties) &&
  isJsonObject(branch.properties[name]) &&
  Array.isArray(branch.properties[name].enum);
