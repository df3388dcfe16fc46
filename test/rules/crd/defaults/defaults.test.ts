import { defaults } from '../../../../src/rules/crd/defaults/defaults.js';
import { configOf } from '../../../support/config-of.js';
import { ruleTester } from '../../../support/rule-tester.js';
import { M, R, schemaVersion, widgetCrd } from '../schema/widget-crd.js';

// crd/defaults: spec/crd-validation.md §10, SCHEMA-DEF-001, 002, 004 to 009, and the
// §12 ratchet of DEF-004. One version, so the schema is hoisted: data.apiserver paths start at
// spec.validation.openAPIV3Schema, findings land in spec.versions[0].

/**
 * A CRD whose root schema has `properties` (a YAML flow mapping on line 16), after `type` and
 * the line `rootExtra` when there is one.
 */
const crd = (properties: string, rootExtra = '') =>
  widgetCrd({
    versions: schemaVersion(
      ['type: object', ...(rootExtra === '' ? [] : [rootExtra]), `properties: ${properties}`].join('\n'),
    ),
  });

ruleTester(defaults, {
  valid: [
    {
      name: 'SCHEMA-DEF-005: a bound its format cannot hold, where crd.minKubernetesVersion is older than 1.36',
      head: crd(`{spec: {type: integer, format: int32, maximum: 4294967295, default: 5}}`),
      config: configOf('crd:\n  minKubernetesVersion: "1.35"\n'),
    },
    {
      name: 'SCHEMA-DEF-005: a default valid against its node',
      head: crd(
        `{spec: {type: object, properties: {replicas: {type: integer, minimum: 1, default: 1}, mode: {type: string, enum: [a, b], default: a}}}}`,
      ),
    },
    {
      name: 'SCHEMA-DEF-004: an object default with declared keys only',
      head: crd(`{spec: {type: object, default: {replicas: 1}, properties: {replicas: {type: integer}}}}`),
    },
    {
      name: 'SCHEMA-DEF-004: preserve-unknown-fields keeps unknown keys of its own default',
      head: crd(`{spec: {type: object, x-kubernetes-preserve-unknown-fields: true, default: {any: 1}}}`),
    },
    { name: 'SCHEMA-DEF-008: default null is no default', head: crd(`{spec: {type: string, default: null}}`) },
    {
      name: 'SCHEMA-DEF-001 and SCHEMA-DEF-008: default null in top-level metadata is no default, so nothing is forbidden',
      head: crd(`{metadata: {type: object, default: null}}`),
    },
    {
      name: 'SCHEMA-DEF-002: under embedded metadata, a default on the map beside its additionalProperties, not inside them',
      head: crd(
        `{spec: {type: object, x-kubernetes-embedded-resource: true, properties: {metadata: {type: object, properties: {labels: {type: object, additionalProperties: {type: string}, default: {app: web}}}}}}}`,
      ),
    },
    {
      name: 'SCHEMA-DEF-009: defaults under additionalProperties are not validated',
      head: crd(`{spec: {type: object, additionalProperties: {type: string, default: 5}}}`),
    },
    {
      name: 'SCHEMA-DEF-005: nullable accepts null inside a default',
      head: crd(`{spec: {type: object, default: {x: null}, properties: {x: {type: string, nullable: true}}}}`),
    },
    {
      name: 'SCHEMA-DEF-006: an embedded resource default with valid metadata, a name-less one too',
      head: crd(
        `{spec: {type: object, x-kubernetes-embedded-resource: true, x-kubernetes-preserve-unknown-fields: true, default: {apiVersion: v1, kind: Pod, metadata: {generateName: web-, namespace: apps, labels: {app: web}}}}}`,
      ),
    },
    {
      name: "SCHEMA-DEF-006: metadata that does not decode as ObjectMeta is not judged (Go's decoding error is not certain)",
      head: crd(
        `{spec: {type: object, x-kubernetes-embedded-resource: true, x-kubernetes-preserve-unknown-fields: true, default: {apiVersion: v1, kind: Pod, metadata: {name: 5}}}}`,
      ),
    },
    {
      name: 'SCHEMA-DEF-007: a default that satisfies its rule',
      head: crd(`{replicas: {type: integer, default: 1, x-kubernetes-validations: [{rule: "self > 0"}]}}`),
    },
    {
      name: 'SCHEMA-DEF-007: a transition rule sees oldSelf equal to the default, and passes',
      head: crd(`{replicas: {type: integer, default: 0, x-kubernetes-validations: [{rule: "self >= oldSelf"}]}}`),
    },
    {
      name: 'SCHEMA-DEF-007: a transition rule below a list that is not a map list is not run (old is nil there)',
      head: crd(
        `{ports: {type: array, default: [1], items: {type: integer, x-kubernetes-validations: [{rule: "self > oldSelf"}]}}}`,
      ),
    },
    {
      name: 'SCHEMA-DEF-007: a rule outside the evaluated subset (a regex) stays silent',
      head: crd(`{name: {type: string, default: b, x-kubernetes-validations: [{rule: "self.matches('^a')"}]}}`),
    },
    {
      name: 'SCHEMA-DEF-007: a Kubernetes library function (not evaluated here) stays silent',
      head: crd(
        `{ports: {type: array, default: [2, 1], items: {type: integer}, x-kubernetes-validations: [{rule: "self.isSorted()"}]}}`,
      ),
    },
    {
      name: 'SCHEMA-DEF-007: a messageExpression that cannot be evaluated here: the detail is not certain, nothing is reported',
      head: crd(
        `{replicas: {type: integer, default: 0, x-kubernetes-validations: [{rule: "self > 0", messageExpression: "'got ' + string(self)"}]}}`,
      ),
    },
    {
      name: 'SCHEMA-DEF-007: rules do not run on a null value',
      head: crd(
        `{spec: {type: object, default: {x: null}, properties: {x: {type: string, nullable: true, x-kubernetes-validations: [{rule: "self == 'a'"}]}}}}`,
      ),
    },
    // From 1.31 `self.namespace` reads the property CEL spells __namespace__ (cel/typed-selects.ts).
    {
      name: "SCHEMA-DEF-007: a reserved word as a field name reads the default's property",
      head: crd(
        `{spec: {type: object, default: {namespace: x}, properties: {namespace: {type: string}}, x-kubernetes-validations: [{rule: "has(self.namespace) && self.namespace == 'x'"}]}}`,
      ),
    },
    {
      name: "SCHEMA-DEF-007: a rule that does not compile is crd/cel's",
      head: crd(
        `{spec: {type: object, default: {a: x}, properties: {a: {type: string}}, x-kubernetes-validations: [{rule: "self.b == 'y'"}]}}`,
      ),
    },
    {
      name: 'SCHEMA-DEF-006: an embedded resource default with apiVersion and kind',
      head: crd(
        `{spec: {type: object, x-kubernetes-embedded-resource: true, x-kubernetes-preserve-unknown-fields: true, default: {apiVersion: v1, kind: Pod}}}`,
      ),
    },
    {
      // ValidateDefaults runs only after ValidateStructural passed: `other` has no type (SCHEMA-STRUCT-001).
      name: 'SCHEMA-DEF-005 gate: a schema that fails ValidateStructural has its defaults left unvalidated',
      head: crd(`{spec: {type: integer, default: "3"}, other: {description: untyped}}`),
    },
    {
      name: '§12 requirePrunedDefaults: SCHEMA-DEF-004 is off when the stored object already had an unpruned default',
      head: crd(`{spec: {type: object, default: {replicas: 1, extra: true}, properties: {replicas: {type: integer}}}}`),
      base: crd(`{spec: {type: object, default: {old: 1}, properties: {replicas: {type: integer}}}}`),
    },
  ],
  invalid: [
    {
      name: 'SCHEMA-DEF-001: a default in top-level metadata',
      head: crd(`{metadata: {type: object, default: {name: x}}}`),
      findings: [
        {
          line: 16,
          column: 49,
          fieldPath: `${M}.properties[metadata].default`,
          apiserver: {
            path: `${R}.properties[metadata].default`,
            type: 'Forbidden',
            detail: 'must not be set in top-level metadata',
          },
        },
      ],
    },
    {
      name: 'SCHEMA-DEF-001: a default below top-level kind',
      head: crd(`{kind: {type: string, default: Widget}}`),
      findings: [
        {
          line: 16,
          column: 54,
          fieldPath: `${M}.properties[kind].default`,
          apiserver: {
            path: `${R}.properties[kind].default`,
            type: 'Forbidden',
            detail: 'must not be set in top-level kind',
          },
        },
      ],
    },
    {
      name: 'SCHEMA-DEF-002: a default inside additionalProperties under embedded metadata',
      head: crd(
        `{spec: {type: object, x-kubernetes-embedded-resource: true, properties: {metadata: {type: object, properties: {labels: {type: object, additionalProperties: {type: string, default: x}}}}}}}`,
      ),
      findings: [
        {
          line: 16,
          column: 203,
          fieldPath: `${M}.properties[spec].properties[metadata].properties[labels].additionalProperties.default`,
          apiserver: {
            path: `${R}.properties[spec].properties[metadata].properties[labels].additionalProperties.default`,
            type: 'Forbidden',
            detail: 'must not be set inside additionalProperties applying to object metadata',
          },
        },
      ],
    },
    {
      name: 'SCHEMA-DEF-004: a default with a key the node does not declare',
      head: crd(`{spec: {type: object, default: {replicas: 1, extra: true}, properties: {replicas: {type: integer}}}}`),
      findings: [
        {
          line: 16,
          column: 45,
          fieldPath: `${M}.properties[spec].default`,
          apiserver: {
            path: `${R}.properties[spec].default`,
            type: 'Invalid value',
            detail: '{"extra":true,"replicas":1}: must not have unknown fields',
          },
        },
      ],
    },
    {
      name: 'SCHEMA-DEF-004: a child without properties under preserve-unknown-fields still prunes its own default',
      head: crd(
        `{spec: {type: object, x-kubernetes-preserve-unknown-fields: true, properties: {child: {type: object, default: {k: v}}}}}`,
      ),
      findings: [
        {
          line: 16,
          column: 124,
          fieldPath: `${M}.properties[spec].properties[child].default`,
          apiserver: {
            path: `${R}.properties[spec].properties[child].default`,
            type: 'Invalid value',
            detail: '{"k":"v"}: must not have unknown fields',
          },
        },
      ],
    },
    {
      // DEF-001 is the keyword validator's: reported whatever ValidateStructural finds.
      name: 'SCHEMA-DEF-001 on a schema that fails ValidateStructural too',
      head: crd(`{kind: {type: string, default: Widget}, other: {description: untyped}}`),
      findings: [
        {
          line: 16,
          column: 54,
          fieldPath: `${M}.properties[kind].default`,
          apiserver: {
            path: `${R}.properties[kind].default`,
            type: 'Forbidden',
            detail: 'must not be set in top-level kind',
          },
        },
      ],
    },
    {
      name: 'SCHEMA-DEF-006: an embedded resource default whose metadata is invalid',
      head: crd(
        `{spec: {type: object, x-kubernetes-embedded-resource: true, x-kubernetes-preserve-unknown-fields: true, default: {apiVersion: v1, kind: Pod, metadata: {name: a/b, namespace: Apps, finalizers: [orphan, foregroundDeletion]}}}}`,
      ),
      findings: [
        {
          line: 16,
          column: 181,
          fieldPath: `${M}.properties[spec].default.metadata.name`,
          apiserver: {
            path: `${R}.properties[spec].default.metadata.name`,
            type: 'Invalid value',
            detail: `"a/b": may not contain '/'`,
          },
        },
        {
          line: 16,
          column: 197,
          fieldPath: `${M}.properties[spec].default.metadata.namespace`,
          apiserver: {
            path: `${R}.properties[spec].default.metadata.namespace`,
            type: 'Invalid value',
            detail: `"Apps": a lowercase RFC 1123 label must consist of lower case alphanumeric characters or '-', and must start and end with an alphanumeric character (e.g. 'my-name',  or '123-abc', regex used for validation is '[a-z0-9]([-a-z0-9]*[a-z0-9])?')`,
          },
        },
        {
          line: 16,
          column: 203,
          fieldPath: `${M}.properties[spec].default.metadata.finalizers`,
          apiserver: {
            path: `${R}.properties[spec].default.metadata.finalizers`,
            type: 'Invalid value',
            detail: '["orphan","foregroundDeletion"]: finalizer orphan and foregroundDeletion cannot be both set',
          },
        },
      ],
    },
    {
      name: 'SCHEMA-DEF-007: a default without the property a reserved word names',
      head: crd(
        `{spec: {type: object, default: {}, properties: {namespace: {type: string}}, x-kubernetes-validations: [{rule: "has(self.namespace)"}]}}`,
      ),
      findings: [
        {
          line: 16,
          column: 45,
          fieldPath: `${M}.properties[spec].default`,
          apiserver: {
            path: `${R}.properties[spec].default`,
            type: 'Invalid value',
            detail: 'failed rule: has(self.namespace)',
          },
        },
      ],
    },
    {
      name: "SCHEMA-DEF-007: a default that fails its node's rule",
      head: crd(`{replicas: {type: integer, default: 0, x-kubernetes-validations: [{rule: "self > 0"}]}}`),
      findings: [
        {
          line: 16,
          column: 59,
          fieldPath: `${M}.properties[replicas].default`,
          apiserver: {
            path: `${R}.properties[replicas].default`,
            type: 'Invalid value',
            detail: '0: failed rule: self > 0',
          },
        },
      ],
    },
    {
      name: 'SCHEMA-DEF-007: a default that fails a rule below its node, with a message; and a reason on an object',
      head: crd(
        `{spec: {type: object, default: {mode: b}, properties: {mode: {type: string, x-kubernetes-validations: [{rule: "self == 'a'", message: " mode must be a "}]}, x: {type: string}}, x-kubernetes-validations: [{rule: "has(self.x)", reason: FieldValueRequired}]}}`,
      ),
      findings: [
        {
          line: 16,
          column: 45,
          fieldPath: `${M}.properties[spec].default`,
          apiserver: {
            path: `${R}.properties[spec].default`,
            type: 'Required value',
            detail: 'failed rule: has(self.x)',
          },
        },
        {
          line: 16,
          column: 61,
          fieldPath: `${M}.properties[spec].default.mode`,
          apiserver: {
            path: `${R}.properties[spec].default.mode`,
            type: 'Invalid value',
            detail: '"b": mode must be a',
          },
        },
      ],
    },
    {
      name: 'SCHEMA-DEF-007: a transition rule runs as an update from the default to itself',
      head: crd(
        `{replicas: {type: integer, default: 3, x-kubernetes-validations: [{rule: "self > oldSelf", message: must grow}]}}`,
      ),
      findings: [
        {
          line: 16,
          column: 59,
          fieldPath: `${M}.properties[replicas].default`,
          apiserver: { path: `${R}.properties[replicas].default`, type: 'Invalid value', detail: '3: must grow' },
        },
      ],
    },
    {
      name: 'SCHEMA-DEF-007: an optionalOldSelf rule fails the update from nil',
      head: crd(
        `{mode: {type: string, default: a, x-kubernetes-validations: [{rule: "oldSelf.hasValue()", optionalOldSelf: true, reason: FieldValueForbidden}]}}`,
      ),
      findings: [
        {
          line: 16,
          column: 54,
          fieldPath: `${M}.properties[mode].default`,
          apiserver: {
            path: `${R}.properties[mode].default`,
            type: 'Forbidden',
            detail: 'failed rule: oldSelf.hasValue()',
          },
        },
      ],
    },
    {
      name: 'SCHEMA-DEF-007: the messageExpression is the detail, trimmed',
      head: crd(
        `{replicas: {type: integer, default: 0, x-kubernetes-validations: [{rule: "self > 0", message: ignored, messageExpression: "' at least ' + (self + 1 > 1 ? 'two' : 'one') + ' '"}]}}`,
      ),
      findings: [
        {
          line: 16,
          column: 59,
          fieldPath: `${M}.properties[replicas].default`,
          apiserver: { path: `${R}.properties[replicas].default`, type: 'Invalid value', detail: '0: at least one' },
        },
      ],
    },
    {
      name: 'SCHEMA-DEF-007: a messageExpression that evaluates to a blank string gives way to the message',
      head: crd(
        `{replicas: {type: integer, default: 0, x-kubernetes-validations: [{rule: "self > 0", message: must be positive, messageExpression: "'  '"}]}}`,
      ),
      findings: [
        {
          line: 16,
          column: 59,
          fieldPath: `${M}.properties[replicas].default`,
          apiserver: {
            path: `${R}.properties[replicas].default`,
            type: 'Invalid value',
            detail: '0: must be positive',
          },
        },
      ],
    },
    {
      name: 'SCHEMA-DEF-007: a fieldPath continues the path inside the default, the object itself is not shown',
      head: crd(
        `{spec: {type: object, default: {min: 5, max: 1}, properties: {min: {type: integer}, max: {type: integer}}, x-kubernetes-validations: [{rule: "self.min <= self.max", fieldPath: .max}]}}`,
      ),
      findings: [
        {
          line: 16,
          column: 68,
          fieldPath: `${M}.properties[spec].default.max`,
          apiserver: {
            path: `${R}.properties[spec].default.max`,
            type: 'Invalid value',
            detail: 'failed rule: self.min <= self.max',
          },
        },
      ],
    },
    {
      name: 'SCHEMA-DEF-007: a rule on the items of a map list, correlated by key',
      head: crd(
        `{ports: {type: array, x-kubernetes-list-type: map, x-kubernetes-list-map-keys: [name], default: [{name: a, port: 80}, {name: b, port: 0}], items: {type: object, required: [name], properties: {name: {type: string}, port: {type: integer}}, x-kubernetes-validations: [{rule: "self.port == oldSelf.port && self.port > 0"}]}}}`,
      ),
      findings: [
        {
          line: 16,
          column: 141,
          fieldPath: `${M}.properties[ports].default[1]`,
          apiserver: {
            path: `${R}.properties[ports].default[1]`,
            type: 'Invalid value',
            detail: 'failed rule: self.port == oldSelf.port && self.port > 0',
          },
        },
      ],
    },
    {
      name: 'SCHEMA-DEF-005: a type mismatch',
      head: crd(`{spec: {type: integer, default: "3"}}`),
      findings: [
        {
          line: 16,
          column: 55,
          fieldPath: `${M}.properties[spec].default`,
          apiserver: {
            path: `${R}.properties[spec].default`,
            type: 'Invalid value',
            detail: '"string":  in body must be of type integer: "string"',
          },
        },
      ],
    },
    {
      name: 'SCHEMA-DEF-005: a nested null on a non-nullable field',
      head: crd(`{spec: {type: object, default: {x: null}, properties: {x: {type: string}}}}`),
      findings: [
        {
          line: 16,
          column: 58,
          fieldPath: `${M}.properties[spec].default.x`,
          apiserver: {
            path: `${R}.properties[spec].default.x`,
            type: 'Invalid value',
            detail: '"null": x in body must be of type string: "null"',
          },
        },
      ],
    },
    {
      name: 'SCHEMA-DEF-005: a value outside the enum',
      head: crd(`{spec: {type: string, enum: [red, green, blue], default: purple}}`),
      findings: [
        {
          line: 16,
          column: 80,
          fieldPath: `${M}.properties[spec].default`,
          apiserver: {
            path: `${R}.properties[spec].default`,
            type: 'Unsupported value',
            detail: '"purple": supported values: "red", "green", "blue"',
          },
        },
      ],
    },
    {
      name: 'SCHEMA-DEF-005: a required key missing from the default',
      head: crd(`{spec: {type: object, required: [name], default: {}, properties: {name: {type: string}}}}`),
      findings: [
        {
          line: 16,
          column: 63,
          fieldPath: `${M}.properties[spec].default.name`,
          apiserver: { path: `${R}.properties[spec].default.name`, type: 'Required value', detail: '' },
        },
      ],
    },
    {
      name: 'SCHEMA-DEF-005: a bound the default breaks',
      head: crd(`{spec: {type: integer, maximum: 1000000, default: 2000000}}`),
      findings: [
        {
          line: 16,
          column: 73,
          fieldPath: `${M}.properties[spec].default`,
          apiserver: {
            path: `${R}.properties[spec].default`,
            type: 'Invalid value',
            detail: '2000000:  in body should be less than or equal to 1e+06',
          },
        },
      ],
    },
    {
      // kube-openapi's stringValidator stops at the first check that fails (external-secrets' `name: ""` under minLength and a pattern).
      name: 'SCHEMA-DEF-005: an empty default under minLength and a pattern: one error, the first',
      head: crd(`{spec: {type: string, minLength: 1, pattern: '^[a-z]+$', default: ''}}`),
      findings: [
        {
          line: 16,
          column: 89,
          fieldPath: `${M}.properties[spec].default`,
          apiserver: {
            path: `${R}.properties[spec].default`,
            type: 'Invalid value',
            detail: '"":  in body should be at least 1 chars long',
          },
        },
      ],
    },
    {
      // kube-openapi 1d94e88 (Kubernetes 1.36): the default validated as a value, bounds and all.
      name: 'SCHEMA-DEF-005: a default under a bound its int32 format cannot hold, and a default beyond int32',
      head: crd(
        `{spec: {type: object, properties: {asn: {type: integer, format: int32, maximum: 4294967295, default: 64512}}, default: {asn: 3000000000}}}`,
      ),
      findings: [
        {
          line: 16,
          column: 124,
          fieldPath: `${M}.properties[spec].properties[asn].default`,
          apiserver: {
            path: `${R}.properties[spec].properties[asn].default`,
            type: 'Invalid value',
            detail: '"": Maximum boundary value must be of type integer with format int32 in ',
          },
        },
        {
          line: 16,
          column: 133,
          fieldPath: `${M}.properties[spec].default`,
          apiserver: {
            path: `${R}.properties[spec].default`,
            type: 'Invalid value',
            detail: '"": Checked value must be of type integer with format int32 in asn',
          },
        },
        {
          line: 16,
          column: 133,
          fieldPath: `${M}.properties[spec].default`,
          apiserver: {
            path: `${R}.properties[spec].default`,
            type: 'Invalid value',
            detail: '"": Maximum boundary value must be of type integer with format int32 in asn',
          },
        },
      ],
    },
    {
      name: 'SCHEMA-DEF-006: a root default without apiVersion and kind',
      head: crd(`{spec: {type: object}}`, 'default: {spec: {}}'),
      findings: [
        {
          line: 16,
          column: 11,
          fieldPath: `${M}.default.apiVersion`,
          apiserver: { path: `${R}.default.apiVersion`, type: 'Required value', detail: '' },
        },
        {
          line: 16,
          column: 11,
          fieldPath: `${M}.default.kind`,
          apiserver: { path: `${R}.default.kind`, type: 'Required value', detail: '' },
        },
      ],
    },
    {
      name: '§12 requirePrunedDefaults: SCHEMA-DEF-004 stays on when the stored defaults were pruned',
      head: crd(`{spec: {type: object, default: {replicas: 1, extra: true}, properties: {replicas: {type: integer}}}}`),
      base: crd(`{spec: {type: object, default: {replicas: 1}, properties: {replicas: {type: integer}}}}`),
      findings: [
        {
          line: 16,
          column: 45,
          fieldPath: `${M}.properties[spec].default`,
          apiserver: {
            path: `${R}.properties[spec].default`,
            type: 'Invalid value',
            detail: '{"extra":true,"replicas":1}: must not have unknown fields',
          },
        },
      ],
    },
  ],
});
