import { lstat } from './fs-async.js';
import path from 'node:path';
import { DEFAULT_CONFIG_FILE } from './engine/config.js';
import { UsageError } from './usage-error.js';

// `.github/kube-api-review.yml` is not read: a rule turned off there would still fail the run, so
// its presence without the real file is an error (the CLI exits 2, the action fails), and beside
// the real file a warning. The CLI looks in the working tree, the action in its checkout.

/** The name people write by habit (dependabot.yml, workflows/*.yml). */
export const MISNAMED_CONFIG_FILE = DEFAULT_CONFIG_FILE.replace(/\.yaml$/, '.yml');

/**
 * @param configFound whether the configuration that applies was found (DEFAULT_CONFIG_FILE)
 * @param nameIt how the user names another file: `--config`, or the action's `config` input
 */
export async function misnamedConfiguration(root: string, configFound: boolean, nameIt: string): Promise<string[]> {
  const exists = await lstat(path.join(root, MISNAMED_CONFIG_FILE)).then(
    () => true,
    () => false,
  );
  if (!exists) return [];
  if (!configFound)
    throw new UsageError(
      `${MISNAMED_CONFIG_FILE} is not read: the configuration file is ${DEFAULT_CONFIG_FILE}; rename it, or name it with ${nameIt}`,
    );
  return [`${MISNAMED_CONFIG_FILE} is not read: the configuration is ${DEFAULT_CONFIG_FILE}`];
}
