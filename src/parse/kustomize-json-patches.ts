import path from 'node:path';
import { isJsonObject, type JsonObject } from './kube-object.js';
import { LIMITS } from './parse-problem.js';
import { isKustomizationPath, kustomizationOf, resolveEntry, resourcesOf } from './kustomize-patches.js';
import { loadYaml } from './yaml-load.js';

// The JSON6902 patches kustomizations apply to the resources they list: cass-operator deploys its
// CRD through config/crd/kustomization.yaml, whose patch removes the `config` property (a schema of
// type string with format byte, where the resources hold an object) before any cluster sees it.
// Only what can be read exactly is taken: a patch that is a list of operations (a strategic-merge
// patch is an object, and merges by rules not modelled here), with a target of group, version,
// kind and name (regular expressions, anchored, as kustomize matches them); a target with a label
// or annotation selector, or a namespace, is left out. Resources are files a kustomization lists,
// or the resources of a directory it lists, through other kustomizations (a kustomization's own
// patches are applied first, then those of the kustomizations that list its directory, outward).
// A kustomization's commonAnnotations are one more step, after its patches. Of a strategic-merge
// patch (an object, in `patches` or `patchesStrategicMerge`), only the annotations it sets are
// read, on the resource its apiVersion, kind and name (or its entry's target) select, and a CRD's
// `spec.preserveUnknownFields`, a boolean that merges by replacing: its other fields merge by rules
// not modelled here. kubernetes-sigs/about-api gives its CRD its
// api-approved.kubernetes.io through such a patch in config/crd/kustomization.yaml.

export interface PatchTarget {
  readonly group?: string;
  readonly version?: string;
  readonly kind?: string;
  readonly name?: string;
}

export interface JsonPatch {
  readonly kustomization: string;
  readonly target: PatchTarget;
  readonly operations: readonly unknown[];
  /**
   * Annotations set with no operations: the kustomization's `commonAnnotations`, on every resource
   * after its patches (kustomize's AnnotationsTransformer runs after the patch transformers; the
   * container object storage interface's kustomization gives its CRDs their
   * api-approved.kubernetes.io so), or those a strategic-merge patch sets on its target.
   */
  readonly annotations?: Readonly<Record<string, string>>;
}

/** Each way of rendering a resource file: the patches applied to it, in order. */
export type PatchChains = ReadonlyMap<string, readonly (readonly JsonPatch[])[]>;

/** Kustomizations nest a few levels (config/default lists ../crd); this bounds a cycle or a deep chain. */
const MAX_DEPTH = 8;
/** Ways of rendering one file beyond this are not followed: each is one more variant of the resource. */
const MAX_CHAINS = 8;

/**
 * The patch chains of each resource file the kustomizations reach. `textAt` reads a file of the
 * repository by path (the kustomizations' patch files).
 */
export function jsonPatchChains(
  kustomizationPaths: readonly string[],
  textAt: (path: string) => string | undefined,
): PatchChains {
  const byDir = new Map<string, string>();
  for (const p of kustomizationPaths) if (isKustomizationPath(p)) byDir.set(path.posix.dirname(p), p);
  const read = new Map<string, { resources: string[]; patches: JsonPatch[] } | undefined>();
  const kustomization = (p: string) => {
    if (!read.has(p)) read.set(p, readKustomization(p, textAt));
    return read.get(p);
  };
  const chains = new Map<string, (readonly JsonPatch[])[]>();
  // Every kustomization is a root someone may build; the chain grows outward as directories nest.
  const visit = (p: string, outer: readonly JsonPatch[], depth: number, seen: ReadonlySet<string>): void => {
    const k = kustomization(p);
    if (!k || depth > MAX_DEPTH) return;
    const patches = [...k.patches, ...outer];
    for (const resource of k.resources) {
      const nested = byDir.get(resource);
      if (nested !== undefined) {
        if (!seen.has(nested)) visit(nested, patches, depth + 1, new Set([...seen, nested]));
        continue;
      }
      if (patches.length === 0) continue;
      const list = chains.get(resource) ?? [];
      if (list.length < MAX_CHAINS) list.push(patches);
      chains.set(resource, list);
    }
  };
  // A kustomization's own patches reach its files only through it; each outer one adds its own.
  // Walking from every kustomization, inner chains are found once as roots and again inside outer ones.
  for (const p of byDir.values()) visit(p, [], 0, new Set([p]));
  return chains;
}

