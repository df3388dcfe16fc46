import { readdir, readFile, stat } from '../fs-async.js';
import path from 'node:path';
import { isManifestPath } from '../parse/manifest-file.js';

// The files of a CRD catalog directory (the configuration's `cr.catalog`, rules/cr/crd-catalog.ts):
// every manifest under it, recursively, whatever the include, exclude and vendored settings say
// (a catalog is most often vendored). Read once, before the review; a missing directory is a
// warning, not an error, so a catalog that is fetched in CI does not break a local run.

/** Files above this are not read: no CRD is this large, and the parse caps it anyway. */
const MAX_FILE_BYTES = 16 * 1024 * 1024;

export interface CatalogFiles {
  readonly files: readonly { readonly path: string; readonly content: Uint8Array }[];
  readonly warnings: readonly string[];
}

export async function readCatalogFiles(root: string, dir: string): Promise<CatalogFiles> {
  const top = path.resolve(root, dir);
  const files: { path: string; content: Uint8Array }[] = [];
  const warnings: string[] = [];
  const walk = async (d: string): Promise<void> => {
    const entries = await readdir(d, { withFileTypes: true });
    for (const e of entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))) {
      const p = path.join(d, e.name);
      if (e.isDirectory()) await walk(p);
      else if (e.isFile() && isManifestPath(e.name) && (await stat(p)).size <= MAX_FILE_BYTES) {
        files.push({ path: path.relative(root, p).split(path.sep).join('/'), content: await readFile(p) });
      }
    }
  };
  try {
    await walk(top);
  } catch {
    warnings.push(
      `cr.catalog: ${dir} is not a directory that can be read; custom resources are matched against the repository's CRDs only`,
    );
  }
  return { files, warnings };
}
