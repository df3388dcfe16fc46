import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { familyOf } from '../../src/engine/rule.js';
import { RULE_ALIASES } from '../../src/engine/rule-aliases.js';
import { RULES } from '../../src/rules/index.js';
import {
  allPagePaths,
  BUILT_INPUTS,
  codeBlocks,
  DOCS_DIR,
  PAGE_SECTIONS,
  readRulePage,
  runBuilt,
  runExample,
  runIncorrect,
  withLineBefore,
} from './rule-page.js';

// Every rule's page speaks to users (issue 21 item 6): what it checks and why, an Incorrect and a
// Correct example that the pipeline runs, the message a user sees, how to configure and suppress
// it, and the Kubernetes source or document it follows, with a link a user can open. Nothing on a
// page points at documents that are not in the repository (the project's internal catalogue ids,
// spec files, design notes).

/** What a page must not say, with what it is: a user cannot follow any of these. */
const INTERNAL_REFERENCES: readonly { readonly what: string; readonly pattern: RegExp }[] = [
  // Catalogue ids such as CRD-NAMES-007, SCHEMA-DEF-001, CR-CEL-012, RG-004; public ids are not.
  {
    what: 'an internal catalogue id',
    pattern: /\b(?!(?:KEP|GEP|RFC|CVE|CWE|ISO)-)[A-Z][A-Z0-9]*(?:-[A-Z0-9]+)*-(?:\d{3}|\*)(?![\w-])/,
  },
  { what: 'a spec file outside the repository', pattern: /\bspec\/[\w.-]+\.md\b|\bspec §/ },
  { what: 'a numbered section of a document outside the repository', pattern: /§/ },
  { what: 'the design notes', pattern: /\bDESIGN(?:\.md)?\b|\bSTYLE\.md\b/ },
  { what: 'an issue of the project', pattern: /\bissue \d+\b/i },
];

const internalReferencesIn = (text: string): string[] =>
  INTERNAL_REFERENCES.flatMap(({ what, pattern }) => {
    const global = new RegExp(pattern.source, 'g');
    return [...text.matchAll(global)].map((m) => `${what}: ${m[0]}`);
  });

describe('internal references', () => {
  it.each([
    ['CRD-NAMES-007', 'an internal catalogue id: CRD-NAMES-007'],
    ['SCHEMA-STRUCT-004 and CRD-HOIST-002/003', 'an internal catalogue id: SCHEMA-STRUCT-004'],
    ['(SCHEMA-KW-*)', 'an internal catalogue id: SCHEMA-KW-*'],
    ['WARN-002', 'an internal catalogue id: WARN-002'],
    ['CR-CEL-012', 'an internal catalogue id: CR-CEL-012'],
    ['spec/crd-validation.md', 'a spec file outside the repository: spec/crd-validation.md'],
    ['see spec §16', 'a spec file outside the repository: spec §'],
    ['DESIGN §9', 'the design notes: DESIGN'],
    ['as settled by issue 15', 'an issue of the project: issue 15'],
  ])('finds %s', (text, found) => {
    expect(internalReferencesIn(text)).toContain(found);
  });

  it.each([
    'KEP-1111',
    'KEP-2558 and KEP-3766',
    'GEP-709',
    'RFC-3339 date-time',
    'x-kubernetes-list-type: set',
    'kubernetes/kubernetes#125885',
    'apiextensions.k8s.io/v1 spec.versions[0].schema.openAPIV3Schema',
    'UTF-8, UTF-16',
  ])('lets %s stand', (text) => {
    expect(internalReferencesIn(text)).toEqual([]);
  });
});

const RULE_BY_ID = new Map(RULES.map((r) => [r.id, r]));
// A renamed rule's old id keeps a short page that says where it went (engine/rule-aliases.ts).
const isAliasPage = (path: string): boolean => RULE_ALIASES.has(path.slice(0, -'.md'.length));
const pages = allPagePaths().filter((p) => !isAliasPage(p));

describe.each(allPagePaths().filter(isAliasPage))('docs/rules/%s (a renamed rule)', (path) => {
  it('says it is deprecated and links the page of the rule it became', () => {
    const page = readRulePage(path);
    const now = RULE_ALIASES.get(path.slice(0, -'.md'.length)) ?? '';
    expect(page.byline).toBe(`deprecated · renamed to \`${now}\``);
    expect(page.text).toContain(`](../${now}.md)`);
    expect(RULE_BY_ID.has(now)).toBe(true);
  });

  it('refers to nothing a user cannot open', () => {
    expect(internalReferencesIn(readRulePage(path).text)).toEqual([]);
  });
});

describe('docs/rules', () => {
  it('has a page for every rule, at docs/rules/<rule id>.md', () => {
    expect(RULES.filter((r) => !existsSync(join(DOCS_DIR, `${r.id}.md`))).map((r) => r.id)).toEqual([]);
  });

  it.each(RULES.map((r) => [r.id, r.meta.description] as const))(
    '%s: its description is one line a user can follow',
    (_id, description) => {
      expect(description).not.toMatch(/\n/);
      expect(internalReferencesIn(description)).toEqual([]);
    },
  );

  it('has no page for a rule that does not exist', () => {
    expect(pages.map((p) => p.slice(0, -'.md'.length)).filter((id) => !RULE_BY_ID.has(id))).toEqual([]);
  });
});

