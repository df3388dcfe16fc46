import { posix } from 'node:path';
import type { GoFile } from '../parse/go/go-file.js';
import { pathsThroughLinks, type SymbolicLinks } from '../sources/symbolic-links.js';
import { consultedText } from '../parse/decode-text.js';
import { asciiInBytes } from '../parse/text-on-demand.js';
import {
  kindIndexOf,
  kindIndexOfBytes,
  mayHoldKind,
  mayHoldName,
  mayMentionKind,
  type KindIndex,
} from '../parse/kind-index.js';
import { LIMITS } from '../parse/parse-problem.js';
import type { ManifestFile } from '../parse/manifest-file.js';
import type { NonObjectKind } from '../parse/non-object-files.js';
import { CRD_GROUP, CRD_KIND, isCrd, isJsonObject, objectIdentity, type KubeObject } from '../parse/kube-object.js';
import { sharedPathTail } from './shared-path-tail.js';
import { sameJson } from '../parse/same-json.js';

// Everything the rules can see at one point in time (head, or base): the parsed files and the
// objects in them, indexed by identity so an update finds its stored object whatever the file.
//
// In the review of a change, the files the change leaves alone are not parsed up front
// (LazyManifest): a rule that looks across files asks for what it needs (objects of some kinds,
// the CRDs that define some kinds, the copies of one identity), and only files whose text may
// hold it are parsed, once for head and base alike (kind-index.ts). `files` and `objects` still
// give everything, parsing what is left.

/** A manifest read only when a rule asks for something it may hold. */
export interface LazyManifest {
  readonly path: string;
  readonly kinds: KindIndex;
  /** What the file is read as when it is not objects to apply (a kustomize patch), known before parsing. */
  readonly nonObject?: NonObjectKind;
  /** Whether the text holds this string (a CRD's plural), or a match of this pattern, anywhere, or passes this test. */
  mayHold(text: string | RegExp | ((text: string) => boolean)): boolean;
  /** The file parsed: made on the first call, the same file after. */
  file(): ManifestFile;
}

export type WorldFile = ManifestFile | LazyManifest;

/** A Go file's path and its text, undefined where it is not text or too large. */
export interface GoText {
  readonly path: string;
  readonly text: string | undefined;
}

/**
 * A Go file of the review of a change, parsed only when a rule asks for it: the rules of a
 * family choose from paths and texts what they can need (lifecycle/go-files-needed.ts), so a
 * change to one API package does not parse the repository's thousands of other Go files.
 */
interface GoSource {
  readonly path: string;
  /** The text, to choose by; undefined when it is not text or too large (a choice must then keep it). */
  readonly text: string | undefined;
  /** The file parsed: made on the first call, the same file after. */
  file(): GoFile;
}

/** The Go files of one side of a change, and the paths (head and base) the change touches. */
export interface GoSources {
  readonly sources: readonly GoSource[];
  readonly changedPaths: ReadonlySet<string>;
}

export const isLazy = (f: WorldFile): f is LazyManifest => 'file' in f && typeof f.file === 'function';

/**
 * A file of the review read only when asked: it is indexed now (kind-index.ts), from its bytes
 * where it can be (a string of every unchanged file costs more than the rest of the review of
 * them), and decoded only when a rule searches its text for a pattern or it is parsed; `parse`
 * runs on the first call of `file()`. A file that is not text, or too large, has an index that
 * admits anything (its parse reports why, and holds no objects).
 */
