import { forbidden, invalid, notSupported, required } from '../../../engine/field-error.js';
import { internalSchemaPropsOrArray } from './internal-schema-props.js';
import { KEYWORD } from './schema-keywords.js';
import { schemaError, type SchemaError } from './schema-error.js';
import { SchemaNode } from './schema-node.js';
import type { SchemaLocation } from './walk-schema.js';

// spec §8 SCHEMA-LIST-001..014: x-kubernetes-list-type, x-kubernetes-list-map-keys and what they
// demand of the items, at every node the CRD recursion reaches.

export type ListMessageId =
  | 'listTypeNeedsArray'
  | 'listTypeValue'
  | 'mapKeysNeedMapType'
  | 'mapKeysRequired'
  | 'mapItemsRequired'
  | 'mapItemsTuple'
  | 'mapItemsObject'
  | 'mapKeyNotProperty'
  | 'mapKeyScalar'
  | 'mapKeyDuplicate'
  | 'mapKeyDefaultOrRequired'
  | 'mapKeyNullable'
  | 'itemsNullable'
  | 'setItemsAtomic';

export interface ListOptions {
  /** SCHEMA-LIST-014; relaxed on update when the stored object has such a set anywhere (§12). */
  readonly requireAtomicSetType: boolean;
  /** SCHEMA-LIST-011..013; relaxed on update when the stored object violates them anywhere (§12). */
  readonly requireMapListKeysMapSetValidation: boolean;
}

const NONE: readonly SchemaError<ListMessageId>[] = Object.freeze([]);

export function validateListType(at: SchemaLocation, opts: ListOptions): readonly SchemaError<ListMessageId>[] {
  const n = at.node;
  // Most nodes have neither extension (schema-keywords.ts).
  if ((at.keywords & (KEYWORD['x-kubernetes-list-type'] | KEYWORD['x-kubernetes-list-map-keys'])) === 0) return NONE;
  const listType = n.listType;
  const keys = n.listMapKeys;
  if (listType === undefined && keys.length === 0) return NONE;
  const errs: SchemaError<ListMessageId>[] = [];
  const type = n.type;
  const items = n.items; // a single schema; a list of schemas is `itemsList`
  const itemsRaw = n.raw.items;

  // SCHEMA-LIST-001: a list type needs type: array.
  if (listType !== undefined && type !== 'array') {
    const detail = 'must be array if x-kubernetes-list-type is specified';
    errs.push(
      schemaError(
        'listTypeNeedsArray',
        type === ''
          ? required(at.apiserverPath().child('type'), detail)
          : invalid(at.apiserverPath().child('type'), type, detail),
      ),
    );
    // SCHEMA-LIST-014: the items of a set must be atomic (ratcheted).
  } else if (opts.requireAtomicSetType && listType === 'set' && items) {
    if (items.type === 'array' && items.listType !== undefined && items.listType !== 'atomic') {
      errs.push(
        schemaError(
          'setItemsAtomic',
          invalid(
            at.apiserverPath().child('items', 'x-kubernetes-list-type'),
            items.listType,
            'must be atomic as item of a list with x-kubernetes-list-type=set',
          ),
          { key: 'x-kubernetes-list-type' },
        ),
      );
    } else if (items.type === 'object' && items.mapType !== 'atomic') {
      // A nil *string renders as "null" in the apiserver's message (spec §8, note on 014).
      errs.push(
        schemaError(
          'setItemsAtomic',
          invalid(
            at.apiserverPath().child('items', 'x-kubernetes-map-type'),
            items.mapType ?? 'null',
            'must be atomic as item of a list with x-kubernetes-list-type=set',
          ),
          { key: 'x-kubernetes-map-type' },
        ),
      );
    }
  }

  // SCHEMA-LIST-002: the list-type values.
  if (listType !== undefined && listType !== 'atomic' && listType !== 'set' && listType !== 'map') {
    errs.push(
      schemaError(
        'listTypeValue',
        notSupported(at.apiserverPath().child('x-kubernetes-list-type'), listType, ['atomic', 'set', 'map']),
        { listType },
      ),
    );
  }

  if (keys.length > 0) {
    // SCHEMA-LIST-003 (list-type unset) and SCHEMA-LIST-003b (list-type not map): map keys need list-type map.
    if (listType === undefined)
      errs.push(
        schemaError(
          'mapKeysNeedMapType',
          required(
            at.apiserverPath().child('x-kubernetes-list-type'),
            'must be map if x-kubernetes-list-map-keys is non-empty',
          ),
        ),
      );
    else if (listType !== 'map')
      errs.push(
        schemaError(
          'mapKeysNeedMapType',
          invalid(
            at.apiserverPath().child('x-kubernetes-list-type'),
            listType,
            'must be map if x-kubernetes-list-map-keys is non-empty',
          ),
        ),
      );
  }

  if (listType === 'map') {
    // SCHEMA-LIST-004: list-type map needs keys.
    if (keys.length === 0)
      errs.push(
        schemaError(
          'mapKeysRequired',
          required(
            at.apiserverPath().child('x-kubernetes-list-map-keys'),
            'must not be empty if x-kubernetes-list-type is map',
          ),
        ),
      );
    // SCHEMA-LIST-005: list-type map needs items; SCHEMA-LIST-006: a single schema.
    if (itemsRaw === undefined || itemsRaw === null) {
      errs.push(
        schemaError(
          'mapItemsRequired',
          required(at.apiserverPath().child('items'), 'must have a schema if x-kubernetes-list-type is map'),
        ),
      );
    } else if (!items) {
      // The bad value is schema.Items, the internal *JSONSchemaPropsOrArray.
      errs.push(
        schemaError(
          'mapItemsTuple',
          invalid(
            at.apiserverPath().child('items'),
            internalSchemaPropsOrArray(itemsRaw),
            'must only have a single schema if x-kubernetes-list-type is map',
          ),
        ),
      );
    }
    // SCHEMA-LIST-007: the items of a map list are objects.
    if (items && items.type !== 'object') {
      errs.push(
        schemaError(
          'mapItemsObject',
          invalid(
            at.apiserverPath().child('items', 'type'),
            items.type,
            "must be object if parent array's x-kubernetes-list-type is map",
          ),
        ),
      );
    }
    if (items && items.type === 'object') {
      const properties = items.properties;
      const seen = new Set<string>();
      for (const k of keys) {
        const p = properties.get(k);
        if (p) {
          // SCHEMA-LIST-009: a key property is a scalar.
          if (p.type === 'array' || p.type === 'object') {
            // The value shown is the items' type, not the key's: an upstream quirk (spec §8 note on 009).
            errs.push(
              schemaError(
                'mapKeyScalar',
                invalid(
                  at.apiserverPath().child('items', 'properties').key(k).child('type'),
                  items.type,
                  "must be a scalar type if parent array's x-kubernetes-list-type is map",
                ),
                { key: k },
              ),
            );
          }
        } else {
          // SCHEMA-LIST-008: each key is a property of the items.
          errs.push(
            schemaError(
              'mapKeyNotProperty',
              invalid(
                at.apiserverPath().child('x-kubernetes-list-map-keys'),
                keys,
                'entries must all be names of item properties',
              ),
              { key: k },
            ),
          );
        }
        // SCHEMA-LIST-010: no duplicate keys.
        if (seen.has(k))
          errs.push(
            schemaError(
              'mapKeyDuplicate',
              invalid(
                at.apiserverPath().child('x-kubernetes-list-map-keys'),
                keys,
                'must not contain duplicate entries',
              ),
              { key: k },
            ),
          );
        seen.add(k);
      }
    }
  }

  if (opts.requireMapListKeysMapSetValidation) errs.push(...validateMapListKeysMapSet(at));
  return errs;
}

