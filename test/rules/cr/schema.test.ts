import { describe, expect, it } from 'vitest';
import { configOf } from '../../support/config-of.js';
import { schema } from '../../../src/rules/cr/schema.js';
import { reviewFiles } from '../../support/review-files.js';
import { pinned, runCr, widget, widgetCrd } from './cr-fixtures.js';

// cr/schema: OpenAPI value validation of custom resources (spec/cr-validation.md §5), with
// kube-openapi's messages and dotted paths as apiextensions-apiserver's TestValidateCustomResource
// (pkg/apiserver/validation/validation_test.go) pins them, after pruning, null-dropping and
// defaulting (§3.1 steps 1–4).

const crd = widgetCrd(`
  type: object
  properties:
    spec:
      type: object
      required: [size]
      properties:
        size: {type: integer, minimum: 1, maximum: 10}
        ratio: {type: number, exclusiveMaximum: true, maximum: 1, multipleOf: 0.25}
        color: {type: string, enum: [red, blue]}
        level: {type: integer, enum: [1, 2]}
        name: {type: string, minLength: 2, maxLength: 3, pattern: '^[a-z]+$'}
        tags: {type: array, minItems: 1, maxItems: 2, items: {type: string}}
        port: {x-kubernetes-int-or-string: true}
        labels: {type: object, maxProperties: 1, additionalProperties: {type: string, maxLength: 2}}
        uid: {type: string, format: uuid}
        when: {type: string, format: date-time}
        other: {type: string, format: not-a-format}
        maybe: {type: string, nullable: true}
        items:
          type: array
          items:
            type: object
            required: [name]
            properties:
              name: {type: string}
              weight: {type: integer, default: 1, minimum: 0}
`);
const schemaOnly = (cr: string) => runCr({ crd, cr, rules: [schema] }).map(pinned);