export function lazyManifest(
  path: string,
  content: Uint8Array | string,
  parse: () => ManifestFile,
  nonObject?: NonObjectKind,
): LazyManifest & { readonly text: string | undefined } {
  const bytes =
    typeof content === 'string' || content.byteLength > LIMITS.maxFileBytes
      ? undefined
      : Buffer.from(content.buffer, content.byteOffset, content.byteLength);
  const fromBytes = bytes === undefined ? undefined : kindIndexOfBytes(bytes);
  let decoded: { readonly text: string | undefined } | undefined;
  const textOf = (): string | undefined => (decoded ??= { text: consultedText(content) }).text;
  let kinds = fromBytes;
  if (!kinds) {
    const text = textOf();
    kinds = text === undefined ? ANY_KIND : kindIndexOf(text);
  }
  let parsed: ManifestFile | undefined;
  return {
    path,
    get text() {
      return textOf();
    },
    kinds,
    ...(nonObject === undefined ? {} : { nonObject }),
    mayHold: (s) => {
      const inBytes = fromBytes && bytes && typeof s === 'string' ? asciiInBytes(bytes, s) : undefined;
      if (inBytes !== undefined) return inBytes;
      const text = textOf();
      return text === undefined || holds(text, s);
    },
    file: () => (parsed ??= parse()),
  };
}

const holds = (text: string, s: string | RegExp | ((text: string) => boolean)): boolean =>
  typeof s === 'string' ? text.includes(s) : typeof s === 'function' ? s(text) : s.test(text);

const NO_LINKS: SymbolicLinks = new Map();
const NO_RENAMES: ReadonlyMap<string, string> = new Map();
const NO_PATHS: ReadonlySet<string> = new Set();

const ANY_KIND: KindIndex = { objects: 'any', mentioned: 'any', names: 'any' };

export class World {
  private readonly slots: readonly WorldFile[];
  private readonly lazy: readonly LazyManifest[];
  /** Identity → objects of the files parsed up front, in file order. */
  private readonly byIdentity: ReadonlyMap<string, readonly KubeObject[]>;
  private allFiles: readonly ManifestFile[] | undefined;
  private allObjects: readonly KubeObject[] | undefined;
  private readonly goSource: readonly GoFile[] | (() => readonly GoFile[]);
  private go: readonly GoFile[] | undefined;
  private readonly goChoice: GoSources | undefined;

  constructor(
    files: readonly WorldFile[],
    /**
     * Go files, parsed when the review was given a Go parser (spec/go-lifecycle.md §1); or how to
     * parse them when first asked; or, in the review of a change, the files to choose from.
     */
    goFiles: readonly GoFile[] | (() => readonly GoFile[]) | GoSources = [],
    tree: {
      /** The tree's symbolic links (symbolic-links.ts): what Helm and kustomize read through them. */
      readonly links?: SymbolicLinks;
      /** Files of this world the change renamed to paths the review does not read, by path (ChangedFile.renamedTo). */
      readonly renamedOutOfReview?: ReadonlyMap<string, string>;
      /** Files of this world the change removed whose paths the repository ignores after it (ChangedFile.ignoredAfter). */
      readonly ignoredAfter?: ReadonlySet<string>;
      /** Every Go file's path and text, read when first asked, whether or not the review parses Go. */
      readonly goTexts?: () => readonly GoText[];
      /**
       * In a whole review, every Go file to be parsed when first asked (wholeGoSources): a rule that
       * needs only some packages (compat/'s and cr/'s Go type lookup) parses those.
       */
      readonly goLazy?: () => readonly GoSource[];
      /** The review's Go parser, for Go files a rule reads from outside the review (vendored packages). */
      readonly parseGo?: (path: string, text: string) => GoFile;
    } = {},
  ) {
    this.goTextsOf = tree.goTexts;
    this.goLazyOf = tree.goLazy;
    this.parseGo = tree.parseGo;
    this.links = tree.links ?? NO_LINKS;
    this.renamedOutOfReview = tree.renamedOutOfReview ?? NO_RENAMES;
    this.ignoredAfter = tree.ignoredAfter ?? NO_PATHS;
    this.slots = files;
    this.lazy = files.filter(isLazy);
    if (isGoSources(goFiles)) {
      this.goChoice = goFiles;
      this.goSource = () => goFiles.sources.map((f) => f.file());
    } else this.goSource = goFiles;
    this.byIdentity = byIdentity(files.flatMap((f) => (isLazy(f) ? [] : f.objects)));
  }

