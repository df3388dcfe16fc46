import { DEFAULT_CONFIG, type Config } from '../../../src/engine/config.js';
import { scopeChanged } from '../../../src/rules/compat/scope-changed.js';
import { ruleTester } from '../../support/rule-tester.js';
import { widgetCrd } from './widget-crd.js';

// compat/scope-changed (spec/crd-compatibility.md §5.1), after crdify's scope validation. Where
// crd/names reports the change as the apiserver's rejection (a base taken as Established), this
// rule is silent: one error a fact.
const crd = (scope: string, status = '') => widgetCrd('type: object', status, { scope });
/** A base that says the apiserver has not yet Established it: the scope may still change. */
const NOT_ESTABLISHED = 'status:\n  conditions:\n  - type: Established\n    status: "False"';
const NAMES_OFF: Config = { ...DEFAULT_CONFIG, rules: new Map([['crd/names', 'off']]) };
const NAMES_WARNING: Config = { ...DEFAULT_CONFIG, rules: new Map([['crd/names', 'warning']]) };

ruleTester(scopeChanged, {
  valid: [
    { name: 'the same scope', base: crd('Namespaced'), head: crd('Namespaced') },
    { name: 'a created CRD', head: crd('Cluster') },
    {
      name: "a change crd/names reports as the apiserver's rejection (a base taken as Established)",
      base: crd('Namespaced'),
      head: crd('Cluster'),
    },
  ],
  invalid: [
    {
      name: 'Namespaced to Cluster, from a base that says it is not Established',
      base: crd('Namespaced', NOT_ESTABLISHED),
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
      name: 'a change where the configuration makes crd/names a warning: still this error',
      config: NAMES_WARNING,
      base: crd('Namespaced'),
      head: crd('Cluster'),
      findings: [{ line: 8, column: 10, severity: 'error' }],
    },
    {
      name: 'Cluster to Namespaced, with crd/names turned off',
      config: NAMES_OFF,
      base: crd('Cluster'),
      head: crd('Namespaced'),
      findings: [{ line: 8, column: 10, data: { compat: { base: 'Cluster', head: 'Namespaced' } } }],
    },
  ],
});
