import path from 'node:path';
import { consultedText } from './decode-text.js';
import { isJsonObject } from './kube-object.js';
import { LIMITS } from './parse-problem.js';
import { loadYaml } from './yaml-load.js';

// kustomize patches are not objects: they are pieces of objects (a strategic-merge patch names
// only what it changes, and may `$patch: delete` the whole object) that kustomize applies to the
// resources it renders. Nobody applies them to a cluster, so they are not reviewed as objects.
// Kustomizations are not rendered here: what they list is read, nothing more.

/** The names kustomize reads a kustomization from (sigs.k8s.io/kustomize/api/konfig, RecognizedKustomizationFileNames). */
export const KUSTOMIZATION_FILE_NAMES: readonly string[] = ['kustomization.yaml', 'kustomization.yml', 'Kustomization'];

export const isKustomizationPath = (p: string): boolean => KUSTOMIZATION_FILE_NAMES.includes(path.posix.basename(p));

/**
 * The files a kustomization lists as patches, relative to the repository: `patches[].path`,
 * `patchesJson6902[].path`, `patchesStrategicMerge[]` entries that are paths (the others are
 * inline patches), and the transformer, generator and validator configurations it names (KRM
 * configurations of kustomize plugins, such as a `PatchTransformer`: not objects either),
 * and the patch entries it has commented out. A kustomization that cannot be read lists nothing.
 */
export function patchPathsOf(kustomizationPath: string, content: Uint8Array | string): string[] {
  const text = consultedText(content);
  const value = text === undefined ? undefined : kustomizationOf(text);
  if (text === undefined || value === undefined) return [];
  const entries: unknown[] = [];
  for (const key of ['patches', 'patchesJson6902']) {
    const list = value[key];
    if (Array.isArray(list)) for (const item of list) if (isJsonObject(item)) entries.push(item.path);
  }
  for (const key of ['patchesStrategicMerge', 'transformers', 'generators', 'validators']) {
    const list = value[key];
    if (Array.isArray(list)) entries.push(...list);
  }
  entries.push(...commentedPatchEntries(text));
  const dir = path.posix.dirname(kustomizationPath);
  return entries.flatMap((e) => {
    const resolved = typeof e === 'string' ? resolveEntry(dir, e) : undefined;
    return resolved === undefined ? [] : [resolved];
  });
}

const PATCH_SECTIONS: ReadonlySet<string> = new Set(['patches', 'patchesStrategicMerge', 'patchesJson6902']);
// A top-level key, in use or commented out (`#patchesStrategicMerge:`), alone on its line.
const SECTION = /^#? ?([A-Za-z][A-Za-z0-9]*)[ \t]*:[ \t]*$/;
// `#- path: patches/webhook_in_jobs.yaml`, `#- manager_auth_proxy_patch.yaml`, `#  path: ops.yaml`.
const COMMENTED_ENTRY = /^[ \t]*#[ \t]*(?:-[ \t]*(?:path:[ \t]*)?|path:[ \t]*)([^\s#]+\.(?:ya?ml|json))[ \t]*$/;

/**
 * Patch files a kustomization lists in comments, switched off: kubebuilder scaffolds every
 * conversion-webhook and CA-injection patch this way (`config/crd/kustomization.yaml`:
 * `#- path: patches/webhook_in_<kind>.yaml` under `patches:`), and the file is still a patch,
 * a CRD with only `spec.conversion`, not a CRD anyone applies. Only entries under a patch key
 * count: a commented-out entry of `resources:` is an object.
 */
function commentedPatchEntries(text: string): string[] {
  if (!text.includes('#')) return [];
  const found: string[] = [];
  let section = '';
  for (const line of text.split(/\r\n|\r|\n/)) {
    const key = SECTION.exec(line);
    if (key) {
      section = key[1] ?? '';
      continue;
    }
    if (/^[A-Za-z]/.test(line)) section = ''; // a key with a value on its line ends the list
    if (!PATCH_SECTIONS.has(section)) continue;
    const entry = COMMENTED_ENTRY.exec(line);
    if (entry?.[1] !== undefined) found.push(entry[1]);
  }
  return found;
}

