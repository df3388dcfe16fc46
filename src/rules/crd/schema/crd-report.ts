import { renderFieldError, renderValue, type FieldError } from '../../../engine/field-error.js';
import type { FieldPath } from '../../../engine/field-path.js';
import type { RuleReport } from '../../../engine/rule.js';
import type { KubeObject } from '../../../parse/kube-object.js';
import { manifestPathOf } from './manifest-path.js';

// One finding per error the apiserver would report (spec/crd-validation.md, "How the project
// uses this catalogue"): `data.apiserver` carries the error at the apiserver's own path, the
// finding's path is where the user edits. Several errors can share a manifest path (a name that
// is both too long and malformed), so the rendered error joins the fingerprint (identityOf).

export interface Rejection {
  readonly error: FieldError;
  /** What to change, in the user's terms; the message's last clause. */
  readonly fix: string;
  /** Where the user edits, when it is not the usual image of the apiserver's path. */
  readonly at?: FieldPath;
}

export function rejectionReport<M extends string>(
  crd: KubeObject,
  messageId: M,
  r: Rejection,
  extra: Readonly<Record<string, unknown>> = {},
): RuleReport<M> {
  return {
    messageId,
    object: crd,
    path: r.at ?? manifestPathOf(r.error.path),
    // A CRD without a name (its metadata.name is what is wrong) is "this CRD" in the message.
    data: { name: crd.name === '' ? 'this CRD' : crd.name, error: briefError(r.error), fix: r.fix, ...extra },
    apiserver: r.error,
    discriminator: identityOf(r.error),
  };
}

// The apiserver prints some values whole (all of spec.versions, schemas included); a review
// comment quotes the start, and data.apiserver keeps the whole text.
const MAX_VALUE_IN_MESSAGE = 120;

function briefError(e: FieldError): string {
  if (!e.hasValue) return renderFieldError(e);
  const value = renderValue(e.value);
  if (value.length <= MAX_VALUE_IN_MESSAGE) return renderFieldError(e);
  const parts = [e.path.toString(), e.type, `${value.slice(0, MAX_VALUE_IN_MESSAGE)}…`];
  if (e.detail) parts.push(e.detail);
  return parts.join(': ');
}

/**
 * The error as the finding's identity: a value the apiserver prints whole (an object or a list:
 * all of spec.versions, schemas included) is left out, so that the finding stays one while what
 * lies below it changes (oracle/cluster-api-provider-oci's CRD with two storage versions: every
 * schema edit showed its error as new).
 */
function identityOf(e: FieldError): string {
  const whole = e.hasValue && typeof e.value === 'object' && e.value !== null;
  return renderFieldError(whole ? { ...e, hasValue: false } : e);
}
