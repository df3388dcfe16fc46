import { invalid } from '../../../src/rules/suppression/invalid.js';
import { unused } from '../../../src/rules/suppression/unused.js';

// The engine's suppression bookkeeping rules, so a test sees an unused or invalid marker.
export const suppressionRules = [unused, invalid] as const;
