import { describe, expect, it } from 'vitest';
import { unknownField } from '../../../src/rules/cr/unknown-field.js';
import { ruleTester, yaml } from '../../support/rule-tester.js';
import { renderWorkflowCommands } from '../../../src/report/github.js';
import { located, reviewFiles } from '../../support/review-files.js';
import { schemaVersion, widgetCrd } from '../crd/schema/widget-crd.js';
import { pinned, runCr, widget as crWidget, widgetCrd as crWidgetCrd } from './cr-fixtures.js';

// cr/unknown-field: spec/crd-validation.md §11 (PRUNE-001..006) applied to the custom
// resources of the repository, next to the CRD that serves them.

// The structural-schema announcement's story: a CRD declares spec.image only.
const crontabCrd = (extra = '') =>
  widgetCrd({
    name: 'crontabs.stable.example.com',
    group: 'stable.example.com',
    names: '{kind: CronTab, plural: crontabs}',
    versions: schemaVersion(`
      type: object
      properties:
        spec:
          type: object${extra}
          properties:
            image: {type: string}
            containers:
              type: array
              items:
                type: object
                properties:
                  name: {type: string}
            labels:
              type: object
              additionalProperties: {type: string}
            template:
              type: object
              x-kubernetes-preserve-unknown-fields: true
              properties:
                replicas: {type: integer}
                selector:
                  type: object
                  properties:
                    app: {type: string}
            embedded:
              type: object
              x-kubernetes-embedded-resource: true
              properties:
                spec: {type: object}
    `),
    after: '---',
  });
// The CRD and its `---` are 44 lines; the custom resource starts at line 45 (a scalar is
// located at its value, a mapping at its key).
const withResource = (body: string, extra = '') => crontabCrd(extra) + body;
/** `extra` that makes spec itself preserve unknown fields (one line more: the resource starts at line 46). */
const PRESERVING_SPEC = '\n          x-kubernetes-preserve-unknown-fields: true';
// PRUNE-004 on arrays: a list that preserves unknown fields, whose items declare `limits`. The
// CRD and its `---` are 27 lines; the custom resource starts at line 28.
const jobsCrd = widgetCrd({
  versions: schemaVersion(`
    type: object
    properties:
      spec:
        type: object
        properties:
          jobs:
            type: array
            x-kubernetes-preserve-unknown-fields: true
            items:
              type: object
              properties:
                limits: {type: object, properties: {cpu: {type: string}}}
  `),
  after: '---',
});
const resource = (spec: string) => yaml`
  apiVersion: stable.example.com/v1
  kind: CronTab
  metadata:
    name: my-new-cron-object
  spec:
    ${spec}
`;

