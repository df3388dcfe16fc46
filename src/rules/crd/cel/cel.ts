import { rebase } from '../schema/schema-error.js';
import { invalid, renderFieldError, type FieldError } from '../../../engine/field-error.js';
import { FieldPath, type PathStep } from '../../../engine/field-path.js';
import type { CacheKey } from '../../../engine/review-cache.js';
import { defineRule, type RuleContext, type RuleReport } from '../../../engine/rule.js';
import { isJsonObject, type KubeObject } from '../../../parse/kube-object.js';
import { CEL_COMPILER, type CelCompiler } from './cel-compiler.js';
import type { ExpressionKind } from './compile-rule.js';
import { decodeValidationRule, goRuleValue, validateRuleFields, type ValidationRule } from './validate-rule-fields.js';
import { crdSchemas, type CrdSchema } from '../schema/crd-schemas.js';
import { defaultsOptions } from '../defaults/defaults-options.js';
import type { DefaultsOptions } from '../defaults/validate-defaults.js';
import { requireStructuralSchema } from '../schema/schema-options.js';
import { COMPILED_PATTERNS, type PatternCache } from '../defaults/pattern-cache.js';
import { celRulesCompile, isAtOrBelow, schemaErrorPaths } from '../schema/validation-gates.js';
import { nodesWith, type SchemaLocation } from '../schema/walk-schema.js';
import { costLimitErrors, type CompiledNode } from './cost/cost-limits.js';
import { CEL_COSTS, type RuleCosts } from './cost/rule-costs.js';
import { crdVersions, semanticallyEqual } from '../schema/hoisting.js';
import { CelEnvironments, preexistingExpressions, versionIssues } from './environment-versions.js';
import { servedCrds } from '../schema/served-crds.js';

// crd/cel: spec/crd-validation.md §10, the x-kubernetes-validations rules SCHEMA-CEL-001..011,
// compiled with a CEL library against the type of `self` at their node. SCHEMA-CEL-009 (cost
// limits) mirrors cel-go's static cost estimator for the constructs of cel/cost/estimate-cost.ts
// and reports only where that estimate is certain.
//
// SCHEMA-CEL-013 (environment versions) when the configuration names the oldest cluster
// (crd.minKubernetesVersion; cel/environment-versions.ts); without it the newest environment
// serves stored and new expressions alike. Compile errors are reported only where certain
// (cel/compile-rule.ts), and their detail follows cel-go's layout, not always its exact words
// (spec §16).

export const cel = defineRule({
  id: 'crd/cel',
  scope: 'object',
  meta: {
    severity: 'error',
    description:
      'an x-kubernetes-validations rule that kube-apiserver rejects: missing or multi-line message, bad reason or fieldPath, a rule that does not compile (also on the oldest configured cluster) or is over its cost budget, oldSelf where it cannot be correlated',
    messages: {
      rejected: 'kube-apiserver rejects this CRD: {{error}}',
      compile: '{{where}} does not compile: {{issue}}{{more}}',
      compileOnVersion:
        '{{where}} does not compile on Kubernetes {{version}} (crd.minKubernetesVersion){{environment}}: {{issue}}{{more}}',
      result: '{{where}}: {{detail}}',
    },
  },
  check: (ctx) => servedCrds(ctx.head).flatMap((crd) => celRejections(ctx, crd).map((r) => report(crd, r.schema, r))),
});

/** An error of the apiserver's about a CEL rule of one of the CRD's schemas. */
interface SchemaRejection extends Rejection {
  readonly schema: CrdSchema;
}

// CRD → its stored version (or none) → what the apiserver answers: crd/cel's findings, and what
// cr/ asks before it runs the CRD's rules on resources (no cluster runs those of a refused CRD).
const REJECTIONS: CacheKey<WeakMap<KubeObject, Map<KubeObject | undefined, readonly SchemaRejection[]>>> = {
  name: 'crd/cel rejections',
  create: () => new WeakMap(),
};

/** What the apiserver answers about the CEL rules of the CRD, on create or as an update of its stored version. */
function celRejections(ctx: RuleContext, crd: KubeObject): readonly SchemaRejection[] {
  const base = ctx.baseOf(crd);
  const memo = ctx.cache.get(REJECTIONS);
  let byBase = memo.get(crd);
  if (!byBase) memo.set(crd, (byBase = new Map()));
  let found = byBase.get(base);
  if (found === undefined) {
    const compiler = ctx.cache.get(CEL_COMPILER);
    const minVersion = ctx.config.crd?.minKubernetesVersion;
    const stage: Stage = {
      base,
      requireStructural: requireStructuralSchema(crd, base),
      verdicts: ctx.cache.get(COMPILED_PATTERNS),
      defaults: defaultsOptions(ctx.cache, base, ctx.config.crd),
      costs: ctx.cache.get(CEL_COSTS),
      environments:
        minVersion === undefined ? undefined : new CelEnvironments(minVersion, preexistingExpressions(base)),
    };
    const jobs = crdSchemas(crd).flatMap((schema) => collect(crd, schema, compiler, stage));
    found = jobs.flatMap((job) => job.errors(compiler).map((e) => ({ ...e, schema: job.schema })));
    byBase.set(base, found);
  }
  return found;
}

