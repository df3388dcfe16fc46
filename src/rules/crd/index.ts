import type { Rule } from '../../engine/rule.js';
import { apiVersion } from './api-version/api-version.js';
import { listType } from './list-type/list-type.js';
import { cel } from './cel/cel.js';
import { defaults } from './defaults/defaults.js';
import { schema } from './schema/schema.js';
import { structural } from './structural/structural.js';
import { unknownFormat } from './unknown-format/unknown-format.js';
import { nonScalarSet } from './non-scalar-set/non-scalar-set.js';
import { conversion } from './conversion/conversion.js';
import { metadata } from './metadata/metadata.js';
import { names } from './names/names.js';
import { printerColumns } from './printer-columns/printer-columns.js';
import { selectableFields } from './selectable-fields/selectable-fields.js';
import { subresources } from './subresources/subresources.js';
import { unknownField } from './unknown-field/unknown-field.js';
import { versions } from './versions/versions.js';

// The crd/ family (spec/crd-validation.md); one rule per catalogue section. Each judges one CRD
// alone, as kube-apiserver does (scope 'object'). What pruning does to the custom resources of the
// repository is cr/unknown-field's (formerly crd/pruned-field).
export const crdRules: readonly Rule[] = [apiVersion, defaults, cel, schema, structural, listType, unknownFormat, nonScalarSet, unknownField, metadata, names, versions, conversion, subresources, printerColumns, selectableFields];