ruleTester(unknownField, {
  valid: [
    { name: 'PRUNE-002 (b): every field is declared', head: withResource(resource('image: my-awesome-cron-image')) },
    {
      name: 'PRUNE-002 (c): additionalProperties keeps every key',
      head: withResource(resource('labels: {a: b, c.d/e: f}')),
    },
    {
      name: 'PRUNE-004: skip mode keeps unknown keys under preserve-unknown-fields',
      head: withResource(resource('template: {anything: {deep: 1}, replicas: 2}')),
    },
    {
      name: 'PRUNE-003: a property that sets preserve-unknown-fields itself keeps its unknown keys, below a preserving parent too',
      head: withResource(
        resource('template: {selector: {app: a}, free: {any: 1}}\n  other: {any: 1}'),
        PRESERVING_SPEC,
      ),
    },
    {
      name: 'PRUNE-001: apiVersion, kind and metadata of an embedded resource are kept',
      head: withResource(resource('embedded: {apiVersion: v1, kind: Pod, metadata: {name: x}, spec: {}}')),
    },
    {
      name: 'PRUNE-005: ObjectMeta fields are kept',
      head: withResource(
        resource('image: x').replace('  name: my-new-cron-object', '  name: my-new-cron-object\n  labels: {a: b}'),
      ),
    },
    {
      name: 'a kind no CRD in the repository serves is not judged',
      head: yaml`
        apiVersion: other.example.com/v1
        kind: CronTab
        metadata: {name: x}
        spec: {privileged: true}
      `,
    },
    {
      name: 'a version the CRD does not serve is not judged',
      head: withResource(resource('privileged: true').replace('stable.example.com/v1', 'stable.example.com/v2')),
    },
    {
      name: 'a CRD with spec.preserveUnknownFields true does not prune',
      head: withResource(resource('privileged: true')).replace(
        '  scope: Namespaced',
        '  scope: Namespaced\n  preserveUnknownFields: true',
      ),
    },
  ],
  invalid: [
    {
      name: 'the structural-schema announcement: privileged: true, declared nowhere',
      head: withResource(resource('image: my-awesome-cron-image\n  privileged: true')),
      findings: [
        {
          line: 51,
          column: 3,
          endColumn: 13,
          fieldPath: 'spec.privileged',
          messageId: 'pruned',
          severity: 'warning',
          apiserver: null,
          message:
            'spec.privileged is not declared in the schema of crontabs.stable.example.com version v1: the apiserver drops it (or refuses the object, under the strict field validation kubectl apply uses by default), so it is never stored',
        },
      ],
    },
    {
      name: 'PRUNE-001: status without a status schema is dropped at the root',
      head: withResource(resource('image: x') + 'status: {ready: true}\n'),
      findings: [{ line: 51, column: 1, fieldPath: 'status', messageId: 'pruned' }],
    },
    {
      name: 'PRUNE-002: unknown keys of array items',
      head: withResource(resource('containers:\n    - name: a\n      image: b')),
      findings: [{ line: 52, column: 7, endColumn: 12, fieldPath: 'spec.containers[0].image', messageId: 'pruned' }],
    },
    {
      name: 'PRUNE-003: preserve-unknown-fields is not inherited through properties',
      head: withResource(resource('template: {selector: {app: a, zone: b}}')),
      findings: [
        { line: 50, column: 33, endColumn: 37, fieldPath: 'spec.template.selector.zone', messageId: 'pruned' },
      ],
    },
    {
      name: 'PRUNE-004: under a preserving spec, unknown keys stay and a declared property is pruned normally',
      head: withResource(resource('free: {any: 1}\n  containers:\n    - name: a\n      image: b'), PRESERVING_SPEC),
      findings: [{ line: 54, column: 7, endColumn: 12, fieldPath: 'spec.containers[0].image', messageId: 'pruned' }],
    },
    {
      name: 'PRUNE-004: the items of a preserving list keep their unknown keys, and their declared ones are pruned normally',
      head:
        jobsCrd +
        yaml`
          apiVersion: example.com/v1
          kind: Widget
          metadata:
            name: nightly
          spec:
            jobs:
              - anything: {deep: 1}
                limits: {cpu: "1", gpu: "2"}
        `,
      findings: [{ line: 35, column: 26, endColumn: 29, fieldPath: 'spec.jobs[0].limits.gpu', messageId: 'pruned' }],
    },
    {
      name: 'PRUNE-002 (c): an additionalProperties string value that is a mapping loses its keys, and validation rejects it',
      head: withResource(resource('labels:\n    a: {nested: x}')),
      findings: [
        {
          line: 51,
          column: 5,
          fieldPath: 'spec.labels.a',
          messageId: 'wrongType',
          severity: 'error',
          apiserver: {
            path: 'spec.labels.a',
            type: 'Invalid value',
            detail: '"object": spec.labels.a in body must be of type string: "object"',
          },
        },
      ],
    },
    {
      name: 'PRUNE-005: an unknown metadata field is dropped by ObjectMeta decoding',
      head: withResource(
        resource('image: x').replace('  name: my-new-cron-object', '  name: my-new-cron-object\n  owner: me'),
      ),
      findings: [{ line: 49, column: 3, endColumn: 8, fieldPath: 'metadata.owner', messageId: 'metadata' }],
    },
    {
      name: 'PRUNE-005: in an embedded resource too',
      head: withResource(resource('embedded: {apiVersion: v1, kind: Pod, metadata: {name: x, owner: me}, spec: {}}')),
      findings: [
        { line: 50, column: 61, endColumn: 66, fieldPath: 'spec.embedded.metadata.owner', messageId: 'metadata' },
      ],
    },
  ],
});