/**
 * Whether kube-apiserver refuses the CRD for its CEL rules (a rule that does not compile, a cost
 * over the budget, a rule field it rejects), on every cluster, not only on the oldest one the
 * configuration names.
 */
export const refusedForCelRules = (ctx: RuleContext, crd: KubeObject): boolean =>
  celRejections(ctx, crd).some((r) => r.on === undefined);

/**
 * Whether a rule or message expression of the CRD does not compile on any cluster (a field its
 * schema does not declare, a type error): no apiserver since CEL came held such a CRD, as a create
 * or as an update, where one over the cost budget may have been accepted by an older estimator and
 * kept since (SCHEMA-CEL-009 is not checked of a version whose schema is unchanged).
 */
export const celRulesFailToCompile = (ctx: RuleContext, crd: KubeObject): boolean =>
  celRejections(ctx, crd).some(
    (r) => r.on === undefined && /^(?:messageExpression )?compilation failed: /.test(r.error.detail),
  );

interface Job {
  readonly crd: KubeObject;
  readonly schema: CrdSchema;
  errors(compiler: CelCompiler): Rejection[];
}

/** An error of the apiserver's; `on` when only the oldest configured cluster reports it (SCHEMA-CEL-013). */
interface Rejection {
  readonly error: FieldError;
  readonly on?: { readonly version: string; readonly newExpressionsVersion?: string };
}

const rejection = (error: FieldError): Rejection => ({ error });

/** What decides whether the rules of a schema are compiled at all (validation-gates.ts). */
interface Stage {
  readonly base: KubeObject | undefined;
  readonly requireStructural: boolean;
  readonly verdicts: PatternCache;
  readonly defaults: DefaultsOptions;
  readonly costs: RuleCosts;
  /** SCHEMA-CEL-013's environments, when the configuration names the oldest cluster. */
  readonly environments: CelEnvironments | undefined;
}

/** Phase 1 (see CelCompiler): the checks without a compiler, and the type of `self` of each rule. */
function collect(crd: KubeObject, schema: CrdSchema, compiler: CelCompiler, stage: Stage): Job[] {
  const jobs: Job[] = [];
  // SCHEMA-CEL-012: a schema error at a node or below it stops the compilation of its rules.
  const tainted = new Set<SchemaLocation>();
  const pending: { at: SchemaLocation; rules: { index: number; rule: ValidationRule }[] }[] = [];
  for (const at of nodesWith(schema, 'x-kubernetes-validations')) {
    if (at.unvalidated) continue;
    const validations = at.node.validations;
    if (validations.length === 0) continue;
    const fieldErrors: FieldError[] = [];
    const rules = validations.map(({ index, rule }) => {
      const decoded = decodeValidationRule(rule);
      fieldErrors.push(
        ...validateRuleFields(decoded, at.node, () =>
          at.apiserverPath().child('x-kubernetes-validations').index(index),
        ),
      );
      return { index, rule: decoded };
    });
    if (fieldErrors.length > 0)
      for (let l: SchemaLocation | undefined = at; l && !tainted.has(l); l = l.parent) tainted.add(l);
    jobs.push({ crd, schema, errors: () => fieldErrors.map(rejection) });
    pending.push({ at, rules });
  }
  // SCHEMA-CEL-012: rules compile only on a schema that passed the structural and default stages,
  // and only at nodes with no schema error at or below them.
  if (pending.length === 0 || !celRulesCompile(schema, stage.requireStructural, stage.verdicts, stage.defaults))
    return jobs;
  const errorPaths = schemaErrorPaths(schema, stage.base, stage.verdicts).map((p) => p.toString());
  const compiled: CompiledNode[] = [];
  for (const { at, rules } of pending) {
    // Rules in junctors are a structural error (SCHEMA-STRUCT-006) and are never compiled, so
    // `self` is typed (the costly part) only where the rules will compile.
    if (at.inJunctor || tainted.has(at)) continue;
    if (errorPaths.length > 0) {
      const node = at.apiserverPath().toString();
      if (errorPaths.some((p) => isAtOrBelow(p, node))) continue;
    }
    const expressions = rules.flatMap(({ rule }) => [rule.rule, rule.messageExpression].filter((e) => e.trim() !== ''));
    const selfType = compiler.selfType(at.node, at.isRoot || at.node.embeddedResource, expressions);
    jobs.push({
      crd,
      schema,
      errors: (c) =>
        rules.flatMap(({ index, rule }) =>
          compileErrors(c, stage.environments, at, rule, selfType, () =>
            at.apiserverPath().child('x-kubernetes-validations').index(index),
          ),
        ),
    });
    compiled.push({ at, rules, selfType });
  }
  // SCHEMA-CEL-009, after the rules of the whole schema (its total is one budget).
  const suppress = schemaUnchanged(schema, stage.base);
  if (compiled.length > 0)
    jobs.push({
      crd,
      schema,
      errors: (c) =>
        costLimitErrors(c, stage.costs, compiled, schema.apiserverRoot, suppress, stage.environments).map(rejection),
    });
  return jobs;
}

