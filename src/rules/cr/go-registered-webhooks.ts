import type { CacheKey } from '../../engine/review-cache.js';
import type { RuleContext } from '../../engine/rule.js';
import { isInTestTree } from '../../parse/test-trees.js';
import type { MutatingWebhook } from './mutating-webhooks.js';

// Mutating webhooks a Go program of the repository registers at run time, which no manifest
// holds: config-connector's webhook manager builds its MutatingWebhookConfiguration in Go
// (pkg/webhook/register.go), and its container-annotation-handler.cnrm.cloud.google.com sets
// every resource's projectRef from its namespace's annotation before the apiserver validates it.
// Their rules are computed, so what is read is the webhook's name, in a Go struct literal that
// says it is a mutating one (`admissionregistrationv1.MutatingWebhook{Name: …}`, or a struct of
// the program's own with `Type: Mutating`): the webhook counts for the resources of the domain
// its name is in (go-webhook-files.ts reads the files, from the checkout, only when asked).

/** The Go files of the checkout that may register webhooks (src/sources/go-webhook-files.ts). */
export interface GoWebhookFiles {
  readonly read: () => readonly { readonly path: string; readonly text: string }[];
}

const WEBHOOKS: CacheKey<{ value?: readonly MutatingWebhook[] }> = {
  name: 'cr/ mutating webhooks registered in Go',
  create: () => ({}),
};

export function goRegisteredWebhooks(ctx: RuleContext): readonly MutatingWebhook[] {
  const files = ctx.services?.goWebhooks;
  if (!files) return [];
  const memo = ctx.cache.get(WEBHOOKS);
  memo.value ??= files.read().flatMap(({ path, text }) => {
    // One per domain of a file: which of its webhooks sees which kind, its code computes, so a
    // message names them all (config-connector's iam-defaulter sees IAM kinds only).
    const byDomain = new Map<string, string[]>();
    for (const name of mutatingWebhookNames(text))
      byDomain.set(domainOf(name), [...(byDomain.get(domainOf(name)) ?? []), name]);
    return [...byDomain].map(([domain, names]) => ({
      name: `${namesText(names)} (registered in ${path})`,
      domain,
      // A test's webhook (an envtest's) is for the resources of test trees, as a test manifest's is.
      ...(isInTestTree(path) ? { inTestTree: true as const } : {}),
    }));
  });
  return memo.value;
}

/** `Name: "…"` with a name of at least four labels, as a webhook's must be a domain name. */
const NAME = /\bName:\s*"([a-z0-9](?:[-a-z0-9]*[a-z0-9])?(?:\.[a-z0-9](?:[-a-z0-9]*[a-z0-9])?){3,})"/g;
/** How far a struct literal of one webhook reaches either side of its name. */
const REACH = 2000;

/** The names in the text's struct literals that say they are of a mutating webhook. */
export function mutatingWebhookNames(text: string): string[] {
  if (!text.includes('Mutating')) return [];
  const names: string[] = [];
  for (const m of text.matchAll(NAME)) {
    const literal = enclosingLiteral(text, m.index);
    if (literal !== undefined && /\bMutating/.test(literal)) names.push(m[1] as string);
  }
  return [...new Set(names)];
}

/** The `{…}` around a position (the type before it included), within REACH; undefined when it is not closed there. */
function enclosingLiteral(text: string, at: number): string | undefined {
  let depth = 0;
  let open = -1;
  for (let i = at; i >= Math.max(0, at - REACH); i--) {
    const c = text[i];
    if (c === '}') depth++;
    else if (c === '{' && depth-- === 0) {
      open = i;
      break;
    }
  }
  if (open < 0) return undefined;
  depth = 0;
  for (let i = open; i < Math.min(text.length, open + 2 * REACH); i++) {
    const c = text[i];
    if (c === '{') depth++;
    else if (c === '}' && --depth === 0) {
      const lineStart = text.lastIndexOf('\n', open) + 1;
      return text.slice(lineStart, i + 1);
    }
  }
  return undefined;
}

/** `a`, `a or b`, `a, b or c`, `a, b or 2 more`. */
function namesText(names: readonly string[]): string {
  if (names.length <= 3)
    return names.length === 1 ? (names[0] as string) : `${names.slice(0, -1).join(', ')} or ${names.at(-1)}`;
  return `${names.slice(0, 2).join(', ')} or ${names.length - 2} more`;
}

/** What a webhook's name is in, less its first label: `cnrm.cloud.google.com` for `container-annotation-handler.cnrm.cloud.google.com`. */
const domainOf = (name: string): string => name.slice(name.indexOf('.') + 1);
