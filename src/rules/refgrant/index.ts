import type { Rule } from '../../engine/rule.js';
import { invalidGrant } from './invalid-grant.js';
import { lint } from './lint.js';
import { notPermitted } from './not-permitted.js';
import { revoked } from './revoked.js';
import { unmappedResource } from './unmapped-resource.js';

// The refgrant/ family (spec/referencegrant.md, "Finding ids and output").
export const refgrantRules: readonly Rule[] = [notPermitted, invalidGrant, lint, revoked, unmappedResource];

export { isReferencePermitted, GrantIndex } from './is-reference-permitted.js';
export type { Grant, GrantFrom, GrantTo, ObjectKey, Reference } from './grant.js';
