import type { World } from '../engine/world.js';
import { isJsonObject } from '../parse/kube-object.js';
import { LIMITS } from '../parse/parse-problem.js';
import { loadYaml } from '../parse/yaml-load.js';

// What a Helm chart's values.yaml sets, as a default install renders the chart's templates:
// compat/ asks whether the chart keeps its CRDs (`{{- if .Values.crd.keep }}`), cr/ whether a
// templated webhook is rendered at all (`{{- if .Values.customResourceMutations }}`).

/** The value at `steps` of a YAML file of the world; undefined when the file, or the value, is not there. */
export function valueAt(world: World, path: string, steps: readonly string[]): unknown {
  let value = documentOf(world, path);
  for (const step of steps) value = isJsonObject(value) ? value[step] : undefined;
  return value;
}

// A file's first document, read once per world: a chart's values decide every `if` of its templates.
const DOCUMENTS = new WeakMap<World, Map<string, unknown>>();

function documentOf(world: World, path: string): unknown {
  let read = DOCUMENTS.get(world);
  if (!read) DOCUMENTS.set(world, (read = new Map()));
  if (read.has(path)) return read.get(path);
  const text = world.filesAt((p) => p === path)[0]?.text;
  let value: unknown;
  try {
    if (text !== undefined)
      [value] = loadYaml(text, { maxDepth: LIMITS.maxDepth, maxAliases: LIMITS.maxExpandedNodes });
  } catch {
    value = undefined; // values that do not read decide nothing (parse/ reports the file)
  }
  read.set(path, value);
  return value;
}

/** The directory above the templates/ that holds the file (`''` for the root); undefined when none does. */
export function chartOfTemplatesFile(file: string): string | undefined {
  if (file.startsWith('templates/')) return '';
  const at = file.lastIndexOf('/templates/');
  return at === -1 ? undefined : file.slice(0, at);
}

/**
 * What `.Values.<steps>` is for a template of `chart` in a default install: the chart's own
 * values.yaml, or for a subchart what its parent's values.yaml sets under its name first
 * (Kong/charts: the ko-crds subchart has none, its parent sets `ko-crds: {keep: true}`).
 */
export function chartValue(world: World, chart: string, steps: readonly string[]): unknown {
  const [parent, own] = valuesFilesOf(chart);
  const fromParent = parent === undefined ? undefined : valueAt(world, parent.file, [parent.under, ...steps]);
  return fromParent !== undefined ? fromParent : valueAt(world, own, steps);
}

/**
 * The values files that decide what a chart's templates read: for a subchart (`<parent>/charts/<name>`),
 * its parent's, under the subchart's name, first; and its own.
 */
export function valuesFilesOf(
  chart: string,
): readonly [parent: { readonly file: string; readonly under: string } | undefined, own: string] {
  const own = chart === '' ? 'values.yaml' : `${chart}/values.yaml`;
  const sub = /^(?:(.*)\/)?charts\/([^/]+)$/.exec(chart);
  if (!sub) return [undefined, own];
  return [{ file: sub[1] === undefined ? 'values.yaml' : `${sub[1]}/values.yaml`, under: sub[2] ?? '' }, own];
}

/** Whether the chart has a values.yaml to read defaults from. */
export const hasChartValues = (world: World, chart: string): boolean =>
  world.filesAt((p) => p === (chart === '' ? 'values.yaml' : `${chart}/values.yaml`)).length > 0;

/**
 * Whether a default install renders a template whose whole content stands under `.Values.<key>`
 * (ManifestFile.renderedUnder): the value is true, or unset where the template renders then too
 * (`whereUnset`: ManifestFile.renderedWhereUnset).
 */
export function rendersByDefault(world: World, chart: string, key: string, whereUnset: boolean): boolean {
  const value = chartValue(world, chart, key.split('.'));
  return isTruthy(value) || (whereUnset && value === undefined);
}

/** What a template's `if` takes for true: anything but false, 0, null, an empty string, list or map. */
export function isTruthy(v: unknown): boolean {
  if (v === undefined || v === null || v === false || v === 0 || v === '') return false;
  if (Array.isArray(v)) return v.length > 0;
  return !isJsonObject(v) || Object.keys(v).length > 0;
}
