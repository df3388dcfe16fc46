import { posix } from 'node:path';
import type { ManifestFile } from '../../parse/manifest-file.js';
import { isJsonObject, type JsonObject, type KubeObject } from '../../parse/kube-object.js';
import { isKustomizationPath, KUSTOMIZATION_FILE_NAMES, resolveEntry } from '../../parse/kustomize-patches.js';
import { LIMITS } from '../../parse/parse-problem.js';
import { loadYaml } from '../../parse/yaml-load.js';

// The namespaces kustomizations give to the files they build (spec/referencegrant.md §2.1 item 2,
// as changed: see namespace-defaults.ts). kustomize's namespace transformer sets `namespace:` on
// every namespaced resource a kustomization accumulates: the files it lists under `resources`
// (and the deprecated `bases`), and everything the kustomizations and components it lists build
// in turn. The outermost kustomization that sets one wins, so an overlay elsewhere in the
// repository (`resources: [../base]`, `namespace: apps`) moves the base's objects to apps
// (sigs.k8s.io/kustomize/api/krusty/kustomizer.go: the overlay's transformers run after its
// resources are accumulated). Kustomizations are not rendered here: what they list is read,
// nothing more; remote and generated resources are not followed.
//
// A Flux Kustomization (kustomize.toolkit.fluxcd.io) with `spec.targetNamespace` builds the
// kustomization at `spec.path` of its source and sets that namespace on all it builds, over the
// namespaces below (kustomize-controller writes it as the namespace of an overlay around the
// path): so it is one more outermost kustomization, listing that directory. Only where its source
// is this repository: the GitRepository `flux-system` that `flux bootstrap` makes for the
// repository it bootstraps from (a path of another source names another tree), and only a path
// that holds a kustomization (without one, Flux builds every manifest below the path, which is
// not followed here). GitOps repositories made from onedr0p's cluster-template apply each app's
// directory that way, with no namespace in its kustomization.yaml.

interface Kustomization {
  readonly dir: string;
  readonly namespace: string | undefined;
  /** Repository paths of the files it lists. */
  readonly files: readonly string[];
  /** Directories of the kustomizations and components it lists. */
  readonly children: readonly string[];
}

/**
 * For every file some kustomization builds, the namespaces it is deployed to, one per way of
 * building it (each kustomization that no other lists is a way). A file no namespace-setting
 * kustomization reaches is absent. `allPaths`: every file of the world, for the entries the
 * kustomizations list; `kustomizations`: its files that may be kustomizations.
 */
export function kustomizeNamespaces(
  allPaths: readonly string[],
  kustomizations: readonly ManifestFile[],
  fluxKustomizations: readonly KubeObject[] = [],
): ReadonlyMap<string, ReadonlySet<string>> {
  const paths = new Set(allPaths);
  const byDir = new Map<string, Kustomization>();
  for (const file of kustomizations) {
    if (!isKustomizationPath(file.path) || file.problems.length > 0) continue;
    const dir = posix.dirname(file.path);
    if (byDir.has(dir)) continue; // kustomize refuses a directory with two; the first stands for it
    const k = readKustomization(dir, file, paths);
    if (k) byDir.set(dir, k);
  }
  for (const o of fluxKustomizations) {
    const k = fluxKustomization(o, byDir);
    if (k) byDir.set(k.dir, k);
  }
  const listed = new Set([...byDir.values()].flatMap((k) => k.children));
  const out = new Map<string, Set<string>>();
  const done = new Set<string>();
  const reached = new Set<string>();
  // Each (kustomization, namespace it is built under) once: the same base under the same
  // overlay namespace gives the same answer, so diamonds and cycles cost nothing more.
  const visit = (k: Kustomization, inherited: string | undefined): void => {
    const key = `${k.dir}\u0000${inherited ?? ''}`;
    if (done.has(key)) return;
    done.add(key);
    reached.add(k.dir);
    const namespace = inherited ?? k.namespace;
    if (namespace !== undefined) {
      for (const f of k.files) {
        const set = out.get(f);
        if (set) set.add(namespace);
        else out.set(f, new Set([namespace]));
      }
    }
    for (const child of k.children) {
      const c = byDir.get(child);
      if (c) visit(c, namespace);
    }
  };
  for (const k of byDir.values()) if (!listed.has(k.dir)) visit(k, undefined);
  // Kustomizations that only list each other in a cycle have no outermost one: each stands alone.
  for (const k of byDir.values()) if (!reached.has(k.dir)) visit(k, undefined);
  return out;
}

/** A Flux Kustomization of this repository's source, with a target namespace, as a kustomization listing its path. */
function fluxKustomization(o: KubeObject, byDir: ReadonlyMap<string, Kustomization>): Kustomization | undefined {
  const spec = o.value.spec;
  if (o.group !== 'kustomize.toolkit.fluxcd.io' || o.kind !== 'Kustomization' || !isJsonObject(spec)) return undefined;
  const { sourceRef, targetNamespace, path } = spec;
  if (!isJsonObject(sourceRef) || sourceRef.kind !== 'GitRepository' || sourceRef.name !== 'flux-system')
    return undefined;
  if (typeof targetNamespace !== 'string' || targetNamespace === '') return undefined;
  // The path is from the source's root, which here is the repository's (`./apps/web`, `apps/web/`).
  const dir = typeof path === 'string' ? resolveEntry('.', path) : '.';
  if (dir === undefined || !byDir.has(dir)) return undefined;
  // Its own key in byDir: no directory is named so.
  return { dir: `flux:${o.source.file}:${o.name}`, namespace: targetNamespace, files: [], children: [dir] };
}

function readKustomization(dir: string, file: ManifestFile, paths: ReadonlySet<string>): Kustomization | undefined {
  const value = kustomizationValue(file);
  if (!value) return undefined;
  const namespace = typeof value.namespace === 'string' && value.namespace !== '' ? value.namespace : undefined;
  const files: string[] = [];
  const children: string[] = [];
  for (const key of ['resources', 'bases', 'components']) {
    const list = value[key];
    if (!Array.isArray(list)) continue;
    for (const entry of list) {
      const p = typeof entry === 'string' ? resolveEntry(dir, entry) : undefined;
      if (p === undefined) continue;
      if (paths.has(p)) files.push(p);
      else if (KUSTOMIZATION_FILE_NAMES.some((name) => paths.has(posix.join(p, name)))) children.push(p);
    }
  }
  return { dir, namespace, files, children };
}

// A kustomization with apiVersion and kind is an object of kind Kustomization (or Component);
// the many without them are not objects, so their text is read here (it has already parsed
// without problems).
function kustomizationValue(file: ManifestFile): JsonObject | undefined {
  const object = file.objects.find((o) => o.kind === 'Kustomization' || o.kind === 'Component');
  if (object) return object.value;
  if (file.objects.length > 0) return undefined;
  try {
    const value: unknown = loadYaml(file.text, { maxDepth: LIMITS.maxDepth, maxAliases: 0 })[0];
    return isJsonObject(value) ? value : undefined;
  } catch {
    return undefined; // unreadable here means nothing to learn; parse rules report the file
  }
}
