import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

// One walk of the checkout for the context files a rule asks for late (sources/go-webhook-files.ts,
// sources/ko-data-webhook-files.ts): directories in name order, so findings come in the same order
// on every machine; nothing below a dependency's tree; bounded in depth and file size, because the
// checkout is the pull request's and may be anything.

/** Directories no program of the repository's own is below. */
const NOT_WALKED = new Set(['.git', 'node_modules', 'vendor', '_vendor', 'third_party', 'third-party', 'testdata']);

export interface CheckoutWalk {
  /** Bounds the walk of a large checkout. */
  readonly maxDepth: number;
  /** A bigger file is left out unread. */
  readonly maxFileBytes: number;
  /** Also leaves out the directories whose names start with a dot. */
  readonly skipDotDirectories?: boolean;
  /** Whether a directory or file of this name marks itself and all below it. */
  readonly marks: (name: string) => boolean;
  /** Whether to read the file of this name, given whether it or a directory above it is marked. */
  readonly wanted: (name: string, marked: boolean) => boolean;
  /** Whether to keep a file read. */
  readonly keep: (text: string) => boolean;
}

/** The files the walk keeps, with their paths relative to root in forward slashes. */
export function walkCheckout(root: string, walk: CheckoutWalk): { path: string; text: string }[] {
  const top = path.resolve(root);
  const out: { path: string; text: string }[] = [];
  const visit = (dir: string, depth: number, inMarked: boolean): void => {
    let entries;
    try {
      entries = readdirSync(dir, { withFileTypes: true });
    } catch {
      return; // unreadable: left out, as a missing context file is
    }
    for (const e of entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))) {
      const p = path.join(dir, e.name);
      const marked = inMarked || walk.marks(e.name);
      if (e.isDirectory()) {
        const skipped = NOT_WALKED.has(e.name) || (walk.skipDotDirectories === true && e.name.startsWith('.'));
        if (!skipped && depth < walk.maxDepth) visit(p, depth + 1, marked);
      } else if (e.isFile() && walk.wanted(e.name, marked)) {
        const text = readSmall(p, walk.maxFileBytes);
        if (text !== undefined && walk.keep(text))
          out.push({ path: path.relative(top, p).split(path.sep).join('/'), text });
      }
    }
  };
  visit(top, 0, false);
  return out;
}

function readSmall(file: string, maxBytes: number): string | undefined {
  try {
    return statSync(file).size <= maxBytes ? readFileSync(file, 'utf8') : undefined;
  } catch {
    return undefined;
  }
}
