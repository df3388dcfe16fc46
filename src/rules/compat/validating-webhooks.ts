import { posix } from 'node:path';
import type { CacheKey } from '../../engine/review-cache.js';
import type { RuleContext } from '../../engine/rule.js';
import type { World } from '../../engine/world.js';
import { isJsonObject, type JsonObject, type KubeObject } from '../../parse/kube-object.js';
import { isInTestTree } from '../../parse/test-trees.js';
import { crdGroup, crdNames } from './compat-crd.js';
import { goFieldsOf } from './compat-report.js';
import type { CompatDifference } from './compare-crds.js';
import { lastPropertyName, ROOT_PROPERTY } from './property-path.js';
import { webhookRuleOf, type WebhookRule } from '../cr/mutating-webhooks.js';
import { templatedConfigurations } from '../cr/templated-webhook-rules.js';

// A validating admission webhook of the repository that sees every create and update of a CRD's
// resource and fails closed: kube-apiserver calls it after the schema, and refuses what it refuses
// (apiserver admission, failurePolicy Fail). A schema made tighter where such a webhook checked the
// same already refuses nothing new: the change moves the check (fission 7ee16a08f6 and 55e46df303
// moved DNS-1123 names, enums and bounds from its webhooks' Validate() into the CRDs as markers
// and CEL, "No admission check is dropped": 39 errors). What the webhook checks is its Go code's,
// which cannot be read offline, so a tightening is then a warning that says both cases; only where
// the change edits the repository's own API types of the group, where a move is made.
//
// Read at the base of the change (what judged the stored objects and clients): the kubebuilder
// markers of the Go outside tests and vendored trees (`+kubebuilder:webhook:…,mutating=false,
// failurePolicy=fail,groups=…,resources=…,verbs=create;update`), and the
// ValidatingWebhookConfigurations of the manifests outside the test trees.

interface ValidatingWebhook {
  readonly name: string;
  readonly rules: readonly WebhookRule[];
}

const WEBHOOKS: CacheKey<WeakMap<World, readonly ValidatingWebhook[]>> = {
  name: 'compat validating webhooks',
  create: () => new WeakMap(),
};

/** The rules whose findings such a webhook may have decided already: what refuses values the base schema took. */
const TIGHTENINGS = new Set([
  'compat/validation-tightened',
  'compat/enum-narrowed',
  'compat/cel-rule-added-or-changed',
  'compat/required-added',
]);

/**
 * The name of a fail-closed validating webhook of the base that sees the creates and updates of
 * the CRD's resource, where the difference tightens what the resource's spec accepts; else undefined.
 */
export function validatingWebhookFor(
  ctx: RuleContext,
  crd: KubeObject,
  difference: CompatDifference,
): string | undefined {
  // A webhook on the resource sees no write of its status subresource.
  if (!TIGHTENINGS.has(difference.ruleId) || difference.property.startsWith(`${ROOT_PROPERTY}.status`))
    return undefined;
  const base = ctx.whole?.base ?? ctx.base;
  const plural = crdNames(crd).plural;
  if (!base || plural === undefined) return undefined;
  const group = crdGroup(crd);
  const memo = ctx.cache.get(WEBHOOKS);
  let webhooks = memo.get(base);
  if (!webhooks) memo.set(base, (webhooks = [...markedInGo(base), ...configured(base)]));
  const names = (list: readonly string[], value: string) => list.includes(value) || list.includes('*');
  const webhook = webhooks.find((w) =>
    w.rules.some(
      (r) =>
        names(r.apiGroups, group) &&
        (names(r.resources, plural) || r.resources.includes('*/*')) &&
        names(r.operations, 'CREATE') &&
        names(r.operations, 'UPDATE'),
    ),
  )?.name;
  // A move is made in the repository's own API types (markers and rules added to them), not by a
  // dependency bumped: cluster-api-provider-kubevirt c7c39f2a9a took kubevirt.io/api's new
  // `maxItems: 256` beside a webhook of its own that never counted disks.
  return webhook !== undefined && ownTypesChanged(ctx, group) && validationReads(ctx, goNamesOf(ctx, crd, difference))
    ? webhook
    : undefined;
}

