import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../../../../src/parse/kube-object.js';
import { parseManifestFile } from '../../../../src/parse/manifest-file.js';
import { crdSchemas, type CrdSchema } from '../../../../src/rules/crd/schema/crd-schemas.js';
import { walkSchema, type SchemaLocation } from '../../../../src/rules/crd/schema/walk-schema.js';
import { schemaOf } from './schema-of.js';

const crdOf = (text: string) => {
  const objects = parseManifestFile('crd.yaml', text).objects;
  if (!objects[0]) throw new Error('no object');
  return objects[0];
};

const visited = (schema: CrdSchema): SchemaLocation[] => {
  const out: SchemaLocation[] = [];
  walkSchema(schema, (at) => {
    out.push(at);
  });
  return out;
};

describe('crdSchemas (CRD-HOIST-001)', () => {
  it('gives a schema shared by every version once, at the first version', () => {
    const crd = crdOf(`
apiVersion: apiextensions.k8s.io/v1
kind: CustomResourceDefinition
metadata: {name: a.b.c}
spec:
  group: b.c
  versions:
    - {name: v1, schema: {openAPIV3Schema: {type: object}}, subresources: {}}
    - {name: v2, schema: {openAPIV3Schema: {type: object}}, subresources: {status: {}}}
`);
    const schemas = crdSchemas(crd);
    expect(
      schemas.map((s) => [
        s.versionIndex,
        s.hoisted,
        s.manifestRoot.toString(),
        s.apiserverRoot.toString(),
        s.statusEnabled,
      ]),
    ).toEqual([[0, true, 'spec.versions[0].schema.openAPIV3Schema', 'spec.validation.openAPIV3Schema', true]]);
  });

  it('gives each version its own schema when they differ, with its own status', () => {
    const crd = crdOf(`
apiVersion: apiextensions.k8s.io/v1
kind: CustomResourceDefinition
metadata: {name: a.b.c}
spec:
  group: b.c
  versions:
    - {name: v1, schema: {openAPIV3Schema: {type: object}}}
    - {name: v2}
    - {name: v3, schema: {openAPIV3Schema: {type: object, description: x}}, subresources: {status: {}}}
`);
    expect(crdSchemas(crd).map((s) => [s.versionName, s.hoisted, s.apiserverRoot.toString(), s.statusEnabled])).toEqual(
      [
        ['v1', false, 'spec.versions[0].schema.openAPIV3Schema', false],
        ['v3', false, 'spec.versions[2].schema.openAPIV3Schema', true],
      ],
    );
  });
});

describe('walkSchema', () => {
  it('visits every node pre-order with its manifest and apiserver paths', () => {
    const schema = schemaOf({
      type: 'object',
      properties: {
        spec: {
          type: 'object',
          properties: { a: { type: 'array', items: { type: 'string' } } },
          anyOf: [{ required: ['a'] }],
        },
      },
      additionalProperties: { type: 'string' },
      patternProperties: { '^x': { not: { type: 'string' } } },
      dependencies: { a: ['b'], c: { required: ['d'] } },
      items: [{ type: 'string' }],
    });
    const seen = visited(schema);
    expect(seen.map((l) => l.apiserverPath().toString())).toEqual([
      'spec.validation.openAPIV3Schema',
      'spec.validation.openAPIV3Schema.properties[spec]',
      'spec.validation.openAPIV3Schema.properties[spec].properties[a]',
      'spec.validation.openAPIV3Schema.properties[spec].properties[a].items',
      'spec.validation.openAPIV3Schema.properties[spec].anyOf[0]',
      'spec.validation.openAPIV3Schema.additionalProperties',
      'spec.validation.openAPIV3Schema.items[0]',
      'spec.validation.openAPIV3Schema.dependencies[c]',
      'spec.validation.openAPIV3Schema.patternProperties[^x]',
      'spec.validation.openAPIV3Schema.patternProperties[^x].not',
    ]);
    expect(seen[3]?.manifestPath().toString()).toBe(
      'spec.versions[0].schema.openAPIV3Schema.properties[spec].properties[a].items',
    );
    expect(seen.map((l) => [l.depth, l.inJunctor, l.unvalidated])).toEqual([
      [0, false, false],
      [1, false, false],
      [2, false, false],
      [3, false, false],
      [2, true, false],
      [1, false, false],
      [1, false, false],
      [1, false, false],
      [1, false, true],
      [2, true, true],
    ]);
  });

  it("leaves a node's children unvisited when the visitor says skip", () => {
    const schema = schemaOf({ properties: { a: { properties: { b: {} } }, c: {} } });
    const seen: string[] = [];
    walkSchema(schema, (at) => {
      seen.push(at.apiserverPath().toString());
      return at.key === 'a' ? 'skip' : undefined;
    });
    expect(seen).toEqual([
      'spec.validation.openAPIV3Schema',
      'spec.validation.openAPIV3Schema.properties[a]',
      'spec.validation.openAPIV3Schema.properties[c]',
    ]);
  });

  it.each([1000, 100_000])('walks a schema %i levels deep without overflowing the stack', (depth) => {
    let root: JsonObject = { type: 'string' };
    for (let i = 0; i < depth; i++) root = { type: 'object', properties: { a: root } };
    let deepest = 0;
    walkSchema(schemaOf(root), (at) => {
      deepest = Math.max(deepest, at.depth);
    });
    expect(deepest).toBe(depth);
  });

  it('walks the deepest schema the parser accepts, given as JSON', () => {
    let s = '{"type":"string"}';
    for (let i = 0; i < 990; i++) s = `{"type":"array","items":${s}}`;
    const crd = crdOf(
      `{"apiVersion":"apiextensions.k8s.io/v1","kind":"CustomResourceDefinition","metadata":{"name":"a.b.c"},"spec":{"group":"b.c","versions":[{"name":"v1","schema":{"openAPIV3Schema":${s}}}]}}`,
    );
    const [schema] = crdSchemas(crd);
    if (!schema) throw new Error('no schema');
    let count = 0;
    walkSchema(schema, () => {
      count++;
    });
    expect(count).toBe(991);
  });
});
