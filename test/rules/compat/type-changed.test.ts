import { typeChanged } from '../../../src/rules/compat/type-changed.js';
import { ruleTester, yaml } from '../../support/rule-tester.js';
import { at, specSchema, widgetCrd } from './widget-crd.js';

// compat/type-changed (spec/crd-compatibility.md §5.2), after crdify's type validation and
// crd-schema-checker's NoDataTypeChange, written for this project.
const size = (body: string) => widgetCrd(specSchema(`size:\n${body.replace(/^/gm, '  ')}`));
/** A CRD of an integer `size` whose root declares `metadata` as given (flow style). */
const withRootMetadata = (metadata: string) =>
  widgetCrd(specSchema('size: {type: integer}')).replace(
    '        properties:\n          spec:\n',
    `        properties:\n          metadata: ${metadata}\n          spec:\n`,
  );

/** `spec.probes`, a map whose values are `values` (flow style). */
const probes = (values: string) => widgetCrd(specSchema(`probes: {type: object, additionalProperties: ${values}}`));
const PROBE = '{type: object, properties: {phase: {type: string}, pod: {type: string}, ready: {type: boolean}}}';

ruleTester(typeChanged, {
  valid: [
    { name: 'the same type', base: size('type: integer'), head: size('type: integer') },
    { name: 'integer to number is a widening (type-widened)', base: size('type: integer'), head: size('type: number') },
    {
      name: 'string to int-or-string is a widening',
      base: size('type: string'),
      head: size('x-kubernetes-int-or-string: true'),
    },
    {
      name: 'int-or-string kept with a type is the type (§8)',
      base: size('type: integer'),
      head: size('type: integer\nx-kubernetes-int-or-string: true'),
    },
    {
      // postgres-operator 29168ca0: a664816c's `type: object` with a string default was refused by
      // the apiserver, so no cluster stored anything under it; the head restores the old type.
      name: 'a base the apiserver refused (a default of another type than its node) is not compared',
      base: size('type: object\ndefault: postgres-operator'),
      head: size('type: string\ndefault: postgres-operator'),
    },
    {
      // nats-io/nack f5cf736: `default: ''` outside `enum: [s2, none]` was refused by the apiserver.
      name: 'a base the apiserver refused (a default outside its enum) is not compared',
      base: size("type: string\nenum: [s2, none]\ndefault: ''"),
      head: size('type: integer\nenum: [1, 2]\ndefault: 1'),
    },
    {
      // gardener 216e8dd830: a copy of VPA's checkpoint CRD whose `totalWeight` had no type.
      name: 'a base the apiserver refused (a field without a type: no structural schema) is not compared',
      base: size('description: the total weight'),
      head: size('type: number\ndescription: the total weight'),
    },
    {
      // longhorn's Setting (v1beta1, v1.2 to v1.3): the root of a custom resource is an object,
      // whatever its schema says.
      name: 'an untyped root given type object',
      base: widgetCrd('x-kubernetes-preserve-unknown-fields: true'),
      head: widgetCrd('type: object\nx-kubernetes-preserve-unknown-fields: true'),
    },
    {
      name: 'a base with a keyword the apiserver forbids on create and update ($ref) is not compared',
      base: widgetCrd(specSchema('size: {type: integer}\nname: {type: string, $ref: "#/definitions/name"}')),
      head: widgetCrd(specSchema('size: {type: string}\nname: {type: string}')),
    },
    {
      // slok/sloth 83b8a8c5: controller-gen had described the root's metadata (kubernetes/
      // kubernetes#96709), which a CRD that must be structural may not.
      name: "a base that describes the root's metadata (refused) is not compared",
      base: withRootMetadata('{type: object, description: Standard object metadata.}'),
      head: widgetCrd(specSchema('size: {type: string}')),
    },
    {
      name: 'a base with items given as a list (forbidden) is not compared',
      base: widgetCrd(specSchema('size: {type: integer}\nports: {type: array, items: [{type: integer}]}')),
      head: widgetCrd(specSchema('size: {type: string}\nports: {type: array, items: {type: integer}}')),
    },
    {
      // spotahome/redis-operator 3e7eab54 rolled back 092e7238, whose `resources.claims` was a set of
      // objects (refused on create, and on an update of a CRD without one): clusters kept what came before.
      name: 'a base with a set of objects that are not atomic, which the change takes out, is not compared',
      base: widgetCrd(
        specSchema(
          'size: {type: integer}\nclaims: {type: array, x-kubernetes-list-type: set, items: {type: object, properties: {name: {type: string}}}}',
        ),
      ),
      head: widgetCrd(specSchema('size: {type: string}')),
    },
    {
      // tinkerbell/tink 01d0d6a: a CRD's properties indented wrongly; the update is refused, and clusters keep the base.
      name: 'a head the apiserver refuses (a field without a type) is not compared',
      base: widgetCrd(specSchema('size: {type: integer}\nname: {type: string}')),
      head: widgetCrd(specSchema('size: {type: string}\nname: {description: the name}')),
    },
    {
      // CRD-STORED-002: the apiserver refuses a CRD without exactly one storage version.
      name: 'a base without a storage version is not compared',
      base: widgetCrd(specSchema('size: {type: integer}')).replace('storage: true', 'storage: false'),
      head: widgetCrd(specSchema('size: {type: string}')),
    },
    {
      // kubeflow/mpi-operator bb5e538: `replicaSpecs` defaulted to `{Replicas: 1}`, a map of objects.
      name: 'a base whose default holds a value of another type than the schema below declares is not compared',
      base: widgetCrd(
        specSchema(
          'size: {type: integer}\nreplicaSpecs: {type: object, default: {Replicas: 1}, additionalProperties: {type: object}}',
        ),
      ),
      head: widgetCrd(
        specSchema('size: {type: string}\nreplicaSpecs: {type: object, additionalProperties: {type: object}}'),
      ),
    },
    {
      name: 'a refused base is not compared anywhere in the CRD',
      base: widgetCrd(specSchema('size: {type: integer}\nname: {type: object, default: a}')),
      head: widgetCrd(specSchema('size: {type: string}\nname: {type: string, default: a}')),
    },
  ],
  invalid: [
    {
      // chaos-controller 7b29387492: `map[string]TargetInjection` made `map[string]map[string]TargetInjection`.
      name: 'an object whose fields became keys of a map of objects: one finding at the object',
      base: probes(PROBE),
      head: probes(`{type: object, additionalProperties: ${PROBE}}`),
      findings: [
        {
          line: 20,
          column: 75,
          messageId: 'fieldsToMap',
          fieldPath: `${at('probes')}.additionalProperties.additionalProperties`,
          data: {
            compat: {
              property: '^.spec.probes{*}',
              base: { phase: 'string', pod: 'string', ready: 'boolean' },
              head: 'object',
            },
          },
          message:
            'spec.probes{*} in v1 changed from an object of the fields phase ("string"), pod ("string"), ready ("boolean") to a map whose values are "object": each of those keys now holds a value of that type, which stored values are not, so typed clients fail to decode stored objects, and creating one again (a GitOps re-apply, a restore) is refused, as is an update that changes them (one that leaves them as they are passes, by ratcheting); add a new field, or serve the new type as a new version',
        },
      ],
    },
    {
      // One property of the old type, one of another: each is compared with the map's values.
      name: 'an object of one field that became a map of another type: the field, as before',
      base: probes('{type: object, properties: {phase: {type: string}}}'),
      head: probes('{type: object, additionalProperties: {type: integer}}'),
      findings: [
        { line: 20, column: 104, messageId: 'type', data: { compat: { property: '^.spec.probes{*}.phase' } } },
      ],
    },
    {
      name: 'a base whose root metadata holds the schema of its name alone (accepted) is compared',
      base: withRootMetadata('{type: object, properties: {name: {type: string, maxLength: 63}}}'),
      head: widgetCrd(specSchema('size: {type: string}')),
      findings: [{ line: 20, column: 28, severity: 'error', data: { compat: { property: '^.spec.size' } } }],
    },
    {
      // A set of objects the CRD kept (ratcheted since it was created before such sets were refused).
      name: 'a base with a set of objects that are not atomic, kept by the change, is compared',
      base: widgetCrd(
        specSchema(
          'size: {type: integer}\nclaims: {type: array, x-kubernetes-list-type: set, items: {type: object, properties: {name: {type: string}}}}',
        ),
      ),
      head: widgetCrd(
        specSchema(
          'size: {type: string}\nclaims: {type: array, x-kubernetes-list-type: set, items: {type: object, properties: {name: {type: string}}}}',
        ),
      ),
      findings: [{ line: 20, column: 28, severity: 'error', data: { compat: { property: '^.spec.size' } } }],
    },
    {
      // fluxcd/helm-controller 622a87a: RFC 6902 operations, untyped, typed as objects.
      name: 'from any type: only values of another type stop validating',
      base: size('x-kubernetes-preserve-unknown-fields: true'),
      head: size('type: object\nx-kubernetes-preserve-unknown-fields: true'),
      findings: [
        {
          line: 21,
          column: 23,
          messageId: 'fromAnyType',
          message:
            'the type of spec.size in v1 changed from any type to "object"; stored values of another type are refused when an object is created again or the value changed (an update that leaves it as it is passes, by ratcheting), and typed clients that decoded any value now decode only "object"; make sure no stored object holds another type there, or serve the new type as a new version',
        },
      ],
    },
    {
      // Kong/kong-operator 59a37d5566 wrapped a free-form `body` in `{body: JSON}`, required.
      name: 'from a free-form value to an object of fields that keeps no other: its keys are pruned',
      base: size('x-kubernetes-preserve-unknown-fields: true'),
      head: size(
        'type: object\nrequired: [body]\nproperties:\n  body: {x-kubernetes-preserve-unknown-fields: true}\n  note: {type: string}',
      ),
      findings: [
        {
          line: 21,
          column: 23,
          severity: 'error',
          messageId: 'freeFormToFields',
          message:
            'spec.size in v1 changed from any value (x-kubernetes-preserve-unknown-fields) to an object of the fields body and note, keeping no other: every other key of a stored value is pruned from every read at once and from etcd on the next write, and values of another type or without body are refused when an object is created again or the value changed, and typed clients that decoded any value now decode only those fields; keep the free-form field and add the new shape beside it, or serve it as a new version',
        },
      ],
    },
    {
      name: 'an object root given another type',
      base: widgetCrd('x-kubernetes-preserve-unknown-fields: true'),
      head: widgetCrd('type: array\nitems: {type: string}'),
      findings: [{ line: 15, column: 15, data: { compat: { base: null, head: 'array' } } }],
    },
    {
      // A named field that became a map's key is held to the map's value schema.
      name: 'a field whose key a map of another type now holds',
      base: widgetCrd(specSchema('policy: {type: object, properties: {retries: {type: integer}}}')),
      head: widgetCrd(specSchema('policy:\n  type: object\n  additionalProperties:\n    type: string')),
      findings: [
        {
          line: 23,
          column: 25,
          fieldPath: `${at('policy')}.additionalProperties.type`,
          data: { compat: { property: '^.spec.policy.retries', base: 'integer', head: 'string' } },
        },
      ],
    },
    {
      name: 'a base whose defaults fit their types is compared (an int-or-string default, a null, an untyped node)',
      base: widgetCrd(
        specSchema(
          'size: {type: integer}\nport: {x-kubernetes-int-or-string: true, default: http}\nmode: {type: string, nullable: true, default: null}\nany: {x-kubernetes-preserve-unknown-fields: true, default: 3}',
        ),
      ),
      head: widgetCrd(
        specSchema(
          'size: {type: string}\nport: {x-kubernetes-int-or-string: true, default: http}\nmode: {type: string, nullable: true, default: null}\nany: {x-kubernetes-preserve-unknown-fields: true, default: 3}',
        ),
      ),
      findings: [
        { line: 20, column: 28, data: { compat: { property: '^.spec.size', base: 'integer', head: 'string' } } },
      ],
    },
    {
      name: 'a base whose object and list defaults fit the schema below, and hold members it prunes, is compared',
      base: widgetCrd(
        specSchema(
          'size: {type: integer}\nlimits: {type: object, default: {cpu: 1, extra: [x]}, properties: {cpu: {type: integer}}}\nports: {type: array, default: [{port: 80}], items: {type: object, properties: {port: {type: integer}}}}',
        ),
      ),
      head: widgetCrd(
        specSchema(
          'size: {type: string}\nlimits: {type: object, default: {cpu: 1, extra: [x]}, properties: {cpu: {type: integer}}}\nports: {type: array, default: [{port: 80}], items: {type: object, properties: {port: {type: integer}}}}',
        ),
      ),
      findings: [
        { line: 20, column: 28, data: { compat: { property: '^.spec.size', base: 'integer', head: 'string' } } },
      ],
    },
    {
      name: 'integer to string',
      base: size('type: integer'),
      head: size('type: string'),
      findings: [
        {
          line: 21,
          column: 23,
          fieldPath: `${at('size')}.type`,
          severity: 'error',
          message:
            'the type of spec.size in v1 changed from "integer" to "string"; typed clients fail to decode stored objects, and creating one again (a GitOps re-apply, a restore) is refused, as is an update that changes the value (one that leaves it as it is passes, by ratcheting); add a new field, or serve the new type as a new version',
          data: { compat: { version: 'v1', property: '^.spec.size', check: 'type', base: 'integer', head: 'string' } },
        },
      ],
    },
    {
      name: 'number to integer narrows',
      base: size('type: number'),
      head: size('type: integer'),
      findings: [{ line: 21, column: 23, data: { compat: { base: 'number', head: 'integer' } } }],
    },
    {
      name: 'a field that took anything gets a type',
      base: size('x-kubernetes-preserve-unknown-fields: true'),
      head: size('type: string\nx-kubernetes-preserve-unknown-fields: true'),
      findings: [
        { line: 21, column: 23, fieldPath: `${at('size')}.type`, data: { compat: { base: null, head: 'string' } } },
      ],
    },
    {
      name: 'boolean to int-or-string, at the node when head has no type key',
      base: size('type: boolean'),
      head: size('x-kubernetes-int-or-string: true'),
      findings: [
        { line: 20, column: 15, fieldPath: at('size'), data: { compat: { base: 'boolean', head: 'int-or-string' } } },
      ],
    },
    {
      name: 'int-or-string to integer',
      base: size('x-kubernetes-int-or-string: true'),
      head: size('type: integer'),
      findings: [{ line: 21, column: 23, data: { compat: { base: 'int-or-string', head: 'integer' } } }],
    },
    {
      name: 'nothing is reported below a changed type, by any rule of the walk',
      base: widgetCrd(
        specSchema(yaml`
        mode:
          type: object
          properties:
            fast: {type: boolean}
      `),
      ),
      head: widgetCrd(
        specSchema(yaml`
        mode:
          type: string
      `),
      ),
      findings: [
        {
          line: 21,
          column: 23,
          fieldPath: `${at('mode')}.type`,
          data: { compat: { property: '^.spec.mode', base: 'object', head: 'string' } },
        },
      ],
    },
  ],
});