// A value of the wrong type meets pruning (apiextensions pruning/algorithm.go never reads
// `type`): a mapping or list loses its keys, and kube-openapi's type validator then rejects the
// value, so the resource is refused with 422, not stored without the keys. The schema starts at
// line 15; the resource's spec entries at line 35.
const typesCrd = widgetCrd({
  versions: schemaVersion(`
    type: object
    properties:
      spec:
        type: object
        properties:
          name: {type: string}
          port: {x-kubernetes-int-or-string: true}
          when: {type: string, format: date-time}
          count: {type: integer, format: int32}
          odd: {type: string, format: not-a-format}
          list: {type: array, items: {type: object, properties: {a: {type: string}}}}
          obj: {type: object, properties: {a: {type: string}}}
          closed: {type: object, additionalProperties: false}
          free: {type: object, x-kubernetes-preserve-unknown-fields: true}
          flag: {type: boolean}
  `),
  after: '---',
});
const widget = (spec: string) =>
  typesCrd +
  yaml`
  apiVersion: example.com/v1
  kind: Widget
  metadata: {name: w}
  spec:
    ${spec}
`;
const typeError = (path: string, value: string, type: string) => ({
  severity: 'error' as const,
  fieldPath: path,
  apiserver: {
    path,
    type: 'Invalid value' as const,
    detail: `"${value}": ${path} in body must be of type ${type}: "${value}"`,
  },
});

ruleTester(unknownField, {
  valid: [
    {
      name: 'a scalar of the wrong type loses nothing to pruning (custom-resource validation reports it)',
      head: widget('obj: text\n  list: 1\n  name: 2'),
    },
    { name: 'an empty mapping where a string is declared drops nothing', head: widget('name: {}') },
    {
      name: 'preserve-unknown-fields keeps a list where an object is declared whole',
      head: widget('free: [{any: 1}]'),
    },
    {
      name: 'a key of an additionalProperties: false object that drops nothing is validation’s to report',
      head: widget('closed: {k: v}'),
    },
  ],
  invalid: [
    {
      // infinispan-operator's documentation: `cluster: {example_crd_name}`, an AsciiDoc attribute.
      name: 'a fill-in in braces where a string is declared: a YAML mapping, taken for a template (a notice)',
      head: widget('name: {CLASS_NAME}'),
      findings: [
        {
          line: 35,
          column: 3,
          messageId: 'bracesPlaceholder',
          severity: 'notice',
          apiserver: undefined,
          message:
            'spec.name is {CLASS_NAME}, a fill-in in braces (as Python\'s str.format and AsciiDoc attributes write them) that YAML reads as a mapping, where the schema of widgets.example.com version v1 declares a string: the file is taken for a template that is filled in before anything applies it, as the apiserver refuses it as written (spec.name: Invalid value: "object": spec.name in body must be of type string: "object"); write "{CLASS_NAME}" in quotes if a string is meant',
        },
      ],
    },
    {
      name: 'two names in braces where a string is declared: a YAML mapping, pruned to {} and rejected',
      head: widget('name: {first, last}'),
      findings: [
        {
          line: 35,
          column: 3,
          messageId: 'braces',
          ...typeError('spec.name', 'object', 'string'),
          message:
            'spec.name is {first, last}, which YAML reads as a mapping, where the schema of widgets.example.com version v1 declares a string: the apiserver prunes its keys and then rejects the resource (spec.name: Invalid value: "object": spec.name in body must be of type string: "object"); write "{first, last}" in quotes if a string is meant',
        },
      ],
    },
    {
      name: 'a block mapping where a string is declared: one error at the value, naming what pruning drops',
      head: widget('name:\n    first: a\n    last: b'),
      findings: [
        {
          line: 35,
          column: 3,
          messageId: 'wrongType',
          ...typeError('spec.name', 'object', 'string'),
          data: { droppedFields: ['spec.name.first', 'spec.name.last'] },
          message:
            'spec.name is a mapping where the schema of widgets.example.com version v1 declares a string: the apiserver prunes spec.name.first, spec.name.last from it and then rejects the resource (spec.name: Invalid value: "object": spec.name in body must be of type string: "object")',
        },
      ],
    },
    {
      name: 'a mapping where an int-or-string is declared',
      head: widget('port: {http: 80}'),
      findings: [
        { line: 35, column: 3, messageId: 'wrongType', ...typeError('spec.port', 'object', 'integer,string') },
      ],
    },
    {
      name: 'a mapping where a boolean is declared',
      head: widget('flag: {on: true}'),
      findings: [{ line: 35, column: 3, messageId: 'wrongType', ...typeError('spec.flag', 'object', 'boolean') }],
    },
    {
      name: 'a mapping where a list is declared: every key pruned, then rejected',
      head: widget('list: {a: x}'),
      findings: [{ line: 35, column: 3, messageId: 'wrongType', ...typeError('spec.list', 'object', 'array') }],
    },
    {
      name: 'a list where an object is declared: the items lose their keys (no item schema), then it is rejected',
      head: widget('obj:\n  - a: x\n  - b: y'),
      findings: [
        {
          line: 35,
          column: 3,
          messageId: 'wrongType',
          data: { droppedFields: ['spec.obj[0].a', 'spec.obj[1].b'] },
          ...typeError('spec.obj', 'array', 'object'),
        },
      ],
    },
    {
      name: 'in a list item, the path is kube-openapi’s (items as [i])',
      head: widget('list:\n  - a: {x: 1}'),
      findings: [{ line: 36, column: 5, messageId: 'wrongType', ...typeError('spec.list[0].a', 'object', 'string') }],
    },
    {
      name: 'a mapping under a string format the apiserver checks: the format is named as the type, and the value is empty',
      head: widget('when: {at: noon}'),
      findings: [
        {
          line: 35,
          column: 3,
          messageId: 'wrongType',
          severity: 'error',
          apiserver: {
            path: 'spec.when',
            type: 'Invalid value',
            detail: '"": spec.when in body must be of type date-time: ""',
          },
        },
      ],
    },
    {
      name: 'a mapping under an integer format the apiserver keeps (int32)',
      head: widget('count: {n: 1}'),
      findings: [
        {
          line: 35,
          column: 3,
          messageId: 'wrongType',
          apiserver: {
            path: 'spec.count',
            type: 'Invalid value',
            detail: '"": spec.count in body must be of type int32: ""',
          },
        },
      ],
    },
    {
      name: 'a format the apiserver strips is no format: the type is named',
      head: widget('odd: {x: 1}'),
      findings: [{ line: 35, column: 3, messageId: 'wrongType', ...typeError('spec.odd', 'object', 'string') }],
    },
    {
      name: 'a list under a formatted string passes the type check (kube-openapi lets it through), so its items lose their keys quietly',
      head: widget('when: [{at: noon}]'),
      findings: [
        {
          line: 35,
          column: 11,
          endColumn: 13,
          fieldPath: 'spec.when[0].at',
          messageId: 'pruned',
          severity: 'warning',
          apiserver: null,
        },
      ],
    },
    {
      name: 'a key of an additionalProperties: false object whose value loses keys: the key is refused',
      head: widget('closed:\n    k: {x: 1}'),
      findings: [
        {
          line: 36,
          column: 5,
          fieldPath: 'spec.closed.k',
          messageId: 'forbidden',
          severity: 'error',
          apiserver: {
            path: 'spec.closed',
            type: 'Invalid value',
            detail: '"k": spec.closed.k in body is a forbidden property',
          },
          message:
            'spec.closed.k is not allowed, as the schema of widgets.example.com version v1 sets additionalProperties: false above it: the apiserver prunes spec.closed.k.x from its value and then rejects the resource (spec.closed: Invalid value: "k": spec.closed.k in body is a forbidden property)',
        },
      ],
    },
    {
      name: 'a quietly pruned field beside a rejected value keeps its warning',
      head: widget('name: {X}\n  extra: 1'),
      findings: [
        { line: 35, column: 3, messageId: 'bracesPlaceholder', severity: 'notice' },
        { line: 36, column: 3, endColumn: 8, fieldPath: 'spec.extra', messageId: 'pruned', severity: 'warning' },
      ],
    },
  ],
});

