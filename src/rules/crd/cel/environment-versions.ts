import type { ASTNode } from '@marcbachmann/cel-js';
import type { KubeObject } from '../../../parse/kube-object.js';
import { astNodes } from './ast-nodes.js';
import type { CelCompiler } from './cel-compiler.js';
import { crdSchemas } from '../schema/crd-schemas.js';
import { nodesWith } from '../schema/walk-schema.js';
import { celIssue, compilationFailed, type CompileOutcome, type ExpressionKind } from './compile-rule.js';
import { skipBlank } from './skip-blank.js';
import type { ExpressionIssue } from './typed-selects.js';
import { decodeValidationRule } from './validate-rule-fields.js';
import { FORMAT_NAMES } from './kubernetes-library.js';

// SCHEMA-CEL-013 (spec/crd-validation.md §10; apiserver pkg/cel/environment/base.go, and
// preexistingExpressions in apiextensions validation.go): a kube-apiserver of version V compiles
// an expression the stored CRD already has (the same rule, or the same messageExpression, anywhere
// in any of its schemas) in the "stored" environment, every library V knows; any other expression
// in the "new" environment of its compatibility version, V-1 (component-base: the default
// MinCompatibilityVersion is the binary's minor less one). So a library is usable in a new
// expression only from the release after the one that introduced it.
//
// Modelled: the libraries whose functions have names of their own, so that leaving the library out
// makes each call an `undeclared reference` at its `(` (cel-go's checker, which reports every one,
// sorted by position, and does not cascade: an erroneous argument matches any overload); for a
// namespaced function (`format.dns1123Label()`), the namespace is an undeclared identifier too, at
// its first character, as cel-go checks the target once the qualified name resolves to nothing.
// Reserved words as field names (1.31) are typed-selects.ts's. Not modelled: the two-variable
// comprehensions (1.32) and ext.Lists' sortBy macro, which the compiler cannot declare (their
// expressions are never "ok" there, so nothing is reported for them). ext.Strings v2 and ext.Sets
// (1.29) are in every modelled environment: the oldest modelled cluster is 1.30
// (crd-config.ts), whose new expressions compile for 1.29; older ones also lack optional
// types.

/** A library of base.go whose functions no earlier library declares, and the minor it was introduced in (major 1). */
interface VersionedLibrary {
  readonly introduced: number;
  /** Global and member functions. */
  readonly functions: ReadonlySet<string>;
  /** Functions called on a namespace (`format.named(...)`): the namespace and their names. */
  readonly namespace?: { readonly name: string; readonly functions: ReadonlySet<string> };
}

const VERSIONED_LIBRARIES: readonly VersionedLibrary[] = [
  // library.IP and library.CIDR; `ip` is both the constructor and net.CIDR's ip().
  {
    introduced: 30,
    functions: new Set([
      'ip',
      'isIP',
      'family',
      'isUnspecified',
      'isLoopback',
      'isLinkLocalMulticast',
      'isLinkLocalUnicast',
      'isGlobalUnicast',
      'cidr',
      'isCIDR',
      'containsIP',
      'containsCIDR',
      'masked',
      'prefixLength',
    ]),
    namespace: { name: 'ip', functions: new Set(['isCanonical']) },
  },
  // library.Format: `format.<name>()`, `format.named(name)`, and NamedFormat's validate().
  {
    introduced: 31,
    functions: new Set(['validate']),
    namespace: { name: 'format', functions: new Set([...FORMAT_NAMES, 'named']) },
  },
  // library.SemverLib(SemverVersion(1)); isGreaterThan, isLessThan and compareTo are Quantity's (1.28) too.
  { introduced: 33, functions: new Set(['semver', 'isSemver', 'major', 'minor', 'patch']) },
  // ext.Lists(ext.ListsVersion(3)); sortBy is a macro the compiler does not declare.
  {
    introduced: 34,
    functions: new Set(['slice', 'flatten', 'sort', 'reverse', 'distinct']),
    namespace: { name: 'lists', functions: new Set(['range']) },
  },
];

/** cel-go stops listing issues after this many (common.Errors' default); past it the text is not modelled. */
const MAX_ISSUES = 100;

/** `MAJOR.MINOR` as crd-config.ts reads it; only major 1 exists. */
function minorOf(version: string): number {
  const [, minor = '0'] = version.split('.');
  return Number(minor);
}

/** The CEL environments one CRD is compiled in by the oldest cluster it must install on. */
export class CelEnvironments {
  private readonly storedMinor: number;

  /** `minKubernetesVersion` from the configuration; `preexisting`, the expressions of the stored CRD on update. */
  constructor(
    /** The oldest cluster, as configured (`MAJOR.MINOR`). */
    readonly minKubernetesVersion: string,
    private readonly preexisting: PreexistingExpressions,
  ) {
    this.storedMinor = minorOf(minKubernetesVersion);
  }