  readonly links: SymbolicLinks;
  /** Where the change renamed a file of this world that the review does not read at its new path. */
  readonly renamedOutOfReview: ReadonlyMap<string, string>;
  /** The files of this world the change removed and the repository ignores after it: generated at build time now. */
  readonly ignoredAfter: ReadonlySet<string>;

  /** Every file, parsed (those not yet parsed are parsed now). */
  get files(): readonly ManifestFile[] {
    return (this.allFiles ??= this.slots.map((f) => (isLazy(f) ? f.file() : f)));
  }

  get objects(): readonly KubeObject[] {
    return (this.allObjects ??= this.files.flatMap((f) => f.objects));
  }

  /** Every Go file, parsed (in the review of a change, those not yet parsed are parsed now). */
  get goFiles(): readonly GoFile[] {
    return (this.go ??= typeof this.goSource === 'function' ? this.goSource() : this.goSource);
  }

  /**
   * In the review of a change, the Go files to choose from before parsing (a rule that needs
   * only some of them parses those: `file()`); undefined in a whole review, where `goFiles` is
   * what every rule reads.
   */
  goSources(): GoSources | undefined {
    return this.goChoice;
  }

  /**
   * Every Go file's path and text (undefined where it is no text), parsed or not: what a question
   * of the text alone reads (a //go:embed directive), also where no rule of the review parses Go.
   */
  goTexts(): readonly GoText[] {
    return (this.goTextList ??= this.goChoice?.sources ?? this.goTextsOf?.() ?? this.goFiles);
  }

  private readonly goTextsOf: (() => readonly GoText[]) | undefined;
  private readonly goLazyOf: (() => readonly GoSource[]) | undefined;

  /**
   * Every Go file with its text, parsed when its `file()` is called: the review of a change's
   * choice (goSources), or in a whole review every file, where the review was given them; else
   * undefined (`goFiles` then parses them all).
   */
  wholeGoSources(): readonly GoSource[] | undefined {
    return this.goChoice?.sources ?? this.goLazyOf?.();
  }
  private readonly parseGo: ((path: string, text: string) => GoFile) | undefined;

  /**
   * A Go file from outside the review (a vendored package: rules/compat/vendored-go.ts), parsed
   * by the review's parser; undefined when the review parses no Go.
   */
  parseGoText(path: string, text: string): GoFile | undefined {
    return this.parseGo?.(path, text);
  }
  private goTextList: readonly GoText[] | undefined;

  /** The parsed files among these slots: a lazy one only when `wanted` says it may hold what is asked. */
  private filesWhere(wanted: (f: LazyManifest) => boolean): readonly ManifestFile[] {
    if (this.allFiles) return this.allFiles;
    return this.slots.flatMap((f) => (!isLazy(f) ? [f] : wanted(f) ? [f.file()] : []));
  }

  /** Objects of one kind in one API group (any version), e.g. CRDs. */
  ofKind(group: string, kind: string): KubeObject[] {
    // Every rule of a family asks for the same kinds of the same (immutable) world.
    const key = `${group}/${kind}`;
    let found = this.byKind.get(key);
    if (!found) {
      found = this.filesWhere((f) => mayHoldKind(f.kinds, [kind])).flatMap((f) =>
        f.objects.filter((o) => o.group === group && o.kind === kind),
      );
      this.byKind.set(key, found);
    }
    return [...found];
  }

  private readonly byKind = new Map<string, readonly KubeObject[]>();

  /** Objects whose kind is one of these, of any group, in file order. */
  ofKinds(kinds: ReadonlySet<string>): KubeObject[] {
    if (kinds.size === 0) return [];
    return this.filesWhere((f) => mayHoldKind(f.kinds, kinds)).flatMap((f) =>
      f.objects.filter((o) => kinds.has(o.kind)),
    );
  }

  crds(): KubeObject[] {
    return this.ofKind(CRD_GROUP, CRD_KIND);
  }

