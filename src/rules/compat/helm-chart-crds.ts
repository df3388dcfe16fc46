import { posix } from 'node:path';
import { FieldPath } from '../../engine/field-path.js';
import { picomatch } from '../../engine/lazy-packages.js';
import type { RuleContext, RuleReport } from '../../engine/rule.js';
import type { World } from '../../engine/world.js';
import { annotationOf, isCrd, isJsonObject, type KubeObject } from '../../parse/kube-object.js';
import { compatCrd, crdGroup } from './compat-crd.js';
import { softening } from './compat-report.js';
import { isV1beta1Manifest, v1beta1Softening } from './v1beta1-manifest.js';
import { unreleasedSoftening } from './unreleased.js';
import { releaseVerdictBy } from '../released-crds.js';
import { renderedWhereUnset, rendersOnlyWhereAbsent, wholeTemplateCondition } from '../../parse/helm-wrapped-crd.js';
import type { ManifestFile } from '../../parse/manifest-file.js';
import { chartContaining, chartOfCrdsFile, isChartDirectory } from '../helm-chart-directories.js';
import {
  chartOfTemplatesFile,
  chartValue,
  hasChartValues,
  isTruthy,
  rendersByDefault,
  valueAt,
} from '../helm-chart-values.js';

// Helm charts as compat/crd-removed reads them (helm.sh/docs, "Custom Resource Definitions"): a
// chart's crds/ directory is installed on first installs only and never upgraded or deleted; what
// its templates/ render is a resource of each release, deleted when an upgrade no longer renders it.

/**
 * A file under a Helm chart's crds/ directory (`<chart>/crds/…`, isChartDirectory, at base or
 * at head). Helm applies those CRDs on a first install only and never upgrades or deletes
 * them (helm.sh/docs, "Custom Resource Definitions"), so a chart that stops shipping one deletes
 * nothing: traefik-helm-chart ab7dbb15 dropped Gateway API's CRDs for their upstream install
 * (8 errors that said every stored Gateway would be deleted). A CRD in templates/ is another
 * matter: Helm deletes a resource the chart no longer renders.
 */
export const inChartCrdsDirectory = (ctx: RuleContext, file: string): boolean =>
  chartOfCrdsFile(file, [ctx.base, ctx.whole?.head ?? ctx.head, ctx.whole?.base]) !== undefined;

/**
 * The template of the chart (at base) that renders a file of its crds/ directory as a resource
 * too, reading it with `.Files.Glob` or `.Files.Get` (aws-ebs-csi-driver's chart renders its
 * crds/ so when the snapshot CRDs are missing): a release that rendered it owns the CRD, and the
 * upgrade that no longer renders it deletes it. Undefined when no template does: one that prints
 * the file as it is, and reads it by its path or a glob that matches it (Helm's globs, gobwas/glob,
 * read as picomatch reads them: `*` within a directory, `**` across).
 */
export function chartTemplateRendering(ctx: RuleContext, file: string): string | undefined {
  const base = ctx.whole?.base ?? ctx.base;
  if (!base) return undefined;
  const chart = chartOfCrdsFile(file, [base]);
  if (chart === undefined) return undefined;
  const within = chart === '' ? '' : `${chart}/`;
  const inChart = file.slice(within.length);
  const groups = new Set(
    base.filesAt((p) => p === file).flatMap((f) => f.objects.flatMap((o) => (isCrd(o) ? [crdGroup(o)] : []))),
  );
  return templatePrinting(base, chart, inChart, groups);
}

/**
 * The template of the chart in this world that prints the file at `inChart` (its path within the
 * chart) as it is, reading it by its name or a glob that matches it; not one that renders it only
 * while the API of these groups is missing.
 */
