import { goQuote } from '../../../engine/go-quote.js';
import { defineRule, type RuleReport } from '../../../engine/rule.js';
import type { KubeObject } from '../../../parse/kube-object.js';
import { crdSchemas } from '../schema/crd-schemas.js';
import { unrecognizedFormat } from '../schema/recognized-formats.js';
import { nodesWith } from '../schema/walk-schema.js';
import { servedCrds } from '../schema/served-crds.js';

// spec §13 WARN-001: kube-apiserver accepts any `format`, validates only the ones it knows, and
// answers `unrecognized format "<fmt>"` for the others. On update only formats the stored
// object does not already use are reported, as the apiserver compares the two sets of names.

export const unknownFormat = defineRule({
  id: 'crd/unknown-format',
  scope: 'object',
  meta: {
    severity: 'warning',
    description:
      'a string schema names a format kube-apiserver does not recognise, so values are not checked against it',
    messages: {
      unrecognized:
        'format {{format}} is not one kube-apiserver knows, so values are not validated against it (it warns: unrecognized format {{quoted}}): use a known format such as date-time, uri, hostname, ipv4, cidr or uuid, or a `pattern`',
    },
  },
  check: (ctx) =>
    servedCrds(ctx.head).flatMap((crd) => {
      const base = ctx.baseOf(crd);
      const stored = base ? new Set(formatsIn(base).map((f) => f.format)) : new Set<string>();
      return formatsIn(crd)
        .filter((f) => !stored.has(f.format))
        .map((f): RuleReport<'unrecognized'> => ({
          ...f.report,
          data: { format: f.format, quoted: goQuote(f.format), warning: `unrecognized format ${goQuote(f.format)}` },
        }));
    }),
});

function formatsIn(crd: KubeObject): { format: string; report: RuleReport<'unrecognized'> }[] {
  const out: { format: string; report: RuleReport<'unrecognized'> }[] = [];
  for (const s of crdSchemas(crd)) {
    // Every node, as the apiserver's SchemaHas walks them (below patternProperties too).
    for (const at of nodesWith(s, 'format')) {
      const format = unrecognizedFormat(at.node.type, at.node.format);
      if (format !== undefined)
        out.push({
          format,
          report: { messageId: 'unrecognized', object: crd, path: at.manifestPath().child('format') },
        });
    }
  }
  return out;
}
