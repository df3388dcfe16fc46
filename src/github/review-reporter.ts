import type { Finding } from '../engine/finding.js';
import type { Placed } from '../engine/filter.js';
import { copyKey } from '../report/copies.js';
import { escapeMarkdown } from '../report/escape-markdown.js';
import { bySeverity } from '../report/finding-order.js';
import { markdownLinkTarget } from '../report/markdown-link.js';
import { regionOf } from '../report/source-region.js';
import type { LineRange } from '../sources/change-set.js';
import {
  commentMarker,
  listedMarker,
  markerId,
  readListed,
  readMarker,
  readReviewMarker,
  reviewMarker,
} from './comment-marker.js';
import type { GitHubClient } from './octokit.js';
import { statusOf } from './octokit.js';
import { failedOutcome } from './failed-outcome.js';
import { isCommentable } from './patch-lines.js';
import { retryWrite } from './retry-policy.js';
import type { Reporter, ReportOutcome } from './reporter.js';

// One pull request review per run, event COMMENT (spec/github.md §2.1, §2.5: a bot's approval may be
// forbidden, and the check run is what gates). A review with one comment outside the diff is
// refused whole, so only findings on lines inside GitHub's patch become comments; everything else
// goes to the check run and the summary. Re-runs post nothing twice (issue 18): each comment
// carries its finding's marker and each review body the markers of the findings it lists beyond
// its comments, so what earlier runs posted is read back from GitHub; a re-run with nothing new
// posts nothing. A comment whose finding is gone is deleted, unless a person replied to it or its
// file was not reviewed completely this time (GitHub would not serve it, or the paths input or
// the configuration leave it out): there the finding's absence proves nothing.

/** reviewdog's limit: larger reviews met 403 "abuse detection" (spec/github.md §0.13). */
export const MAX_COMMENTS_PER_REVIEW = 30;
/** Bodies fail with 422 above 65,536 characters; changesets/action stops at 60,000 (spec/github.md §2.1). */
export const MAX_BODY_CHARS = 60_000;
/**
 * Findings a review body accounts for beyond its comments, by marker (33 characters each, so
 * 33,000 of the body). Past them a larger change's next run lists the next ones.
 */
export const MAX_LISTED_FINDINGS = 1000;

export interface ReviewTarget {
  readonly owner: string;
  readonly repo: string;
  readonly number: number;
  readonly headSha: string;
}

export interface ReviewReporterOptions {
  readonly client: GitHubClient;
  readonly target: ReviewTarget;
  /** Per file, the head lines inside GitHub's patch. */
  readonly commentable: ReadonlyMap<string, readonly LineRange[]>;
  /**
   * The files this run reviewed completely: only comments on them may be deleted when their
   * finding is gone.
   */
  readonly reviewed: ReadonlySet<string>;
  /**
   * What earlier runs posted, listed while the change was being read (see listPosted); listed at
   * flush time when absent.
   */
  readonly listed?: Promise<ListedPosts>;
  readonly log?: (message: string) => void;
}

/** What earlier runs posted on the pull request, or why it could not be listed. */
export type ListedPosts = { readonly posted: PostedBefore } | { readonly error: unknown };

export interface PostedBefore {
  readonly comments: readonly ExistingComment[];
  /** Marker ids of the findings that earlier review bodies listed beyond their comments. */
  readonly listed: ReadonlySet<string>;
}

/**
 * Starts listing the pull request's review comments and reviews. The action calls it before the
 * review runs, so the round trips overlap fetching the change instead of delaying the review; the
 * promise never rejects.
 */
export function listPosted(client: GitHubClient, target: ReviewTarget): Promise<ListedPosts> {
  return Promise.all([listComments(client, target), listReviews(client, target)]).then(
    ([comments, reviews]) => ({ posted: { comments, listed: new Set(reviews.flatMap((r) => readListed(r.body))) } }),
    (error: unknown) => ({ error }),
  );
}

interface ExistingComment {
  readonly id: number;
  readonly path: string;
  readonly marker?: string;
  readonly inReplyTo?: number;
  readonly isOurs: boolean;
}

export class ReviewReporter implements Reporter {
  private readonly shown: Finding[] = [];

  constructor(private readonly options: ReviewReporterOptions) {}

  add(item: Placed): void {
    if (item.shown) this.shown.push(item.finding);
  }

