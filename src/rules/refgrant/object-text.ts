import type { ObjectKey } from './grant.js';

// How findings name objects: `kind[.group] namespace/name`, the group only when it is not core,
// as kubectl prints resources (`Service b/web`, `VolumeSnapshot.snapshot.storage.k8s.io prod/s`).
export function objectText(o: Pick<ObjectKey, 'group' | 'kind' | 'namespace' | 'name'>): string {
  return `${kindText(o.group, o.kind)} ${o.namespace}/${o.name}`;
}

export function kindText(group: string, kind: string): string {
  return group === '' ? kind : `${kind}.${group}`;
}
