import { defineRule } from '../../engine/rule.js';
import { crdOptions } from '../crd/schema/crd-options.js';
import { compatReports, shown } from './compat-report.js';

// compat/scope-changed (spec/crd-compatibility.md §5.1): Namespaced ↔ Cluster moves every
// object's URL and identity. The apiserver refuses it once the CRD is Established
// (CRD-SCOPE-002), and crd/names reports that rejection, taking a base as Established unless it
// says otherwise: compat/ stays silent where crd/ reports the same fact as a rejection (the
// spec's §1 rule; the one line had two errors, crd/names' and this, in four repositories of
// seven). Where the base says it is not Established, or the configuration makes crd/names less
// than an error, this reports it.
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
  check: (ctx) => {
    // crd/names says it as an error unless the configuration lowered it or turned it off.
    const namesReports = (ctx.config.rules.get('crd/names') ?? 'error') === 'error';
    return compatReports(ctx, 'compat/scope-changed', (d) => ({
      messageId: 'scope',
      data: { from: shown(d.base), to: shown(d.head) },
    })).filter((r) => {
      const base = r.object && ctx.baseOf(r.object);
      return !(namesReports && base && crdOptions(base).requireImmutableNames);
    });
  },
});