  async flush(): Promise<ReportOutcome> {
    const { client, target } = this.options;
    const repo = { owner: target.owner, repo: target.repo };
    const listed = await (this.options.listed ?? listPosted(client, target));
    if ('error' in listed) return failedOutcome('review', listed.error, 'listing what earlier runs posted');
    const existing = listed.posted.comments;
    const ours = existing.filter((c) => c.isOurs && c.inReplyTo === undefined);
    const posted = new Set([...ours.map((c) => c.marker), ...listed.posted.listed]);
    const currentMarkers = new Set(this.shown.map((f) => markerId(f.fingerprint)));

    // A moved line keeps its thread: the marker matches, so nothing is posted again.
    const fresh = this.shown.filter((f) => !posted.has(markerId(f.fingerprint)));
    const { firsts: commentable, copies } = foldCopies(fresh.filter((f) => this.isCommentable(f)).sort(bySeverity));
    const asComments = commentable.slice(0, MAX_COMMENTS_PER_REVIEW);
    const overflow = commentable.slice(MAX_COMMENTS_PER_REVIEW);

    let deleted = 0;
    let kept = 0;
    let unreviewed = 0;
    for (const c of ours) {
      if (c.marker === undefined || currentMarkers.has(c.marker)) continue;
      // A thread where a person answered is theirs too: it stays, whatever the finding did.
      if (existing.some((r) => r.inReplyTo === c.id && !r.isOurs)) {
        kept += 1;
        continue;
      }
      if (!this.options.reviewed.has(c.path)) {
        unreviewed += 1;
        continue;
      }
      try {
        await client.rest.pulls.deleteReviewComment({ ...repo, comment_id: c.id });
        deleted += 1;
      } catch (error) {
        if (statusOf(error) !== 404) return failedOutcome('review', error, 'deleting an outdated review comment');
      }
    }
    const others = `${deleted} outdated removed, ${kept} kept for their replies, ${unreviewed} kept on files not reviewed in full`;

    if (asComments.length === 0) {
      return {
        reporter: 'review',
        status: 'done',
        detail: `nothing new to comment on (${this.shown.length - fresh.length} already posted; ${others})`,
      };
    }
    const folded = [...copies.values()].reduce((n, c) => n + c.length, 0);
    const body = reviewBody(target.headSha, asComments, overflow, folded);
    try {
      await client.rest.pulls.createReview({
        ...repo,
        pull_number: target.number,
        commit_id: target.headSha,
        event: 'COMMENT',
        body: body.text,
        comments: asComments.map((f) => reviewComment(f, copies.get(f))),
        // GitHub may have posted a review it answered 502: then it is on the pull request, with this marker.
        request: retryWrite(async () =>
          (await listReviews(client, target)).find((r) => readReviewMarker(r.body) === body.marker),
        ),
      });
    } catch (error) {
      return failedOutcome('review', error, 'posting the review');
    }
    const more = overflow.length > 0 ? `, ${overflow.length} more listed in its body` : '';
    return {
      reporter: 'review',
      status: 'done',
      detail: `posted a review with ${asComments.length} comment(s)${more}; ${others}`,
    };
  }

  private isCommentable(f: Finding): boolean {
    const r = regionOf(f);
    return isCommentable(this.options.commentable.get(f.file) ?? [], r.line, r.endLine);
  }
}

async function listComments(client: GitHubClient, target: ReviewTarget): Promise<ExistingComment[]> {
  const comments = await client.paginate(client.rest.pulls.listReviewComments, {
    owner: target.owner,
    repo: target.repo,
    pull_number: target.number,
    per_page: 100,
  });
  return comments.map((c) => {
    const marker = readMarker(c.body);
    return {
      id: c.id,
      path: c.path,
      ...(marker === undefined ? {} : { marker }),
      ...(c.in_reply_to_id === undefined ? {} : { inReplyTo: c.in_reply_to_id }),
      isOurs: marker !== undefined,
    };
  });
}

function listReviews(
  client: GitHubClient,
  target: ReviewTarget,
): Promise<{ readonly id: number; readonly body: string }[]> {
  return client.paginate(client.rest.pulls.listReviews, {
    owner: target.owner,
    repo: target.repo,
    pull_number: target.number,
    per_page: 100,
  });
}

interface ReviewComment {
  path: string;
  body: string;
  line: number;
  side: 'RIGHT';
  start_line?: number;
  start_side?: 'RIGHT';
}

function reviewComment(f: Finding, copies: readonly Finding[] = []): ReviewComment {
  const r = regionOf(f);
  // start_line equal to line is refused ("start line must precede the end line"): single lines omit it.
  const range = r.endLine > r.line ? { start_line: r.line, start_side: 'RIGHT' as const } : {};
  return { path: f.file, body: commentBody(f, copies), line: r.endLine, side: 'RIGHT', ...range };
}