  /**
   * The CRDs whose `spec.names.kind` is one of these, in file order. Those of the files parsed
   * already are indexed by kind once a world: compat/crd-removed asks for each CRD a change
   * removes, and a change that removed 5,553 (KubernetesCRDModelGen b6f77900c5) went through every
   * one of them each time. A file not parsed yet is parsed only where its index of kinds may name one.
   */
  crdsDefining(kinds: ReadonlySet<string>): KubeObject[] {
    if (kinds.size === 0) return [];
    const index = (this.crdKinds ??= this.indexCrdKinds());
    const found: (readonly [number, number, KubeObject])[] = [];
    for (const kind of kinds) for (const entry of index.byKind.get(kind) ?? []) found.push(entry);
    for (const [at, f] of index.lazy)
      if (mayMentionKind(f.kinds, kinds))
        f.file().objects.forEach((o, i) => {
          if (isCrd(o) && kinds.has(namesOf(o.value).kind ?? '')) found.push([at, i, o]);
        });
    return found.sort((a, b) => a[0] - b[0] || a[1] - b[1]).map(([, , o]) => o);
  }

  /** The CRDs of the files parsed already by their kind, each with its file's place and its own; and the files not parsed yet that may hold CRDs. */
  private indexCrdKinds(): NonNullable<typeof this.crdKinds> {
    const byKind = new Map<string, (readonly [number, number, KubeObject])[]>();
    const lazy: (readonly [number, LazyManifest])[] = [];
    this.slots.forEach((f, at) => {
      if (isLazy(f)) {
        if (mayHoldKind(f.kinds, [CRD_KIND])) lazy.push([at, f]);
        return;
      }
      f.objects.forEach((o, i) => {
        if (!isCrd(o)) return;
        const kind = namesOf(o.value).kind ?? '';
        const list = byKind.get(kind);
        if (list) list.push([at, i, o]);
        else byKind.set(kind, [[at, i, o]]);
      });
    });
    return { byKind, lazy };
  }
  private crdKinds:
    | {
        readonly byKind: ReadonlyMap<string, readonly (readonly [number, number, KubeObject])[]>;
        readonly lazy: readonly (readonly [number, LazyManifest])[];
      }
    | undefined;

  /**
   * The CRDs that name one of these words as their kind, their kind in lower case, or their
   * plural resource (what a KEP-3766 grant names), in file order.
   */
  crdsNaming(words: ReadonlySet<string>): KubeObject[] {
    if (words.size === 0) return [];
    return this.crdsWhere(
      (f) =>
        f.kinds.mentioned === 'any' ||
        [...words].some((w) => f.mayHold(w)) ||
        [...f.kinds.mentioned].some((k) => words.has(k.toLowerCase())),
      (names) =>
        words.has(names.kind ?? '') || words.has(names.plural ?? '') || words.has((names.kind ?? '').toLowerCase()),
    );
  }

  /**
   * The CRDs named `name` (metadata.name) in files whose text also holds `mention`, in file order.
   * A file's kind index says which names it may hold, so only those files' text is searched, and
   * only those that hold `mention` are parsed: a search of every file's text for the name cost a
   * pull request's review of the corpus a scan of 53 MB per name (issue 17).
   */
  crdsNamed(name: string, mention: string | RegExp): KubeObject[] {
    return this.filesWhere(
      (f) => mayHoldKind(f.kinds, [CRD_KIND]) && mayHoldName(f.kinds, name) && f.mayHold(mention),
    ).flatMap((f) => f.objects.filter((o) => isCrd(o) && o.name === name));
  }

  /**
   * The CRDs of the parsed files, and of the files not parsed yet whose text may hold `mention`:
   * a file is parsed for them only where its text mentions it, and the text of a parsed one is not
   * read (its objects are at hand: a caller that wants those of its CRDs that `mention` would find
   * tells them by themselves).
   */
  crdsMentioning(mention: string | RegExp): KubeObject[] {
    return this.crdsWhere(
      (f) => f.mayHold(mention),
      () => true,
    );
  }

