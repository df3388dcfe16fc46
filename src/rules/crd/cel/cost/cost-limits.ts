import { forbidden, type FieldError } from '../../../../engine/field-error.js';
import type { FieldPath } from '../../../../engine/field-path.js';
import type { SchemaLocation } from '../../schema/walk-schema.js';
import type { CelCompiler } from '../cel-compiler.js';
import { versionIssues, type CelEnvironments } from '../environment-versions.js';
import type { ValidationRule } from '../validate-rule-fields.js';
import { maxCardinality, multiplyWithOverflowGuard } from './cardinality.js';
import { costErrorMessage } from './cost-message.js';
import { MAX } from './cost-range.js';
import type { RuleCosts } from './rule-costs.js';

// SCHEMA-CEL-009 (spec/crd-validation.md §10; validation.go, where the compiled rules of a node
// are checked, and the TotalCost of RootCELContext):
// - a rule's estimated cost times its node's cardinality must not exceed StaticEstimatedCostLimit,
//   nor a messageExpression's estimated cost (not multiplied) — unless the version's schema is
//   unchanged on update (suppressPerExpressionCost, §12);
// - the sum of all of them over one openAPIV3Schema must not exceed StaticEstimatedCRDCostLimit:
//   then each of the four most expensive contributors (of at least 1% of that limit) and the
//   schema itself are Forbidden.
// Nothing is reported from an estimate that is not certain (estimate-cost.ts); one uncertain
// expression leaves the schema's total unknown, so the total is then not judged at all.

export const STATIC_ESTIMATED_COST_LIMIT = 10_000_000;
export const STATIC_ESTIMATED_CRD_COST_LIMIT = 100_000_000;
const MOST_EXPENSIVE = 4;

/** The rules of one node that compile (SCHEMA-CEL-012), with the type name their compiler used for `self`. */
export interface CompiledNode {
  readonly at: SchemaLocation;
  readonly rules: readonly { readonly index: number; readonly rule: ValidationRule }[];
  readonly selfType: string;
}

/** One expression's cost; its path is built only if it ends up in an error. */
interface Observed {
  readonly at: SchemaLocation;
  readonly index: number;
  readonly field: 'rule' | 'messageExpression';
  readonly cost: number;
}

const pathOf = (o: Pick<Observed, 'at' | 'index' | 'field'>): FieldPath =>
  o.at.apiserverPath().child('x-kubernetes-validations').index(o.index).child(o.field);

export function costLimitErrors(
  compiler: CelCompiler,
  costs: RuleCosts,
  nodes: readonly CompiledNode[],
  schemaPath: FieldPath,
  suppressPerExpressionCost: boolean,
  environments?: CelEnvironments,
): FieldError[] {
  const errs: FieldError[] = [];
  const observed: Observed[] = [];
  let totalKnown = true;
  for (const node of nodes) {
    const self = selfDeclaration(costs, node.at);
    const cardinality = self ? maxCardinality(node.at, self.minSerializedSize) : 0;
    const at = node.at;
    for (const { index, rule } of node.rules) {
      const optional = rule.optionalOldSelf === true;
      let ruleCost: number | undefined = 0;
      // null: no messageExpression program upstream (none, or it failed to compile).
      let messageCost: number | null | undefined = null;
      if (rule.rule.trim() !== '') {
        const outcome = compiler.compile(rule.rule, 'rule', node.selfType, optional);
        if (outcome.kind === 'uncertain') ruleCost = undefined;
        // A rule that does not compile in the cluster's environment (SCHEMA-CEL-013) has no cost.
        else if (
          outcome.kind === 'ok' &&
          versionIssues(compiler, environments, rule.rule, 'rule', outcome) === undefined
        ) {
          ruleCost = estimate(compiler, costs, rule.rule, self, optional, 'bool');
          // compileRule compiles the messageExpression only after the rule compiled to a bool.
          if (rule.messageExpression !== '') {
            const m = compiler.compile(rule.messageExpression, 'messageExpression', node.selfType, optional);
            const fails =
              m.kind === 'error' ||
              (m.kind === 'ok' &&
                versionIssues(compiler, environments, rule.messageExpression, 'messageExpression', m) !== undefined);
            messageCost = fails
              ? null
              : m.kind === 'ok'
                ? estimate(compiler, costs, rule.messageExpression, self, optional, 'string')
                : undefined;
          }
        }
      }
      const ruleTotal = ruleCost === undefined ? undefined : multiplyWithOverflowGuard(ruleCost, cardinality);
      if (ruleTotal === undefined) totalKnown = false;
      else {
        if (!suppressPerExpressionCost && ruleTotal > STATIC_ESTIMATED_COST_LIMIT) {
          errs.push(
            forbidden(
              pathOf({ at, index, field: 'rule' }),
              costErrorMessage('estimated rule cost', ruleTotal, STATIC_ESTIMATED_COST_LIMIT),
            ),
          );
        }
        observed.push({ at, index, field: 'rule', cost: ruleTotal });
      }
      if (messageCost === undefined) totalKnown = false;
      else if (messageCost !== null) {
        if (!suppressPerExpressionCost && messageCost > STATIC_ESTIMATED_COST_LIMIT) {
          errs.push(
            forbidden(
              pathOf({ at, index, field: 'messageExpression' }),
              costErrorMessage('estimated messageExpression cost', messageCost, STATIC_ESTIMATED_COST_LIMIT),
            ),
          );
        }
        observed.push({ at, index, field: 'messageExpression', cost: messageCost });
      }
    }
  }
  if (totalKnown) errs.push(...totalCostErrors(observed, schemaPath));
  return errs;
}

