import { scopeChanged } from '../../../src/rules/compat/scope-changed.js';
import { ruleTester } from '../../support/rule-tester.js';
import { widgetCrd } from './widget-crd.js';

// compat/scope-changed (spec/crd-compatibility.md §5.1), after crdify's scope validation.
const crd = (scope: string) => widgetCrd('type: object', '', { scope });

ruleTester(scopeChanged, {
  valid: [
    { name: 'the same scope', base: crd('Namespaced'), head: crd('Namespaced') },
    { name: 'a created CRD', head: crd('Cluster') },
  ],
  invalid: [
    {
      name: 'Namespaced to Cluster',
      base: crd('Namespaced'),
      head: crd('Cluster'),
      findings: [
        {
          line: 8,
          column: 10,
          fieldPath: 'spec.scope',
          severity: 'error',
          message:
            'spec.scope changed from "Namespaced" to "Cluster"; every object changes its URL and identity, existing objects become unreachable and every client and manifest that names them breaks; keep the scope and define a new CRD for the other scope',
          data: { compat: { version: '', property: '', check: 'scope', base: 'Namespaced', head: 'Cluster' } },
        },
      ],
    },
    {
      name: 'Cluster to Namespaced',
      base: crd('Cluster'),
      head: crd('Namespaced'),
      findings: [{ line: 8, column: 10, data: { compat: { base: 'Cluster', head: 'Namespaced' } } }],
    },
  ],
});
