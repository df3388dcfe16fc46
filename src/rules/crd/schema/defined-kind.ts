import { isJsonObject, type KubeObject } from '../../../parse/kube-object.js';

/** The kind a CRD defines (`spec.names.kind`); '' when it names none. */
export function definedKind(crd: KubeObject): string {
  const spec = isJsonObject(crd.value.spec) ? crd.value.spec : {};
  const names = isJsonObject(spec.names) ? spec.names : {};
  return typeof names.kind === 'string' ? names.kind : '';
}
