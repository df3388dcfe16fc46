import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_CONFIG } from '../../src/engine/config.js';
import type { Finding } from '../../src/engine/finding.js';
import { familyOf, type Rule } from '../../src/engine/rule.js';
import { review } from '../../src/engine/run.js';
import { LIMITS } from '../../src/parse/parse-problem.js';
import { RULES } from '../../src/rules/index.js';
import { DOCS_SERVICES } from '../rules/approval/verification-fixture.js';
import { reviewTrees, stripWants } from '../rules/lifecycle/go-fixture.js';
import { changeSetOf } from '../support/rule-tester.js';
import { widgetCrd } from '../rules/compat/widget-crd.js';

// A rule's page read as data, and its examples run through the real pipeline, so that the page
// is evidence (STYLE §2, §5): the Incorrect example triggers the rule exactly on its `want:`
// lines, the Correct one does not, and the Message section is what the user sees for it.

export const DOCS_DIR = fileURLToPath(new URL('../../docs/rules/', import.meta.url));

/** The sections every page has, in this order (others may stand between them). */
export const PAGE_SECTIONS = ['Incorrect', 'Correct', 'Message', 'Options, and when not to use it', 'Source'] as const;

export interface RulePage {
  /** Path under docs/rules, e.g. `crd/cel.md`. */
  readonly path: string;
  readonly text: string;
  readonly title: string;
  readonly byline: string;
  readonly sections: ReadonlyMap<string, string>;
}

export function allPagePaths(dir: string = DOCS_DIR): string[] {
  const out: string[] = [];
  const walk = (d: string): void => {
    for (const name of readdirSync(d).sort()) {
      const p = join(d, name);
      if (statSync(p).isDirectory()) walk(p);
      else if (name.endsWith('.md')) out.push(relative(dir, p).split('\\').join('/'));
    }
  };
  walk(dir);
  return out;
}