describe('cr/unknown-field: several CRDs serve the kind (standard and experimental channels)', () => {
  const channel = (name: string) =>
    widgetCrd({
      versions: schemaVersion(`
    type: object
    properties:
      spec:
        type: object
        properties:
          name: ${name}
  `),
    });
  const cr = yaml`
    apiVersion: example.com/v1
    kind: Widget
    metadata: {name: w}
    spec:
      name: {x: 1}
  `;
  const run = (experimental: string) =>
    reviewFiles([unknownField], {
      'standard/crd.yaml': channel('{type: string}'),
      'experimental/crd.yaml': channel(experimental),
      'cr.yaml': cr,
    }).map((f) => `${located(f)} ${f.severity}`);

  it('a rejection every channel returns is reported', () => {
    expect(run('{type: string, maxLength: 10}')).toEqual(['cr/unknown-field cr.yaml:5:3 spec.name error']);
  });

  it('a key one channel drops quietly and another rejects with its value is not reported: which one runs is not known', () => {
    expect(run('{type: object}')).toEqual([]);
  });

  it('keys every channel drops from one node are one finding, called an object with no properties only where every channel declares none', () => {
    const items = (schema: string) =>
      widgetCrd({
        versions: schemaVersion(`
      type: object
      properties:
        spec:
          type: object
          properties:
            resources: {type: array, items: ${schema}}
    `),
      });
    const list = yaml`
      apiVersion: example.com/v1
      kind: Widget
      metadata: {name: w}
      spec:
        resources: [{kind: A, spec: {}}, {kind: B}]
    `;
    const messages = (experimental: string) =>
      reviewFiles([unknownField], {
        'standard/crd.yaml': items('{type: object}'),
        'experimental/crd.yaml': items(experimental),
        'cr.yaml': list,
      }).map((f) => `${located(f)} ${f.message}`);
    expect(messages('{type: object}')).toEqual([
      'cr/unknown-field cr.yaml:5:16 spec.resources[0].kind spec.resources[*] is an object with no properties in the schema of widgets.example.com version v1, so the apiserver drops all 3 fields set under it in 2 places of this object (kind and spec), or refuses the object, under the strict field validation kubectl apply uses by default; declare them in the CRD, or mark it x-kubernetes-preserve-unknown-fields if it holds arbitrary data',
    ]);
    expect(messages('{type: object, properties: {name: {type: string}}}')).toEqual([
      'cr/unknown-field cr.yaml:5:16 spec.resources[0].kind spec.resources[*] does not declare kind or spec in the schema of widgets.example.com version v1: the apiserver drops 3 fields in 2 places of this object (or refuses the object, under the strict field validation kubectl apply uses by default), so they are never stored (spec.resources[0].kind, spec.resources[0].spec, spec.resources[1].kind)',
    ]);
  });
});

