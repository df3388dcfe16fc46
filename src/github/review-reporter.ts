import type { Finding } from '../engine/finding.js';
import type { Placed } from '../engine/filter.js';
import { escapeMarkdown } from '../report/escape-markdown.js';
import { bySeverity } from '../report/finding-order.js';
import { markdownLinkTarget } from '../report/markdown-link.js';
import { regionOf } from '../report/source-region.js';
import type { LineRange } from '../sources/change-set.js';
import { commentMarker, markerId, readMarker } from './comment-marker.js';
import type { GitHubClient } from './octokit.js';
import { describeFailure, statusOf } from './octokit.js';
import { isCommentable } from './patch-lines.js';
import type { Reporter, ReportOutcome } from './reporter.js';

// One pull request review per run, event COMMENT (spec/github.md §2.1, §2.5: a bot's approval may be
// forbidden, and the check run is what gates). A review with one comment outside the diff is
// refused whole, so only findings on lines inside GitHub's patch become comments; everything else
// goes to the check run and the summary. Re-runs post nothing twice: each comment carries its
// finding's fingerprint in a hidden marker, and a comment whose finding is gone is deleted unless
// a person replied to it.

/** reviewdog's limit: larger reviews met 403 "abuse detection" (spec/github.md §0.13). */
export const MAX_COMMENTS_PER_REVIEW = 30;
/** Bodies fail with 422 above 65,536 characters; changesets/action stops at 60,000 (spec/github.md §2.1). */
export const MAX_BODY_CHARS = 60_000;

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
   * The pull request's review comments, listed while the change was being read (see
   * listReviewComments); listed at flush time when absent.
   */
  readonly listed?: Promise<ListedComments>;
  readonly log?: (message: string) => void;
}

/** The review comments already on the pull request, or why they could not be listed. */
export type ListedComments = { readonly comments: readonly ExistingComment[] } | { readonly error: unknown };

/**
 * Starts listing the pull request's review comments. The action calls it before the review runs,
 * so the round trip overlaps fetching the change instead of delaying the review; the promise
 * never rejects.
 */
export function listReviewComments(client: GitHubClient, target: ReviewTarget): Promise<ListedComments> {
  return listComments(client, target).then(
    (comments) => ({ comments }),
    (error: unknown) => ({ error }),
  );
}

interface ExistingComment {
  readonly id: number;
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
    const listed = await (this.options.listed ?? listReviewComments(client, target));
    if ('error' in listed) return outcomeOf(listed.error, 'listing review comments');
    const existing = listed.comments;
    const ours = existing.filter((c) => c.isOurs && c.inReplyTo === undefined);
    const postedMarkers = new Set(ours.map((c) => c.marker));
    const currentMarkers = new Set(this.shown.map((f) => markerId(f.fingerprint)));

    // A moved line keeps its thread: the marker matches, so nothing is posted again.
    const fresh = this.shown.filter((f) => !postedMarkers.has(markerId(f.fingerprint)));
    const commentable = fresh.filter((f) => this.isCommentable(f)).sort(bySeverity);
    const asComments = commentable.slice(0, MAX_COMMENTS_PER_REVIEW);
    const overflow = commentable.slice(MAX_COMMENTS_PER_REVIEW);

    let deleted = 0;
    let kept = 0;
    for (const c of ours) {
      if (c.marker === undefined || currentMarkers.has(c.marker)) continue;
      // A thread where a person answered is theirs too: it stays, whatever the finding did.
      if (existing.some((r) => r.inReplyTo === c.id && !r.isOurs)) {
        kept += 1;
        continue;
      }
      try {
        await client.rest.pulls.deleteReviewComment({ ...repo, comment_id: c.id });
        deleted += 1;
      } catch (error) {
        if (statusOf(error) !== 404) return outcomeOf(error, 'deleting an outdated review comment');
      }
    }

