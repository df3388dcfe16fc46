import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { familyOf } from '../../src/engine/rule.js';
import { lifecycleRules } from '../../src/rules/lifecycle/index.js';
import { reviewTrees, stripWants, type Want } from '../rules/lifecycle/go-fixture.js';

// The pages of the `lifecycle/` family, checked as test/docs/rule-pages.test.ts checks the YAML
// families (STYLE §2, §5), with Go examples: a block may hold several files, each opened by a
// `// file: <path>` line, and, for rules that judge a change, the base version of files, each
// opened by `// base: <path>` (the block is then reviewed as that change). The Incorrect example
// triggers the rule exactly on its `// want:` lines; the Correct example, when it is Go, does
// not trigger it.

const DIR = fileURLToPath(new URL('../../docs/rules/lifecycle/', import.meta.url));

function goBlock(section: string | undefined): string | undefined {
  const m = section === undefined ? null : /^```go\n([\s\S]*?)^```$/m.exec(section);
  return m?.[1];
}

function filesOf(block: string): { files: Map<string, string>; base?: Map<string, string>; wants: Want[] } {
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

const pages = readdirSync(DIR).filter((f) => f.endsWith('.md')).sort();

describe('docs/rules/lifecycle', () => {
  it('has one page per rule of the family, named after its id', () => {
    const titles = pages.map((f) => (readFileSync(join(DIR, f), 'utf8').split('\n')[0] ?? '').replace(/^# /, ''));
    expect(titles).toEqual(pages.map((f) => `lifecycle/${f.slice(0, -'.md'.length)}`));
    expect([...titles].sort()).toEqual(lifecycleRules.map((r) => r.id).sort());
  });

  describe.each(pages)('%s', (page) => {
    const text = readFileSync(join(DIR, page), 'utf8');
    const [title = '', byline = ''] = text.split('\n');
    const id = title.replace(/^# /, '');
    const rule = lifecycleRules.find((r) => r.id === id);
    const sections = new Map<string, string>();
    for (const part of text.split(/^## /m).slice(1)) {
      const nl = part.indexOf('\n');
      sections.set(part.slice(0, nl).trim(), part.slice(nl + 1));
    }

    it('names its rule, severity and family, and has the sections of every page', () => {
      if (!rule) throw new Error(`no rule ${id}`);
      expect(byline.startsWith(`${rule.meta.severity} · family \`${familyOf(rule.id)}\` · `)).toBe(true);
      expect([...sections.keys()]).toEqual(['Incorrect', 'Correct', 'Options, and when not to use it']);
    });

    it('its Incorrect example triggers the rule on every `// want:` line, and only there', () => {
      if (!rule) throw new Error(`no rule ${id}`);
      const block = goBlock(sections.get('Incorrect'));
      if (block === undefined) throw new Error(`${page}: the Incorrect section has no go block`);
      const { files, base, wants } = filesOf(block);
      expect(wants.length).toBeGreaterThan(0);
      expect(wants.map((w) => w.ruleId)).toEqual(wants.map(() => rule.id));
      const found = reviewTrees([rule], files, base).filter((f) => f.ruleId === rule.id);
      expect(found.map((f) => `${f.file}:${f.line}`).sort()).toEqual(wants.map((w) => `${w.file}:${w.line}`).sort());
    });

    it('its Correct example, when it is Go, does not trigger the rule', () => {
      if (!rule) throw new Error(`no rule ${id}`);
      const block = goBlock(sections.get('Correct'));
      if (block === undefined) return; // prose: nothing to run
      const { files, base } = filesOf(block);
      expect(reviewTrees([rule], files, base).map((f) => f.ruleId)).not.toContain(rule.id);
    });
  });
});