// Keys one schema node drops from one resource are one finding, at the first key dropped: the
// node meets every list item and map value, so one missing declaration (or an object schema with
// no properties at all) drops the same keys once per item. The schema starts at line 15; the
// resource's spec entries at line 38.
const bundleCrd = widgetCrd({
  versions: schemaVersion(`
    type: object
    properties:
      spec:
        type: object
        properties:
          resources:
            type: array
            items: {type: object}
          entries:
            type: array
            items: {type: object, properties: {name: {type: string}}}
          byName:
            type: object
            additionalProperties: {type: object, properties: {name: {type: string}}}
          objects:
            type: array
            items: {type: object, x-kubernetes-embedded-resource: true, x-kubernetes-preserve-unknown-fields: true}
          image: {type: string}
  `),
  after: '---',
});
const bundle = (spec: string, top = '') =>
  bundleCrd +
  yaml`
  apiVersion: example.com/v1
  kind: Widget
  metadata: {name: w}
  spec:
    ${spec}
` +
  top;
const TWO_RESOURCES =
  'resources:\n    - apiVersion: v1\n      kind: ConfigMap\n      metadata: {name: a}\n      data: {k: v}\n    - apiVersion: v1\n      kind: Secret\n      metadata: {name: b}';
const NO_PROPERTIES_TAIL =
  ', or refuses the object, under the strict field validation kubectl apply uses by default; declare them in the CRD, or mark it x-kubernetes-preserve-unknown-fields if it holds arbitrary data';

