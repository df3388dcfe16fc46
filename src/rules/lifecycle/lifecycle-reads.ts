import { posix } from 'node:path';
import type { Config } from '../../engine/config.js';
import { picomatch } from '../../engine/lazy-packages.js';
import { isOutsideRepository } from './repository-go-files.js';
import { VERSIONED_FEATURE_LIST } from './versioned-feature-list.js';

// What the lifecycle family reads, apart from its checks: a review whose files include none of
// these does not load the family (rules/review-rules.ts; issue 17 item 4).

/** A repository's generated list of feature gates (spec/go-lifecycle.md §3). */
export const isFeatureList = (path: string): boolean =>
  posix.basename(path) === VERSIONED_FEATURE_LIST && !isOutsideRepository(posix.dirname(path));

// One matcher per configuration: every lifecycle rule asks of every changed path (readsForLifecycle).
const MATCHERS = new WeakMap<Config, ((path: string) => boolean) | undefined>();

export const configuredFeatureFiles = (config: Config): ((path: string) => boolean) | undefined => {
  if (!MATCHERS.has(config)) {
    const globs = config.lifecycle?.featureFiles ?? [];
    MATCHERS.set(config, globs.length > 0 ? picomatch()([...globs], { dot: true }) : undefined);
  }
  return MATCHERS.get(config);
};

/** The files the lifecycle rules read: Go sources, and the feature-gate lists (discovered or configured). */
export const readsForLifecycle = (path: string, config: Config): boolean =>
  /\.go$/i.test(path) || isFeatureList(path) || configuredFeatureFiles(config)?.(path) === true;
