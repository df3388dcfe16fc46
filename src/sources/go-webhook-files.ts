import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { GoWebhookFiles } from '../rules/cr/go-registered-webhooks.js';

// The Go files of the checkout that may register mutating webhooks at run time
// (rules/cr/go-registered-webhooks.ts): those of a directory or file named for webhooks
// (config-connector's pkg/webhook/register.go), not tests, that mention a mutating one. Nothing is
// walked until a rule asks, which only a custom resource's missing required field does.

const MAX_FILE_BYTES = 1024 * 1024;
/** Directories no program of the repository's own is below. */
const NOT_WALKED = new Set(['.git', 'node_modules', 'vendor', '_vendor', 'third_party', 'third-party', 'testdata']);
/** Bounds the walk of a large checkout; deeper than any `pkg/<component>/webhook/` of a real repository. */
const MAX_DEPTH = 10;

export function goWebhookFiles(root: string): GoWebhookFiles {
  let files: readonly { readonly path: string; readonly text: string }[] | undefined;
  return { read: () => (files ??= readGoWebhookFiles(root)) };
}

function readGoWebhookFiles(root: string): { path: string; text: string }[] {
  const out: { path: string; text: string }[] = [];
  const walk = (dir: string, depth: number, named: boolean): void => {
    let entries;
    try {
      entries = readdirSync(dir, { withFileTypes: true });
    } catch {
      return; // unreadable: left out, as kodata/ files are
    }
    for (const e of entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))) {
      const p = path.join(dir, e.name);
      const webhookNamed = named || /webhook/i.test(e.name);
      if (e.isDirectory()) {
        if (!NOT_WALKED.has(e.name) && !e.name.startsWith('.') && depth < MAX_DEPTH) walk(p, depth + 1, webhookNamed);
      } else if (webhookNamed && e.isFile() && e.name.endsWith('.go') && !e.name.endsWith('_test.go')) {
        const text = readSmall(p);
        if (text?.includes('Mutating')) out.push({ path: path.relative(root, p).split(path.sep).join('/'), text });
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
