import type { GoWebhookFiles } from '../rules/cr/go-registered-webhooks.js';
import { walkCheckout } from './checkout-walk.js';

// The Go files of the checkout that may register mutating webhooks at run time
// (rules/cr/go-registered-webhooks.ts): those of a directory or file named for webhooks
// (config-connector's pkg/webhook/register.go), not tests, that mention a mutating one. Nothing is
// walked until a rule asks, which only a custom resource's missing required field does.

export function goWebhookFiles(root: string): GoWebhookFiles {
  let files: readonly { readonly path: string; readonly text: string }[] | undefined;
  return {
    read: () =>
      (files ??= walkCheckout(root, {
        // Deeper than any `pkg/<component>/webhook/` of a real repository.
        maxDepth: 10,
        maxFileBytes: 1024 * 1024,
        skipDotDirectories: true,
        marks: (name) => /webhook/i.test(name),
        wanted: (name, marked) => marked && name.endsWith('.go') && !name.endsWith('_test.go'),
        keep: (text) => text.includes('Mutating'),
      })),
  };
}
