import { resolve } from 'node:path';
import { dump, loadAll } from 'js-yaml';
import { reviewCompat } from '../src/compat-command.js';
import { compatRules } from '../src/rules/compat/index.js';
import { DEFAULT_CONFIG } from '../src/engine/config.js';
import { reviewPipelined } from '../src/engine/pipelined-review.js';
import { RULES } from '../src/rules/index.js';
import type { ChangeSet } from '../src/sources/change-set.js';
import { readDirectorySource } from '../src/sources/directory-source.js';

// npm run bench (issue 19 item 6): the compat/ family over the whole corpus against an edited copy
// of itself, every CRD with one breaking change (the first property of its first version's
// schema root other than apiVersion, kind and metadata, which are kept whatever the schema says,
// removed, by editing the text so each file keeps its size and layout; a CRD written
// in flow style is edited as data instead), through the path the `compat` command takes
// (compat-command.ts reviewCompat: both sides read whole, compat/ rules only). Timed against the
// review of the whole tree (every rule, no base) of the same corpus, alternating, in one process.
// Target: compat / whole tree < 1. Exits 1 when an edited CRD gives no compat/ finding, so the
// bench cannot pass by doing nothing.

const corpus = resolve(process.argv[2] ?? '../shared/corpus/crds');
const ROUNDS = Number(process.env.BENCH_COMPAT_ROUNDS ?? 5);

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

const indentOf = (line: string): number => line.length - line.trimStart().length;
const isBlank = (line: string): boolean => line.trim() === '' || line.trimStart().startsWith('#');

/**
 * One document's text with the first property but apiVersion, kind and metadata under its `nth` `openAPIV3Schema:` removed (the
 * storage version's: a version neither served nor stored is not compared); undefined when its
 * layout is not block style.
 */