export function templatePrinting(
  world: World,
  chart: string,
  inChart: string,
  groups: ReadonlySet<string> = new Set(),
): string | undefined {
  const within = chart === '' ? '' : `${chart}/`;
  for (const template of world.filesMentioning('.Files')) {
    if (!template.path.startsWith(`${within}templates/`)) continue;
    const text = withFilesVariables(template.text.replace(TEMPLATE_COMMENT, ''));
    if (!rendersFiles(text) || rendersOnlyWhereMissing(text, groups)) continue;
    for (const [, , name] of text.matchAll(FILES_READ))
      if (name !== undefined && (name === inChart || picomatch()(name)(inChart))) return template.path;
  }
  return undefined;
}

/**
 * The template of a chart (at base) that renders the file, a chart file outside templates/ (its
 * crds/, or `files/crds/` as grafana-operator keeps them), and sets `helm.sh/resource-policy: keep`
 * on what it renders (`{{- $_ := set $crd.metadata.annotations "helm.sh/resource-policy" "keep" }}`
 * after `$.Files.Get $path | fromYaml`, printed with `toYaml`): Helm leaves such a resource in the
 * cluster when an upgrade no longer renders it, and so do Flux (Helm itself) and Argo CD, so
 * removing the file deletes nothing (grafana-operator 53667a8c removed a CRD of files/crds/ so).
 * Undefined where no template reads the file, renders it, and keeps it.
 */
export function keepingTemplate(ctx: RuleContext, file: string): string | undefined {
  const base = ctx.whole?.base ?? ctx.base;
  if (!base) return undefined;
  const chart = chartContaining(base.paths(), file);
  if (chart === undefined) return undefined;
  const within = chart === '' ? '' : `${chart}/`;
  const inChart = file.slice(within.length);
  if (inChart.startsWith('templates/')) return undefined;
  for (const template of base.filesMentioning('.Files')) {
    if (!template.path.startsWith(`${within}templates/`)) continue;
    const text = withFilesVariables(template.text.replace(TEMPLATE_COMMENT, ''));
    if (!rendersFiles(text) || !SETS_KEEP.test(text)) continue;
    for (const [, , name] of text.matchAll(FILES_READ))
      if (name !== undefined && (name === inChart || picomatch()(name)(inChart))) return template.path;
  }
  return undefined;
}

/**
 * Whether a template prints the files it reads: as they are (PRINTS_FILE), or read as an object
 * and printed after a change (`{{- $crd := $.Files.Get $path | fromYaml }}` … `{{ toYaml $crd }}`,
 * grafana-operator's templates/crds.yaml).
 */
function rendersFiles(text: string): boolean {
  if (PRINTS_FILE.test(text)) return true;
  for (const [, name] of text.matchAll(READ_AS_OBJECT)) {
    const printed = new RegExp(`\\{\\{-?\\s*(?:toYaml\\s+\\$${name}\\b|\\$${name}\\s*\\|\\s*toYaml\\b)`);
    if (printed.test(text)) return true;
  }
  return false;
}

/** `{{- $crd := $.Files.Get $path | fromYaml }}`: a file read as an object, by the variable's name. */
const READ_AS_OBJECT = /\$(\w+)\s*:?=\s*\$?\.Files\.Get\s+[^\s|(){}]+\s*\|\s*fromYaml\b/g;
/** `set $crd.metadata.annotations "helm.sh/resource-policy" "keep"`: the keep annotation set on what is rendered. */
const SETS_KEEP = /\bset\s+\$[\w.]*annotations\s+"helm\.sh\/resource-policy"\s+"keep"/;

/**
 * Whether the template renders only while the API of the CRDs' groups is missing
 * (`{{- if not (.Capabilities.APIVersions.Has "snapshot.storage.k8s.io/v1") }}`, aws-ebs-csi-driver's
 * `ne (…Has …) true`): Helm installs crds/ before it reads the cluster's APIs, so a first install
 * renders nothing; where a release did render them (installed with --skip-crds, or upgraded from a
 * chart without them), its next upgrade finds the API and deletes them, with or without this
 * change. Removing them from crds/ is then the warning of crds/, not a release's deletion.
 */
