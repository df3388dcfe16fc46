import { DEFAULT_CONFIG, type Config } from '../../../src/engine/config.js';
import { DEFAULT_REFGRANT_CONFIG, type RefgrantConfig } from '../../../src/rules/refgrant/refgrant-config.js';
import { World } from '../../../src/engine/world.js';
import { parseManifestFile } from '../../../src/parse/manifest-file.js';
import type { Files } from '../../support/review-files.js';

export { type Files, located, reviewFiles } from '../../support/review-files.js';

// A world of several files and a `refgrant:` configuration; several-file reviews come from
// test/support/review-files.ts.

export function worldOf(files: Files): World {
  return new World(Object.entries(files).map(([path, text]) => parseManifestFile(path, text)));
}

export function configWith(refgrant: Partial<RefgrantConfig>): Config {
  return { ...DEFAULT_CONFIG, refgrant: { ...DEFAULT_REFGRANT_CONFIG, ...refgrant } };
}
