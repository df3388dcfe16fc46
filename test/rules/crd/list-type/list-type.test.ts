import type { ApiserverError } from '../../../../src/engine/field-error.js';
import { listType } from '../../../../src/rules/crd/list-type/list-type.js';
import { describe, expect, it } from 'vitest';
import { ruleTester, type RuleTests } from '../../../support/rule-tester.js';
import { reviewFiles } from '../../../support/review-files.js';
import { goSchemaText } from '../go-internal-text.js';
import { M, R, widget } from '../schema/widget-crd.js';

// spec §8 SCHEMA-LIST-001..014 and their ratchets (§12). Lines: the schema's first line is
// line 14, its top-level keys at column 11 (widget-crd.ts).

const err = (path: string, type: ApiserverError['type'], detail: string): ApiserverError => ({
  path: `${R}${path}`,
  type,
  detail,
});
const mapList = (items: string, extra = '') =>
  widget(
    `type: object\nproperties:\n  a:\n    type: array\n    x-kubernetes-list-type: map\n    x-kubernetes-list-map-keys: [name]${extra}\n    items:\n${items}`,
  );

export const tests: RuleTests = {
  valid: [
    {
      name: 'SCHEMA-LIST-003, SCHEMA-LIST-003b, SCHEMA-LIST-004, SCHEMA-LIST-005, SCHEMA-LIST-006, SCHEMA-LIST-007, SCHEMA-LIST-008, SCHEMA-LIST-009, SCHEMA-LIST-010, SCHEMA-LIST-011 passing: a map list keyed by a required string',
      head: mapList(`      type: object\n      required: [name]\n      properties: {name: {type: string}}`),
    },
    {
      name: 'SCHEMA-LIST-012, SCHEMA-LIST-013 passing: nullable false on the key and on the items',
      head: mapList(
        `      type: object\n      nullable: false\n      required: [name]\n      properties: {name: {type: string, nullable: false}}`,
      ),
    },
    {
      name: 'SCHEMA-LIST-002, SCHEMA-LIST-013 passing: a set of strings',
      head: widget(`type: object\nproperties:\n  a: {type: array, x-kubernetes-list-type: set, items: {type: string}}`),
    },
    {
      name: 'SCHEMA-LIST-011 passing: a key with a default',
      head: mapList(`      type: object\n      properties: {name: {type: string, default: x}}`),
    },
    {
      name: 'SCHEMA-LIST-009 passing: a key without a type (int-or-string)',
      head: mapList(
        `      type: object\n      required: [name]\n      properties: {name: {x-kubernetes-int-or-string: true}}`,
      ),
    },
    {
      name: 'SCHEMA-LIST-014 passing: a set of scalars and of atomic objects',
      head: widget(
        `type: object\nproperties:\n  a: {type: array, x-kubernetes-list-type: set, items: {type: string}}\n  b: {type: array, x-kubernetes-list-type: set, items: {type: object, x-kubernetes-map-type: atomic}}`,
      ),
    },
    {
      name: 'SCHEMA-LIST-001 passing: atomic list',
      head: widget(
        `type: object\nproperties:\n  a: {type: array, x-kubernetes-list-type: atomic, items: {type: string}}`,
      ),
    },
    {
      name: 'SCHEMA-LIST-014 ratchet: the stored object already had a set of granular objects',
      head: widget(
        `type: object\nproperties:\n  a: {type: array, x-kubernetes-list-type: set, items: {type: object}}\n  b: {type: array, x-kubernetes-list-type: set, items: {type: object}}`,
      ),
      base: widget(`type: object\nproperties:\n  a: {type: array, x-kubernetes-list-type: set, items: {type: object}}`),
    },
    {
      name: 'SCHEMA-LIST-011 ratchet: the stored object already had a key without default or required',
      head: mapList(`      type: object\n      properties: {name: {type: string}}`),
      base: mapList(`      type: object\n      properties: {name: {type: string}}`),
    },
  ],
  invalid: [
    {
      name: 'SCHEMA-LIST-001 list-type on an object, and without a type',
      head: widget(
        `type: object\nproperties:\n  a: {type: object, x-kubernetes-list-type: atomic}\n  b: {x-kubernetes-list-type: atomic}`,
      ),
      findings: [
        {
          line: 16,
          column: 23,
          messageId: 'listTypeNeedsArray',
          fieldPath: `${M}.properties[a].type`,
          apiserver: err(
            '.properties[a].type',
            'Invalid value',
            '"object": must be array if x-kubernetes-list-type is specified',
          ),
        },
        {
          line: 17,
          column: 13,
          messageId: 'listTypeNeedsArray',
          fieldPath: `${M}.properties[b].type`,
          apiserver: err(
            '.properties[b].type',
            'Required value',
            'must be array if x-kubernetes-list-type is specified',
          ),
        },
      ],
    },
    {
      name: 'SCHEMA-LIST-002 list-type ordered',
      head: widget(
        `type: object\nproperties:\n  a: {type: array, x-kubernetes-list-type: ordered, items: {type: string}}`,
      ),
      findings: [
        {
          line: 16,
          column: 54,
          messageId: 'listTypeValue',
          message: '`x-kubernetes-list-type: ordered` is not supported: use atomic, set or map',
          apiserver: err(
            '.properties[a].x-kubernetes-list-type',
            'Unsupported value',
            '"ordered": supported values: "atomic", "set", "map"',
          ),
        },
      ],
    },
    {
      name: 'SCHEMA-LIST-003 map keys without a list type',
      head: widget(
        `type: object\nproperties:\n  a: {type: array, x-kubernetes-list-map-keys: [name], items: {type: object, properties: {name: {type: string}}}}`,
      ),
      findings: [
        {
          line: 16,
          column: 13,
          messageId: 'mapKeysNeedMapType',
          fieldPath: `${M}.properties[a].x-kubernetes-list-type`,
          apiserver: err(
            '.properties[a].x-kubernetes-list-type',
            'Required value',
            'must be map if x-kubernetes-list-map-keys is non-empty',
          ),
        },
      ],
    },
    {
      name: 'SCHEMA-LIST-003b map keys on an atomic list',
      head: widget(
        `type: object\nproperties:\n  a: {type: array, x-kubernetes-list-type: atomic, x-kubernetes-list-map-keys: [name], items: {type: object, properties: {name: {type: string}}}}`,
      ),
      findings: [
        {
          line: 16,
          column: 54,
          messageId: 'mapKeysNeedMapType',
          apiserver: err(
            '.properties[a].x-kubernetes-list-type',
            'Invalid value',
            '"atomic": must be map if x-kubernetes-list-map-keys is non-empty',
          ),
        },
      ],
    },
    {
      name: 'SCHEMA-LIST-004 map list without keys',
      head: widget(`type: object\nproperties:\n  a: {type: array, x-kubernetes-list-type: map, items: {type: object}}`),
      findings: [
        {
          line: 16,
          column: 13,
          messageId: 'mapKeysRequired',
          apiserver: err(
            '.properties[a].x-kubernetes-list-map-keys',
            'Required value',
            'must not be empty if x-kubernetes-list-type is map',
          ),
        },
      ],
    },
    {
      name: 'SCHEMA-LIST-005 map list without items',
      head: widget(
        `type: object\nproperties:\n  a: {type: array, x-kubernetes-list-type: map, x-kubernetes-list-map-keys: [name]}`,
      ),
      findings: [
        {
          line: 16,
          column: 13,
          messageId: 'mapItemsRequired',
          apiserver: err(
            '.properties[a].items',
            'Required value',
            'must have a schema if x-kubernetes-list-type is map',
          ),
        },
      ],
    },
    {
      name: 'SCHEMA-LIST-006 map list with tuple items',
      head: widget(
        `type: object\nproperties:\n  a: {type: array, x-kubernetes-list-type: map, x-kubernetes-list-map-keys: [name], items: [{type: object}]}`,
      ),
      findings: [
        {
          line: 16,
          column: 95,
          messageId: 'mapItemsTuple',
          apiserver: err(
            '.properties[a].items',
            'Invalid value',
            `{"Schema":null,"JSONSchemas":[${goSchemaText({ Type: '"object"' })}]}: must only have a single schema if x-kubernetes-list-type is map`,
          ),
        },
      ],
    },
    {
      name: 'SCHEMA-LIST-007 map list of strings',
      head: mapList(`      type: string`),
      findings: [
        {
          line: 21,
          column: 23,
          messageId: 'mapItemsObject',
          fieldPath: `${M}.properties[a].items.type`,
          apiserver: err(
            '.properties[a].items.type',
            'Invalid value',
            '"string": must be object if parent array\'s x-kubernetes-list-type is map',
          ),
        },
      ],
    },
    {
      name: 'SCHEMA-LIST-008 a key that is not a property, once per bad key',
      head: widget(
        `type: object\nproperties:\n  a:\n    type: array\n    x-kubernetes-list-type: map\n    x-kubernetes-list-map-keys: [name, port]\n    items: {type: object, required: [id], properties: {id: {type: string}}}`,
      ),
      findings: [
        {
          line: 19,
          column: 15,
          messageId: 'mapKeyNotProperty',
          data: { key: 'name' },
          apiserver: err(
            '.properties[a].x-kubernetes-list-map-keys',
            'Invalid value',
            '["name","port"]: entries must all be names of item properties',
          ),
        },
        {
          line: 19,
          column: 15,
          messageId: 'mapKeyNotProperty',
          data: { key: 'port' },
          apiserver: err(
            '.properties[a].x-kubernetes-list-map-keys',
            'Invalid value',
            '["name","port"]: entries must all be names of item properties',
          ),
        },
      ],
    },
    {
      name: 'SCHEMA-LIST-009 an object key, shown with the items type',
      head: mapList(`      type: object\n      required: [name]\n      properties: {name: {type: object}}`),
      findings: [
        {
          line: 23,
          column: 43,
          messageId: 'mapKeyScalar',
          apiserver: err(
            '.properties[a].items.properties[name].type',
            'Invalid value',
            '"object": must be a scalar type if parent array\'s x-kubernetes-list-type is map',
          ),
        },
      ],
    },
    {
      name: 'SCHEMA-LIST-010 a duplicate key',
      head: widget(
        `type: object\nproperties:\n  a:\n    type: array\n    x-kubernetes-list-type: map\n    x-kubernetes-list-map-keys: [name, name]\n    items: {type: object, required: [name], properties: {name: {type: string}}}`,
      ),
      findings: [
        {
          line: 19,
          column: 15,
          messageId: 'mapKeyDuplicate',
          apiserver: err(
            '.properties[a].x-kubernetes-list-map-keys',
            'Invalid value',
            '["name","name"]: must not contain duplicate entries',
          ),
        },
      ],
    },
    {
      name: 'SCHEMA-LIST-011 a key neither required nor defaulted',
      head: mapList(`      type: object\n      properties: {name: {type: string}}`),
      findings: [
        {
          line: 22,
          column: 30,
          messageId: 'mapKeyDefaultOrRequired',
          fieldPath: `${M}.properties[a].items.properties[name].default`,
          apiserver: err(
            '.properties[a].items.properties[name].default',
            'Required value',
            'this property is in x-kubernetes-list-map-keys, so it must have a default or be a required property',
          ),
        },
      ],
    },
    {
      name: 'SCHEMA-LIST-011 on update, when the stored object had none',
      head: mapList(`      type: object\n      properties: {name: {type: string}}`),
      base: mapList(`      type: object\n      required: [name]\n      properties: {name: {type: string}}`),
      findings: [{ line: 22, column: 30, messageId: 'mapKeyDefaultOrRequired' }],
    },
    {
      name: 'SCHEMA-LIST-012 a nullable key',
      head: mapList(
        `      type: object\n      required: [name]\n      properties: {name: {type: string, nullable: true}}`,
      ),
      findings: [
        {
          line: 23,
          column: 61,
          messageId: 'mapKeyNullable',
          apiserver: err(
            '.properties[a].items.properties[name].nullable',
            'Forbidden',
            'this property is in x-kubernetes-list-map-keys, so it cannot be nullable',
          ),
        },
      ],
    },
    {
      name: 'SCHEMA-LIST-013 nullable items of a set',
      head: widget(
        `type: object\nproperties:\n  a: {type: array, x-kubernetes-list-type: set, items: {type: string, nullable: true}}`,
      ),
      findings: [
        {
          line: 16,
          column: 91,
          messageId: 'itemsNullable',
          apiserver: err(
            '.properties[a].items.nullable',
            'Forbidden',
            'cannot be nullable when x-kubernetes-list-type is set',
          ),
        },
      ],
    },
    {
      name: 'SCHEMA-LIST-014 a set of granular objects and of non-atomic lists',
      head: widget(
        `type: object\nproperties:\n  a: {type: array, x-kubernetes-list-type: set, items: {type: object}}\n  b: {type: array, x-kubernetes-list-type: set, items: {type: array, x-kubernetes-list-type: set, items: {type: string}}}`,
      ),
      findings: [
        {
          line: 16,
          column: 59,
          messageId: 'setItemsAtomic',
          message:
            'the items of a list with `x-kubernetes-list-type: set` must be atomic: set `x-kubernetes-map-type: atomic` on the items (or use a map list with keys)',
          apiserver: err(
            '.properties[a].items.x-kubernetes-map-type',
            'Invalid value',
            '"null": must be atomic as item of a list with x-kubernetes-list-type=set',
          ),
        },
        {
          line: 17,
          column: 104,
          messageId: 'setItemsAtomic',
          apiserver: err(
            '.properties[b].items.x-kubernetes-list-type',
            'Invalid value',
            '"set": must be atomic as item of a list with x-kubernetes-list-type=set',
          ),
        },
      ],
    },
    {
      name: 'SCHEMA-LIST-014 on update, when the stored object had only atomic sets',
      head: widget(`type: object\nproperties:\n  a: {type: array, x-kubernetes-list-type: set, items: {type: object}}`),
      base: widget(`type: object\nproperties:\n  a: {type: array, x-kubernetes-list-type: set, items: {type: string}}`),
      findings: [{ line: 16, column: 59, messageId: 'setItemsAtomic' }],
    },
  ],
};

