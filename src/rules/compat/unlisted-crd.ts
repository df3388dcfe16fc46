import { posix } from 'node:path';
import type { RuleContext } from '../../engine/rule.js';
import type { World } from '../../engine/world.js';
import { isKustomizationPath, kustomizationOf, resolveEntry } from '../../parse/kustomize-patches.js';
import {
  builtDirectories,
  takesInElsewhere,
  kustomizeListingOf,
  takenInBy,
  takesIn,
  type KustomizeListing,
} from '../kustomize-listing.js';
import { isInReadingTree } from '../../parse/reading-trees.js';
import { isInTestTree } from '../../parse/test-trees.js';
import { deletedOnRemoval } from './gitops-deployers.js';

// A CRD file that no kustomization of the repository installs, where one beside it lists the
// files of its directory one by one, or one whose installing kustomizations were all removed with
// it: compat/crd-removed makes its removal a warning whose message says how it may still be
// installed. Not the other compat/ rules: a kustomization that leaves a CRD out tells too little
// of how it ships (a chart's crds/ beside it, a Makefile that applies the whole directory, a chart
// in another repository, a CRD embedded in the operator's binary).

/**
 * The kustomization beside a CRD file (in its directory or the one above: kubebuilder's
 * config/crd/kustomization.yaml lists `bases/<file>` one by one), when no kustomization of the base
 * lists the file or a directory above it: cluster-api-provider-azure kept three v1alpha3 CRDs of
 * 2020 in config/crd/bases/ that config/crd/kustomization.yaml never listed, and removed them
 * (9c6d89060). Without such a kustomization, how the file is installed is not known: undefined.
 */
export function kustomizationNotInstalling(ctx: RuleContext, file: string): string | undefined {
  const base = ctx.whole?.base ?? ctx.base;
  if (!base) return undefined;
  return kustomizationNotListing(kustomizeListingOf(ctx, base), file);
}

/** Whether a kustomization of the base lists the file, or a directory above it (as kustomizationNotListing reads them). */
export function listedByKustomization(ctx: RuleContext, file: string): boolean {
  const base = ctx.whole?.base ?? ctx.base;
  if (!base) return false;
  return takenInBy(ctx, base, file);
}

/**
 * The kustomization that installed the file at base, where it and every kustomization that took
 * it in (a directory listed as a resource, its kustomization building it) are gone at head: a
 * kustomize root removed whole, with the CRD. Whoever applied it (a GitOps application of its
 * path, `kubectl apply -k` with pruning) meets a path that no longer exists and fails rather than
 * prunes, so clusters keep the CRD: metacontroller removed its examples/status demo, the CRD and
 * the kustomization that was its only installer (65a3222). Undefined where no kustomization
 * installed it, one that did remains, or the change removes a GitOps object that named one of their paths.
 */
export function removedWithItsKustomization(ctx: RuleContext, file: string): string | undefined {
  const base = ctx.whole?.base ?? ctx.base;
  if (!base) return undefined;
  const head = ctx.whole?.head ?? ctx.head;
  const listing = kustomizeListingOf(ctx, base);
  const installers = installersAt(ctx, base, file);
  const all = new Set(installers);
  for (const k of all)
    for (const [other, listed] of listing) if (!all.has(other) && listed.includes(posix.dirname(k))) all.add(other);
  const remains = (k: string) => head.filesAt((p) => p === k).length > 0;
  if (installers.length === 0 || [...all].some(remains)) return undefined;
  // A GitOps object of the repository that deployed one of those paths, removed with them (gitops-deployers.ts).
  return [...all].some((k) => deletedOnRemoval(base, head, posix.dirname(k)) === 'all') ? undefined : installers[0];
}

/**
 * The kustomization after the change that still lists, by its own path, a file the change removes
 * and the repository ignores after it (World.ignoredAfter): its build generates the file now
 * (opendatahub-operator 5419554b5 stopped committing the CRDs controller-gen writes into
 * config/crd/bases, ignores them, and its kustomization still lists each), so every build still
 * installs the CRD. Undefined where the file is not ignored (a kustomization left listing a file
 * removed by mistake fails to build until its entry goes, and then prunes), or none lists it.
 */
export function generatedInstead(ctx: RuleContext, file: string): string | undefined {
  if (!(ctx.whole?.base ?? ctx.base)?.ignoredAfter.has(file)) return undefined;
  return stillListedBy(ctx, file);
}