  /**
   * The CRDs of the files directly in one directory whose text may hold what they look for (tests
   * of the file not parsed yet: its index of kinds, and its text as LazyManifest.mayHold reads it,
   * a string looked for in the bytes without decoding them), in file order: only those files are parsed (crd/names'
   * conflicts between CRDs installed together, name-conflicts.ts).
   */
  crdsInDirectory(
    dir: string,
    mayHold: (file: Pick<LazyManifest, 'mayHold' | 'kinds'>) => boolean,
  ): readonly KubeObject[] {
    // The files by directory, grouped once: a directory of a hundred CRDs asks a hundred times.
    if (!this.byDirectory) {
      this.byDirectory = new Map();
      for (const f of this.slots) {
        const at = posix.dirname(f.path);
        const list = this.byDirectory.get(at);
        if (list) list.push(f);
        else this.byDirectory.set(at, [f]);
      }
    }
    // A directory's files parsed already, read once: a directory of two thousand CRDs (crossplane's
    // providers, copied by KubernetesCRDModelGen) asks two thousand times, and went through every
    // file each time (17 s of a 60 s review).
    let read = this.crdsByDirectory.get(dir);
    if (!read) {
      const files = this.byDirectory.get(dir) ?? [];
      read = {
        parsed: files.flatMap((f) => (isLazy(f) ? [] : f.objects.filter(isCrd))),
        lazy: files.filter(isLazy).filter((f) => mayHoldKind(f.kinds, [CRD_KIND])),
      };
      this.crdsByDirectory.set(dir, read);
    }
    if (read.lazy.length === 0) return read.parsed;
    // In file order: a file not parsed yet only where its text may hold a name.
    const lazy = new Set(read.lazy.filter(mayHold));
    if (lazy.size === 0) return read.parsed;
    return (this.byDirectory.get(dir) ?? []).flatMap((f) =>
      !isLazy(f) ? f.objects.filter(isCrd) : lazy.has(f) ? f.file().objects.filter(isCrd) : [],
    );
  }

  private byDirectory: Map<string, WorldFile[]> | undefined;
  private readonly crdsByDirectory = new Map<
    string,
    { readonly parsed: KubeObject[]; readonly lazy: readonly LazyManifest[] }
  >();

  private crdsWhere(mayHold: (f: LazyManifest) => boolean, isOne: (names: CrdNames) => boolean): KubeObject[] {
    return this.filesWhere((f) => mayHoldKind(f.kinds, [CRD_KIND]) && mayHold(f)).flatMap((f) =>
      f.objects.filter((o) => isCrd(o) && isOne(namesOf(o.value))),
    );
  }

  /**
   * The files whose text holds this string (a CRD's name, say) or a match of this pattern (not
   * global: a pattern with state would skip matches), or each of several, parsed; others are not
   * parsed.
   */
  filesMentioning(text: string | RegExp | readonly (string | RegExp)[], readAs?: NonObjectKind): ManifestFile[] {
    // What a file is read as is known before it is parsed: a rule looking for kustomize patches
    // parses no CRD that happens to say the word (a corpus of CRDs says "Webhook" in hundreds).
    const kept = (f: { readonly nonObject?: NonObjectKind }) => readAs === undefined || f.nonObject === readAs;
    const all = typeof text === 'string' || text instanceof RegExp ? [text] : text;
    // A pattern asked first is one a rule asks of every file for each object it judges (the GitOps
    // groups, with a directory: compat/crd-removed of 5,553 removed CRDs tested 5,563 files'
    // megabytes with it each time): the files that may hold it are found once a world.
    const [first] = all;
    const pool = first instanceof RegExp ? this.slotsMayHolding(first) : undefined;
    const candidates =
      pool === undefined
        ? this.filesWhere((f) => kept(f) && all.every((t) => f.mayHold(t)))
        : pool.flatMap((f) => (!isLazy(f) ? [f] : kept(f) && all.every((t) => f.mayHold(t)) ? [f.file()] : []));
    return candidates.filter(
      (f) => kept(f) && all.every((t) => (f.holds && typeof t === 'string' ? f.holds(t) : holds(f.text, t))),
    );
  }

