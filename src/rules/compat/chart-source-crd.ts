import { posix } from 'node:path';
import type { CacheKey } from '../../engine/review-cache.js';
import type { RuleContext } from '../../engine/rule.js';
import type { World } from '../../engine/world.js';
import type { KubeObject } from '../../parse/kube-object.js';
import { chartContaining } from '../helm-chart-directories.js';
import { chartOfTemplatesFile } from '../helm-chart-values.js';
import { goFileEmbedding } from '../go-embedded-file.js';
import { copiesOf, installable, mayDefineUnread } from './installable-copy.js';
import { inChartCrdsDirectory } from './helm-chart-crds.js';

// A CRD of the directory a Helm chart's CRDs are made from, which the chart leaves out: no install
// of the repository holds objects under it. cert-manager/trust-manager keeps deploy/crds/ as the
// source of its chart's CRDs ("should NOT be used to provision"), and its Makefile leaves
// trust-manager.io_clusterbundles.yaml out of the chart; changes to that CRD (2d6f8a859a renamed
// spec.sources, edb8268007 added bounds) gave 10 compat/ errors, as if released clusters stored
// ClusterBundles.
//
// Said only on evidence: every copy of the CRD, before the change and after it, is a file of CRDs
// alone that no kustomization, chart, OLM bundle or Go embedding takes in, outside any chart's
// directory, and no file this review cannot read names it; and every other CRD of its directory
// has a copy in one Helm chart's templates/ or crds/, which makes the directory that chart's source.

export interface ChartSource {
  /** The directory of the CRD's file. */
  readonly directory: string;
  /** The chart the directory's other CRDs are copied into. */
  readonly chart: string;
}

/** chartSourceCrd's answers, by CRD name, once a review (every finding on the CRD asks). */
const ANSWERS: CacheKey<WeakMap<World, Map<string, ChartSource | undefined>>> = {
  name: 'compat CRDs a chart made from their directory leaves out',
  create: () => new WeakMap(),
};

/** Where the CRD is one its directory's chart leaves out (above): the directory and the chart; else undefined. */
export function chartSourceCrd(ctx: RuleContext, crd: KubeObject): ChartSource | undefined {
  const world = ctx.whole?.head ?? ctx.head;
  const memo = ctx.cache.get(ANSWERS);
  let answers = memo.get(world);
  if (answers === undefined) memo.set(world, (answers = new Map()));
  if (!answers.has(crd.name)) answers.set(crd.name, answer(ctx, world, crd));
  return answers.get(crd.name);
}

function answer(ctx: RuleContext, world: World, crd: KubeObject): ChartSource | undefined {
  // No chart, no chart's source: the other CRDs of the directory are not parsed for nothing in the
  // review of a change (nearly every repository without a chart).
  if (!world.paths().some((p) => p === 'Chart.yaml' || p.endsWith('/Chart.yaml'))) return undefined;
  const directory = posix.dirname(crd.source.file);
  const copies = copiesOf(ctx, crd);
  const base = ctx.whole?.base ?? ctx.base;
  if (
    copies.some(
      ({ copy, in: w }) =>
        installable(ctx, w, copy) ||
        goFileEmbedding(w, copy.source.file) !== undefined ||
        chartContaining(w.paths(), copy.source.file) !== undefined,
    ) ||
    mayDefineUnread(world, crd.name) ||
    (base !== undefined && mayDefineUnread(base, crd.name))
  )
    return undefined;
  const own = world.crdsInDirectory(directory, () => true).filter((o) => o.name !== crd.name);
  const siblings = own.length > 0 ? undefined : siblingSources(world, directory, crd.name);
  const others = siblings?.crds ?? own;
  let chart: string | undefined;
  for (const other of others) {
    const charted = world
      .sameIdentity(other)
      .map((c) => chartOf(ctx, c.source.file))
      .find((c) => c !== undefined);
    if (charted === undefined || (chart !== undefined && charted !== chart)) return undefined;
    chart = charted;
  }
  return chart === undefined ? undefined : { directory: siblings?.pattern ?? directory, chart };
}

/**
 * Where the CRD's directory holds no other CRD: the directories of its shape that differ from it in
 * one step (kuma generates each policy's CRD in `pkg/plugins/policies/<policy>/k8s/crd/`, and copies
 * all but its scaffold DoNothingPolicy's into its chart's crds/), and their CRDs, two or more; the
 * pattern says which step varies, with `*` (`pkg/plugins/policies/` and a star, then `/k8s/crd`).
 */
function siblingSources(
  world: World,
  directory: string,
  name: string,
): { readonly pattern: string; readonly crds: readonly KubeObject[] } | undefined {
  const steps = directory.split('/');
  const dirs = [...new Set(world.paths().map((p) => posix.dirname(p)))].map((d) => d.split('/'));
  for (let i = steps.length - 1; i >= 0; i--) {
    const alike = dirs.filter(
      (d) => d.length === steps.length && d[i] !== steps[i] && d.every((s, j) => j === i || s === steps[j]),
    );
    const crds = alike.flatMap((d) => world.crdsInDirectory(d.join('/'), () => true)).filter((o) => o.name !== name);
    if (crds.length >= 2) return { pattern: steps.map((s, j) => (j === i ? '*' : s)).join('/'), crds };
  }
  return undefined;
}

/** The chart whose templates/ or crds/ hold the file, or undefined. */
function chartOf(ctx: RuleContext, file: string): string | undefined {
  const templates = chartOfTemplatesFile(file);
  if (templates !== undefined) return templates;
  if (!inChartCrdsDirectory(ctx, file)) return undefined;
  return file.slice(0, Math.max(0, file.lastIndexOf('/crds/')));
}

/** What a report adds for such a CRD (compat-report.ts's softening). */
export const chartSourceSoftening = ({ directory, chart }: ChartSource) =>
  ({
    atMost: 'warning',
    note: `a CRD that no install of the repository holds: ${directory}/ is the source of the Helm chart ${chart === '' ? '.' : chart} (every other CRD there is in the chart), which leaves this one out, and nothing else of the repository applies it; what breaks is only what applies ${directory}/ itself`,
  }) as const;