    if (asComments.length === 0) {
      const detail = `nothing new to comment on (${this.shown.length - fresh.length} already posted, ${deleted} outdated removed, ${kept} kept for their replies)`;
      return { reporter: 'review', status: 'done', detail };
    }
    try {
      await client.rest.pulls.createReview({
        ...repo,
        pull_number: target.number,
        commit_id: target.headSha,
        event: 'COMMENT',
        body: reviewBody(asComments.length, overflow),
        comments: asComments.map(reviewComment),
      });
    } catch (error) {
      return outcomeOf(error, 'posting the review');
    }
    const more = overflow.length > 0 ? `, ${overflow.length} more listed in its body` : '';
    return { reporter: 'review', status: 'done', detail: `posted a review with ${asComments.length} comment(s)${more}; ${deleted} outdated removed` };
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
      ...(marker === undefined ? {} : { marker }),
      ...(c.in_reply_to_id === undefined ? {} : { inReplyTo: c.in_reply_to_id }),
      isOurs: marker !== undefined,
    };
  });
}

function outcomeOf(error: unknown, doing: string): ReportOutcome {
  const status = statusOf(error);
  // A fork's read-only token gets 403 "Resource not accessible by integration"; reviewdog treats
  // 404 the same way (spec/github.md §2.5).
  const forbidden = status === 403 || status === 404;
  return { reporter: 'review', status: forbidden ? 'forbidden' : 'failed', detail: `${doing}: ${describeFailure(error)}` };
}

interface ReviewComment {
  path: string;
  body: string;
  line: number;
  side: 'RIGHT';
  start_line?: number;
  start_side?: 'RIGHT';
}

function reviewComment(f: Finding): ReviewComment {
  const r = regionOf(f);
  // start_line equal to line is refused ("start line must precede the end line"): single lines omit it.
  const range = r.endLine > r.line ? { start_line: r.line, start_side: 'RIGHT' as const } : {};
  return { path: f.file, body: commentBody(f), line: r.endLine, side: 'RIGHT', ...range };
}

/** The comment: severity, rule with its docs link, the message, a suggested change, the marker. */
export function commentBody(f: Finding): string {
  const target = markdownLinkTarget(f.docsUrl);
  const rule = target ? `[${escapeMarkdown(f.ruleId)}](${target})` : escapeMarkdown(f.ruleId);
  const at = f.fieldPath ? `\n\nAt \`${f.fieldPath.replace(/`/g, "'")}\`.` : '';
  // A suggested change replaces exactly the commented lines (spec/github.md §2.1).
  const suggestion = f.suggestion === undefined ? '' : `\n\n${fenced('suggestion', f.suggestion)}`;
  const text = `**${f.severity}** ${rule}: ${escapeMarkdown(f.message)}${at}${suggestion}`;
  return `${truncate(text, MAX_BODY_CHARS)}\n\n${commentMarker(f.fingerprint)}`;
}

function fenced(info: string, text: string): string {
  const longest = Math.max(2, ...[...text.matchAll(/`+/g)].map((m) => m[0].length));
  const fence = '`'.repeat(longest + 1);
  return `${fence}${info}\n${text.endsWith('\n') ? text : `${text}\n`}${fence}`;
}

function reviewBody(comments: number, overflow: readonly Finding[]): string {
  const head = `**kube-api-review** found ${comments + overflow.length} new finding(s) on lines of this change; the check run lists every finding.`;
  if (overflow.length === 0) return head;
  // Past the per-review cap the rest is listed, collapsed, rather than sent in more reviews.
  const rows = overflow.map((f) => `- ${escapeMarkdown(f.file)}:${regionOf(f).line} **${f.severity}** ${escapeMarkdown(f.ruleId)}: ${escapeMarkdown(f.message)}`);
  const list = `<details><summary>${overflow.length} more finding(s) not posted as comments</summary>\n\n${rows.join('\n')}\n\n</details>`;
  return truncate(`${head}\n\n${list}`, MAX_BODY_CHARS);
}

function truncate(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 40)}\n\n… (cut at ${max} characters)`;
}
