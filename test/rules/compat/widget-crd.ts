import { yaml } from '../../support/rule-tester.js';

// A v1 CRD for the compat/ tests. `schema` is the body of v1's openAPIV3Schema (written without
// indentation, as `yaml` leaves it): line 14 is `openAPIV3Schema:` and the schema's first line is
// line 15, column 9, so a test counts lines from the schema it writes. `more` follows the v1
// entry: further versions (`- name: v2` at column 3), then anything else under the CRD.
export const SCHEMA_LINE = 15;
export const SCHEMA_COLUMN = 9;

export function widgetCrd(schema: string, more = '', options: { readonly name?: string; readonly scope?: string } = {}): string {
  const head = [
    'apiVersion: apiextensions.k8s.io/v1',
    'kind: CustomResourceDefinition',
    'metadata:',
    `  name: ${options.name ?? 'widgets.example.com'}`,
    'spec:',
    '  group: example.com',
    '  names: {kind: Widget, plural: widgets}',
    `  scope: ${options.scope ?? 'Namespaced'}`,
    '  versions:',
    '  - name: v1',
    '    served: true',
    '    storage: true',
    '    schema:',
    '      openAPIV3Schema:',
  ];
  const body = schema.split('\n').filter((l, i, all) => !(i === all.length - 1 && l.trim() === '')).map((l) => (l === '' ? l : `        ${l}`));
  return [...head, ...body, ...(more === '' ? [] : more.replace(/\n$/, '').split('\n'))].join('\n') + '\n';
}

export { yaml };
