import { posix } from 'node:path';
import type { World } from '../engine/world.js';

// A manifest that a Go package embeds in its binary (`//go:embed crds/*.yaml`): the operators that
// install their CRDs themselves (cilium's operator from pkg/k8s/apis/cilium.io/client/crds,
// wg-policy-prototypes' adapter from cmd/crd) create and update what they embed, and delete
// nothing they no longer hold. compat/crd-removed makes the removal of such a file, which no
// kustomization installs, a warning that says so; parse/duplicate-key speaks of Go's readers of
// such a file, not kubectl's. Before Go 1.16's //go:embed, go-bindata wrote the
// files into a Go source (directpv's pkg/installer/crd_bindata.go, from which its kubectl plugin
// created the CRDs of config/crd): its `_bindata` table names each file by its path as go-bindata
// was given it, less any `-prefix`.

const DIRECTIVE = /^\s*\/\/go:embed\s+(.+)$/gm;
const BINDATA_TABLE = /\b_bindata\s*=\s*map\[string\]func\(\)\s*\((?:\*?\w+|\[\]byte),\s*error\)\s*\{([^}]*)\}/;
const BINDATA_KEY = /^\s*"([^"\n]+)":/gm;

/** The Go file of `world` that embeds `file` in its binary, and how; undefined when none does. */
export function goFileEmbedding(
  world: World,
  file: string,
): { readonly goFile: string; readonly by: '//go:embed' | 'go-bindata' } | undefined {
  const sources = world.goTexts();
  for (const source of sources) {
    // A test's embeds never reach the shipped binary.
    if (source.text === undefined || source.path.endsWith('_test.go')) continue;
    if (source.text.includes('//go:embed')) {
      const dir = posix.dirname(source.path);
      for (const m of source.text.matchAll(DIRECTIVE))
        if (patternsOf(m[1] ?? '').some((p) => embeds(posix.join(dir, p), file)))
          return { goFile: source.path, by: '//go:embed' };
    }
    if (source.text.includes('_bindata')) {
      const table = BINDATA_TABLE.exec(source.text)?.[1] ?? '';
      for (const m of table.matchAll(BINDATA_KEY)) {
        const key = (m[1] ?? '').replace(/^\.\//, '');
        if (file === key || file.endsWith(`/${key}`)) return { goFile: source.path, by: 'go-bindata' };
      }
    }
  }
  return undefined;
}

/**
 * Whether no Go code of `world` could install the embedded `file` of the CRD `plural`: its package
 * reads what it embeds (an unexported embed.FS) only by name, `fs.ReadFile(name)` or `fs.Open(name)`,
 * never all of it (no ReadDir, Glob, WalkDir or Sub, and the FS handed nowhere else), and no Go source
 * but a test's names the file or the plural in a string. kube-bind's installer reads
 * `<group>_<resource>.yaml` for the GroupResources its callers pass, and none passed `apiservices`,
 * a leftover file that 0f768e9a deleted. A `[]byte` or `string` embeds one file, which its package
 * reads whole: not so.
 */
export function embeddedButNeverRead(world: World, goFile: string, file: string, plural: string): boolean {
  const dir = posix.dirname(goFile);
  // The package's sources, less their package clause and line comments (which may name the variable).
  const pkg = world
    .goTexts()
    .filter((s) => s.text !== undefined && posix.dirname(s.path) === dir && !s.path.endsWith('_test.go'))
    .map((s) => ({
      path: s.path,
      text: s.text?.replace(/^\s*package\s+\w+/m, '').replace(/\/\/(?!go:embed).*$/gm, ''),
    }));
  const variables = pkg.flatMap((s) => [...(s.text ?? '').matchAll(EMBED_VARIABLE)].map((m) => m[1] as string));
  const directives = pkg.reduce((n, s) => n + countOf(s.text ?? '', DIRECTIVE), 0);
  // Every //go:embed of the file's package declares an embed.FS that is read by name alone.
  if (variables.length === 0 || variables.length !== directives) return false;
  for (const v of variables) {
    const uses = pkg.reduce((n, s) => n + countOf(s.text ?? '', new RegExp(String.raw`\b${v}\b`, 'g')), 0);
    const byName = pkg.reduce(
      (n, s) => n + countOf(s.text ?? '', new RegExp(String.raw`\b${v}\.(?:ReadFile|Open)\(`, 'g')),
      0,
    );
    // Unexported (no other package reads it), declared, and read by name at least once: nothing else.
    if (!/^[a-z_]/.test(v) || byName === 0 || uses !== byName + 1) return false;
  }
  const quoted = [`"${plural}"`, `"${posix.basename(file)}"`, `/${posix.basename(file)}"`];
  return !world
    .goTexts()
    .some((s) => !s.path.endsWith('_test.go') && s.text !== undefined && quoted.some((q) => s.text?.includes(q)));
}

const EMBED_VARIABLE = /^\s*\/\/go:embed\s+.+\n(?:\s*\/\/.*\n)*\s*(?:var\s+)?(\w+)\s+embed\.FS\b/gm;
const countOf = (text: string, pattern: RegExp): number => [...text.matchAll(pattern)].length;

/** The patterns of a directive: separated by spaces, each maybe quoted, maybe prefixed `all:`. */
function patternsOf(text: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(/"((?:[^"\\]|\\.)*)"|`([^`]*)`|(\S+)/g)) {
    const p = (m[1] ?? m[2] ?? m[3] ?? '').replace(/^all:/, '');
    if (p !== '') out.push(p);
  }
  return out;
}

/**
 * Whether a pattern (Go's path.Match, `*` and `?` within one element, `[...]` classes) names the
 * file or a directory above it (a directory is embedded whole).
 */
function embeds(pattern: string, file: string): boolean {
  const parts = pattern.split('/');
  const elements = file.split('/');
  if (elements.length < parts.length) return false;
  return parts.every((p, i) => elementMatches(p, elements[i] ?? ''));
}

function elementMatches(pattern: string, element: string): boolean {
  if (!/[*?[\\]/.test(pattern)) return pattern === element;
  let source = '';
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i] as string;
    if (c === '*') source += '[^/]*';
    else if (c === '?') source += '[^/]';
    else if (c === '\\' && i + 1 < pattern.length) source += escape(pattern[++i] as string);
    else if (c === '[') {
      const close = pattern.indexOf(']', i + 2);
      if (close === -1) return false; // a malformed pattern: go build refuses it
      source += `[${pattern.slice(i + 1, close).replace(/\\/g, '\\\\')}]`;
      i = close;
    } else source += escape(c);
  }
  return new RegExp(`^${source}$`).test(element);
}

const escape = (c: string): string => c.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
