import { posix } from 'node:path';
import type { World } from '../engine/world.js';

// The CRDs controller-runtime's envtest installs into the throwaway apiserver of a Go test suite:
// `envtest.Environment{CRDDirectoryPaths: []string{filepath.Join("..", "config", "crd", "bases")}}`
// or `CRDInstallOptions: envtest.CRDInstallOptions{Paths: …}`, each path relative to the test's
// package directory (`go test` runs a test there). konflux-ci/build-service kept OpenShift's Route
// CRD in hack/routecrd/ for its suite_test.go alone, and ec8f3ee6 deleted both: no cluster applied
// it. Only paths written as string literals, or joined from them (`filepath.Join`, `path.Join`),
// are read; one built from a variable (a module cache path) is not the repository's.

const LISTS =
  /\b(?:CRDDirectoryPaths|CRDInstallOptions\s*:\s*(?:envtest\.)?CRDInstallOptions\s*\{[^{}]*?\bPaths)\s*:\s*\[\]string\s*\{/g;
const ELEMENT = /(?:filepath|path)\.Join\(([^()]*)\)|"((?:[^"\\\n]|\\.)*)"|`([^`]*)`/g;
const LITERAL = /^\s*(?:"((?:[^"\\\n]|\\.)*)"|`([^`]*)`)\s*$/;

/** Where a Go file names a directory (or file) for envtest to install CRDs from. */
export interface EnvtestCrdPath {
  /** The repository path it names, resolved from the Go file's directory. */
  readonly path: string;
  readonly goFile: string;
  readonly line: number;
}

// Per world: a change that removes several CRDs asks once for each (a world's Go texts do not change).
const FOUND = new WeakMap<World, readonly EnvtestCrdPath[]>();

/** Every directory or file the Go files of `world` hand envtest to install CRDs from. */
export function envtestCrdPaths(world: World): readonly EnvtestCrdPath[] {
  let found = FOUND.get(world);
  if (!found) FOUND.set(world, (found = scan(world)));
  return found;
}

function scan(world: World): EnvtestCrdPath[] {
  const out: EnvtestCrdPath[] = [];
  for (const source of world.goTexts()) {
    const text = source.text;
    if (text === undefined || (!text.includes('CRDDirectoryPaths') && !text.includes('CRDInstallOptions'))) continue;
    const dir = posix.dirname(source.path);
    for (const list of text.matchAll(LISTS)) {
      const lineStart = text.lastIndexOf('\n', list.index ?? 0) + 1;
      if (text.slice(lineStart, list.index).includes('//')) continue; // commented out
      const start = (list.index ?? 0) + list[0].length;
      const end = closingBrace(text, start);
      for (const element of withoutLineComments(text.slice(start, end)).matchAll(ELEMENT)) {
        const relative = element[1] !== undefined ? joined(element[1]) : (element[2] ?? element[3]);
        if (relative === undefined || relative === '' || posix.isAbsolute(relative)) continue;
        const resolved = posix.normalize(posix.join(dir, relative));
        if (resolved.startsWith('../') || resolved === '..') continue;
        const at = start + (element.index ?? 0);
        out.push({ path: resolved, goFile: source.path, line: lineOf(text, at) });
      }
    }
  }
  return out;
}

/** The envtest path of `world` that installs `file`: its directory (envtest reads it flat) or the file itself. */
export function envtestInstalling(world: World, file: string): EnvtestCrdPath | undefined {
  const dir = posix.dirname(file);
  return envtestCrdPaths(world).find((p) => p.path === dir || p.path === file);
}

/** The arguments of a Join call, all string literals, joined; undefined when one is not a literal. */
function joined(args: string): string | undefined {
  const parts: string[] = [];
  for (const arg of args.split(',')) {
    if (arg.trim() === '') continue;
    const m = LITERAL.exec(arg);
    if (!m) return undefined;
    parts.push(m[1] ?? m[2] ?? '');
  }
  return parts.length === 0 ? undefined : posix.join(...parts);
}

/** `text` with each line comment blanked out (a path commented out installs nothing), offsets kept. */
const withoutLineComments = (text: string): string =>
  text.replace(
    /^((?:[^"`/\n]|"(?:[^"\\\n]|\\.)*"|`[^`]*`|\/(?!\/))*)(\/\/[^\n]*)/gm,
    (_all, code: string, comment: string) => code + ' '.repeat(comment.length),
  );

/** The offset of the `}` that closes a composite literal opened just before `from` (strings skipped). */
function closingBrace(text: string, from: number): number {
  let depth = 1;
  for (let i = from; i < text.length; i++) {
    const c = text[i];
    if (c === '"' || c === '`') {
      let close = text.indexOf(c, i + 1);
      while (c === '"' && close > 0 && text[close - 1] === '\\') close = text.indexOf(c, close + 1);
      if (close < 0) return text.length;
      i = close;
    } else if (c === '{') depth++;
    else if (c === '}' && --depth === 0) return i;
  }
  return text.length;
}

const lineOf = (text: string, offset: number): number => {
  let line = 1;
  for (let i = text.indexOf('\n'); i >= 0 && i < offset; i = text.indexOf('\n', i + 1)) line++;
  return line;
};
