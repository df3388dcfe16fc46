import path from 'node:path';

// A Go test that reads a file beside it by its bare name (`os.ReadFile("knative_test_yaml.yaml")`)
// holds its input or its expected output there: gloo's projects/gloo/cli/pkg/cmd/install keeps a
// copy of a Knative release, v1beta1 CRDs and all, that knative_test.go compares a string with,
// and that no apiserver ever sees (21 false crd/api-version errors). Only what the test reads
// counts: the name as the first argument of a call, or joined onto a directory that is not a
// temporary one (not `t.Run("config.yaml", …)`, not `filepath.Join(t.TempDir(), "out.yaml")`,
// not a comment), of a file in the test's own directory, and
// not in a directory of what the repository ships (samples, examples, config, deploy, charts,
// templates, manifests), whose manifests stay reviewed even where a test reads them.

/** The `.yaml`, `.yml` and `.json` files beside a `_test.go` file that it reads, as repository paths. */
export function goTestInputsOf(file: string, content: Uint8Array | string): string[] {
  if (!file.endsWith('_test.go')) return [];
  const dir = path.posix.dirname(file);
  if (dir.split('/').some((d) => SHIPPED.has(d))) return [];
  const text =
    typeof content === 'string' ? content : Buffer.from(content.buffer, content.byteOffset, content.byteLength);
  // Most tests name no such file: the bytes say so before any decoding.
  if (!NAMES_A_DATA_FILE.some((s) => text.includes(s))) return [];
  const source = (typeof text === 'string' ? text : text.toString('utf8')).replace(GO_COMMENT, '');
  const inputs = new Set<string>();
  const add = (name: string): void => {
    const relative = name.replace(/^\.\//, '');
    // controller-gen's name for a CRD it writes, `<group>_<plural>.yaml`: a test that reads the
    // CRD generated beside its API types reads what the repository ships (nephio-project/porch's
    // porch.kpt.dev_packagerevisions.yaml), which stays reviewed; so does a file of a directory
    // below the test's named for what ships (`config/samples/…`).
    if (GENERATED_CRD_NAME.test(path.posix.basename(relative))) return;
    if (
      relative
        .split('/')
        .slice(0, -1)
        .some((d) => SHIPPED_BELOW.has(d))
    )
      return;
    inputs.add(dir === '.' ? relative : `${dir}/${relative}`);
  };
  for (const m of source.matchAll(READ)) add(m[3] as string);
  // A path joined from the test's own directory (gloo: `filepath.Join(filepath.Dir(currentFile),
  // "knative_test_yaml.yaml")`), not from a temporary one, which the test writes to.
  for (const m of source.matchAll(JOINED)) if (!/TempDir|\btmp/i.test(m[0])) add(m[3] as string);
  // A name made of a directory, a variable and an extension (goharbor/harbor-operator's
  // `fileString("./manifests/jobservice/" + filename + ".yaml")`): every such file of the directory,
  // as a pattern nonObjectFiles matches against the repository's paths.
  for (const m of source.matchAll(CONCATENATED)) add(`${m[3] as string}*${m[5] as string}`);
  return [...inputs];
}

/** Whether a path that goTestInputsOf gave is a pattern (a concatenated name): `dir/*.yaml`. */
export const isInputPattern = (input: string): boolean => input.includes('*');

/** The paths of `paths` that an input pattern takes in: its directory's files with its extension. */
export function matchingInputs(pattern: string, paths: readonly string[]): string[] {
  const star = pattern.indexOf('*');
  const [prefix, suffix] = [pattern.slice(0, star), pattern.slice(star + 1)];
  return paths.filter((p) => p.startsWith(prefix) && p.endsWith(suffix) && !p.slice(prefix.length).includes('/'));
}

const NAMES_A_DATA_FILE = ['.yaml"', '.yml"', '.json"', '.yaml`', '.yml`', '.json`'];

/** `<group>_<plural>.yaml`, the group with a dot at least: the file controller-gen writes a CRD to. */
const GENERATED_CRD_NAME = /^[a-z0-9-]+(?:\.[a-z0-9-]+)+_[a-z0-9]+\.ya?ml$/;

/** Directories of what a repository ships, by name: a test there reads what users apply too. */
const SHIPPED: ReadonlySet<string> = new Set([
  'samples',
  'examples',
  'config',
  'deploy',
  'charts',
  'templates',
  'manifests',
]);

/** A line comment (after a space or at a line's start, so `"http://…"` stays) or a block comment. */
export const GO_COMMENT = /(^|[ \t])\/\/[^\n]*|\/\*[\s\S]*?\*\//gm;

/** Below the test's directory, directories of what a repository ships; `manifests` and `templates` there are a package's own inputs. */
const SHIPPED_BELOW: ReadonlySet<string> = new Set(['samples', 'examples', 'config', 'deploy', 'charts']);

/** A file name with a data extension, maybe below directories of the test's (`./inputs/a.yaml`), never above (`..`). */
const DATA_FILE = String.raw`(?:\.\/)?(?:[A-Za-z0-9_][A-Za-z0-9_.-]*\/)*[A-Za-z0-9_][A-Za-z0-9_.-]*\.(?:ya?ml|json)`;

/** The last argument of a `Join` (its arguments may hold calls, one level deep) that is such a file name. */
const JOINED = new RegExp(String.raw`\bJoin\(((?:[^()"\`]|\([^()]*\))*,\s*)(["\`])(${DATA_FILE})\2\s*\)`, 'g');

/** Such a file name as the first argument of a call that is not a subtest's `Run`. */
const READ = new RegExp(String.raw`\b(?!Run\()(\w+)\(\s*(["\`])(${DATA_FILE})\2`, 'g');

/** The first argument of such a call made of a directory below the test's, a variable and a data extension. */
const CONCATENATED = new RegExp(
  String.raw`\b(?!Run\()(\w+)\(\s*(["\`])((?:\.\/)?(?:[A-Za-z0-9_][A-Za-z0-9_.-]*\/)+)\2\s*\+\s*\w+\s*\+\s*(["\`])(\.(?:ya?ml|json))\4`,
  'g',
);
