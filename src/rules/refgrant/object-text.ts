import type { ObjectKey } from './grant.js';

// How findings name objects: `kind[.group] namespace/name`, the group only when it is not core,
// as kubectl prints resources (`Service b/web`, `VolumeSnapshot.snapshot.storage.k8s.io prod/s`).
// An object whose namespace the repository does not state is `kind[.group] name`. A name no
// object can have is quoted, so that `"*"` (kgateway's "every route" in route delegation) reads
// as the literal name a grant's `to.name` would compare, not as a wildcard or a path.
export function objectText(
  o: Pick<ObjectKey, 'group' | 'kind' | 'name'> & { readonly namespace: string | undefined },
): string {
  const name = OBJECT_NAME.test(o.name) ? o.name : JSON.stringify(o.name);
  return `${kindText(o.group, o.kind)} ${o.namespace === undefined ? name : `${o.namespace}/${name}`}`;
}

// A DNS-1123 subdomain, the name rule of most kinds (apimachinery validation.IsDNS1123Subdomain).
const OBJECT_NAME = /^[a-z0-9]([-a-z0-9.]*[a-z0-9])?$/;

export function kindText(group: string, kind: string): string {
  return group === '' ? kind : `${kind}.${group}`;
}
