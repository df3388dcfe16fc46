import { isJsonObject, type KubeObject } from '../../parse/kube-object.js';
import type { CompatDifference } from './compare-crds.js';
import { schemaNodesAt } from './kubernetes-map-lists.js';
import { parsePropertyPath } from './property-path.js';
import { escapeRegExp } from '../../engine/escape-regexp.js';

// An object of no fields is a choice where its presence is read: `passthrough: {}` selects an auth
// mode that a base rule of its parent counts, `[has(self.key),has(self.passthrough)]…size() == 1`
// (agentgateway 53ab4005ee). Removing it loses that choice from stored objects, not a `{}`.

/** Whether a base rule of the removed property's parent reads whether it is set (`has(self.<name>)`). */
export function presenceReadByParent(stored: KubeObject | undefined, d: CompatDifference): boolean {
  const last = parsePropertyPath(d.property)?.at(-1);
  if (!stored || last === undefined || typeof last === 'string') return false;
  const parent = schemaNodesAt(stored, d).at(-2);
  const rules = Array.isArray(parent?.['x-kubernetes-validations']) ? parent['x-kubernetes-validations'] : [];
  const name = escapeRegExp(last.property);
  const read = new RegExp(String.raw`\bhas\(\s*self\.${name}\s*\)`);
  return rules.some((r) => isJsonObject(r) && typeof r.rule === 'string' && read.test(r.rule));
}