function readKustomization(
  p: string,
  textAt: (path: string) => string | undefined,
): { resources: string[]; patches: JsonPatch[] } | undefined {
  const text = textAt(p);
  const value = text === undefined ? undefined : kustomizationOf(text);
  if (!value) return undefined;
  const dir = path.posix.dirname(p);
  const resources = resourcesOf(p, value);
  const patches: JsonPatch[] = [];
  for (const key of ['patches', 'patchesJson6902', 'patchesStrategicMerge']) {
    const list = value[key];
    if (!Array.isArray(list)) continue;
    for (const entry of list) {
      // patchesStrategicMerge lists files or inline patches, as strings.
      const given =
        typeof entry === 'string' ? { patch: entry.includes('\n') ? entry : undefined, path: entry } : entry;
      if (!isJsonObject(given)) continue;
      const body = typeof given.patch === 'string' ? given.patch : patchFileText(dir, given.path, textAt);
      const docs = body === undefined ? undefined : documentsOf(body);
      if (docs === undefined) continue;
      const [first] = docs;
      if (docs.length === 1 && Array.isArray(first)) {
        const target = targetOf(given.target);
        if (target) patches.push({ kustomization: p, target, operations: first });
        continue;
      }
      for (const doc of docs) {
        const target = given.target === undefined ? ownTarget(doc) : targetOf(given.target);
        const annotations = target && isJsonObject(doc) ? stringAnnotations(doc) : undefined;
        if (target && annotations) patches.push({ kustomization: p, target, operations: [], annotations });
        const preserve = target && isJsonObject(doc) ? preserveUnknownFieldsSet(doc) : undefined;
        if (target && preserve) patches.push({ kustomization: p, target, operations: preserve });
      }
    }
  }
  const common = stringEntries(value.commonAnnotations);
  if (common) patches.push({ kustomization: p, target: {}, operations: [], annotations: common });
  return { resources, patches };
}

/** The string entries of a map of annotations; undefined when there are none. */
function stringEntries(map: unknown): Record<string, string> | undefined {
  if (!isJsonObject(map)) return undefined;
  const entries = Object.entries(map).filter((e): e is [string, string] => typeof e[1] === 'string');
  return entries.length > 0 ? Object.fromEntries(entries) : undefined;
}

/**
 * A CRD's `spec.preserveUnknownFields` that a strategic-merge patch sets, as the JSON patch that
 * sets it (kubeflow's notebook-controller sets it to false so in config/crd/patches when its CRD
 * became v1): the one field of a CRD's spec read from such patches.
 */
function preserveUnknownFieldsSet(doc: JsonObject): unknown[] | undefined {
  const spec = isJsonObject(doc.spec) ? doc.spec : undefined;
  const value = spec?.preserveUnknownFields;
  return typeof value === 'boolean' && doc.kind === 'CustomResourceDefinition'
    ? [{ op: 'add', path: '/spec/preserveUnknownFields', value }]
    : undefined;
}

/** The annotations a strategic-merge patch sets. */
function stringAnnotations(doc: JsonObject): Record<string, string> | undefined {
  const metadata = isJsonObject(doc.metadata) ? doc.metadata : undefined;
  return stringEntries(metadata?.annotations);
}

/** A strategic-merge patch's own resource: its apiVersion, kind and name, matched exactly. */
function ownTarget(doc: unknown): PatchTarget | undefined {
  if (!isJsonObject(doc) || !isJsonObject(doc.metadata)) return undefined;
  const { apiVersion, kind } = doc;
  const name = doc.metadata.name;
  if (typeof apiVersion !== 'string' || typeof kind !== 'string' || typeof name !== 'string') return undefined;
  const slash = apiVersion.indexOf('/');
  const exactly = (v: string) => v.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return {
    group: exactly(slash === -1 ? '' : apiVersion.slice(0, slash)),
    version: exactly(apiVersion.slice(slash + 1)),
    kind: exactly(kind),
    name: exactly(name),
  };
}

function patchFileText(dir: string, entry: unknown, textAt: (path: string) => string | undefined): string | undefined {
  const p = typeof entry === 'string' ? resolveEntry(dir, entry) : undefined;
  return p === undefined ? undefined : textAt(p);
}

/** A patch's documents: one list (JSON6902 operations), or strategic-merge patches. */
function documentsOf(text: string): unknown[] | undefined {
  try {
    return loadYaml(text, { maxDepth: LIMITS.maxDepth, maxAliases: 0 });
  } catch {
    return undefined;
  }
}

function targetOf(value: unknown): PatchTarget | undefined {
  if (!isJsonObject(value)) return undefined;
  if (value.labelSelector !== undefined || value.annotationSelector !== undefined || value.namespace !== undefined)
    return undefined;
  const target: Record<string, string> = {};
  for (const key of ['group', 'version', 'kind', 'name'] as const) {
    const v = value[key];
    if (v === undefined) continue;
    if (typeof v !== 'string') return undefined;
    target[key] = v;
  }
  return target;
}

/** kustomize's resid.Gvk / Selector match: each field given is a regular expression over the whole value. */
export function targetMatches(target: PatchTarget, object: JsonObject): boolean {
  const apiVersion = typeof object.apiVersion === 'string' ? object.apiVersion : '';
  const slash = apiVersion.indexOf('/');
  const metadata = isJsonObject(object.metadata) ? object.metadata : {};
  const actual = {
    group: slash === -1 ? '' : apiVersion.slice(0, slash),
    version: apiVersion.slice(slash + 1),
    kind: typeof object.kind === 'string' ? object.kind : '',
    name: typeof metadata.name === 'string' ? metadata.name : '',
  };
  return (['group', 'version', 'kind', 'name'] as const).every((key) => {
    const pattern = target[key];
    if (pattern === undefined || pattern === '') return true;
    try {
      return new RegExp(`^(?:${pattern})$`).test(actual[key]);
    } catch {
      return false;
    }
  });
}
