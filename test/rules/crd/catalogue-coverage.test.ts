import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { expect, it } from 'vitest';
import { describeWithShared, sharedPath } from '../../support/shared-tree.js';

// Issue 4's definition of done: every rule id of spec/crd-validation.md has at least one firing
// and one passing RuleTester case named by the id. The cases are read from the test files'
// syntax (the `valid` and `invalid` arrays handed to ruleTester), so a case counts only when its
// `name` is written out with the id in it. And every id is cited in src/ (issue 16 item 1), on the
// line that implements it, so the code is found by its id.

const SPEC = sharedPath('spec/crd-validation.md');
// The pruning cases (PRUNE-*) moved to cr/unknown-field with the rule (spec/cr-validation.md §1).
const SRC = resolve(import.meta.dirname, '../../../src');
const TEST_DIRS = [
  resolve(import.meta.dirname),
  resolve(import.meta.dirname, '../approval'),
  resolve(import.meta.dirname, '../cr'),
];

/**
 * Ids that are not a rejection or warning of their own, or that never fire on what a repository
 * holds, with the reason; each still needs the cases this map does not excuse.
 */
const NOT_FIRING: Readonly<Record<string, string>> = {
  'CRD-PIPE-001': 'the order of the validation stages; exercised by the SCHEMA-CEL-012 and SCHEMA-STRUCT-011 cases',
  'CRD-META-005': 'update bookkeeping (resourceVersion, uid, …) comes from the stored object, which no file holds',
  'CRD-APPROVAL-007': 'the name of a status condition the apiserver sets, not a validation',
  'CRD-APPROVAL-008': 'the legacy profile of Kubernetes 1.16–1.21, which only v1 CRDs served today never meet',
  'COND-001': 'conditions set by controllers after the CRD is stored',
  'COND-002': 'conditions set by controllers after the CRD is stored',
  'COND-003': 'conditions set by controllers after the CRD is stored',
  'SCHEMA-DEF-003': 'the same rejection as SCHEMA-STRUCT-005, which has both cases',
  'SCHEMA-VALIDATOR-001': 'the spec knows no schema that passes every other check and still fails to build',
  'PRUNE-006': 'the order of operations for a custom resource; exercised by the PRUNE-001..005 cases',
  'CRD-VERS-004': 'a CRD with no served version is accepted: the rule states an acceptance, never a rejection',
  'CRD-VERS-006':
    'the internal-only version checks cannot be reached from a v1 request (hoisting makes them hold); the spec says not to implement them',
  'SCHEMA-DEF-008':
    'default: null decodes to no default and is ignored: the rule states an acceptance, never a rejection',
  'SCHEMA-DEF-009': 'defaults under additionalProperties outside meta are accepted without validation',
  'CRD-NAMES-009': 'name conflicts are a NamesAccepted condition set after the CRD is stored, never a rejection',
};

/**
 * Ids that no line of src/ implements, with the reason: every other id is cited on the line that
 * implements it (issue 16 item 1), so `grep -rn SCHEMA-STRUCT-004 src` finds the code.
 */
const NOT_IN_SRC: Readonly<Record<string, string>> = {
  'COND-001': 'conditions set by controllers after the CRD is stored',
  'COND-002': 'conditions set by controllers after the CRD is stored',
  'SCHEMA-VALIDATOR-001': 'the spec knows no schema that passes every other check and still fails to build',
};

/** Ids that have a firing case only: there is no input on which they pass that is not another id's passing case. */
const NO_PASSING: Readonly<Record<string, string>> = {
  'CRD-PATH-001': 'path notation only shapes the text of an error; an input without errors renders no path',
};

/**
 * The ids the catalogue defines: a bold heading (`**CRD-CONV-001 —`), the first cell of a table
 * row (`| SCHEMA-KW-003 |`, `| SCHEMA-LIST-011* |`) or a bullet under a ranged heading
 * (`- CRD-SELF-002:`). An id may end in a letter (SCHEMA-LIST-003b).
 */
function catalogueIds(): string[] {
  const text = readFileSync(SPEC, 'utf8');
  const id = '((?:CRD|SCHEMA|PRUNE|COND|WARN)-[A-Z0-9-]*?\\d{3}[a-z]?)';
  const forms = [
    new RegExp(`\\*\\*${id}(?![0-9a-z])`, 'g'),
    new RegExp(`^\\| ${id}\\*? \\|`, 'gm'),
    new RegExp(`^\\s*- ${id}:`, 'gm'),
  ];
  return [...new Set(forms.flatMap((re) => [...text.matchAll(re)].map((m) => m[1] as string)))].sort();
}

