import { nowMs } from './engine/clock.js';
import { lstat, stat } from './fs-async.js';
import path from 'node:path';
import { DEFAULT_CONFIG_FILE, formatConfigError, loadConfig, type Config } from './engine/config.js';
import { FILTER_MODES, type FilterMode, type Placed } from './engine/filter.js';
import type { Severity } from './engine/finding.js';
import { SEVERITY_RANK } from './engine/finding.js';
import type { Rule } from './engine/rule.js';
import type { RuleServices } from './engine/rule-services.js';
import type { Review } from './engine/run.js';
import { isManifestPath, STDIN_PATH, type ManifestFile } from './parse/manifest-file.js';
import type { ReviewProgress } from './progress-line.js';
import { referenceFieldUsage } from './reference-field-usage.js';
import { reviewChangeSet } from './review-change-set.js';
import { RULE_IDS } from './rules/rule-ids.js';
import type { ChangeSet, ChangedFile } from './sources/change-set.js';
import { readDirectorySource } from './sources/directory-source.js';
import { testDataHoldingManifests } from './sources/test-data-manifests.js';
import { isCrd } from './parse/kube-object.js';
import { REVIEWABLE_EXTENSIONS, reviewableFilter, type SelectionGlobs } from './sources/file-selection.js';
import { fileMatching, whyPassedBy } from './sources/passed-by-files.js';
import { readGitSource } from './sources/git-source.js';
import { wholeFile } from './sources/line-diff.js';
import { compareRepoPaths, toRepoPath } from './sources/repo-path.js';
import { locateRepository, type RepositoryLocation } from './sources/repository-root.js';
import { UsageError } from './usage-error.js';
import { catalogExclude, withCheckoutServices } from './checkout-services.js';
import { MISNAMED_CONFIG_FILE, misnamedConfiguration } from './misnamed-configuration.js';
import { withAncestors } from './sources/path-scope.js';
import { picomatch } from './engine/lazy-packages.js';

// The whole pipeline over local files (sources → review-change-set.ts), for the CLI and the
// action's runs outside pull requests. Reporting is the caller's; so is printing the warnings:
// what the user asked for that the review could not do as asked (issue 21 item 4), since
// nothing may pass in silence.

export type FailOn = Severity | 'never';
export const FAIL_ON_LEVELS: readonly FailOn[] = ['error', 'warning', 'notice', 'never'];

export interface LocalReviewRequest {
  /** As typed, relative to cwd; `-` is the standard input (`stdin`). */
  readonly paths: readonly string[];
  readonly cwd: string;
  /** A git ref: review the change from it to the working tree. */
  readonly base?: string;
  readonly filter?: FilterMode;
  readonly configFile?: string;
  /** Globs added to the configuration's include list (the action's `paths` input). */
  readonly include?: readonly string[];
  /**
   * GITHUB_WORKSPACE: the repository root when cwd is inside it and git cannot say (a checkout
   * without git metadata).
   */
  readonly workspace?: string;
  /** Gathers rule services (approval verification) from the change set before the rules run. */
  readonly services?: (changeSet: ChangeSet) => Promise<RuleServices>;
  /** The standard input's bytes, when `-` is among the paths. */
  readonly stdin?: Uint8Array;
  /** Told how far the review has got, file by file. */
  readonly progress?: (progress: ReviewProgress) => void;
  /**
   * locateRepository(cwd, workspace), when the caller has asked git already: the CLI asks while
   * it loads the rules, so that git runs beside the loading (issue 17 item 4).
   */
  readonly repository?: Promise<RepositoryLocation>;
}

export interface LocalReview {
  readonly review: Review;
  readonly placed: readonly Placed[];
  readonly changeSet: ChangeSet;
  readonly config: Config;
  readonly filter: FilterMode;
  /** The review's rules (review-change-set.ts): their metadata is what reports name. */
  readonly rules: readonly Rule[];
  /** What the review did otherwise than the user may think they asked, one sentence each. */
  readonly warnings: readonly string[];
}

/** What kube-api-review reads, for messages. */
const READS = `${REVIEWABLE_EXTENSIONS.slice(0, -1).join(', ')} and ${REVIEWABLE_EXTENSIONS.at(-1)} files`;