describe('cr/schema (spec/cr-validation.md §5)', () => {
  it.each([
    [
      'a valid resource',
      'spec: {size: 3, ratio: 0.5, color: red, level: 2, name: ab, tags: [x], port: 80, labels: {a: b}}',
    ],
    ['int-or-string takes a string', 'spec: {size: 3, port: http}'],
    ['a JSON integer satisfies type number', 'spec: {size: 3, ratio: 0}'],
    ['an integral float satisfies type integer (isFloatInt)', 'spec: {size: 3.0}'],
    [
      'a recognised format that holds',
      'spec: {size: 3, uid: 0d9c2c70-6a8f-4cf1-a41c-3c3b8f5f9ad0, when: "2024-01-02T03:04:05Z"}',
    ],
    ['an unknown format is not checked', 'spec: {size: 3, other: anything}'],
    ['a null where nullable', 'spec: {size: 3, maybe: null}'],
    ['a null without nullable or default is dropped before validation (§3.1 step 2)', 'spec: {size: 3, color: null}'],
    [
      'a field the schema does not declare is pruned, never validated (§3.2)',
      'spec: {size: 3, unknown: {deep: [1, 2]}}',
    ],
    [
      'a required field filled in by no default is still required, but a defaulted one is present',
      'spec: {size: 3, items: [{name: a}]}',
    ],
  ])('accepts %s', (_name, body) => {
    expect(schemaOnly(widget(body))).toEqual([]);
  });

  it('reports type, enum, length, pattern, bounds and counts as kube-openapi words them', () => {
    const cr = widget(`
      spec:
        size: "3"
        ratio: 1
        color: green
        level: 3
        name: ABCD
        tags: [a, b, c]
        port: 1.5
        labels: {a: b, c: d}
    `);
    expect(schemaOnly(cr)).toEqual([
      'cr/schema 6:9 spec.size | spec.size | Invalid value | "string": spec.size in body must be of type integer: "string"',
      'cr/schema 7:10 spec.ratio | spec.ratio | Invalid value | 1: spec.ratio in body should be less than 1',
      'cr/schema 8:10 spec.color | spec.color | Unsupported value | "green": supported values: "red", "blue"',
      'cr/schema 9:10 spec.level | spec.level | Unsupported value | 3: supported values: "1", "2"',
      'cr/schema 10:9 spec.name | spec.name | Too long | may not be more than 3 bytes',
      // The stringValidator stops at the first check that fails: the pattern is not checked after maxLength.
      'cr/schema 11:3 spec.tags | spec.tags | Too many | 3: must have at most 2 items',
      'cr/schema 12:9 spec.port | spec.port | Invalid value | "number": spec.port in body must be of type integer,string: "number"',
      'cr/schema 13:3 spec.labels | spec.labels | Too many | 2: must have at most 1 item',
    ]);
  });

  it('reports the lower bounds, formats and multipleOf with the value', () => {
    const cr = widget(`
      spec:
        size: 0
        ratio: 0.3
        name: a
        tags: []
        uid: not-a-uuid
        when: yesterday
    `);
    expect(runCr({ crd, cr, rules: [schema] }).map((f) => f.message)).toEqual([
      'spec.size: Invalid value: 0: spec.size in body should be greater than or equal to 1',
      'spec.ratio: Invalid value: 0.3: spec.ratio in body should be a multiple of 0.25',
      'spec.name: Invalid value: "a": spec.name in body should be at least 2 chars long',
      'spec.tags: Invalid value: 0: spec.tags in body should have at least 1 items',
      'spec.uid: Invalid value: "not-a-uuid": spec.uid in body must be of type uuid: "not-a-uuid"',
      'spec.when: Invalid value: "yesterday": spec.when in body must be of type date-time: "yesterday"',
    ]);
  });

  it('reports a missing required field at its dotted path, placed at the parent object', () => {
    expect(schemaOnly(widget('spec: {color: red}'))).toEqual(['cr/schema 5:1 spec | spec.size | Required value | ']);
  });

  // oci-service-operator: a sample that lacked one required field then lacks another; `new` must show the second.
  it('tells missing fields apart that stand at one parent: each is its own finding, with its own fingerprint', () => {
    const required = widgetCrd(`
      type: object
      properties:
        spec:
          type: object
          required: [a, b]
          properties: {a: {type: string}, b: {type: string}}
    `);
    const found = runCr({ crd: required, cr: widget('spec: {c: 1}'), rules: [schema] });
    expect(found.map((f) => [f.fieldPath, f.message])).toEqual([
      ['spec', 'spec.a: Required value'],
      ['spec', 'spec.b: Required value'],
    ]);
    expect(new Set(found.map((f) => f.fingerprint)).size).toBe(2);
  });

  it('reports a required field written with no value (a null pruning drops) at its key, and says so', () => {
    const cr = widget(`
      spec:
        color: red
        size:
          # to be filled in
    `);
    const findings = runCr({ crd, cr, rules: [schema] });
    expect(findings.map(pinned)).toEqual(['cr/schema 7:3 spec.size | spec.size | Required value | ']);
    expect(findings.map((f) => [f.message, f.endLine, f.endColumn])).toEqual([
      [
        'spec.size: Required value (written with no value, a null, which the apiserver drops before it validates: the field is not nullable and has no default)',
        7,
        7,
      ],
    ]);
  });

  it('reports a required field of a list item at the item, with the item path in [i] notation', () => {
    const cr = widget(`
      spec:
        size: 1
        items:
          - name: a
          - weight: 2
    `);
    expect(schemaOnly(cr)).toEqual(['cr/schema 9:7 spec.items[1] | spec.items[1].name | Required value | ']);
  });

  it('validates the object defaults made: a default can push its parent over maxProperties (§3.1 step 4)', () => {
    const defaulting = widgetCrd(`
      type: object
      properties:
        spec:
          type: object
          maxProperties: 1
          properties:
            a: {type: string}
            mode: {type: string, default: fast}
    `);
    expect(
      runCr({ crd: defaulting, cr: widget('spec: {a: x}'), rules: [schema] }).map((f) => `${pinned(f)} | ${f.message}`),
    ).toEqual([
      'cr/schema 5:1 spec | spec | Too many | 2: must have at most 1 item | spec: Too many: 2: must have at most 1 item',
    ]);
  });

  it('a CRD whose default the apiserver refuses never serves the resource: nothing is blamed on the resource', () => {
    const invalidDefault = widgetCrd(`
      type: object
      properties:
        spec:
          type: object
          properties:
            mode: {type: string, default: Fast, enum: [fast, slow]}
    `);
    expect(runCr({ crd: invalidDefault, cr: widget('spec: {}'), rules: [schema] })).toEqual([]);
  });

  it('a null list item is not dropped: it is a type error (§3.1 step 2)', () => {
    expect(schemaOnly(widget('spec: {size: 1, tags: [a, null]}'))).toEqual([
      'cr/schema 5:27 spec.tags[1] | spec.tags[1] | Invalid value | "null": spec.tags[1] in body must be of type string: "null"',
    ]);
  });

  it('prints a map key with dots unbracketed, as kube-openapi does (CR-PATH-001)', () => {
    const cr = widget(`
      spec:
        size: 1
        labels:
          example.com/tier: abc
    `);
    const [f] = runCr({ crd, cr, rules: [schema] });
    expect(f && pinned(f)).toBe(
      'cr/schema 8:23 spec.labels[example.com/tier] | spec.labels.example.com/tier | Too long | may not be more than 2 bytes',
    );
    expect(f?.message).toBe('spec.labels.example.com/tier: Too long: may not be more than 2 bytes');
    expect(f?.data).toMatchObject({
      crd: 'widgets.example.com',
      version: 'v1',
      operation: 'create',
      response:
        'Widget.example.com "w" is invalid: spec.labels.example.com/tier: Too long: may not be more than 2 bytes',
    });
  });

  it('carries the whole 422 response, every error in the order found, in each finding', () => {
    const [f] = runCr({ crd, cr: widget('spec: {size: 0, color: green}'), rules: [schema] });
    expect(f?.data?.response).toBe(
      'Widget.example.com "w" is invalid: [spec.size: Invalid value: 0: spec.size in body should be greater than or equal to 1, spec.color: Unsupported value: "green": supported values: "red", "blue"]',
    );
  });

  it('reports a wrong root type of a nested object once, and nothing below it', () => {
    expect(schemaOnly(widget('spec: [1, 2]'))).toEqual([
      'cr/schema 5:1 spec | spec | Invalid value | "array": spec in body must be of type object: "array"',
    ]);
  });
});

