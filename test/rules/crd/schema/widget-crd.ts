// A v1 CRD around a schema, for the schema rule tests: the schema's first line is line 14 and its
// top-level keys are at column 11, so line = 13 + the line within the schema, column = 11 + indent.
// `after` holds more lines of the same version (subresources), indented as `served:`, and
// `moreVersions` more entries of `versions`; both come after the schema so its lines do not move.

export function widget(schema: string, after = '', moreVersions = ''): string {
  const body = dedent(schema)
    .split('\n')
    .map((l) => (l === '' ? l : `          ${l}`))
    .join('\n');
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
    '    - name: v1',
    '      served: true',
    '      storage: true',
    '      schema:',
    '        openAPIV3Schema:',
    body,
    ...(tail === '' ? [] : [tail]),
    ...(versions === '' ? [] : [versions]),
    '',
  ].join('\n');
}

/** Drops a leading empty line and the common indentation. */
export function dedent(text: string): string {
  const lines = text.replace(/^\n/, '').replace(/\n\s*$/, '').split('\n');
  const indents = lines.filter((l) => l.trim() !== '').map((l) => (/^ */.exec(l)?.[0] ?? '').length);
  const indent = indents.length > 0 ? Math.min(...indents) : 0;
  return lines.map((l) => (l.trim() === '' ? '' : l.slice(indent))).join('\n');
}

/** The apiserver path of a single (hoisted) version's schema. */
export const R = 'spec.validation.openAPIV3Schema';
/** The manifest path of the first version's schema. */
export const M = 'spec.versions[0].schema.openAPIV3Schema';
