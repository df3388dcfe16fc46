import type { Finding } from '../../engine/finding.js';
import { newerRelease } from '../release-archive.js';

// A CRD of a release an archive keeps beside newer ones (integreatly-operator's bundles/<product>/
// <version>/manifests/, every OLM bundle it shipped) is a release published and installed as it
// was: what the apiserver refuses in it, the repository cannot mend but by rewriting a shipped
// release, and new installs take the newest. Its crd/ errors are warnings that say so; the newest
// release's stay errors. crd/api-version words its own (api-version.ts). Not where the change adds
// or edits the file: a release kept as it shipped does not change, and directories named as
// versions that change together are no archive (pinniped's generated/1.17/ … 1.23/, its API
// generated against each Kubernetes minor, got a new CRD in each: cd47ba53c).

/** The findings, those of crd/ rules on an older release of an archive at most warnings that name the newest. */
export function withArchivedReleasesSoftened(
  findings: readonly Finding[],
  paths: () => readonly string[],
  changedHere: (file: string) => boolean = () => false,
): Finding[] {
  let known: readonly string[] | undefined;
  const newest = new Map<string, string | undefined>();
  return findings.map((f) => {
    if (f.severity !== 'error' || !f.ruleId.startsWith('crd/') || f.ruleId === 'crd/api-version') return f;
    if (!newest.has(f.file))
      newest.set(f.file, changedHere(f.file) ? undefined : newerRelease((known ??= paths()), f.file));
    const release = newest.get(f.file);
    return release === undefined
      ? f
      : {
          ...f,
          severity: 'warning' as const,
          message: `${f.message} (in a release kept beside newer ones, the newest ${release}: shipped as it was, and new installs take the newest)`,
        };
  });
}
