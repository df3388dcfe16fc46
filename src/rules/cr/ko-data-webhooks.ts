import type { CacheKey } from '../../engine/review-cache.js';
import type { RuleContext } from '../../engine/rule.js';
import { parseManifestFile } from '../../parse/manifest-file.js';
import type { KubeObject } from '../../parse/kube-object.js';

// Mutating webhook configurations a Go binary ships in its ko data directory (kodata/), which
// the review passes by as vendored: knative-based operators apply their own from there
// (tektoncd/operator's webhook.operator.tekton.dev, shipped without rules as knative's are). The
// sources find them in the checkout when a rule asks (src/sources/ko-data-webhook-files.ts); they
// count as the repository's webhooks (mutating-webhooks.ts), and are never reviewed.

/** The kodata/ files of the checkout that mention MutatingWebhookConfiguration. */
export interface KoDataWebhookFiles {
  readonly read: () => readonly { readonly path: string; readonly text: string }[];
}

const CONFIGURATIONS: CacheKey<{ value?: readonly KubeObject[] }> = {
  name: 'cr/ mutating webhook configurations in kodata',
  create: () => ({}),
};

/** The MutatingWebhookConfigurations of the checkout's kodata/ directories; none without the service. */
export function koDataWebhookConfigurations(ctx: RuleContext): readonly KubeObject[] {
  const files = ctx.services?.koDataWebhooks;
  if (!files) return [];
  const memo = ctx.cache.get(CONFIGURATIONS);
  memo.value ??= files
    .read()
    .flatMap((f) => parseManifestFile(f.path, f.text).objects)
    .filter((o) => o.group === 'admissionregistration.k8s.io' && o.kind === 'MutatingWebhookConfiguration');
  return memo.value;
}