function removeFirstProperty(doc: string, nth: number): string | undefined {
  const lines = doc.split('\n');
  const schemas = lines.flatMap((l, i) => (/^\s*openAPIV3Schema:\s*$/.test(l) ? [i] : []));
  const schema = schemas[nth] ?? -1;
  if (schema === -1) return undefined;
  const inside = (i: number, than: number) =>
    i < lines.length && (isBlank(lines[i] ?? '') || indentOf(lines[i] ?? '') > than);
  let properties = -1;
  for (let i = schema + 1; inside(i, indentOf(lines[schema] ?? '')); i++) {
    if (/^\s*properties:\s*$/.test(lines[i] ?? '')) {
      properties = i;
      break;
    }
  }
  if (properties === -1) return undefined;
  let child = properties + 1;
  while (child < lines.length && isBlank(lines[child] ?? '')) child++;
  const childIndent = indentOf(lines[child] ?? '');
  if (childIndent <= indentOf(lines[properties] ?? '')) return undefined;
  let end = child + 1;
  while (inside(end, childIndent)) end++;
  // apiVersion, kind and metadata are kept whatever the schema says: removing them breaks nothing.
  while (/^\s*(apiVersion|kind|metadata):/.test(lines[child] ?? '') && indentOf(lines[end] ?? '') === childIndent) {
    child = end;
    end = child + 1;
    while (inside(end, childIndent)) end++;
  }
  if (!/^\s*[^\s#-][^:]*:/.test(lines[child] ?? '') || /^\s*(apiVersion|kind|metadata):/.test(lines[child] ?? ''))
    return undefined;
  while (end > child + 1 && isBlank(lines[end - 1] ?? '')) end--; // keep the blank lines that close the block
  return [...lines.slice(0, child), ...lines.slice(end)].join('\n');
}

/** Removes one property from the CRD's storage version schema; the property path, or undefined. */
function breakCrd(crd: Json): string | undefined {
  const spec = crd.spec;
  if (!isObject(spec) || !Array.isArray(spec.versions)) return undefined;
  const version = spec.versions.find((v) => isObject(v) && v.storage === true) ?? spec.versions[0]; // a version compat/ compares
  const schema = isObject(version) && isObject(version.schema) ? version.schema.openAPIV3Schema : undefined;
  if (!isObject(schema) || !isObject(schema.properties)) return undefined;
  const specSchema = schema.properties.spec;
  const holder =
    isObject(specSchema) && isObject(specSchema.properties) && Object.keys(specSchema.properties).length > 0
      ? specSchema.properties
      : schema.properties;
  const names = Object.keys(holder);
  const name = names[names.length - 1];
  if (name === undefined) return undefined;
  delete holder[name];
  if (holder !== schema.properties && isObject(specSchema) && Array.isArray(specSchema.required))
    specSchema.required = specSchema.required.filter((r) => r !== name);
  if (holder === schema.properties && Array.isArray(schema.required))
    schema.required = schema.required.filter((r) => r !== name);
  return `${String((crd.metadata as Json | undefined)?.name)} ${holder === schema.properties ? '^' : '^.spec'}.${name}`;
}

const original = await readDirectorySource(['.'], { cwd: corpus, include: [], exclude: [] });
const broken = new Set<string>(); // CRD names edited
const files = original.files.map((f) => {
  const text = typeof f.head === 'string' ? f.head : new TextDecoder().decode(f.head);
  let docs: unknown[];
  try {
    docs = loadAll(text);
  } catch {
    return { ...f, status: 'unchanged' as const, base: f.head, addedLines: [], hunkLines: [] };
  }
  let edited = false;
  // Text first: split at document markers, each CRD document edited in place.
  const chunks = text.split(/^(?=---)/m);
  const byText = chunks.map((chunk, i) => {
    const doc = docs[i];
    if (chunks.length !== docs.length) return undefined;
    if (!isObject(doc) || doc.kind !== 'CustomResourceDefinition' || doc.apiVersion !== 'apiextensions.k8s.io/v1')
      return chunk;
    const versions = isObject(doc.spec) && Array.isArray(doc.spec.versions) ? doc.spec.versions : [];
    const stored = versions.findIndex((v) => isObject(v) && v.storage === true);
    // Each version with a schema has one `openAPIV3Schema:` line, in the order of the list.
    const nth = versions.slice(0, Math.max(0, stored)).filter((v) => isObject(v) && isObject(v.schema)).length;
    const cut = removeFirstProperty(chunk, nth);
    if (cut === undefined) return undefined;
    broken.add(String((doc.metadata as Json | undefined)?.name));
    edited = true;
    return cut;
  });
  let head: string;
  if (byText.every((c) => c !== undefined)) head = byText.join('');
  else {
    edited = false;
    for (const doc of docs) {
      if (!isObject(doc) || doc.kind !== 'CustomResourceDefinition' || doc.apiVersion !== 'apiextensions.k8s.io/v1')
        continue;
      if (breakCrd(doc) === undefined) continue;
      broken.add(String((doc.metadata as Json | undefined)?.name));
      edited = true;
    }
    head = docs.map((d) => dump(d, { lineWidth: -1, noRefs: true })).join('---\n');
  }
  if (!edited) return { ...f, status: 'unchanged' as const, base: f.head, addedLines: [], hunkLines: [] };
  const lines = head.split('\n').length;
  return {
    ...f,
    status: 'modified' as const,
    base: f.head,
    head,
    addedLines: [{ start: 1, end: lines }],
    hunkLines: [{ start: 1, end: lines }],
  };
});
const change: ChangeSet = { root: corpus, hasBase: true, files };

const wholeTree = async () => {
  const t = performance.now();
  const cs = await readDirectorySource(['.'], { cwd: corpus, include: [], exclude: [] });
  const r = await reviewPipelined(cs, { rules: RULES, config: DEFAULT_CONFIG, withBaseFindings: false });
  return { ms: performance.now() - t, findings: r.findings.length };
};
const compat = async () => {
  const t = performance.now();
  const r = await reviewCompat(change, DEFAULT_CONFIG);
  return { ms: performance.now() - t, findings: r.review.findings, errors: r.review.internalErrors };
};

const whole: number[] = [];
const compared: number[] = [];
let last = await compat(); // warm-up, not timed
for (let i = 0; i < ROUNDS; i++) {
  whole.push((await wholeTree()).ms);
  last = await compat();
  compared.push(last.ms);
}

const found = new Set(last.findings.map((f) => f.object?.name ?? ''));
const missed = [...broken].filter((name) => !found.has(name));
const byRule = new Map<string, number>();
for (const f of last.findings) byRule.set(f.ruleId, (byRule.get(f.ruleId) ?? 0) + 1);
const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;
console.log(
  `compat: ${broken.size} CRDs in ${files.filter((f) => f.status === 'modified').length} of ${files.length} files, each with one property removed`,
);
const mb = (n: number) => (n / 1024 / 1024).toFixed(0);
const sideBytes = (side: 'base' | 'head') => files.reduce((n, f) => n + (f[side]?.length ?? 0), 0);
console.log(
  `  YAML read: whole tree ${mb(sideBytes('base'))} MB; compat/ both sides, ${mb(sideBytes('base') + sideBytes('head'))} MB`,
);
console.log(`  whole tree, every rule (median)     ${(median(whole) / 1000).toFixed(2)} s`);
console.log(`  compat/ (${compatRules.length} rules), both sides (median)  ${(median(compared) / 1000).toFixed(2)} s`);
console.log(
  `compat / whole tree: ${(median(compared) / median(whole)).toFixed(2)} (target < 1); by round: ${compared.map((c, i) => (c / (whole[i] ?? NaN)).toFixed(2)).join(' ')}`,
);
console.log(`  findings: ${[...byRule].map(([id, n]) => `${id} ${n}`).join(', ') || 'none'}`);
if (last.errors.length > 0)
  console.log(`  internal errors: ${last.errors.map((e) => `${e.where}: ${e.message}`).join('; ')}`);
if (missed.length > 0)
  console.log(
    `  NO compat/ finding for ${missed.length} edited CRD(s): ${missed.slice(0, 5).join(', ')}${missed.length > 5 ? ', ...' : ''}`,
  );
if (broken.size === 0 || missed.length > 0 || last.errors.length > 0) process.exitCode = 1;