/**
 * Whether a document is a strategic-merge patch: it carries a patch directive, at the top
 * (`$patch: delete`, `$patch: replace`) or below it (`$setElementOrder/containers`,
 * `$retainKeys`, `$deleteFromPrimitiveList/finalizers`), which the apiserver's strict decoding
 * of an object would refuse (k8s.io/apimachinery/pkg/util/strategicpatch, directive keys).
 */
export function isPatchDocument(value: unknown): boolean {
  return hasDirective(value, 0);
}

const DIRECTIVE = /^\$(?:patch$|retainKeys$|setElementOrder\/|deleteFromPrimitiveList\/)/;
/**
 * Whether a file's text may hold a patch document, so that its documents are walked: `$patch`,
 * which hand-written patches carry (searching for it costs a tenth of searching for every
 * directive, over every file of a review). The other directives come from patches tools compute,
 * and a file of those is one a kustomization lists.
 */
export const mayHoldPatchDocuments = (text: string): boolean => text.includes('$patch');
const MAX_DIRECTIVE_DEPTH = 64;

function hasDirective(value: unknown, depth: number): boolean {
  if (depth > MAX_DIRECTIVE_DEPTH) return false;
  if (Array.isArray(value)) return value.some((v) => hasDirective(v, depth + 1));
  if (!isJsonObject(value)) return false;
  for (const [key, v] of Object.entries(value)) {
    if (DIRECTIVE.test(key) || hasDirective(v, depth + 1)) return true;
  }
  return false;
}

/** A kustomization's text read as kustomize reads it; undefined when it is not one or cannot be read. */
export function kustomizationOf(text: string): { readonly [key: string]: unknown } | undefined {
  const value = readKustomization(text);
  return isJsonObject(value) && isKustomizeConfig(value) ? value : undefined;
}

function readKustomization(text: string): unknown {
  try {
    // No aliases: a kustomization is small, and this keeps an alias bomb out of the reading. Read
    // as kustomize reads it (go-yaml's grammar), so one js-yaml refuses still lists its patches.
    return loadYaml(text, { maxDepth: LIMITS.maxDepth, maxAliases: 0 })[0];
  } catch {
    return undefined; // a broken kustomization lists nothing; as a manifest it gets its own finding
  }
}

/** kustomize's own kinds, or none at all (kustomize reads a kustomization without apiVersion and kind). */
function isKustomizeConfig(value: { readonly [key: string]: unknown }): boolean {
  const { apiVersion } = value;
  return (
    apiVersion === undefined || (typeof apiVersion === 'string' && apiVersion.startsWith('kustomize.config.k8s.io/'))
  );
}

/** The files and directories a kustomization lists under `resources` (and the older `bases`), resolved. */
export function resourcesOf(kustomizationPath: string, value: { readonly [key: string]: unknown }): string[] {
  const dir = path.posix.dirname(kustomizationPath);
  return [value.resources, value.bases]
    .flatMap((list) => (Array.isArray(list) ? (list as unknown[]) : []))
    .flatMap((e) => {
      const r = typeof e === 'string' ? resolveEntry(dir, e) : undefined;
      return r === undefined ? [] : [r];
    });
}

/** A listed path, in the form of the change set's paths; undefined for remote, absolute or inline entries. */
export function resolveEntry(dir: string, entry: string): string | undefined {
  const e = entry.trim();
  if (
    e === '' ||
    e.includes('\n') ||
    e.includes('://') ||
    path.posix.isAbsolute(e) ||
    /^(github\.com|gitlab\.com|bitbucket\.org)\//.test(e)
  )
    return undefined;
  // kustomize reads `bases/` as `bases`; normalize keeps the slash, which no path of the change set ends in.
  return path.posix.normalize(path.posix.join(dir, e)).replace(/(.)\/+$/, '$1');
}
