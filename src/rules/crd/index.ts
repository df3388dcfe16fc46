// Where things live in crd/ (found by rule id, as ESLint's lib/rules and kube-api-linter's
// pkg/analysis are):
//   <rule>/<rule>.ts     the rule module of crd/<rule> (meta, messages, check); beside it, the
//                        validation that rule owns: names/validate-names.ts, conversion/go-url.ts,
//                        versions/internal-versions.ts … Another rule
//                        may reuse it from there (metadata/validate-metadata.ts: crd/defaults, cr/).
//   schema/              the model the rules share: schema nodes, walk, decode (of the schema and, in
//                        decode-crd.ts, of the CRD around it), a CRD's schemas and
//                        hoisting, served CRDs, Go decoding, manifest paths, reports. Also the schema
//                        validations the apiserver runs in one recursion and gates later stages on
//                        (keyword-, list- and structural-validation.ts, validation-gates.ts), which
//                        crd/schema, crd/list-type and crd/structural report; crd/schema's module
//                        is schema/schema.ts.
//   cel/, defaults/      crd/cel and crd/defaults; cr/ and compat/ reuse their CEL compiler, cost
//                        model, value conversion and pattern cache.
//   pruning/             the apiserver's pruning, for crd/defaults and cr/.
//   crd-config.ts        the family's section of the config file.
// Every catalogue id of spec/crd-validation.md is cited on the line that implements it
// (`grep -rn SCHEMA-STRUCT-004 src`); test/rules/crd mirrors this layout.
import type { Rule } from '../../engine/rule.js';
import { apiVersion } from './api-version/api-version.js';
import { listType } from './list-type/list-type.js';
import { cel } from './cel/cel.js';
import { defaults } from './defaults/defaults.js';
import { schema } from './schema/schema.js';
import { structural } from './structural/structural.js';
import { unknownFormat } from './unknown-format/unknown-format.js';
import { nonScalarSet } from './non-scalar-set/non-scalar-set.js';
import { requiredUndeclared } from './required-undeclared/required-undeclared.js';
import { boundOutsideFormat } from './bound-outside-format/bound-outside-format.js';
import { keywordTypeMismatch } from './keyword-type-mismatch/keyword-type-mismatch.js';
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
export const crdRules: readonly Rule[] = [
  apiVersion,
  defaults,
  cel,
  schema,
  structural,
  listType,
  unknownFormat,
  nonScalarSet,
  requiredUndeclared,
  boundOutsideFormat,
  keywordTypeMismatch,
  unknownField,
  metadata,
  names,
  versions,
  conversion,
  subresources,
  printerColumns,
  selectableFields,
];