// By base world and Go field name.
const VALIDATION_READS: CacheKey<WeakMap<World, Map<string, boolean>>> = {
  name: 'compat validation code reads a field',
  create: () => new WeakMap(),
};

/**
 * The Go names the field the difference is at may have: its struct field's (of the base's Go type,
 * where compat/go-property-type.ts finds it: fission's `functionref` is `FunctionReference`), and
 * its JSON name with a capital. The field holding a list's items or a map's values stands for them.
 */
function goNamesOf(ctx: RuleContext, crd: KubeObject, difference: CompatDifference): readonly string[] {
  const property = difference.property.replace(/(?:\[\*\]|\{\*\})+$/, '');
  const json = lastPropertyName(property);
  if (json === undefined || json === '') return [];
  const field = goFieldsOf(ctx, crd)(difference.version)(property);
  // An embedded field is named by its type (`FunctionReference \`json:"functionref"\``).
  const embedded = field?.names.length === 0 ? /(\w+)$/.exec(field.type.replace(/\[.*\]$/, ''))?.[1] : undefined;
  return [
    ...new Set([
      ...(field?.names ?? []),
      ...(embedded ? [embedded] : []),
      json.charAt(0).toUpperCase() + json.slice(1),
    ]),
  ];
}

/**
 * Whether the base's validation code reads a field of one of these Go names, `.RotationPolicy`
 * written in a Go file of the repository whose path says validation or webhook (cert-manager's
 * internal/apis/certmanager/validation/, fission's pkg/apis/core/v1/validation.go, kubebuilder's
 * `<kind>_webhook.go`): a webhook whose code never names the field did not check it
 * (cert-manager 8ebd63c7e gave `rotationPolicy` its enum where nothing had refused other values).
 */
function validationReads(ctx: RuleContext, goNames: readonly string[]): boolean {
  const base = ctx.whole?.base ?? ctx.base;
  if (goNames.length === 0 || !base) return false;
  const memo = ctx.cache.get(VALIDATION_READS);
  let byName = memo.get(base);
  if (!byName) memo.set(base, (byName = new Map()));
  return goNames.some((goName) => {
    let reads = byName.get(goName);
    if (reads === undefined) {
      const access = new RegExp(`\\.${goName.replace(/[^\w]/g, '')}\\b`);
      reads = base
        .goTexts()
        .some(
          ({ path, text }) => text !== undefined && isOwnGo(path) && /validat|webhook/i.test(path) && access.test(text),
        );
      byName.set(goName, reads);
    }
    return reads;
  });
}

// By head world and group: every tightening of a CRD asks.
const OWN_TYPES_CHANGED: CacheKey<WeakMap<World, Map<string, boolean>>> = {
  name: 'compat own API types changed',
  create: () => new WeakMap(),
};

/** Whether the change edits a Go file of a package of the repository that declares the group (`+groupName=`). */
function ownTypesChanged(ctx: RuleContext, group: string): boolean {
  const head = ctx.whole?.head ?? ctx.head;
  const memo = ctx.cache.get(OWN_TYPES_CHANGED);
  let byGroup = memo.get(head);
  if (!byGroup) memo.set(head, (byGroup = new Map()));
  let changed = byGroup.get(group);
  if (changed === undefined) byGroup.set(group, (changed = typesOfGroupChanged(ctx, head, group)));
  return changed;
}

function typesOfGroupChanged(ctx: RuleContext, head: World, group: string): boolean {
  const base = ctx.whole?.base ?? ctx.base;
  if (!base) return false;
  const texts = (w: World) => new Map(w.goTexts().flatMap((t) => (isOwnGo(t.path) ? [[t.path, t.text] as const] : [])));
  const [atHead, atBase] = [texts(head), texts(base)];
  const marker = new RegExp(`\\+groupName=${group.replaceAll('.', '\\.')}(?![\\w.-])`);
  const dirs = new Set(
    [...atHead, ...atBase].flatMap(([path, text]) =>
      text !== undefined && marker.test(text) ? [posix.dirname(path)] : [],
    ),
  );
  return [...new Set([...atHead.keys(), ...atBase.keys()])].some(
    (path) => dirs.has(posix.dirname(path)) && atHead.get(path) !== atBase.get(path),
  );
}

const MARKER = /\+kubebuilder:webhook:([^\n]*)/g;