// Cases of apiextensions-apiserver's TestValidateCustomResource, as its expected lines print them.
describe('cr/schema: TestValidateCustomResource', () => {
  const field = (schemaOfField: string) =>
    widgetCrd(`
      type: object
      properties:
        field: ${schemaOfField}
    `);
  const lines = (schemaOfField: string, value: string) =>
    runCr({ crd: field(schemaOfField), cr: widget(`field: ${value}`), rules: [schema] }).map((f) => f.message);

  it.each([
    ['"foo"', 'field: Invalid value: "string": field in body must be of type object: "string"'],
    ['42', 'field: Invalid value: "integer": field in body must be of type object: "integer"'],
    ['true', 'field: Invalid value: "boolean": field in body must be of type object: "boolean"'],
    ['1.2', 'field: Invalid value: "number": field in body must be of type object: "number"'],
    ['[]', 'field: Invalid value: "array": field in body must be of type object: "array"'],
  ])('an object field given %s', (value, line) => {
    expect(lines('{type: object, x-kubernetes-preserve-unknown-fields: true}', value)).toEqual([line]);
  });

  it('an object field given null: the validator alone would refuse it, but the handler drops or defaults it first (§3.1 steps 2, 4)', () => {
    // A non-nullable field with a default: the null is replaced by the default (§3.1 step 4);
    // without one it is dropped (step 2).
    expect(lines('{type: object, default: {}, x-kubernetes-preserve-unknown-fields: true}', 'null')).toEqual([]);
    expect(lines('{type: object, x-kubernetes-preserve-unknown-fields: true}', 'null')).toEqual([]);
  });

  it.each([
    ['true', 'boolean'],
    ['{}', 'object'],
    ['[]', 'array'],
  ])('x-kubernetes-int-or-string given %s', (value, type) => {
    expect(lines('{x-kubernetes-int-or-string: true}', value)).toEqual([
      `field: Invalid value: "${type}": field in body must be of type integer,string: "${type}"`,
    ]);
  });

  it('nullable int-or-string with the anyOf the apiserver writes for it: the junctor error and the first branch', () => {
    expect(
      lines('{nullable: true, x-kubernetes-int-or-string: true, anyOf: [{type: integer}, {type: string}]}', 'true'),
    ).toEqual([
      // The junctor's error has the nil path, and stands at the node its detail names, as the others.
      'field: Invalid value: "boolean": field in body must be of type integer,string: "boolean"',
      '<nil>: Invalid value: "": "field" must validate at least one schema (anyOf)',
      'field: Invalid value: "boolean": field in body must be of type integer: "boolean"',
    ]);
    expect(
      lines('{nullable: true, x-kubernetes-int-or-string: true, anyOf: [{type: integer}, {type: string}]}', 'null'),
    ).toEqual([]);
  });

  // k8s-config-connector's ServicePerimeter samples: an identity that is neither a service
  // account nor a user, three lists down. The server's path is nil; the finding stands at the item.
  it('a junctor error deep in the resource stands at the node its detail names', () => {
    const identities = widgetCrd(`
      type: object
      properties:
        spec:
          type: object
          properties:
            identities:
              type: array
              items:
                type: object
                oneOf: [{required: [user]}, {required: [serviceAccount]}]
                properties: {user: {type: string}, serviceAccount: {type: string}}
    `);
    const cr = widget('spec:\n  identities:\n  - {user: a}\n  - {}\n');
    expect(runCr({ crd: identities, cr, rules: [schema] }).map(pinned)).toEqual([
      'cr/schema 8:5 spec.identities[1] | <nil> | Invalid value | "": "spec.identities[1]" must validate one and only one schema (oneOf). Found none valid',
      'cr/schema 8:5 spec.identities[1] | spec.identities[1].user | Required value | ',
    ]);
  });

  it('allOf around an anyOf: both junctors, None validated', () => {
    expect(
      lines(
        '{nullable: true, x-kubernetes-int-or-string: true, allOf: [{anyOf: [{type: integer}, {type: string}]}]}',
        '{}',
      ),
    ).toEqual([
      'field: Invalid value: "object": field in body must be of type integer,string: "object"',
      '<nil>: Invalid value: "": "field" must validate at least one schema (anyOf)',
      'field: Invalid value: "object": field in body must be of type integer: "object"',
      '<nil>: Invalid value: "": "field" must validate all the schemas (allOf). None validated',
    ]);
  });

  it('required at two levels', () => {
    const required = widgetCrd(`
      type: object
      required: [field]
      properties:
        field: {type: object, required: [nested], properties: {nested: {type: string}}}
        test: {type: string}
    `);
    expect(runCr({ crd: required, cr: widget('test: a'), rules: [schema] }).map((f) => f.message)).toEqual([
      'field: Required value',
    ]);
    expect(runCr({ crd: required, cr: widget('field: {}'), rules: [schema] }).map((f) => f.message)).toEqual([
      'field.nested: Required value',
    ]);
  });
});

