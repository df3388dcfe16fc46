import { describe, expect, it } from 'vitest';
import { FieldPath } from '../../../../src/engine/field-path.js';
import { rebase, rebaser } from '../../../../src/rules/crd/schema/schema-error.js';

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
