import { posix } from 'node:path';
import type { Config } from '../../engine/config.js';
import type { World } from '../../engine/world.js';
import type { GoFile } from '../../parse/go/go-file.js';
import { FEATUREGATE_IMPORT } from './gate-table.js';
import { configuredFeatureFiles } from './lifecycle-reads.js';
import { baseTypeName } from './gated-types.js';
import { isReviewedGoFile } from './repository-go-files.js';

// The Go files the lifecycle family reads in the review of a change (issue 17): what the change
// touches, not the repository's thousands of Go files. A finding of the family that the change
// can bring or take away stands in one of these, and depends only on these:
//
//   - the packages (directories) whose non-test files the change touches, whole, at head and at
//     base alike (a changed test or vendored file is nothing the family reads): a struct's
//     serialized form and its inlined structs, a kind's doc.go, the API-package evidence and the
//     base's declarations are all looked up by directory (serialized-form.ts, api-packages.ts,
//     prerelease-tag.ts, change-index.ts);
//   - the feature gate definitions (gate-table.ts isFeatureFile: a spec map, whose value type
//     names `FeatureSpec` or `VersionedSpecs`, or an import of component-base/featuregate), and
//     the files lifecycle.featureFiles names;
//   - every file with a gate tag (`+featureGate=`, `+lifecycle:`, `+k8s:ifEnabled(…)`,
//     `+k8s:ifDisabled(…)`, or a malformed tag that mentions lifecycle or featureGate, as
//     declaration-tags.ts reads them): the rules that compare tags with each other or with the
//     gates (inconsistent-tags, comment-divergence, gates-not-found, unknown-gate and the stage
//     rules) and ungated-field's "this repository gates its fields" read all of them. A gate the
//     change removes from a gate file thus still meets every tag that names it.
//
// Each of the last two is found, among the repository's own files, by words its text must hold (a
// superset: a file that holds the word and is no gate file is parsed for nothing), and its whole package is kept too, as for a
// changed file, so every directory the rules see is complete. The one question about the whole
// repository, whether a type is used only through gated fields (gated-types.ts), is answered by
// ungated-field, only for a field it would otherwise report, over the files that may use that
// type, and those that may use the types that use it, and so on (goFilesUsing).
//
// The same files are chosen at head and at base: the unchanged ones by their (equal) text, the
// changed ones by the directories of both their paths. A finding in a file left out is one the
// change did not touch, the same at head and at base, so no filter but `all` (a whole review,
// where every file is read) shows it.

/**
 * A spec map's value type (go-parser.ts keeps only maps whose text says one), or the featuregate
 * import. An import path is a Go string, which may spell a letter as an escape (`\x66`): a file
 * with such an escape anywhere is kept too (a few files; a search for the escape inside a string
 * literal backtracks over long lines: half a second over kubevirt's 2,300 files).
 */
const mayDefineGates = (text: string): boolean =>
  text.includes('FeatureSpec') ||
  text.includes('VersionedSpecs') ||
  text.includes(FEATUREGATE_IMPORT) ||
  /\\[0-7xuU]/.test(text);

/** A tag starts with `+` (gengo-tag.ts); a malformed one is kept when `+`, spaces, then lifecycle or featureGate. */
const mayHoldGateTag = (text: string): boolean =>
  /\+\s*(?:lifecycle|featureGate)/.test(text) || text.includes('ifEnabled') || text.includes('ifDisabled');

const CHOSEN = new WeakMap<World, WeakMap<Config, readonly GoFile[]>>();

/** Whether a Go text of the world may hold what the family reads (a file that is no text may). */
function readsAnything(world: World, config: Config): boolean {
  const configured = configuredFeatureFiles(config);
  return world
    .goTexts()
    .some(
      ({ path, text }) =>
        configured?.(path) === true ||
        text === undefined ||
        mayDefineGates(text) ||
        mayHoldGateTag(text) ||
        text.includes(PRERELEASE_TAG),
    );
}

/** prerelease-tag.ts's tags and its doc.go switch: `+k8s:prerelease-lifecycle-gen…`. */
const PRERELEASE_TAG = 'prerelease-lifecycle-gen';

