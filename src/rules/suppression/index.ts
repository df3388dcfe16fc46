import type { Rule } from '../../engine/rule.js';
import { invalid } from './invalid.js';
import { unused } from './unused.js';

/** The rules the engine's suppression bookkeeping reports under, in the registry's order. */
export const suppressionRules: readonly Rule[] = [unused, invalid];