function rendersOnlyWhereMissing(text: string, groups: ReadonlySet<string>): boolean {
  if (groups.size === 0) return false;
  const guarded = new Set([...text.matchAll(MISSING_API_GUARD)].map((m) => m[1]));
  return [...groups].every((g) => guarded.has(g));
}

/** `not (.Capabilities.APIVersions.Has "g/v")`, `ne (.Capabilities.APIVersions.Has "g/v") true`: the group. */
const MISSING_API_GUARD =
  /\b(?:not|ne)\s*\(?\s*\$?\.Capabilities\.APIVersions\.Has\s+"([^"/\s]+)\/[^"\s]+"\s*\)?(?:\s+true)?/g;

/**
 * An action that prints a file as it is, `{{ $.Files.Get $path }}` or `{{ .Files.Get "crds/a.yaml" }}`:
 * without it a template that reads the files only takes something from them (kube-prometheus-stack's
 * upgrade job lists their names in a ClusterRole, `$.Files.Get $path | fromYaml`) or puts their
 * text into another document (a ConfigMap's data, indented), and renders no CRD.
 */
const PRINTS_FILE = /\{\{-?\s*\$?\.Files\.Get\s+[^\s|(){}]+\s*-?\}\}/;

/** A template comment, from `{{/*` to the star and slash that close it: what it holds renders nothing. */
const TEMPLATE_COMMENT = /\{\{-?\s*\/\*[\s\S]*?\*\/\s*-?\}\}/g;

/**
 * The text with a variable bound to the chart's files read as `.Files` itself: kubefleet's charts
 * write `{{ $files := .Files }}`, then `{{ $files.Get "crdbases/…works.yaml" }}`.
 */
function withFilesVariables(text: string): string {
  let out = text;
  for (const [, name] of text.matchAll(FILES_VARIABLE))
    out = out.replace(new RegExp(String.raw`\$${name}\.(Get|Glob)\b`, 'g'), '.Files.$1');
  return out;
}

const FILES_VARIABLE = /\$(\w+)\s*:?=\s*\$?\.Files\b(?!\.)/g;

/** `.Files.Glob "crds/*.yaml"`, `$.Files.Get "crds/a.yaml"`: the chart file or glob a template reads. */
const FILES_READ = /\.Files\.(Glob|Get)\s+"([^"]+)"/g;

/**
 * A CRD of a Helm chart's crds/ directory that the change moves into the chart's templates/ (kro
 * 769d7dfd). Helm installed it from crds/ as no release's resource, without the ownership
 * metadata a release's resources carry (the label app.kubernetes.io/managed-by: Helm, the
 * annotations meta.helm.sh/release-name and meta.helm.sh/release-namespace), and `helm upgrade`
 * refuses to take over an object that exists without them ("invalid ownership metadata"): every
 * upgrade of a release installed before the change fails where the chart renders the CRD, until
 * someone adds them by hand. Nothing is deleted, so a warning. Whatever the CRD's apiextensions
 * version: the ownership metadata is what Helm checks (admiralty 462d6ab1dd moved six v1beta1 CRDs
 * from crds/ to templates/ as v1).
 */
