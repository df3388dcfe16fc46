import { formatConfigError, loadConfig, type Config } from './engine/config.js';
import { FILTER_MODES, type FilterMode, type Placed } from './engine/filter.js';
import type { Severity } from './engine/finding.js';
import { SEVERITY_RANK } from './engine/finding.js';
import type { RuleServices } from './engine/rule-services.js';
import type { Review } from './engine/run.js';
import { reviewChangeSet } from './review-change-set.js';
import { RULE_IDS } from './rules/index.js';
import type { ChangeSet } from './sources/change-set.js';
import { readDirectorySource } from './sources/directory-source.js';
import { readGitSource } from './sources/git-source.js';
import { repositoryRoot } from './sources/repository-root.js';
import { UsageError } from './sources/usage-error.js';

// The whole pipeline over local files (sources → review-change-set.ts), for the CLI and the
// action's runs outside pull requests. Reporting is the caller's.

export type FailOn = Severity | 'never';
export const FAIL_ON_LEVELS: readonly FailOn[] = ['error', 'warning', 'notice', 'never'];

export interface LocalReviewRequest {
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
}

export interface LocalReview {
  readonly review: Review;
  readonly placed: readonly Placed[];
  readonly changeSet: ChangeSet;
  readonly config: Config;
  readonly filter: FilterMode;
}

export async function runLocalReview(req: LocalReviewRequest): Promise<LocalReview> {
  if (req.filter !== undefined && !FILTER_MODES.includes(req.filter)) {
    throw new UsageError(`unknown filter "${req.filter}": use one of ${FILTER_MODES.join(', ')}`);
  }
  // Paths are the repository's wherever the run starts (SARIF, annotations), and so is the default
  // configuration file; a --config the user names is relative to where they typed it.
  const root = await repositoryRoot(req.cwd, req.workspace);
  const loaded = await loadConfig(req.configFile, req.configFile === undefined ? root : req.cwd, RULE_IDS);
  if ('errors' in loaded) throw new UsageError(`invalid configuration:\n${loaded.errors.map(formatConfigError).join('\n')}`);
  const { config } = loaded;
  const filter: FilterMode = req.filter ?? (req.base === undefined ? 'all' : 'new');
  const paths = req.paths.length > 0 ? req.paths : ['.'];
  const selection = { cwd: req.cwd, include: [...config.include, ...(req.include ?? [])], exclude: [...config.exclude], vendored: config.vendored === true, testdata: config.testdata === true };
  const changeSet =
    req.base === undefined
      ? await readDirectorySource([...paths], { ...selection, root })
      : await readGitSource([...paths], { ...selection, base: req.base });
  const services = req.services ? await req.services(changeSet) : undefined;
  const { review, placed } = await reviewChangeSet(changeSet, { config, filter, ...(services ? { services } : {}) });
  return { review, placed, changeSet, config, filter };
}

/** How many shown findings are at or above the level that fails the run. */
export function countFailing(placed: readonly Placed[], failOn: FailOn): number {
  if (failOn === 'never') return 0;
  return placed.filter((p) => p.shown && SEVERITY_RANK[p.finding.severity] >= SEVERITY_RANK[failOn]).length;
}
