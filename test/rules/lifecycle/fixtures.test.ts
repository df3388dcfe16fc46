import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { lifecycleRules } from '../../../src/rules/lifecycle/index.js';
import { configOf, readTree, reviewTrees } from './go-fixture.js';

// Every fixture tree under fixtures/ is reviewed with the whole family: the findings are
// exactly the `// want:` markers (file, line, rule id, and severity where a marker names one).
// Each tree also holds near misses that must not fire, which the exact comparison checks.

const FIXTURES = fileURLToPath(new URL('./fixtures/', import.meta.url));
const IDS = new Set(lifecycleRules.map((r) => r.id));

describe.each(readdirSync(FIXTURES).sort())('fixtures/%s', (name) => {
  const dir = join(FIXTURES, name);
  const head = readTree(join(dir, 'head'));
  const base = existsSync(join(dir, 'base')) ? readTree(join(dir, 'base')).files : undefined;
  const config = existsSync(join(dir, 'config.yaml'))
    ? configOf(readFileSync(join(dir, 'config.yaml'), 'utf8'), IDS)
    : undefined;
  const findings = reviewTrees(lifecycleRules, head.files, base, config);

  it('reports exactly the lines marked `// want:`', () => {
    const got = findings.map((f) => `${f.file}:${f.line} ${f.ruleId}`).sort();
    expect(got).toEqual(head.wants.map((w) => `${w.file}:${w.line} ${w.ruleId}`).sort());
  });

  it('at the severity a marker names', () => {
    for (const w of head.wants.filter((x) => x.severity !== undefined)) {
      const f = findings.find((x) => x.file === w.file && x.line === w.line && x.ruleId === w.ruleId);
      expect(f?.severity, `${w.file}:${w.line} ${w.ruleId}`).toBe(w.severity);
    }
  });
});

it('every rule of the family fires in some fixture', () => {
  const wanted = new Set(
    readdirSync(FIXTURES).flatMap((name) => readTree(join(FIXTURES, name, 'head')).wants.map((w) => w.ruleId)),
  );
  expect([...IDS].filter((id) => !wanted.has(id))).toEqual([]);
});
