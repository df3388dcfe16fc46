import { defineRule } from '../../../engine/rule.js';
import { crdSchemas } from '../schema/crd-schemas.js';
import type { ListMessageId } from '../schema/list-validation.js';
import { listTypeErrors } from '../schema/node-errors.js';
import { schemaReports } from '../schema/schema-error.js';
import { servedCrds } from '../schema/served-crds.js';

// spec §8 SCHEMA-LIST-001..014: x-kubernetes-list-type and x-kubernetes-list-map-keys, and what
// they demand of the items. 011..014 are ratcheted from the stored object (§12).

export const listType = defineRule<ListMessageId>({
  id: 'crd/list-type',
  scope: 'object',
  meta: {
    severity: 'error',
    description: 'x-kubernetes-list-type or x-kubernetes-list-map-keys is used in a way kube-apiserver rejects',
    messages: {
      listTypeNeedsArray: '`x-kubernetes-list-type` needs `type: array` on the same schema',
      listTypeValue: '`x-kubernetes-list-type: {{listType}}` is not supported: use atomic, set or map',
      mapKeysNeedMapType: '`x-kubernetes-list-map-keys` needs `x-kubernetes-list-type: map` on the same schema',
      mapKeysRequired:
        'a list with `x-kubernetes-list-type: map` needs `x-kubernetes-list-map-keys`: name the item properties that identify an entry',
      mapItemsRequired: 'a list with `x-kubernetes-list-type: map` needs an `items` schema',
      mapItemsTuple: 'a list with `x-kubernetes-list-type: map` needs one `items` schema, not a list of schemas',
      mapItemsObject: 'the items of a list with `x-kubernetes-list-type: map` must be `type: object`',
      mapKeyNotProperty:
        'list map key {{key}} is not a property of the items: add it to items.properties or remove it from x-kubernetes-list-map-keys',
      mapKeyScalar:
        'list map key {{key}} must be a scalar (string, integer, number or boolean), not an object or array',
      mapKeyDuplicate: 'list map key {{key}} is listed twice in x-kubernetes-list-map-keys: remove the duplicate',
      mapKeyDefaultOrRequired:
        "list map key {{key}} must always have a value: add it to the items' `required`, or give it a `default`",
      mapKeyNullable: 'list map key {{key}} cannot be nullable: remove `nullable: true`',
      itemsNullable:
        'the items of a list with `x-kubernetes-list-type: {{listType}}` cannot be nullable: remove `nullable: true`',
      setItemsAtomic:
        'the items of a list with `x-kubernetes-list-type: set` must be atomic: set `{{key}}: atomic` on the items (or use a map list with keys)',
    },
  },
  check: (ctx) =>
    servedCrds(ctx.head).flatMap((crd) => {
      const base = ctx.baseOf(crd);
      return crdSchemas(crd).flatMap((s) => schemaReports(crd, s, listTypeErrors(s, base)));
    }),
});
