import { readOrReport } from './check-world.js';
import type { InternalError } from './internal-error.js';
import type { KubeObject } from '../parse/kube-object.js';
import { isManifestPath, manifestFileOf, type ManifestFile } from '../parse/manifest-file.js';
import { nonObjectFiles } from '../parse/non-object-files.js';
import type { ChangeSet } from '../sources/change-set.js';

// The head manifests of a review without a base, read before it, so that the rules it loads can
// be chosen from the objects they hold (rules/families-needed.ts; issue 17 item 4). They are
// read as review() reads them (run.ts: by content, with the same kind of non-object file, each
// file told to onFileParsed once) and handed to it as ReviewOptions.manifests, so the review
// reads nothing twice and tells nothing twice.

export interface HeadManifests {
  /** By content, as ReviewOptions.manifests. */
  readonly files: ReadonlyMap<Uint8Array | string, ManifestFile>;
  /** Every object of the head world; undefined when a file could not be read (our bug), so its objects are unknown. */
  readonly objects: readonly KubeObject[] | undefined;
}

export function readHeadManifests(changeSet: ChangeSet, onFileParsed?: (file: ManifestFile) => void): HeadManifests {
  const heads = changeSet.files.filter((f) => f.head !== undefined && isManifestPath(f.path));
  // Files of one content (shared-contents.ts) are one entry of review()'s map, which it reads
  // again for each path: handed one, it would read and tell the others twice. Left to it.
  if (new Set(heads.map((f) => f.head)).size < heads.length) return { files: new Map(), objects: undefined };
  const nonObjects = nonObjectFiles(changeSet.files, changeSet.headLinks).head;
  const files = new Map<Uint8Array | string, ManifestFile>();
  const objects: KubeObject[] = [];
  let complete = true;
  for (const f of heads) {
    if (f.head === undefined) continue;
    const nonObject = nonObjects.get(f.path);
    // A file that throws is left to review(), which reads it again and reports our bug once.
    const errors: InternalError[] = [];
    const file = manifestFileOf(readOrReport(f.path, f.head, errors), nonObject === undefined ? {} : { nonObject });
    if (errors.length > 0) {
      complete = false;
      continue;
    }
    files.set(f.head, file);
    for (const o of file.objects) objects.push(o);
    onFileParsed?.(file);
  }
  return { files, objects: complete ? objects : undefined };
}