ruleTester(listType, tests);

// oracle/coherence-operator's config/crd/kustomization.yaml gives its generated CRD's list-map keys
// the defaults the apiserver asks for with a JSON6902 patch: `kustomize build config/crd`, the only
// way it installs the file, renders a CRD the apiserver accepts.
describe('crd/ errors that every kustomized rendering of the CRD mends', () => {
  const crd = widget(
    'type: object\nproperties:\n  ports:\n    type: array\n    x-kubernetes-list-type: map\n    x-kubernetes-list-map-keys: [port, protocol]\n    items: {type: object, required: [port], properties: {port: {type: integer}, protocol: {type: string}}}',
  );
  const kustomization =
    'resources:\n- bases/widgets.yaml\npatchesJson6902:\n- target: {group: apiextensions.k8s.io, version: v1, kind: CustomResourceDefinition, name: widgets.example.com}\n  path: patches/protocol.yaml\n';
  const patch = (path: string) => `- op: add\n  path: ${path}\n  value: TCP\n`;
  const found = (patchText: string | undefined) =>
    reviewFiles([listType], {
      'config/crd/bases/widgets.yaml': crd,
      ...(patchText === undefined
        ? {}
        : { 'config/crd/kustomization.yaml': kustomization, 'config/crd/patches/protocol.yaml': patchText }),
    }).map(
      (f) =>
        `${f.severity} ${f.line} ${f.message.includes('(as written: every kustomization that renders this file patches it')}`,
    );

  it('are notices that say the file is patched, and stay errors where a rendering keeps them', () => {
    expect(found(undefined)).toEqual(['error 20 false']);
    expect(
      found(patch('/spec/versions/0/schema/openAPIV3Schema/properties/ports/items/properties/protocol/default')),
    ).toEqual(['notice 20 true']);
    // A patch of something else leaves the error in the rendering too.
    expect(
      found(patch('/spec/versions/0/schema/openAPIV3Schema/properties/ports/items/properties/port/default')),
    ).toEqual(['error 20 false']);
  });
});
