import { isInReleaseArchive, standingChangedBy } from '../rules/release-archive.js';
import { nowMs } from './clock.js';
import {
  enabledRules,
  readOrReport,
  resolveReports,
  runRules,
  settingOf,
  severityOf,
  type Reported,
} from './check-world.js';
import { configuredExceptions, type Config } from './config.js';
import { applyConfiguredExceptions } from './configured-exception.js';
import { withArchivedReleasesSoftened } from '../rules/crd/archived-release-findings.js';
import { withKustomizedCrdsRejudged } from '../rules/crd/kustomized-crd-findings.js';
import type { Finding } from './finding.js';
import { internalError, type InternalError } from './internal-error.js';
import type { BaseFingerprints, BaseOccurrence } from './base-fingerprints.js';
import { reportFile, reportFingerprint, reportMessage, resolveFinding } from './resolve-finding.js';
import { ReviewCache } from './review-cache.js';
import type { Rule, RuleContext, RuleReport } from './rule.js';
import type { RuleServices } from './rule-services.js';
import { RULE_ALIASES } from './rule-aliases.js';
import { applySuppressions, findSuppressions, SUPPRESSION_MARKER } from './suppressions.js';
import { isLazy, lazyManifest, World, type GoSources, type GoText, type WorldFile } from './world.js';
import type { KubeObject } from '../parse/kube-object.js';
import { consultedText } from '../parse/decode-text.js';
import { goFileCache } from '../parse/go/go-file-cache.js';
import type { GoParser } from '../parse/go/go-parser.js';
import { Locator } from '../parse/locate.js';
import { nonObjectFiles, type NonObjectFiles, type NonObjectKind } from '../parse/non-object-files.js';
import { isManifestPath, manifestFileOf, type ManifestFile } from '../parse/manifest-file.js';
import { isChanged, type ChangeSet, type ChangedFile } from '../sources/change-set.js';
import type { GoFile } from '../parse/go/go-file.js';

// The engine (DESIGN §2.3): parse both sides of the change, run every enabled rule on the
// head world (and, for the `new` filter, on the base world), and turn reports into findings.

export interface ReviewOptions {
  readonly rules: readonly Rule[];
  readonly config: Config;
  /** Run the rules over the base world too, so the `new` filter can compare fingerprints. */
  readonly withBaseFindings: boolean;
  /** Loaded by the caller (it initialises asynchronously); without it, .go files are not parsed. */
  readonly goParser?: GoParser;
  /** Facts gathered before the run (approval verification), handed to every rule. */
  readonly services?: RuleServices;
  /** Manifests already read, by content (pipelined-review.ts); the others are read here. */
  readonly manifests?: ReadonlyMap<Uint8Array | string, ManifestFile>;
  /** What nonObjectFiles found in this change set, where the caller worked it out already (pipelined-review.ts). */
  readonly nonObjects?: NonObjectFiles;
  /**
   * Rules already run over every head object, file by file (pipelined-review.ts), and what they
   * found: review() runs the other rules and merges. Only for a review without a base.
   */
  readonly checked?: CheckedRules;
  /** The rules' shared work, when part of the review ran before (pipelined-review.ts). */
  readonly cache?: ReviewCache;
  /**
   * In the review of a change (a base), whether the findings in files the change leaves alone
   * are wanted (the `all` filter). When they are not (default), rules about one object or one
   * file run on the changed files only, rules that look across files are given the others
   * lazily (world.ts: parsed only where they may hold what a rule asks for), and rules that
   * read files none of which changed are not run: the review costs what the change touches.
   */
  readonly unchangedFiles?: boolean;
  /** Told of each manifest file as it is parsed (the CLI's progress line); must not throw. */
  readonly onFileParsed?: (file: ManifestFile) => void;
  /** Told of each rule as it starts over a whole world (the CLI's progress line); must not throw. */
  readonly onRuleStart?: (ruleId: string) => void;
}