describe.each(pages)('docs/rules/%s', (path) => {
  const page = readRulePage(path);
  const id = path.slice(0, -'.md'.length);
  const rule = RULE_BY_ID.get(id);
  const need = (): NonNullable<typeof rule> => {
    if (!rule) throw new Error(`no rule ${id} in src/rules/index.ts`);
    return rule;
  };

  it('is titled with its rule id, then its default severity, family and source', () => {
    const r = need();
    expect(page.title).toBe(id);
    expect(page.byline.startsWith(`${r.meta.severity} · family \`${familyOf(r.id)}\` · `)).toBe(true);
  });

  it('has the sections of every page, in order', () => {
    const keys = [...page.sections.keys()];
    expect(keys.filter((k) => (PAGE_SECTIONS as readonly string[]).includes(k))).toEqual([...PAGE_SECTIONS]);
  });

  it('refers to nothing a user cannot open', () => {
    expect(internalReferencesIn(page.text)).toEqual([]);
  });

  it('links the Kubernetes source or document it follows, at a fixed version', () => {
    const source = page.sections.get('Source') ?? '';
    const links = [...source.matchAll(/\]\(([^)\s]+)\)/g)].map((m) => m[1] ?? '');
    expect(links.length).toBeGreaterThan(0);
    // A link is a web page, or a file of this repository that exists.
    const local = links.filter((l) => !l.startsWith('https://'));
    expect(local.filter((l) => !existsSync(join(DOCS_DIR, dirname(path), l.replace(/#.*$/, ''))))).toEqual([]);
    // A link into Kubernetes' code names a tag: master moves, and line numbers with it.
    expect(links.filter((l) => /github\.com\/kubernetes\/kubernetes\/(?:blob|tree)\/master\//.test(l))).toEqual([]);
  });

  it('says how to set its severity or turn it off, and how to suppress one finding with a reason', () => {
    const r = need();
    const options = page.sections.get('Options, and when not to use it') ?? '';
    const config = codeBlocks(options, 'yaml').join('\n');
    expect(config).toMatch(/^rules:$/m);
    expect(config).toContain(`  ${r.id}: `);
    const comment = familyOf(r.id) === 'lifecycle' ? '//' : '#';
    const suppressible = options.includes(`\`${comment} kube-api-review:ignore ${r.id} <reason>\``);
    // Findings about the file itself (it could not be read) or about suppressions cannot be.
    expect(suppressible || options.includes('cannot be suppressed')).toBe(true);
  });

  it('a suppression comment at each finding of the Incorrect example does what the page says', () => {
    const r = need();
    const options = page.sections.get('Options, and when not to use it') ?? '';
    const suppressible = !options.includes('cannot be suppressed');
    const isGo = familyOf(r.id) === 'lifecycle';
    const comment = isGo ? '//' : '#';
    const marker = `${comment} kube-api-review:ignore ${r.id} shown in the docs`;
    const built = BUILT_INPUTS[r.id];
    if (built) {
      const before = runBuilt(r, built.file, built.head, built.base);
      const after = runBuilt(r, built.file, withLineBefore(built.head, before[0]?.line ?? 1, marker), built.base);
      expect(after.length).toBe(suppressible ? 0 : before.length);
      return;
    }
    const incorrect = page.sections.get('Incorrect') ?? '';
    // YAML: the comment takes the place of the `want:` marker, at the end of the line. Go: alone
    // on the line above, since a comment trailing a tag would become part of the tag.
    const withComments = isGo
      ? incorrect.replace(
          /^([ \t]*)(.*\/\/\s*want: \S+.*)$/gm,
          (_m, indent: string, line: string) => `${indent}${marker}\n${indent}${line}`,
        )
      : incorrect.replace(/#\s*want: \S+/g, marker);
    expect(withComments).not.toBe(incorrect);
    const before = runExample(r, incorrect)?.findings ?? [];
    const after = runExample(r, withComments)?.findings ?? [];
    if (!suppressible) {
      // The findings stay (a comment that suppresses nothing may add its own).
      expect(after.map((f) => f.message)).toEqual(expect.arrayContaining(before.map((f) => f.message)));
      return;
    }
    expect(after.map((f) => `${f.file}:${f.line} ${f.message}`)).toEqual([]);
  });

  it('its Incorrect example triggers the rule on every `want:` line, and only there', () => {
    const r = need();
    const run = runIncorrect(r, page);
    if (!run) throw new Error(`${path}: the Incorrect section has no yaml or go block`);
    if (BUILT_INPUTS[r.id]) {
      // No page can hold this input: the test builds it, and the page shows it in words.
      expect(codeBlocks(page.sections.get('Incorrect'), 'text').length).toBe(1);
      expect(run.findings.length).toBe(1);
      return;
    }
    expect(run.wants.length).toBeGreaterThan(0);
    expect(run.wants.map((w) => w.ruleId)).toEqual(run.wants.map(() => r.id));
    expect(run.findings.map((f) => `${f.file}:${f.line}`).sort()).toEqual(
      run.wants.map((w) => `${w.file}:${w.line}`).sort(),
    );
  });

  it('its Correct example, when it is code, does not trigger the rule', () => {
    const r = need();
    const run = runExample(r, page.sections.get('Correct'));
    if (run === undefined) {
      // Prose only where no file could show it (a fix outside the repository, a re-run).
      expect(page.sections.get('Correct')?.trim().length ?? 0).toBeGreaterThan(0);
      return;
    }
    expect(run.findings.map((f) => `${f.file}:${f.line} ${f.message}`)).toEqual([]);
  });

  it('its Message section shows what the user sees for the Incorrect example, message by message', () => {
    const r = need();
    const [block] = codeBlocks(page.sections.get('Message'), 'text');
    if (block === undefined) throw new Error(`${path}: the Message section has no text block`);
    const run = runIncorrect(r, page);
    expect(block.trimEnd().split('\n')).toEqual(run?.findings.map((f) => f.message));
  });
});
