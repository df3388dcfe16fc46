import { forbidden, invalid, notSupported, required, type FieldError } from '../../../engine/field-error.js';
import type { FieldPath } from '../../../engine/field-path.js';
import type { JsonObject } from '../../../parse/kube-object.js';
import { goObject, goString, goStrings, isSet } from '../schema/go-decoded.js';
import { isDns1035Label, isDns1123Subdomain } from '../schema/dns-names.js';
import { parseGoUrl } from './go-url.js';
import { isValidCaBundle } from './ca-bundle.js';

// spec.conversion (spec/crd-validation.md §7, CRD-CONV-001..008), over the internal shape the
// apiserver validates: v1's `webhook.clientConfig` and `webhook.conversionReviewVersions` are
// its webhookClientConfig and conversionReviewVersions (the paths below are those).

export interface ConversionOptions {
  readonly requireRecognizedConversionReviewVersion: boolean;
  readonly allowInvalidCaBundle: boolean;
}

export const STRATEGIES = ['None', 'Webhook'] as const;
const ACCEPTED_REVIEW_VERSIONS = ['v1', 'v1beta1'];
const FORM = '; desired format: https://host[/path]';

/** `conversion` as written in v1; absent defaults to {strategy: None} (CRD-PIPE-001). */
export function validateConversion(
  conversion: JsonObject | undefined,
  opts: ConversionOptions,
  path: FieldPath,
): FieldError[] {
  if (!conversion) return [];
  const errs: FieldError[] = [];
  const strategy = goString(conversion.strategy);
  // CRD-CONV-001: strategy required, None or Webhook.
  if (strategy === '') errs.push(required(path.child('strategy'), ''));
  else if (!(STRATEGIES as readonly string[]).includes(strategy))
    errs.push(notSupported(path.child('strategy'), strategy, STRATEGIES));
  const webhook = goObject(conversion.webhook);
  const clientConfig = goObject(webhook?.clientConfig);
  const reviewVersions = goStrings(webhook?.conversionReviewVersions);
  const ccPath = path.child('webhookClientConfig');
  if (strategy === 'Webhook') {
    // CRD-CONV-002: Webhook needs a client config.
    if (!clientConfig) errs.push(required(ccPath, 'required when strategy is set to Webhook'));
    else {
      const url = clientConfig.url;
      const service = goObject(clientConfig.service);
      // CRD-CONV-003: exactly one of url or service.
      if (isSet(url) === Boolean(service)) errs.push(required(ccPath, 'exactly one of url or service is required'));
      else if (isSet(url)) errs.push(...validateWebhookUrl(goString(url), ccPath.child('url')));
      else if (service) errs.push(...validateWebhookService(service, ccPath.child('service')));
      const caBundle = goString(clientConfig.caBundle);
      if (caBundle !== '' && !opts.allowInvalidCaBundle && !isValidCaBundle(caBundle)) {
        // client-go's text for a bundle without a certificate (CRD-CONV-006; not run, §16).
        errs.push(
          invalid(
            ccPath.child('caBundle'),
            caBundle,
            'unable to load root certificates: unable to parse bytes as PEM block',
          ),
        );
      }
    }
    errs.push(
      ...validateConversionReviewVersions(
        reviewVersions,
        opts.requireRecognizedConversionReviewVersion,
        path.child('conversionReviewVersions'),
      ),
    );
  } else {
    if (clientConfig) errs.push(forbidden(ccPath, 'should not be set when strategy is not set to Webhook'));
    if (reviewVersions.length > 0)
      errs.push(
        forbidden(path.child('conversionReviewVersions'), 'should not be set when strategy is not set to Webhook'),
      );
  }
  return errs;
}

/** webhook.ValidateWebhookURL with https forced (CRD-CONV-004). */
export function validateWebhookUrl(raw: string, path: FieldPath): FieldError[] {
  const u = parseGoUrl(raw);
  if (!u.ok) return [required(path, `url must be a valid URL: ${u.error}${FORM}`)];
  const errs: FieldError[] = [];
  if (u.scheme !== 'https') errs.push(invalid(path, u.scheme, `'https' is the only allowed URL scheme${FORM}`));
  if (u.host === '') errs.push(invalid(path, u.host, `host must be specified${FORM}`));
  if (u.user !== undefined) errs.push(invalid(path, u.user, 'user information is not permitted in the URL'));
  if (u.fragment !== '') errs.push(invalid(path, u.fragment, 'fragments are not permitted in the URL'));
  if (u.rawQuery !== '') errs.push(invalid(path, u.rawQuery, 'query parameters are not permitted in the URL'));
  return errs;
}

/**
 * webhook.ValidateWebhookService (CRD-CONV-005). The apiserver passes name and namespace
 * swapped, so a missing name is reported at `service.namespace` and the other way round.
 */
export function validateWebhookService(service: JsonObject, path: FieldPath): FieldError[] {
  const errs: FieldError[] = [];
  const [name, namespace] = [goString(service.name), goString(service.namespace)];
  if (namespace === '') errs.push(required(path.child('name'), ''));
  if (name === '') errs.push(required(path.child('namespace'), ''));
  const port = isSet(service.port) ? service.port : 443; // v1 default
  if (typeof port === 'number' && (port < 1 || port > 65535)) {
    errs.push(invalid(path.child('port'), port, 'port is not valid: must be between 1 and 65535, inclusive'));
  }
  if (!isSet(service.path)) return errs;
  const urlPath = goString(service.path);
  if (urlPath === '/' || urlPath === '') return errs;
  if (urlPath === '//') return [...errs, invalid(path.child('path'), urlPath, 'segment[0] may not be empty')];
  if (!urlPath.startsWith('/')) errs.push(invalid(path.child('path'), urlPath, "must start with a '/'"));
  let check = urlPath.slice(1);
  if (check.endsWith('/')) check = check.slice(0, -1);
  check.split('/').forEach((step, i) => {
    if (step === '') errs.push(invalid(path.child('path'), urlPath, `segment[${i}] may not be empty`));
    else
      for (const f of isDns1123Subdomain(step)) errs.push(invalid(path.child('path'), urlPath, `segment[${i}]: ${f}`));
  });
  return errs;
}

/** validateConversionReviewVersions (CRD-CONV-007). */
export function validateConversionReviewVersions(
  versions: readonly string[],
  requireRecognized: boolean,
  path: FieldPath,
): FieldError[] {
  if (versions.length === 0) return [required(path, '')];
  const errs: FieldError[] = [];
  const seen = new Set<string>();
  let hasAccepted = false;
  versions.forEach((v, i) => {
    if (seen.has(v)) {
      errs.push(invalid(path.index(i), v, 'duplicate version'));
      return;
    }
    seen.add(v);
    for (const e of isDns1035Label(v)) errs.push(invalid(path.index(i), v, e));
    if (ACCEPTED_REVIEW_VERSIONS.includes(v)) hasAccepted = true;
  });
  if (requireRecognized && !hasAccepted)
    errs.push(invalid(path, [...versions], `must include at least one of ${ACCEPTED_REVIEW_VERSIONS.join(', ')}`));
  return errs;
}
