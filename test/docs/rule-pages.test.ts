import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { familyOf, type Rule } from '../../src/engine/rule.js';
import { approvalRules } from '../../src/rules/approval/index.js';
import { crdRules } from '../../src/rules/crd/index.js';
import { runRule } from '../support/rule-tester.js';
// The verified approval rules' examples link pull requests whose verification this fixture fixes.
import { DOCS_SERVICES } from '../rules/approval/verification-fixture.js';

// Each rule's page is evidence, not prose (STYLE §2, §5): its Incorrect example must trigger the
// rule on every line marked `# want: <rule-id>` and nowhere else, and its Correct example, when
// it is YAML, must not trigger it. Index and docs agree: one page per rule, one rule per page.

const DOCS = fileURLToPath(new URL('../../docs/rules/', import.meta.url));
const FAMILIES: Readonly<Record<string, readonly Rule[]>> = { approval: approvalRules, crd: crdRules };

interface Page {
  readonly file: string;
  readonly title: string;
  readonly byline: string;
  readonly sections: ReadonlyMap<string, string>;
}

function readPage(file: string): Page {
  const text = readFileSync(file, 'utf8');
  const [first = '', second = ''] = text.split('\n');
  const sections = new Map<string, string>();
  for (const part of text.split(/^## /m).slice(1)) {
    const nl = part.indexOf('\n');
    sections.set(part.slice(0, nl).trim(), part.slice(nl + 1));
  }
  return { file, title: first.replace(/^# /, '').trim(), byline: second, sections };
}

/** The first ```yaml block of a section, or undefined when it has none. */
function yamlBlock(section: string | undefined): string | undefined {
  const m = section === undefined ? null : /^```yaml\n([\s\S]*?)^```$/m.exec(section);
  return m?.[1];
}

function wantLines(block: string): { line: number; ruleId: string }[] {
  return block.split('\n').flatMap((text, i) => {
    const m = /#\s*want:\s*(\S+)/.exec(text);
    return m?.[1] ? [{ line: i + 1, ruleId: m[1] }] : [];
  });
}

for (const [family, rules] of Object.entries(FAMILIES)) {
  const dir = join(DOCS, family);
  const pages = readdirSync(dir)
    .filter((f) => f.endsWith('.md'))
    .sort()
    .map((f) => readPage(join(dir, f)));

  describe(`docs/rules/${family}`, () => {
    it('has one page per rule of the family, named after its id', () => {
      expect(pages.map((p) => `${family}/${p.file.slice(dir.length + 1, -'.md'.length)}`)).toEqual(pages.map((p) => p.title));
      expect(pages.map((p) => p.title).sort()).toEqual(rules.map((r) => r.id).sort());
    });

    for (const page of pages) {
      const rule = rules.find((r) => r.id === page.title);
      describe(page.title, () => {
        it('names its rule, severity and family, and has the sections of every page', () => {
          if (!rule) throw new Error(`${page.file}: no rule ${page.title} in src/rules/${family}/index.ts`);
          expect(page.byline.startsWith(`${rule.meta.severity} · family \`${familyOf(rule.id)}\` · `)).toBe(true);
          expect([...page.sections.keys()]).toEqual(['Incorrect', 'Correct', 'Options, and when not to use it']);
        });

        it('its Incorrect example triggers the rule on every `# want:` line, and only there', () => {
          if (!rule) throw new Error(`no rule ${page.title}`);
          const block = yamlBlock(page.sections.get('Incorrect'));
          if (block === undefined) throw new Error(`${page.file}: the Incorrect section has no yaml block`);
          const wants = wantLines(block);
          expect(wants.length).toBeGreaterThan(0);
          expect(wants.map((w) => w.ruleId)).toEqual(wants.map(() => rule.id));
          const found = runRule(rule, { name: page.title, head: block, file: 'docs.yaml', services: DOCS_SERVICES }).map(({ finding }) => finding);
          expect(found.filter((f) => f.ruleId === rule.id).map((f) => f.line)).toEqual(wants.map((w) => w.line));
        });

        it('its Correct example, when it is YAML, does not trigger the rule', () => {
          if (!rule) throw new Error(`no rule ${page.title}`);
          const block = yamlBlock(page.sections.get('Correct'));
          if (block === undefined) return; // prose: nothing to run
          expect(runRule(rule, { name: page.title, head: block, file: 'docs.yaml', services: DOCS_SERVICES }).map(({ finding }) => finding.ruleId)).not.toContain(rule.id);
        });
      });
    }
  });
}
