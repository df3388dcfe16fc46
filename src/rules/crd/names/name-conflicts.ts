import path from 'node:path';
import { FieldPath } from '../../../engine/field-path.js';
import type { RuleContext, RuleReport } from '../../../engine/rule.js';
import type { LazyManifest } from '../../../engine/world.js';
import type { KubeObject } from '../../../parse/kube-object.js';
import { isInReadingTree } from '../../../parse/reading-trees.js';
import { isInTestTree } from '../../../parse/test-trees.js';
import { goObject, goString } from '../schema/go-decoded.js';
import { isPatchFragment } from '../schema/served-crds.js';
import { defaultedNames, readNames, validateGroup, validateNames, type CrdNames } from './validate-names.js';
import { validateVersions } from '../versions/validate-versions.js';
import { crdVersions, hoisting } from '../schema/hoisting.js';
import { claimedWordsIn, wordsClaimed } from './claimed-names.js';

// Two CRDs of one group that claim the same name (apiextensions-apiserver's naming controller,
// pkg/controller/status/naming_controller.go): the apiserver accepts both writes, but the one it
// names second gets NamesAccepted False (PluralConflict, SingularConflict, ShortNamesConflict,
// KindConflict, ListKindConflict) and never becomes Established, so its resources are never
// served. The plural, singular and short names of every CRD of a group share one set, and the
// kinds and list kinds another. Only CRDs installed together count: in one directory, which
// `kubectl apply -f` applies whole and a kustomization lists from (kubevault/operator d70535b5 put
// `gcprole` and `gcproles`, both of kind GCPRole, in config/crd/); copies in other directories
// (an OLM bundle of another version, a chart) are other installs.

/** The conflicts of a CRD with the others of its directory, reported on the one named second. */
export function nameConflicts(ctx: RuleContext, crd: KubeObject): RuleReport<'nameConflict'>[] {
  if (isInTestTree(crd.source.file) || isInReadingTree(crd.source.file) || isPatchFragment(crd)) return [];
  const group = groupOf(crd);
  if (group === '') return [];
  const dir = path.posix.dirname(crd.source.file);
  const world = ctx.whole?.head ?? ctx.head;
  const names = namesOf(crd);
  const reports: RuleReport<'nameConflict'>[] = [];
  const claimed = wordsClaimed(names);
  const own = claimedOf(crd);
  // The bytes first, for the names anywhere (most files of a directory name none of them); then the
  // words the file's text claims, read once a file (a directory whose every file names the others).
  const mayClash = (file: Pick<LazyManifest, 'mayHold' | 'kinds'>): boolean =>
    file.mayHold(group) && mayNameAny(file, own) && claimsAny(claimedWordsOf(file), claimed);
  for (const other of world.crdsInDirectory(dir, mayClash)) {
    if (other.name === crd.name || other.version !== 'v1' || !claimsAnyOf(own, claimedOf(other))) continue;
    if (groupOf(other) !== group || isPatchFragment(other)) continue;
    const clashes = clashesOf(names, claimedOf(other));
    if (clashes.length === 0) continue;
    // A CRD the apiserver refuses for its names or versions is never stored, so the naming
    // controller never weighs it against another (simplyblock-operator's design CRDs, six of kind
    // Rackup, each refused for its version `25.11.1`: crd/versions' errors say what is wrong).
    if (refusedOnItsOwn(crd) || refusedOnItsOwn(other)) continue;
    const second = namedSecond(ctx, crd, other);
    if (second === undefined) continue;
    const [first] = clashes;
    if (first === undefined) continue;
    reports.push({
      messageId: 'nameConflict',
      object: crd,
      path: FieldPath.of('spec', 'names', first.field),
      data: {
        name: crd.name,
        names: clashes.map((c) => `${c.field} ${JSON.stringify(c.value)}`).join(', '),
        isOrAre: clashes.length === 1 ? 'is' : 'are each',
        other: other.name,
        otherFile: other.source.file,
        reasons: [...new Set(clashes.map((c) => c.reason))].join(', '),
        second:
          second === 'added'
            ? 'the change adds it beside the other'
            : `its file sorts after the other's, as \`kubectl apply -f ${dir}\` applies them, and a cluster that holds ${other.name} refuses its names whatever the order`,
      },
      discriminator: other.name,
    });
  }
  return reports;
}

/** Whether the apiserver refuses a CRD for its names (name, group, names) or its versions, whatever else it holds. */
function refusedOnItsOwn(crd: KubeObject): boolean {
  const spec = goObject(crd.value.spec) ?? {};
  const names = namesOf(crd);
  const group = goString(spec.group);
  return (
    crd.name !== `${names.plural}.${group}` ||
    validateGroup(group, SPEC.child('group')).length > 0 ||
    validateNames(names, SPEC.child('names')).length > 0 ||
    validateVersions({ versions: crdVersions(crd), hoisting: hoisting(crd) }, SPEC.child('versions')).length > 0
  );
}

const SPEC = FieldPath.of('spec');

const groupOf = (crd: KubeObject): string => goString((goObject(crd.value.spec) ?? {}).group);

const namesOf = (crd: KubeObject): CrdNames => defaultedNames(readNames(goObject(crd.value.spec) ?? {}));

