import { requestError } from '../../../engine/field-error.js';
import { goQuote } from '../../../engine/go-quote.js';
import { defineRule } from '../../../engine/rule.js';
import { crdDecodeProblems } from '../schema/decode-crd.js';
import { v1Crds } from '../schema/served-crds.js';

// spec/crd-validation.md CRD-API-002/003, outside openAPIV3Schema (the schema's own keywords
// are crd/schema's): a field the v1 type does not have fails `kubectl apply` (strict field
// validation, the default since 1.27) with 400 BadRequest, and is dropped in silence by clients
// that do not ask for strict decoding; a value of the wrong JSON type is a 400 for everyone.

const messages = {
  unknown:
    '{{field}} is not a field of apiextensions.k8s.io/v1 CustomResourceDefinition, so kubectl apply fails with "{{detail}}" (and other clients drop it in silence): remove it or fix its spelling{{hint}}',
  type: '{{field}} must be {{want}} but is {{got}}, so the apiserver cannot decode {{name}} (400 BadRequest): write it as {{want}}',
} as const;

const HINTS: Readonly<Record<string, string>> = {
  validation: '; in v1 the schema is spec.versions[*].schema',
  version: '; in v1 it is spec.versions[*].name',
  additionalPrinterColumns: '; in v1 printer columns are per version: spec.versions[*].additionalPrinterColumns',
  subresources: '; in v1 subresources are per version: spec.versions[*].subresources',
  JSONPath: '; in v1 it is jsonPath',
  webhookClientConfig: '; in v1 it is spec.conversion.webhook.clientConfig',
  conversionReviewVersions: '; in v1 it is spec.conversion.webhook.conversionReviewVersions',
};

export const unknownField = defineRule({
  id: 'crd/unknown-field',
  scope: 'object',
  meta: {
    severity: 'error',
    description:
      'a CRD has a field outside openAPIV3Schema that apiextensions.k8s.io/v1 does not know, or a value of the wrong type, so decoding fails',
    messages,
  },
  check: (ctx) =>
    v1Crds(ctx.head).flatMap((crd) =>
      crdDecodeProblems(crd.value).map((p) => {
        const field = p.path.toString();
        if (p.kind === 'unknown') {
          const detail = `strict decoding error: unknown field ${goQuote(p.strictPath)}`;
          const last = p.path.steps().at(-1);
          const hint = last && 'field' in last ? (HINTS[last.field] ?? '') : '';
          return {
            messageId: 'unknown' as const,
            object: crd,
            path: p.path,
            // About the key (a placeholder key a Helm template renders entries from is no field).
            placement: 'key' as const,
            data: { field, detail, hint },
            apiserver: requestError('BadRequest', detail),
          };
        }
        // Go's decoder names the Go struct field; the text here names the manifest path (§16 spirit).
        const detail = `json: cannot unmarshal ${p.got} into Go struct field ${p.strictPath.replace(/\[\d+\]/g, '')} of type ${p.want}`;
        return {
          messageId: 'type' as const,
          object: crd,
          path: p.path,
          data: { field, want: p.want, got: p.got, name: crd.name },
          apiserver: requestError('BadRequest', detail),
        };
      }),
    ),
});
