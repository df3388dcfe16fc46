import { isJsonObject, type KubeObject } from '../../../parse/kube-object.js';
import type { World } from '../../../engine/world.js';
import { crdVersions } from '../hoisting.js';
import { SchemaNode } from '../schema/schema-node.js';

// Which CRD of the repository serves a custom resource: the one whose spec.group and
// spec.names.kind are the resource's group and kind, at the version named by its apiVersion.

export interface ServingSchema {
  readonly crd: KubeObject;
  readonly version: string;
  /** The version's openAPIV3Schema; undefined when it has none (everything but meta is pruned). */
  readonly schema: SchemaNode | undefined;
}

/**
 * Every CRD in the world that serves `o` with pruning on. A CRD with `spec.preserveUnknownFields:
 * true` (a legacy v1 object) does not prune, so it is left out. Several CRDs can serve one kind
 * (standard and experimental channels, feature-set variants): all of them are returned.
 */
export function servingSchemas(index: CrdIndex, o: KubeObject): ServingSchema[] {
  if (o.group === 'apiextensions.k8s.io') return [];
  return (index.get(`${o.group}/${o.kind}`) ?? []).flatMap((crd) => {
    const version = crdVersions(crd).find((v) => v.name === o.version);
    if (!version) return [];
    const schema = isJsonObject(version.schema) ? SchemaNode.of(version.schema.openAPIV3Schema) : undefined;
    return [{ crd, version: o.version, schema }];
  });
}

/** The pruning v1 CRDs of a world by `group/kind`, built once per check. */
export type CrdIndex = ReadonlyMap<string, readonly KubeObject[]>;

/** The objects a CRD of the index may serve (a superset: the group is not compared), in file order. */
export function customResourceCandidates(world: World, index: CrdIndex): KubeObject[] {
  const kinds = new Set<string>();
  for (const crds of index.values()) {
    for (const crd of crds) {
      const names = isJsonObject(crd.value.spec) && isJsonObject(crd.value.spec.names) ? crd.value.spec.names : {};
      if (typeof names.kind === 'string') kinds.add(names.kind);
    }
  }
  return world.ofKinds(kinds);
}