/** The validating webhooks kubebuilder markers of the world's Go declare, fail-closed. */
function markedInGo(world: World): ValidatingWebhook[] {
  return world.goTexts().flatMap(({ path, text }) => {
    if (text === undefined || !text.includes('+kubebuilder:webhook:') || !isOwnGo(path)) return [];
    return [...text.matchAll(MARKER)].flatMap((m) => {
      // A marker is a line comment (`//+kubebuilder:…`, `// +kubebuilder:…`), not prose that quotes one.
      const lineStart = text.lastIndexOf('\n', m.index) + 1;
      if (!/^\s*\/\/\s*$/.test(text.slice(lineStart, m.index))) return [];
      const args = new Map(
        (m[1] as string).split(',').map((a) => {
          const eq = a.indexOf('=');
          return [a.slice(0, eq).trim(), a.slice(eq + 1).trim()] as const;
        }),
      );
      if (args.get('mutating') !== 'false' || args.get('failurePolicy')?.toLowerCase() !== 'fail') return [];
      const list = (key: string) => (args.get(key) ?? '').split(';').filter((v) => v !== '');
      const rule = {
        operations: list('verbs').map((v) => v.toUpperCase()),
        apiGroups: list('groups'),
        apiVersions: list('versions'),
        resources: list('resources'),
        scope: '*',
      };
      return [{ name: args.get('name') ?? path, rules: [rule] }];
    });
  });
}

/**
 * The webhooks of the world's ValidatingWebhookConfigurations outside the test trees that fail
 * closed; with those only a template renders (cert-manager's chart), where it writes their rules,
 * groups and failurePolicy out plain (a group a value writes may be anything).
 */
function configured(world: World): ValidatingWebhook[] {
  // What an action writes of its own adds rules (kuma's `{{ .Values…additionalRules | nindent 6 }}`):
  // the rules written out are still seen.
  const templated = templatedConfigurations(world, 'ValidatingWebhookConfiguration', true).flatMap(
    ({ file, apiVersion, webhooks }) => {
      if (isInTestTree(file) || webhooks === undefined) return [];
      const byDefault = apiVersion?.endsWith('/v1') === true ? 'Fail' : 'Ignore';
      return webhooks.flatMap((w) =>
        w.rules === undefined ||
        w.rules.some((r) => r.apiGroups.includes('*')) ||
        w.failurePolicyTemplated === true ||
        (w.failurePolicy ?? byDefault) !== 'Fail'
          ? []
          : [{ name: w.name ?? `templated in ${file}`, rules: w.rules }],
      );
    },
  );
  return [...templated, ...objects(world)];
}

/** The webhooks of the world's ValidatingWebhookConfiguration objects outside the test trees that fail closed. */
function objects(world: World): ValidatingWebhook[] {
  return world.ofKind('admissionregistration.k8s.io', 'ValidatingWebhookConfiguration').flatMap((config) => {
    if (isInTestTree(config.source.file)) return [];
    // admissionregistration.k8s.io/v1 fails closed unless told otherwise; v1beta1 failed open.
    const byDefault = config.apiVersion.endsWith('/v1') ? 'Fail' : 'Ignore';
    return entries(config.value.webhooks).flatMap((w) => {
      if ((typeof w.failurePolicy === 'string' ? w.failurePolicy : byDefault) !== 'Fail') return [];
      const name = typeof w.name === 'string' ? w.name : config.name;
      return [{ name, rules: entries(w.rules).map(webhookRuleOf) }];
    });
  });
}

const entries = (v: unknown): JsonObject[] => (Array.isArray(v) ? v.filter(isJsonObject) : []);

/** Go of the repository's own that ships: not a test's, not a vendored module's. */
const isOwnGo = (path: string): boolean =>
  !path.endsWith('_test.go') && !isInTestTree(path) && !/(?:^|\/)vendor\//.test(path);

/** What a report adds where such a webhook judged the resource's writes. */
export const webhookSoftening = (webhook: string, plural: string) =>
  ({
    atMost: 'warning',
    note: `the repository's validating webhook ${webhook} sees every create and update of ${plural} and refuses what it fails (failurePolicy Fail): where it refused these values already, the change moves that check into the schema and refuses nothing new; where it did not, this breaks as said`,
  }) as const;
