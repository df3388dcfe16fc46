import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { familyOf } from '../../src/engine/rule.js';
import { refgrantRules } from '../../src/rules/refgrant/index.js';
import { runRule } from '../support/rule-tester.js';

// The refgrant/ pages as evidence (STYLE §5), as test/docs/rule-pages.test.ts checks the other
// families, plus one thing it cannot: refgrant/revoked is about a change, so its Incorrect
// section holds the head and then, in a second yaml block, the text before the change.

const DIR = fileURLToPath(new URL('../../docs/rules/refgrant/', import.meta.url));

const pages = readdirSync(DIR)
  .filter((f) => f.endsWith('.md'))
  .sort()
  .map((f) => {
    const text = readFileSync(join(DIR, f), 'utf8');
    const [title = '', byline = ''] = text.split('\n');
    const sections = new Map<string, string>();
    for (const part of text.split(/^## /m).slice(1)) {
      const nl = part.indexOf('\n');
      sections.set(part.slice(0, nl).trim(), part.slice(nl + 1));
    }
    return { file: f, title: title.replace(/^# /, ''), byline, sections };
  });

const yamlBlocks = (section: string | undefined): string[] => [...(section ?? '').matchAll(/^```yaml\n([\s\S]*?)^```$/gm)].map((m) => m[1] ?? '');

const wantLines = (block: string): { line: number; ruleId: string }[] =>
  block.split('\n').flatMap((text, i) => {
    const m = /#\s*want:\s*(\S+)/.exec(text);
    return m?.[1] ? [{ line: i + 1, ruleId: m[1] }] : [];
  });

describe('docs/rules/refgrant', () => {
  it('has one page per rule of the family, named after its id', () => {
    expect(pages.map((p) => `refgrant/${p.file.slice(0, -'.md'.length)}`)).toEqual(pages.map((p) => p.title));
    expect(pages.map((p) => p.title).sort()).toEqual(refgrantRules.map((r) => r.id).sort());
  });

  for (const page of pages) {
    const rule = refgrantRules.find((r) => r.id === page.title);
    describe(page.title, () => {
      it('names its rule, severity and family, and has the sections of every page', () => {
        if (!rule) throw new Error(`no rule ${page.title}`);
        expect(page.byline.startsWith(`${rule.meta.severity} · family \`${familyOf(rule.id)}\` · `)).toBe(true);
        expect([...page.sections.keys()]).toEqual(['Incorrect', 'Correct', 'Options, and when not to use it']);
      });

      it('its Incorrect example triggers the rule on every `# want:` line, and only there', () => {
        if (!rule) throw new Error(`no rule ${page.title}`);
        const [head, base] = yamlBlocks(page.sections.get('Incorrect'));
        if (head === undefined) throw new Error(`${page.file}: the Incorrect section has no yaml block`);
        const wants = wantLines(head);
        expect(wants.length).toBeGreaterThan(0);
        expect(wants.map((w) => w.ruleId)).toEqual(wants.map(() => rule.id));
        const found = runRule(rule, { name: page.title, head, ...(base === undefined ? {} : { base }), file: 'docs.yaml' }).map(({ finding }) => finding);
        expect(found.map((f) => f.line)).toEqual(wants.map((w) => w.line));
      });

      it('its Correct example, when it is YAML, does not trigger the rule', () => {
        if (!rule) throw new Error(`no rule ${page.title}`);
        const [block] = yamlBlocks(page.sections.get('Correct'));
        if (block === undefined) return; // prose: nothing to run
        expect(runRule(rule, { name: page.title, head: block, file: 'docs.yaml' }).map(({ finding }) => `${finding.ruleId}:${finding.line}`)).toEqual([]);
      });
    });
  }
});