function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? testFiles(join(dir, e.name)) : e.name.endsWith('.test.ts') ? [join(dir, e.name)] : [],
  );
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sourceFiles(join(dir, e.name)) : e.name.endsWith('.ts') ? [join(dir, e.name)] : [],
  );
}

/** A name with SCHEMA-LIST-003b does not count for SCHEMA-LIST-003: the id ends there. */
const idPattern = (id: string): RegExp => new RegExp(`(^|[^A-Z0-9-])${id.replace(/-/g, '\\-')}(?![0-9a-z])`);

interface NamedCases {
  readonly valid: string[];
  readonly invalid: string[];
}

/** The literal `name`s of the objects in every `valid:` and `invalid:` array literal. */
function caseNames(file: string): NamedCases {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const out: NamedCases = { valid: [], invalid: [] };
  const visit = (node: ts.Node): void => {
    if (
      ts.isPropertyAssignment(node) &&
      ts.isIdentifier(node.name) &&
      (node.name.text === 'valid' || node.name.text === 'invalid') &&
      ts.isArrayLiteralExpression(node.initializer)
    ) {
      for (const element of node.initializer.elements) {
        if (!ts.isObjectLiteralExpression(element)) continue;
        const name = element.properties.find(
          (p): p is ts.PropertyAssignment =>
            ts.isPropertyAssignment(p) && ts.isIdentifier(p.name) && p.name.text === 'name',
        );
        const text = name ? literalText(name.initializer) : undefined;
        if (text !== undefined) out[node.name.text].push(text);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return out;
}

/** A string literal, or the literal parts of a template. */
function literalText(e: ts.Expression): string | undefined {
  if (ts.isStringLiteral(e) || ts.isNoSubstitutionTemplateLiteral(e)) return e.text;
  if (ts.isTemplateExpression(e)) return [e.head.text, ...e.templateSpans.map((s) => s.literal.text)].join(' ');
  return undefined;
}

// The spec lives beside the repository (../shared), as the corpus does (support/shared-tree.ts).
describeWithShared(SPEC, 'spec/crd-validation.md catalogue coverage', () => {
  const ids = existsSync(SPEC) ? catalogueIds() : [];
  const cases = TEST_DIRS.flatMap(testFiles).map((f) => ({
    file: relative(resolve(import.meta.dirname, '../../..'), f),
    ...caseNames(f),
  }));
  const mentions = (id: string, kind: 'valid' | 'invalid'): number => {
    const pattern = idPattern(id);
    return cases.reduce((n, c) => n + c[kind].filter((name) => pattern.test(name)).length, 0);
  };

  it('reads the catalogue and the cases', () => {
    expect(ids.length).toBeGreaterThan(150);
    expect(ids).toEqual(
      expect.arrayContaining(['CRD-CONV-001', 'SCHEMA-KW-003', 'SCHEMA-LIST-003b', 'SCHEMA-LIST-011', 'CRD-SELF-007']),
    );
    expect(cases.reduce((n, c) => n + c.valid.length + c.invalid.length, 0)).toBeGreaterThan(400);
  });

  it('has a firing case named by each id but the listed ones', () => {
    const missing = ids.filter((id) => !(id in NOT_FIRING) && mentions(id, 'invalid') === 0);
    expect(missing).toEqual([]);
  });

  it('has a passing case named by each id but the listed ones', () => {
    const missing = ids.filter((id) => !(id in NOT_FIRING) && !(id in NO_PASSING) && mentions(id, 'valid') === 0);
    expect(missing).toEqual([]);
  });

  it('cites each id in src/ but the listed ones, and not those', () => {
    const src = sourceFiles(SRC).map((f) => readFileSync(f, 'utf8'));
    const cited = (id: string): boolean => src.some((text) => idPattern(id).test(text));
    expect(ids.filter((id) => !(id in NOT_IN_SRC) && !cited(id))).toEqual([]);
    expect(Object.keys(NOT_IN_SRC).filter(cited)).toEqual([]);
  });

  it('excuses only ids the catalogue has', () => {
    expect(
      [...Object.keys(NOT_FIRING), ...Object.keys(NO_PASSING), ...Object.keys(NOT_IN_SRC)].filter(
        (id) => !ids.includes(id),
      ),
    ).toEqual([]);
  });
});