describe('cr/schema: numeric formats (TestValidateCustomResource, "numeric formats invalid")', () => {
  const crd = widgetCrd(`
    type: object
    properties:
      intThirtyTwo: {type: integer, format: int32}
      intSixtyFour: {type: integer, format: int64}
      floatThreeTwo: {type: number, format: float}
      floatSixFour: {type: number, format: double}
  `);
  const lines = (body: string) => runCr({ crd, cr: widget(body), rules: [schema] }).map((f) => f.message);

  it.each([
    [
      'intThirtyTwo: -2147483648\nintSixtyFour: 0\nfloatThreeTwo: 3.4028234663852886e38\nfloatSixFour: 1.7976931348623157e308',
    ],
    ['intThirtyTwo: 2147483647\nintSixtyFour: 9007199254740991'],
    // Go's and Java's float32 maximum as they print it: ParseFloat(s, 32) rounds it to MaxFloat32.
    ['floatThreeTwo: 3.4028235e38'],
    ['floatThreeTwo: -3.4028235e38'],
    // spark-kubernetes-operator's examples: MaxInt64 for "no limit", 2^63 as a double.
    ['intSixtyFour: 9223372036854775807'],
    ['intSixtyFour: -9223372036854775808'],
  ])('accepts the bounds %#', (body) => {
    expect(lines(body)).toEqual([]);
  });

  it.each([
    [
      'intThirtyTwo: 2147483648',
      '<nil>: Invalid value: "": Checked value must be of type integer with format int32 in intThirtyTwo',
    ],
    [
      'intThirtyTwo: -2147483649',
      '<nil>: Invalid value: "": Checked value must be of type integer with format int32 in intThirtyTwo',
    ],
    [
      'floatThreeTwo: 3.8e38',
      '<nil>: Invalid value: "": Checked value must be of type number with format float in floatThreeTwo',
    ],
  ])('refuses %s', (body, line) => {
    expect(lines(body)).toEqual([line]);
  });

  it('an int64 field given a fraction: the format names the type (strfmt calls a float64 "float64"), and the range error', () => {
    expect(lines('intSixtyFour: 1.5')).toEqual([
      'intSixtyFour: Invalid value: "float64": intSixtyFour in body must be of type int64: "float64"',
      '<nil>: Invalid value: "": Checked value must be of type integer with format int64 in intSixtyFour',
    ]);
  });

  it('places the range error, which the server prints at the nil path, at the value it names', () => {
    // metallb's ASN, `format: int32` with values above 2147483647: at line 5, not at the `kind:` line.
    const found = runCr({ crd, cr: widget('intThirtyTwo: 4294967295'), rules: [schema] });
    expect(found.map((f) => [f.line, f.column, f.fieldPath, f.message])).toEqual([
      [
        5,
        15,
        'intThirtyTwo',
        '<nil>: Invalid value: "": Checked value must be of type integer with format int32 in intThirtyTwo',
      ],
    ]);
  });
});

