import type { RuleContext } from '../../engine/rule.js';
import { isJsonObject, type JsonObject, type KubeObject } from '../../parse/kube-object.js';
import type { CompatDifference } from './compare-crds.js';
import { fieldName } from './compat-report.js';
import { schemaNodesAt } from './kubernetes-map-lists.js';
import { sameJson } from './json-equality.js';

// A field removed beside one the change adds is often that field renamed or moved (kubestellar
// b95921785: `wantMultiReportedState` became `wantMultiWECReportedState`; 6a588f4eb moved
// `statusCollectors` into a new `statusCollection`). The break is the same as a removal's, but the
// reviewer reads the rename where it happened: the finding names the field the change added. Said
// only where one sibling is a likely match: an added one of the removed field's type, its name in
// other letter case, or its plural or singular (a list of it, or of what it listed), or sharing a word
// of its name (camelCase split, four letters or more), or else extending its name or its last word, or carrying its
// description, or spelling it with one letter more, less or other, or being an object of its very fields, or an object, added or not, that gains a field of its name and type (a move), beside
// it (or an object of such an object: a move two levels down) or beside its parent, or its
// grandparent that gains it (a move up).

/** The field the change added beside a removed one that looks like its new name or place, as the message names it. */
export function renameCandidate(ctx: RuleContext, crd: KubeObject, d: CompatDifference): string | undefined {
  const removed = lastProperty(d.property);
  const before = ctx.baseOf(crd);
  const was = d.base;
  if (removed === undefined || !before || !isJsonObject(was)) return undefined;
  const headParent = schemaNodesAt(crd, d).at(-2);
  const baseParent = schemaNodesAt(before, d).at(-2);
  const headProperties = isJsonObject(headParent?.properties) ? headParent.properties : undefined;
  const baseProperties = isJsonObject(baseParent?.properties) ? baseParent.properties : {};
  if (!headProperties) return undefined;
  // Not one that a cousin lost in the change: that is the cousin's field moved here, by its own
  // name (cloudflare-operator 2ea2814ec7 moved `spec.tunnelName` to `status.tunnelName` as it
  // dropped `status.tunnelSecret`, which shares a word with it and was no rename).
  const movedIn = namesLostByCousins(crd, before, d);
  const added = Object.entries(headProperties).filter(
    (e): e is [string, JsonObject] => !Object.hasOwn(baseProperties, e[0]) && isJsonObject(e[1]) && !movedIn.has(e[0]),
  );
  const sibling = (name: string): string => fieldName(d.property.replace(/[^.]+$/, name));
  // Into an object the change adds, or one there before that gains a field of its name.
  const moved = Object.entries(headProperties).filter(
    ([name, node]) => name !== removed && gainsField(node, baseProperties[name], removed, was.type),
  );
  if (moved.length === 1) return `${sibling((moved[0] as [string, unknown])[0])}.${removed}`;
  // Or one level further down (thanos-operator 4edf46d1d1 moved `spec.retention` and its neighbours
  // into `spec.rulerMode.stateful`, both new).
  if (moved.length === 0) {
    const deeper = Object.entries(headProperties).flatMap(([name, node]) => {
      const inner = isJsonObject(node) && isJsonObject(node.properties) ? node.properties : {};
      const before = baseProperties[name];
      const innerBefore = isJsonObject(before) && isJsonObject(before.properties) ? before.properties : {};
      return name === removed
        ? []
        : Object.entries(inner)
            .filter(([child, c]) => gainsField(c, innerBefore[child], removed, was.type))
            .map(([child]) => `${name}.${child}`);
    });
    if (deeper.length === 1) return `${sibling(deeper[0] as string)}.${removed}`;
  }
  // The same name in other letter case first (kube-ovn 86c01e6ba: `v4ip` became `v4Ip`).
  const recased = added.filter(
    ([name, node]) => node.type === was.type && name.toLowerCase() === removed.toLowerCase(),
  );
  if (recased.length === 1) return sibling((recased[0] as [string, JsonObject])[0]);
  // Its plural, a list of what it held, or its singular (kaito 94a7509911: `status.condition` became
  // `status.conditions`), before a field that shares a word: coherence-operator 990296127e replaced
  // `ipFamily` by `ipFamilies`, which took its values, and `ipFamilyPolicy`.
  const plural = added.filter(([name, node]) => isNumberOf(name, node, removed, was));
  if (plural.length === 1) return sibling((plural[0] as [string, JsonObject])[0]);
  const words = new Set(wordsOf(removed));
  // Not one whose enum shares no value with the removed field's: a rename keeps its values (radix-operator
  // fa9fa45f removed `bindingMode`, of Immediate and WaitForFirstConsumer, and added `cacheMode`, of File and Block).
  const renamed = added.filter(
    ([name, node]) => node.type === was.type && wordsOf(name).some((w) => words.has(w)) && !enumsDisjoint(was, node),
  );
  if (renamed.length === 1) return sibling((renamed[0] as [string, JsonObject])[0]);
  // Of several, the one that shares the most words (ptp-operator c8fb0626af renamed `syncEOpts` and
  // `syncEConf` to `syncE4lOpts` and `syncE4lConf`).
  const shared = (name: string): number => wordsOf(name).filter((w) => words.has(w)).length;
  const most = Math.max(0, ...renamed.map(([name]) => shared(name)));
  const best = renamed.filter(([name]) => shared(name) === most);
  if (renamed.length > 1 && best.length === 1) return sibling((best[0] as [string, JsonObject])[0]);
  // A name too short to share a word that the new one extends (piraeus-operator e6b6d3b: `lvm` became
  // `lvmPool`), ends (clusterlink: `imageTag` became `tag`) or shortens (hdfs-operator f960f2d113:
  // `repository` became `repo`), or a new name with the same description
  // (redpanda-operator d36f64f81: `noPortExposure` became `excludeFromService`).
  const described = typeof was.description === 'string' && was.description !== '' ? was.description : undefined;
  const alike = added.filter(
    ([name, node]) =>
      node.type === was.type &&
      ((name.length > removed.length && name.startsWith(removed) && /[A-Z_]/.test(name.charAt(removed.length))) ||
        (removed.length > name.length && removed.endsWith(name.charAt(0).toUpperCase() + name.slice(1))) ||
        (removed.length > name.length && name.length >= 4 && removed.startsWith(name)) ||
        (described !== undefined && node.description === described)),
  );
  if (alike.length === 1) return sibling((alike[0] as [string, JsonObject])[0]);
  // A letter added, dropped, changed or swapped: a misspelling corrected (OpenFunction 73eb142c85:
  // `dap` became `dapr`).
  const respelled = added.filter(([name, node]) => node.type === was.type && isRespelling(removed, name));
  if (respelled.length === 1) return sibling((respelled[0] as [string, JsonObject])[0]);
  // An object of the very same fields, whatever it says of itself (kubedb/apimachinery 1476d57883
  // renamed its catalogs' `migrator` to `courier`, field for field).
  const identical = added.filter(
    ([, node]) =>
      isJsonObject(node.properties) &&
      Object.keys(node.properties).length > 0 &&
      sameJson(undescribed(node), undescribed(was)),
  );
  if (identical.length === 1) return sibling((identical[0] as [string, JsonObject])[0]);
  return movedToCousin(crd, before, d, removed, was.type) ?? movedUp(crd, before, d, removed, was.type);
}

