import { statusSubresourceAdded } from '../../../src/rules/compat/status-subresource-added.js';
import { ruleTester } from '../../support/rule-tester.js';
import { underVersions, widgetCrd } from './widget-crd.js';

// compat/status-subresource-added: the subresources follow v1's two-line schema: `subresources:`
// is line 17, `status: {}` line 18.
const STATUS = '    status: {}';
const SCALE = '    scale: {specReplicasPath: .spec.replicas, statusReplicasPath: .status.replicas}';
/** A schema of spec.replicas and the status given (flow). */
const schemaWith = (status: string) =>
  `type: object\nproperties: {spec: {type: object, properties: {replicas: {type: integer}}}${status === '' ? '' : `, status: ${status}`}}`;
const KEPT = schemaWith('{type: object, properties: {replicas: {type: integer}}}');
const crdOf = (schema: string, ...lines: string[]) =>
  widgetCrd(schema, lines.length === 0 ? '' : underVersions(['  subresources:', ...lines].join('\n')));

ruleTester(statusSubresourceAdded, {
  valid: [
    { name: 'kept', base: crdOf(KEPT, STATUS), head: crdOf(KEPT, STATUS) },
    { name: 'the scale subresource added', base: crdOf(KEPT, STATUS), head: crdOf(KEPT, STATUS, SCALE) },
    // Nothing was kept in status to lose.
    {
      name: 'added where the schema declared no status',
      base: crdOf(schemaWith('')),
      head: crdOf(schemaWith(''), STATUS),
    },
    {
      name: 'added where the status declared no fields',
      base: crdOf(schemaWith('{type: object}')),
      head: crdOf(schemaWith('{type: object}'), STATUS),
    },
    {
      name: 'added to a version not served',
      base:
        crdOf(KEPT).replace('served: true', 'served: false').replace('storage: true', 'storage: false') +
        '  - {name: v2, served: true, storage: true}\n',
      head:
        crdOf(KEPT, STATUS).replace('served: true', 'served: false').replace('storage: true', 'storage: false') +
        '  - {name: v2, served: true, storage: true}\n',
    },
  ],
  invalid: [
    {
      name: 'added where the schema kept a status: a warning',
      base: crdOf(KEPT),
      head: crdOf(KEPT, STATUS),
      findings: [
        {
          line: 18,
          column: 7,
          severity: 'warning',
          message:
            'the status subresource of v1 was added, where its schema kept a status before; from now on the apiserver drops status from creates and from updates of the resource without an error, so a controller that writes status with an update of the whole object (one of an older release, during an upgrade) sees its writes ignored; make sure every running controller writes status through /status',
          data: { compat: { version: 'v1', check: 'status', base: null, head: {} } },
        },
      ],
    },
    {
      name: 'added where the status kept unknown fields',
      base: crdOf(schemaWith('{type: object, x-kubernetes-preserve-unknown-fields: true}')),
      head: crdOf(schemaWith('{type: object, x-kubernetes-preserve-unknown-fields: true}'), STATUS),
      findings: [{ line: 18, column: 7, severity: 'warning' }],
    },
  ],
});