// The copies of a finding in the files a CRD is generated into (report/copies.ts): one comment,
// on the first, names the others. Real repositories gave 4 to 7 identical comments per change
// (antrea, KubeArmor, opentelemetry-operator).
const MAX_COPIES_NAMED = 10;

/** The findings, each but the first of a fingerprint and message folded into it as a copy. */
function foldCopies(findings: readonly Finding[]): {
  readonly firsts: Finding[];
  readonly copies: ReadonlyMap<Finding, readonly Finding[]>;
} {
  const byKey = new Map<string, Finding>();
  const copies = new Map<Finding, Finding[]>();
  const firsts: Finding[] = [];
  for (const f of findings) {
    const key = copyKey(f);
    const first = byKey.get(key);
    if (first === undefined) {
      byKey.set(key, f);
      firsts.push(f);
    } else copies.set(first, [...(copies.get(first) ?? []), f]);
  }
  return { firsts, copies };
}

/** The comment: severity, rule with its docs link, the message, a suggested change, the copies, the marker. */
export function commentBody(f: Finding, copies: readonly Finding[] = []): string {
  const target = markdownLinkTarget(f.docsUrl);
  const rule = target ? `[${escapeMarkdown(f.ruleId)}](${target})` : escapeMarkdown(f.ruleId);
  const at = f.fieldPath ? `\n\nAt \`${f.fieldPath.replace(/`/g, "'")}\`.` : '';
  // A suggested change replaces exactly the commented lines (spec/github.md §2.1).
  const suggestion = f.suggestion === undefined ? '' : `\n\n${fenced('suggestion', f.suggestion)}`;
  const named = copies.slice(0, MAX_COPIES_NAMED).map((c) => `${escapeMarkdown(c.file)}:${regionOf(c).line}`);
  const more = copies.length > MAX_COPIES_NAMED ? ` and ${copies.length - MAX_COPIES_NAMED} more` : '';
  const elsewhere =
    copies.length === 0 ? '' : `\n\nThe same in ${copies.length} other file(s): ${named.join(', ')}${more}.`;
  const text = `**${f.severity}** ${rule}: ${escapeMarkdown(f.message)}${at}${suggestion}${elsewhere}`;
  return `${truncate(text, MAX_BODY_CHARS)}\n\n${commentMarker(f.fingerprint)}`;
}

function fenced(info: string, text: string): string {
  const longest = Math.max(2, ...[...text.matchAll(/`+/g)].map((m) => m[0].length));
  const fence = '`'.repeat(longest + 1);
  return `${fence}${info}\n${text.endsWith('\n') ? text : `${text}\n`}${fence}`;
}

interface ReviewBody {
  readonly text: string;
  readonly marker: string;
}

function reviewBody(
  commit: string,
  comments: readonly Finding[],
  overflow: readonly Finding[],
  copies: number,
): ReviewBody {
  const accounted = overflow.slice(0, MAX_LISTED_FINDINGS);
  const listedIds = accounted.map((f) => markerId(f.fingerprint));
  const marker = reviewMarker(commit, [...comments.map((f) => markerId(f.fingerprint)), ...listedIds]);
  const markers = `${listedMarker(listedIds)}\n${marker}`;
  const alsoIn = copies === 0 ? '' : ` (and the same ${copies} time(s) more in copies, named in the comments)`;
  const head = `**kube-api-review** found ${comments.length + overflow.length} new finding(s) on lines of this change${alsoIn}; the check run lists every finding.`;
  if (overflow.length === 0) return { text: `${head}\n\n${markers}`, marker };
  // Past the per-review cap the rest is listed, collapsed, rather than sent in more reviews; the
  // rows stop where the body would outgrow GitHub's limit, and the markers always fit.
  const budget = MAX_BODY_CHARS - head.length - markers.length - 200;
  const rows: string[] = [];
  let used = 0;
  for (const f of accounted) {
    const row = `- ${escapeMarkdown(f.file)}:${regionOf(f).line} **${f.severity}** ${escapeMarkdown(f.ruleId)}: ${escapeMarkdown(f.message)}`;
    if (used + row.length + 1 > budget) break;
    rows.push(row);
    used += row.length + 1;
  }
  const unlisted = overflow.length - rows.length;
  const rest = unlisted > 0 ? `\n- … and ${unlisted} more, in the check run` : '';
  const list = `<details><summary>${overflow.length} more finding(s) not posted as comments</summary>\n\n${rows.join('\n')}${rest}\n\n</details>`;
  return { text: `${head}\n\n${list}\n\n${markers}`, marker };
}

function truncate(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 40)}\n\n… (cut at ${max} characters)`;
}
