import { DEFAULT_CONFIG } from '../../src/engine/config.js';
import type { Finding } from '../../src/engine/finding.js';
import { ReviewCache } from '../../src/engine/review-cache.js';
import type { Rule } from '../../src/engine/rule.js';
import { review, type Review, type ReviewOptions } from '../../src/engine/run.js';
import type { ManifestFile } from '../../src/parse/manifest-file.js';
import { loadGoParser } from '../../src/parse/go/load-go-parser.js';
import { RULES } from '../../src/rules/index.js';
import type { ChangeSet } from '../../src/sources/change-set.js';
import { readDirectorySource } from '../../src/sources/directory-source.js';
import { sharedPath } from './shared-tree.js';

// The corpus (../shared/corpus: crds/ and manifests/, real objects that real API servers accept)
// reviewed once, as one repository, by every registered rule, as the CLI would review it. Parsing
// its 55 MB is nearly all of a review's cost, and each family's corpus test used to pay it again:
// they now read their rules' findings from this one review. The corpus tests run in one worker
// that keeps modules between files (vitest.config.ts, project `corpus`), so the review below runs
// once per test run; a corpus test run alone pays for it once. A test that needs another review
// of the same files (a base, services, its own instruments) passes `manifests` and parses nothing.

export const CORPUS = sharedPath('corpus');

export interface CorpusReview {
  /** The corpus as the directory source reads it: paths start with crds/ or manifests/. */
  readonly changeSet: ChangeSet;
  /** Every registered rule over the whole corpus, without a base. */
  readonly result: Review;
  /** The parsed files, by content: ReviewOptions.manifests for further reviews of these texts. */
  readonly manifests: ReadonlyMap<Uint8Array | string, ManifestFile>;
  /** The rules' shared work in that review, tallies included (a tally is counted once: parsed objects memoise their checks). */
  readonly cache: ReviewCache;
}

let pending: Promise<CorpusReview> | undefined;

/** The one review of the corpus (started by the first caller). */
export const corpusReview = (): Promise<CorpusReview> => (pending ??= reviewCorpus());

async function reviewCorpus(): Promise<CorpusReview> {
  // testdata: true reads the conformance tests named invalid too (file-selection.ts skips them by
  // default): they are accepted by real API servers, and the refgrant/ corpus test judges them.
  const changeSet = await readDirectorySource(['.'], { cwd: CORPUS, include: [], exclude: [], testdata: true });
  const headOf = new Map(changeSet.files.map((f) => [f.path, f.head] as const));
  const manifests = new Map<Uint8Array | string, ManifestFile>();
  const onFileParsed = (file: ManifestFile): void => {
    const content = headOf.get(file.path);
    if (content !== undefined) manifests.set(content, file);
  };
  const goParser = await loadGoParser();
  const cache = new ReviewCache();
  const result = review(changeSet, {
    rules: RULES,
    config: DEFAULT_CONFIG,
    withBaseFindings: false,
    goParser,
    onFileParsed,
    cache,
  });
  return { changeSet, result, manifests, cache };
}

/** Another review of the corpus's files (parsed already), with these rules and options. */
export async function reviewCorpusAgain(
  rules: readonly Rule[],
  options: Partial<Omit<ReviewOptions, 'rules' | 'manifests'>> & { changeSet?: ChangeSet } = {},
): Promise<Review> {
  const { changeSet, manifests } = await corpusReview();
  const { changeSet: other, ...rest } = options;
  return review(other ?? changeSet, { config: DEFAULT_CONFIG, withBaseFindings: false, ...rest, rules, manifests });
}

/** The findings of these rules in the one review, in its order. */
export async function corpusFindings(rules: readonly Rule[]): Promise<readonly Finding[]> {
  const ids = new Set(rules.map((r) => r.id));
  // A rule the registry does not hold was not run: its empty list would prove nothing.
  const unregistered = [...ids].filter((id) => !RULES.some((r) => r.id === id));
  if (unregistered.length > 0)
    throw new Error(`not registered, so not in the corpus review: ${unregistered.join(', ')}`);
  return (await corpusReview()).result.findings.filter((f) => ids.has(f.ruleId));
}
