import { defineRule, type RuleReport } from '../../../engine/rule.js';
import { isJsonObject, type KubeObject } from '../../../parse/kube-object.js';
import { crdSchemas } from '../schema/crd-schemas.js';
import { servedCrds } from '../schema/served-crds.js';
import { flatSchema, type SchemaLocation } from '../schema/walk-schema.js';

// A name in an object node's `required` that the node's `properties` do not declare, where the
// node keeps no unknown field (no x-kubernetes-preserve-unknown-fields, no additionalProperties).
// kube-apiserver accepts such a CRD, but it prunes the fields a schema does not declare when it
// decodes a custom resource, before it validates it (apiextensions-apiserver's structural
// pruning, then validation): the required field is gone by then, so no object that has the node
// can satisfy it, and each is refused with "Required value". controller-gen wrote `required: [""]`
// for an embedded struct (lws c60da2c: every DisaggregatedSet refused at `spec.roles[0].`); a
// hand-written schema may name a field it spells otherwise. OpenAPI linters call the same slip
// "a required property that is not defined"; in a CRD it is worse than a documentation error.

/** Kept at the root and in an embedded resource whatever the schema says (pruning never drops them). */
const RESOURCE_FIELDS: ReadonlySet<string> = new Set(['apiVersion', 'kind', 'metadata']);

export const requiredUndeclared = defineRule({
  id: 'crd/required-undeclared',
  scope: 'object',
  meta: {
    severity: 'warning',
    description:
      "an object's required field is not among its properties, so pruning drops it before validation and no custom resource can satisfy it",
    messages: {
      undeclared:
        'required names {{name}}, which the properties of {{node}} do not declare: the apiserver prunes undeclared fields before it validates, so every {{kind}} that has {{node}} is refused with "{{refusal}}"; declare {{name}} under properties, or take it out of required',
    },
  },
  check: (ctx) => {
    const out: RuleReport<'undeclared'>[] = [];
    // Every node of every schema is looked at, and few have `required`: a loop, not a list a node.
    for (const crd of servedCrds(ctx.head))
      for (const s of crdSchemas(crd))
        for (const at of flatSchema(s).nodes) if (Array.isArray(at.raw.required)) out.push(...undeclared(crd, at));
    return out;
  },
});

function undeclared(crd: KubeObject, at: SchemaLocation): RuleReport<'undeclared'>[] {
  const required = at.raw.required;
  // The node's own required, in the part of the schema the apiserver validates; a junctor's
  // branches say what the node's properties must hold, and are checked as such elsewhere.
  if (!Array.isArray(required) || at.inJunctor || at.unvalidated) return [];
  // Read from the raw schema: the node views (`properties`) are made per node, and controller-gen
  // writes `required` on most objects (the corpus review took a twentieth longer through them).
  const { raw } = at;
  if (raw['x-kubernetes-preserve-unknown-fields'] === true || raw.additionalProperties !== undefined) return [];
  if (raw.type !== undefined && raw.type !== 'object') return [];
  const properties = isJsonObject(raw.properties) ? raw.properties : {};
  const missing = required.filter(
    (name): name is string =>
      typeof name === 'string' &&
      !Object.hasOwn(properties, name) &&
      !((at.isRoot || raw['x-kubernetes-embedded-resource'] === true) && RESOURCE_FIELDS.has(name)),
  );
  if (missing.length === 0) return [];
  const spec = crd.value.spec;
  const names = isJsonObject(spec) && isJsonObject(spec.names) ? spec.names : {};
  const kind = typeof names.kind === 'string' ? names.kind : 'object';
  const node = at.isRoot ? 'the object' : at.valuePath();
  return required.flatMap((name, i) => {
    if (typeof name !== 'string' || !missing.includes(name)) return [];
    const shownName = JSON.stringify(name);
    return [
      {
        messageId: 'undeclared',
        object: crd,
        path: at.manifestPath().child('required').index(i),
        data: { name: shownName, node, kind, refusal: `${name}: Required value` },
      },
    ];
  });
}
