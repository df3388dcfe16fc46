import type { Rule } from '../../engine/rule.js';
import { readsForLifecycle } from './lifecycle-reads.js';
import { commentDivergence } from './comment-divergence.js';
import { gateMismatch } from './gate-mismatch.js';
import { gatesNotFound } from './gates-not-found.js';
import { inconsistentTags } from './inconsistent-tags.js';
import { parseError } from './parse-error.js';
import { prereleaseTag } from './prerelease-tag.js';
import { statusMismatch } from './status-mismatch.js';
import { tagAfterGa } from './tag-after-ga.js';
import { tagSyntax } from './tag-syntax.js';
import { ungatedField } from './ungated-field.js';
import { unknownGate } from './unknown-gate.js';
import { versionMismatch } from './version-mismatch.js';

// The `lifecycle/` family (spec/go-lifecycle.md), in the order of the spec's sections. Its rules
// read Go sources and the feature-gate lists (gate-table.ts), nothing else.
const family: readonly Rule[] = [
  parseError,
  tagSyntax,
  unknownGate,
  gatesNotFound,
  gateMismatch,
  prereleaseTag,
  statusMismatch,
  tagAfterGa,
  versionMismatch,
  commentDivergence,
  inconsistentTags,
  ungatedField,
];

export const lifecycleRules: readonly Rule[] = family.map((rule) => ({ ...rule, reads: readsForLifecycle }));
