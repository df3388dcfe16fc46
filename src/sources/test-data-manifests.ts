import type { Dirent } from 'node:fs';
import path from 'node:path';
import { readdir, readFile, stat } from '../fs-async.js';

// The test-data directories a walk passed by that hold Kubernetes manifests. The warning that a
// review found no object where the walk passed test data by (local-review.ts) tells the user
// where their manifests may be; a directory of other test inputs (opentelemetry-demo's
// src/agent/fixtures, HTTP recordings in YAML) is no such place, and naming it sends them to
// turn on `testdata` for nothing.

/** Files looked at in one directory before it counts as holding manifests anyway: the warning must stay cheap. */
const MAX_FILES = 500;
/** Bytes of a file read; a manifest says apiVersion and kind near its top. */
const MAX_BYTES = 64 * 1024;
const DATA_FILE = /\.(?:ya?ml|json)$/;
const YAML_MANIFEST = [/^[ \t]*(?:-[ \t]+)?apiVersion:[ \t]*\S/m, /^[ \t]*(?:-[ \t]+)?kind:[ \t]*\S/m];
const JSON_MANIFEST = [/"apiVersion"\s*:/, /"kind"\s*:/];
const YAML_CRD = /^[ \t]*(?:-[ \t]+)?kind:[ \t]*["']?CustomResourceDefinition\b/m;
const JSON_CRD = /"kind"\s*:\s*"CustomResourceDefinition"/;

/**
 * Of these directories (repository paths below `root`), the ones that hold a file that reads as a
 * Kubernetes manifest; with `crds`, as a CustomResourceDefinition.
 */
export async function testDataHoldingManifests(
  root: string,
  dirs: readonly string[],
  { crds = false }: { readonly crds?: boolean } = {},
): Promise<string[]> {
  const holding: string[] = [];
  for (const dir of dirs) if (await holdsManifest(path.join(root, dir), crds)) holding.push(dir);
  return holding;
}

async function holdsManifest(dir: string, crds: boolean): Promise<boolean> {
  // A file passed by as test data (in a Maven src/test/ tree, or named invalid).
  if ((await stat(dir).catch(() => undefined))?.isFile())
    return DATA_FILE.test(path.basename(dir)) && (await readsAsManifest(dir, crds));
  const pending = [dir];
  let seen = 0;
  while (pending.length > 0) {
    const at = pending.pop() as string;
    const entries: Dirent[] = await readdir(at, { withFileTypes: true }).catch(() => []);
    for (const entry of entries) {
      if (++seen > MAX_FILES) return true; // too many to look at: said as before
      const file = path.join(at, entry.name);
      if (entry.isDirectory()) pending.push(file);
      else if (entry.isFile() && DATA_FILE.test(entry.name) && (await readsAsManifest(file, crds))) return true;
    }
  }
  return false;
}

async function readsAsManifest(file: string, crd: boolean): Promise<boolean> {
  const size = (await stat(file).catch(() => undefined))?.size ?? 0;
  if (size === 0) return false;
  const bytes = await readFile(file).catch(() => undefined);
  if (!bytes) return false;
  const text = bytes.subarray(0, MAX_BYTES).toString('utf8');
  const json = file.endsWith('.json');
  const tests = json ? JSON_MANIFEST : YAML_MANIFEST;
  return tests.every((t) => t.test(text)) && (!crd || (json ? JSON_CRD : YAML_CRD).test(text));
}
