import { isJsonObject } from '../../parse/kube-object.js';
import { LIMITS } from '../../parse/parse-problem.js';
import { loadYaml } from '../../parse/yaml-load.js';
import type { World } from '../../engine/world.js';
import { chartOfTemplatesFile, chartValue, hasChartValues, isTruthy } from '../helm-chart-values.js';
import type { WebhookRule } from './mutating-webhooks.js';

// The rules of a MutatingWebhookConfiguration that only a Helm (Go) template renders, read where
// the template leaves them plain. Most charts template a webhook's name, namespace or service
// and write its rules out (dapr's sidecar injector sees only pods); some fill in the rules from
// values (chaos-mesh ranges over its CRDs). The document is read with its control actions
// (`{{- if }}`, `{{- range }}`, `{{- end }}`) dropped and every other action standing for an
// unknown value, which matches anything in the list that holds it. When an action on a line of
// its own writes YAML (`{{- toYaml .Values.rules | nindent 4 }}`, an `include`), or the text does
// not read as YAML then, nothing is known: undefined.

/** What an action stands for: a plain scalar no real rule holds. */
const TEMPLATED = '__kube_api_review_templated__';

export interface TemplatedWebhook {
  /** `webhooks[].name` when written out, else undefined. */
  readonly name?: string;
  /** undefined: the rules cannot be read, so the webhook may see any request. */
  readonly rules?: readonly WebhookRule[];
  /** `matchPolicy: Exact` written out plain. */
  readonly exact?: true;
  /** `objectSelector` where it reads (a templated value in it matches anything: selectorMayMatch). */
  readonly objectSelector?: unknown;
  /** `failurePolicy` written out plain. */
  readonly failurePolicy?: string;
  /** `failurePolicy` written by the template: it may be either. */
  readonly failurePolicyTemplated?: true;
}

/** An action alone on its line that only steers the template or sets a variable: it writes nothing itself. */
const CONTROL_LINE = /^\s*\{\{-?\s*(?:(?:if|else|end|range|with)\b|\$\w*\s*:?=)(?:(?!\}\})[^\n])*\}\}\s*$/;
/** A line of control actions alone, two or more. */
const CONTROL_ACTIONS = /^\s*(?:\{\{-?\s*(?:if|else|end|range|with)\b(?:(?!\}\})[^\n])*\}\}\s*){2,}$/;
/** A key of the document's top level, which starts the section the lines below it belong to. */
const TOP_LEVEL_KEY = /^([A-Za-z_][\w-]*)\s*:/;
const COMMENT = /\{\{-?\s*\/\*[\s\S]*?\*\/\s*-?\}\}/g;
const ACTION = /\{\{[\s\S]*?\}\}/g;
/** Actions and nothing else on the line, two or more. */
const ACTIONS_ONLY = /^\s*(?:\{\{(?:(?!\}\})[\s\S])*\}\}\s*){2,}$/;
/** One action and nothing else on the line (not `{{ $key }}: {{ $value }}`, a key and its value). */
const ALONE = /^\s*\{\{(?:(?!\}\})[\s\S])*\}\}\s*$/;

/**
 * The webhooks of one templated document, as far as the template lets them be read; undefined
 * when it does not. `chartValues`: what the chart's values.yaml sets at a path under `.Values`, where
 * the chart has one: a block under `{{- if .Values.x }}` (or `with`, `range`) that a default
 * install does not render is left out (bank-vaults' vault-secrets-webhook renders its webhook of
 * custom resources only where `customResourceMutations`, `[]` by default, lists some).
 */
