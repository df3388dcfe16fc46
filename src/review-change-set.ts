import type { Config } from './engine/config.js';
import { placeFindings, type FilterMode, type Placed } from './engine/filter.js';
import { reviewPipelined } from './engine/pipelined-review.js';
import type { RuleServices } from './engine/rule-services.js';
import { needsGoParser, type Review, type ReviewOptions } from './engine/run.js';
import { loadGoParser } from './parse/go/load-go-parser.js';
import { RULES } from './rules/index.js';
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
}

export async function reviewChangeSet(changeSet: ChangeSet, options: ChangeSetReviewOptions): Promise<ChangeSetReview> {
  const { config, filter } = options;
  // Only `all` shows findings in files a change leaves alone; every other filter needs the
  // review of what the change touches (run.ts, unchangedFiles).
  const unchangedFiles = filter === 'all';
  // The Go parser's WebAssembly loads asynchronously; review() stays synchronous and is handed it.
  const goParser = needsGoParser(changeSet, { rules: RULES, config, unchangedFiles })
    ? await loadGoParser()
    : undefined;
  const result = await reviewPipelined(changeSet, {
    rules: RULES,
    config,
    withBaseFindings: filter === 'new' && changeSet.hasBase,
    unchangedFiles,
    ...(goParser ? { goParser } : {}),
    ...(options.services ? { services: options.services } : {}),
    ...(options.onFileParsed ? { onFileParsed: options.onFileParsed } : {}),
    ...(options.onRuleStart ? { onRuleStart: options.onRuleStart } : {}),
  });
  return { review: result, placed: placeFindings(result.findings, changeSet, filter, result.baseFingerprints) };
}