export interface CheckedRules {
  readonly ruleIds: ReadonlySet<string>;
  /** Positioned, not yet suppressed. */
  readonly findings: readonly Finding[];
  readonly internalErrors: readonly InternalError[];
}

export interface Review {
  /** Head findings, positioned, with inline suppressions applied. */
  readonly findings: readonly Finding[];
  /** The base world's findings by fingerprint; undefined without a base. */
  readonly baseFingerprints?: BaseFingerprints;
  readonly internalErrors: readonly InternalError[];
  readonly stats: { readonly files: number; readonly objects: number; readonly durationMs: number };
  /** The head text of a file, for source lines in reports. */
  readonly textOf: (file: string) => string | undefined;
}

const GO = /\.go$/i;

export function review(changeSet: ChangeSet, options: ReviewOptions, now: () => number = nowMs): Review {
  const started = now();
  const internalErrors: InternalError[] = [...(options.checked?.internalErrors ?? [])];
  const rules = enabledRules(options.rules, options.config);
  const checked = options.checked;
  if (checked && changeSet.hasBase) throw new Error('review: rules checked file by file need a review without a base'); // our bug

  const parsed = new Map<Uint8Array | string, ManifestFile>(options.manifests ?? []); // same content, parsed once
  // Kustomize patches and test assertions are not objects, at head and at base alike.
  const nonObjects = options.nonObjects ?? nonObjectFiles(changeSet.files, changeSet.headLinks);
  const parse = (
    path: string,
    content: Uint8Array | string,
    side: ReadonlyMap<string, NonObjectKind>,
  ): ManifestFile => {
    let file = parsed.get(content);
    const nonObject = side.get(path);
    if (!file || file.path !== path || file.nonObject !== nonObject) {
      file = manifestFileOf(readOrReport(path, content, internalErrors), nonObject === undefined ? {} : { nonObject });
      parsed.set(content, file);
      options.onFileParsed?.(file);
    }
    return file;
  };
  const partial = changeSet.hasBase && options.unchangedFiles !== true;
  // An unchanged file is the same at head and base: one lazy file serves both worlds.
  const lazyOf = (f: ChangedFile) => {
    const head = f.head ?? '';
    return lazyManifest(f.path, head, () => parse(f.path, head, nonObjects.head), nonObjects.head.get(f.path));
  };
  const manifests = changeSet.files.filter((f) => isManifestPath(f.path));
  // A file a changed kustomization now lists as a patch (or no longer does) is read differently at
  // head and base: it is reviewed as changed.
  const readAlike = (f: ChangedFile): boolean => nonObjects.head.get(f.path) === nonObjects.base.get(f.path);
  // An unchanged file of an archive of releases that the change gives a newer entry, or takes its
  // newer entry from, is judged otherwise after it: reviewed as changed (release-archive.ts).
  const restanding = partial
    ? standingChangedBy(
        manifests.flatMap((f) => (f.head === undefined ? [] : [f.path])),
        manifests.flatMap((f) => (f.base === undefined ? [] : [f.previousPath ?? f.path])),
        manifests
          .filter((f) => f.status === 'added' || f.status === 'removed' || f.status === 'renamed')
          .flatMap((f) => [f.path, ...(f.previousPath === undefined ? [] : [f.previousPath])]),
        manifests.filter((f) => !isChanged(f)).map((f) => f.path),
      )
    : new Set<string>();
  const lazy = new Map(
    partial
      ? manifests
          .filter((f) => !isChanged(f) && readAlike(f) && !restanding.has(f.path))
          .map((f) => [f.path, lazyOf(f)] as const)
      : [],
  );
  const headSlots: WorldFile[] = manifests.flatMap((f) =>
    f.head === undefined ? [] : [lazy.get(f.path) ?? parse(f.path, f.head, nonObjects.head)],
  );
  const goSources = options.goParser ? changeSet.files.filter((f) => GO.test(f.path)) : [];
  const parseGo = options.goParser
    ? goFileCache(options.goParser, (path, error) => internalErrors.push(internalError(`parsing ${path}`, error)))
    : undefined;
  const goOf = (side: 'head' | 'base') => (): GoFile[] =>
    parseGo
      ? goSources.flatMap((f) =>
          f[side] === undefined ? [] : [parseGo(side === 'head' ? f.path : (f.previousPath ?? f.path), f[side])],
        )
      : [];
  // In a partial review, a rule chooses the Go files it can need before they are parsed (world.ts GoSources).
  const goChangedPaths = new Set(
    goSources.filter(isChanged).flatMap((f) => (f.previousPath === undefined ? [f.path] : [f.path, f.previousPath])),
  );
  const goTexts = new Map<Uint8Array | string, string | undefined>(); // an unchanged file's content is one object at head and base
  const goTextOf = (content: Uint8Array | string): string | undefined => {
    if (!goTexts.has(content)) goTexts.set(content, consultedText(content));
    return goTexts.get(content);
  };
  const goSourcesOf = (side: 'head' | 'base'): GoSources => ({
    changedPaths: goChangedPaths,
    sources: parseGo
      ? goSources.flatMap((f) => {
          const content = f[side];
          if (content === undefined) return [];
          const path = side === 'head' ? f.path : (f.previousPath ?? f.path);
          let parsedGo: GoFile | undefined;
          return [{ path, text: goTextOf(content), file: () => (parsedGo ??= parseGo(path, content)) }];
        })
      : [],
  });
  const goWorld = (side: 'head' | 'base') => (partial ? goSourcesOf(side) : goOf(side));
  // A whole review's Go files, each parsed when a rule asks (parseGo keeps one parse of each content).
  const lazySources = { head: undefined as GoSources | undefined, base: undefined as GoSources | undefined };
  const goLazy = (side: 'head' | 'base') => () => (lazySources[side] ??= goSourcesOf(side)).sources;
  // The texts alone, also where no rule parses Go (a //go:embed directive: go-embedded-file.ts).
  const goTextsOf = (side: 'head' | 'base') => (): GoText[] =>
    changeSet.files.flatMap((f) => {
      const content = f[side];
      if (!GO.test(f.path) || content === undefined) return [];
      return [{ path: side === 'head' ? f.path : (f.previousPath ?? f.path), text: goTextOf(content) }];
    });
  // Go files are parsed when a rule first asks for them (a change without Go leaves the Go rules unrun).
  const head = new World(headSlots, goWorld('head'), {
    ...(changeSet.headLinks ? { links: changeSet.headLinks } : {}),
    goTexts: goTextsOf('head'),
    ...(partial ? {} : { goLazy: goLazy('head') }),
    ...(parseGo ? { parseGo } : {}),
  });
  const baseSlots: WorldFile[] = manifests.flatMap((f) =>
    f.base === undefined ? [] : [lazy.get(f.path) ?? parse(f.previousPath ?? f.path, f.base, nonObjects.base)],
  );
  const renamedOutOfReview = new Map(
    changeSet.files.flatMap((f) => (f.renamedTo === undefined ? [] : [[f.path, f.renamedTo] as const])),
  );
  const ignoredAfter = new Set(changeSet.files.flatMap((f) => (f.ignoredAfter ? [f.path] : [])));
  const base = changeSet.hasBase
    ? new World(baseSlots, goWorld('base'), {
        renamedOutOfReview,
        ignoredAfter,
        goTexts: goTextsOf('base'),
        ...(partial ? {} : { goLazy: goLazy('base') }),
        ...(changeSet.baseLinks ? { links: changeSet.baseLinks } : {}),
        ...(parseGo ? { parseGo } : {}),
      })
    : undefined;
  // What rules about one object or one file see in a partial review: the changed files alone.
  const parsedOf = (slots: readonly WorldFile[]): ManifestFile[] => slots.filter((f): f is ManifestFile => !isLazy(f));
  const headFiles = parsedOf(headSlots);
  const headChanged = partial ? new World(headFiles) : head;
  const baseChanged = partial && base ? new World(parsedOf(baseSlots)) : base;
  const runs = ruleRunsFor(changeSet, options);
  const isObjectScoped = (rule: Rule): boolean => partial && rule.scope === 'object';

  const basePathOf = new Map(changeSet.files.map((f) => [f.path, f.previousPath ?? f.path]));
  const cache = options.cache ?? new ReviewCache();
  /** A rule's view: `world` and `stored` are what it reads; copies and stored versions are looked up in the whole worlds. */
  const contextOf = (
    world: World,
    stored: World | undefined,
    whole: { readonly head: World; readonly base: World | undefined },
    changedHere?: World,
  ): RuleContext => ({
    head: world,
    ...(changedHere ? { change: { files: changedHere, sides: changedSides } } : {}),
    ...(stored ? { base: stored } : {}),
    baseOf: (o) => {
      if (!stored || !whole.base) return undefined;
      const basePath = (file: string) => basePathOf.get(file) ?? file;
      const own = basePath(o.source.file);
      // A release's copy kept in an archive of releases is history, not an update of a copy outside
      // it (wildfly-operator ca80919d37 added its old releases' bundles as it stopped committing
      // bundle/: each took the deleted bundle copy of today's CRD for its own, fields "removed").
      const baseWorld = whole.base;
      const history = (found: KubeObject | undefined): KubeObject | undefined =>
        found &&
        found.source.file !== o.source.file &&
        isInReleaseArchive(whole.head.paths(), o.source.file) &&
        !isInReleaseArchive(baseWorld.paths(), found.source.file)
          ? undefined
          : found;
      // The one object of this identity in the same file at base is the counterpart, whatever
      // copies other files hold (World.counterpart): found without parsing the files that may hold
      // copies (kserve's archive of releases holds every CRD many times over).
      const here = whole.base.sameIdentityIn(o, own);
      if (here.length === 1) return history(here[0]);
      const copies = whole.head.sameIdentity(o);
      const taken = new Set(copies.flatMap((c) => (c.source.file === o.source.file ? [] : [basePath(c.source.file)])));
      // A copy whose file is still there but cannot be read where it stood is still that file's
      // (percona-server-mongodb-operator 1dc514a9a dropped a `---` from its bundle): a new file
      // beside it does not take it over.
      for (const c of whole.base.sameIdentity(o)) {
        const file = c.source.file;
        if (
          file !== own &&
          !taken.has(file) &&
          (basePathOf.get(file) ?? file) === file &&
          unreadableIn(whole.head, file, o)
        )
          taken.add(file);
      }
      taken.delete(own);
      // Nearly every object: no other copy to take one.
      return history(taken.size === 0 ? whole.base.counterpart(o, own) : whole.base.counterpart(o, own, taken));
    },
    whole: { head: whole.head, ...(whole.base ? { base: whole.base } : {}) },
    config: options.config,
    ...(options.services ? { services: options.services } : {}),
    cache,
  });
  // In a partial review, what rules that look across files may take a change to reach (rule.ts ChangeReach).
  const changedSides = [headChanged, ...(baseChanged ? [baseChanged] : [])];
  const headContexts = {
    object: contextOf(headChanged, baseChanged, { head, base }),
    repository: contextOf(head, base, { head, base }, partial ? headChanged : undefined),
  };
  const headRules = (checked ? rules.filter((r) => !checked.ruleIds.has(r.id)) : rules).filter(runs);
  const headReports = runEach(
    headRules,
    (r) => (isObjectScoped(r) ? headContexts.object : headContexts.repository),
    internalErrors,
    options.onRuleStart,
  );

  let baseFingerprints: Map<string, BaseOccurrence[]> | undefined;
  if (base && options.withBaseFindings) {
    // The base run is judged as the head run would have judged it then: as a create.
    // A finding about a file rather than an object (a parse problem, a Go tag) is known by its
    // path, so a base finding in a file the change renamed is fingerprinted under the head path:
    // a rename alone introduces nothing.
    const headPathOf = new Map(
      changeSet.files.flatMap((f) => (f.previousPath === undefined ? [] : [[f.previousPath, f.path] as const])),
    );
    const noBase = { head: base, base: undefined };
    const baseContexts = {
      object: { ...contextOf(baseChanged ?? base, undefined, noBase), judgesBase: true },
      repository: {
        ...contextOf(base, undefined, noBase, partial ? (baseChanged ?? base) : undefined),
        judgesBase: true,
      },
    };
    const baseReports = runEach(
      rules.filter(runs),
      (r) => (isObjectScoped(r) ? baseContexts.object : baseContexts.repository),
      [],
      options.onRuleStart,
    );
    baseFingerprints = new Map();
    for (const { rule, report } of baseReports) {
      const renamed =
        report.object === undefined && report.file !== undefined ? headPathOf.get(report.file) : undefined;
      const fingerprint = reportFingerprint(rule, renamed === undefined ? report : { ...report, file: renamed });
      const file = reportFile(report);
      let message: string | undefined;
      const occurrence = {
        ruleId: rule.id,
        file: headPathOf.get(file) ?? file,
        get message() {
          return (message ??= reportMessage(rule, report));
        },
      };
      const occurrences = baseFingerprints.get(fingerprint);
      if (occurrences) occurrences.push(occurrence);
      else baseFingerprints.set(fingerprint, [occurrence]);
    }
    // A lesser form of a finding the base had is not new (RuleReport.lesserFormOf): it stands for it.
    const lesser = new Map<string, readonly BaseOccurrence[]>();
    for (const { rule, report } of headReports) {
      if (report.lesserFormOf === undefined) continue;
      const had = baseFingerprints.get(reportFingerprint(rule, { ...report, discriminator: report.lesserFormOf }));
      if (had) lesser.set(reportFingerprint(rule, report), had);
    }
    for (const [fingerprint, had] of lesser)
      baseFingerprints.set(fingerprint, [...(baseFingerprints.get(fingerprint) ?? []), ...had]);
  }

  // Each text read when a finding is placed in it: a parse worker's read decodes it then.
  const parsedFiles = new Map(headFiles.map((f) => [f.path, f]));
  const textOf = (file: string): string | undefined =>
    parsedFiles.get(file)?.text ?? lazy.get(file)?.text ?? textOfChanged(changeSet, file);
  const locator = new Locator(textOf);
  const resolved = resolveReports(headReports, options.config, locator);
  let changedPaths: ReadonlySet<string> | undefined;
  const positioned = withArchivedReleasesSoftened(
    withKustomizedCrdsRejudged(
      checked ? inRuleOrder(rules, [...checked.findings, ...resolved]) : resolved,
      rules,
      head,
      {
        baseOf: headContexts.object.baseOf,
        config: options.config,
        cache,
        ...(options.services ? { services: options.services } : {}),
      },
    ),
    () => head.paths(),
    // In the review of a change, a file it adds or edits is no release shipped as it was.
    (file) =>
      changeSet.hasBase && (changedPaths ??= new Set(changeSet.files.filter(isChanged).map((f) => f.path))).has(file),
  );

  // The CRDs this review compared whole: those a configured compat/ exception can be judged unused for.
  const comparedCrds = (): ReadonlySet<string> =>
    new Set(
      changeSet.hasBase
        ? [...(partial ? headChanged : head).crds(), ...((partial ? baseChanged : base)?.crds() ?? [])].map(
            (o) => o.name,
          )
        : [],
    );
  // A file whose bytes hold no marker is not decoded to look for one (a parse worker's read).
  const mayHoldSuppressions = (file: string): boolean => parsedFiles.get(file)?.holds?.(SUPPRESSION_MARKER) ?? true;
  const findings = withSuppressions(
    positioned,
    changeSet,
    options,
    (file) => (mayHoldSuppressions(file) ? textOf(file) : undefined),
    locator,
    partial,
    comparedCrds,
  );
  // In a partial review, the objects of the changed files: those it reviewed whole.
  const objects = (partial ? headChanged : head).objects.length;
  return {
    findings: sortFindings(findings),
    ...(baseFingerprints ? { baseFingerprints } : {}),
    internalErrors,
    stats: {
      files: changeSet.files.filter((f) => f.head !== undefined).length,
      objects,
      durationMs: Math.round(now() - started),
    },
    textOf,
  };
}

