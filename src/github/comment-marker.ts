import { createHash } from 'node:crypto';

// The hidden marker that ties a review comment to the finding it reports, so a re-run finds what
// it posted before (DESIGN §7). The fingerprint holds object names from the repository, which
// could close an HTML comment; a hash of it cannot, and is short.

const MARKER = /<!-- kube-api-review:finding=([0-9a-f]{32}) -->/;

export const markerId = (fingerprint: string): string => createHash('sha256').update(fingerprint).digest('hex').slice(0, 32);

export const commentMarker = (fingerprint: string): string => `<!-- kube-api-review:finding=${markerId(fingerprint)} -->`;

/** The marker id in a comment body, or undefined for a comment we did not write. */
export function readMarker(body: string | undefined | null): string | undefined {
  return body ? MARKER.exec(body)?.[1] : undefined;
}
