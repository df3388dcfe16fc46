import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { isManifestPath } from '../parse/manifest-file.js';
import type { KoDataWebhookFiles } from '../rules/cr/ko-data-webhooks.js';

// The files under the checkout's `kodata/` directories that register mutating webhooks
// (rules/cr/ko-data-webhooks.ts). ko packs a kodata/ directory into the image of the Go binary
// beside it, and knative-based operators apply their own webhook configurations from there
// (tektoncd/operator's cmd/kubernetes/webhook/kodata/): the review passes kodata/ by as
// vendored (sources/file-selection.ts), and reads these as context only. Nothing is walked until
// a rule asks, which only a custom resource's missing required field does.

/** Webhook configurations are small; a bigger file is an upstream release, read whole all the same up to this. */
const MAX_FILE_BYTES = 4 * 1024 * 1024;
/** Directories no kodata/ of the repository's own binaries is below. */
const NOT_WALKED = new Set(['.git', 'node_modules', 'vendor', '_vendor', 'third_party', 'third-party', 'testdata']);
/** Deeper than any `cmd/<binary>/kodata/` of a real repository; bounds the walk of a large checkout. */
const MAX_DEPTH = 8;

export function koDataWebhookFiles(root: string): KoDataWebhookFiles {
  let files: readonly { readonly path: string; readonly text: string }[] | undefined;
  return {
    read: () => (files ??= readKoDataWebhooks(root)),
  };
}

function readKoDataWebhooks(root: string): { path: string; text: string }[] {
  const out: { path: string; text: string }[] = [];
  const walk = (dir: string, depth: number, inKoData: boolean): void => {
    let entries;
    try {
      entries = readdirSync(dir, { withFileTypes: true });
    } catch {
      return; // unreadable: left out, as dependency gate files are
    }
    for (const e of entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))) {
      const p = path.join(dir, e.name);
      if (e.isDirectory()) {
        if (!NOT_WALKED.has(e.name) && depth < MAX_DEPTH) walk(p, depth + 1, inKoData || e.name === 'kodata');
      } else if (inKoData && e.isFile() && isManifestPath(e.name)) {
        const text = readSmall(p);
        if (text?.includes('MutatingWebhookConfiguration'))
          out.push({ path: path.relative(root, p).split(path.sep).join('/'), text });
      }
    }
  };
  walk(path.resolve(root), 0, false);
  return out;
}

function readSmall(file: string): string | undefined {
  try {
    return statSync(file).size <= MAX_FILE_BYTES ? readFileSync(file, 'utf8') : undefined;
  } catch {
    return undefined;
  }
}