  /** The files that may hold a match of the pattern (their bytes or text tested, none parsed), found once a pattern. */
  private slotsMayHolding(pattern: RegExp): readonly WorldFile[] {
    let pool = this.mayHolding.get(pattern);
    if (pool === undefined) {
      pool = this.slots.filter((f) => (isLazy(f) ? f.mayHold(pattern) : holds(f.text, pattern)));
      this.mayHolding.set(pattern, pool);
    }
    return pool;
  }
  private readonly mayHolding = new WeakMap<RegExp, readonly WorldFile[]>();

  /** The paths a file is read at by tools that follow links (Helm, kustomize): its own, and those through the tree's links. */
  pathsThroughLinks(file: string): string[] {
    return this.links.size === 0 ? [file] : [file, ...pathsThroughLinks(this.links, file)];
  }

  /** Every file's path, parsed or not. */
  paths(): string[] {
    return this.slots.map((f) => f.path);
  }

  /** The files at the paths `wanted` accepts, parsed, in file order. */
  filesAt(wanted: (path: string) => boolean): ManifestFile[] {
    return this.slots.flatMap((f) => (!wanted(f.path) ? [] : isLazy(f) ? [f.file()] : [f]));
  }

  /**
   * The kinds of the world's objects, without parsing a file whose text says which kinds it holds:
   * a superset (a file's index may name a kind that a document which does not parse would have had).
   */
  objectKinds(): Set<string> {
    if (!this.kindsSeen) {
      const kinds = new Set<string>();
      for (const f of this.slots) {
        if (isLazy(f) && f.kinds.objects !== 'any') for (const k of f.kinds.objects) kinds.add(k);
        else for (const o of (isLazy(f) ? f.file() : f).objects) kinds.add(o.kind);
      }
      this.kindsSeen = kinds;
    }
    return new Set(this.kindsSeen); // a world does not change: worked out once, handed out as a copy
  }

  private kindsSeen: ReadonlySet<string> | undefined;

  /** Every object with the same identity, in file order: those of parsed files, and of lazy ones that may hold it. */
  private identityList(o: KubeObject): readonly KubeObject[] {
    const key = objectIdentity(o);
    if (this.lazy.length === 0) return this.byIdentity.get(key) ?? [];
    if (this.allFiles) return this.allIdentity().get(key) ?? [];
    let found = this.lazyIdentity.get(key);
    if (!found) {
      const mayHoldIt = (f: LazyManifest) => mayHoldKind(f.kinds, [o.kind]) && mayHoldName(f.kinds, o.name);
      // The parsed files' copies come from the identity index; only the lazy files that may hold
      // the identity are searched (one file the kind index cannot read, JSON say, may hold any).
      const parsed = this.byIdentity.get(key) ?? [];
      const more = this.lazy
        .filter(mayHoldIt)
        .flatMap((f) => f.file().objects.filter((c) => objectIdentity(c) === key));
      found = more.length === 0 ? parsed : [...parsed, ...more].sort((a, b) => this.slotOf(a) - this.slotOf(b)); // stable: documents keep their order
      this.lazyIdentity.set(key, found);
    }
    return found;
  }

  private readonly lazyIdentity = new Map<string, readonly KubeObject[]>();
  private slotIndex: ReadonlyMap<string, number> | undefined;

  /** Where an object's file stands among the slots (file order). */
  private slotOf(o: KubeObject): number {
    this.slotIndex ??= new Map(this.slots.map((f, i) => [f.path, i]));
    return this.slotIndex.get(o.source.file) ?? -1;
  }
  private everyIdentity: ReadonlyMap<string, readonly KubeObject[]> | undefined;

  /** The identity map of every object, once every file is parsed. */
  private allIdentity(): ReadonlyMap<string, readonly KubeObject[]> {
    return (this.everyIdentity ??= byIdentity(this.objects));
  }

