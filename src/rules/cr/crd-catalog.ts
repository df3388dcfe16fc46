import { isJsonObject, type KubeObject } from '../../parse/kube-object.js';
import { parseManifestFile } from '../../parse/manifest-file.js';

// CR-MATCH-003 (spec/cr-validation.md §3): `cr.catalog` names a directory of more CRD manifests
// (vendored upstream CRDs, say) that custom resources of the repository are matched against. They
// are read before the review (sources/catalog-files.ts) and handed to the rules as a service:
// used for matching only, never reviewed or reported on. A kind the repository's own CRDs define
// is matched against those alone.

export interface CrdCatalog {
  readonly crds: readonly KubeObject[];
}

/** The CRDs among the catalog's files; other documents and files that do not parse are left out. */
export function crdCatalogOf(
  files: readonly { readonly path: string; readonly content: Uint8Array | string }[],
): CrdCatalog {
  const crds = files.flatMap((f) =>
    parseManifestFile(f.path, f.content).objects.filter(
      (o) => o.group === 'apiextensions.k8s.io' && o.kind === 'CustomResourceDefinition' && isJsonObject(o.value.spec),
    ),
  );
  return { crds };
}
