import { yaml } from '../../support/rule-tester.js';

// A v1 CRD for the compat/ tests. `schema` is the body of v1's openAPIV3Schema (written without
// indentation, as `yaml` leaves it): line 14 is `openAPIV3Schema:` and the schema's first line is
// line 15, column 9, so a test counts lines from the schema it writes. `more` follows the v1
// entry: further versions (`- name: v2` at column 3), then anything else under the CRD.

export function widgetCrd(
  schema: string,
  more = '',
  options: { readonly name?: string; readonly scope?: string; readonly kind?: string } = {},
): string {
  const name = options.name ?? 'widgets.example.com';
  const head = [
    'apiVersion: apiextensions.k8s.io/v1',
    'kind: CustomResourceDefinition',
    'metadata:',
    `  name: ${name}`,
    'spec:',
    `  group: ${name.slice(name.indexOf('.') + 1)}`,
    `  names: {kind: ${options.kind ?? 'Widget'}, plural: ${name.split('.')[0]}}`,
    `  scope: ${options.scope ?? 'Namespaced'}`,
    '  versions:',
    '  - name: v1',
    '    served: true',
    '    storage: true',
    '    schema:',
    '      openAPIV3Schema:',
  ];
  const body = schema
    .split('\n')
    .filter((l, i, all) => !(i === all.length - 1 && l.trim() === ''))
    .map((l) => (l === '' ? l : `        ${l}`));
  return [...head, ...body, ...(more === '' ? [] : more.replace(/\n$/, '').split('\n'))].join('\n') + '\n';
}

export { yaml };

/** Text written as `yaml` leaves it (from column 1), indented by two for `widgetCrd`'s `more`: `- name: v2` lands in spec.versions. */
export const underVersions = (text: string): string =>
  text
    .replace(/\n$/, '')
    .split('\n')
    .map((l) => (l === '' ? l : `  ${l}`))
    .join('\n');

/**
 * An openAPIV3Schema with `spec` holding `properties` (written without indentation): line 19 is
 * spec's `properties:` (column 13), and the first property is line 20, column 15. `specMore`
 * (keys of spec, such as `required: [size]`) comes before `properties:` and moves it down.
 */
export function specSchema(properties: string, specMore = ''): string {
  const indent = (text: string, n: number) =>
    text
      .replace(/\n$/, '')
      .split('\n')
      .map((l) => (l === '' ? l : ' '.repeat(n) + l))
      .join('\n');
  return [
    'type: object',
    'properties:',
    '  spec:',
    '    type: object',
    ...(specMore === '' ? [] : [indent(specMore, 4)]),
    '    properties:',
    indent(properties, 6),
  ].join('\n');
}

/** The fieldPath of a node below v1's spec: `at('size')` is `…properties[spec].properties[size]`. */
export const at = (...names: string[]): string =>
  `spec.versions[0].schema.openAPIV3Schema.properties[spec]${names.map((n) => `.properties[${n}]`).join('')}`;

/** An embedded Container's properties as controller-gen writes them without descriptions, some of them (YAML flow). */
export const CONTAINER_FIELDS = [
  'name: {type: string}',
  'image: {type: string}',
  'command: {type: array, items: {type: string}}',
  'args: {type: array, items: {type: string}}',
  'env: {type: array, items: {type: object}}',
  'ports: {type: array, items: {type: object}}',
  'resources: {type: object}',
  'volumeMounts: {type: array, items: {type: object}}',
  'imagePullPolicy: {type: string}',
  'terminationMessagePolicy: {type: string}',
  'securityContext: {type: object}',
  'tty: {type: boolean}',
].join(', ');

/**
 * A v1beta1 Widget CRD of one version, v1, whose top-level `validation` gives spec these
 * properties (YAML flow), with `preserveUnknownFields` where given (v1beta1 keeps unknown fields
 * without it).
 */
export const v1beta1WidgetCrd = (specProperties: string, preserveUnknownFields?: boolean): string =>
  [
    'apiVersion: apiextensions.k8s.io/v1beta1',
    'kind: CustomResourceDefinition',
    'metadata: {name: widgets.example.com}',
    'spec:',
    '  group: example.com',
    '  names: {kind: Widget, plural: widgets, singular: widget, listKind: WidgetList}',
    '  scope: Namespaced',
    ...(preserveUnknownFields === undefined ? [] : [`  preserveUnknownFields: ${preserveUnknownFields}`]),
    '  version: v1',
    `  validation: {openAPIV3Schema: {type: object, properties: {spec: {type: object, properties: {${specProperties}}}}}}`,
    '',
  ].join('\n');
