import { splitOutsideQuotes, type GengoTag } from '../../parse/go/gengo-tag.js';

// `+lifecycle:<component>:key=value,…` (KEP-2558; spec/go-lifecycle.md §2.1). Parsed from the
// tag's text with quotes respected, then checked; problems are the `lifecycle/tag-syntax` texts.

export const KUBERNETES = 'kubernetes';
const KUBERNETES_KEYS = ['minVersion', 'status', 'featureGate'] as const;
const STATUSES = ['alpha', 'beta', 'deprecated'] as const;
const KUBERNETES_VERSION = /^v[1-9][0-9]*\.(0|[1-9][0-9]*)$/;
const COMPONENT_VERSION = /^v[0-9]+\.[0-9]+(\.[0-9]+)?$/;
const COMPONENT = /^[A-Za-z0-9][A-Za-z0-9_.-]*$/;

export interface LifecycleTag {
  readonly component: string;
  readonly values: ReadonlyMap<string, string>;
  /** Empty when the tag is well formed. */
  readonly problems: readonly string[];
  readonly raw: string;
  readonly line: number;
  readonly column: number;
}

export const isLifecycleTag = (tag: GengoTag): boolean =>
  tag.raw === 'lifecycle' || tag.raw.startsWith('lifecycle:') || tag.name === 'lifecycle';

export function parseLifecycleTag(tag: GengoTag): LifecycleTag {
  const at = { raw: tag.raw, line: tag.line, column: tag.column };
  const rest = tag.raw.startsWith('lifecycle:') ? tag.raw.slice('lifecycle:'.length) : '';
  const colon = rest.indexOf(':');
  const component = colon === -1 ? rest : rest.slice(0, colon);
  if (colon === -1 || !COMPONENT.test(component)) {
    return {
      component,
      values: new Map(),
      problems: [
        'the tag must read +lifecycle:<component>:key=value,… (for example +lifecycle:kubernetes:minVersion=v1.20,status=alpha,featureGate=Frobber2D)',
      ],
      ...at,
    };
  }
  const values = new Map<string, string>();
  const problems: string[] = [];
  for (const pair of splitOutsideQuotes(rest.slice(colon + 1), ',')) {
    const eq = pair.indexOf('=');
    const key = (eq === -1 ? pair : pair.slice(0, eq)).trim();
    if (eq === -1 || key === '') {
      problems.push(`${JSON.stringify(pair.trim())} is not a key=value pair`);
      continue;
    }
    const value = unquote(pair.slice(eq + 1).trim());
    if (values.has(key)) problems.push(`${key} is given twice`);
    else values.set(key, value);
  }
  const isKubernetes = component === KUBERNETES;
  for (const key of values.keys()) {
    if (!(KUBERNETES_KEYS as readonly string[]).includes(key))
      problems.push(`unknown key ${key}: the keys are ${KUBERNETES_KEYS.join(', ')}`);
  }
  const required = isKubernetes ? KUBERNETES_KEYS : (['minVersion'] as const);
  for (const key of required) if (!values.has(key)) problems.push(`${key} is missing`);
  const minVersion = values.get('minVersion');
  if (minVersion !== undefined) {
    if (isKubernetes && !KUBERNETES_VERSION.test(minVersion))
      problems.push(`minVersion ${JSON.stringify(minVersion)} is not a Kubernetes version such as v1.20`);
    if (!isKubernetes && !COMPONENT_VERSION.test(minVersion))
      problems.push(`minVersion ${JSON.stringify(minVersion)} is not a version such as v3.0 or v3.0.0`);
  }
  const status = values.get('status');
  if (status !== undefined && !(STATUSES as readonly string[]).includes(status))
    problems.push(`status ${JSON.stringify(status)} is not one of ${STATUSES.join(', ')}`);
  const gate = values.get('featureGate');
  if (isKubernetes && gate !== undefined && !/^[A-Za-z][A-Za-z0-9_]*$/.test(gate))
    problems.push(`featureGate ${JSON.stringify(gate)} is not a feature gate name`);
  return { component, values, problems, ...at };
}

function unquote(v: string): string {
  if (v.length >= 2 && ((v.startsWith('"') && v.endsWith('"')) || (v.startsWith('`') && v.endsWith('`'))))
    return v.slice(1, -1);
  return v;
}
