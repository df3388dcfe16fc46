import type { Rule } from '../../engine/rule.js';
import { apiVersion } from './api-version.js';

// The crd/ family (spec/crd-validation.md); one rule per catalogue section.
export const crdRules: readonly Rule[] = [apiVersion];
