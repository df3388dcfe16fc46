import path from 'node:path';
import { consultedText } from './decode-text.js';
import { isJsonObject } from './kube-object.js';
import { kustomizationOf, resolveEntry } from './kustomize-patches.js';

// The files a kustomization's ConfigMap and Secret generators read are data, not objects:
// kustomize puts each file's bytes under a key of the ConfigMap it generates, and what reads them
// later (a controller, a ClusterResourceSet) decides what they are. security-profiles-operator
// ships its AppArmor profile for the bpf recorder that way (deploy/base: configMapGenerator
// files), a custom resource the operator installs on each node itself, and cluster-api-provider-aws
// hands the manifests of a workload cluster's add-ons to a ClusterResourceSet in a ConfigMap.
// Reviewed as objects here, their duplicate set items and keys were errors about something no
// apiserver of this repository ever receives.

/**
 * The files a kustomization's `configMapGenerator` and `secretGenerator` read, relative to the
 * repository: each `files` entry, `path` or `key=path`. A kustomization that cannot be read lists nothing.
 */
export function generatorDataPathsOf(kustomizationPath: string, content: Uint8Array | string): string[] {
  const text = consultedText(content);
  const value = text === undefined ? undefined : kustomizationOf(text);
  if (value === undefined) return [];
  const dir = path.posix.dirname(kustomizationPath);
  const found: string[] = [];
  for (const key of ['configMapGenerator', 'secretGenerator']) {
    const generators = value[key];
    if (!Array.isArray(generators)) continue;
    for (const generator of generators) {
      const files = isJsonObject(generator) ? generator.files : undefined;
      if (!Array.isArray(files)) continue;
      for (const entry of files) {
        if (typeof entry !== 'string') continue;
        // `key=path` (kubectl's --from-file form) names the key; the path follows the `=`.
        const at = entry.indexOf('=');
        const resolved = resolveEntry(dir, at === -1 ? entry : entry.slice(at + 1));
        if (resolved !== undefined) found.push(resolved);
      }
    }
  }
  return found;
}
