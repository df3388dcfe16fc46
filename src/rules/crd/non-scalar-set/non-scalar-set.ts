import { goQuote } from '../../../engine/go-quote.js';
import { defineRule, type RuleReport } from '../../../engine/rule.js';
import type { KubeObject } from '../../../parse/kube-object.js';
import { crdSchemas } from '../schema/crd-schemas.js';
import type { SchemaNode } from '../schema/schema-node.js';
import { nodesWith } from '../schema/walk-schema.js';
import { servedCrds } from '../schema/served-crds.js';

// spec §13 WARN-002: a list with `x-kubernetes-list-type: set` whose items are objects or arrays.
// The apiserver accepts it (the items only have to be atomic, SCHEMA-LIST-014), but server-side
// apply and CEL compare set elements as scalars, so such a set does not merge or validate as its
// author expects; kube-apiserver answers it with a warning since 1.37 (master; 1.36 is silent).
// The apiserver's warning names the item type only, so on update an offending set is reported
// only when the stored CRD has no set of that item type anywhere, as the apiserver compares the
// two sets of warnings.

const NON_SCALAR: ReadonlySet<string> = new Set(['object', 'array']);

/** The item type of a `set` whose items are objects or arrays; undefined for any other node. */
export function nonScalarSetItemType(node: SchemaNode): string | undefined {
  const itemType = node.listType === 'set' ? node.items?.type : undefined;
  return itemType !== undefined && NON_SCALAR.has(itemType) ? itemType : undefined;
}

export const nonScalarSet = defineRule({
  id: 'crd/non-scalar-set',
  scope: 'object',
  meta: {
    severity: 'warning',
    description:
      'a list with x-kubernetes-list-type: set holds objects or arrays, which server-side apply and CEL cannot treat as a set',
    messages: {
      nonScalarSet:
        'a set of {{itemType}} items is not supported by server-side apply or CEL validation rules (kube-apiserver 1.37 warns: {{warning}}): use `x-kubernetes-list-type: map` with `x-kubernetes-list-map-keys`, or `atomic`',
    },
  },
  check: (ctx) =>
    servedCrds(ctx.head).flatMap((crd) => {
      const base = ctx.baseOf(crd);
      // What the apiserver warned of in the stored CRD, which it accepted whatever its items.
      const stored = new Set(base ? nonScalarSets(base, false).map((s) => s.itemType) : []);
      return nonScalarSets(crd, true)
        .filter((s) => !stored.has(s.itemType))
        .map((s) => s.report);
    }),
});

function nonScalarSets(
  crd: KubeObject,
  atomicOnly: boolean,
): { itemType: string; report: RuleReport<'nonScalarSet'> }[] {
  const out: { itemType: string; report: RuleReport<'nonScalarSet'> }[] = [];
  for (const s of crdSchemas(crd)) {
    // Every node, as the apiserver's SchemaHas walks them (below patternProperties too).
    for (const at of nodesWith(s, 'x-kubernetes-list-type')) {
      const itemType = nonScalarSetItemType(at.node);
      // Items not atomic: the apiserver refuses the CRD (crd/list-type's error), so it warns of
      // nothing (temporal-operator 19899b6069: 40 such sets of ResourceClaims, each with both).
      if (itemType === undefined || (atomicOnly && !atomicItems(at.node))) continue;
      const warning = `x-kubernetes-list-type: set for items of type ${goQuote(itemType)} is not supported by server-side apply or CEL validation rules`;
      out.push({
        itemType,
        report: {
          messageId: 'nonScalarSet',
          object: crd,
          path: at.manifestPath().child('x-kubernetes-list-type'),
          data: { itemType, warning },
        },
      });
    }
  }
  return out;
}

/** Whether a set's items are atomic, as the apiserver requires of a set it accepts (SCHEMA-LIST-014). */
const atomicItems = (node: SchemaNode): boolean =>
  node.items?.type === 'object'
    ? node.items.mapType === 'atomic'
    : node.items?.listType === undefined || node.items.listType === 'atomic';