  /**
   * The object with the same identity as `o`. Where one identity stands in several files
   * (feature-set variants, standard and experimental channels, the three conformance grants
   * of one name), the one at `preferredFile` wins: it is the same file before and after the
   * change. Where none is there (or several are), a copy equal to `o` wins next: a file moved
   * or split unchanged is no change, whichever copy the list holds first (DESIGN §2.3).
   *
   * `taken`: files whose copy is still there after the change, paired with itself. A copy in one
   * of them is never the stored version of an object in another file: a file that adds a second
   * definition of a CRD (a v1 beside the v1alpha1 another directory still holds) creates it,
   * it does not update the other.
   */
  counterpart(
    o: KubeObject,
    preferredFile: string = o.source.file,
    taken: ReadonlySet<string> = NONE,
  ): KubeObject | undefined {
    // The one object of this identity in the preferred file, found without looking for copies elsewhere.
    const inFile = this.sameIdentityIn(o, preferredFile);
    if (inFile.length === 1) return inFile[0];
    const list = this.identityList(o);
    if (list.length === 0) return undefined;
    const here = list.filter((c) => c.source.file === preferredFile);
    const pool = here.length > 1 ? here : taken.size === 0 ? list : list.filter((c) => !taken.has(c.source.file));
    // No identical copy: the one whose path ends most like the preferred file's (the Helm chart's
    // `namespaced/crds/binding.yaml` moved to `deps/namespaced/crds/`, beside its `clustered/`
    // variant of the same name: kubescape/helm-charts), else the first.
    const identical = pool.find((c) => sameJson(c.value, o.value));
    if (identical || pool.length < 2) return identical ?? pool[0];
    let best = pool[0];
    let bestTail = -1;
    for (const c of pool) {
      const tail = sharedPathTail(c.source.file, preferredFile);
      if (tail > bestTail) [best, bestTail] = [c, tail];
    }
    return best;
  }

  /** The objects with the same identity as `o`, `o` among them when it is of this world. */
  sameIdentity(o: KubeObject): readonly KubeObject[] {
    return this.identityList(o);
  }

  /** The file at `path`, parsed; undefined where the world has none. */
  fileAt(path: string): ManifestFile | undefined {
    this.slotByPath ??= new Map(this.slots.map((f) => [f.path, f]));
    const slot = this.slotByPath.get(path);
    return slot === undefined ? undefined : isLazy(slot) ? slot.file() : slot;
  }

  /** The objects with the same identity as `o` in the file at `path` (only that file is parsed). */
  sameIdentityIn(o: KubeObject, path: string): readonly KubeObject[] {
    this.slotByPath ??= new Map(this.slots.map((f) => [f.path, f]));
    const slot = this.slotByPath.get(path);
    if (!slot) return [];
    const key = objectIdentity(o);
    return (isLazy(slot) ? slot.file() : slot).objects.filter((c) => objectIdentity(c) === key);
  }

  private slotByPath: ReadonlyMap<string, WorldFile> | undefined;
}

const NONE: ReadonlySet<string> = new Set();

const isGoSources = (g: readonly GoFile[] | (() => readonly GoFile[]) | GoSources): g is GoSources =>
  typeof g === 'object' && 'sources' in g;

function byIdentity(objects: readonly KubeObject[]): Map<string, KubeObject[]> {
  const index = new Map<string, KubeObject[]>();
  for (const o of objects) {
    const key = objectIdentity(o);
    const list = index.get(key);
    if (list) list.push(o);
    else index.set(key, [o]);
  }
  return index;
}

interface CrdNames {
  readonly kind?: string;
  readonly plural?: string;
}

/** A CRD's `spec.names.kind` and `plural`, as written. */
function namesOf(crd: unknown): CrdNames {
  const spec = isJsonObject(crd) ? crd.spec : undefined;
  const names = isJsonObject(spec) ? spec.names : undefined;
  if (!isJsonObject(names)) return {};
  return {
    ...(typeof names.kind === 'string' ? { kind: names.kind } : {}),
    ...(typeof names.plural === 'string' ? { plural: names.plural } : {}),
  };
}