export function movedToChartTemplates(ctx: RuleContext, stored: KubeObject): RuleReport<'movedToChartTemplates'>[] {
  const base = ctx.whole?.base ?? ctx.base;
  const head = ctx.whole?.head ?? ctx.head;
  if (!base || !isCrd(stored) || stored.name === '') return [];
  // In crds/ as Helm read it: through a link too (locust-k8s-operator's chart had crds/ a link to
  // the CRDs beside the operator's manifests).
  const from = base.pathsThroughLinks(stored.source.file).find((p) => chartOfCrdsFile(p, [base]) !== undefined);
  const chart = from === undefined ? undefined : chartOfCrdsFile(from, [base]);
  if (from === undefined || chart === undefined || !isChartDirectory(head.paths(), chart)) return [];
  const under = (dir: string) => (chart === '' ? `${dir}/` : `${chart}/${dir}/`);
  // The templates of a subchart of it render in the same release (grafana/agent 032f8e162 moved its
  // PodLogs CRD from grafana-agent/crds/ to grafana-agent/charts/crds/templates/).
  const inTemplates = (p: string): boolean => {
    if (p.startsWith(under('templates'))) return true;
    const below = p.startsWith(under('charts')) ? p.slice(under('charts').length).split('/') : [];
    return below.length > 2 && below[1] === 'templates';
  };
  const inDir = (dir: string) => (p: string) => (dir === 'templates' ? inTemplates(p) : p.startsWith(under(dir)));
  // Of the files that name it only: a chart's crds/ holds every CRD of the project, which a pull
  // request would otherwise parse for each CRD it changes (kubeblocks: 90).
  const named = (w: World, dir: string) =>
    w.crdsNamed(stored.name, stored.name).find((o) => inDir(dir)(o.source.file)) ??
    (w.links.size === 0
      ? undefined
      : w.sameIdentity(stored).find((o) => w.pathsThroughLinks(o.source.file).slice(1).some(inDir(dir))));
  // Still in crds/ as well, or in templates/ before the change already: not this move.
  if (named(head, 'crds') || named(base, 'templates')) return [];
  const moved = named(head, 'templates');
  // Rendered only where the cluster lacks the CRD: an upgrade of a release that installed it from
  // crds/ renders nothing of it, and takes nothing over (helm-wrapped-crd.ts rendersOnlyWhereAbsent;
  // the text of a file read as rendered no longer holds the condition, which the reading kept).
  const file = moved && head.filesAt((p) => p === moved.source.file)[0];
  if (!moved || file?.renderedWhereAbsent === true || rendersOnlyWhereAbsent(file?.text ?? '')) return [];
  return [
    {
      messageId: 'movedToChartTemplates',
      severity: 'warning',
      // At the CRD where it is now, on its name.
      object: moved,
      path: FieldPath.of('metadata', 'name'),
      data: {
        name: stored.name,
        from,
        compat: { version: '', property: '', check: 'crd', base: stored.name, head: stored.name },
      },
      identity: JSON.stringify(['', '', 'crd', 'moved to templates/']),
      ...movedToTemplatesSoftening(ctx, stored, [base, head]),
    },
  ];
}

/**
 * What the releases say of a move from crds/ to templates/: it breaks the upgrades of releases that
 * installed the CRD from crds/ only, so one whose releases all rendered it from templates/ (or had
 * none) breaks only builds made since (kube-ovn 2641a593 moved its CRDs back to templates/, where
 * v1.12.0 had them, after an unreleased move to crds/).
 */
function movedToTemplatesSoftening(ctx: RuleContext, stored: KubeObject, worlds: readonly World[]) {
  // The release's files through the links of the trees reviewed: a release tree's own are not read.
  const verdict = releaseVerdictBy(ctx, stored, (held) =>
    worlds.some((w) => w.pathsThroughLinks(held.source.file).some((p) => chartOfCrdsFile(p, worlds) !== undefined)),
  );
  return verdict === undefined ? softening(ctx, stored) : unreleasedSoftening(verdict);
}

/** The value of the chart's values a template's whole content stands under, where values.yaml leaves it off. */
export function optInValue(ctx: RuleContext, file: string): string | undefined {
  const base = ctx.whole?.base ?? ctx.base;
  const chart = chartOfTemplatesFile(file);
  const read = base?.filesAt((p) => p === file)[0];
  const condition = read?.renderedUnder;
  if (!base || chart === undefined || condition === undefined) return undefined;
  const key = condition.replace(/^\.Values\./, '');
  return rendersByDefault(base, chart, key, read?.renderedWhereUnset === true) ? undefined : key;
}

/**
 * A CRD of a Helm chart's templates/ that the change moves to the chart's crds/ directory: Helm
 * deletes a resource of a release that the upgraded chart no longer renders, and installs crds/
 * on first installs only (helm.sh/docs, "Custom Resource Definitions"), so every upgrade deletes
 * the CRD and its objects, unless the release gave it `helm.sh/resource-policy: keep`.
 */
