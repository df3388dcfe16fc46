import { readdirSync, readFileSync, statSync } from 'node:fs';
import path, { posix } from 'node:path';
import type { VendoredGoPackages } from '../rules/compat/vendored-go.js';
import { parseBatchOutput } from './cat-file-batch.js';
import type { ReleaseCommits } from './release-history.js';

// The Go files of a package a repository vendors (rules/compat/vendored-go.ts), which the review
// passes by (sources/file-selection.ts skips vendor/): tektoncd/operator's TektonPruner holds a
// `*config.GlobalConfig` of github.com/tektoncd/pruner, written under vendor/. The package is
// looked for under a vendor/ directory of each directory from the importing file's up to the
// root (`go mod vendor` writes it beside the module's go.mod), read at the side's commit from
// git (the head from the work tree when the review is of the work tree), and only when a
// question needs it. Without a commit for the side (a review of a plain directory has no base),
// or where git cannot say, the side has none.

/** Vendored files are generated code of ordinary size; a larger one is no type declaration anyone reads. */
const MAX_FILE_BYTES = 2 * 1024 * 1024;
const MAX_OUTPUT_BYTES = 1 << 28;

type GoText = { readonly path: string; readonly text: string };

/** `root`: the directory the review's paths are relative to; `commits`: the review's, where it has a base. */
export function vendoredGoFiles(root: string, commits: ReleaseCommits | undefined): VendoredGoPackages {
  const read = new Map<string, readonly GoText[] | undefined>();
  const declarers = new Map<string, string | undefined>();
  return {
    read: (importPath, importingFile, side) => {
      // An import path of the code under review: never one that leads out of vendor/ (`..`).
      if (!/^[\w.~-]+(?:\/[\w.~+-]+)*$/.test(importPath) || importPath.split('/').some((s) => /^\.+$/.test(s)))
        return undefined;
      const commit = side === 'base' ? commits?.base : commits === undefined ? 'work tree' : commits.head;
      if (commit === undefined) return undefined;
      const candidates = ancestors(moduleDirOf(importingFile)).map(
        (d) => `${d === '' ? '' : `${d}/`}vendor/${importPath}`,
      );
      const key = `${commit}\u0000${candidates.join('\u0000')}`;
      if (!read.has(key))
        read.set(key, commit === 'work tree' ? fromWorkTree(root, candidates) : fromCommit(root, commit, candidates));
      return read.get(key);
    },
    declaringGroup: (group, side) => {
      const commit = side === 'base' ? commits?.base : commits === undefined ? 'work tree' : commits.head;
      if (commit === undefined || !/^[a-z0-9.-]+$/.test(group)) return undefined;
      const key = `${commit}\u0000${group}`;
      if (!declarers.has(key)) declarers.set(key, declarer(root, commit, group));
      return declarers.get(key);
    },
  };
}

/**
 * The first vendored Go file (tracked by git) that holds `+groupName=<group>`, at a commit or in the
 * work tree: one `git grep` of the vendor/ trees, for a question a review asks of a few groups.
 */
function declarer(root: string, commit: string, group: string): string | undefined {
  const found = git(root, [
    'grep',
    '-l',
    '-z',
    '-E',
    '-e',
    // The whole group: not network.openshift.io for network.openshift.io.example.
    `\\+groupName=${group.replaceAll('.', '\\.')}([^[:alnum:].-]|$)`,
    ...(commit === 'work tree' ? [] : [commit]),
    '--',
    ':(glob)**/vendor/**/*.go',
  ]);
  if (found?.status !== 0) return undefined;
  const first = found.stdout.toString('utf8').split('\0')[0] ?? '';
  // `git grep <commit>` names each file `<commit>:<path>`.
  const file = commit === 'work tree' ? first : first.slice(first.indexOf(':') + 1);
  return file === '' ? undefined : file;
}

/**
 * Where the search for a vendor/ directory starts: the importing file's directory, or for a file
 * of a vendored package, the directory holding that vendor/ (Go resolves a vendored package's
 * imports in the vendor/ tree of the module that vendored it).
 */
function moduleDirOf(importingFile: string): string {
  const parts = posix.dirname(importingFile).split('/');
  const vendor = parts.lastIndexOf('vendor');
  return (vendor === -1 ? parts : parts.slice(0, vendor)).filter((p) => p !== '.').join('/');
}

/** `dir` and the directories above it, nearest first, ending with the root (''). */
function ancestors(dir: string): string[] {
  const out: string[] = [];
  for (let d = dir; ; d = d.includes('/') ? d.slice(0, d.lastIndexOf('/')) : '') {
    out.push(d);
    if (d === '') return out;
  }
}

const isPackageFile = (name: string): boolean => name.endsWith('.go') && !name.endsWith('_test.go');

/** The package's files in the work tree, from the first candidate directory that has any; undefined when none has. */
function fromWorkTree(root: string, candidates: readonly string[]): readonly GoText[] | undefined {
  for (const dir of candidates) {
    let names: string[];
    try {
      names = readdirSync(path.join(root, dir)).filter(isPackageFile).sort();
    } catch {
      continue;
    }
    const files = names.flatMap((name) => {
      const file = path.join(root, dir, name);
      try {
        const stat = statSync(file);
        return stat.isFile() && stat.size <= MAX_FILE_BYTES
          ? [{ path: `${dir}/${name}`, text: readFileSync(file, 'utf8') }]
          : [];
      } catch {
        return [];
      }
    });
    if (files.length > 0) return files;
  }
  return undefined;
}

/**
 * The package's files at a commit, from the first candidate directory that has any, read from git
 * (one listing of every candidate, one read of the files); undefined when none has or git cannot say.
 */
function fromCommit(root: string, commit: string, candidates: readonly string[]): readonly GoText[] | undefined {
  const listing = git(root, ['ls-tree', '-z', '--long', commit, '--', ...candidates.map((d) => `${d}/`)]);
  if (listing?.status !== 0) return undefined;
  const entries = listing.stdout
    .toString('utf8')
    .split('\0')
    .flatMap((entry) => {
      // `<mode> blob <oid> <size>\t<path>`
      const found = /^\d+ blob ([0-9a-f]+) +(\d+)\t(.*)$/s.exec(entry);
      if (!found) return [];
      const [, oid = '', size = '', file = ''] = found;
      return isPackageFile(posix.basename(file)) && Number(size) <= MAX_FILE_BYTES ? [{ oid, path: file }] : [];
    });
  const dir = candidates.find((d) => entries.some((e) => posix.dirname(e.path) === d));
  const blobs = entries.filter((e) => posix.dirname(e.path) === dir);
  if (blobs.length === 0) return undefined;
  const contents = git(root, ['cat-file', '--batch'], blobs.map((b) => `${b.oid}\n`).join(''));
  if (contents?.status !== 0) return undefined;
  let objects: (Buffer | undefined)[];
  try {
    objects = parseBatchOutput(
      contents.stdout,
      blobs.map((b) => b.oid),
    );
  } catch {
    return undefined;
  }
  return blobs.flatMap((b, i) => {
    const bytes = objects[i];
    return bytes === undefined ? [] : [{ path: b.path, text: bytes.toString('utf8') }];
  });
}

function git(root: string, args: readonly string[], input?: string) {
  const { spawnSync } = process.getBuiltinModule('node:child_process');
  const result = spawnSync('git', ['--no-optional-locks', ...args], {
    cwd: root,
    maxBuffer: MAX_OUTPUT_BYTES,
    windowsHide: true,
    ...(input === undefined ? {} : { input }),
  });
  return result.error ? undefined : result;
}
