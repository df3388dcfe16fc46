import { parseConfig, type Config } from '../../src/engine/config.js';
import { RULE_IDS } from '../../src/rules/index.js';

/** The configuration a `.github/kube-api-review.yaml` of this text gives; throws where it is refused. */
export function configOf(text: string): Config {
  const r = parseConfig(text, 'c.yaml', RULE_IDS);
  if (!('config' in r) || !r.config) throw new Error('bad config');
  return r.config;
}