export function readRulePage(path: string): RulePage {
  const text = readFileSync(join(DOCS_DIR, path), 'utf8');
  const [first = '', byline = ''] = text.split('\n');
  const sections = new Map<string, string>();
  for (const part of text.split(/^## /m).slice(1)) {
    const nl = part.indexOf('\n');
    sections.set(part.slice(0, nl).trim(), part.slice(nl + 1));
  }
  return { path, text, title: first.replace(/^# /, '').trim(), byline, sections };
}

/** The fenced blocks of one language in a section, in order. */
export function codeBlocks(section: string | undefined, lang: string): string[] {
  return [...(section ?? '').matchAll(new RegExp(`^\`\`\`${lang}\\n([\\s\\S]*?)^\`\`\`$`, 'gm'))].map(
    (m) => m[1] ?? '',
  );
}

export interface Want {
  readonly file: string;
  readonly line: number;
  readonly ruleId: string;
}

export interface ExampleRun {
  /** The lines the example marks with `want:`; empty for an input built by the test. */
  readonly wants: readonly Want[];
  /** The rule's findings on the example. */
  readonly findings: readonly Finding[];
}

/** A CRD whose schema's description is `length` characters long. */
function describedWidgetCrd(length: number): string {
  return widgetCrd(`type: object\ndescription: ${'d'.repeat(length)}`);
}

/**
 * Inputs no page can hold (a binary file, 16 MiB, a thousand levels, a CRD over 256 KiB): the
 * page shows them in words (a ```text block), and the test builds them, so the Message section is
 * still checked.
 */
export const BUILT_INPUTS: Readonly<
  Record<string, { readonly file: string; readonly head: string | Uint8Array; readonly base?: string }>
> = {
  'parse/not-text': {
    file: 'settings.yaml',
    head: Uint8Array.from([
      ...new TextEncoder().encode('apiVersion: v1\nkind: ConfigMap\ndata:\n  logo: "'),
      0x89,
      0x50,
      0x4e,
      0x47,
      0x00,
      0x22,
      0x0a,
    ]),
  },
  'parse/too-large': {
    file: 'bundle.yaml',
    head: `apiVersion: v1\nkind: ConfigMap\ndata:\n  blob: "${'x'.repeat(LIMITS.maxFileBytes + 1024 * 1024)}"\n`,
  },
  'parse/too-deep': {
    file: 'deep.yaml',
    head: `apiVersion: v1\nkind: ConfigMap\ndata: ${'['.repeat(LIMITS.maxDepth + 1)}${']'.repeat(LIMITS.maxDepth + 1)}\n`,
  },
  'compat/client-side-apply-limit': {
    file: 'widgets.yaml',
    head: describedWidgetCrd(300_000),
    base: describedWidgetCrd(200_000),
  },
};

const yamlWants = (file: string, block: string): Want[] =>
  block.split('\n').flatMap((text, i) => {
    const m = /#\s*want:\s*(\S+)/.exec(text);
    return m?.[1] ? [{ file, line: i + 1, ruleId: m[1] }] : [];
  });

/** The rules a page's example runs with: its own, or every rule where it judges suppressions of others. */
const rulesFor = (rule: Rule): readonly Rule[] => (familyOf(rule.id) === 'suppression' ? RULES : [rule]);

export function runBuilt(rule: Rule, file: string, head: string | Uint8Array, base?: string): Finding[] {
  return reviewYaml(rule, file, head, base);
}

/** The text (or bytes) with `line` inserted before its line number `before` (1-based). */
export function withLineBefore(head: string | Uint8Array, before: number, line: string): string | Uint8Array {
  const bytes = typeof head === 'string' ? new TextEncoder().encode(head) : head;
  let at = 0;
  for (let n = 1; n < before; n++) at = bytes.indexOf(0x0a, at) + 1;
  const extra = new TextEncoder().encode(`${line}\n`);
  const inserted = new Uint8Array(bytes.length + extra.length);
  inserted.set(bytes.subarray(0, at));
  inserted.set(extra, at);
  inserted.set(bytes.subarray(at), at + extra.length);
  return typeof head === 'string' ? new TextDecoder().decode(inserted) : inserted;
}

function reviewYaml(rule: Rule, file: string, head: string | Uint8Array, base?: string): Finding[] {
  const changeSet =
    typeof head === 'string'
      ? changeSetOf({ name: rule.id, head, ...(base === undefined ? {} : { base }), file })
      : {
          root: '/',
          hasBase: false,
          files: [
            {
              path: file,
              status: 'added' as const,
              head,
              addedLines: [{ start: 1, end: 1 }],
              hunkLines: [{ start: 1, end: 1 }],
            },
          ],
        };
  // A rule that is off by default runs as a user who turns it on (its page says how).
  const config = rule.meta.offByDefault
    ? { ...DEFAULT_CONFIG, rules: new Map([[rule.id, rule.meta.severity]]) }
    : DEFAULT_CONFIG;
  const result = review(changeSet, { rules: rulesFor(rule), config, withBaseFindings: false, services: DOCS_SERVICES });
  if (result.internalErrors.length > 0)
    throw new Error(result.internalErrors.map((e) => `${e.where}: ${e.message}`).join('\n'));
  return result.findings.filter((f) => f.ruleId === rule.id);
}

/**
 * Go examples: a block may hold several files, each opened by a `// file: <path>` line, and, for
 * rules that judge a change, the base version of files, each opened by `// base: <path>`.
 */
function goFiles(block: string): { files: Map<string, string>; base?: Map<string, string>; wants: Want[] } {
  const files = new Map<string, string>();
  const base = new Map<string, string>();
  const wants: Want[] = [];
  const parts = block.split(/^\/\/ (file|base): (\S+)\n/m);
  // split gives ['', kind1, path1, text1, …]; a block without `// file:` is one types file.
  const triples: [string, string, string][] = parts.length === 1 ? [['file', 'api/v1alpha1/types.go', block]] : [];
  for (let i = 1; i < parts.length; i += 3) triples.push([parts[i] ?? '', parts[i + 1] ?? '', parts[i + 2] ?? '']);
  for (const [kind, path, text] of triples) {
    if (kind === 'base') {
      base.set(path, text);
      continue;
    }
    const stripped = stripWants(path, text);
    files.set(path, stripped.text);
    wants.push(...stripped.wants);
  }
  return { files, ...(base.size > 0 ? { base } : {}), wants };
}

/**
 * Runs a section's example: Go when it has a go block, else YAML (a second yaml block is the
 * text before the change), else the input the test builds for the rule; undefined when the
 * section holds prose only.
 */
export function runExample(rule: Rule, section: string | undefined): ExampleRun | undefined {
  const [go] = codeBlocks(section, 'go');
  if (go !== undefined) {
    const { files, base, wants } = goFiles(go);
    return { wants, findings: reviewTrees([rule], files, base).filter((f) => f.ruleId === rule.id) };
  }
  const [head, base] = codeBlocks(section, 'yaml');
  if (head !== undefined)
    return { wants: yamlWants('docs.yaml', head), findings: reviewYaml(rule, 'docs.yaml', head, base) };
  return undefined;
}

/** The example of the Incorrect section, or the input the test builds for rules no page can show. */
export function runIncorrect(rule: Rule, page: RulePage): ExampleRun | undefined {
  const built = BUILT_INPUTS[rule.id];
  if (built) return { wants: [], findings: reviewYaml(rule, built.file, built.head, built.base) };
  return runExample(rule, page.sections.get('Incorrect'));
}