/**
 * Whether the review of this change runs a rule: in a partial review, a rule that reads files
 * (rule.reads), none of which changed, reports at head what it reported at base, and is not run.
 */
export function ruleRunsFor(
  changeSet: ChangeSet,
  options: Pick<ReviewOptions, 'config' | 'unchangedFiles'>,
): (rule: Rule) => boolean {
  if (!changeSet.hasBase || options.unchangedFiles === true) return () => true;
  const changedPaths = changeSet.files
    .filter(isChanged)
    .flatMap((f) => (f.previousPath === undefined ? [f.path] : [f.path, f.previousPath]));
  // The rules of a family share one `reads`: each answer is worked out once.
  const answers = new Map<NonNullable<Rule['reads']>, boolean>();
  return (rule) => {
    const reads = rule.reads;
    if (reads === undefined) return true;
    let runs = answers.get(reads);
    if (runs === undefined) answers.set(reads, (runs = changedPaths.some((p) => reads(p, options.config))));
    return runs;
  };
}

/**
 * Whether the review of this change parses Go: it holds Go files, and a rule that reads them runs,
 * or a rule that may consult the Go API types compares a CRD the change touches.
 */
export function needsGoParser(
  changeSet: ChangeSet,
  options: Pick<ReviewOptions, 'rules' | 'config' | 'unchangedFiles'>,
): boolean {
  if (!changeSet.files.some((f) => GO.test(f.path))) return false;
  const runs = ruleRunsFor(changeSet, options);
  const rules = enabledRules(options.rules, options.config);
  if (rules.some((r) => r.reads !== undefined && runs(r))) return true;
  return changeSet.hasBase && rules.some((r) => r.consultsGoTypes === true) && changesCrd(changeSet);
}