/**
 * The Go files of this world the lifecycle rules read: every file in a whole review, else those
 * above. A whole review reads every file, as ungated-field reads the API types of a repository
 * that gates its fields, tagged or not; but where no Go text of the repository says anything the
 * family reads (no gate defined, no tag, no prerelease-lifecycle-gen tag, no configured feature
 * file), its rules have nothing to judge, and no file is parsed for them (vmware-tanzu/pinniped:
 * 2 s of parsing its generated clients, for nothing).
 */
export function lifecycleGoFiles(world: World, config: Config, counterpart?: World): readonly GoFile[] {
  const choice = world.goSources();
  // The base of a change is read where its head is, and the other way round: a base that says
  // nothing the family reads still holds the structs the head's fields are matched with.
  if (!choice)
    return readsAnything(world, config) || (counterpart !== undefined && readsAnything(counterpart, config))
      ? world.goFiles
      : [];
  const byConfig = CHOSEN.get(world) ?? new WeakMap<Config, readonly GoFile[]>();
  CHOSEN.set(world, byConfig);
  let files = byConfig.get(config);
  if (!files) {
    const configured = configuredFeatureFiles(config);
    // Only the repository's own files pull their package in by their text: a changed test or
    // vendored file differs between head and base, and would choose its package on one side only
    // (its siblings' old findings would then show as new). The rules read neither.
    const mayMatter = (path: string, text: string | undefined): boolean =>
      configured?.(path) === true ||
      (isReviewedGoFile(path) && (text === undefined || mayDefineGates(text) || mayHoldGateTag(text)));
    // A changed test or vendored file adds nothing the family reads (repository-go-files.ts):
    // the files beside it are the same at head and base.
    const dirs = new Set([...choice.changedPaths].filter(isReviewedGoFile).map((p) => posix.dirname(p)));
    for (const s of choice.sources) if (mayMatter(s.path, s.text)) dirs.add(posix.dirname(s.path));
    // A package's tests define neither API types nor gates, and the family reads none of them
    // (repository-go-files.ts): they are not parsed (traefik's tests call `new` hundreds of times
    // in the Go 1.26 form, which the grammar reads only on a second parse).
    const read = (path: string): boolean => !path.endsWith('_test.go') || configured?.(path) === true;
    files = choice.sources.filter((s) => dirs.has(posix.dirname(s.path)) && read(s.path)).map((s) => s.file());
    byConfig.set(config, files);
  }
  return files;
}

/**
 * The Go files that may use the struct types named (a field whose type is one of them, under
 * pointers, slices, maps and a package qualifier: gated-types.ts baseTypeName), and, in turn, the
 * files that may use the structs holding such fields: every use of every type a question about
 * `names` in gatedTypes can reach. A file may use a type when its text holds the name. Only the
 * files lifecycleGoFiles did not choose: the rules have read those already.
 */
export function goFilesUsing(world: World, config: Config, names: Iterable<string>): readonly GoFile[] {
  const choice = world.goSources();
  if (!choice) return []; // a whole review: lifecycleGoFiles already holds every file
  const chosen = new Set(lifecycleGoFiles(world, config));
  const wanted = new Set(names);
  const taken = new Set<GoFile>();
  for (let fresh = [...wanted]; fresh.length > 0;) {
    const mayUse = new RegExp(fresh.map(escapeRegExp).join('|'));
    const added: string[] = [];
    const take = (file: GoFile): void => {
      taken.add(file);
      for (const struct of file.structs) {
        if (wanted.has(struct.name) || !struct.fields.some((f) => wanted.has(baseTypeName(f.type)))) continue;
        wanted.add(struct.name);
        added.push(struct.name);
      }
    };
    for (const file of taken) take(file); // the files taken before may use the names just found
    for (const s of choice.sources) {
      if (s.text !== undefined && !mayUse.test(s.text)) continue;
      const file = s.file();
      if (!taken.has(file)) take(file);
    }
    fresh = added;
  }
  return [...taken].filter((f) => !chosen.has(f)); // gatedTypes is a fixpoint over sets: the order is not read
}

const escapeRegExp = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
