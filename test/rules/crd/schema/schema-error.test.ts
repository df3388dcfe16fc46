import { describe, expect, it } from 'vitest';
import { FieldPath } from '../../../../src/engine/field-path.js';
import { invalid } from '../../../../src/engine/field-error.js';
import { parseManifestFile } from '../../../../src/parse/manifest-file.js';
import type { CrdSchema } from '../../../../src/rules/crd/schema/crd-schemas.js';
import { rebase, rebaser, schemaError, schemaReports } from '../../../../src/rules/crd/schema/schema-error.js';

// A schema's errors are reported at the manifest's path (spec.versions[i].schema…), not the
// apiserver's (spec.validation.openAPIV3Schema… when hoisted). rebaser() moves many paths at
// once, each shared parent once; its answers must be rebase()'s.

const apiserverRoot = FieldPath.of('spec', 'validation', 'openAPIV3Schema');
const manifestRoot = FieldPath.of('spec').child('versions').index(0).child('schema', 'openAPIV3Schema');
const field = (n: number) => apiserverRoot.child('properties').key('spec').child('properties').key(`f${n}`);

describe('rebaser', () => {
  const toManifest = rebaser(apiserverRoot, manifestRoot);
  const paths = [
    field(1).child('type'),
    field(1).child('items').child('type'),
    field(2).child('x-kubernetes-list-type'),
    apiserverRoot,
    apiserverRoot.child('nullable'),
    // Built apart from the root object: the steps count, as in rebase().
    FieldPath.of('spec', 'validation', 'openAPIV3Schema', 'properties').key('status'),
  ];

  it.each(paths.map((p) => [p.toString(), p] as const))('moves %s as rebase does', (_name, path) => {
    expect(toManifest(path).toString()).toBe(rebase(path, apiserverRoot, manifestRoot).toString());
    expect(toManifest(path).segments()).toEqual(rebase(path, apiserverRoot, manifestRoot).segments());
  });

  it('moves a parent the paths share once', () => {
    const parent = field(3);
    const a = toManifest(parent.child('type'));
    const b = toManifest(parent.child('format'));
    expect(a.parentPath()).toBe(b.parentPath());
    expect(a.toString()).toBe('spec.versions[0].schema.openAPIV3Schema.properties[spec].properties[f3].type');
  });
});

describe('schemaReports', () => {
  const [crd] = parseManifestFile(
    'crd.yaml',
    'apiVersion: apiextensions.k8s.io/v1\nkind: CustomResourceDefinition\nmetadata: {name: widgets.example.com}\nspec: {group: example.com}\n',
  ).objects;
  const schema = { versionName: 'v1', apiserverRoot, manifestRoot } as unknown as CrdSchema;
  const at = (n: number, key: string) => field(n).child(key);

  // Two errors at one path (two bad list-map keys) are two findings: their discriminators differ.
  it('tells apart errors alike at one path, wherever the path was built, and leaves others as rendered', () => {
    const errors = [
      schemaError('m', invalid(at(1, 'type'), 'strin', 'bad')),
      schemaError('m', invalid(at(1, 'type'), 'strin', 'bad')),
      schemaError('m', invalid(at(1, 'type'), 'strin', 'other')),
      schemaError(
        'm',
        invalid(
          FieldPath.of('spec', 'validation', 'openAPIV3Schema', 'properties')
            .key('spec')
            .child('properties')
            .key('f1')
            .child('type'),
          'strin',
          'bad',
        ),
      ),
      schemaError('m', invalid(at(2, 'type'), 'strin', 'bad')),
    ];
    const rendered = (n: number, detail: string) =>
      `spec.validation.openAPIV3Schema.properties[spec].properties[f${n}].type: Invalid value: "strin": ${detail}`;
    if (!crd) throw new Error('no CRD read');
    expect(schemaReports(crd, schema, errors).map((r) => r.discriminator)).toEqual([
      rendered(1, 'bad'),
      `${rendered(1, 'bad')} #2`,
      rendered(1, 'other'),
      `${rendered(1, 'bad')} #3`,
      rendered(2, 'bad'),
    ]);
  });
});
