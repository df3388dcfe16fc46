// Widget CRDs (widgets.example.com) for the crd rule tests, built from the parts a test varies, so
// that every fixture has one layout and its line numbers can be counted from here.
//
// `widget` is a v1 CRD around a schema, for the schema rule tests: the schema's first line is
// line 14 and its top-level keys are at column 11, so line = 13 + the line within the schema,
// column = 11 + indent. `after` holds more lines of the same version (subresources), indented as
// `served:`, and `moreVersions` more entries of `versions`; both come after the schema so its
// lines do not move.

export function widget(schema: string, after = '', moreVersions = ''): string {
  const tail = dedent(after)
    .split('\n')
    .filter((l) => l !== '')
    .map((l) => `      ${l}`)
    .join('\n');
  const versions = dedent(moreVersions)
    .split('\n')
    .filter((l) => l !== '')
    .map((l) => `    ${l}`)
    .join('\n');
  return [
    'apiVersion: apiextensions.k8s.io/v1',
    'kind: CustomResourceDefinition',
    'metadata: {name: widgets.example.com}',
    'spec:',
    '  group: example.com',
    '  names: {kind: Widget, plural: widgets}',
    '  scope: Namespaced',
    '  versions:',
    schemaVersion(schema),
    ...(tail === '' ? [] : [tail]),
    ...(versions === '' ? [] : [versions]),
    '',
  ].join('\n');
}

/** What `widgetCrd` takes: the `versions` entries, and whatever a test changes of the rest. */
export interface WidgetCrdParts {
  /** The entries of spec.versions, verbatim (a block entry starts `    - `); they start on line 10. */
  readonly versions: string;
  readonly name?: string;
  readonly group?: string;
  /** spec.names, in flow style. */
  readonly names?: string;
  readonly scope?: string;
  /** A line after metadata.name, verbatim. Given, even empty, it is line 5 and what follows moves down one. */
  readonly metadataLine?: string;
  /** A line after spec.scope, before `versions:`, verbatim; likewise a line of its own when given. */
  readonly specLine?: string;
  /** Lines after the versions, verbatim; likewise a line of their own when given, even empty. */
  readonly after?: string;
}

/**
 * A v1 CRD in block style, widgets.example.com unless `parts` says otherwise: metadata.name on
 * line 4, `versions:` on line 9 and the versions from line 10 (each one later for
 * `metadataLine` and for `specLine`), ending in a newline.
 */
export function widgetCrd(parts: WidgetCrdParts): string {
  return [
    'apiVersion: apiextensions.k8s.io/v1',
    'kind: CustomResourceDefinition',
    'metadata:',
    `  name: ${parts.name ?? 'widgets.example.com'}`,
    ...(parts.metadataLine === undefined ? [] : [parts.metadataLine]),
    'spec:',
    `  group: ${parts.group ?? 'example.com'}`,
    `  names: ${parts.names ?? '{kind: Widget, plural: widgets}'}`,
    `  scope: ${parts.scope ?? 'Namespaced'}`,
    ...(parts.specLine === undefined ? [] : [parts.specLine]),
    '  versions:',
    parts.versions,
    ...(parts.after === undefined ? [] : [parts.after]),
    '',
  ].join('\n');
}

/** The one version, v1, served and stored, with the empty object schema: a `versions` entry in flow style. */
export const ONE_VERSION = '    - {name: v1, served: true, storage: true, schema: {openAPIV3Schema: {type: object}}}';

/**
 * A kustomize patch of the Widget CRD (cert-manager's CA injection): metadata only, merged into
 * the CRD before anything is applied, so it has no spec to reject.
 */
export const CA_INJECTION_PATCH = [
  'apiVersion: apiextensions.k8s.io/v1',
  'kind: CustomResourceDefinition',
  'metadata:',
  '  name: widgets.example.com',
  '  annotations:',
  '    cert-manager.io/inject-ca-from: system/serving-cert',
  '',
].join('\n');

/**
 * v1, served and stored, around `schema` in block style: a `versions` entry of five lines, then
 * the schema (dedented) with its top-level keys at column 11.
 */
export function schemaVersion(schema: string): string {
  const body = dedent(schema)
    .split('\n')
    .map((l) => (l === '' ? l : `          ${l}`))
    .join('\n');
  return [
    '    - name: v1',
    '      served: true',
    '      storage: true',
    '      schema:',
    '        openAPIV3Schema:',
    body,
  ].join('\n');
}

/**
 * A `versions` entry in block style: `name`, served, `storage`, the schema in flow style, then
 * `more` lines of the version, each indented here to stand beside `served:`.
 */
export function versionEntry(name: string, storage: boolean, schema: string, more: readonly string[] = []): string {
  return [
    `    - name: ${name}`,
    '      served: true',
    `      storage: ${storage}`,
    `      schema: {openAPIV3Schema: ${schema}}`,
    ...more.map((l) => `      ${l}`),
  ].join('\n');
}

/** Drops a leading empty line and the common indentation. */
export function dedent(text: string): string {
  const lines = text
    .replace(/^\n/, '')
    .replace(/\n\s*$/, '')
    .split('\n');
  const indents = lines.filter((l) => l.trim() !== '').map((l) => (/^ */.exec(l)?.[0] ?? '').length);
  const indent = indents.length > 0 ? Math.min(...indents) : 0;
  return lines.map((l) => (l.trim() === '' ? '' : l.slice(indent))).join('\n');
}

/** The apiserver path of a single (hoisted) version's schema. */
export const R = 'spec.validation.openAPIV3Schema';
/** The manifest path of the first version's schema. */
export const M = 'spec.versions[0].schema.openAPIV3Schema';
