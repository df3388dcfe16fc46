import type { Rule } from '../../engine/rule.js';
import { cel } from './cel.js';
import { crdNotFound } from './crd-not-found.js';
import { listType } from './list-type.js';
import { metadata } from './metadata.js';
import { schema } from './schema.js';
import { unknownField } from './unknown-field.js';
import { unservedVersion } from './unserved-version.js';

// The cr/ family (spec/cr-validation.md): custom resources of the repository validated against
// the CRDs of the repository, as kube-apiserver validates them on create and update.
export const crRules: readonly Rule[] = [schema, metadata, listType, cel, unknownField, unservedVersion, crdNotFound];
