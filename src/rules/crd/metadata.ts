import { defineRule, type RuleReport } from '../../engine/rule.js';
import type { KubeObject } from '../../parse/kube-object.js';
import { crdOptions } from './crd-options.js';
import { rejectionReport } from './crd-report.js';
import { goObject, goString } from './go-decoded.js';
import { TOTAL_ANNOTATION_SIZE_LIMIT, validateCrdName, validateGenericMeta, type MetaError } from './validate-metadata.js';
import { isPatchFragment, servedCrds } from './served-crds.js';

// spec/crd-validation.md §3 (CRD-META-001..004). Update bookkeeping (CRD-META-005) never fires
// offline: resourceVersion, uid and the rest come from the stored object.

const messages = { rejected: 'the apiserver rejects {{name}}: {{error}}; {{fix}}' } as const;

export const metadata = defineRule({
  id: 'crd/metadata',
  meta: {
    severity: 'error',
    description: 'a CRD\'s metadata is rejected by kube-apiserver: its name is not <plural>.<group>, or a namespace, label, annotation, owner reference or finalizer is invalid',
    messages,
  },
  check: (ctx) => servedCrds(ctx.head).flatMap((crd) => check(crd, crdOptions(ctx.baseOf(crd)).isUpdate || isPatchFragment(crd))),
});

// The name is checked on create only, and not in a kustomize patch, which has no plural or group.
function check(crd: KubeObject, skipName: boolean): RuleReport<keyof typeof messages>[] {
  const meta = goObject(crd.value.metadata) ?? {};
  const spec = goObject(crd.value.spec) ?? {};
  const plural = goString(goObject(spec.names)?.plural);
  const group = goString(spec.group);
  const errors = [...(skipName ? [] : validateCrdName(goString(meta.name), plural, group, goString(meta.generateName))), ...validateGenericMeta(meta)];
  return errors.map((e) => rejectionReport(crd, 'rejected', { error: e.error, at: e.at, fix: fixFor(e, plural, group) }));
}

function fixFor(e: MetaError, plural: string, group: string): string {
  const path = e.error.path.toString();
  if (path === 'metadata.name') {
    if (e.error.type === 'Required value') return `set metadata.name to ${plural || '<plural>'}.${group || '<group>'}`;
    if (e.error.detail.startsWith('must be spec.names.plural')) return `rename it to ${plural}.${group}, or fix spec.names.plural and spec.group`;
    return 'use lowercase letters, digits, "-" and "." only, at most 253 characters';
  }
  if (path === 'metadata.generateName') return `replace generateName with name: ${plural || '<plural>'}.${group || '<group>'} (a CRD's name is fixed, a generated one can never match)`;
  if (path === 'metadata.namespace') return 'remove metadata.namespace: CustomResourceDefinitions are cluster-scoped';
  if (path.startsWith('metadata.ownerReferences')) {
    if (e.error.detail.startsWith('Only one reference')) return 'set controller: true on one owner reference only';
    if (e.error.type === 'Required value') return `set ${e.at.toString()}: an owner reference needs apiVersion, kind, name and uid`;
    return 'write apiVersion as <group>/<version>, or <version> for the core group';
  }
  if (e.error.detail.includes('cannot be both set')) return 'keep one of orphan and foregroundDeletion: dependents are either orphaned or deleted first';
  if (e.error.type === 'Too long') return `keep all annotation keys and values together under ${TOTAL_ANNOTATION_SIZE_LIMIT} bytes (server-side apply avoids the last-applied annotation)`;
  return `change ${e.at.toString()} to a valid qualified name (an optional DNS prefix and "/", then at most 63 letters, digits, "-", "_" or ".")`;
}
