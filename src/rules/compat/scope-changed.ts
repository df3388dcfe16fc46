import { defineRule } from '../../engine/rule.js';
import { compatReports, shown } from './compat-report.js';

// compat/scope-changed (spec/crd-compatibility.md §5.1): Namespaced ↔ Cluster moves every
// object's URL and identity. The apiserver refuses it once the CRD is Established
// (CRD-SCOPE-002, crd/ reports that rejection); compat/ reports it whatever the base status says.
export const scopeChanged = defineRule({
  id: 'compat/scope-changed',
  scope: 'object',
  meta: {
    severity: 'error',
    description: "a CRD's spec.scope changed between Namespaced and Cluster",
    messages: {
      scope:
        'spec.scope changed from {{from}} to {{to}}; every object changes its URL and identity, existing objects become unreachable and every client and manifest that names them breaks; keep the scope and define a new CRD for the other scope',
    },
  },
  check: (ctx) =>
    compatReports(ctx, 'compat/scope-changed', (d) => ({
      messageId: 'scope',
      data: { from: shown(d.base), to: shown(d.head) },
    })),
});
