import { describe, expect, it } from 'vitest';
import { metadata } from '../../../src/rules/cr/metadata.js';
import { pinned, runCr, widget, widgetCrd } from './cr-fixtures.js';

// cr/metadata: CR-META-001 (the root's ObjectMeta, [VR] validator.go) and embedded resources
// (spec/cr-validation.md §6, [OM] objectmeta/validation.go), with apimachinery's messages as
// objectmeta/validation_test.go and the integration objectmeta_test.go show them.

const crd = widgetCrd(`
  type: object
  properties:
    spec:
      type: object
      properties:
        template:
          type: object
          x-kubernetes-embedded-resource: true
          x-kubernetes-preserve-unknown-fields: true
`);
const SUBDOMAIN =
  "a lowercase RFC 1123 subdomain must consist of lower case alphanumeric characters, '-' or '.', and must start and end with an alphanumeric character (e.g. 'example.com', regex used for validation is '[a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*')";

describe('CR-META-001: the root metadata', () => {
  it('a name that is not a DNS-1123 subdomain', () => {
    expect(runCr({ crd, cr: widget('spec: {}', 'My_Widget'), rules: [metadata] }).map(pinned)).toEqual([
      `cr/metadata 4:9 metadata.name | metadata.name | Invalid value | "My_Widget": ${SUBDOMAIN}`,
    ]);
  });

  // eks-anywhere's Release embedded into its CLI (`metadata: {creationTimestamp: null}`), pixie's
  // ClusterServiceVersion skeleton that a jq script completes: kubectl cannot apply either as it is.
  it('no name and no generateName: a notice, and nothing of the resource validated', () => {
    for (const meta of ['labels: {a: b}', 'creationTimestamp: null', 'name: ""\n  generateName: ""', 'name: null']) {
      const cr = `apiVersion: example.com/v1\nkind: Widget\nmetadata:\n  ${meta}\nspec: {size: -1, color: green}\n`;
      const found = runCr({ crd, cr });
      expect(found.map((f) => [f.ruleId, f.severity, f.line, f.fieldPath])).toEqual([
        ['cr/metadata', 'notice', 3, 'metadata'],
      ]);
      expect(found[0]?.message).toBe(
        'Widget has neither metadata.name nor metadata.generateName, so kubectl cannot apply it as it is: taken for data a program reads or a skeleton a tool completes, it was not validated against widgets.example.com',
      );
    }
  });

  // argo-workflows' examples: generateName indented under labels (fun-with-gifs.yaml), name
  // swallowed as the last line of an annotation's block scalar (k8s-jobs.yaml).
  it('a name or generateName one level too deep: a warning at it that says so', () => {
    const under = `apiVersion: example.com/v1\nkind: Widget\nmetadata:\n  labels:\n    app: demo\n    generateName: widget-\nspec: {}\n`;
    const found = runCr({ crd, cr: under });
    expect(found.map((f) => [f.ruleId, f.severity, f.line, f.column, f.fieldPath])).toEqual([
      ['cr/metadata', 'warning', 6, 5, 'metadata.labels[generateName]'],
    ]);
    expect(found[0]?.message).toBe(
      'Widget has neither metadata.name nor metadata.generateName, but metadata.labels holds `generateName: widget-`, likely indented one level too deep: kubectl refuses the object ("resource name may not be empty"); move `generateName` up to metadata',
    );
    const swallowed = `apiVersion: example.com/v1\nkind: Widget\nmetadata:\n  annotations:\n    why: |\n      needs a cluster\n      name: widget-a\nspec: {}\n`;
    expect(
      runCr({ crd, cr: swallowed }).map((f) => [
        f.severity,
        f.line,
        f.column,
        f.fieldPath,
        f.message.split(', likely')[0],
      ]),
    ).toEqual([
      [
        'warning',
        7, // the swallowed line, where the fix is
        7,
        'metadata.annotations[why]',
        'Widget has neither metadata.name nor metadata.generateName, but the last line of metadata.annotations[why] holds `name: widget-a`',
      ],
    ]);
  });

  it('a name that is not a string is validated: the apiserver drops it (ObjectMeta coercion) and refuses the object', () => {
    const cr = 'apiVersion: example.com/v1\nkind: Widget\nmetadata:\n  name: [widget-a]\nspec: {}\n';
    expect(runCr({ crd, cr, rules: [metadata] }).map((f) => [f.severity, f.message])).toEqual([
      ['error', 'metadata.name: Required value: name or generateName is required'],
    ]);
  });

  // k8s-config-connector's tutorials write `name: [PROJECT_ID]`, which YAML reads as a list: a
  // name to fill in, as `${NAME}` is.
  it('a name that is a bracketed placeholder is not judged', () => {
    const cr = 'apiVersion: example.com/v1\nkind: Widget\nmetadata:\n  name: [SA_NAME]\nspec: {}\n';
    expect(runCr({ crd, cr, rules: [metadata] })).toEqual([]);
  });

  it('a document without metadata at all is a file a tool reads in object shape (clusterctl metadata.yaml), not judged', () => {
    const cr = 'apiVersion: example.com/v1\nkind: Widget\nspec: {}\n';
    expect(runCr({ crd, cr })).toEqual([]);
  });

  it('a generateName that no name can start with', () => {
    const cr = 'apiVersion: example.com/v1\nkind: Widget\nmetadata:\n  generateName: Widget-\nspec: {}\n';
    expect(runCr({ crd, cr, rules: [metadata] }).map(pinned)).toEqual([
      `cr/metadata 4:17 metadata.generateName | metadata.generateName | Invalid value | "Widget-": ${SUBDOMAIN}`,
    ]);
  });

  it('generateName alone is enough', () => {
    const cr = 'apiVersion: example.com/v1\nkind: Widget\nmetadata:\n  generateName: w-\nspec: {}\n';
    expect(runCr({ crd, cr, rules: [metadata] })).toEqual([]);
  });

  it('a label value that is not a label value is reported at metadata.labels, placed at its key', () => {
    // seldon-core's samples: two labels `operator/v2`, each at its own line.
    const cr =
      'apiVersion: example.com/v1\nkind: Widget\nmetadata:\n  name: w\n  labels:\n    tier: "a b"\n    ok: fine\n    app: operator/v2\nspec: {}\n';
    const found = runCr({ crd, cr, rules: [metadata] });
    expect(
      found.map(
        (f) =>
          `${f.line} ${(f.data as { apiserver: { path: string; type: string } }).apiserver.path} ${(f.data as { apiserver: { type: string } }).apiserver.type}`,
      ),
    ).toEqual(['6 metadata.labels Invalid value', '8 metadata.labels Invalid value']);
  });

  it('a label key that is a placeholder is not judged; a key beside it is', () => {
    const cr =
      'apiVersion: example.com/v1\nkind: Widget\nmetadata:\n  name: w\n  labels:\n    "${LABEL_KEY}": "y"\n    "a b": "y"\nspec: {}\n';
    expect(runCr({ crd, cr, rules: [metadata] }).map((f) => f.line)).toEqual([7]);
  });

  // RamenDR/ramen's test manifests, which Python's string.Template fills in before kubectl sees them.
  it('a label holding `$name` in a template (a whole `$name` value elsewhere) is not judged; outside one, it is', () => {
    const cr = (spec: string) =>
      `apiVersion: example.com/v1\nkind: Widget\nmetadata:\n  name: w\n  labels:\n    zone: $zone-$site-1\nspec: {${spec}}\n`;
    expect(runCr({ crd, cr: cr('pool: $pool'), rules: [metadata] })).toEqual([]);
    expect(runCr({ crd, cr: cr(''), rules: [metadata] }).map((f) => f.line)).toEqual([6]);
  });

  it('the name is not re-checked on update (it is immutable, and the update was found by it)', () => {
    const cr = widget('spec: {}', 'My_Widget');
    expect(runCr({ crd, cr, baseCr: cr, rules: [metadata] })).toEqual([]);
  });
});