export function movedToChartCrds(
  ctx: RuleContext,
  stored: KubeObject,
): RuleReport<'movedToChartCrds' | 'templatesDuplicateDropped'>[] {
  const file = stored.source.file;
  const base = ctx.whole?.base ?? ctx.base;
  const head = ctx.whole?.head ?? ctx.head;
  const baseChart = chartOfTemplatesFile(file);
  const v1beta1 = isV1beta1Manifest(stored);
  if (baseChart === undefined || !base || (!compatCrd(stored) && !v1beta1) || stored.name === '') return [];
  if (!isChartDirectory(base.paths(), baseChart)) return [];
  // The chart where it stands after the change: a release does not record the chart's directory,
  // so the same chart renamed with the move (chaosblade-operator db9cecb4 renamed
  // deploy/helm/chaosblade-operator-for-v2 and moved its CRD to crds/) upgrades its releases alike.
  const chart = isChartDirectory(head.paths(), baseChart) ? baseChart : renamedChart(base, head, baseChart);
  if (chart === undefined) return [];
  const under = (dir: string) => (chart === '' ? `${dir}/` : `${chart}/${dir}/`);
  // Kept, or a hook, which no release counts among its resources (crd-removed.ts KEEP_ANNOTATIONS).
  if (
    annotationOf(stored, 'helm.sh/resource-policy') === 'keep' ||
    (annotationOf(stored, 'helm.sh/hook') ?? '').trim() !== ''
  )
    return [];
  // The chart's templates still hold it, or may (a template that cannot be read defining it).
  const inTemplates = head
    .filesAt((p) => p.startsWith(under('templates')))
    .some(
      (f) =>
        f.objects.some((o) => o.name === stored.name) || (f.problems.length > 0 && mayDefineCrd(f.text, stored.name)),
    );
  if (inTemplates) return [];
  // In crds/, or read there through a link (crds/ a link to a directory that holds it).
  const inCrds = (o: KubeObject): string | undefined =>
    head.pathsThroughLinks(o.source.file).find((p) => p.startsWith(under('crds')));
  const moved =
    head
      .filesAt((p) => p.startsWith(under('crds')))
      .flatMap((f) => f.objects)
      .find((o) => isCrd(o) && o.name === stored.name) ??
    head.sameIdentity(stored).find((o) => inCrds(o) !== undefined);
  // Kept where the chart's values say so: read last, as it parses values.yaml.
  if (!moved || keptByChartValues(base, file) !== undefined) return [];
  const spec = stored.value.spec as { readonly names?: { readonly kind?: unknown } };
  // The chart held it in crds/ as well before the change: nothing moved. Helm creates crds/ first
  // and refuses the templates/ copy it then finds (existingResourceConflict: invalid ownership
  // metadata), so only a release installed with --skip-crds owned it through its templates
  // (newrelic-k8s-operator 66d8713 dropped such a duplicate): a warning that says so.
  const baseUnder = baseChart === '' ? 'crds/' : `${baseChart}/crds/`;
  const duplicate = base
    .filesAt((p) => p.startsWith(baseUnder))
    .some((f) => f.objects.some((o) => isCrd(o) && o.name === stored.name));
  const optIn = optInValue(ctx, file);
  const softened = softening(ctx, stored);
  const noted =
    optIn === undefined
      ? softened
      : { ...softened, note: [optInNote(optIn), softened.note].filter(Boolean).join('; ') };
  return [
    {
      messageId: duplicate ? 'templatesDuplicateDropped' : 'movedToChartCrds',
      ...(duplicate || optIn !== undefined ? { severity: 'warning' as const } : {}),
      // At the CRD where it is now, on its name.
      object: moved,
      path: FieldPath.of('metadata', 'name'),
      data: {
        name: stored.name,
        kind: typeof spec.names?.kind === 'string' ? spec.names.kind : 'custom',
        to: inCrds(moved) ?? moved.source.file,
        compat: { version: '', property: '', check: 'crd', base: stored.name, head: null },
      },
      identity: JSON.stringify(['', '', 'crd', 'moved to crds/']),
      ...(v1beta1 ? v1beta1Softening(noted) : noted),
    },
  ];
}

