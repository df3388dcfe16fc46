import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { docsUrl } from '../src/engine/docs-url.js';
import { replaceRulesTable } from '../src/readme-rules.js';
import { RULES } from '../src/rules/index.js';
import { rulesMarkdown } from '../src/rules-table.js';
import { VERSION } from '../src/version.js';

const root = resolve(import.meta.dirname, '..');
const read = (path: string) => readFileSync(resolve(root, path), 'utf8');

describe('generated and kept-in-sync documentation', () => {
  it('the README rules table is the registry (run npm run docs)', () => {
    const readme = read('README.md');
    expect(replaceRulesTable(readme, rulesMarkdown(RULES))).toBe(readme);
  });

  it('every rule has a docs page where its docsUrl points', () => {
    for (const rule of RULES) {
      expect(existsSync(resolve(root, 'docs/rules', `${rule.id}.md`)), rule.id).toBe(true);
      expect(docsUrl(rule.id)).toMatch(new RegExp(`/docs/rules/${rule.id}\\.md$`));
    }
  });

  it('rule ids are unique and family/name shaped', () => {
    const ids = RULES.map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z]+\/[a-z0-9-]+$/);
  });

  it("the version constant is package.json's", () => {
    expect(VERSION).toBe(JSON.parse(read('package.json')).version);
  });

  it("tests run on the action's runtime, node24", () => {
    expect(read('action.yml')).toMatch(/using: node24/);
    expect(process.versions.node.split('.')[0]).toBe('24');
  });
});