export async function runLocalReview(req: LocalReviewRequest): Promise<LocalReview> {
  // The time a user waits: reading the change (git) and the releases as well as the rules
  // (kubernaut's pull requests said "in 5152ms" of 11 s).
  const started = nowMs();
  if (req.filter !== undefined && !FILTER_MODES.includes(req.filter)) {
    throw new UsageError(`unknown filter "${req.filter}": use one of ${FILTER_MODES.join(', ')}`);
  }
  const warnings: string[] = [];
  const paths = req.paths.length > 0 ? req.paths : ['.'];
  const files = paths.filter((p) => p !== '-');
  if (files.length < paths.length && req.stdin === undefined)
    throw new UsageError('- (the standard input) was not read');
  if (files.length < paths.length && req.base !== undefined)
    throw new UsageError('- (the standard input) cannot be reviewed against --base');

  // Paths are the repository's wherever the run starts (SARIF, annotations), and so is the default
  // configuration file; a --config the user names is relative to where they typed it.
  const here = await (req.repository ?? locateRepository(req.cwd, req.workspace));
  const root = req.base === undefined ? await rootOfPaths(here.root, files, req.cwd) : here.root;
  if (req.base !== undefined && !here.git)
    throw new UsageError(`--base needs a git working tree, and ${path.resolve(req.cwd)} is not inside one`);

  const loaded = await loadConfig(req.configFile, req.configFile === undefined ? root : req.cwd, RULE_IDS);
  if ('errors' in loaded)
    throw new UsageError(`invalid configuration:\n${loaded.errors.map(formatConfigError).join('\n')}`);
  const { config } = loaded;
  if (req.configFile === undefined)
    warnings.push(
      ...(await misnamedConfiguration(root, config.file !== undefined, '--config')),
      ...(await nestedConfigurations(req.cwd, root)),
    );

  const filter: FilterMode = req.filter ?? (req.base === undefined ? 'all' : 'new');
  if (req.base === undefined && req.filter !== undefined && req.filter !== 'all') {
    warnings.push(
      `--filter ${req.filter} compares with a base, and without --base there is none: every finding is shown, as with --filter all`,
    );
  }
  const selection = {
    cwd: req.cwd,
    include: [...config.include, ...(req.include ?? [])],
    exclude: [...config.exclude, ...catalogExclude(config)],
    vendored: config.vendored === true,
    testdata: config.testdata === true,
  };
  const fromGit =
    req.base === undefined ? undefined : await readGitSource(files, { ...selection, base: req.base, root });
  const read =
    fromGit ??
    (files.length === 0
      ? { root, hasBase: false, files: [] }
      : await readDirectorySource(files, { ...selection, root }));
  // The configuration file configures the review; it is not one of the files reviewed.
  const configPath = configPathIn(
    root,
    req.configFile === undefined ? path.join(root, DEFAULT_CONFIG_FILE) : path.resolve(req.cwd, req.configFile),
  );
  const reviewed = read.files.filter((f) => f.path !== configPath);
  const changeSet: ChangeSet = {
    root: read.root,
    hasBase: read.hasBase,
    files: req.stdin === undefined || files.length === paths.length ? reviewed : withStdin(reviewed, req.stdin),
    ...('headLinks' in read && read.headLinks ? { headLinks: read.headLinks } : {}),
    ...('baseLinks' in read && read.baseLinks ? { baseLinks: read.baseLinks } : {}),
  };
  if (fromGit !== undefined && fromGit.unreadable.length > 0) warnings.push(unreadableFilesWarning(fromGit.unreadable));
  if ('vanished' in read && read.vanished.length > 0) warnings.push(vanishedFilesWarning(read.vanished));

  if (req.stdin !== undefined && files.length < paths.length && req.stdin.length === 0)
    warnings.push('- (the standard input) is empty: nothing was piped in');
  // The cause first: a glob that matches nothing, then the PATH left without files by it.
  warnings.push(...(await includesMatchingNothing(config, selection, files, changeSet, req.cwd, root)));
  warnings.push(
    ...(await unreviewedPaths(files, changeSet, {
      cwd: req.cwd,
      root,
      configPath,
      isSelected: reviewableFilter(selection),
    })),
  );

  const gathered = req.services ? await req.services(changeSet) : undefined;
  const catalog = await withCheckoutServices(
    gathered,
    root,
    config,
    fromGit && { changeSet, commits: { base: fromGit.baseCommit, head: 'work tree' } },
  );
  warnings.push(...catalog.warnings);
  const { services } = catalog;
  // Without a base, the engine parses every file, so what no file holds, the repository lacks;
  // a review of a change parses the files it touches, and could not tell.
  const referenceFields = config.refgrant?.referenceFields ?? [];
  const usage =
    req.base === undefined && referenceFields.length > 0 && walksWholeTree(files, req.cwd, root)
      ? referenceFieldUsage(referenceFields)
      : undefined;
  const progress = req.progress;
  let parsedFiles = 0;
  let objects = 0;
  let crds = 0;
  let rule: string | undefined;
  const tell = (): void => progress?.({ files: parsedFiles, objects, ...(rule === undefined ? {} : { rule }) });
  const onFileParsed = (file: ManifestFile): void => {
    usage?.observe(file);
    parsedFiles += 1;
    objects += file.objects.length;
    crds += file.objects.filter(isCrd).length;
    tell();
  };
  const { review, placed, rules } = await reviewChangeSet(changeSet, {
    config,
    filter,
    ...(services ? { services } : {}),
    onFileParsed,
    ...(progress
      ? {
          onRuleStart: (id: string) => {
            rule = id;
            tell();
          },
        }
      : {}),
  });
  if (usage) warnings.push(...usage.unmatched(config.file ?? DEFAULT_CONFIG_FILE));
  warnings.push(...catalog.afterReview());
  const skippedTestData = 'skippedTestData' in read ? read.skippedTestData : [];
  if (review.stats.objects === 0 && skippedTestData.length > 0) {
    const holding = await testDataHoldingManifests(changeSet.root, skippedTestData);
    if (holding.length > 0) warnings.push(testDataOnlyWarning(holding));
  }
  // Objects, but no CRD among them, where test data holding CRDs was passed by: kubebuilder keeps
  // its scaffolded projects, 443 objects, under testdata/, beside two kind configurations.
  else if (crds === 0 && skippedTestData.length > 0 && !changeSet.hasBase) {
    const holding = await testDataHoldingManifests(changeSet.root, skippedTestData, { crds: true });
    if (holding.length > 0) warnings.push(testDataOnlyWarning(holding, review.stats.objects));
  }
  const stats = { ...review.stats, durationMs: Math.round(nowMs() - started) };
  return { review: { ...review, stats }, placed, changeSet, config, filter, rules, warnings };
}

