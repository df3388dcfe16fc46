import { defineRule, type RuleReport } from '../../../engine/rule.js';
import type { KubeObject } from '../../../parse/kube-object.js';
import { crdOptions } from '../schema/crd-options.js';
import { rejectionReport } from '../schema/crd-report.js';
import { goObject, goString } from '../schema/go-decoded.js';
import {
  TOTAL_ANNOTATION_SIZE_LIMIT,
  validateCrdName,
  validateGenericMeta,
  type MetaError,
} from './validate-metadata.js';
import { isPatchFragment, servedCrds } from '../schema/served-crds.js';

// spec/crd-validation.md §3 (CRD-META-001..004): apimachinery's ValidateObjectMeta with the CRD's
// name function (validate-metadata.ts). Update bookkeeping (CRD-META-005) never fires offline:
// resourceVersion, uid and the rest come from the stored object. Never reported, as the
// apiserver never returns them for a CRD: metadata.namespace (cleared on a cluster-scoped object
// before validation, so CRD-META-004's Forbidden cannot happen) and generation (set by the
// strategy). Not checked: managedFields. The field manager drops entries that do not decode
// (an unknown operation or fieldsType), so only a decodable entry whose manager is over 128
// bytes or not printable, or whose subresource is over 256, would still be rejected.

const messages = { rejected: 'the apiserver rejects {{name}}: {{error}}; {{fix}}' } as const;

export const metadata = defineRule({
  id: 'crd/metadata',
  scope: 'object',
  meta: {
    severity: 'error',
    description:
      "a CRD's metadata is rejected by kube-apiserver: its name is not <plural>.<group>, or a label, annotation, owner reference or finalizer is invalid",
    messages,
  },
  check: (ctx) =>
    servedCrds(ctx.head).flatMap((crd) => check(crd, crdOptions(ctx.baseOf(crd)).isUpdate || isPatchFragment(crd))),
});

// The name is checked on create only, and not in a kustomize patch, which has no plural or group.
function check(crd: KubeObject, skipName: boolean): RuleReport<keyof typeof messages>[] {
  const meta = goObject(crd.value.metadata) ?? {};
  const spec = goObject(crd.value.spec) ?? {};
  const plural = goString(goObject(spec.names)?.plural);
  const group = goString(spec.group);
  const errors = [
    ...(skipName ? [] : validateCrdName(goString(meta.name), plural, group, goString(meta.generateName))),
    ...validateGenericMeta(meta),
  ];
  // A generated name is not known before the request: the message names the CRD by its prefix.
  const named =
    crd.name === '' && goString(meta.generateName) !== ''
      ? { name: `the CRD named from generateName ${JSON.stringify(goString(meta.generateName))}` }
      : {};
  return errors.map((e) =>
    rejectionReport(crd, 'rejected', { error: e.error, at: e.at, fix: fixFor(e, plural, group) }, named),
  );
}

function fixFor(e: MetaError, plural: string, group: string): string {
  const path = e.error.path.toString();
  if (e.at.toString() === 'metadata.generateName') {
    const wanted = `${plural || '<plural>'}.${group || '<group>'}`;
    if (path === 'metadata.name')
      return `replace generateName with name: ${wanted} (the apiserver appends 5 random characters to generateName, so a generated name can never be ${wanted})`;
    return `replace generateName with name: ${wanted} (a CRD's name is fixed, a generated one can never match)`;
  }
  if (path === 'metadata.name') {
    if (e.error.type === 'Required value') return `set metadata.name to ${plural || '<plural>'}.${group || '<group>'}`;
    if (e.error.detail.startsWith('must be spec.names.plural'))
      return `rename it to ${plural}.${group}, or fix spec.names.plural and spec.group`;
    return 'use lowercase letters, digits, "-" and "." only, at most 253 characters';
  }
  if (path.startsWith('metadata.ownerReferences')) {
    if (e.error.detail.startsWith('Only one reference')) return 'set controller: true on one owner reference only';
    if (e.error.detail.endsWith('is disallowed from being an owner'))
      return 'remove this owner reference: an Event (v1) may not own other objects';
    if (e.error.type === 'Required value')
      return `set ${e.at.toString()}: an owner reference needs apiVersion, kind, name and uid`;
    return 'write apiVersion as <group>/<version>, or <version> for the core group';
  }
  if (e.error.detail.includes('cannot be both set'))
    return 'keep one of orphan and foregroundDeletion: dependents are either orphaned or deleted first';
  if (e.error.type === 'Too long')
    return `keep all annotation keys and values together under ${TOTAL_ANNOTATION_SIZE_LIMIT} bytes (server-side apply avoids the last-applied annotation)`;
  return `change ${e.at.toString()} to a valid qualified name (an optional DNS prefix and "/", then at most 63 letters, digits, "-", "_" or ".")`;
}
