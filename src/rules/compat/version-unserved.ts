import { defineRule } from '../../engine/rule.js';
import { compatReports } from './compat-report.js';

// compat/version-unserved (spec/crd-compatibility.md §5.3): a version served in base has
// `served: false` (or no `served`) in head. It is the legitimate last step of a deprecation,
// which is what a suppression with a reason is for.
export const versionUnserved = defineRule({
  id: 'compat/version-unserved',
  scope: 'object',
  meta: {
    severity: 'error',
    description: 'a served version of a CRD is no longer served',
    messages: {
      unserved:
        'version {{version}} is no longer served; every client, kubectl command and manifest that uses {{version}} now gets 404 Not Found although its objects stay stored; keep serving it until its users have moved (when this ends a deprecation, suppress this finding with the reason)',
      unservedDeprecated:
        'version {{version}}, deprecated before this change, is no longer served: this ends its deprecation, and every client, kubectl command and manifest still on {{version}} now gets 404 Not Found although its objects stay stored; once its users have had the time the deprecation promised them, suppress this finding with the reason',
    },
  },
  check: (ctx) =>
    compatReports(ctx, 'compat/version-unserved', (d) => ({
      messageId: 'deprecated' in d && d.deprecated === true ? 'unservedDeprecated' : 'unserved',
      data: { version: d.version },
    })),
});