/**
 * Whether the PATHs (`.` when none was typed; none when only `-` was) cover the whole
 * repository: what is not found then is not there.
 */
function walksWholeTree(args: readonly string[], cwd: string, root: string): boolean {
  return args.some((arg) => toRepoPath(root, path.resolve(cwd, arg)) === '');
}

/** How many shown findings are at or above the level that fails the run. */
export function countFailing(placed: readonly Placed[], failOn: FailOn): number {
  if (failOn === 'never') return 0;
  return placed.filter((p) => p.shown && SEVERITY_RANK[p.finding.severity] >= SEVERITY_RANK[failOn]).length;
}

/**
 * A review that found no object where the walk passed test-data directories by: a repository that
 * keeps all its manifests there (ingress2gateway's fixtures/ and testdata/) would otherwise get
 * "no findings" and no word of why.
 */
function testDataOnlyWarning(dirs: readonly string[], objects = 0): string {
  const SHOWN = 3;
  const sorted = [...dirs].sort(compareRepoPaths);
  const named = sorted.slice(0, SHOWN).join(', ') + (dirs.length > SHOWN ? `, and ${dirs.length - SHOWN} more` : '');
  const found =
    objects === 0
      ? 'no Kubernetes object was found'
      : `no CustomResourceDefinition was found among the ${objects === 1 ? 'object' : `${objects} objects`} reviewed`;
  const holding = objects === 0 ? '' : ' holding CRDs';
  const leftOut = dirs.length === 1 ? `test data${holding} was` : `${dirs.length} places of test data${holding} were`;
  return `${found}, and ${leftOut} left out (${named}): manifests in test-data directories (testdata/, fixtures/, a Maven src/test/ tree) and files named as negative tests (invalid, or in a test tree error_ or bad_) are read only with \`testdata: true\` in the configuration, or when named as a PATH`;
}

