import type { FieldError } from '../../../engine/field-error.js';
import { FieldPath } from '../../../engine/field-path.js';
import { defineRule, type RuleReport } from '../../../engine/rule.js';
import type { KubeObject } from '../../../parse/kube-object.js';
import { isValidCaBundle } from './ca-bundle.js';
import { crdOptions, type CrdOptions } from '../schema/crd-options.js';
import { rejectionReport } from '../schema/crd-report.js';
import { goObject, goString } from '../schema/go-decoded.js';
import { servedCrds } from '../schema/served-crds.js';
import { validateConversion } from './validate-conversion.js';

// spec/crd-validation.md §7 (CRD-CONV-001..008). Only the request is checked: a webhook Service
// that does not exist yet is fine at create time, and so is a CRD with several versions and no
// conversion stanza at all (strategy None).

const messages = { rejected: 'the apiserver rejects {{name}}: {{error}}; {{fix}}' } as const;

export const conversion = defineRule({
  id: 'crd/conversion',
  scope: 'object',
  meta: {
    severity: 'error',
    description:
      'spec.conversion of a CRD is rejected by kube-apiserver: strategy, webhook URL or service, caBundle, conversionReviewVersions',
    messages,
  },
  check: (ctx) => servedCrds(ctx.head).flatMap((crd) => check(crd, crdOptions(ctx.baseOf(crd)))),
});

function check(crd: KubeObject, opts: CrdOptions): RuleReport<keyof typeof messages>[] {
  const spec = goObject(crd.value.spec) ?? {};
  // An invalid caBundle passes on create and while the stored CRD is not Established, and
  // stays allowed when the stored one was already invalid (§12 allowInvalidCABundle).
  const storedBundle = opts.stored?.caBundle ?? '';
  const allowInvalidCaBundle =
    !opts.isUpdate || !opts.requireImmutableNames || (storedBundle !== '' && !isValidCaBundle(storedBundle));
  const errors = validateConversion(
    goObject(spec.conversion),
    { requireRecognizedConversionReviewVersion: opts.requireRecognizedConversionReviewVersion, allowInvalidCaBundle },
    FieldPath.of('spec', 'conversion'),
  );
  // A service that names neither name nor namespace (`service: {path: /convert}`) is a stub an
  // installer completes before the CRD reaches an apiserver: Crossplane's package manager sets
  // service name, namespace, port and caBundle of every CRD with strategy Webhook
  // (crossplane/crossplane internal/controller/pkg/revision/establisher.go), and upjet and
  // crossplane-runtime providers ship their package/crds so. Rejected as written, but no error
  // on a file nobody applies as written: one notice for the pair of Required errors.
  const stub = serviceStub(spec);
  const isStubError = (e: FieldError) =>
    stub && e.type === 'Required value' && /\.service\.(name|namespace)$/.test(e.path.toString());
  const notice = errors.find(isStubError);
  return [
    ...errors
      .filter((e) => !isStubError(e))
      .map((error) => rejectionReport(crd, 'rejected', { error, fix: fixFor(error) })),
    ...(notice
      ? [{ ...rejectionReport(crd, 'rejected', { error: notice, fix: STUB_FIX }), severity: 'notice' as const }]
      : []),
  ];
}

const STUB_FIX =
  "a service with neither name nor namespace is left for an installer to fill in (Crossplane's package manager sets name, namespace, port and caBundle); set both service.name and service.namespace if the CRD is applied as written";

/** Whether the webhook's service is there but names neither name nor namespace. */
function serviceStub(spec: Record<string, unknown>): boolean {
  const service = goObject(goObject(goObject(goObject(spec.conversion)?.webhook)?.clientConfig)?.service);
  return service !== undefined && goString(service.name) === '' && goString(service.namespace) === '';
}

function fixFor(e: FieldError): string {
  const path = e.path.toString();
  const d = e.detail;
  if (path.endsWith('.strategy')) return 'set spec.conversion.strategy to None or Webhook';
  if (d.startsWith('should not be set')) return 'remove spec.conversion.webhook, or set strategy: Webhook';
  if (d === 'required when strategy is set to Webhook')
    return 'add spec.conversion.webhook.clientConfig with a service or a url';
  if (d === 'exactly one of url or service is required')
    return 'give clientConfig either a url or a service, not both and not neither';
  if (path.endsWith('.url')) return 'use https://host[/path] without user information, query or fragment';
  if (path.endsWith('.service.name') || path.endsWith('.service.namespace'))
    return 'set both service.name and service.namespace';
  if (path.endsWith('.port')) return 'use a port from 1 to 65535 (443 when omitted)';
  if (path.endsWith('.path'))
    return 'start the path with "/" and use lowercase DNS-subdomain segments, such as /convert';
  // Refused only so (allowInvalidCaBundle): a placeholder an injector fills in is better left out
  // (metallb's `Cg==`, then a fixed certificate that expired: metallb#2682, which removed them).
  if (path.endsWith('.caBundle'))
    return "a create accepts an invalid caBundle, but the update of an established CRD whose caBundle was absent or valid refuses it: leave caBundle out where an injector (cert-manager's CA injector, the operator) fills it in, or set it to base64 of a PEM certificate bundle";
  if (e.type === 'Required value')
    return 'list the ConversionReview versions the webhook understands in spec.conversion.webhook.conversionReviewVersions, such as [v1]';
  if (d === 'duplicate version') return 'list each ConversionReview version once';
  if (d.startsWith('must include at least one of')) return 'include v1 (or v1beta1) in conversionReviewVersions';
  return 'use DNS-1035 labels such as v1';
}
