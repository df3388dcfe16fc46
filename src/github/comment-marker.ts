import { createHash } from 'node:crypto';

// The hidden markers that tie what the action posted to the findings it reports, so a re-run
// finds what earlier runs posted (DESIGN §7). A review comment carries its finding's marker; a
// review body carries the markers of the findings it lists beyond the comments (the overflow),
// and a marker of its own, by which a write answered 5xx is found if GitHub applied it after all.
// The fingerprint holds object names from the repository, which could close an HTML comment; a
// hash of it cannot, and is short.

const ID = '[0-9a-f]{32}';
const FINDING = new RegExp(`<!-- kube-api-review:finding=(${ID}) -->`);
const LISTED = new RegExp(`<!-- kube-api-review:listed=(${ID}(?:,${ID})*) -->`, 'g');
const REVIEW = new RegExp(`<!-- kube-api-review:review=(${ID}) -->`);

const digest = (text: string): string => createHash('sha256').update(text).digest('hex').slice(0, 32);

export const markerId = (fingerprint: string): string => digest(fingerprint);

export const commentMarker = (fingerprint: string): string =>
  `<!-- kube-api-review:finding=${markerId(fingerprint)} -->`;

/** The marker id in a comment body, or undefined for a comment we did not write. */
export function readMarker(body: string | undefined | null): string | undefined {
  return body ? FINDING.exec(body)?.[1] : undefined;
}

/** The marker of findings a review body lists (marker ids from markerId); empty for none. */
export const listedMarker = (ids: readonly string[]): string =>
  ids.length === 0 ? '' : `<!-- kube-api-review:listed=${ids.join(',')} -->`;

/** The marker ids a review body lists. */
export function readListed(body: string | undefined | null): string[] {
  return body ? [...body.matchAll(LISTED)].flatMap((m) => (m[1] ?? '').split(',')) : [];
}

/** A review's own marker: which commit it is on and which findings it carries, hashed. */
export const reviewMarker = (commit: string, ids: readonly string[]): string =>
  `<!-- kube-api-review:review=${digest(`${commit}\n${ids.join('\n')}`)} -->`;

/** The review marker in a review body, or undefined for a review we did not write. */
export function readReviewMarker(body: string | undefined | null): string | undefined {
  return body ? REVIEW.exec(body)?.[0] : undefined;
}