export function templatedWebhooks(
  document: string,
  chartValues?: (steps: readonly string[]) => unknown,
  /**
   * Read what an action writes of its own as more of what the lines around it hold (more rules,
   * more webhooks), not as what may replace them: the webhooks read see at least what they say.
   */
  writesAdd = false,
): readonly TemplatedWebhook[] | undefined {
  if (document.includes('{%')) return undefined; // Jinja: not read
  const lines: string[] = [];
  let section: string | undefined;
  const blocks = new RenderedBlocks(chartValues);
  for (const line of document.replace(COMMENT, '').split('\n')) {
    if (CONTROL_LINE.test(line)) {
      blocks.control(line);
      continue;
    }
    // Several control actions on one line, one after another, as each on a line of its own
    // (OpenKruise's chart: `{{ if contains "PodWebhook=false" .Values.featureGates }}{{ else }}`).
    if (CONTROL_ACTIONS.test(line)) {
      for (const action of line.match(ACTION) ?? []) blocks.control(action);
      continue;
    }
    // A line of actions alone, control and others (linkerd's chart: `{{- with .Values.commonLabels }}{{
    // toYaml . | trim | nindent 4 }}{{- end }}` under the labels): each in turn, as on lines of their own.
    if (ACTIONS_ONLY.test(line)) {
      for (const action of line.match(ACTION) ?? []) {
        if (CONTROL_LINE.test(action)) blocks.control(action);
        else if (blocks.rendered && !writesAdd && writesRules(section, lines)) return undefined;
      }
      continue;
    }
    if (!blocks.rendered) continue;
    section = TOP_LEVEL_KEY.exec(line)?.[1] ?? section;
    // Outside the webhooks, of branches the values do not decide one renders (bank-vaults' chart
    // writes its apiVersion by the cluster's version): the first stands for them, as two would
    // repeat a key. Under `webhooks` every branch stays: any may write what the webhook sees.
    if (section !== 'webhooks' && blocks.inLaterUndecidedBranch) continue;
    // An action alone on its line, other than control, writes YAML of its own: under `webhooks`
    // it may write rules; elsewhere (labels or annotations of the metadata: keptn's chart includes
    // its common labels) it writes no webhook, and is left out. So is one that writes the value of
    // a key that holds no rule (bank-vaults' `namespaceSelector:` / `matchExpressions:` then
    // `{{ toYaml .Values.namespaceSelector.matchExpressions | indent 4 }}`): what it leaves out
    // only widens what the webhook may see.
    if (ALONE.test(line)) {
      if (!writesAdd && writesRules(section, lines)) return undefined;
      continue;
    }
    lines.push(line.replace(ACTION, TEMPLATED));
  }
  // The chart's values leave the whole document off (`{{- if .Values.admissionWebhooks.enabled -}}`,
  // false in values.yaml: kubevela/catalog's metricstrait chart): it renders no webhook at all.
  if (lines.every((l) => l.trim() === '')) return [];
  let values: unknown[];
  try {
    values = loadYaml(lines.join('\n'), { maxDepth: LIMITS.maxDepth, maxAliases: LIMITS.maxExpandedNodes });
  } catch {
    return undefined;
  }
  const configuration = values[0];
  if (values.length !== 1 || !isJsonObject(configuration) || !Array.isArray(configuration.webhooks)) return undefined;
  return configuration.webhooks.map((w) => {
    if (!isJsonObject(w)) return {};
    const name = typeof w.name === 'string' && !w.name.includes(TEMPLATED) ? w.name : undefined;
    const rules = Array.isArray(w.rules) ? w.rules.map(ruleOf) : undefined;
    return {
      ...(name === undefined ? {} : { name }),
      ...(rules === undefined ? {} : { rules }),
      ...(w.matchPolicy === 'Exact' ? { exact: true as const } : {}),
      ...(isJsonObject(w.objectSelector) ? { objectSelector: w.objectSelector } : {}),
      ...(typeof w.failurePolicy !== 'string'
        ? {}
        : w.failurePolicy.includes(TEMPLATED)
          ? { failurePolicyTemplated: true as const }
          : { failurePolicy: w.failurePolicy }),
    };
  });
}

/** One document of a webhook configuration that only a template renders: its file, and its webhooks as templatedWebhooks reads them. */
export interface TemplatedConfiguration {
  readonly file: string;
  /** The document's apiVersion written out plain (admissionregistration.k8s.io/v1 fails closed by default). */
  readonly apiVersion?: string;
  /** undefined: the template does not let them be read. */
  readonly webhooks: readonly TemplatedWebhook[] | undefined;
}

/**
 * The webhook configurations of a kind that only a template renders (a Helm chart's
 * templates/mutating-webhook.yaml), which are not objects of the world: its documents are noted as
 * templates. Its kind is the document's own, at the line's start: a `kind:` below it names a kind
 * some list holds (Dynatrace's Marketplace Application lists MutatingWebhookConfiguration among
 * its componentKinds, and makes no webhook). A chart's values decide its blocks (templatedWebhooks).
 */
