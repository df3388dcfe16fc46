import type { Config } from './engine/config.js';
import type { RuleServices } from './engine/rule-services.js';
import { crdCatalogOf } from './rules/cr/crd-catalog.js';
import { readCatalogFiles } from './sources/catalog-files.js';

// `cr.catalog` (rules/cr/crd-catalog.ts) for the CLI and the action alike: the directory is left
// out of what is reviewed, and its CRDs are read from the working tree (the action's checkout)
// and handed to the rules as a service, for matching custom resources only.

/** The exclude glob that keeps the catalog directory out of the review. */
export function catalogExclude(config: Config): string[] {
  return config.cr?.catalog === undefined ? [] : [`${config.cr.catalog}/**`];
}

/** The services with the catalog's CRDs added, and what could not be read. */
export async function withCrdCatalog(
  services: RuleServices | undefined,
  root: string,
  config: Config,
): Promise<{ readonly services: RuleServices | undefined; readonly warnings: readonly string[] }> {
  const dir = config.cr?.catalog;
  if (dir === undefined) return { services, warnings: [] };
  const catalog = await readCatalogFiles(root, dir);
  return { services: { ...services, crdCatalog: crdCatalogOf(catalog.files) }, warnings: catalog.warnings };
}