ruleTester(unknownField, {
  valid: [
    {
      name: 'a grouped node that drops nothing: the declared key of every item is kept',
      head: bundle('entries: [{name: a}, {name: b}]\n  byName: {a: {name: x}}'),
    },
  ],
  invalid: [
    {
      name: 'an object schema with no properties: every key of every list item is one finding, at the first',
      head: bundle(TWO_RESOURCES),
      findings: [
        {
          line: 39,
          column: 7,
          endColumn: 17,
          fieldPath: 'spec.resources[0].apiVersion',
          messageId: 'prunedAll',
          severity: 'warning',
          apiserver: null,
          message: `spec.resources[*] is an object with no properties in the schema of widgets.example.com version v1, so the apiserver drops all 7 fields set under it in 2 places of this object (apiVersion, kind, metadata and data)${NO_PROPERTIES_TAIL}`,
          data: {
            holder: 'spec.resources[*]',
            holderText: 'spec.resources[*]',
            crd: 'widgets.example.com',
            version: 'v1',
            count: 7,
            places: 2,
            placesText: ' in 2 places of this object',
            names: ['apiVersion', 'kind', 'metadata', 'data'],
            namesText: 'apiVersion, kind, metadata and data',
            dropped: 'spec.resources[0].apiVersion, spec.resources[0].kind, spec.resources[0].metadata and 4 more',
            droppedFields: [
              'spec.resources[0].apiVersion',
              'spec.resources[0].kind',
              'spec.resources[0].metadata',
              'spec.resources[0].data',
              'spec.resources[1].apiVersion',
              'spec.resources[1].kind',
              'spec.resources[1].metadata',
            ],
          },
        },
      ],
    },
    {
      // kubeedge/sedna's samples: one key under an object the CRD left without properties.
      name: "an object schema with no properties, one key: worded as the CRD's empty object",
      head: bundle('resources:\n    - apiVersion: v1'),
      findings: [
        {
          line: 39,
          column: 7,
          fieldPath: 'spec.resources[0].apiVersion',
          messageId: 'prunedInEmpty',
          message:
            'spec.resources[0].apiVersion is set under spec.resources[0], an object with no properties in the schema of widgets.example.com version v1, so the apiserver drops it (or refuses the object, under the strict field validation kubectl apply uses by default); declare it in the CRD, or mark spec.resources[0] x-kubernetes-preserve-unknown-fields if it holds arbitrary data',
        },
      ],
    },
    {
      name: 'an object schema with no properties, one item: the item itself is named',
      head: bundle('resources:\n    - apiVersion: v1\n      kind: ConfigMap\n      metadata: {name: a}'),
      findings: [
        {
          line: 39,
          column: 7,
          endColumn: 17,
          fieldPath: 'spec.resources[0].apiVersion',
          messageId: 'prunedAll',
          message: `spec.resources[0] is an object with no properties in the schema of widgets.example.com version v1, so the apiserver drops all 3 fields set under it (apiVersion, kind and metadata)${NO_PROPERTIES_TAIL}`,
          data: { holder: 'spec.resources[*]', count: 3, places: 1 },
        },
      ],
    },
    {
      name: 'an object schema with some properties: the keys it does not declare, in every item, are one finding',
      head: bundle('entries:\n    - {name: a, extra: 1, other: 2}\n    - {name: b, extra: 3, other: 4}'),
      findings: [
        {
          line: 39,
          column: 17,
          endColumn: 22,
          fieldPath: 'spec.entries[0].extra',
          messageId: 'prunedMany',
          severity: 'warning',
          message:
            'spec.entries[*] does not declare extra or other in the schema of widgets.example.com version v1: the apiserver drops 4 fields in 2 places of this object (or refuses the object, under the strict field validation kubectl apply uses by default), so they are never stored (spec.entries[0].extra, spec.entries[0].other, spec.entries[1].extra and 1 more)',
          data: {
            holder: 'spec.entries[*]',
            count: 4,
            places: 2,
            names: ['extra', 'other'],
            droppedFields: [
              'spec.entries[0].extra',
              'spec.entries[0].other',
              'spec.entries[1].extra',
              'spec.entries[1].other',
            ],
          },
        },
      ],
    },
    {
      name: 'two undeclared fields under different schema nodes are two findings, each as a single drop',
      head: bundle('entries: [{name: a, extra: 1}]\n  bogus: true'),
      findings: [
        {
          line: 38,
          column: 23,
          endColumn: 28,
          fieldPath: 'spec.entries[0].extra',
          messageId: 'pruned',
          message:
            'spec.entries[0].extra is not declared in the schema of widgets.example.com version v1: the apiserver drops it (or refuses the object, under the strict field validation kubectl apply uses by default), so it is never stored',
          data: { field: 'spec.entries[0].extra', crd: 'widgets.example.com', version: 'v1' },
        },
        {
          line: 39,
          column: 3,
          endColumn: 8,
          fieldPath: 'spec.bogus',
          messageId: 'pruned',
          message:
            'spec.bogus is not declared in the schema of widgets.example.com version v1: the apiserver drops it (or refuses the object, under the strict field validation kubectl apply uses by default), so it is never stored',
          data: { field: 'spec.bogus', crd: 'widgets.example.com', version: 'v1' },
        },
      ],
    },
    {
      name: 'map values under additionalProperties: the keys are wildcarded, so one node drops from every value',
      head: bundle('byName:\n    a: {name: x, extra: 1}\n    b.c: {extra: 2}'),
      findings: [
        {
          line: 39,
          column: 18,
          endColumn: 23,
          fieldPath: 'spec.byName.a.extra',
          messageId: 'prunedMany',
          message:
            'spec.byName{*} does not declare extra in the schema of widgets.example.com version v1: the apiserver drops 2 fields in 2 places of this object (or refuses the object, under the strict field validation kubectl apply uses by default), so they are never stored (spec.byName.a.extra, spec.byName[b.c].extra)',
          data: {
            holder: 'spec.byName{*}',
            count: 2,
            places: 2,
            names: ['extra'],
            droppedFields: ['spec.byName.a.extra', 'spec.byName[b.c].extra'],
          },
        },
      ],
    },
    {
      name: 'two undeclared fields of one object are one finding that names the object',
      head: bundle('image: x\n  bogus: true\n  other: 1'),
      findings: [
        {
          line: 39,
          column: 3,
          endColumn: 8,
          fieldPath: 'spec.bogus',
          messageId: 'prunedMany',
          message:
            'spec does not declare bogus or other in the schema of widgets.example.com version v1: the apiserver drops 2 fields (or refuses the object, under the strict field validation kubectl apply uses by default), so they are never stored (spec.bogus, spec.other)',
          data: { holder: 'spec', count: 2, places: 1, names: ['bogus', 'other'] },
        },
      ],
    },
    {
      name: 'at the top level of the resource',
      head: bundle('image: x', 'status: {ready: true}\nextra: 1\n'),
      findings: [
        {
          line: 39,
          column: 1,
          fieldPath: 'status',
          messageId: 'prunedMany',
          message:
            'the top level does not declare status or extra in the schema of widgets.example.com version v1: the apiserver drops 2 fields (or refuses the object, under the strict field validation kubectl apply uses by default), so they are never stored (status, extra)',
          data: { holder: '', count: 2, places: 1 },
        },
      ],
    },
    {
      name: 'PRUNE-005: ObjectMeta keys of embedded resources in a list are one finding',
      head: bundle(
        'objects:\n    - {apiVersion: v1, kind: A, metadata: {name: a, owner: me}}\n    - {apiVersion: v1, kind: B, metadata: {owner: you, team: x}}',
      ),
      findings: [
        {
          line: 39,
          column: 53,
          endColumn: 58,
          fieldPath: 'spec.objects[0].metadata.owner',
          messageId: 'metadataMany',
          message:
            'ObjectMeta has no field owner or team: the apiserver drops 3 fields of spec.objects[*].metadata in 2 places of this object (or refuses the object, under the strict field validation kubectl apply uses by default), so they are never stored (spec.objects[0].metadata.owner, spec.objects[1].metadata.owner, spec.objects[1].metadata.team)',
          data: { holder: 'spec.objects[*].metadata', count: 3, places: 2, names: ['owner', 'team'] },
        },
      ],
    },
    {
      name: 'groups are per node: a node with no properties and one with some, in one resource',
      head: bundle(`${TWO_RESOURCES}\n  entries: [{name: a, extra: 1}, {name: b, extra: 2}]`),
      findings: [
        {
          line: 39,
          column: 7,
          endColumn: 17,
          fieldPath: 'spec.resources[0].apiVersion',
          messageId: 'prunedAll',
          data: { count: 7 },
        },
        {
          line: 46,
          column: 23,
          endColumn: 28,
          fieldPath: 'spec.entries[0].extra',
          messageId: 'prunedMany',
          data: { count: 2, places: 2 },
        },
      ],
    },
  ],
});

