import { isJsonObject } from '../../parse/kube-object.js';
import type { SchemaNode } from '../crd/schema/schema-node.js';
import { applyDefaults } from '../cr/prepare/apply-defaults.js';
import { sameJson } from './json-equality.js';

// compat/default-changed on an object's default literal (spec/crd-compatibility.md §5.7).
// Generators write the default of an object whose fields have defaults as the literal of those
// defaults (controller-gen's `+default={...}` beside each field's `+default`), so one changed
// field default changes the field's `default` and the literal of every ancestor above it:
// hyperconverged-cluster-operator's featureGates reported three times for one gate. The apiserver
// defaults the literal of an absent object and then the defaults inside it (cr/prepare/
// apply-defaults.ts), so what an absent object reads is the literal with its fields' defaults in.
// Where the two literals, so completed, differ only in values that are each side's own default of
// that field, the ancestor's change is the fields' change: reported at the field (default-changed),
// as the field's removal (field-removed), or a new field's default, which is no change to report.

/**
 * Whether the change of an object's default from base to head says nothing its fields' own
 * defaults do not: what an absent object reads differs only where a field's default differs.
 */
export function defaultChangeIsItsFields(base: SchemaNode, head: SchemaNode): boolean {
  // A literal of only fields the change removes goes with them: the head could not keep it, as a
  // default with an unknown field is refused (package-operator af4bdc2c removed `status.phase`
  // and `status: {default: {phase: Pending}}` with it), and field-removed reports each.
  if (base.hasDefault && !head.hasDefault && isJsonObject(base.default)) {
    const keys = Object.keys(base.default);
    return keys.length > 0 && keys.every((k) => base.properties.has(k) && !head.properties.has(k));
  }
  if (!base.hasDefault || !head.hasDefault) return false;
  const was = applyDefaults(base.default, base).value;
  const is = applyDefaults(head.default, head).value;
  return sameJson(was, is) || differsOnlyInFieldDefaults(was, is, base, head);
}

/** Every difference of two defaulted objects is, at some field, each side's default of it. */
function differsOnlyInFieldDefaults(was: unknown, is: unknown, base: SchemaNode, head: SchemaNode): boolean {
  if (!isJsonObject(was) || !isJsonObject(is)) return false;
  for (const key of new Set([...Object.keys(was), ...Object.keys(is)])) {
    const before = was[key];
    const after = is[key];
    if (sameJson(before, after)) continue;
    const baseField = base.properties.get(key);
    const headField = head.properties.get(key);
    // A field the base required without a default was set on every object, and a default it gains
    // is not reported, so the literal is the only place that says it.
    if (baseField && base.required.includes(key) && !baseField.hasDefault) return false;
    const isEachDefault = sameJson(before, fieldDefault(baseField)) && sameJson(after, fieldDefault(headField));
    if (isEachDefault) continue;
    if (!baseField || !headField || !differsOnlyInFieldDefaults(before, after, baseField, headField)) return false;
  }
  return true;
}

/** What a field reads when absent: its default with the defaults inside it, or nothing. */
const fieldDefault = (field: SchemaNode | undefined): unknown =>
  field?.hasDefault ? applyDefaults(field.default, field).value : undefined;

/**
 * What an object without the field reads where that is not its default as written: an object's
 * (or list's) literal with the defaults of its fields in (`options: {}` whose `allowed` defaults
 * to `[container]` reads `{allowed: [container]}`); undefined where it reads the literal.
 */
export function readDefault(field: SchemaNode): unknown {
  if (!field.hasDefault || typeof field.default !== 'object' || field.default === null) return undefined;
  const read = fieldDefault(field);
  return sameJson(read, field.default) ? undefined : read;
}
