import { isJsonObject, type KubeObject } from '../../parse/kube-object.js';
import { parsePropertyPath, formatPropertyPath, type PropertyStep } from './property-path.js';

// A field's default applies only where its parent is present: where the parent is left out, the
// parent's own default fills it, field included (apiextensions-apiserver's structural defaulting
// defaults a missing property with its default and then walks into it). kyma-project's
// eventing-manager changed `spec.logging.logLevel`'s default from Info to Debug (89d18986) while
// `spec` and `spec.logging` still defaulted it to Info: an object without spec, or without
// logging, still gets Info; only `logging: {}` gets Debug.

export interface AncestorDefault {
  /** The property path of the ancestor whose default sets the field. */
  readonly ancestor: string;
  /** What that default sets the field to. */
  readonly value: unknown;
}

/**
 * The ancestors of `property` in `version`'s schema of `crd` whose defaults set it, nearest first;
 * a default through a list's items or a map's values is not followed (it sets no one place).
 */
export function ancestorDefaultsOf(crd: KubeObject, version: string, property: string): AncestorDefault[] {
  const steps = parsePropertyPath(property);
  const spec = crd.value.spec;
  if (!steps || !isJsonObject(spec) || !Array.isArray(spec.versions)) return [];
  const entry = spec.versions.find((v) => isJsonObject(v) && v.name === version);
  const schema = isJsonObject(entry) && isJsonObject(entry.schema) ? entry.schema.openAPIV3Schema : undefined;
  const out: AncestorDefault[] = [];
  let node: unknown = schema;
  for (let i = 0; i < steps.length && isJsonObject(node); i++) {
    if (i > 0 && Object.hasOwn(node, 'default')) {
      const value = valueAt(node.default, steps.slice(i));
      if (value !== undefined) out.unshift({ ancestor: formatPropertyPath(steps.slice(0, i)), value });
    }
    node = childSchema(node, steps[i] as PropertyStep);
  }
  return out;
}

function childSchema(node: Readonly<Record<string, unknown>>, step: PropertyStep): unknown {
  if (step === 'items') return node.items;
  if (step === 'additionalProperties') return node.additionalProperties;
  return isJsonObject(node.properties) ? node.properties[step.property] : undefined;
}

/** The value below `steps` of a default, following properties only. */
function valueAt(value: unknown, steps: readonly PropertyStep[]): unknown {
  let at = value;
  for (const step of steps) {
    if (typeof step === 'string' || !isJsonObject(at) || !Object.hasOwn(at, step.property)) return undefined;
    at = at[step.property];
  }
  return at;
}
