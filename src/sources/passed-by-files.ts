import type { Dirent } from 'node:fs';
import path from 'node:path';
import { picomatch } from '../engine/lazy-packages.js';
import { readdir } from '../fs-async.js';
import {
  isTestDataDirectory,
  isVendoredDirectory,
  REVIEWABLE_EXTENSIONS,
  skippedDirectory,
  type SelectionGlobs,
} from './file-selection.js';

// An include glob that selects no file to review is a typo or a moved directory, or it names
// files the review passes by: a CRD bundle kept as a template (emissary's
// `manifests/emissary/emissary-crds.yaml.in`), a chart under vendor/. The warning then names one
// such file and why it is passed by, so that nobody hunts for a typo that is not there, or
// believes the files reviewed.

// Bounds the walk of a huge tree (it runs only for a glob that selected nothing): a file past
// this many entries is not found, and the warning says what it said before.
const MOST_ENTRIES = 200_000;

/**
 * A file below `root` (a repository path) that `matches` accepts, walking every directory but
 * .git and node_modules in sorted order: the first whose name has a manifest's extension inside
 * it (`crds.yaml.in`, `crd.yaml.tmpl`), else the first; undefined when there is none.
 */
export async function fileMatching(root: string, matches: (file: string) => boolean): Promise<string | undefined> {
  let seen = 0;
  let first: string | undefined;
  const visit = async (dir: string, prefix: string): Promise<string | undefined> => {
    const entries: Dirent[] = await readdir(dir, { withFileTypes: true }).catch(() => []);
    entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    for (const entry of entries) {
      if (++seen > MOST_ENTRIES) return undefined;
      const file = `${prefix}${entry.name}`;
      if (entry.isFile() && matches(file)) {
        if (MANIFEST_LIKE.test(entry.name)) return file;
        first ??= file;
      }
      if (entry.isDirectory() && entry.name !== '.git' && entry.name !== 'node_modules') {
        const found = await visit(path.join(dir, entry.name), `${file}/`);
        if (found !== undefined) return found;
      }
    }
    return undefined;
  };
  return (await visit(root, '')) ?? first;
}

const MANIFEST_LIKE = /\.(?:ya?ml|json)(?:\.|$)/;

/** Why a walk with these globs passes `file` (a repository path) by, as a clause that follows its name. */
export function whyPassedBy(file: string, globs: SelectionGlobs): string {
  if (!REVIEWABLE_EXTENSIONS.some((ext) => file.endsWith(ext)))
    return `whose extension is not one the review reads (${READ_EXTENSIONS})`;
  const skipped = file.split('/').slice(0, -1).find(skippedDirectory(globs));
  if (skipped !== undefined) {
    const key = isVendoredDirectory(skipped) ? 'vendored' : isTestDataDirectory(skipped) ? 'testdata' : undefined;
    const unless = key === undefined ? '' : ` unless the configuration sets \`${key}: true\``;
    return `below a ${skipped}/ directory, which the review passes by${unless}`;
  }
  const exclude = globs.exclude.find((glob) =>
    picomatch()(glob.startsWith('./') ? glob.slice(2) : glob, { dot: true })(file),
  );
  if (exclude !== undefined) return `which the exclude glob "${exclude}" removes`;
  return "which the review takes for test data (a file or directory named invalid, a file of a test tree named error_ or bad_, a snapshot, Maven's src/test/) and passes by unless the configuration sets `testdata: true`";
}

const READ_EXTENSIONS = REVIEWABLE_EXTENSIONS.join(', ');
