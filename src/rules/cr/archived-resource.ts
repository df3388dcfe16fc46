import type { RuleReport } from '../../engine/rule.js';
import { isFrozenDocumentation, newerRelease, releaseDirectoryOf } from '../release-archive.js';
import type { ServedVersion } from './match/serving-crds.js';

// A resource of an older release that the repository keeps as it was (an archive of releases
// beside a newer entry, release-archive.ts, or the documentation Docusaurus froze for a release)
// and that holds no CRD of its kind of that release: it is judged against today's CRD, which the
// clusters of that release do not serve, and the copy is not edited again. What the apiserver
// would answer is a notice there (volcano-sh/kthena's versioned_docs/version-v0.1.0 … v0.4.0
// examples of fields a later release removed: 36 warnings, errors for a type changed). A
// resource of an entry judged by its own release's CRD stays as it is.

/** The entry of the archive the resource's file is an older copy of, where today's CRDs judge it; undefined otherwise. */
export function archivedEntry(
  file: string,
  judgedBy: readonly ServedVersion[],
  paths: () => readonly string[],
): string | undefined {
  if (!isFrozenDocumentation(file) && newerRelease(paths(), file) === undefined) return undefined;
  const entry = releaseDirectoryOf(file) ?? file;
  const ownRelease = (crdFile: string) => crdFile === entry || crdFile.startsWith(`${entry}/`);
  return judgedBy.some((v) => ownRelease(v.crd.source.file)) ? undefined : entry;
}

/**
 * The report about a resource of an archived entry: at most a notice, whatever the rule makes of
 * it after, without the claim on a cluster's answer, and saying why.
 */
export function asArchivedNotice<M extends string>(report: RuleReport<M>, entry: string): RuleReport<M> {
  const { apiserver: _today, ...rest } = report;
  return {
    ...rest,
    atMost: 'notice',
    note: `in ${entry}, a copy of an older release the repository keeps as it was, judged against today's CRD, which the clusters of that release do not serve: a notice`,
  };
}