  /** Whether the stored CRD has `expression`, so that it compiles in the stored environment. */
  isStored(expression: string, kind: ExpressionKind): boolean {
    return kind === 'rule'
      ? this.preexisting.rules.has(expression)
      : this.preexisting.messageExpressions.has(expression);
  }

  /** The compatibility version a new expression must compile for: the oldest cluster's minor less one. */
  get newExpressionsVersion(): string {
    return `1.${this.storedMinor - 1}`;
  }

  /**
   * The detail of the compilation error of an expression that compiles in the newest environment
   * (crd/cel's "ok"), in the environment the cluster picks for it; undefined when it compiles
   * there too, or when its issues are more than cel-go would list. `gated`: the outcome's issues
   * that only older environments report (typed-selects.ts).
   */
  issues(
    ast: ASTNode,
    expression: string,
    kind: ExpressionKind,
    gated: readonly ExpressionIssue[],
  ): string | undefined {
    const minor = this.isStored(expression, kind) ? this.storedMinor : this.storedMinor - 1;
    const missing = VERSIONED_LIBRARIES.filter((l) => l.introduced > minor);
    const found: ExpressionIssue[] =
      missing.length === 0
        ? []
        : undeclaredCalls(ast, expression, missing).map((c) => ({
            offset: c.offset,
            message: `undeclared reference to '${c.name}' (in container '')`,
          }));
    for (const issue of gated) if (issue.fixedIn !== undefined && issue.fixedIn > minor) found.push(issue);
    if (found.length === 0 || found.length > MAX_ISSUES) return undefined;
    const lines = found.sort((a, b) => a.offset - b.offset).map((i) => celIssue(expression, i.offset, i.message));
    return compilationFailed(kind, lines.join('\n'));
  }
}

/** The error of an expression that compiles in the newest environment (crd/cel's "ok") but not in the cluster's. */
export function versionIssues(
  compiler: CelCompiler,
  environments: CelEnvironments | undefined,
  expression: string,
  kind: ExpressionKind,
  outcome: CompileOutcome & { readonly kind: 'ok' },
): string | undefined {
  if (!environments) return undefined;
  const ast = compiler.ast(expression);
  return ast ? environments.issues(ast, expression, kind, outcome.gated) : undefined;
}

/** The rules and messageExpressions of the stored CRD, as findPreexistingExpressions collects them. */
export interface PreexistingExpressions {
  readonly rules: ReadonlySet<string>;
  readonly messageExpressions: ReadonlySet<string>;
}

export const NO_PREEXISTING_EXPRESSIONS: PreexistingExpressions = { rules: new Set(), messageExpressions: new Set() };

export function preexistingExpressions(base: KubeObject | undefined): PreexistingExpressions {
  if (!base) return NO_PREEXISTING_EXPRESSIONS;
  const rules = new Set<string>();
  const messageExpressions = new Set<string>();
  for (const schema of crdSchemas(base)) {
    for (const at of nodesWith(schema, 'x-kubernetes-validations')) {
      for (const { rule: raw } of at.node.validations) {
        const rule = decodeValidationRule(raw);
        rules.add(rule.rule);
        if (rule.messageExpression !== '') messageExpressions.add(rule.messageExpression);
      }
    }
  }
  return { rules, messageExpressions };
}

interface Call {
  readonly name: string;
  /** Of the call's `(`, where cel-go's parser places a call. */
  readonly offset: number;
}

/** Every call (global or member) of a function of the `missing` libraries, with the offset of its `(`, and each namespace they are called on. */
function undeclaredCalls(root: ASTNode, expression: string, missing: readonly VersionedLibrary[]): Call[] {
  const functions = new Set(missing.flatMap((l) => [...l.functions]));
  const namespaced = new Map(
    missing.flatMap((l) => (l.namespace ? [[l.namespace.name, l.namespace.functions] as const] : [])),
  );
  const out: Call[] = [];
  for (const node of astNodes(root)) {
    if (node.op === 'call') {
      const [name] = node.args as [string, unknown];
      if (functions.has(name)) out.push({ name, offset: openParen(expression, node.range.start + name.length) });
    } else if (node.op === 'rcall') {
      const [name, receiver] = node.args as [string, ASTNode, unknown];
      const paren = (): number =>
        openParen(expression, skipBlank(expression, skipBlank(expression, receiver.range.end) + 1) + name.length);
      const namespace =
        receiver.op === 'id' && typeof receiver.args === 'string' ? namespaced.get(receiver.args) : undefined;
      if (namespace?.has(name)) {
        out.push({ name: receiver.args as string, offset: receiver.range.start }, { name, offset: paren() });
      } else if (functions.has(name)) out.push({ name, offset: paren() });
    }
  }
  return out;
}

/** The `(` that follows `from`, past blanks and comments. */
function openParen(expression: string, from: number): number {
  return skipBlank(expression, from);
}