/**
 * suppressPerExpressionCost (§12): on update, the stored object has the same schema for the
 * version (the first version, for a hoisted schema), so its rules' costs were accepted before.
 */
function schemaUnchanged(schema: CrdSchema, base: KubeObject | undefined): boolean {
  if (!base) return false;
  const stored = crdVersions(base).find((v) => v.name === schema.versionName)?.schema;
  const storedSchema =
    typeof stored === 'object' && stored !== null && !Array.isArray(stored)
      ? (stored as Record<string, unknown>).openAPIV3Schema
      : undefined;
  return storedSchema !== undefined && semanticallyEqual(schema.root, storedSchema, true);
}

/**
 * SCHEMA-CEL-007, 008, 010, 011 and 013 for one rule. As compileRule does, the messageExpression
 * is compiled only once the rule compiled to a bool.
 */
function compileErrors(
  compiler: CelCompiler,
  environments: CelEnvironments | undefined,
  at: SchemaLocation,
  r: ValidationRule,
  selfType: string,
  x: () => FieldPath,
): Rejection[] {
  const errs: Rejection[] = [];
  const optional = r.optionalOldSelf === true;
  const outcome = compiler.compile(r.rule, 'rule', selfType, optional);
  const ruleError =
    outcome.kind === 'error'
      ? outcome.detail
      : outcome.kind === 'ok'
        ? versionIssues(compiler, environments, r.rule, 'rule', outcome)
        : undefined;
  if (ruleError !== undefined)
    errs.push(
      compileRejection(
        invalid(x().child('rule'), goRuleValue(r), ruleError),
        outcome.kind === 'ok' ? environments : undefined,
        r.rule,
        'rule',
      ),
    );
  if (outcome.kind === 'ok' && ruleError === undefined && r.messageExpression.trim() !== '') {
    const m = compiler.compile(r.messageExpression, 'messageExpression', selfType, optional);
    const messageError =
      m.kind === 'error'
        ? m.detail
        : m.kind === 'ok'
          ? versionIssues(compiler, environments, r.messageExpression, 'messageExpression', m)
          : undefined;
    if (messageError !== undefined)
      errs.push(
        compileRejection(
          invalid(x().child('messageExpression'), goRuleValue(r), messageError),
          m.kind === 'ok' ? environments : undefined,
          r.messageExpression,
          'messageExpression',
        ),
      );
  }
  // Upstream reads oldSelf use from the checked AST, so a rule that fails to compile also "does not use" it.
  if (outcome.usesOldSelf && ruleError === undefined) {
    const uncorrelatable = uncorrelatablePath(at);
    if (uncorrelatable)
      errs.push(
        rejection(
          invalid(
            x().child('rule'),
            r.rule,
            `oldSelf cannot be used on the uncorrelatable portion of the schema within ${uncorrelatable.toString()}`,
          ),
        ),
      );
  } else if (r.optionalOldSelf !== undefined) {
    // SCHEMA-CEL-011: optionalOldSelf needs a rule that uses oldSelf.
    errs.push(
      rejection(
        invalid(x().child('optionalOldSelf'), r.optionalOldSelf, 'may not be set if oldSelf is not used in rule'),
      ),
    );
  }
  return errs;
}

/** A compilation error; from the environments of the oldest cluster when the newest compiled the expression. */
function compileRejection(
  error: FieldError,
  environments: CelEnvironments | undefined,
  expression: string,
  kind: ExpressionKind,
): Rejection {
  if (!environments) return { error };
  const version = environments.minKubernetesVersion;
  return {
    error,
    on: environments.isStored(expression, kind)
      ? { version }
      : { version, newExpressionsVersion: environments.newExpressionsVersion },
  };
}

/**
 * SCHEMA-CEL-010: the highest array (list-type other than map) or map (map-type other than
 * granular or atomic) above `at`, whose items or values old and new cannot be paired.
 */