/**
 * Files whose content git could not give (their blobs missing from the clone: a sparse checkout's
 * left-out files in a clone that cannot fetch, a damaged object store): the review goes on without
 * them, and says which.
 */
function unreadableFilesWarning(paths: readonly string[]): string {
  return `${filesWere(paths)} not reviewed: git could not read ${paths.length === 1 ? 'its content' : 'their content'} at the base or in the working tree (the clone lacks the objects: a sparse or partial clone that cannot fetch them, or a damaged one): ${namedPaths(paths)}`;
}

/** Files removed while the review read the tree (a generator rewriting its output): left out, and named. */
function vanishedFilesWarning(paths: readonly string[]): string {
  return `${filesWere(paths)} not reviewed: removed from the working tree while the review read it (run the review again once what writes ${paths.length === 1 ? 'it' : 'them'} is done): ${namedPaths(paths)}`;
}

const filesWere = (paths: readonly string[]): string =>
  paths.length === 1 ? '1 file was' : `${paths.length} files were`;

/** The first five paths, and how many more. */
function namedPaths(paths: readonly string[]): string {
  const SHOWN = 5;
  return paths.slice(0, SHOWN).join(', ') + (paths.length > SHOWN ? `, and ${paths.length - SHOWN} more` : '');
}

/**
 * The root of a review without history: the repository of the working directory, unless a PATH
 * lies outside it (`kube-api-review ../other/crds`), whose files are then named from their own
 * repository (or directory), never `../other/crds/x.yaml`; PATHs in several places share the
 * nearest directory above all of their roots.
 */
async function rootOfPaths(cwdRoot: string, files: readonly string[], cwd: string): Promise<string> {
  const roots = new Set<string>();
  const gitRoots: string[] = []; // found by git: a directory below one shares it (one git call per repository, not per PATH)
  for (const arg of files.length > 0 ? files : ['.']) {
    const absolute = path.resolve(cwd, arg);
    if (!isOutside(cwdRoot, absolute)) {
      roots.add(cwdRoot);
      continue;
    }
    const isDirectory = await stat(absolute).then(
      (s) => s.isDirectory(),
      () => false,
    );
    const dir = isDirectory ? absolute : path.dirname(absolute);
    const known = gitRoots.find((r) => !isOutside(r, dir));
    if (known !== undefined) {
      roots.add(known);
      continue;
    }
    const found = await locateRepository(dir);
    if (found.git) gitRoots.push(found.root);
    roots.add(found.root);
  }
  return [...roots].reduce((a, b) => commonAncestor(a, b));
}

const isOutside = (root: string, absolute: string): boolean => {
  const relative = path.relative(root, absolute);
  return relative === '..' || relative.startsWith(`..${path.sep}`) || path.isAbsolute(relative);
};

function commonAncestor(a: string, b: string): string {
  let dir = a;
  while (isOutside(dir, b)) {
    const up = path.dirname(dir);
    if (up === dir) break;
    dir = up;
  }
  return dir;
}

/** The configuration file's repository path, when it lies in the reviewed tree. */
function configPathIn(root: string, absolute: string): string | undefined {
  return isOutside(root, absolute) ? undefined : toRepoPath(root, absolute);
}

function withStdin(files: readonly ChangedFile[], stdin: Uint8Array): ChangedFile[] {
  const stream: ChangedFile = { path: STDIN_PATH, status: 'added', head: stdin, ...wholeFile(stdin) };
  return [...files, stream].sort((a, b) => compareRepoPaths(a.path, b.path));
}

/**
 * A configuration in a directory between the working directory and the repository root
 * (`charts/x/.github/kube-api-review.yaml`, run from `charts/x`) is not read: only the root's is.
 */
async function nestedConfigurations(cwd: string, root: string): Promise<string[]> {
  const found: string[] = [];
  for (let dir = path.resolve(cwd); dir !== root && !isOutside(root, dir); dir = path.dirname(dir)) {
    for (const name of [DEFAULT_CONFIG_FILE, MISNAMED_CONFIG_FILE]) {
      const file = path.join(dir, name);
      if (
        await lstat(file).then(
          () => true,
          () => false,
        )
      ) {
        found.push(
          `${toRepoPath(root, file)} is not read: the configuration is read at the repository root (${DEFAULT_CONFIG_FILE} there); name it with --config to use it`,
        );
      }
    }
    if (path.dirname(dir) === dir) break;
  }
  return found;
}

