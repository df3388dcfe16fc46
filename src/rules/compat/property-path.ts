// Property paths (spec/crd-compatibility.md §3.1): the schema node a compat/ finding is about, in
// a notation close to crdify's and unambiguous for arrays and maps. `^` is a version's
// openAPIV3Schema; `.n` (or `["n"]` when n is not an identifier) a child under `properties`;
// `[*]` the `items` schema; `{*}` the `additionalProperties` schema.
//   ^.spec.containers[*].ports[*].containerPort    ^.spec.selector{*}    ^.metadata.labels["a/b"]
// `data.compat.property` and the `property` of a configured exception (§6) are written this way.

export type PropertyStep = { readonly property: string } | 'items' | 'additionalProperties';

export const ROOT_PROPERTY = '^';

const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$-]*$/;

/** The text of one step, appended to its parent's path. */
export function propertyStepText(step: PropertyStep): string {
  if (step === 'items') return '[*]';
  if (step === 'additionalProperties') return '{*}';
  return IDENTIFIER.test(step.property) ? `.${step.property}` : `[${JSON.stringify(step.property)}]`;
}

export const childProperty = (parent: string, name: string): string => parent + propertyStepText({ property: name });
export const itemsProperty = (parent: string): string => `${parent}[*]`;
export const additionalPropertiesProperty = (parent: string): string => `${parent}{*}`;

/** Whether a property path is `node` or a path below it (`^.spec.a.b` is below `^.spec.a`, `^.spec.ab` is not). */
export const isAtOrBelow = (property: string, node: string): boolean =>
  property === node || (property.startsWith(node) && /^[.[{]/.test(property.slice(node.length)));

export function formatPropertyPath(steps: readonly PropertyStep[]): string {
  return ROOT_PROPERTY + steps.map(propertyStepText).join('');
}

/** The steps of a property path, or undefined when the text is not one (a configured exception names it). */
export function parsePropertyPath(text: string): PropertyStep[] | undefined {
  if (!text.startsWith(ROOT_PROPERTY)) return undefined;
  const steps: PropertyStep[] = [];
  let i = 1;
  while (i < text.length) {
    if (text.startsWith('[*]', i)) {
      steps.push('items');
      i += 3;
    } else if (text.startsWith('{*}', i)) {
      steps.push('additionalProperties');
      i += 3;
    } else if (text[i] === '.') {
      const m = /^[A-Za-z_$][A-Za-z0-9_$-]*/.exec(text.slice(i + 1));
      if (!m) return undefined;
      steps.push({ property: m[0] });
      i += 1 + m[0].length;
    } else if (text.startsWith('["', i)) {
      const end = endOfJsonString(text, i + 1);
      if (end === undefined || text[end] !== ']') return undefined;
      let name: unknown;
      try {
        name = JSON.parse(text.slice(i + 1, end));
      } catch {
        return undefined;
      }
      // One spelling per path (an identifier with a dot, JSON's own escapes), so paths compare as strings.
      if (typeof name !== 'string' || IDENTIFIER.test(name) || JSON.stringify(name) !== text.slice(i + 1, end))
        return undefined;
      steps.push({ property: name });
      i = end + 1;
    } else {
      return undefined;
    }
  }
  return steps;
}

/** The offset just past the JSON string starting at `start` (a `"`), or undefined when it does not end. */
function endOfJsonString(text: string, start: number): number | undefined {
  for (let i = start + 1; i < text.length; i++) {
    if (text[i] === '\\') i++;
    else if (text[i] === '"') return i + 1;
  }
  return undefined;
}

/** The JSON name a property path ends with; undefined at items, map values or the root. */
export function lastPropertyName(property: string): string | undefined {
  const last = parsePropertyPath(property)?.at(-1);
  return last !== undefined && typeof last !== 'string' ? last.property : undefined;
}
