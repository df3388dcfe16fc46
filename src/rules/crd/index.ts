import type { Rule } from '../../engine/rule.js';
import { apiVersion } from './api-version.js';
import { listType } from './list-type.js';
import { cel } from './cel.js';
import { defaults } from './defaults.js';
import { schema } from './schema.js';
import { structural } from './structural.js';
import { unknownFormat } from './unknown-format.js';
import { nonScalarSet } from './non-scalar-set.js';
import { conversion } from './conversion.js';
import { metadata } from './metadata.js';
import { names } from './names.js';
import { printerColumns } from './printer-columns.js';
import { selectableFields } from './selectable-fields.js';
import { subresources } from './subresources.js';
import { unknownField } from './unknown-field.js';
import { versions } from './versions.js';

// The crd/ family (spec/crd-validation.md); one rule per catalogue section. Each judges one CRD
// alone, as kube-apiserver does (scope 'object'). What pruning does to the custom resources of the
// repository is cr/unknown-field's (formerly crd/pruned-field).
export const crdRules: readonly Rule[] = [apiVersion, defaults, cel, schema, structural, listType, unknownFormat, nonScalarSet, unknownField, metadata, names, versions, conversion, subresources, printerColumns, selectableFields];
