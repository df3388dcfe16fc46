import { VERSION } from '../version.js';

// Where each rule's page lives; findings link to it. The pages are in docs/rules/ of this repo.
export const REPOSITORY_URL = 'https://github.com/kube-api-review/kube-api-review';

/**
 * The page of a rule as the release that produced the finding documents it: the tag `v<version>`,
 * not the default branch, so a finding from an older release never links a page that describes
 * a rule that has since changed (or been renamed). Not part of a finding's fingerprint.
 */
export const docsUrl = (ruleId: string, version: string = VERSION): string =>
  `${REPOSITORY_URL}/blob/v${version}/docs/rules/${ruleId}.md`;