/** A changed manifest that was or is a CRD, by its text (a superset: the word in a comment counts). */
function changesCrd(changeSet: ChangeSet): boolean {
  const mentions = (content: Uint8Array | string | undefined): boolean => {
    const text = content === undefined ? undefined : consultedText(content);
    return text === undefined || text.includes('CustomResourceDefinition');
  };
  return changeSet.files.some((f) => isChanged(f) && isManifestPath(f.path) && (mentions(f.head) || mentions(f.base)));
}

// Suppression comments are read in every head file the review covers (Go files too), and the
// engine reports the ones that suppress nothing or cannot be read, so none rots in place.
function withSuppressions(
  findings: readonly Finding[],
  changeSet: ChangeSet,
  options: ReviewOptions,
  textOf: (file: string) => string | undefined,
  locator: Locator,
  partial: boolean,
  comparedCrds: () => ReadonlySet<string>,
): Finding[] {
  const known = new Set([...options.rules.map((r) => r.id), ...RULE_ALIASES.keys()]);
  const suppressions = [];
  const problems = [];
  // A partial review did not run every rule over the unchanged files: their suppressions are
  // applied to what it found there, but whether they suppress anything is not known.
  const withFindings = new Set(findings.map((f) => f.file));
  const bookkept = (f: ChangedFile): boolean => !partial || isChanged(f);
  for (const f of changeSet.files) {
    if (!bookkept(f) && !withFindings.has(f.path)) continue;
    const text = f.head === undefined ? undefined : textOf(f.path);
    if (!text) continue;
    const found = findSuppressions(f.path, text, known);
    suppressions.push(...found.suppressions);
    problems.push(...found.problems);
  }
  const inline = applySuppressions(findings, suppressions);
  const exceptions = applyConfiguredExceptions(inline.kept, configuredExceptions(options.config));
  const { unused: unusedAnywhere } = inline;
  const kept = exceptions.kept;
  const reviewedWhole = new Set(changeSet.files.filter(bookkept).map((f) => f.path));
  const unused = unusedAnywhere.filter((s) => reviewedWhole.has(s.file));
  const problemsHere = problems.filter((p) => reviewedWhole.has(p.file));
  const extra: Finding[] = [];
  const unusedRule = options.rules.find((r) => r.id === 'suppression/unused');
  const invalidRule = options.rules.find((r) => r.id === 'suppression/invalid');
  if (unusedRule && settingOf(options.config, unusedRule) !== 'off') {
    for (const s of unused) {
      const report: RuleReport = {
        messageId: 'unused',
        file: s.file,
        line: s.line,
        column: s.column,
        data: { ruleId: s.ruleId },
        discriminator: `${s.ruleId} ${s.reason}`,
      };
      extra.push(resolveFinding(unusedRule, report, severityOf(options.config, unusedRule), locator));
    }
    const compared = exceptions.unused.length > 0 ? comparedCrds() : new Set<string>();
    for (const e of exceptions.unused.filter(
      (x) => x.subject.kind === 'CustomResourceDefinition' && compared.has(x.subject.name),
    )) {
      const report: RuleReport = {
        messageId: 'unusedException',
        file: options.config.file ?? '',
        line: e.line,
        column: e.column,
        data: e.data,
        discriminator: e.discriminator,
      };
      extra.push(resolveFinding(unusedRule, report, severityOf(options.config, unusedRule), locator));
    }
  }
  if (invalidRule && settingOf(options.config, invalidRule) !== 'off') {
    for (const p of problemsHere) {
      const report: RuleReport = {
        messageId: 'invalid',
        file: p.file,
        line: p.line,
        column: p.column,
        data: { problem: p.message },
        discriminator: p.message,
      };
      extra.push(resolveFinding(invalidRule, report, severityOf(options.config, invalidRule), locator));
    }
  }
  return [...kept, ...extra];
}

