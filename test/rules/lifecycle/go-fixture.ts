import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parseConfig, DEFAULT_CONFIG, type Config } from '../../../src/engine/config.js';
import type { Finding, Severity } from '../../../src/engine/finding.js';
import type { Rule } from '../../../src/engine/rule.js';
import { review } from '../../../src/engine/run.js';
import type { ChangeSet, ChangedFile } from '../../../src/sources/change-set.js';
import { goParser } from '../../parse/go/go-parser-instance.js';

// Fixture trees for Go rules (STYLE §5): `// want: <rule-id> [severity]` (several separated by
// commas) marks the line a finding must land on. The marker is cut from the text before the
// review, so it can trail a tag comment without becoming part of the tag.

export interface Want {
  readonly file: string;
  readonly line: number;
  readonly ruleId: string;
  readonly severity?: Severity;
}

export interface GoTree {
  /** Repository-relative path → text, with the markers removed. */
  readonly files: ReadonlyMap<string, string>;
  readonly wants: readonly Want[];
}

const WANT = /\s*\/\/ want: (.*)$/;

export function stripWants(file: string, text: string): { text: string; wants: Want[] } {
  const wants: Want[] = [];
  const lines = text.split('\n').map((line, i) => {
    const m = WANT.exec(line);
    if (!m) return line;
    for (const item of (m[1] ?? '').split(',')) {
      const [ruleId = '', severity] = item.trim().split(/\s+/);
      wants.push({ file, line: i + 1, ruleId, ...(severity ? { severity: severity as Severity } : {}) });
    }
    return line.slice(0, m.index);
  });
  return { text: lines.join('\n'), wants };
}

export function readTree(dir: string): GoTree {
  const files = new Map<string, string>();
  const wants: Want[] = [];
  const walk = (d: string): void => {
    for (const name of readdirSync(d).sort()) {
      const p = join(d, name);
      if (statSync(p).isDirectory()) walk(p);
      else {
        const path = relative(dir, p).split('\\').join('/');
        const stripped = stripWants(path, readFileSync(p, 'utf8'));
        files.set(path, stripped.text);
        wants.push(...stripped.wants);
      }
    }
  };
  walk(dir);
  return { files, wants };
}

/** Runs `rules` over a head tree, as an update of `base` when given (files matched by path). */
export function reviewTrees(
  rules: readonly Rule[],
  head: ReadonlyMap<string, string | Uint8Array>,
  base?: ReadonlyMap<string, string>,
  config: Config = DEFAULT_CONFIG,
): Finding[] {
  const paths = [...new Set([...head.keys(), ...(base?.keys() ?? [])])].sort();
  const files: ChangedFile[] = paths.map((path) => {
    const h = head.get(path);
    const b = base?.get(path);
    const all = [{ start: 1, end: typeof h === 'string' ? h.split('\n').length : 1 }];
    if (!base) return { path, status: 'added', head: h ?? '', addedLines: all, hunkLines: all };
    if (h === undefined) return { path, status: 'removed', base: b ?? '', addedLines: [], hunkLines: [] };
    if (b === undefined) return { path, status: 'added', head: h, addedLines: all, hunkLines: all };
    return {
      path,
      status: b === h ? 'unchanged' : 'modified',
      base: b,
      head: h,
      addedLines: b === h ? [] : all,
      hunkLines: b === h ? [] : all,
    };
  });
  const changeSet: ChangeSet = { root: '/', hasBase: base !== undefined, files };
  const result = review(changeSet, { rules, config, withBaseFindings: false, goParser });
  if (result.internalErrors.length > 0)
    throw new Error(result.internalErrors.map((e) => `${e.where}: ${e.message}`).join('\n'));
  return [...result.findings];
}

export function configOf(text: string, ruleIds: ReadonlySet<string>): Config {
  const parsed = parseConfig(text, 'config.yaml', ruleIds);
  if ('errors' in parsed) throw new Error(parsed.errors.map((e) => e.message).join('\n'));
  return parsed.config;
}
