import {
  approvalPullRequest,
  isPlaceholderPullRequest,
  type PullRequestRef,
} from '../rules/approval/approval-pull-request.js';
import { APPROVAL_ANNOTATION } from '../rules/approval/approval-state.js';
import { isManifestPath } from '../parse/manifest-file.js';
import type { ChangeSet } from '../sources/change-set.js';

// The approval pull requests a change set names at head, gathered before review() so that the
// rules get verified results (rules are synchronous and do no I/O). A scan of the lines that hold
// the annotation, not a second parse: parsing ten large CRDs twice costs most of a second. The
// scan may find more than the rules look up (a commented-out line), which costs a request; a URL it
// misses (a value spread over lines, an escape) is reported by the rules as unverified, never passed.

const NEEDLE = Buffer.from(APPROVAL_ANNOTATION);
const URL_TOKEN = /https:\/\/[^\s"',}\]]+/gi;

export function approvalPullRequests(changeSet: ChangeSet, hosts: readonly string[]): PullRequestRef[] {
  const found = new Map<string, PullRequestRef>();
  for (const f of changeSet.files) {
    if (f.head === undefined || !isManifestPath(f.path) || !mentions(f.head)) continue;
    const text =
      typeof f.head === 'string'
        ? f.head
        : Buffer.from(f.head.buffer, f.head.byteOffset, f.head.byteLength).toString('utf8');
    for (const line of text.split('\n')) {
      if (!line.includes(APPROVAL_ANNOTATION)) continue;
      for (const [token] of line.matchAll(URL_TOKEN)) {
        const pr = approvalPullRequest(token, hosts);
        // Placeholders are approval/placeholder-url's; verifying them would prove nothing about this API.
        if (pr && !isPlaceholderPullRequest(pr)) found.set(pr.url, pr);
      }
    }
  }
  return [...found.values()];
}

function mentions(content: Uint8Array | string): boolean {
  if (typeof content === 'string') return content.includes(APPROVAL_ANNOTATION);
  return Buffer.from(content.buffer, content.byteOffset, content.byteLength).includes(NEEDLE);
}