/** SCHEMA-LIST-011..013 (the apiserver's validateMapListKeysMapSet), also used for the ratchet. */
export function validateMapListKeysMapSet(at: SchemaLocation): SchemaError<ListMessageId>[] {
  const n = at.node;
  const items = n.items;
  const listType = n.listType;
  if (!items || (listType !== 'set' && listType !== 'map')) return [];
  const errs: SchemaError<ListMessageId>[] = [];
  // SCHEMA-LIST-013: the items of a set or map list are not nullable.
  if (items.nullable) {
    errs.push(
      schemaError(
        'itemsNullable',
        forbidden(
          at.apiserverPath().child('items', 'nullable'),
          `cannot be nullable when x-kubernetes-list-type is ${listType}`,
        ),
        { listType },
      ),
    );
  }
  if (listType === 'map') {
    const isRequired = new Set(items.required);
    const properties = items.properties;
    for (const k of n.listMapKeys) {
      const p: SchemaNode | undefined = properties.get(k);
      if (!p) continue; // reported as mapKeyNotProperty
      // SCHEMA-LIST-011: a key is required or has a default.
      if (!isRequired.has(k) && !p.hasDefault) {
        errs.push(
          schemaError(
            'mapKeyDefaultOrRequired',
            required(
              at.apiserverPath().child('items', 'properties').key(k).child('default'),
              'this property is in x-kubernetes-list-map-keys, so it must have a default or be a required property',
            ),
            { key: k },
          ),
        );
      }
      // SCHEMA-LIST-012: a key is not nullable.
      if (p.nullable) {
        errs.push(
          schemaError(
            'mapKeyNullable',
            forbidden(
              at.apiserverPath().child('items', 'properties').key(k).child('nullable'),
              'this property is in x-kubernetes-list-map-keys, so it cannot be nullable',
            ),
            { key: k },
          ),
        );
      }
    }
  }
  return errs;
}
