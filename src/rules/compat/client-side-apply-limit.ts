import { defineRule } from '../../engine/rule.js';
import { ANNOTATIONS_LIMIT_BYTES } from './client-side-apply-size.js';
import { compatReports } from './compat-report.js';
import type { RuleContext } from '../../engine/rule.js';
import type { KubeObject } from '../../parse/kube-object.js';
import { olmBundleOf } from '../olm-bundle.js';

// compat/client-side-apply-limit: the change makes the CRD too large to install or upgrade with
// a client-side `kubectl apply`, which copies the whole object into its last-applied-configuration
// annotation (client-side-apply-size.ts); the apiserver then refuses the apply (`metadata.annotations:
// Too long: may not be more than 262144 bytes`). Argo CD applies that way unless an Application
// sets ServerSideApply=true; server-side apply, `kubectl create` and `replace`, Helm and Flux
// write no such annotation. Reported only where the change crosses the limit: a CRD already over
// it is applied some other way already. Nor for a CRD of an OLM bundle: OLM creates and updates
// its CRDs (operator-lifecycle-manager's catalog/step.go), and no one applies a bundle's manifests
// (opensearch-k8s-operator a34ac0ce76 warned on bundle/manifests/, beside the copies it applies).
export const clientSideApplyLimit = defineRule({
  id: 'compat/client-side-apply-limit',
  scope: 'object',
  meta: {
    severity: 'warning',
    description:
      'a change makes a CRD too large for a client-side kubectl apply: its last-applied-configuration annotation would pass 256 KiB',
    messages: {
      crossed:
        'this change makes the CRD too large for a client-side `kubectl apply`: the last-applied-configuration annotation it writes would bring the annotations to {{after}} bytes, over the {{limit}} the apiserver allows (they came to {{before}} before), so such an apply is refused with `metadata.annotations: Too long`; whoever installs or upgrades the CRD with `kubectl apply`, or with Argo CD without ServerSideApply=true, must switch to `kubectl apply --server-side` (or create / replace), or shrink the CRD (descriptions are most of a generated one)',
    },
  },
  check: (ctx) =>
    compatReports(ctx, 'compat/client-side-apply-limit', (d) => ({
      messageId: 'crossed',
      data: { before: bytes(d.base), after: bytes(d.head), limit: bytes(ANNOTATIONS_LIMIT_BYTES) },
    })).filter((r) => r.object === undefined || !inOlmBundle(ctx, r.object)),
});

/** Beside a ClusterServiceVersion that owns it, at head or at base. */
const inOlmBundle = (ctx: RuleContext, crd: KubeObject): boolean =>
  [ctx.whole?.head ?? ctx.head, ctx.whole?.base ?? ctx.base].some(
    (world) => world !== undefined && olmBundleOf(ctx, crd.source.file, crd.name, world) !== undefined,
  );

const bytes = (n: unknown): string => (typeof n === 'number' ? n.toLocaleString('en-US') : String(n));
