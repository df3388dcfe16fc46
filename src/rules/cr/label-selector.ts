import { isJsonObject } from '../../parse/kube-object.js';
import { placeholderIn } from '../../parse/template-syntax.js';

// A metav1.LabelSelector as the apiserver reads it (apimachinery labels.Selector via
// LabelSelectorAsSelector): every matchLabels pair and every matchExpressions requirement must
// hold; an empty selector matches everything. Read from a manifest, so anything it cannot read
// for certain (an unknown operator, a value a template fills in) matches, and only a selector
// that certainly refuses the labels refuses them.

/** Whether a selector (any JSON value; undefined when absent) may select an object with these labels. */
export function selectorMayMatch(selector: unknown, labels: Readonly<Record<string, string>>): boolean {
  if (!isJsonObject(selector)) return true;
  const has = (key: string): boolean => Object.hasOwn(labels, key);
  if (isJsonObject(selector.matchLabels)) {
    for (const [key, value] of Object.entries(selector.matchLabels)) {
      if (typeof value !== 'string' || isTemplated(key) || isTemplated(value)) continue;
      if (labels[key] !== value) return false;
    }
  }
  if (Array.isArray(selector.matchExpressions)) {
    for (const e of selector.matchExpressions) {
      if (!isJsonObject(e) || typeof e.key !== 'string' || isTemplated(e.key)) continue;
      const values = Array.isArray(e.values) ? e.values : [];
      if (values.some((v) => typeof v !== 'string' || isTemplated(v))) continue;
      const value = has(e.key) ? labels[e.key] : undefined;
      const listed = value !== undefined && values.includes(value);
      if (e.operator === 'Exists' && value === undefined) return false;
      if (e.operator === 'DoesNotExist' && value !== undefined) return false;
      if (e.operator === 'In' && !listed) return false;
      if (e.operator === 'NotIn' && listed) return false;
    }
  }
  return true;
}

/** A key or value a template fills in (parse/template-syntax.ts): what it becomes is not known. */
const isTemplated = (s: string): boolean => placeholderIn(s) !== undefined;