/**
 * The removed field's grandparent, which gains a field of its name and type: kepler-operator
 * b32d28c3 moved `status.kepler.conditions` up to `status.conditions`.
 */
function movedUp(
  crd: KubeObject,
  before: KubeObject,
  d: CompatDifference,
  removed: string,
  type: unknown,
): string | undefined {
  if (!/\.[^.[\]{}*]+\.[^.[\]{}*]+$/.test(d.property)) return undefined;
  const [headGrand, baseGrand] = grandparents(crd, before, d);
  return gainsField(headGrand, baseGrand, removed, type)
    ? fieldName(d.property.replace(/\.[^.]+\.[^.]+$/, `.${removed}`))
    : undefined;
}

/**
 * Whether two names of three letters or more differ by one letter added, dropped or changed, or two
 * neighbours swapped (the Damerau–Levenshtein distance 1); a plural is not one (isNumberOf).
 */
function isRespelling(a: string, b: string): boolean {
  if (a === b || Math.min(a.length, b.length) < 3 || Math.abs(a.length - b.length) > 1) return false;
  if (b === `${a}s` || a === `${b}s`) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  if (a.length !== b.length) return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
  return (
    a.slice(i + 1) === b.slice(i + 1) || (a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2))
  );
}

/** Whether `name` is the plural or the singular of `removed`, of its type or a list of it (or it, of such a list). */
function isNumberOf(name: string, node: JsonObject, removed: string, was: JsonObject): boolean {
  const itemType = (n: JsonObject) => (n.type === 'array' && isJsonObject(n.items) ? n.items.type : undefined);
  const plural = (one: string, many: string) =>
    many === `${one}s` || many === `${one}es` || (/[^aeiou]y$/i.test(one) && many === `${one.slice(0, -1)}ies`);
  return (
    (plural(removed, name) || plural(name, removed)) &&
    (node.type === was.type || itemType(node) === was.type || itemType(was) === node.type)
  );
}

/**
 * An object beside the removed field's parent, there before or added, that gains a field of its
 * name and type: mariadb-operator d9efffd3 moved `status.pointInTimeRecovery.gtidStrictModePaused`
 * to `status.replication.gtidStrictModePaused`, openbao-operator 89a5ee9e `spec.backup.
 * preUpgradeSnapshot` to a new `spec.upgrade`.
 */
