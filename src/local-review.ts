import { formatConfigError, loadConfig, type Config } from './engine/config.js';
import { FILTER_MODES, placeFindings, type FilterMode, type Placed } from './engine/filter.js';
import type { Severity } from './engine/finding.js';
import { SEVERITY_RANK } from './engine/finding.js';
import type { RuleServices } from './engine/rule-services.js';
import { reviewPipelined } from './engine/pipelined-review.js';
import type { Review } from './engine/run.js';
import { loadGoParser } from './parse/go/load-go-parser.js';
import { RULE_IDS, RULES } from './rules/index.js';
import type { ChangeSet } from './sources/change-set.js';
import { readDirectorySource } from './sources/directory-source.js';
import { readGitSource } from './sources/git-source.js';
import { UsageError } from './sources/usage-error.js';

// The whole pipeline over local files (sources → parse → engine → filter), shared by the CLI
// and, until the pull-request integration, by the action. Reporting is the caller's.

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
  const loaded = await loadConfig(req.configFile, req.cwd, RULE_IDS);
  if ('errors' in loaded) throw new UsageError(`invalid configuration:\n${loaded.errors.map(formatConfigError).join('\n')}`);
  const { config } = loaded;
  const filter: FilterMode = req.filter ?? (req.base === undefined ? 'all' : 'new');
  const paths = req.paths.length > 0 ? req.paths : ['.'];
  const selection = { cwd: req.cwd, include: [...config.include, ...(req.include ?? [])], exclude: [...config.exclude], vendored: config.vendored === true, testdata: config.testdata === true };
  const changeSet =
    req.base === undefined
      ? await readDirectorySource([...paths], selection)
      : await readGitSource([...paths], { ...selection, base: req.base });
  // The Go parser's WebAssembly loads asynchronously; review() stays synchronous and is handed it.
  const goParser = changeSet.files.some((f) => /\.go$/i.test(f.path)) ? await loadGoParser() : undefined;
  const services = req.services ? await req.services(changeSet) : undefined;
  const result = await reviewPipelined(changeSet, {
    rules: RULES,
    config,
    withBaseFindings: filter === 'new' && changeSet.hasBase,
    ...(goParser ? { goParser } : {}),
    ...(services ? { services } : {}),
  });
  const placed = placeFindings(result.findings, changeSet, filter, result.baseFingerprints);
  return { review: result, placed, changeSet, config, filter };
}

/** How many shown findings are at or above the level that fails the run. */
export function countFailing(placed: readonly Placed[], failOn: FailOn): number {
  if (failOn === 'never') return 0;
  return placed.filter((p) => p.shown && SEVERITY_RANK[p.finding.severity] >= SEVERITY_RANK[failOn]).length;
}