describe('§6: embedded resources', () => {
  it('an embedded resource without apiVersion and kind', () => {
    const cr = widget(`
      spec:
        template:
          metadata: {name: x}
    `);
    expect(runCr({ crd, cr, rules: [metadata] }).map(pinned)).toEqual([
      'cr/metadata 6:3 spec.template | spec.template.apiVersion | Required value | ',
      'cr/metadata 6:3 spec.template | spec.template.kind | Required value | ',
    ]);
  });

  it('a kind that is not a DNS-1035 label once lower-cased, and a name that cannot be a path segment', () => {
    const cr = widget(`
      spec:
        template:
          apiVersion: v1
          kind: Config_Map
          metadata: {name: a/b}
    `);
    expect(runCr({ crd, cr, rules: [metadata] }).map((f) => f.message)).toEqual([
      "spec.template.kind: Invalid value: \"Config_Map\": may have mixed case, but should otherwise match: a DNS-1035 label must consist of lower case alphanumeric characters or '-', start with an alphabetic character, and end with an alphanumeric character (e.g. 'my-name',  or 'abc-123', regex used for validation is '[a-z]([-a-z0-9]*[a-z0-9])?')",
      'spec.template.metadata.name: Invalid value: "a/b": may not contain \'/\'',
    ]);
  });

  it('an apiVersion with two slashes', () => {
    const cr = widget(`
      spec:
        template: {apiVersion: a/b/c, kind: Pod}
    `);
    expect(runCr({ crd, cr, rules: [metadata] }).map(pinned)).toEqual([
      'cr/metadata 6:26 spec.template.apiVersion | spec.template.apiVersion | Invalid value | "a/b/c": unexpected GroupVersion string: a/b/c',
    ]);
  });

  it('a complete embedded resource is fine, and its name may be absent', () => {
    const cr = widget(`
      spec:
        template: {apiVersion: apps/v1, kind: Deployment, metadata: {labels: {app: x}}, spec: {replicas: 1}}
    `);
    expect(runCr({ crd, cr, rules: [metadata] })).toEqual([]);
  });
});