/**
 * What a finding on a CRD of a template under a value the chart's values leave off (optInValue)
 * adds: only releases installed with it set rendered the CRD, and only they lose it (koperator
 * 4b4ea64892 moved its CRDs, under `crd.enabled`, false by default, to crds/; its README had users
 * create them with kubectl).
 */
/**
 * The value of the chart's values that the whole of a template rendering crds/ (chartTemplateRendering)
 * stands under, where values.yaml leaves it off: sapcc/helm-charts' calico-crds renders its crds/
 * under `{{- if .Values.installCRDs }}`, false by default (84f0120f9c dropped two of them), so a
 * default install got them from crds/ only, which Helm never deletes.
 */
export function renderingOptIn(ctx: RuleContext, template: string): string | undefined {
  const base = ctx.whole?.base ?? ctx.base;
  const chart = chartOfTemplatesFile(template);
  const text = base?.fileAt(template)?.text;
  const condition = text === undefined ? undefined : wholeTemplateCondition(text);
  // Without the chart's values.yaml in the review, what a default install sets is not known.
  if (!base || chart === undefined || text === undefined || condition === undefined || !hasChartValues(base, chart))
    return undefined;
  const key = condition.replace(/^\.Values\./, '');
  return rendersByDefault(base, chart, key, renderedWhereUnset(text)) ? undefined : key;
}

export const renderingOptInNote = (optIn: string): string =>
  `only releases installed with ${optIn} set rendered it from that template: the chart's values leave it off, and a default install got it from crds/, which Helm never upgrades or deletes`;

export const optInNote = (optIn: string): string =>
  `only releases installed with ${optIn} set rendered it: the chart's values leave it off`;

/**
 * The Helm chart that held the file before the change and that the change removes whole (no chart
 * is at its directory after it): traefik-helm-chart fd6fca32 deleted its deprecated traefik-crds
 * chart, whose CRDs it rendered from files (12 errors that said every stored object would be
 * deleted). No one upgrades to a release without the CRD, and Helm deletes nothing of a release
 * until it is uninstalled. Not a chart moved whole, a Chart.yaml of the same name elsewhere after
 * the change (Mirantis/hmc 819a19e moved templates/hmc to templates/provider/hmc): its next
 * release is an upgrade that no longer renders the CRD.
 */
export function removedChart(ctx: RuleContext, file: string): string | undefined {
  const base = ctx.whole?.base ?? ctx.base;
  const head = ctx.whole?.head ?? ctx.head;
  if (!base) return undefined;
  const dirs = file.split('/').slice(0, -1);
  for (let i = dirs.length; i >= 1; i--) {
    const dir = dirs.slice(0, i).join('/');
    if (isChartDirectory(base.paths(), dir))
      return isChartDirectory(head.paths(), dir) || movedChart(base, head, dir) ? undefined : dir;
  }
  return undefined;
}

/** The directories of the charts of the name the chart at `dir` had, after the change. */
function chartsNamedAs(base: World, head: World, dir: string): string[] {
  const name = valueAt(base, `${dir}/Chart.yaml`, ['name']);
  if (typeof name !== 'string' || name === '') return [];
  return head
    .paths()
    .filter((p) => (p === 'Chart.yaml' || p.endsWith('/Chart.yaml')) && valueAt(head, p, ['name']) === name)
    .map((p) => posix.dirname(p));
}

/** Whether a chart of the name the chart at `dir` had stands elsewhere after the change. */
const movedChart = (base: World, head: World, dir: string): boolean => chartsNamedAs(base, head, dir).length > 0;

/**
 * The one new directory of a chart of the name the chart at `dir` had, where that chart is gone
 * from `dir` after the change: the chart renamed. Undefined where there is none or more than one.
 */