/** The kustomization of the head that lists a file by its path, if one does. */
export function stillListedBy(ctx: RuleContext, file: string): string | undefined {
  const head = ctx.whole?.head ?? ctx.head;
  for (const [k, listed] of kustomizeListingOf(ctx, head)) if (listed.includes(file)) return k;
  return undefined;
}

const MANIFEST_FILE = /\.(ya?ml|json)$/;

function kustomizationNotListing(listing: KustomizeListing, file: string): string | undefined {
  const dir = posix.dirname(file);
  // A directory kustomize builds through its own kustomization (read here too); one without a
  // kustomization the review holds may hold the file.
  const built = builtDirectories(listing);
  let inDir: string | undefined;
  let above: string | undefined;
  // Or one above that lists nothing at all (odf-operator's config/crd/kustomization.yaml after
  // d96034b2a0 dropped its only entry, beside the bases/ file 6d467e1dcc then deleted).
  let emptyAbove: string | undefined;
  for (const [k, listed] of listing) {
    if (listed.some((r) => takesIn(r, file, built))) return undefined;
    const at = posix.dirname(k);
    if (at === posix.dirname(dir) && listed.length === 0) emptyAbove ??= k;
    if (at === dir && listed.length > 0) inDir ??= k;
    // The one above counts where it lists files of the directory one by one (`bases/<file>`), or
    // those of another directory beside it (`static/<file>`: redhat-marketplace-operator's
    // config/crd installed its static/ copy, never controller-gen's bases/ one), not where it
    // lists the directory, whose own kustomization then says what it holds.
    else if (
      at === posix.dirname(dir) &&
      listed.some((r) => posix.dirname(r) === dir || (posix.dirname(posix.dirname(r)) === at && MANIFEST_FILE.test(r)))
    )
      above ??= k;
  }
  return inDir ?? above ?? emptyAbove;
}

/** A CRD file a kustomization of the change stopped listing, which no kustomization lists after it. */
export interface Delisting {
  /** The file, listed by the kustomization before the change. */
  readonly file: string;
  /** The kustomization that stopped listing it, and the line of its `resources` (or `bases`) after the change. */
  readonly kustomization: string;
  readonly line: number;
}

/**
 * The files that a kustomization the change edits no longer takes in (by their path, or a
 * directory above them), where no kustomization of the head takes them in and the files are still
 * there: building that kustomization no longer applies what they hold, and applying it with
 * pruning deletes it, though no file was removed (network-policy-api 8c1c5fa535 dropped two
 * released CRDs from config/crd/{standard,experimental}/kustomization.yaml and kept the files; the
 * next change deleted them). Not a kustomization of a test, example or documentation tree, nor one
 * that takes in, after the change, what this review cannot read (a remote resource, a Helm chart
 * kustomize inflates): that may install the same CRDs.
 */
export function delistedFiles(ctx: RuleContext): Delisting[] {
  const base = ctx.whole?.base ?? ctx.base;
  if (!ctx.base || !base) return [];
  const head = ctx.whole?.head ?? ctx.head;
  const changed = ctx.base.filesAt(isKustomizationPath);
  if (changed.length === 0) return [];
  const baseListing = kustomizeListingOf(ctx, base);
  const headListing = kustomizeListingOf(ctx, head);
  const builtAtBase = builtDirectories(baseListing);
  const out: Delisting[] = [];
  for (const { path: k } of changed) {
    const before = baseListing.get(k);
    const after = headListing.get(k);
    const text = head.filesAt((p) => p === k)[0]?.text;
    if (!before || !after || text === undefined || isInTestTree(k) || isInReadingTree(k)) continue;
    if (takesInUnread(k, text, head.paths())) continue;
    const dropped = before.filter((r) => !after.includes(r));
    if (dropped.length === 0) continue;
    for (const f of head.paths()) {
      if (!dropped.some((r) => takesIn(r, f, builtAtBase)) || takenInAtHead(ctx, f)) continue;
      out.push({ file: f, kustomization: k, line: sectionLine(text) });
    }
  }
  return out;
}

/** Whether a kustomization of the head takes in the file, by its path or a directory above it. */
export function takenInAtHead(ctx: RuleContext, file: string): boolean {
  return takenInBy(ctx, ctx.whole?.head ?? ctx.head, file);
}