// kube-openapi 1d94e88 (Kubernetes 1.36): the value and each bound checked against the format, and
// only int32/int64 on integers and float/double on numbers: another format is as none.
describe('cr/schema: numbers and bounds against their format (1.36)', () => {
  const crd = widgetCrd(`
    type: object
    properties:
      asn: {type: integer, format: int32, minimum: 0, maximum: 4294967295}
      low: {type: integer, format: int32, minimum: -3000000000}
      step: {type: integer, multipleOf: 0.5}
      offset: {type: integer, format: uint32}
      huge: {type: integer, format: uint64}
      ratio: {type: number, format: float32}
      wide: {type: number, format: double, maximum: 1e300}
      narrow: {type: number, format: float, maximum: 1e39}
  `);
  const found = (body: string, config?: string) =>
    reviewFiles([schema], { 'crd.yaml': crd, 'cr.yaml': widget(body) }, config ? { config: configOf(config) } : {}).map(
      (f) => `${f.line}:${f.column} ${f.message}`,
    );

  // metallb 2dc2b1da3^: a BGPPeer's ASN of `format: int32` with `maximum: 4294967295`, refused by 1.36 for every ASN.
  it('refuses every value under a bound its format cannot hold, placed at the value', () => {
    expect(found('asn: 64512\nlow: 5')).toEqual([
      '5:6 <nil>: Invalid value: "": Maximum boundary value must be of type integer with format int32 in asn',
      '6:6 <nil>: Invalid value: "": Minimum boundary value must be of type integer with format int32 in low',
    ]);
    expect(found('step: 2')).toEqual([
      '5:7 <nil>: Invalid value: "": MultipleOf value must be of type integer (default format) in step',
    ]);
  });

  it('the value still compared with the bound that does not fit', () => {
    expect(found('narrow: 3.5e38')).toEqual([
      '5:9 <nil>: Invalid value: "": Checked value must be of type number with format float in narrow',
      '5:9 <nil>: Invalid value: "": Maximum boundary value must be of type number with format float in narrow',
    ]);
  });

  it('takes uint32, uint64 and float32 for no format, as the apiserver strips them: int64 bounds an integer, nothing a number', () => {
    expect(found('offset: -1\nhuge: -5\nratio: 1e39\nwide: 1e250')).toEqual([]);
    expect(found('offset: 1.5')).toEqual([
      '5:9 offset: Invalid value: "number": offset in body must be of type integer: "number"',
      '5:9 <nil>: Invalid value: "": Checked value must be of type integer (default format) in offset',
    ]);
  });

  it('not when crd.minKubernetesVersion is older than 1.36, whose apiservers check no format of a number', () => {
    expect(found('asn: 64512', 'crd:\n  minKubernetesVersion: "1.35"\n')).toEqual([]);
    expect(found('asn: 64512', 'crd:\n  minKubernetesVersion: "1.36"\n')).toHaveLength(1);
  });
});