function textOfChanged(changeSet: ChangeSet, file: string): string | undefined {
  const f = changeSet.files.find((c) => c.path === file);
  if (f?.head === undefined) return undefined;
  return typeof f.head === 'string' ? f.head : new TextDecoder().decode(f.head);
}

/** Each rule over its own context, the reports in the order of the rules. */
function runEach(
  rules: readonly Rule[],
  contextFor: (rule: Rule) => RuleContext,
  errors: InternalError[],
  onRuleStart?: (ruleId: string) => void,
): Reported[] {
  return rules.flatMap((rule) => {
    onRuleStart?.(rule.id);
    return runRules([rule], contextFor(rule), errors);
  });
}

/**
 * Findings grouped by rule, in the order the rules run, each rule's in the order found: the
 * order of a review that runs every rule over the whole world, so ties in the final sort fall
 * the same way.
 */
function inRuleOrder(rules: readonly Rule[], findings: readonly Finding[]): Finding[] {
  const byRule = new Map<string, Finding[]>(rules.map((r) => [r.id, []]));
  for (const f of findings) byRule.get(f.ruleId)?.push(f);
  return [...byRule.values()].flat();
}

function sortFindings(findings: Finding[]): Finding[] {
  return findings.sort(
    (a, b) =>
      (a.file < b.file ? -1 : a.file > b.file ? 1 : 0) ||
      a.line - b.line ||
      a.column - b.column ||
      (a.ruleId < b.ruleId ? -1 : a.ruleId > b.ruleId ? 1 : 0),
  );
}

/**
 * Whether the world's file at `path` holds documents it could not read and names `o` (its
 * metadata.name), so that a copy of `o` may stand there unread.
 */
function unreadableIn(world: World, path: string, o: KubeObject): boolean {
  const [file] = world.filesAt((p) => p === path);
  return file !== undefined && file.problems.length > 0 && o.name !== '' && file.text.includes(o.name);
}
