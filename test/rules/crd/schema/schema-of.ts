import { FieldPath } from '../../../../src/engine/field-path.js';
import type { JsonObject } from '../../../../src/parse/kube-object.js';
import type { CrdSchema } from '../../../../src/rules/crd/schema/crd-schemas.js';

/** A hoisted v1 schema with `root` as its openAPIV3Schema, for tests that walk a schema directly. */
export const schemaOf = (root: JsonObject): CrdSchema => ({
  versionIndex: 0,
  versionName: 'v1',
  hoisted: true,
  root,
  manifestRoot: FieldPath.of('spec', 'versions').index(0).child('schema', 'openAPIV3Schema'),
  apiserverRoot: FieldPath.of('spec', 'validation', 'openAPIV3Schema'),
  statusEnabled: false,
  memo: {},
});