function uncorrelatablePath(at: SchemaLocation): FieldPath | undefined {
  let highest: SchemaLocation | undefined;
  for (let l: SchemaLocation | undefined = at; l?.parent; l = l.parent) {
    const parent = l.parent;
    if (l.relation === 'items' && parent.node.listType !== 'map') highest = parent;
    if (l.relation === 'additionalProperties') {
      const mapType = parent.node.mapType;
      if (mapType !== undefined && mapType !== 'granular' && mapType !== 'atomic') highest = parent;
    }
  }
  return highest?.apiserverPath();
}

/**
 * A finding about a rule is known by the rule's text, not its place in the list: with its index, a
 * rule inserted before it made it a new finding, and, with the factor gone from the cost errors,
 * the inserted rule's own error took the identity of the one it displaced (a regression probe).
 */
function ruleIdentity(crd: KubeObject, path: FieldPath): string | undefined {
  const steps = path.segments();
  const at = steps.indexOf('x-kubernetes-validations');
  if (at === -1 || at + 1 >= steps.length) return undefined;
  const rule = textAt(crd.value, [...steps.slice(0, at + 2), 'rule']);
  if (rule === undefined) return undefined;
  // The same text twice in one list: the second is the second of it, not the first again.
  const index = Number(steps[at + 1]);
  let before = 0;
  for (let i = 0; i < index; i++)
    if (textAt(crd.value, [...steps.slice(0, at + 1), String(i), 'rule']) === rule) before++;
  const named = before === 0 ? rule : `${rule} #${before + 1}`;
  return JSON.stringify([...steps.slice(0, at + 1), named, ...steps.slice(at + 2)]);
}

/** The string at `steps` of the object (a rule), if it is one. */
function textAt(value: unknown, steps: readonly string[]): string | undefined {
  let v: unknown = value;
  for (const step of steps) {
    if (Array.isArray(v)) v = /^\d+$/.test(step) ? v[Number(step)] : undefined;
    else if (isJsonObject(v)) v = Object.hasOwn(v, step) ? v[step] : undefined;
    else return undefined;
  }
  return typeof v === 'string' ? v : undefined;
}

function report(
  crd: KubeObject,
  schema: CrdSchema,
  r: Rejection,
): RuleReport<'rejected' | 'compile' | 'compileOnVersion' | 'result'> {
  const e = r.error;
  const path = rebase(e.path, schema.apiserverRoot, schema.manifestRoot);
  const byRule = ruleIdentity(crd, path);
  const base = {
    object: crd,
    path,
    apiserver: e,
    // Without the factor a cost exceeds its budget by: a CRD over budget before a change and
    // still over it after one is the same finding, not a new one (wso2/apk 175b1cb4a: the total
    // cost went from 17.6x to 17.8x and was shown as the change's).
    discriminator: `${e.type}: ${e.detail.replace(/ by factor of (?:more than )?[\d.]+x/, ' by factor of Nx')}`,
    ...(byRule === undefined ? {} : { identity: byRule }),
  };
  // The value of a compilation error is the whole rule as Go's JSON: data.apiserver keeps it,
  // the message says what is wrong with the expression (the source line shows the rule).
  const where = fromValidations(e.path);
  const compiled = /^(?:messageExpression )?compilation failed: ([\s\S]*)$/.exec(e.detail);
  if (compiled) {
    const issues = [...(compiled[1] as string).matchAll(/^ERROR: <input>:\d+:\d+: (.*)$/gm)].map((m) => m[1] as string);
    const more = issues.length > 1 ? ` (and ${issues.length - 1} more)` : '';
    const issue = issues[0] ?? (compiled[1] as string);
    if (!r.on) return { ...base, messageId: 'compile', data: { where, issue, more } };
    // A cluster compiles a new expression for its compatibility version, one minor back (environment-versions.ts).
    const environment =
      r.on.newExpressionsVersion === undefined
        ? ''
        : `, where a new expression must also compile for ${r.on.newExpressionsVersion}`;
    return { ...base, messageId: 'compileOnVersion', data: { where, issue, more, version: r.on.version, environment } };
  }
  if (
    e.detail === 'cel expression must evaluate to a bool' ||
    e.detail === 'messageExpression must evaluate to a string'
  ) {
    return { ...base, messageId: 'result', data: { where, detail: e.detail } };
  }
  return { ...base, messageId: 'rejected', data: { error: renderFieldError(e) } };
}

/** The path from the rule's `x-kubernetes-validations[i]` on, as the user finds it at the reported line. */
function fromValidations(path: FieldPath): string {
  const steps = path.steps();
  let at = steps.length;
  while (at > 0 && !isValidationsStep(steps[at - 1])) at--;
  if (at === 0) return path.toString();
  let out = FieldPath.of('x-kubernetes-validations');
  for (const s of steps.slice(at)) out = 'field' in s ? out.child(s.field) : out.key(s.subscript);
  return out.toString();
}

const isValidationsStep = (s: PathStep | undefined): boolean =>
  s !== undefined && 'field' in s && s.field === 'x-kubernetes-validations';