// objectmeta/validation_test.go (TestValidateEmbeddedResource, TestValidate) through the review.
describe('§6: objectmeta validation_test.go', () => {
  const nestedCrd = widgetCrd(`
    type: object
    properties:
      spec:
        type: object
        properties:
          embedded: {type: object, x-kubernetes-embedded-resource: true, x-kubernetes-preserve-unknown-fields: true}
          nested:
            type: object
            x-kubernetes-embedded-resource: true
            x-kubernetes-preserve-unknown-fields: true
            properties:
              embedded: {type: object, x-kubernetes-embedded-resource: true, x-kubernetes-preserve-unknown-fields: true}
          items: {type: array, items: {type: object, x-kubernetes-embedded-resource: true, x-kubernetes-preserve-unknown-fields: true}}
          additionalProperties:
            type: object
            additionalProperties: {type: object, x-kubernetes-embedded-resource: true, x-kubernetes-preserve-unknown-fields: true}
  `);
  const paths = (body: string) =>
    runCr({ crd: nestedCrd, cr: widget(body), rules: [metadata] }).map((f) => {
      const a = (f.data as { apiserver: { path: string; type: string } }).apiserver;
      return `${a.path} ${a.type}`;
    });

  it('nested, items and additionalProperties: each embedded object needs apiVersion and kind', () => {
    expect(paths('spec: {nested: {embedded: {}}, items: [{}], additionalProperties: {foo: {}}}').sort()).toEqual(
      [
        'spec.nested.apiVersion Required value',
        'spec.nested.kind Required value',
        'spec.nested.embedded.apiVersion Required value',
        'spec.nested.embedded.kind Required value',
        'spec.items[0].apiVersion Required value',
        'spec.items[0].kind Required value',
        'spec.additionalProperties[foo].apiVersion Required value',
        'spec.additionalProperties[foo].kind Required value',
      ].sort(),
    );
  });

  it('"invalid": name, namespace, a label key and value, an annotation key', () => {
    const body = `
      spec:
        embedded:
          apiVersion: foo/v1
          kind: Foo
          metadata:
            name: ".."
            namespace: "$$$"
            labels: {"#": "#"}
            annotations: {"#": "#"}
    `;
    expect(paths(body)).toEqual([
      'spec.embedded.metadata.name Invalid value',
      'spec.embedded.metadata.namespace Invalid value',
      'spec.embedded.metadata.labels Invalid value',
      'spec.embedded.metadata.labels Invalid value',
      'spec.embedded.metadata.annotations Invalid value',
    ]);
  });

  it('"invalid kind": foo.bar-com is not a DNS-1035 label', () => {
    expect(paths('spec: {embedded: {apiVersion: foo/v1, kind: foo.bar-com}}')).toEqual([
      'spec.embedded.kind Invalid value',
    ]);
  });

  it('"no name" and "no namespace" are fine', () => {
    expect(
      paths(
        'spec: {embedded: {apiVersion: foo/v1, kind: Foo, metadata: {namespace: kube-system}}, nested: {apiVersion: foo/v1, kind: Foo, metadata: {name: foo}}}',
      ),
    ).toEqual([]);
  });
});
