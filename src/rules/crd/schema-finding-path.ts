import type { FieldPath } from '../../engine/field-path.js';
import type { CrdSchema } from './schema/crd-schemas.js';

// A FieldError carries the apiserver's (hoisted) path; the finding lands where the user edits.
// Both share the steps below the schema root, so the manifest path is the apiserver path with
// its root swapped (CRD-HOIST-001).
export function manifestPathOf(apiserverPath: FieldPath, schema: CrdSchema): FieldPath {
  const rootLength = schema.apiserverRoot.steps().length;
  let p = schema.manifestRoot;
  for (const s of apiserverPath.steps().slice(rootLength)) p = 'field' in s ? p.child(s.field) : p.key(s.subscript);
  return p;
}