describe('cr/unknown-field: a group keeps its identity', () => {
  const fingerprints = (head: string) => reviewFiles([unknownField], { 'cr.yaml': head }).map((f) => f.fingerprint);
  const item = (kind: string) =>
    `\n    - apiVersion: v1\n      kind: ${kind}\n      metadata: {name: ${kind.toLowerCase()}}`;

  it('when items are added, removed or reordered: the resource and the node, not the first key', () => {
    const [two] = fingerprints(bundle(`resources:${item('A')}${item('B')}`));
    expect(fingerprints(bundle(`resources:${item('B')}${item('A')}${item('C')}`))).toEqual([two]);
    expect(fingerprints(bundle(`resources:${item('C')}`))).toEqual([two]);
  });

  it('a single drop keeps its own (the path of the key)', () => {
    const [single] = fingerprints(bundle('bogus: true'));
    const [grouped] = fingerprints(bundle('bogus: true\n  other: 1'));
    expect(single).not.toEqual(grouped);
    expect(fingerprints(bundle('image: x\n  bogus: true'))).toEqual([single]);
  });
});

describe('cr/unknown-field stands at the key, the text to delete or rename', () => {
  // Before, a dropped key with a scalar value stood at the value (11:12 to 11:13), and one whose
  // value is a block scalar spanned it from its header (7:11 to 9:1: over several lines, so the
  // annotation had no columns); now each is the key alone, on its line. A key holding a mapping
  // already stood at the key.
  const cr = yaml`
    apiVersion: stable.example.com/v1
    kind: CronTab
    metadata:
      name: my-new-cron-object
    spec:
      image: x
      script: |
        echo one
      containers:
        - name: a
          env: x
  `;
  const found = reviewFiles([unknownField], { 'crd.yaml': crontabCrd(), 'cr.yaml': cr });

  it('at the key of each dropped field, whatever its value (a block scalar, a plain scalar)', () => {
    expect(found.map((f) => `${f.fieldPath} ${f.line}:${f.column}-${f.endLine}:${f.endColumn}`)).toEqual([
      'spec.script 7:3-7:9',
      'spec.containers[0].env 11:7-11:10',
    ]);
  });

  it('in the workflow commands, which annotate the pull request: the key’s line and columns', () => {
    const out = renderWorkflowCommands({
      findings: found,
      rules: [],
      texts: () => undefined,
      stats: { files: 2, objects: 2, durationMs: 0 },
      toolVersion: '0',
    });
    expect(out.split('\n').map((l) => l.split('::').slice(0, 2).join('::'))).toEqual([
      '::warning file=cr.yaml,line=7,col=3,endLine=7,endColumn=9,title=cr/unknown-field',
      '::warning file=cr.yaml,line=11,col=7,endLine=11,endColumn=10,title=cr/unknown-field',
      '',
    ]);
  });
});

