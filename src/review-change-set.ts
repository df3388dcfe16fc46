import type { Config } from './engine/config.js';
import { placeFindings, type FilterMode, type Placed } from './engine/filter.js';
import { readHeadManifests } from './engine/head-manifests.js';
import { MIN_PIPELINE_BYTES, reviewPipelined } from './engine/pipelined-review.js';
import type { Rule } from './engine/rule.js';
import type { RuleServices } from './engine/rule-services.js';
import { needsGoParser, type Review, type ReviewOptions } from './engine/run.js';
import { loadGoParser } from './parse/go/load-go-parser.js';
import { isManifestPath } from './parse/manifest-file.js';
import { familiesNeeded } from './rules/families-needed.js';
import { reviewRules } from './rules/review-rules.js';
import type { ChangeSet } from './sources/change-set.js';

// Review → place → filter, one pipeline for the CLI (local-review.ts) and the action's pull
// requests (main.ts): whatever source built the change set, both get the same review.

export interface ChangeSetReviewOptions {
  readonly config: Config;
  readonly filter: FilterMode;
  readonly services?: RuleServices;
  /** Told of each manifest file as the engine parses it (the CLI's progress line). */
  readonly onFileParsed?: ReviewOptions['onFileParsed'];
  /** Told of each rule as it starts over a whole world (the CLI's progress line). */
  readonly onRuleStart?: ReviewOptions['onRuleStart'];
}

export interface ChangeSetReview {
  readonly review: Review;
  readonly placed: readonly Placed[];
  /** Every rule of the registry, in its order; those of the families the review did without have no check (rules/review-rules.ts). */
  readonly rules: readonly Rule[];
}

export async function reviewChangeSet(changeSet: ChangeSet, options: ChangeSetReviewOptions): Promise<ChangeSetReview> {
  const { config, filter } = options;
  // Only `all` shows findings in files a change leaves alone; every other filter needs the
  // review of what the change touches (run.ts, unchangedFiles).
  const unchangedFiles = filter === 'all';
  // A review without a base below the size the pipeline starts at reads every manifest before
  // its rules run anyway: read first, they tell which rule families it needs (issue 17 item 4).
  const head = choosesFamilies(changeSet) ? readHeadManifests(changeSet, options.onFileParsed) : undefined;
  const rules = await reviewRules(familiesNeeded(changeSet, config, head?.objects));
  // The Go parser's WebAssembly loads asynchronously; review() stays synchronous and is handed it.
  const goParser = needsGoParser(changeSet, { rules, config, unchangedFiles }) ? await loadGoParser() : undefined;
  const result = await reviewPipelined(changeSet, {
    rules,
    config,
    ...(head ? { manifests: head.files } : {}),
    withBaseFindings: filter === 'new' && changeSet.hasBase,
    unchangedFiles,
    ...(goParser ? { goParser } : {}),
    ...(options.services ? { services: options.services } : {}),
    ...(options.onFileParsed ? { onFileParsed: options.onFileParsed } : {}),
    ...(options.onRuleStart ? { onRuleStart: options.onRuleStart } : {}),
  });
  return { review: result, placed: placeFindings(result.findings, changeSet, filter, result.baseFingerprints), rules };
}

/** A review without a base that reviewPipelined runs on one thread, reading every head manifest up front. */
function choosesFamilies(changeSet: ChangeSet): boolean {
  if (changeSet.hasBase) return false;
  const bytes = changeSet.files.reduce(
    (n, f) => (f.head !== undefined && isManifestPath(f.path) ? n + f.head.length : n),
    0,
  );
  return bytes < MIN_PIPELINE_BYTES;
}