describe('cr/schema: formats the oldest targeted cluster knows', () => {
  const crd = widgetCrd(`
    type: object
    properties:
      spec: {type: object, properties: {name: {type: string, format: k8s-short-name}}}
  `);
  const run = (config?: string) =>
    reviewFiles(
      [schema],
      { 'crd.yaml': crd, 'cr.yaml': widget('spec: {name: Not_A_Label}') },
      config ? { config: configOf(config) } : {},
    ).map((f) => f.message);

  it('k8s-short-name is checked by default (the newest apiserver)', () => {
    expect(run()).toEqual([
      'spec.name: Invalid value: "Not_A_Label": spec.name in body must be of type k8s-short-name: "Not_A_Label"',
    ]);
  });

  it('not when crd.minKubernetesVersion is older than 1.34, whose apiservers ignore the format', () => {
    expect(run('crd:\n  minKubernetesVersion: "1.33"\n')).toEqual([]);
    expect(run('crd:\n  minKubernetesVersion: "1.34"\n')).toHaveLength(1);
  });
});

describe('cr/schema: YAML 1.1 scalars, as kubectl reads manifests (the parser reads them as go-yaml does)', () => {
  const crd = widgetCrd(`
    type: object
    properties:
      spec: {type: object, properties: {enabled: {type: boolean}, mode: {type: string}}}
  `);
  it('an unquoted yes where a boolean is declared is the boolean true', () => {
    expect(runCr({ crd, cr: widget('spec: {enabled: yes, mode: "on"}'), rules: [schema] })).toEqual([]);
  });

  it('an unquoted on where a string is declared is a boolean kubectl sends, and the apiserver refuses', () => {
    expect(runCr({ crd, cr: widget('spec: {mode: on}'), rules: [schema] }).map((f) => f.message)).toEqual([
      'spec.mode: Invalid value: "boolean": spec.mode in body must be of type string: "boolean"',
    ]);
  });
});

// openkruise/rollouts' BatchRelease: controller-gen required status where the Status field had no
// omitempty, and the status subresource drops the status of every create.
describe('cr/schema: status required beside the status subresource', () => {
  const statusCrd = (subresources?: string) =>
    widgetCrd(
      `
      type: object
      required: [spec, status]
      properties:
        spec: {type: object, properties: {size: {type: integer}}}
        status: {type: object, properties: {phase: {type: string}}}
    `,
      subresources === undefined ? {} : { subresources },
    );
  const messages = (crdText: string) =>
    runCr({ crd: crdText, cr: widget('spec: {size: 1}\nstatus: {phase: Ready}'), rules: [schema] }).map(
      (f) => f.message,
    );

  it('says that no object of the kind can be created', () => {
    expect(messages(statusCrd('{status: {}}'))).toEqual([
      'status: Required value (its CRD enables the status subresource, so the apiserver drops the status of every create, and its schema requires status at the root: no Widget can be created until the CRD stops requiring it; controller-gen requires status where the Status field lacks `omitempty`)',
    ]);
  });

  it('is nothing without the subresource, where the manifest writes the status', () => {
    expect(messages(statusCrd())).toEqual([]);
  });
});