interface PathContext {
  readonly cwd: string;
  readonly root: string;
  readonly configPath: string | undefined;
  readonly isSelected: (path: string, named?: string) => boolean;
}

/** A PATH the user named that gives no file to review: a file of a type not read, an empty directory, the whole tree. */
async function unreviewedPaths(args: readonly string[], changeSet: ChangeSet, ctx: PathContext): Promise<string[]> {
  const warnings: string[] = [];
  // Every path of the change set and every directory above one: each PATH is looked up.
  const covered = withAncestors(
    changeSet.files.flatMap((f) => (f.previousPath === undefined ? [f.path] : [f.path, f.previousPath])),
  );
  for (const arg of args) {
    const absolute = path.resolve(ctx.cwd, arg);
    const prefix = toRepoPath(ctx.root, absolute);
    if (covered.has(prefix)) continue;
    const entry = await stat(absolute).catch(() => undefined);
    if (entry?.isFile()) {
      if (prefix === ctx.configPath) warnings.push(`${arg}: not reviewed: it is the configuration file`);
      else if (!REVIEWABLE_EXTENSIONS.some((ext) => prefix.endsWith(ext)) && !isManifestPath(prefix))
        warnings.push(`${arg}: not reviewed: kube-api-review reads ${READS}`);
      else if (!ctx.isSelected(prefix, prefix))
        warnings.push(`${arg}: not reviewed: the configuration's include and exclude globs leave it out`);
    } else if (entry?.isDirectory()) {
      warnings.push(
        `${arg}: no file to review: kube-api-review reads ${READS}, and none is here that the configuration selects${linksBelow(changeSet, prefix)}`,
      );
    } else if (entry !== undefined) {
      // A FIFO, socket or device (`/dev/stdin` is a pipe): reading one could block for ever.
      warnings.push(`${arg}: not reviewed: not a regular file (- reads the standard input)`);
    }
  }
  return warnings;
}

/**
 * What a directory with nothing to review holds as symbolic links, which the walk passes by (a
 * chart's crds/ linked to the CRDs at the top of the repository): said, so the user looks where
 * they lead. Empty when it holds none.
 */
function linksBelow(changeSet: ChangeSet, dir: string): string {
  const under = dir === '' ? '' : `${dir}/`;
  const links = [...(changeSet.headLinks ?? new Map<string, string>())]
    .filter(([link]) => link.startsWith(under))
    .sort(([a], [b]) => (a < b ? -1 : 1));
  const first = links[0];
  if (first === undefined) return '';
  const [link, target] = first;
  const more = links.length === 1 ? '' : ` and ${links.length - 1} more`;
  return ` (it holds symbolic links, which are passed by: ${link} leads to ${target}${more}; name what they lead to)`;
}

/**
 * An include glob that selects nothing is a typo or a moved directory: the files it meant are
 * not reviewed. Judged only when the whole repository was walked (a PATH narrower than the root
 * leaves other globs' files out by design).
 */
async function includesMatchingNothing(
  config: Config,
  selection: SelectionGlobs,
  args: readonly string[],
  changeSet: ChangeSet,
  cwd: string,
  root: string,
): Promise<string[]> {
  if (!walksWholeTree(args, cwd, root)) return [];
  const paths = changeSet.files.map((f) => f.path);
  const where = (glob: string): string =>
    config.include.includes(glob)
      ? `include glob "${glob}" of ${config.file ?? DEFAULT_CONFIG_FILE}`
      : `include glob "${glob}"`;
  const warnings: string[] = [];
  for (const glob of new Set(selection.include)) {
    const matches = picomatch()(glob.startsWith('./') ? glob.slice(2) : glob, { dot: true });
    if (paths.some((p) => matches(p))) continue;
    const passedBy = await fileMatching(root, matches);
    warnings.push(
      passedBy === undefined
        ? `the ${where(glob)} matches no file to review, nor any other file here`
        : `the ${where(glob)} matches no file to review: it matches files the review passes by, such as ${passedBy}, ${whyPassedBy(passedBy, selection)}`,
    );
  }
  return warnings;
}
