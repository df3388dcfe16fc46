import type { Config } from './engine/config.js';
import type { RuleServices } from './engine/rule-services.js';
import { releasesOf } from './release-services.js';
import { crdCatalogOf } from './rules/cr/crd-catalog.js';
import { readCatalogFiles } from './sources/catalog-files.js';
import { dependencyGateFiles } from './sources/dependency-gate-files.js';
import { koDataWebhookFiles } from './sources/ko-data-webhook-files.js';
import { goWebhookFiles } from './sources/go-webhook-files.js';
import { vendoredGoFiles } from './sources/vendored-go-files.js';
import type { ChangeSet } from './sources/change-set.js';
import type { ReleaseCommits } from './sources/release-history.js';

// Facts the rules read from the working tree (the action's checkout) beside the files under
// review, for the CLI and the action alike:
// - `cr.catalog` (rules/cr/crd-catalog.ts): the directory is left out of what is reviewed, and its
//   CRDs are handed to the rules for matching custom resources only;
// - the feature gates of the Go modules go.mod requires (rules/lifecycle/dependency-gates.ts),
//   read only if a gate tag names a gate the repository does not define;
// - the mutating webhook configurations of kodata/ directories (rules/cr/ko-data-webhooks.ts),
//   read only if a custom resource misses a required field a webhook may fill in;
// - in the review of a change, the CRDs of the repository's latest releases (release-services.ts),
//   for the CRDs the change modifies or removes, when the checkout has tags;
// - the Go packages the checkout vendors (sources/vendored-go-files.ts), read at the base and head
//   commits only when a CRD property's Go type is another module's.

/** The exclude glob that keeps the catalog directory out of the review. */
export function catalogExclude(config: Config): string[] {
  return config.cr?.catalog === undefined ? [] : [`${config.cr.catalog}/**`];
}

/** The services with what the checkout holds added, and what could not be read. */
export async function withCheckoutServices(
  services: RuleServices | undefined,
  root: string,
  config: Config,
  change?: { readonly changeSet: ChangeSet; readonly commits: ReleaseCommits },
): Promise<{
  readonly services: RuleServices;
  readonly warnings: readonly string[];
  /** What the rules found the checkout could not tell them, to say after the review. */
  readonly afterReview: () => readonly string[];
}> {
  const releases = change ? releasesOf(root, change.changeSet, change.commits) : undefined;
  const withGates: RuleServices = {
    ...services,
    dependencyGates: dependencyGateFiles(root),
    koDataWebhooks: koDataWebhookFiles(root),
    goWebhooks: goWebhookFiles(root),
    vendoredGo: vendoredGoFiles(root, change?.commits),
    ...(releases ? { releases } : {}),
  };
  const afterReview = () => {
    const problem = releases?.problem();
    return problem === undefined ? [] : [problem];
  };
  const dir = config.cr?.catalog;
  if (dir === undefined) return { services: withGates, warnings: [], afterReview };
  const catalog = await readCatalogFiles(root, dir);
  return {
    services: { ...withGates, crdCatalog: crdCatalogOf(catalog.files) },
    warnings: catalog.warnings,
    afterReview,
  };
}