interface Clash {
  readonly field: 'plural' | 'singular' | 'shortNames' | 'kind' | 'listKind';
  readonly value: string;
  readonly reason: string;
}

/** This CRD's names that the other holds already: resource names against resource names, kinds against kinds. */
function clashesOf(mine: CrdNames, { resources, kinds }: ReturnType<typeof claimedNames>): Clash[] {
  const out: Clash[] = [];
  if (resources.has(mine.plural)) out.push({ field: 'plural', value: mine.plural, reason: 'PluralConflict' });
  if (resources.has(mine.singular)) out.push({ field: 'singular', value: mine.singular, reason: 'SingularConflict' });
  for (const short of mine.shortNames)
    if (resources.has(short)) out.push({ field: 'shortNames', value: short, reason: 'ShortNamesConflict' });
  if (kinds.has(mine.kind)) out.push({ field: 'kind', value: mine.kind, reason: 'KindConflict' });
  if (kinds.has(mine.listKind)) out.push({ field: 'listKind', value: mine.listKind, reason: 'ListKindConflict' });
  return out;
}

/**
 * Whether a file not parsed yet may name one of these names at all, told without decoding it, so
 * that a pull request does not decode every CRD of a directory of a hundred (openshift/api's
 * payload-manifests/crds) for each it changes. Another CRD clashes only where its file holds the
 * group (its name ends in it) and one of these names as written, or a kind whose defaults are one:
 * a singular is the kind in lower case, a list kind the kind and `List`. Where the index of kinds
 * cannot tell the kinds (an escape may spell a letter), the text is read.
 */
function mayNameAny(
  file: Pick<LazyManifest, 'mayHold' | 'kinds'>,
  { resources, kinds }: ReturnType<typeof claimedNames>,
): boolean {
  const { mentioned } = file.kinds;
  if (mentioned === 'any') return true;
  for (const kind of mentioned) if (resources.has(kind.toLowerCase()) || kinds.has(`${kind}List`)) return true;
  return [...resources, ...kinds].some((n) => file.mayHold(n));
}

// What each CRD claims, made once a review: every CRD of a directory of two thousand asks of every other.
const CLAIMED = new WeakMap<KubeObject, ReturnType<typeof claimedNames>>();

function claimedOf(crd: KubeObject): ReturnType<typeof claimedNames> {
  let claimed = CLAIMED.get(crd);
  if (claimed === undefined) CLAIMED.set(crd, (claimed = claimedNames(namesOf(crd))));
  return claimed;
}

/** Whether two CRDs claim a name in common, resource names against resource names, kinds against kinds: what clashesOf finds, asked first. */
function claimsAnyOf(mine: ReturnType<typeof claimedNames>, theirs: ReturnType<typeof claimedNames>): boolean {
  for (const n of mine.resources) if (theirs.resources.has(n)) return true;
  for (const k of mine.kinds) if (theirs.kinds.has(k)) return true;
  return false;
}

/** The names a CRD claims, as clashesOf compares them: its resource names, and its kinds. */
const claimedNames = (names: CrdNames) => ({
  resources: new Set([names.plural, names.singular, ...names.shortNames].filter((n) => n !== '')),
  kinds: new Set([names.kind, names.listKind].filter((n) => n !== '')),
});

// The words each file claims (claimedWordsIn), read once a review: every CRD of its directory asks.
const CLAIMED_WORDS = new WeakMap<object, ReadonlySet<string> | 'any'>();

const claimsAny = (words: ReadonlySet<string> | 'any', claimed: ReadonlySet<string>): boolean =>
  words === 'any' || [...claimed].some((w) => words.has(w));

/** The words a file claims; 'any' where its text is not at hand, which may claim anything. */
function claimedWordsOf(file: Pick<LazyManifest, 'mayHold'>): ReadonlySet<string> | 'any' {
  let words = CLAIMED_WORDS.get(file);
  if (words === undefined) {
    let read: ReadonlySet<string> | undefined;
    file.mayHold((text) => {
      read = claimedWordsIn(text);
      return true;
    });
    words = read ?? 'any';
    CLAIMED_WORDS.set(file, words);
  }
  return words;
}

/** Whether the base of the change lacks a CRD of this name: the change adds it. */
const isNew = (ctx: RuleContext, crd: KubeObject): boolean => {
  const base = ctx.whole?.base ?? ctx.base;
  // By identity, which the index of names finds: not every CRD of the base parsed (a change's review).
  return base !== undefined && base.sameIdentity(crd).length === 0;
};

/**
 * Why this CRD is the one of the pair the apiserver names second, so the one refused: the change
 * adds it beside the other ('added'), or else `kubectl apply -f` applies its file later ('sorted');
 * undefined where the other is.
 */
function namedSecond(ctx: RuleContext, crd: KubeObject, other: KubeObject): 'added' | 'sorted' | undefined {
  const mineNew = isNew(ctx, crd);
  const otherNew = isNew(ctx, other);
  if (mineNew !== otherNew) return mineNew ? 'added' : undefined;
  const later =
    crd.source.file === other.source.file
      ? crd.source.docOffset > other.source.docOffset
      : crd.source.file > other.source.file;
  return later ? 'sorted' : undefined;
}
