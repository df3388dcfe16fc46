import type { GoText } from '../../engine/world.js';

// A knative webhook ships without rules (kodata/, ko-data-webhooks.ts): knative's defaulting
// controller writes them at run time from the map of kinds the repository's Go hands to
// `defaulting.NewAdmissionController(ctx, "<name>", "<path>", types, …)`, so the webhook sees
// those kinds alone (tektoncd/operator's webhook.operator.tekton.dev never sees TektonScheduler,
// which its `types` map leaves out). The map's kinds are read from its values, the Go types
// (`&v1alpha1.TektonConfig{}`), in its literal and in what the package adds to it
// (`types[…WithKind(…)] = &v1alpha1.TektonAddon{}`), a kind being its Go type's name.

/**
 * The kinds the webhook named `name` defaults, where the repository's Go hands knative's defaulting
 * controller a map variable of its package, or none where another constructor of admission
 * controllers registers it; undefined where that cannot be read.
 */
export function knativeWebhookKinds(goTexts: readonly GoText[], name: string): ReadonlySet<string> | undefined {
  const quoted = JSON.stringify(name);
  for (const call of goTexts) {
    const text = call.text;
    if (text === undefined || !text.includes(quoted) || !text.includes('NewAdmissionController(')) continue;
    for (const m of text.matchAll(/\b(?:(\w+)\.)?NewAdmissionController\(/g)) {
      const args = topLevelArguments(text, m.index + m[0].length);
      if (args?.[1] !== quoted) continue;
      // Another constructor of that name takes no map of kinds: tektoncd/operator's proxy
      // webhook (pkg/reconciler/proxy), `NewAdmissionController(ctx, "proxy.operator.tekton.dev",
      // "/defaulting", func…)`, mutates Pods alone, no custom resource of its group.
      if (m[1] !== 'defaulting') return NO_KINDS;
      const types = args[3];
      if (types === undefined || !/^[A-Za-z_]\w*$/.test(types)) return undefined;
      const kinds = mapKinds(packageTexts(goTexts, call.path), types);
      return kinds.size > 0 ? kinds : undefined;
    }
  }
  return undefined;
}

const NO_KINDS: ReadonlySet<string> = new Set();

/** The texts of the Go files of the package (the directory) of `path`, not its tests. */
function packageTexts(goTexts: readonly GoText[], path: string): string[] {
  const dir = path.slice(0, path.lastIndexOf('/') + 1);
  return goTexts.flatMap((f) =>
    f.text !== undefined &&
    f.path.startsWith(dir) &&
    !f.path.slice(dir.length).includes('/') &&
    !f.path.endsWith('_test.go')
      ? [f.text]
      : [],
  );
}

/** The Go type names of the values of the map variable `name`: in its literal and in assignments to its keys. */
function mapKinds(texts: readonly string[], name: string): Set<string> {
  const kinds = new Set<string>();
  const value = /&(?:\w+\.)?([A-Z]\w*)\{\}/g;
  for (const text of texts) {
    const declared = new RegExp(String.raw`\b${name}\s*=\s*map\[[^\]]*\][\w.*]*\s*\{`).exec(text);
    if (declared) {
      const end = closingBrace(text, declared.index + declared[0].length);
      for (const v of text.slice(declared.index, end).matchAll(value)) kinds.add(v[1] as string);
    }
    for (const a of text.matchAll(new RegExp(String.raw`\b${name}\[[^\n]*\]\s*=\s*&(?:\w+\.)?([A-Z]\w*)\{\}`, 'g')))
      kinds.add(a[1] as string);
  }
  return kinds;
}

/** The index after the `}` that closes a brace opened just before `from`, or the text's end. */
function closingBrace(text: string, from: number): number {
  let depth = 1;
  for (let i = from; i < text.length; i++) {
    if (text[i] === '{') depth++;
    else if (text[i] === '}' && --depth === 0) return i + 1;
  }
  return text.length;
}

/**
 * The arguments of a call whose `(` ends just before `from`, split at its top-level commas and
 * trimmed, comments dropped; undefined where the call does not close (a string holding a bracket
 * is not told from code: such a call reads as another, and names no map of kinds).
 */
function topLevelArguments(text: string, from: number): string[] | undefined {
  const args: string[] = [];
  let depth = 0;
  let start = from;
  for (let i = from; i < text.length; i++) {
    const c = text[i];
    if (c === '/' && text[i + 1] === '/') {
      i = text.indexOf('\n', i);
      if (i === -1) return undefined;
    } else if (c === '(' || c === '{' || c === '[') depth++;
    else if ((c === ')' || c === '}' || c === ']') && depth > 0) depth--;
    else if (c === ',' && depth === 0) {
      args.push(text.slice(start, i));
      start = i + 1;
    } else if (c === ')') {
      args.push(text.slice(start, i));
      return args.map((a) => a.replace(/\/\/[^\n]*/g, '').trim()).filter((a) => a !== '');
    }
  }
  return undefined;
}