function renamedChart(base: World, head: World, dir: string): string | undefined {
  const renamed = chartsNamedAs(base, head, dir).filter((d) => !isChartDirectory(base.paths(), d));
  return renamed.length === 1 ? (renamed[0] === '.' ? '' : renamed[0]) : undefined;
}

/**
 * The CRD's name as a whole name, not inside a longer one: metallb removed addresspools.metallb.io
 * while its chart's templated file kept ipaddresspools.metallb.io (70530782c).
 */
const namePattern = (name: string): RegExp =>
  new RegExp(`(?<![a-z0-9.-])${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?!\\.?[a-z0-9-])`, 'i');

/**
 * Whether a text that cannot be read as objects (a Helm template) may define the CRD `name`: it
 * names the CRD and says CustomResourceDefinition. A webhook named as kubebuilder names them,
 * `<plural>.<group>` (koperator's validating webhooks, kafkaclusters.kafka.banzaicloud.io), is
 * no CRD, and took the CRD's removal or move for one it might still hold.
 */
export const mayDefineCrd = (text: string, name: string): boolean =>
  text.includes(name) && text.includes('CustomResourceDefinition') && namePattern(name).test(text);

/**
 * The chart value (`crd.keep`) that sets `helm.sh/resource-policy: keep` on the chart-wrapped CRDs
 * of `file` where the chart's values.yaml turns it on, as Helm renders a default install: the
 * reading leaves such an annotation out (helm-wrapped-crd.ts conditionalKeepOf). kubebuilder's
 * generated charts, sealed-secrets and argo-helm write `{{- if .Values.crd.keep }}` with
 * `keep: true`. Undefined when the file has no such annotation or the values leave it off.
 */
export function keptByChartValues(world: World, file: string): string | undefined {
  const condition = chartCondition(world, file, (f) => f.conditionalKeep);
  return condition?.on === true ? condition.key : undefined;
}

/**
 * The chart value (`webhook.enabled`) under which a chart-wrapped CRD of `file` converts by
 * webhook, where the chart's values.yaml leaves it off, as Helm renders a default install: the
 * reading keeps the conversion (helm-wrapped-crd.ts conditionalConversionOf), which a default
 * install does not have. Undefined when the conversion stands under no value, or the values turn it on.
 */
export function conversionOffByChartValues(world: World, file: string): string | undefined {
  const condition = chartCondition(world, file, (f) => f.conditionalConversion);
  return condition?.on === false ? condition.key : undefined;
}

/**
 * The value of its chart's values (`crd.keep`) that the reading of a chart-wrapped CRD's file
 * found a part of it under (`pick`), and whether values.yaml turns it on, as a default install renders it.
 */
function chartCondition(
  world: World,
  file: string,
  pick: (f: ManifestFile) => string | undefined,
): { readonly key: string; readonly on: boolean } | undefined {
  const read = world.filesAt((p) => p === file)[0];
  const condition = read && pick(read);
  const chart = chartOfTemplatesFile(file);
  if (condition === undefined || chart === undefined) return undefined;
  const key = condition.replace(/^\.Values\./, '');
  return { key, on: isTruthy(chartValue(world, chart, key.split('.'))) };
}

/**
 * The dependencies, fetched from a chart repository, of the chart whose crds/ holds the file, or
 * of a chart above it, as `name (repository)`: a dependency's crds/ are installed with the chart,
 * and this review cannot see them (wso2/apk a3a6320fc moved Gateway API's CRDs out of its chart's
 * crds/ and took them from its Envoy Gateway dependency).
 */