function movedToCousin(
  crd: KubeObject,
  before: KubeObject,
  d: CompatDifference,
  removed: string,
  type: unknown,
): string | undefined {
  const parent = /\.([^.[\]{}*]+)\.[^.[\]{}*]+$/.exec(d.property)?.[1];
  if (parent === undefined) return undefined;
  const [headGrand, baseGrand] = grandparents(crd, before, d);
  const headProperties = isJsonObject(headGrand?.properties) ? headGrand.properties : {};
  const baseProperties = isJsonObject(baseGrand?.properties) ? baseGrand.properties : {};
  const moved = Object.entries(headProperties).filter(
    ([name, node]) => name !== parent && gainsField(node, baseProperties[name], removed, type),
  );
  const [only] = moved;
  return moved.length === 1 && only
    ? fieldName(d.property.replace(/[^.]+\.[^.]+$/, `${only[0]}.${removed}`))
    : undefined;
}

/**
 * The fields that the objects beside the removed field's parent (its cousins) held in the base and
 * no longer hold: a sibling the change adds under one of these names is most likely that field moved.
 */
function namesLostByCousins(crd: KubeObject, before: KubeObject, d: CompatDifference): ReadonlySet<string> {
  const parent = /\.([^.[\]{}*]+)\.[^.[\]{}*]+$/.exec(d.property)?.[1];
  const lost = new Set<string>();
  if (parent === undefined) return lost;
  const [headGrand, baseGrand] = grandparents(crd, before, d);
  const headProperties = isJsonObject(headGrand?.properties) ? headGrand.properties : {};
  const baseProperties = isJsonObject(baseGrand?.properties) ? baseGrand.properties : {};
  for (const [name, was] of Object.entries(baseProperties)) {
    if (name === parent || !isJsonObject(was) || !isJsonObject(was.properties)) continue;
    const now = headProperties[name];
    const kept = isJsonObject(now) && isJsonObject(now.properties) ? now.properties : {};
    for (const field of Object.keys(was.properties)) if (!Object.hasOwn(kept, field)) lost.add(field);
  }
  return lost;
}

/** The schema nodes of the removed field's grandparent, at head and at base. */
const grandparents = (crd: KubeObject, before: KubeObject, d: CompatDifference) =>
  [schemaNodesAt(crd, d).at(-3), schemaNodesAt(before, d).at(-3)] as const;

/** Whether an object holds a field of this name and type that its version before (if any) lacked. */
function gainsField(node: unknown, was: unknown, field: string, type: unknown): boolean {
  if (!isJsonObject(node) || !isJsonObject(node.properties)) return false;
  const gained = node.properties[field];
  const had = isJsonObject(was) && isJsonObject(was.properties) && Object.hasOwn(was.properties, field);
  return isJsonObject(gained) && !had && (gained.type === type || type === undefined);
}

/**
 * The field the base required beside `d`'s, removed by the change, whose new name the newly
 * required field looks like, or which moved into it (renameCandidate): linode's `vlan_label` made `vlanLabel`, required
 * under both names (cluster-api-provider-linode e1d10a29). Every object the base accepted set the
 * old name, so the break is the rename, which compat/field-removed reports; undefined otherwise.
 */
export function requiredRenamedFrom(
  ctx: RuleContext,
  crd: KubeObject,
  d: CompatDifference,
  removals: readonly CompatDifference[],
): string | undefined {
  const parent = d.property.replace(/\.[^.]+$/, '');
  const wasRequired = Array.isArray(d.base) ? d.base : [];
  const renamed = removals.find((r) => {
    const name = lastProperty(r.property);
    return (
      r.version === d.version &&
      name !== undefined &&
      r.property === `${parent}.${name}` &&
      wasRequired.includes(name) &&
      movedTo(renameCandidate(ctx, crd, r), fieldName(d.property))
    );
  });
  return renamed === undefined ? undefined : fieldName(renamed.property);
}

/**
 * Whether a removed field's likely new place is the newly required field or a field below it: a
 * required field moved into a new required object (cnoe-io/idpbuilder c96f4ef236 moved `gitURL`
 * into `spec.provider`), which every object the base accepted lacks for that move alone.
 */
const movedTo = (candidate: string | undefined, required: string): boolean =>
  candidate !== undefined && (candidate === required || candidate.startsWith(`${required}.`));

/** The last property of a compat property path (`^.spec.a.b` → `b`); undefined for items and map values. */
function lastProperty(property: string): string | undefined {
  const m = /\.([^.[\]{}*]+)$/.exec(property);
  return m?.[1];
}

/** Whether both fields list enums and no value is in both. */
function enumsDisjoint(a: JsonObject, b: JsonObject): boolean {
  if (!Array.isArray(a.enum) || !Array.isArray(b.enum)) return false;
  const values = new Set(a.enum.map((v) => JSON.stringify(v)));
  return !b.enum.some((v) => values.has(JSON.stringify(v)));
}

/** The words of a camelCase or snake_case name, lower case, of four letters or more. */
function wordsOf(name: string): string[] {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z])([A-Z][a-z])/g, '$1 $2') // an initial before a word: `syncEOpts` is sync, E, Opts
    .split(/[^A-Za-z0-9]+|\s+/)
    .map((w) => w.toLowerCase())
    .filter((w) => w.length >= 4);
}

/** A schema less its own description. */
const undescribed = (node: JsonObject): JsonObject => {
  const { description: _, ...rest } = node;
  return rest;
};
