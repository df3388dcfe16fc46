import { goQuote } from '../../../engine/go-quote.js';
import { defineRule, type RuleReport } from '../../../engine/rule.js';
import type { KubeObject } from '../../../parse/kube-object.js';
import { crdSchemas } from '../schema/crd-schemas.js';
import { unrecognizedFormat } from '../schema/recognized-formats.js';
import { nodesWith } from '../schema/walk-schema.js';
import { servedCrds } from '../schema/served-crds.js';

// spec §13 WARN-001: kube-apiserver accepts any `format`, validates only the ones it knows, and
// answers `unrecognized format "<fmt>"` for the others. On update only formats the stored
// object does not already use are reported, as the apiserver compares the two sets of names. On
// a node with an enum the values are checked already (consul-k8s's protobuf enums written as strings
// with `format: int32`): the format only draws the warning, and removing it is the advice.

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
      unrecognizedNumber:
        'format {{format}} is one kube-apiserver knows for integers and numbers, not for a string, so values are not validated against it (it warns: unrecognized format {{quoted}}): make the field an integer or a number, or check the digits with a `pattern` such as `^-?[0-9]+$` and remove the format',
      unrecognizedWithEnum:
        'format {{format}} is not one kube-apiserver knows (it warns: unrecognized format {{quoted}}), and the enum already limits the values: remove the format',
    },
  },
  check: (ctx) =>
    servedCrds(ctx.head).flatMap((crd) => {
      const base = ctx.baseOf(crd);
      const stored = base ? new Set(formatsIn(base).map((f) => f.format)) : new Set<string>();
      return formatsIn(crd)
        .filter((f) => !stored.has(f.format))
        .map((f): RuleReport<MessageId> => ({
          ...f.report,
          data: { format: f.format, quoted: goQuote(f.format), warning: `unrecognized format ${goQuote(f.format)}` },
        }));
    }),
});

type MessageId = 'unrecognized' | 'unrecognizedNumber' | 'unrecognizedWithEnum';

/** The formats kube-openapi knows for integers and numbers, which a string does not take (longhorn's int64 sizes). */
const NUMBER_FORMATS = new Set(['int32', 'int64', 'float', 'double']);

function formatsIn(crd: KubeObject): { format: string; report: RuleReport<MessageId> }[] {
  const out: { format: string; report: RuleReport<MessageId> }[] = [];
  for (const s of crdSchemas(crd)) {
    // Every node, as the apiserver's SchemaHas walks them (below patternProperties too).
    for (const at of nodesWith(s, 'format')) {
      const format = unrecognizedFormat(at.node.type, at.node.format);
      if (format !== undefined)
        out.push({
          format,
          report: {
            messageId: Array.isArray(at.node.raw.enum)
              ? 'unrecognizedWithEnum'
              : at.node.type === 'string' && NUMBER_FORMATS.has(format)
                ? 'unrecognizedNumber'
                : 'unrecognized',
            object: crd,
            path: at.manifestPath().child('format'),
          },
        });
    }
  }
  return out;
}
