import { expect, it } from 'vitest';
import { DEFAULT_CONFIG } from '../../src/engine/config.js';
import { readHeadManifests } from '../../src/engine/head-manifests.js';
import { review } from '../../src/engine/run.js';
import type { ManifestFile } from '../../src/parse/manifest-file.js';
import { RULES } from '../../src/rules/index.js';
import type { ChangeSet } from '../../src/sources/change-set.js';

const file = (path: string, head: string) => ({ path, status: 'added' as const, head, addedLines: [], hunkLines: [] });
const NS =
  'apiVersion: v1\nkind: Namespace\nmetadata: {name: a}\n---\napiVersion: v1\nkind: ConfigMap\nmetadata: {name: b}\n';
const BROKEN = 'apiVersion: v1\nkind: ConfigMap\nmetadata: {name: [\n';

it('reads each head manifest once, as review() would, and review() then reads none of them again', () => {
  const changeSet: ChangeSet = {
    root: '/',
    hasBase: false,
    files: [file('a.yaml', NS), file('main.go', 'package main\n'), file('b.yaml', BROKEN)],
  };
  const told: string[] = [];
  const head = readHeadManifests(changeSet, (f: ManifestFile) => told.push(f.path));
  expect(told).toEqual(['a.yaml', 'b.yaml']);
  expect(head.objects?.map((o) => `${o.kind}/${o.name}`)).toEqual(['Namespace/a', 'ConfigMap/b']);
  const options = { rules: RULES, config: DEFAULT_CONFIG, withBaseFindings: false };
  const alone = review(changeSet, options);
  const handed = review(changeSet, {
    ...options,
    manifests: head.files,
    onFileParsed: (f: ManifestFile) => told.push(f.path),
  });
  expect(told).toEqual(['a.yaml', 'b.yaml']);
  expect(handed.findings).toEqual(alone.findings);
  expect(handed.findings.map((f) => f.ruleId)).toContain('parse/yaml-syntax');
});

it('leaves files of one content to review(), which reads it once for each path', () => {
  const same = new TextEncoder().encode(NS);
  const changeSet: ChangeSet = { root: '/', hasBase: false, files: [file('a.yaml', ''), file('b.yaml', '')] };
  const shared: ChangeSet = { ...changeSet, files: changeSet.files.map((f) => ({ ...f, head: same })) };
  const told: string[] = [];
  const head = readHeadManifests(shared, (f: ManifestFile) => told.push(f.path));
  expect([head.files.size, head.objects, told]).toEqual([0, undefined, []]);
});
