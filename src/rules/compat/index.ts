import type { Rule } from '../../engine/rule.js';
import { celRuleAddedOrChanged } from './cel-rule-added-or-changed.js';
import { clientSideApplyLimit } from './client-side-apply-limit.js';
import { crdRemoved } from './crd-removed.js';
import { defaultChanged } from './default-changed.js';
import { descriptionChanged } from './description-changed.js';
import { enumNarrowed } from './enum-narrowed.js';
import { enumWidened } from './enum-widened.js';
import { fieldRemoved } from './field-removed.js';
import { kubectlNameRemoved } from './kubectl-name-removed.js';
import { listTypeChanged } from './list-type-changed.js';
import { nullableChanged } from './nullable-changed.js';
import { preserveUnknownFieldsChanged } from './preserve-unknown-fields-changed.js';
import { requiredAdded } from './required-added.js';
import { scopeChanged } from './scope-changed.js';
import { servedVersionDivergence } from './served-version-divergence.js';
import { storageVersionChanged } from './storage-version-changed.js';
import { subresourceRemoved } from './subresource-removed.js';
import { statusSubresourceAdded } from './status-subresource-added.js';
import { typeChanged } from './type-changed.js';
import { typeWidened } from './type-widened.js';
import { validationTightened } from './validation-tightened.js';
import { versionRemoved } from './version-removed.js';
import { versionUnserved } from './version-unserved.js';

// The compat/ family (spec/crd-compatibility.md), in the order of its catalogue (§5.1–§5.8).
export const compatRules: readonly Rule[] = [
  crdRemoved,
  scopeChanged,
  fieldRemoved,
  typeChanged,
  typeWidened,
  versionRemoved,
  versionUnserved,
  storageVersionChanged,
  subresourceRemoved,
  statusSubresourceAdded,
  kubectlNameRemoved,
  clientSideApplyLimit,
  enumNarrowed,
  enumWidened,
  requiredAdded,
  nullableChanged,
  validationTightened,
  celRuleAddedOrChanged,
  defaultChanged,
  listTypeChanged,
  preserveUnknownFieldsChanged,
  descriptionChanged,
  servedVersionDivergence,
];
