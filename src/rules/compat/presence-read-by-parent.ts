import { isJsonObject, type JsonObject, type KubeObject } from '../../parse/kube-object.js';
import { compatCrdOfBase, versionNamed } from './compat-crd.js';
import { parsePropertyPath } from './property-path.js';

// An object of no fields is a choice where its presence is read: `passthrough: {}` selects an auth
// mode that a base rule of its parent counts, `[has(self.key),has(self.passthrough)]…size() == 1`
// (agentgateway 53ab4005ee). Removing it loses that choice from stored objects, not a `{}`.

/** Whether a base rule of the property's parent reads whether it is set (`has(self.<name>)`). */
export function presenceReadByParent(stored: KubeObject | undefined, version: string, property: string): boolean {
  const crd = stored && compatCrdOfBase(stored);
  const steps = parsePropertyPath(property);
  const last = steps?.at(-1);
  if (!crd || !steps || last === undefined || typeof last === 'string') return false;
  let node: unknown = versionNamed(crd, version)?.schema;
  for (const step of steps.slice(0, -1)) {
    if (!isJsonObject(node)) return false;
    node =
      step === 'items'
        ? node.items
        : step === 'additionalProperties'
          ? node.additionalProperties
          : (node.properties as JsonObject | undefined)?.[step.property];
  }
  const rules =
    isJsonObject(node) && Array.isArray(node['x-kubernetes-validations']) ? node['x-kubernetes-validations'] : [];
  const name = last.property.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const read = new RegExp(String.raw`\bhas\(\s*self\.${name}\s*\)`);
  return rules.some((r) => isJsonObject(r) && typeof r.rule === 'string' && read.test(r.rule));
}