function estimate(
  compiler: CelCompiler,
  costs: RuleCosts,
  expression: string,
  self: ReturnType<typeof selfDeclaration>,
  optional: boolean,
  result: 'bool' | 'string',
): number | undefined {
  const ast = compiler.ast(expression);
  const selected = compiler.selectedBy(expression);
  return ast && self && selected !== 'all'
    ? costs.maxCost(ast, expression, self, optional, result, selected)
    : undefined;
}

/**
 * The declaration the rules of a node see as `self` (CELSchemaContext.TypeInfo). Directly below
 * a resource root, kind, apiVersion and metadata are taken from the root's declaration, which
 * WithTypeAndObjectMeta may have replaced: not modelled, so those nodes get none.
 */
function selfDeclaration(costs: RuleCosts, at: SchemaLocation) {
  const parent = at.parent;
  if (
    parent &&
    at.relation === 'properties' &&
    (parent.isRoot || parent.node.embeddedResource) &&
    (at.key === 'kind' || at.key === 'apiVersion' || at.key === 'metadata')
  )
    return undefined;
  return costs.declType(at.node.raw, at.isRoot || at.node.embeddedResource);
}

/** The TotalCost check, after the whole schema was observed. */
function totalCostErrors(observed: readonly Observed[], schemaPath: FieldPath): FieldError[] {
  let total = 0;
  for (const o of observed) total = Math.min(MAX, total + o.cost);
  if (total <= STATIC_ESTIMATED_CRD_COST_LIMIT) return [];
  // ObserveExpressionCost keeps the four most expensive of at least 1% of the limit; sort.Slice
  // is not stable, so contributors tied across the cut are left out rather than guessed.
  const candidates = observed
    .filter((o) => o.cost >= STATIC_ESTIMATED_CRD_COST_LIMIT / 100)
    .sort((a, b) => b.cost - a.cost);
  let kept = candidates.slice(0, MOST_EXPENSIVE);
  const next = candidates[MOST_EXPENSIVE];
  if (next) kept = kept.filter((o) => o.cost > next.cost);
  return [
    ...kept.map((o) =>
      forbidden(pathOf(o), 'contributed to estimated rule cost total exceeding cost limit for entire OpenAPIv3 schema'),
    ),
    forbidden(
      schemaPath,
      costErrorMessage(
        'x-kubernetes-validations estimated rule cost total for entire OpenAPIv3 schema',
        total,
        STATIC_ESTIMATED_CRD_COST_LIMIT,
      ),
    ),
  ];
}
