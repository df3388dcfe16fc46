import type { FieldError } from '../../../engine/field-error.js';
import { defineRule } from '../../../engine/rule.js';
import { rejectionReport } from '../schema/crd-report.js';
import { goList, goObject } from '../schema/go-decoded.js';
import { hoistedTargets } from '../schema/hoisted-targets.js';
import { servedCrds } from '../schema/served-crds.js';
import { COLUMN_FORMATS, COLUMN_TYPES, validatePrinterColumn } from './validate-printer-columns.js';

// spec/crd-validation.md §7, CRD-COLS-001..004: additionalPrinterColumns. Columns identical in
// every version are validated once, at spec.additionalPrinterColumns (CRD-HOIST-001), and the
// jsonPath is reported as the internal `JSONPath`.

const messages = { rejected: 'the apiserver rejects {{name}}: {{error}}; {{fix}}' } as const;

export const printerColumns = defineRule({
  id: 'crd/printer-columns',
  scope: 'object',
  meta: {
    severity: 'error',
    description:
      'an additionalPrinterColumns entry of a CRD is rejected by kube-apiserver: name, type, format or jsonPath',
    messages,
  },
  check: (ctx) =>
    servedCrds(ctx.head).flatMap((crd) =>
      hoistedTargets(crd, 'additionalPrinterColumns').flatMap((t) =>
        goList(t.value).flatMap((col, j) =>
          validatePrinterColumn(goObject(col) ?? {}, t.path.index(j)).map((error) =>
            rejectionReport(crd, 'rejected', { error, fix: fixFor(error) }),
          ),
        ),
      ),
    ),
});

function fixFor(e: FieldError): string {
  const field = e.path.toString().split('.').pop() ?? '';
  switch (field) {
    case 'name':
      return 'give the column a name';
    case 'type':
      return `set type to one of ${COLUMN_TYPES.join(', ')}`;
    case 'format':
      return `use one of ${COLUMN_FORMATS.join(', ')}, or no format`;
    default:
      return 'set jsonPath to a path starting with ".", such as .status.phase';
  }
}
