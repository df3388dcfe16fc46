import { invalid, notSupported, required, type FieldError } from '../../../engine/field-error.js';
import type { FieldPath } from '../../../engine/field-path.js';
import { isDns1035Label, isDns1123Subdomain } from '../schema/dns-names.js';
import { goObject, goString, goStrings } from '../schema/go-decoded.js';
import type { CrdOptions } from '../schema/crd-options.js';

// spec.group, spec.scope and spec.names (spec/crd-validation.md §5), over values as the
// apiserver holds them after v1 defaulting (CRD-PIPE-001).

export interface CrdNames {
  readonly plural: string;
  readonly singular: string;
  readonly kind: string;
  readonly listKind: string;
  readonly shortNames: readonly string[];
  readonly categories: readonly string[];
}

/** spec.names as the apiserver decodes it, before defaulting. */
export function readNames(spec: Readonly<Record<string, unknown>>): CrdNames {
  const n = goObject(spec.names) ?? {};
  return {
    plural: goString(n.plural),
    singular: goString(n.singular),
    kind: goString(n.kind),
    listKind: goString(n.listKind),
    shortNames: goStrings(n.shortNames),
    categories: goStrings(n.categories),
  };
}

/** v1 defaults: singular from kind, listKind from kind when there is a kind (CRD-NAMES-001). */
export function defaultedNames(n: CrdNames): CrdNames {
  return {
    ...n,
    singular: n.singular === '' ? n.kind.toLowerCase() : n.singular,
    listKind: n.listKind === '' && n.kind !== '' ? `${n.kind}List` : n.listKind,
  };
}

/** CRD-GROUP-001..003. */
export function validateGroup(group: string, path: FieldPath): FieldError[] {
  // CRD-GROUP-001: group required.
  if (group === '') return [required(path, '')];
  // CRD-GROUP-002: a DNS-1123 subdomain.
  const errs = isDns1123Subdomain(group);
  if (errs.length > 0) return [invalid(path, group, errs.join(','))];
  // CRD-GROUP-003: at least one dot.
  if (!group.includes('.')) return [invalid(path, group, 'should be a domain with at least one dot')];
  return [];
}

export const SCOPES = ['Cluster', 'Namespaced'] as const;

/** CRD-SCOPE-001: validateEnumStrings, required. */
export function validateScope(scope: string, path: FieldPath): FieldError[] {
  if (scope === '') return [required(path, '')];
  return (SCOPES as readonly string[]).includes(scope) ? [] : [notSupported(path, scope, SCOPES)];
}

/** CRD-NAMES-001: the spec requires all four (status.acceptedNames does not). */
export function validateRequiredNames(n: CrdNames, path: FieldPath): FieldError[] {
  const errs: FieldError[] = [];
  if (n.plural === '') errs.push(required(path.child('plural'), ''));
  if (n.singular === '') errs.push(required(path.child('singular'), ''));
  if (n.kind === '') errs.push(required(path.child('kind'), ''));
  if (n.listKind === '') errs.push(required(path.child('listKind'), ''));
  return errs;
}

/** CRD-NAMES-002..006: ValidateCustomResourceDefinitionNames. */
export function validateNames(n: CrdNames, path: FieldPath): FieldError[] {
  const errs: FieldError[] = [];
  const label = (value: string, at: FieldPath): void => {
    const e = isDns1035Label(value);
    if (value !== '' && e.length > 0) errs.push(invalid(at, value, e.join(',')));
  };
  const mixedCase = (value: string, at: FieldPath): void => {
    const e = isDns1035Label(value.toLowerCase());
    if (value !== '' && e.length > 0)
      errs.push(invalid(at, value, `may have mixed case, but should otherwise match: ${e.join(',')}`));
  };
  label(n.plural, path.child('plural'));
  label(n.singular, path.child('singular'));
  // CRD-NAMES-003: kind and listKind, lower-cased, are DNS-1035 labels.
  mixedCase(n.kind, path.child('kind'));
  mixedCase(n.listKind, path.child('listKind'));
  // CRD-NAMES-004: each shortName is a DNS-1035 label.
  n.shortNames.forEach((s, i) => {
    const e = isDns1035Label(s);
    if (e.length > 0) errs.push(invalid(path.child('shortNames').index(i), s, e.join(',')));
  });
  // CRD-NAMES-006: kind differs from listKind.
  if (n.kind !== '' && n.kind === n.listKind)
    errs.push(invalid(path.child('listKind'), n.listKind, 'kind and listKind may not be the same'));
  // CRD-NAMES-005: each category is a DNS-1035 label.
  n.categories.forEach((c, i) => {
    const e = isDns1035Label(c);
    if (e.length > 0) errs.push(invalid(path.child('categories').index(i), c, e.join(',')));
  });
  return errs;
}

export const IMMUTABLE = 'field is immutable';

/**
 * The update checks (validateCustomResourceDefinitionSpecUpdate): scope and kind only when the
 * stored object is Established (CRD-SCOPE-002, CRD-NAMES-008); group and plural always
 * (CRD-GROUP-004, CRD-NAMES-007).
 */
export function validateImmutableNames(
  spec: { readonly group: string; readonly scope: string; readonly names: CrdNames },
  opts: CrdOptions,
  path: FieldPath,
): FieldError[] {
  const stored = opts.stored;
  if (!stored) return [];
  const errs: FieldError[] = [];
  if (opts.requireImmutableNames) {
    // A stored scope is never empty: v1 requires one, and v1beta1 defaulted it (crd-options.ts).
    // A base without one was never created, so there is no scope to keep.
    if (stored.scope !== '' && spec.scope !== stored.scope)
      errs.push(invalid(path.child('scope'), spec.scope, IMMUTABLE));
    if (spec.names.kind !== stored.kind) errs.push(invalid(path.child('names', 'kind'), spec.names.kind, IMMUTABLE));
  }
  if (spec.group !== stored.group) errs.push(invalid(path.child('group'), spec.group, IMMUTABLE));
  if (spec.names.plural !== stored.plural)
    errs.push(invalid(path.child('names', 'plural'), spec.names.plural, IMMUTABLE));
  return errs;
}
