import { isJsonObject } from '../parse/kube-object.js';
import { placeholderIn, placeholderInKey } from '../parse/template-syntax.js';
import type { RuleReport } from './rule.js';

// A value that is a template placeholder (`namespace: ${BACKEND_NS}`, `port: "${PORT}"`,
// `group: "{{ .Values.group }}"`) is not known until the file is rendered: Flux substitutes
// `${…}` after kustomize builds, Helm renders `{{ }}`. A finding about such a value judges the
// placeholder, not the object anyone applies, so it is not made (no apiserver ever sees the
// text; a real object applied with it would be refused for other reasons first).

/**
 * Whether a report is about a placeholder: the value its apiserver error names holds one, or the
 * string at its path holds one anywhere, or, for a
 * mapping or list, one of its members is one whole (the reference `{name: api, namespace: ${NS}}`);
 * a member that mentions `{{ }}` among other words (a description) is text, and does not count.
 * A report placed on a key is about the key.
 */
export function restsOnPlaceholder(report: RuleReport): boolean {
  if (!report.object || !report.path) return false;
  // The value the apiserver's error names (a label's key `${PREFIX}/component`, judged at the
  // whole map of labels) is a placeholder.
  const named = report.apiserver !== undefined && 'hasValue' in report.apiserver ? report.apiserver : undefined;
  if (named?.hasValue && typeof named.value === 'string' && placeholderIn(named.value) !== undefined) return true;
  const segments = report.path.segments();
  // A report about a key (a field the schema does not declare) judges the key, whatever its value:
  // `useCredentials: "{{.useCredentials}}"` is dropped once rendered too (argo-cd's ApplicationSet
  // docs), unless the key is the placeholder.
  if (report.placement === 'key') {
    const key = segments.at(-1);
    return key !== undefined && placeholderInKey(key) !== undefined;
  }
  const value = valueAt(report.object.value, segments);
  if (typeof value === 'string') return placeholderIn(value) !== undefined;
  // A key missing from the mapping is missing whatever its members render to (external-secrets'
  // docs snippet `oracle: {principalType: <Principal Type>}` lacks the required region and vault).
  if (report.apiserver?.type === 'Required value') return false;
  const members = Array.isArray(value) ? value : isJsonObject(value) ? Object.values(value) : [];
  return members.some((m) => typeof m === 'string' && isWholePlaceholder(m));
}

function valueAt(root: unknown, segments: readonly string[]): unknown {
  let v: unknown = root;
  for (const s of segments) {
    if (Array.isArray(v)) v = /^\d+$/.test(s) ? v[Number(s)] : undefined;
    else if (isJsonObject(v)) v = Object.hasOwn(v, s) ? v[s] : undefined;
    else return undefined;
    if (v === undefined) return undefined;
  }
  return v;
}

const isWholePlaceholder = (s: string): boolean => {
  const p = placeholderIn(s);
  return p !== undefined && s.trim() === p.text;
};
