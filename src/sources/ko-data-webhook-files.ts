import { isManifestPath } from '../parse/manifest-file.js';
import type { KoDataWebhookFiles } from '../rules/cr/ko-data-webhooks.js';
import { walkCheckout } from './checkout-walk.js';

// The files under the checkout's `kodata/` directories that register mutating webhooks
// (rules/cr/ko-data-webhooks.ts). ko packs a kodata/ directory into the image of the Go binary
// beside it, and knative-based operators apply their own webhook configurations from there
// (tektoncd/operator's cmd/kubernetes/webhook/kodata/): the review passes kodata/ by as
// vendored (sources/file-selection.ts), and reads these as context only. Nothing is walked until
// a rule asks, which only a custom resource's missing required field does.

export function koDataWebhookFiles(root: string): KoDataWebhookFiles {
  let files: readonly { readonly path: string; readonly text: string }[] | undefined;
  return {
    read: () =>
      (files ??= walkCheckout(root, {
        // Deeper than any `cmd/<binary>/kodata/` of a real repository.
        maxDepth: 8,
        // Webhook configurations are small; a bigger file is an upstream release, read whole all the same up to this.
        maxFileBytes: 4 * 1024 * 1024,
        marks: (name) => name === 'kodata',
        wanted: (name, marked) => marked && isManifestPath(name),
        keep: (text) => text.includes('MutatingWebhookConfiguration'),
      })),
  };
}