/**
 * The kustomization that installed a file at base and, still there after the change, sets nothing
 * (codeflare-operator c771aae4dc deleted its CRDs and left `resources:` with no value): kustomize
 * refuses to build it. Undefined where none does.
 */
export function installerLeftEmpty(ctx: RuleContext, file: string): string | undefined {
  const base = ctx.whole?.base ?? ctx.base;
  if (!base) return undefined;
  const head = ctx.whole?.head ?? ctx.head;
  return installersAt(ctx, base, file).find((k) => {
    const text = head.filesAt((p) => p === k)[0]?.text;
    return text !== undefined && isEmptyKustomization(kustomizationOf(text));
  });
}

/** The kustomizations of a world that take in the file, by its path or a directory above it. */
function installersAt(ctx: RuleContext, world: World, file: string): string[] {
  const listing = kustomizeListingOf(ctx, world);
  const built = builtDirectories(listing);
  return [...listing].filter(([, listed]) => listed.some((r) => takesIn(r, file, built))).map(([k]) => k);
}

/**
 * The kustomization that installed a file at base and, still there after the change, takes in what
 * is not in the repository, itself or through the kustomizations it builds: that may install the
 * CRD the file held (codeflare-operator 1616dedb75 deleted its copies of MCAD's CRDs and took them
 * from MCAD's repository, `github.com/project-codeflare/multi-cluster-app-dispatcher/config/crd`).
 * Undefined where none does.
 */
export function installerTakingInUnread(ctx: RuleContext, file: string): string | undefined {
  const base = ctx.whole?.base ?? ctx.base;
  if (!base) return undefined;
  const head = ctx.whole?.head ?? ctx.head;
  const headListing = kustomizeListingOf(ctx, head);
  const byDirectory = new Map([...headListing.keys()].map((k) => [posix.dirname(k), k] as const));
  const seen = new Set<string>();
  const unread = (k: string): boolean => {
    if (seen.has(k) || seen.size > 64) return false;
    seen.add(k);
    const text = head.filesAt((p) => p === k)[0]?.text;
    if (text === undefined) return false;
    if (takesInElsewhere(k, text)) return true;
    return (headListing.get(k) ?? []).some((entry) => {
      const inner = byDirectory.get(entry);
      return inner !== undefined && unread(inner);
    });
  };
  return installersAt(ctx, base, file).find((k) => headListing.has(k) && unread(k));
}

/**
 * Whether a kustomization takes in what this review cannot read: a remote or absolute resource, a
 * Helm chart it inflates, or a path the review does not hold (a file the build generates first:
 * node-feature-discovery 59ebff46c9 listed nfd-api-crds.yaml, which its generate script writes,
 * in place of the CRD file it kept; or one missing, which fails the build, and nothing is pruned).
 */
function takesInUnread(path: string, text: string, paths: readonly string[]): boolean {
  const value = kustomizationOf(text);
  if (!value) return true;
  if (value.helmCharts !== undefined || value.helmChartInflationGenerator !== undefined) return true;
  const entries = [value.resources, value.bases].flatMap((list) => (Array.isArray(list) ? (list as unknown[]) : []));
  const held = (entry: string) => paths.some((p) => p === entry || p.startsWith(`${entry}/`));
  return entries.some((e) => {
    const entry = typeof e === 'string' ? resolveEntry(posix.dirname(path), e) : undefined;
    return entry === undefined || !held(entry);
  });
}

/** The line of a kustomization's `resources:` (or `bases:`) key, else its first. */
function sectionLine(text: string): number {
  const at = /^(?:resources|bases)[ \t]*:/m.exec(text);
  return at === null ? 1 : text.slice(0, at.index).split('\n').length;
}

/**
 * Whether kustomize reads a kustomization as empty (api/types Kustomization.CheckEmpty): nothing
 * set but its apiVersion, kind and metadata. A key written with no value (`resources:` whose
 * entries are all commented out) is no value; an empty list (`resources: []`) is one.
 */
export function isEmptyKustomization(value: { readonly [key: string]: unknown } | undefined): boolean {
  return (
    value !== undefined &&
    Object.entries(value).every(
      ([key, v]) => v === null || key === 'apiVersion' || key === 'kind' || key === 'metadata',
    )
  );
}