describe('cr/unknown-field: status under the status subresource', () => {
  // The main endpoint removes status after the decoder prunes it and before validation
  // (customResourceStrategy.PrepareForCreate): a value of the wrong type there is rejected only
  // by a write to /status, a warning without data.apiserver (the resource is accepted).
  const settings = (subresources?: string) =>
    crWidgetCrd(
      `
      type: object
      properties:
        status:
          type: object
          properties:
            settings: {type: object, additionalProperties: {type: string}}
      `,
      subresources ? { subresources } : {},
    );
  const cr = crWidget('status:\n  settings:\n    - ProcVirtualization: Enabled\n');

  it('with the subresource: a warning that only a write to /status is refused', () => {
    const found = runCr({ crd: settings('{status: {}}'), cr, rules: [unknownField] });
    expect(found.map((f) => [f.line, f.column, f.severity, f.fieldPath, f.data?.apiserver])).toEqual([
      [6, 3, 'warning', 'status.settings', undefined],
    ]);
    expect(found[0]?.message).toBe(
      'status.settings is a list where the schema of widgets.example.com version v1 declares an object: status is dropped on create and kept from the stored object on updates of the resource, so those pass (unless under the strict field validation kubectl apply uses by default, which refuses the object for the fields pruned while it is read, status too), but a write to the /status subresource with it is pruned of status.settings[0].ProcVirtualization and refused (status.settings: Invalid value: "array": status.settings in body must be of type object: "array")',
    );
  });

  it('without it: status is validated, and the list is rejected where an object is declared', () => {
    expect(runCr({ crd: settings(), cr, rules: [unknownField] }).map(pinned)).toEqual([
      'cr/unknown-field 6:3 status.settings | status.settings | Invalid value | "array": status.settings in body must be of type object: "array"',
    ]);
  });
});

// kubeedge/sedna's pod templates: controller-gen leaves an embedded ObjectMeta without properties.
describe("a key under a pod template's empty metadata", () => {
  it('names the controller-gen option that declares its fields', () => {
    const crd = widgetCrd({
      versions: schemaVersion(`
    type: object
    properties:
      spec:
        type: object
        properties:
          template:
            type: object
            properties:
              metadata: {type: object}
  `),
    });
    const cr =
      'apiVersion: example.com/v1\nkind: Widget\nmetadata: {name: w}\nspec:\n  template:\n    metadata: {name: x}\n';
    const [finding] = reviewFiles([unknownField], { 'crd.yaml': crd, 'cr.yaml': cr });
    expect(finding?.message).toBe(
      'spec.template.metadata.name is set under spec.template.metadata, an object with no properties in the schema of widgets.example.com version v1, so the apiserver drops it (or refuses the object, under the strict field validation kubectl apply uses by default); declare it in the CRD, or mark spec.template.metadata x-kubernetes-preserve-unknown-fields if it holds arbitrary data (controller-gen writes an embedded ObjectMeta so unless it runs with crd:generateEmbeddedObjectMeta=true, which declares its labels, annotations, name and namespace)',
    );
  });
});