export function fetchedDependencies(world: World, file: string): string[] {
  const out: string[] = [];
  for (let dir = chartOfCrdsFile(file, [world]); dir !== undefined; dir = /^(.*)\/charts\/[^/]+$/.exec(dir)?.[1]) {
    const dependencies = valueAt(world, dir === '' ? 'Chart.yaml' : `${dir}/Chart.yaml`, ['dependencies']);
    for (const d of Array.isArray(dependencies) ? dependencies : []) {
      if (!isJsonObject(d) || typeof d.name !== 'string' || typeof d.repository !== 'string') continue;
      if (d.repository === '' || d.repository.startsWith('file://')) continue;
      // A dependency its chart holds in charts/ already is that chart, which Helm uses and this
      // review sees (kubefed's `controllermanager`, with `repository: "https://localhost/" #
      // Required but unused.`): no chart fetched from elsewhere.
      if (isChartDirectory(world.paths(), `${dir === '' ? '' : `${dir}/`}charts/${d.name}`)) continue;
      out.push(`${d.name} (${d.repository})`);
    }
  }
  return out;
}

/**
 * The dependency, fetched from a chart repository, that the parent chart names instead of a
 * subchart the change removes (goharbor/harbor-operator f1b7b449 replaced its copy of
 * postgres-operator in charts/ with the same chart from its repository): `name version
 * (repository)`. The subchart is the parent's charts/<name>, or the directory a `file://`
 * dependency of a chart of the base named, which Helm resolves from that chart's directory
 * (harvester's `longhorn` at `file://dependency_charts/longhorn-rc`, then from
 * charts.longhorn.io: 76765f5c0). Undefined where the removed chart is no subchart, or its parent
 * fetches no chart of its name.
 */
export function fetchedInstead(ctx: RuleContext, chart: string): string | undefined {
  const base = ctx.whole?.base ?? ctx.base;
  if (!base) return undefined;
  const named = valueAt(base, `${chart}/Chart.yaml`, ['name']);
  const own = typeof named === 'string' ? [named] : [];
  const parents: { readonly parent: string; readonly names: ReadonlySet<string> }[] = [];
  const m = /^(?:(.*)\/)?charts\/([^/]+)$/.exec(chart);
  if (m) parents.push({ parent: m[1] ?? '', names: new Set([m[2] ?? '', ...own]) });
  for (const path of base.paths()) {
    if (path !== 'Chart.yaml' && !path.endsWith('/Chart.yaml')) continue;
    const dir = posix.dirname(path) === '.' ? '' : posix.dirname(path);
    const dependencies = valueAt(base, path, ['dependencies']);
    for (const d of Array.isArray(dependencies) ? dependencies : []) {
      if (!isJsonObject(d) || typeof d.name !== 'string' || typeof d.repository !== 'string') continue;
      if (!d.repository.startsWith('file://')) continue;
      if (posix.normalize(posix.join(dir, d.repository.slice('file://'.length))).replace(/\/$/, '') !== chart) continue;
      parents.push({
        parent: dir,
        names: new Set([d.name, ...(typeof d.alias === 'string' ? [d.alias] : []), ...own]),
      });
    }
  }
  const head = ctx.whole?.head ?? ctx.head;
  for (const { parent, names } of parents) {
    const dependencies = valueAt(head, parent === '' ? 'Chart.yaml' : `${parent}/Chart.yaml`, ['dependencies']);
    for (const d of Array.isArray(dependencies) ? dependencies : []) {
      if (!isJsonObject(d) || typeof d.name !== 'string' || typeof d.repository !== 'string') continue;
      if (d.repository === '' || d.repository.startsWith('file://')) continue;
      if (names.has(d.name) || (typeof d.alias === 'string' && names.has(d.alias)))
        return `${d.name}${typeof d.version === 'string' ? ` ${d.version}` : ''} (${d.repository})`;
    }
  }
  return undefined;
}

/** Whether the world still has the chart at `dir` (its Chart.yaml, or templates/ beside a values file). */
export const chartStillThere = (world: World, dir: string): boolean => isChartDirectory(world.paths(), dir);

/** Whether the file is in the templates/ of a Helm chart of the base (Helm deletes what an upgrade no longer renders). */
export function inChartTemplates(ctx: RuleContext, file: string): boolean {
  const chart = chartOfTemplatesFile(file);
  const base = ctx.whole?.base ?? ctx.base;
  return chart !== undefined && base !== undefined && isChartDirectory(base.paths(), chart);
}