export function templatedConfigurations(
  world: World,
  kind: 'MutatingWebhookConfiguration' | 'ValidatingWebhookConfiguration',
  writesAdd = false,
): TemplatedConfiguration[] {
  const kindLine = new RegExp(`^kind:[ \\t]*["']?${kind}["']?[ \\t]*(?:#.*)?$`, 'm');
  return world.filesMentioning(kind).flatMap((file) => {
    if (!file.problems.some((p) => p.code === 'template')) return [];
    const chart = chartOfTemplatesFile(file.path);
    const values =
      chart !== undefined && hasChartValues(world, chart)
        ? (steps: readonly string[]) => chartValue(world, chart, steps)
        : undefined;
    return file.text
      .split(/^---[^\n]*$/m)
      .filter((document) => document.includes('{{') && kindLine.test(document))
      .map((document) => {
        const apiVersion = /^apiVersion:[ \t]*["']?([\w./-]+)["']?[ \t]*(?:#.*)?$/m.exec(document)?.[1];
        return {
          file: file.path,
          ...(apiVersion === undefined ? {} : { apiVersion }),
          webhooks: templatedWebhooks(document, values, writesAdd),
        };
      });
  });
}

/**
 * Whether an action that writes YAML of its own, in the top-level section `section` after `lines`,
 * may write rules: under `webhooks` (or before any key), unless it writes the value of a key that
 * holds no rule.
 */
function writesRules(section: string | undefined, lines: readonly string[]): boolean {
  const writes = /^\s*(?:-\s+)?([A-Za-z][\w-]*):\s*$/.exec(lines.at(-1) ?? '')?.[1];
  return (section === undefined || section === 'webhooks') && (writes === undefined || RULE_KEYS.has(writes));
}

/** The keys of a webhook whose value its rules are, or that hold its rules. */
const RULE_KEYS: ReadonlySet<string> = new Set([
  'webhooks',
  'rules',
  'operations',
  'apiGroups',
  'apiVersions',
  'resources',
  'scope',
  'matchPolicy',
]);

/** `{{- if .Values.a.b }}`, `{{- if not .Values.a }}`, `with` and `range` of one, `else`, `end`. */
const BLOCK = /^\s*\{\{-?\s*(if|with|range|else(?:\s+if)?|end)\b\s*((?:(?!-?\}\})[^\n])*?)\s*-?\}\}\s*$/;
const VALUES_PATH = /^(not\s+)?\.Values((?:\.[A-Za-z_][\w-]*)+)$/;

/**
 * Which blocks of a template a default install renders, as far as the chart's values decide their
 * conditions; a condition they do not decide renders its block (what the template may write).
 */
class RenderedBlocks {
  /**
   * Per open block: whether it renders (undefined: not decided), whether its enclosing one does,
   * and whether an undecided branch came before this one.
   */
  private readonly open: { renders: boolean | undefined; outer: boolean; afterUndecided: boolean }[] = [];
  constructor(private readonly values: ((steps: readonly string[]) => unknown) | undefined) {}

  /** Whether the lines read now are in a branch after one the values did not decide. */
  get inLaterUndecidedBranch(): boolean {
    return this.open.some((b) => b.afterUndecided);
  }

  /** Whether the lines read now are rendered. */
  get rendered(): boolean {
    const top = this.open.at(-1);
    return top === undefined || (top.outer && top.renders !== false);
  }

  control(line: string): void {
    const m = BLOCK.exec(line);
    if (!m) return; // a variable set: no block
    const [, keyword = '', condition = ''] = m;
    if (keyword === 'end') {
      this.open.pop();
      return;
    }
    if (keyword.startsWith('else')) {
      const top = this.open.at(-1);
      if (!top) return;
      // The other branch renders where the first did not; `else if` only where that is decided too.
      top.afterUndecided ||= top.renders === undefined;
      top.renders = top.renders === true ? false : keyword === 'else' && top.renders === false ? true : undefined;
      return;
    }
    this.open.push({ renders: this.decided(condition), outer: this.rendered, afterUndecided: false });
  }

  /** Whether the chart's values make the condition true, false, or do not say. */
  private decided(condition: string): boolean | undefined {
    const m = VALUES_PATH.exec(condition);
    if (!this.values || !m) return undefined;
    const truthy = isTruthy(this.values((m[2] ?? '').slice(1).split('.')));
    return m[1] === undefined ? truthy : !truthy;
  }
}

/** A rule; a list that is templated, or holds a templated item, matches anything. */
function ruleOf(r: unknown): WebhookRule {
  const field = (key: string): readonly string[] => {
    const v = isJsonObject(r) ? r[key] : TEMPLATED;
    if (!Array.isArray(v)) return typeof v === 'string' && v.includes(TEMPLATED) ? ['*'] : [];
    if (v.some((s) => typeof s === 'string' && s.includes(TEMPLATED))) return ['*'];
    return v.filter((s): s is string => typeof s === 'string');
  };
  return {
    operations: field('operations'),
    apiGroups: field('apiGroups'),
    apiVersions: field('apiVersions'),
    resources: field('resources'),
    scope: isJsonObject(r) && typeof r.scope === 'string' && !r.scope.includes(TEMPLATED) ? r.scope : '*',
  };
}
