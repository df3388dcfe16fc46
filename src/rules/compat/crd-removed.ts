import { csvBaseOwning, olmBundleOf } from '../olm-bundle.js';
import type { Severity } from '../../engine/finding.js';
import { sameJson } from './json-equality.js';
import { posix } from 'node:path';
import { FieldPath } from '../../engine/field-path.js';
import type { World } from '../../engine/world.js';
import { defineRule, type RuleContext, type RuleReport } from '../../engine/rule.js';
import { Locator } from '../../parse/locate.js';
import { isCrd, isJsonObject, type KubeObject } from '../../parse/kube-object.js';
import { isInDocsTree, isInReadingTree } from '../../parse/reading-trees.js';
import { isBundleCopy, otherInstalledCopies } from '../other-installed-copies.js';
import { isNewestOfArchive, newerRelease, releaseDirectoryOf } from '../release-archive.js';
import { apiServicesServing } from './api-service-shadow.js';
import { isFinalRelease } from '../../sources/release-version.js';
import { compatCrd, crdGroup, crdNames } from './compat-crd.js';
import { hasRefusedName } from './refused-crd.js';
import { goDeclaredGroup, goDeclaresGroup } from './foreign-crd.js';
import { envtestInstalling } from '../envtest-crd-paths.js';
import { softening } from './compat-report.js';
import { isV1beta1Manifest, v1beta1Softening } from './v1beta1-manifest.js';
import { delistedCrds } from './crd-delisted.js';
import { crdsTurnedOffByChartValues } from './chart-values-gate.js';
import {
  chartTemplateRendering,
  templatePrinting,
  fetchedDependencies,
  inChartCrdsDirectory,
  chartStillThere,
  inChartTemplates,
  keptByChartValues,
  movedToChartCrds,
  optInNote,
  optInValue,
  renderingOptIn,
  renderingOptInNote,
  movedToChartTemplates,
  mayDefineCrd,
  removedChart,
  fetchedInstead,
  keepingTemplate,
} from './helm-chart-crds.js';
import { chartContaining, chartOfCrdsFile, isChartDirectory } from '../helm-chart-directories.js';
import { chartOfTemplatesFile, chartValue, isTruthy, valueAt } from '../helm-chart-values.js';
import { embeddedButNeverRead, goFileEmbedding } from '../go-embedded-file.js';
import { removedFilesStillListed } from './removed-file-still-listed.js';
import { generatedFromGoTypes } from './generated-from-go-types.js';
import {
  generatedInstead,
  installerLeftEmpty,
  installerTakingInUnread,
  kustomizationNotInstalling,
  listedByKustomization,
  removedWithItsKustomization,
} from './unlisted-crd.js';
import { deletedOnRemoval, unprunedDeployerOf } from './gitops-deployers.js';

// compat/crd-removed (spec/crd-compatibility.md §2, §5.1): a v1 CRD of the base whose identity no
// head file holds. Deleting a CRD from a cluster deletes every stored object of it, and a
// repository that installs it usually does exactly that.
//
// Object-scoped: in the review of a change, `ctx.base` holds the base side of the files the change
// removed or modified, so a CRD in a file the change (or a path filter) left alone is never
// taken for removed; whether the identity survives anywhere is asked of the whole head
// (`ctx.whole.head`), so a CRD moved to, or kept in, another file is not removed. The finding is in
// the base file at the base line of metadata.name (§3.2): the head may not have the file at all.
// Where the file is still there, that line number means other text at head (where a review
// comment or an annotation would land), so the finding stands on the file's first line and the
// message says where the CRD stood.
export const crdRemoved = defineRule({
  id: 'compat/crd-removed',
  // The Go API types tell the repository's own groups (isForeignExample).
  consultsGoTypes: true,
  scope: 'object',
  meta: {
    severity: 'error',
    description: 'a CustomResourceDefinition was removed',
    messages: {
      removed:
        'CustomResourceDefinition {{name}} was removed; where the manifests are applied with pruning (Argo CD, Flux, kubectl apply --prune), that deletes every stored {{kind}} object with it, and every client, controller and manifest that uses {{plural}} fails; keep the CRD (stop serving its versions first), or suppress this finding with the reason if the API is retired',
      removedFromChartCrds:
        "CustomResourceDefinition {{name}} is no longer in the Helm chart's crds/ directory; Helm installs the CRDs there on a first install only and never upgrades or deletes them, so clusters keep it and every stored {{kind}} object, but new installs of the chart no longer get it; tell the chart's users where to install it from",
      removedFromChartCrdsWithDependencies:
        "CustomResourceDefinition {{name}} is no longer in the Helm chart's crds/ directory; Helm installs the CRDs there on a first install only and never upgrades or deletes them, so clusters keep it and every stored {{kind}} object; new installs get it only if a dependency fetched from a chart repository, {{dependencies}}, ships it in its crds/, which this review cannot see: make sure one does",
      removedFromReleasePayload:
        'CustomResourceDefinition {{name}} is no longer in the OpenShift release payload (it carries include.release.openshift.io annotations); the cluster-version operator does not delete what leaves the payload, so clusters keep it and every stored {{kind}} object, but new clusters no longer get it; to remove it from clusters, ship it one release more with the annotation release.openshift.io/delete: "true"',
      removedBundleInput:
        "CustomResourceDefinition {{name}} was removed from {{file}}, which no kustomization, chart or GitOps object of the repository applies, beside the OLM bundle that ships it ({{bundleFile}}): clusters install the bundle, and this copy is its generator's input; what the removal does to clusters is the bundle's to say",
      removedFromOlmBundle:
        'CustomResourceDefinition {{name}} is no longer in the OLM bundle of {{csv}}; OLM does not delete a CRD that a newer bundle stops shipping, so clusters that upgrade keep it and every stored {{kind}} object, but new installs no longer get it; say so in the release notes, and remove it from clusters by hand when nothing uses it',
      removedFromCommittedBundle:
        'CustomResourceDefinition {{name}} was removed from a committed copy of the OLM bundle of {{csv}}, while the ClusterServiceVersion base {{csvBase}} still owns it: the bundles generated from that base (`operator-sdk generate bundle`) still ship the CRD, so installs still get it',
      removedWithOlmBundle:
        'CustomResourceDefinition {{name}} was removed with the OLM bundle of {{csv}}, whose ClusterServiceVersion is gone too; OLM deletes no CRD, so clusters that installed it keep the CRD and every stored {{kind}} object, and no bundle of this repository ships it any more; say so to its users, and remove it from clusters by hand when nothing uses it',
      removedUnlisted:
        'CustomResourceDefinition {{name}} was removed, but no kustomization of the repository installed it: {{kustomization}} lists the files beside it one by one and not this one, so builds of it never applied this CRD and removing the file deletes nothing there; if it is installed another way and applied with pruning, that deletes every stored {{kind}} object with it',
      removedUnlistedSinceRelease:
        'CustomResourceDefinition {{name}} was removed; {{kustomization}} no longer listed it, but that of {{release}} did, so clusters that applied {{release}} hold it, and where they upgrade with pruning (Argo CD, Flux, kubectl apply --prune) that deletes every stored {{kind}} object with it, and every client, controller and manifest that uses {{plural}} fails; keep the CRD (stop serving its versions first), or suppress this finding with the reason if the API is retired',
      removedUnlistedSincePrerelease:
        'CustomResourceDefinition {{name}} was removed; {{kustomization}} no longer listed it, and of the releases only prerelease {{release}} installed it (a prerelease promises no compatibility): clusters that applied {{release}} hold it, and where they upgrade with pruning (Argo CD, Flux, kubectl apply --prune) that deletes every stored {{kind}} object with it; say so in the release notes',
      removedClusterSnapshot:
        'CustomResourceDefinition {{name}} was removed from {{file}}, a copy read from a cluster (it carries {{clusterFields}}): no install applies such a copy, as `kubectl apply` would send its resourceVersion and uid, so removing the file deletes nothing; the install the repository ships is judged on its own',
      removedDocsCopy:
        'CustomResourceDefinition {{name}} was removed from {{file}}, a copy in documentation: the copy installed, in {{installed}} before the change, is judged on its own; if this file is applied too (an install URL) with pruning, that deletes every stored {{kind}} object with it',
      removedFromGoBinaryUnread:
        'CustomResourceDefinition {{name}} was removed from {{file}}, which {{goFile}} embeds in its Go binary, but its package reads what it embeds by name alone and no Go code of the repository names {{plural}} or the file: nothing installed it from there, and no kustomization of the repository installs it, so the removal changes no cluster; if something outside the repository applies the file, clusters keep the CRD and every stored {{kind}} object, and new installs no longer get it',
      removedFromGoBinary:
        'CustomResourceDefinition {{name}} was removed from {{file}}, which {{goFile}} embeds in its Go binary ({{embedding}}), and no kustomization of the repository installs; an operator that installs the CRDs it embeds creates and updates them and does not delete one it no longer holds, so clusters keep it and every stored {{kind}} object, but new installs no longer get it; if the file is also applied another way with pruning, that deletes every stored {{kind}} object with it',
      removedEnvtestCopy:
        "CustomResourceDefinition {{name}} was removed from {{file}}, which the Go tests' envtest installed ({{goFile}}:{{goLine}} names {{installed}}) into the tests' own apiserver; no kustomization, chart or bundle of the repository installs it, so the removal changes no cluster; if something else applies the file with pruning, that deletes every stored {{kind}} object with it",
      removedForeignExample:
        "CustomResourceDefinition {{name}} was removed with {{file}}, an example that held another project's CRD: no other file of the repository defines its group {{group}}, so clusters get it from that project's own manifests; if this file was applied with pruning, that deletes every stored {{kind}} object with it",
      removedWithKustomization:
        'CustomResourceDefinition {{name}} was removed with the kustomization that installed it, {{kustomization}}, and with every kustomization that took that one in; clusters that applied it keep the CRD and every stored {{kind}} object, as a GitOps application or `kubectl apply -k` of a path that is gone fails rather than prunes; tell its users where to install it from, or that they may delete it',
      removedWithChartDeployer:
        'CustomResourceDefinition {{name}} was removed with the whole Helm chart {{chart}} and with the GitOps object of the repository that installed it (a Flux HelmRelease or Kustomization, an Argo CD Application); its tool deletes what that object deployed (Flux prunes what it applied or uninstalls the release, Argo CD deletes its resources), and with the CRD every stored {{kind}} object; keep the CRD installed another way first, or keep the object until its users have moved',
      removedWithChartFetched:
        'CustomResourceDefinition {{name}} was removed with the chart {{chart}}, which its parent chart now fetches from a chart repository instead, as the dependency {{dependency}}; this review cannot see that chart, which ships the CRD if it is the same chart: make sure it does',
      removedWithChart:
        "CustomResourceDefinition {{name}} was removed with the whole Helm chart {{chart}} (its Chart.yaml is gone); clusters that installed the chart keep it and every stored {{kind}} object until the release is uninstalled, and a GitOps application of the chart's path fails rather than prunes; tell the chart's users where to install it from",
      turnedOffByChartValues:
        "CustomResourceDefinition {{name}} is no longer rendered by a default install of the Helm chart {{chart}}: {{template}} renders it only where `{{value}}` is on, and the change turns it off here; `helm upgrade` deletes a resource of the release that the chart no longer renders, so every release that does not set {{value}} itself loses the CRD and every stored {{kind}} object; keep the default, or give the CRD `helm.sh/resource-policy: keep`, and tell the chart's users to set {{value}} if they still use it",
      removedKept:
        'CustomResourceDefinition {{name}} was removed, but it carries {{annotation}}: where {{tool}} applies the manifests, it keeps the CRD and every stored {{kind}} object when the manifests no longer hold it, and only new installs lack it; tell its users where to install it from',
      removedGenerated:
        "the file of CustomResourceDefinition {{name}} was removed and is ignored after the change, and {{kustomization}} still lists it: the build generates it now (as `make manifests` writes controller-gen's CRDs), so every build still installs the CRD; make sure every build and release does",
      removedGeneratedChartCrds:
        "the file of CustomResourceDefinition {{name}} was removed from the crds/ directory of {{chart}} and is ignored after the change: the build writes it there before it packages the chart (as a release script copies controller-gen's CRDs), so every chart built so still ships the CRD; make sure every build and release does",
      removedGeneratedFromGo:
        "the file of CustomResourceDefinition {{name}} was removed, but {{kustomization}} still lists it and the repository's Go types still define {{kind}} in {{group}}: the build generates the file now (as `make manifests` writes controller-gen's CRDs), or `kustomize build` fails, so no build drops the CRD; make sure every build and release generates it, or ignore the file in .gitignore",
      removedUnpruned:
        'CustomResourceDefinition {{name}} was removed, but {{deployer}} of the repository applies {{path}} without pruning ({{setting}}), so it deletes nothing the manifests drop: clusters keep the CRD and every stored {{kind}} object, and only new installs lack it; delete it by hand where that is meant, and tell its users where to install it from',
      removedFromArchivedRelease:
        'CustomResourceDefinition {{name}} was removed with a release kept beside newer ones; the newest of them, {{newest}}, does not have it, so no one installing what the repository releases now gets it, and removing the old release deletes nothing there',
      removedShadowedByApiService:
        'CustomResourceDefinition {{name}} was removed, but the APIService {{apiServices}} of the repository hands its API to an extension API server, before the change and after it: the apiserver sends every request for {{plural}} there and none to the CRD, so no client sees a change; the objects stored through the CRD, unreachable already, go with it where the manifests are applied with pruning',
      removedWithArchivedReleases:
        'CustomResourceDefinition {{name}} was removed with old releases of an archive, and so was the newest of them, {{newest}}, which did not have it either: no one installing what the repository last released there got it, and removing old releases deletes nothing there',
      movedToChartCrds:
        "CustomResourceDefinition {{name}} moved from the Helm chart's templates/ to its crds/ directory ({{to}}); `helm upgrade` deletes what the chart's templates no longer render, so the upgrade deletes the CRD and every stored {{kind}} object, and Helm applies crds/ on first installs only; keep it in templates/, or release it first with the annotation helm.sh/resource-policy: keep",
      templatesDuplicateDropped:
        "CustomResourceDefinition {{name}} was in both the Helm chart's crds/ ({{to}}) and its templates/, and the change keeps only crds/: Helm creates crds/ first and refuses a templates/ copy of the same CRD (invalid ownership metadata), so only a release installed with --skip-crds owns the CRD through its templates, and upgrading such a release deletes the CRD and every stored {{kind}} object; tell users who installed so to annotate the CRD helm.sh/resource-policy: keep before they upgrade",
      removedFromChartTemplates:
        "CustomResourceDefinition {{name}} was removed from the Helm chart's templates/; `helm upgrade` deletes what the chart no longer renders, so upgrading a release deletes the CRD and every stored {{kind}} object, and every client, controller and manifest that uses {{plural}} fails (as does a GitOps tool that prunes); keep the CRD (stop serving its versions first), release it once with the annotation helm.sh/resource-policy: keep, or suppress this finding with the reason if the API is retired",
      removedFromRenderedChartCrds:
        "CustomResourceDefinition {{name}} is no longer in the Helm chart's crds/ directory, which the chart's template {{template}} renders as well (.Files.Glob or .Files.Get); `helm upgrade` deletes what the chart no longer renders, so upgrading a release that rendered it deletes the CRD and every stored {{kind}} object, and every client, controller and manifest that uses {{plural}} fails; keep the CRD, release it once with the annotation helm.sh/resource-policy: keep, or suppress this finding with the reason if the API is retired",
      movedToChartTemplates:
        "CustomResourceDefinition {{name}} moved from the Helm chart's crds/ directory ({{from}}) to its templates/; Helm installed it from crds/ as no release's resource, and `helm upgrade` refuses to take over an object that exists without a release's ownership metadata, so upgrading a release installed before fails (invalid ownership metadata) wherever the chart renders the CRD, until it is labelled app.kubernetes.io/managed-by=Helm and annotated meta.helm.sh/release-name and meta.helm.sh/release-namespace; tell the chart's users to do that before they upgrade",
      renamedOutOfReview:
        'CustomResourceDefinition {{name}} moved with its file to {{to}}, which this review does not read (not a .yaml, .yml or .json file, or outside the paths and globs reviewed; kubectl apply -f reads only those three of a directory); if what installs the CRD reads {{to}} now, nothing is removed; if nothing does, every stored {{kind}} object is deleted with the CRD where the manifests are applied with pruning',
      removedFromChartTemplate:
        'CustomResourceDefinition {{name}} was removed from this template of the Helm chart (it stood at line {{baseLine}} before the change); `helm upgrade` deletes what the chart no longer renders, so upgrading a release deletes the CRD and every stored {{kind}} object, and every client, controller and manifest that uses {{plural}} fails (as does a GitOps tool that prunes); keep the CRD (stop serving its versions first), release it once with the annotation helm.sh/resource-policy: keep, or suppress this finding with the reason if the API is retired',
      delistedByKustomization:
        'CustomResourceDefinition {{name}} is no longer installed: {{kustomization}} stopped listing {{file}}, and no kustomization of the repository takes it in now, so its build no longer applies the CRD; where the build is applied with pruning (Argo CD, Flux, kubectl apply --prune), that deletes every stored {{kind}} object with it, and every client, controller and manifest that uses {{plural}} fails; keep listing the file (stop serving its versions first), or suppress this finding with the reason if the API is retired',
      delistedEmptyKustomization:
        'CustomResourceDefinition {{name}} is no longer installed: {{kustomization}} stopped listing {{file}} and now sets nothing, and kustomize refuses to build an empty kustomization ("kustomization.yaml is empty"), so building it, and every kustomization that takes it in, fails and applies nothing; once that is fixed without the CRD, an apply with pruning deletes every stored {{kind}} object; keep listing the file, or suppress this finding with the reason if the API is retired',
      removedLeavingEmptyKustomization:
        'CustomResourceDefinition {{name}} was removed with its file, and {{kustomization}}, which installed it, now sets nothing: kustomize refuses to build an empty kustomization ("kustomization.yaml is empty"), so building it, and every kustomization that takes it in, fails and applies nothing; once that is fixed without the CRD, an apply with pruning deletes every stored {{kind}} object; keep the CRD, or suppress this finding with the reason if the API is retired',
      removedTakenInUnread:
        'CustomResourceDefinition {{name}} was removed with its file, but {{kustomization}}, which installed it, now takes in what is not in the repository (a remote resource, or a Helm chart kustomize inflates), which may hold the CRD: where it does, every build still installs it and nothing is removed; where it does not, an apply with pruning deletes every stored {{kind}} object',
      removedFileStillListed:
        '{{file}}, which held CustomResourceDefinition {{name}}, is gone, but {{kustomization}} still lists it: `kustomize build` fails there (no such file or directory), and so does every kustomization that takes it in, so nothing they install can be applied, unless the build writes the file first (a generated file no longer committed); remove the entry, or keep the file',
      removedFromFile:
        'CustomResourceDefinition {{name}} was removed from this file (it stood at line {{baseLine}} before the change); where the manifests are applied with pruning (Argo CD, Flux, kubectl apply --prune), that deletes every stored {{kind}} object with it, and every client, controller and manifest that uses {{plural}} fails; keep the CRD (stop serving its versions first), or suppress this finding with the reason if the API is retired',
    },
  },
  check: (ctx) => {
    if (!ctx.base) return [];
    return [
      ...onePerFinding(
        ctx.base
          .crds()
          // A CRD whose name or group the apiserver refuses was never installed under that name:
          // its removal deletes nothing (nephoran-intent-operator fcd6c7d140 removed three named
          // `*.nephoran.com.`). One refused for its schema may stand for a release's accepted copy.
          .filter((stored) => !hasRefusedName(stored))
          .flatMap((stored) => [
            ...removal(ctx, stored),
            ...movedToChartCrds(ctx, stored),
            ...movedToChartTemplates(ctx, stored),
          ]),
      ),
      ...delistedCrds(ctx),
      ...crdsTurnedOffByChartValues(ctx),
      ...removedFilesStillListed(ctx),
    ];
  },
});

/**
 * The reports less repeats of one finding: a CRD the base held twice, in two templates of a chart
 * each behind its own `{{- if }}`, moved once to crds/ (spiderpool e557ac83e), was reported from
 * each copy at the one place it moved to.
 */
function onePerFinding<R extends RuleReport<string>>(reports: readonly R[]): R[] {
  const seen = new Set<string>();
  return reports.filter((r) => {
    const key = JSON.stringify([
      r.messageId,
      r.object?.source.file,
      r.object?.source.docOffset,
      r.file,
      r.line,
      r.path?.toString(),
      r.identity,
      r.discriminator,
    ]);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

const WHOLE_OBJECT = FieldPath.of('');

/**
 * Whether a removed CRD stood in an example and belongs to another project: no other file of the
 * repository, before or after the change, holds a CRD of its group (cluster-api-provider-azure
 * c13c5ed99 removed examples/addons.yaml, a copy of Calico's manifest: 14 errors).
 */
function isForeignExample(ctx: RuleContext, stored: KubeObject): boolean {
  const file = stored.source.file;
  if (!isInReadingTree(file)) return false;
  const group = crdGroup(stored);
  if (group === '') return false;
  const elsewhere = (world: World | undefined) =>
    (world?.crds() ?? []).some((o) => o.source.file !== file && crdGroup(o) === group) ||
    (world !== undefined && namesGroupInGo(world, group));
  return !elsewhere(ctx.whole?.head ?? ctx.head) && !elsewhere(ctx.whole?.base ?? ctx.base);
}

/**
 * The file of another copy of the removed CRD in the base, outside examples, samples, documentation and test trees,
 * where the removed one stood in documentation: that copy is the one installed, and is judged on
 * its own (kuma d7b91f800f removed its MeshGateway CRDs from the chart's crds/ and from
 * docs/generated/raw/crds/, a copy only the docs site reads: the docs copy was the change's error).
 * Undefined otherwise.
 */
function installedCopyBesideDocs(ctx: RuleContext, stored: KubeObject): string | undefined {
  return isInDocsTree(stored.source.file) ? otherInstalledCopies(ctx, stored)[0]?.source.file : undefined;
}

/**
 * Whether the repository's Go API types may declare the group (`+groupName=<group>` in a file's
 * text; a file whose text is not at hand counts): then the CRD is the repository's own, generated
 * at build time and kept in the example.
 */
function namesGroupInGo(world: World, group: string): boolean {
  const choice = world.goSources();
  const texts = choice ? choice.sources.map((s) => s.text) : world.goFiles.map((f) => f.text);
  return texts.some((text) => text === undefined || text.includes(`groupName=${group}`));
}

/**
 * Whether a CRD is named `<spec.names.plural>.<spec.group>`, as kube-apiserver requires of every
 * CRD it creates (CRD-META, crd/metadata). One named otherwise never existed under that name in
 * any cluster, nor did an older copy of it, so removing it deletes nothing (kubescape/helm-charts
 * cb35807a renamed its misnamed CRD, as crd/metadata says to: a false error). Other refusals
 * (a bad default, two storage versions) may have followed a copy clusters still hold.
 */
function isNamedPluralGroup(stored: KubeObject): boolean {
  const spec = stored.value.spec as { readonly group?: unknown; readonly names?: { readonly plural?: unknown } };
  const plural = spec.names?.plural;
  const group = spec.group;
  return typeof plural !== 'string' || typeof group !== 'string' || stored.name === `${plural}.${group}`;
}

/** A name a file is given to switch it off (`crds.yaml.bak`, `.disabled`): that is a removal, not a move. */
const SWITCHED_OFF = /\.(?:bak|backup|old|orig|disabled?|off|skip|ignore|unused|deprecated)$|~$/i;

/** The path a file was renamed to, unless the new name switches it off. */
const stillInUse = (renamedTo: string | undefined): string | undefined =>
  renamedTo === undefined || SWITCHED_OFF.test(renamedTo) ? undefined : renamedTo;

/** The messages of a CRD's removal. */
type CrdRemovedMessage =
  | 'removed'
  | 'removedFromFile'
  | 'removedFromChartTemplates'
  | 'removedFromChartCrds'
  | 'removedFromChartCrdsWithDependencies'
  | 'removedFromChartTemplate'
  | 'removedFromRenderedChartCrds'
  | 'removedFromReleasePayload'
  | 'removedFromOlmBundle'
  | 'removedWithOlmBundle'
  | 'removedFromCommittedBundle'
  | 'removedUnlisted'
  | 'removedTakenInUnread'
  | 'removedLeavingEmptyKustomization'
  | 'removedUnlistedSinceRelease'
  | 'removedUnlistedSincePrerelease'
  | 'removedDocsCopy'
  | 'removedEnvtestCopy'
  | 'removedClusterSnapshot'
  | 'removedFromGoBinary'
  | 'removedFromGoBinaryUnread'
  | 'removedBundleInput'
  | 'removedFromArchivedRelease'
  | 'removedWithArchivedReleases'
  | 'removedShadowedByApiService'
  | 'removedWithChart'
  | 'removedWithChartFetched'
  | 'removedWithChartDeployer'
  | 'removedWithKustomization'
  | 'removedForeignExample'
  | 'removedKept'
  | 'removedUnpruned'
  | 'removedGenerated'
  | 'removedGeneratedFromGo'
  | 'removedGeneratedChartCrds'
  | 'renamedOutOfReview';

function removal(ctx: RuleContext, stored: KubeObject): RuleReport<CrdRemovedMessage>[] {
  // An apiextensions.k8s.io/v1beta1 manifest too (argo-events 4ba08551 removed its v1beta1
  // gateways CRD): clusters that installed it before Kubernetes 1.22 hold the CRD still, served as
  // v1, and pruning deletes it; no cluster since could install it, so at most a warning.
  const v1beta1 = isV1beta1Manifest(stored);
  if ((!compatCrd(stored) && !v1beta1) || stored.name === '' || !isNamedPluralGroup(stored)) return [];
  const head = ctx.whole?.head ?? ctx.head;
  // Of a CRD in an OLM bundle, what OLM installs: a copy the head keeps outside bundles (a stale
  // config/crd/bases file no kustomization lists any more) leaves the bundle without it.
  const inBundle = isBundleCopy(ctx, stored);
  const candidate = inBundle
    ? head.sameIdentity(stored).find((o) => olmBundleOf(ctx, o.source.file, o.name, head) !== undefined)
    : head.counterpart(stored);
  // A copy only an old release of an archive keeps (an OLM bundle 0.1.0 beside 0.2.0) is what no
  // install gets now: file-integrity-operator f8f4e66b57 moved a CRD of deploy/crds/ to another
  // group while only its 0.1.0 bundle kept the old one.
  const old = (o: KubeObject): boolean => newerRelease(head.paths(), o.source.file) !== undefined;
  const survivor =
    candidate === undefined || !old(candidate) || old(stored)
      ? candidate
      : head.sameIdentity(stored).find((o) => !old(o));
  if ((survivor && !droppedByChart(ctx, stored)) || mayStillHold(ctx, stored)) return [];
  const file = stored.source.file;
  const names = crdNames(stored);
  const kind = names.kind ?? 'custom';
  const plural = names.plural ?? stored.name;
  // The file is still there under a name this review does not read (cluster-api-provider-oci
  // bf3d86c5 renamed antrea.yaml to antrea): whether the CRD is still installed is not known here.
  const renamedTo = stillInUse((ctx.whole?.base ?? ctx.base)?.renamedOutOfReview.get(file));
  const text = ctx.base?.filesAt((p) => p === file)[0]?.text;
  const at = new Locator((f) => (f === file ? text : undefined)).locate(stored.source, ['metadata', 'name']);
  // A finding of its own, at the base file's metadata.name, about the whole CRD.
  const aboutBaseFile = (messageId: CrdRemovedMessage, severity: Severity, data: Record<string, string>) => [
    {
      messageId,
      severity,
      object: stored,
      path: WHOLE_OBJECT,
      file,
      line: at.line,
      column: at.column,
      endLine: at.endLine,
      data: { ...data, compat: { version: '', property: '', check: 'crd', base: stored.name, head: null } },
      identity: JSON.stringify(['', '', 'crd']),
    },
  ];
  if (renamedTo !== undefined)
    return aboutBaseFile('renamedOutOfReview', 'warning', { name: stored.name, kind, to: renamedTo });
  // Its group versions served by an extension API server of the repository, before the change
  // and after it: the CRD was shadowed all along (api-service-shadow.ts).
  const baseOfAll = ctx.whole?.base ?? ctx.base;
  const shadowedBy = baseOfAll && apiServicesServing(baseOfAll, stored) ? apiServicesServing(head, stored) : undefined;
  if (shadowedBy !== undefined)
    return aboutBaseFile('removedShadowedByApiService', 'notice', {
      name: stored.name,
      plural,
      apiServices: shadowedBy.join(', '),
    });
  const newest = newerRelease(head.paths(), file);
  // An older entry of an archive of releases removed with the newest one that held the CRD too: one
  // finding, at the newest entry, which counts the older (grafana-operator e6189fd5 removed
  // deploy/manifests/v4.1.0 … v4.10.0 and latest: 76 warnings for 5 CRDs).
  const baseWorld = ctx.whole?.base ?? ctx.base;
  const newestOfBase = newest === undefined && baseWorld ? newerRelease(baseWorld.paths(), file) : undefined;
  if (newestOfBase !== undefined && baseWorld && removedFromEntry(baseWorld, head, newestOfBase, stored.name))
    return [];
  const olderEntries = baseWorld ? olderEntriesRemovedWith(baseWorld, head, file, stored.name) : 0;
  // An old release of an archive whose newest release lacked the CRD before the change too
  // (kiali-operator 5116641e: the OLM bundles before 1.47 removed, the last with MonitoringDashboard).
  const lackedBefore = (entry: string): boolean =>
    !ctx.base
      ?.filesAt((p) => p.startsWith(`${entry}/`) || p === entry)
      .some((f) => f.objects.some((o) => o.name === stored.name && isCrd(o)));
  // Or one removed with the newest, which lacked it too: nothing anyone installed from the
  // archive's last release changes (file-integrity-operator 01bbd74 removed its bundles 0.1.0, with
  // the CRD of the group before a rename, and 0.2.0, which had the renamed one alone).
  const removedWithNewest =
    newest === undefined &&
    newestOfBase !== undefined &&
    !head.paths().some((p) => p === newestOfBase || p.startsWith(`${newestOfBase}/`)) &&
    lackedBefore(newestOfBase);
  const archived = (newest !== undefined && lackedBefore(newest)) || removedWithNewest;
  const stillThere = ctx.head.filesAt((p) => p === file).length > 0;
  const foreignExample = !stillThere && isForeignExample(ctx, stored);
  const installedCopy = foreignExample ? undefined : installedCopyBesideDocs(ctx, stored);
  // Helm deletes nothing of a chart's crds/ whatever the CRD says, unless a template renders it
  // (zookeeper-operator d688ed32 moved its CRDs, `helm.sh/resource-policy: keep` and all, out of crds/).
  const onlyChartCrds = inChartCrdsDirectory(ctx, file) && chartTemplateRendering(ctx, file) === undefined;
  const kept =
    archived || onlyChartCrds ? undefined : (keptBy(stored) ?? keptByValues(ctx, stored) ?? keptByTemplate(ctx, file));
  const base = ctx.whole?.base ?? ctx.base;
  const unpruned = archived || kept || !base ? undefined : unprunedDeployerOf(base, file, ctx.whole?.head ?? ctx.head);
  const ignoredGenerated = archived || kept || unpruned ? undefined : generatedInstead(ctx, file);
  const goGenerated =
    archived || kept || unpruned || ignoredGenerated !== undefined || stillThere
      ? undefined
      : generatedFromGoTypes(ctx, file, stored);
  // A chart's crds/ file the change stops committing and ignores (weka-operator 9263335: "#
  // Generated CRDs", which its release script copies there before it packages the chart).
  const chartGenerated =
    archived || kept || unpruned || ignoredGenerated !== undefined || goGenerated !== undefined || stillThere
      ? undefined
      : ignoredChartCrdsFile(ctx, file);
  const generated = ignoredGenerated ?? goGenerated ?? chartGenerated;
  const chart = archived || kept || unpruned || generated ? undefined : removedChart(ctx, file);
  const fetched = chart === undefined ? undefined : fetchedInstead(ctx, chart);
  // The chart removed with the GitOps object that installed it: Flux uninstalls the release, Argo CD deletes what it deployed.
  const deleted =
    chart !== undefined && base !== undefined ? deletedOnRemoval(base, ctx.whole?.head ?? ctx.head, chart) : undefined;
  // `helm uninstall` leaves the CRDs of crds/: only what the chart's templates rendered goes.
  const uninstalled = deleted === 'all' || (deleted === 'templates' && !inChartCrdsDirectory(ctx, file));
  // A template that renders the crds/ file makes it a release's resource too.
  const renderedBy = chart === undefined ? chartTemplateRendering(ctx, file) : undefined;
  // Rendered only where a value the chart's values leave off is set (sapcc/helm-charts 84f0120f9c).
  const renderedOptIn = renderedBy === undefined ? undefined : renderingOptIn(ctx, renderedBy);
  const chartCrds = chart === undefined && renderedBy === undefined && inChartCrdsDirectory(ctx, file);
  // A dependency may ship another project's CRD, not one of the group the repository's Go declares
  // (simplyblock-operator 7754c125: its Pool CRD left a chart that depends on opensearch and reloader).
  const dependencies = chartCrds && !goDeclaresGroup(ctx, crdGroup(stored)) ? fetchedDependencies(head, file) : [];
  const releasePayload = !chartCrds && isInReleasePayload(stored);
  // A bundle directory that a kustomization installs from is a kustomize root, applied with pruning.
  const bundle =
    chartCrds || releasePayload || listedByKustomization(ctx, file) ? undefined : olmBundleOf(ctx, file, stored.name);
  // A committed bundle (generated, or a released one kept) removed or stripped while a CSV base of the
  // head still owns the CRD: every bundle generated from it ships the CRD (sriov-fec-operator
  // 6fde230e3a stopped committing bundle/; keepalived-operator 9970fc5 replaced its OLM catalog with
  // operator-sdk 1.x's config/manifests).
  const csvBase = bundle === undefined || !base ? undefined : csvBaseOwning(head, base, stored.name, file);
  // A copy outside any bundle, kustomization or chart beside a base bundle that ships the CRD: the
  // bundle's generator input (ocs-operator's deploy/csv-templates/crds/, which generate-unified-csv.sh
  // merges into its bundle: 41bc21ecdf, 17 errors that said pruning deletes the objects). OLM
  // installs the bundle; the bundle's own finding says what its removal does.
  const bundleInput =
    !archived &&
    kept === undefined &&
    unpruned === undefined &&
    generated === undefined &&
    chart === undefined &&
    !chartCrds &&
    !releasePayload &&
    bundle === undefined &&
    renderedBy === undefined &&
    !inChartTemplates(ctx, file) &&
    !listedByKustomization(ctx, file)
      ? bundleShipping(ctx, stored)
      : undefined;
  const unlisted =
    chartCrds || releasePayload || bundle || stillThere ? undefined : kustomizationNotInstalling(ctx, file);
  // A kustomization that stopped listing the file before the change, where a release's listed it
  // (the newest such is named):
  // clusters of that release hold the CRD, and the removal takes it from what they upgrade to
  // (network-policy-api 8c1c5fa dropped two CRDs from config/crd/standard/kustomization.yaml,
  // and 63b3bb3 deleted their files; v0.1.8's kustomization listed both).
  const listedBy = unlisted === undefined ? [] : (ctx.services?.releases?.listing?.(stored.name, unlisted, file) ?? []);
  const listedByReleases = listedBy.filter(isFinalRelease);
  // Only prereleases listed it: still a warning (a prerelease promises no compatibility), which names the newest.
  const listedByPrerelease = listedByReleases.length > 0 ? undefined : listedBy[0];
  const unlistedBy = listedBy.length > 0 ? undefined : unlisted;
  const kustomizationGone =
    archived || kept !== undefined || chart !== undefined || chartCrds || releasePayload || bundle || stillThere
      ? undefined
      : removedWithItsKustomization(ctx, file);
  // Embedded in the operator's binary (go-embedded-file.ts), and installed by no kustomization: the
  // file removed, or still there without the CRD (kubedb renamed DatabaseInfo to
  // DatabaseConfiguration in the file crds/lib.go embeds, 9bdcc3b7e). Not a template of a Helm
  // chart, which what embeds it installs and upgrades with Helm, deleting what the chart no longer
  // renders (consul-k8s embeds its chart for its CLI: 59ec7d9e5, 8a9350263).
  const embeddedBy =
    archived ||
    kept !== undefined ||
    chart !== undefined ||
    chartCrds ||
    releasePayload ||
    bundle ||
    !ctx.base ||
    renderedBy !== undefined ||
    inChartTemplates(ctx, file)
      ? undefined
      : listedByKustomization(ctx, file)
        ? undefined
        : goFileEmbedding(ctx.whole?.base ?? ctx.base, file);
  // Embedded, but read by name alone, and named nowhere (kube-bind 0f768e9a): installed by nothing.
  const unread =
    embeddedBy !== undefined && embeddedButNeverRead(ctx.whole?.base ?? ctx.base!, embeddedBy.goFile, file, plural);
  const softened = softening(ctx, stored);
  // A template the chart renders only where a value its values.yaml leaves off is set (dash0-operator
  // 97925d75: a preview feature's CRD under `{{- if .Values.operator.intelligentEdge.enabled }}`).
  const optIn = chart === undefined && inChartTemplates(ctx, file) ? optInValue(ctx, file) : undefined;
  // A file of objects read from a cluster, `kubectl get crd -o yaml` (redhat-marketplace-operator
  // b660fe33 deleted v2/crds.yaml, a List of 60 OpenShift, Prometheus and Tekton CRDs with their uid
  // and managedFields): no install applies it.
  const clusterFields = stillThere ? [] : readFromCluster(stored);
  // The kustomization that installed it still there, now taking in what the review cannot read,
  // which may hold it (codeflare-operator 1616dedb75 took MCAD's CRDs from MCAD's repository); not
  // a CRD of a group the repository's Go declares, which another project's base does not ship
  // (d2daec11dc removed its own InstaScale CRD beside that remote base).
  const takingInUnread =
    stillThere || !ctx.base || goDeclaredGroup(ctx, crdGroup(stored)) ? undefined : installerTakingInUnread(ctx, file);
  const leftEmpty = stillThere || !ctx.base ? undefined : installerLeftEmpty(ctx, file);
  // Another project's CRD kept for the Go tests' envtest alone (konflux-ci/build-service ec8f3ee6
  // deleted OpenShift's Route CRD from hack/routecrd/ with the suite that installed it): not one of
  // a group the repository's Go declares, whose directory a deployment may apply too.
  // Not one a chart of the base printed too (kubefleet bc8c9a9cb8: its hub-agent chart's template
  // printed `.Files.Get "crdbases/…works.yaml"`, a link to config/crd/bases/).
  const envtestOnly =
    stillThere ||
    !ctx.base ||
    goDeclaredGroup(ctx, crdGroup(stored)) ||
    printedByChart(ctx.whole?.base ?? ctx.base, file)
      ? undefined
      : envtestInstalling(ctx.whole?.base ?? ctx.base, file);
  const messageId =
    clusterFields.length > 0
      ? 'removedClusterSnapshot'
      : archived
        ? removedWithNewest
          ? 'removedWithArchivedReleases'
          : 'removedFromArchivedRelease'
        : kept !== undefined
          ? 'removedKept'
          : unpruned !== undefined
            ? 'removedUnpruned'
            : generated !== undefined
              ? goGenerated !== undefined
                ? 'removedGeneratedFromGo'
                : chartGenerated !== undefined
                  ? 'removedGeneratedChartCrds'
                  : 'removedGenerated'
              : chart !== undefined
                ? uninstalled
                  ? 'removedWithChartDeployer'
                  : fetched !== undefined
                    ? 'removedWithChartFetched'
                    : 'removedWithChart'
                : chartCrds
                  ? dependencies.length > 0
                    ? 'removedFromChartCrdsWithDependencies'
                    : 'removedFromChartCrds'
                  : releasePayload
                    ? 'removedFromReleasePayload'
                    : bundle
                      ? csvBase !== undefined
                        ? 'removedFromCommittedBundle'
                        : csvRemains(ctx, bundle)
                          ? 'removedFromOlmBundle'
                          : 'removedWithOlmBundle'
                      : bundleInput
                        ? 'removedBundleInput'
                        : embeddedBy
                          ? unread
                            ? 'removedFromGoBinaryUnread'
                            : 'removedFromGoBinary'
                          : unlistedBy
                            ? 'removedUnlisted'
                            : listedByPrerelease !== undefined
                              ? 'removedUnlistedSincePrerelease'
                              : kustomizationGone
                                ? 'removedWithKustomization'
                                : stillThere
                                  ? inChartTemplates(ctx, file)
                                    ? 'removedFromChartTemplate'
                                    : 'removedFromFile'
                                  : renderedBy !== undefined
                                    ? 'removedFromRenderedChartCrds'
                                    : inChartTemplates(ctx, file)
                                      ? 'removedFromChartTemplates'
                                      : foreignExample
                                        ? 'removedForeignExample'
                                        : listedByReleases.length > 0
                                          ? 'removedUnlistedSinceRelease'
                                          : installedCopy !== undefined
                                            ? 'removedDocsCopy'
                                            : leftEmpty !== undefined
                                              ? 'removedLeavingEmptyKustomization'
                                              : takingInUnread !== undefined
                                                ? 'removedTakenInUnread'
                                                : envtestOnly !== undefined
                                                  ? 'removedEnvtestCopy'
                                                  : 'removed';
  return [
    {
      messageId,
      ...(uninstalled
        ? {}
        : archived ||
            clusterFields.length > 0 ||
            dependencies.length > 0 ||
            fetched !== undefined ||
            generated !== undefined ||
            unread ||
            bundleInput !== undefined ||
            csvBase !== undefined ||
            messageId === 'removedDocsCopy' ||
            messageId === 'removedEnvtestCopy' ||
            messageId === 'removedTakenInUnread'
          ? { severity: 'notice' as const }
          : kept !== undefined ||
              unpruned !== undefined ||
              chart !== undefined ||
              chartCrds ||
              releasePayload ||
              bundle ||
              embeddedBy ||
              unlistedBy ||
              listedByPrerelease !== undefined ||
              kustomizationGone ||
              foreignExample ||
              optIn !== undefined ||
              renderedOptIn !== undefined
            ? { severity: 'warning' as const }
            : {}),
      object: stored,
      // §3.2: about the whole CRD, so fieldPath "" (placed by the line below, never followed).
      path: WHOLE_OBJECT,
      file,
      line: stillThere ? 1 : at.line,
      column: stillThere ? 1 : at.column,
      endLine: stillThere ? 1 : at.endLine,
      data: {
        name: stored.name,
        kind,
        plural,
        ...(stillThere ? { baseLine: at.line } : {}),
        ...(unlistedBy ? { kustomization: unlistedBy } : {}),
        ...(listedByReleases.length > 0 ? { kustomization: unlisted, release: listedByReleases[0] } : {}),
        ...(listedByPrerelease !== undefined ? { kustomization: unlisted, release: listedByPrerelease } : {}),
        ...(kustomizationGone ? { kustomization: kustomizationGone } : {}),
        ...(messageId === 'removedTakenInUnread' ? { kustomization: takingInUnread } : {}),
        ...(messageId === 'removedLeavingEmptyKustomization' ? { kustomization: leftEmpty } : {}),
        ...(messageId === 'removedEnvtestCopy' && envtestOnly
          ? { file, goFile: envtestOnly.goFile, goLine: String(envtestOnly.line), installed: envtestOnly.path }
          : {}),
        ...(generated ? { kustomization: generated } : {}),
        ...(goGenerated ? { group: crdGroup(stored) } : {}),
        ...(chartGenerated !== undefined ? { chart: chartGenerated } : {}),
        ...(renderedBy !== undefined ? { template: renderedBy } : {}),
        ...(bundle ? { csv: bundle } : {}),
        ...(csvBase !== undefined ? { csvBase } : {}),
        ...(dependencies.length > 0 ? { dependencies: dependencies.join(', ') } : {}),
        ...(embeddedBy ? { file, goFile: embeddedBy.goFile, embedding: embeddedBy.by } : {}),
        ...(bundleInput ? { file, bundleFile: bundleInput.source.file } : {}),
        ...(archived ? { newest: newest ?? newestOfBase } : {}),
        ...(kept === undefined ? {} : kept),
        ...(unpruned === undefined ? {} : unpruned),
        ...(chart === undefined ? {} : { chart }),
        ...(fetched === undefined ? {} : { dependency: fetched }),
        ...(foreignExample ? { file, group: crdGroup(stored) } : {}),
        ...(installedCopy !== undefined ? { file, installed: installedCopy } : {}),
        ...(clusterFields.length > 0 ? { file, clusterFields: clusterFields.join(', ') } : {}),
        compat: { version: '', property: '', check: 'crd', base: stored.name, head: null },
      },
      identity: JSON.stringify(['', '', 'crd']),
      // No cluster since Kubernetes 1.22 could install a v1beta1 manifest: at most a warning, that says so first.
      ...((noted) => (v1beta1 ? v1beta1Softening(noted) : noted))(
        withNotes(softened, [
          olderEntriesNote(olderEntries),
          renameNote(crdOfSameKindAdded(ctx, stored)),
          // A chart that dropped it while another file of the repository holds it (envoyproxy/ai-gateway
          // cc4301fa8d moved its CRDs from the chart's crds/ to a chart of their own).
          survivor === undefined || survivor.source.file === file
            ? undefined
            : survivorNote(file, survivor.source.file, ctx.whole?.base ?? ctx.base),
          optIn === undefined ? undefined : optInNote(optIn),
          renderedOptIn === undefined ? undefined : renderingOptInNote(renderedOptIn),
        ]),
      ),
    },
  ];
}

/**
 * Where the repository holds the CRD now. A file elsewhere in the same chart, outside crds/ and
 * templates/, is rendered only by a template that reads it (`.Files.Glob "crd/**"`), which this
 * review cannot see (a chart's .tpl files are not read): capsule-proxy 303547aee1 moved its CRDs
 * from crds/ to crd/ beside templates/crds.tpl, rendered under `crds.install`. A release then owns
 * the CRD, and Helm refuses to take over one that crds/ installed until it is adopted.
 */
function survivorNote(file: string, now: string, base: World | undefined): string {
  const chart = chartOfCrdsFile(file, [base]);
  const inChart =
    chart === undefined
      ? undefined
      : chart === ''
        ? now
        : now.startsWith(`${chart}/`)
          ? now.slice(chart.length + 1)
          : undefined;
  if (inChart === undefined || inChart.startsWith('templates/') || inChart.startsWith('charts/'))
    return `the repository holds it now in ${now}, which new installs get only where they install that too`;
  return `the chart holds it now in ${now}, which new installs get only where they install that file too, or where a template of the chart renders it (.Files.Glob or .Files.Get); a release that renders it must own it, and Helm refuses to take over a CRD that crds/ installed (invalid ownership metadata) until it is labelled app.kubernetes.io/managed-by=Helm and annotated meta.helm.sh/release-name and meta.helm.sh/release-namespace`;
}

/** Whether the base held the CRD in an entry of an archive (its directory, or its file) and the head holds it there no more. */
function removedFromEntry(base: World, head: World, entry: string, name: string): boolean {
  const under = (p: string) => p === entry || p.startsWith(`${entry}/`);
  const holds = (w: World) => w.filesAt(under).some((f) => f.objects.some((o) => isCrd(o) && o.name === name));
  return holds(base) && !holds(head);
}

/** How many older entries of the file's archive held the CRD, and lost it with this change: their findings are this one's. */
function olderEntriesRemovedWith(base: World, head: World, file: string, name: string): number {
  const paths = base.paths();
  if (!isNewestOfArchive(paths, file)) return 0;
  const entry = releaseDirectoryOf(file) ?? file;
  const older = new Set<string>();
  for (const crd of base.crds())
    if (crd.name === name && crd.source.file !== file && newerRelease(paths, crd.source.file) === entry) {
      const its = releaseDirectoryOf(crd.source.file) ?? crd.source.file;
      if (removedFromEntry(base, head, its, name)) older.add(its);
    }
  return older.size;
}

/** What counts the older entries of an archive whose findings this one stands for; undefined for none. */
function olderEntriesNote(older: number): string | undefined {
  if (older === 0) return undefined;
  return `${older === 1 ? 'the older entry' : `the ${older} older entries`} of this archive of releases that held it ${older === 1 ? 'goes' : 'go'} with it, and this finding stands for ${older === 1 ? 'that entry' : 'them'} too`;
}

/**
 * The CRD of the same group and kind, under another name, that the change adds in its place
 * (grafana/agent 214a258c7 renamed grafana-agents to grafanaagents): where the old CRD stays (an
 * apply without pruning), the apiserver refuses the new one's names (ListKindConflict where the
 * list kind is the same too, the naming controller's last check), and never
 * establishes it until the old one is deleted.
 */
function crdOfSameKindAdded(
  ctx: RuleContext,
  stored: KubeObject,
): { readonly name: string; readonly otherGroup?: string; readonly reason?: string } | undefined {
  const group = crdGroup(stored);
  const { kind, plural } = crdNames(stored);
  if (group === '' || kind === undefined) return undefined;
  const head = ctx.whole?.head ?? ctx.head;
  const base = ctx.whole?.base ?? ctx.base;
  // Both worlds asked through their index of kinds: a pull request's whole base is not parsed for it.
  const kinds = new Set([kind]);
  // New in its file: a copy the base held unlisted elsewhere does not make the bundle's new
  // (OpenFunction 73eb142c swapped clustereventbus for clustereventbuses in config/bundle.yaml,
  // whose config/crd/bases file controller-gen had written before).
  const where = (o: KubeObject) => JSON.stringify([o.name, o.source.file]);
  const before = new Set((base?.crdsDefining(kinds) ?? []).map(where));
  const added = head
    .crdsDefining(kinds)
    .filter((o) => o.name !== stored.name && crdNames(o).kind === kind && !before.has(where(o)));
  const renamed = added.find((o) => crdGroup(o) === group);
  // The naming controller checks the plural, singular, short names, kind and list kind in turn,
  // each conflict overwriting the reason: the last one is what `kubectl get crd` shows.
  if (renamed)
    return {
      name: renamed.name,
      reason: listKindOf(renamed) === listKindOf(stored) ? 'ListKindConflict' : 'KindConflict',
    };
  // Of the same kind and plural in another group (medik8s/self-node-remediation bea00e89 moved
  // poison-pill.medik8s.io to self-node-remediation.medik8s.io): the API moved.
  const moved = added.find((o) => crdNames(o).plural === plural);
  return moved && { name: moved.name, otherGroup: crdGroup(moved) };
}

/** A CRD's `spec.names.listKind`, or the `<Kind>List` the apiserver gives it where it has none. */
function listKindOf(crd: KubeObject): string | undefined {
  const names = isJsonObject(crd.value.spec) && isJsonObject(crd.value.spec.names) ? crd.value.spec.names : undefined;
  if (typeof names?.listKind === 'string' && names.listKind !== '') return names.listKind;
  return typeof names?.kind === 'string' ? `${names.kind}List` : undefined;
}

/** Where the change adds another CRD of the same kind in the removed one's place, what that does; undefined otherwise. */
function renameNote(
  renamed: { readonly name: string; readonly otherGroup?: string; readonly reason?: string } | undefined,
): string | undefined {
  if (renamed === undefined) return undefined;
  if (renamed.otherGroup !== undefined)
    return `the change adds ${renamed.name}, of the same kind in the group ${renamed.otherGroup}: to the apiserver that is another API, and the objects of this one do not move to it`;
  return `the change adds ${renamed.name} of the same kind in its place: where the old CRD stays (an apply without pruning), the apiserver refuses the new one's names (NamesAccepted False, ${renamed.reason ?? 'KindConflict'}) and does not establish it until the old one is deleted`;
}

/** The report's softening with these notes before its own, in this order, each given. */
function withNotes<S extends { readonly note?: string }>(softened: S, notes: readonly (string | undefined)[]): S {
  const all = [...notes, softened.note].filter((n): n is string => n !== undefined);
  return all.length === 0 ? softened : { ...softened, note: all.join('; ') };
}

/** The directories of the `file://` dependencies of a chart that its values do not turn off by their `condition`. */
function localDependencies(world: World, chart: string): string[] {
  const dependencies = valueAt(world, chart === '' ? 'Chart.yaml' : `${chart}/Chart.yaml`, ['dependencies']);
  return (Array.isArray(dependencies) ? dependencies : []).flatMap((d) => {
    if (!isJsonObject(d) || typeof d.repository !== 'string' || !d.repository.startsWith('file://')) return [];
    // A condition is a comma-separated list of value paths; the first that is set decides.
    const conditions = typeof d.condition === 'string' ? d.condition.split(',').map((c) => c.trim()) : [];
    const set = conditions.map((c) => chartValue(world, chart, c.split('.'))).find((v) => v !== undefined);
    if (set !== undefined && !isTruthy(set)) return [];
    return [posix.normalize(posix.join(chart, d.repository.slice('file://'.length))).replace(/\/$/, '')];
  });
}

/**
 * A CRD that a Helm chart, still there at head, renders from its templates at base and no longer
 * renders anywhere (templates, a subchart, crds/): `helm upgrade` deletes it from the chart's
 * releases, though a copy outside the chart (`deploy/crds/`, config/crd) keeps it for other
 * installs. A chart moved or renamed whole is not this (its releases are another matter).
 */
function droppedByChart(ctx: RuleContext, stored: KubeObject): boolean {
  const file = stored.source.file;
  const head = ctx.whole?.head ?? ctx.head;
  const chart = inChartTemplates(ctx, file)
    ? chartOfTemplatesFile(file)
    : chartOfCrdsFile(file, [ctx.whole?.base ?? ctx.base]);
  if (chart === undefined || !chartStillThere(head, chart)) return false;
  // A dependency fetched from a chart repository, of the chart or a chart above it, may render it
  // (kyverno dced0a78ae: kyverno-api).
  for (let dir: string | undefined = chart; dir !== undefined; dir = parentChart(dir)) {
    const chartYaml = head.filesAt((p) => p === (dir === '' ? 'Chart.yaml' : `${dir}/Chart.yaml`))[0]?.text ?? '';
    if (/^dependencies:/m.test(chartYaml) && /^\s*repository:\s*["']?(?!file:)\S/m.test(chartYaml)) return false;
  }
  // Read through a link too: Helm loads a chart's directories with links followed (scheduler-plugins
  // 2386ca2d made the chart's templates/crds a link to the top-level crds/).
  return !head.sameIdentity(stored).some((o) => head.pathsThroughLinks(o.source.file).some(readByHelm(head, chart)));
}

/** Whether a chart of the world installs the file, or a link to it in the chart (readByHelm). */
function printedByChart(world: World, file: string): boolean {
  return world.pathsThroughLinks(file).some((p) => {
    const chart = chartContaining(world.paths(), p);
    return chart !== undefined && readByHelm(world, chart)(p);
  });
}

/** The chart whose charts/ directory holds this one, as Helm installs a local subchart with it. */
const parentChart = (chart: string): string | undefined => /^(.*)\/charts\/[^/]+$/.exec(chart)?.[1];

/**
 * Whether Helm installs a file with the chart or a chart above it: in the crds/ or templates/ of
 * it or of a subchart, or anywhere in it that one of its templates prints (`.Files.Get`). Not
 * another chart's, nor a file of the chart no template prints: jaeger's chart moved its CRD from
 * crds/ to crd/ (jaegertracing/helm-charts 666f4bc), where its template still globbed
 * `crds/*.yaml`, and shipped two releases without it.
 */
function readByHelm(head: World, chart: string): (path: string) => boolean {
  const charts = [chart];
  for (let dir = parentChart(chart); dir !== undefined && isChartDirectory(head.paths(), dir); dir = parentChart(dir))
    charts.push(dir);
  // And the charts they depend on from the repository's own tree (`repository: file://../sub`),
  // which `helm dependency build` packs into charts/ and which render in the same release
  // (keptn's umbrella chart takes lifecycle-operator/chart so); not one whose condition the
  // values turn off.
  for (const dir of [...charts]) charts.push(...localDependencies(head, dir).filter((d) => !charts.includes(d)));
  const within = (dir: string) => (dir === '' ? '' : `${dir}/`);
  return (path) =>
    charts.some((dir) => {
      if (!path.startsWith(within(dir))) return false;
      const rest = path.slice(within(dir).length);
      return /^(?:charts\/[^/]+\/)*(?:crds|templates)\//.test(rest) || templatePrinting(head, dir, rest) !== undefined;
    });
}

// Annotations by which the tools that apply manifests keep an object the manifests no longer
// hold: Helm on upgrade (and Argo CD since 2.7, for the charts it renders), Argo CD when it prunes,
// Flux's kustomize-controller when it garbage-collects.
const KEEP_ANNOTATIONS: readonly {
  readonly key: string;
  readonly tool: string;
  readonly keeps: (v: unknown) => boolean;
}[] = [
  { key: 'helm.sh/resource-policy', tool: 'Helm', keeps: (v) => v === 'keep' },
  {
    key: 'argocd.argoproj.io/sync-options',
    tool: 'Argo CD',
    keeps: (v) => typeof v === 'string' && /(?:^|,)\s*Prune=false\s*(?:,|$)/.test(v),
  },
  { key: 'kustomize.toolkit.fluxcd.io/prune', tool: 'Flux', keeps: (v) => v === 'disabled' },
  // A Helm hook (Helm 2's `crd-install`, `pre-install`) is no resource of the release: Helm records
  // it apart from the release's manifest and never deletes it on upgrade (pkg/release/util
  // manifest_sorter.go), whatever the chart renders next.
  { key: 'helm.sh/hook', tool: 'Helm', keeps: (v) => typeof v === 'string' && v.trim() !== '' },
];

/** The annotation that keeps the CRD where its manifests drop it (`helm.sh/resource-policy: keep`), and by which tool. */
function keptBy(crd: KubeObject): { readonly annotation: string; readonly tool: string } | undefined {
  const metadata = crd.value.metadata;
  const annotations = isJsonObject(metadata) && isJsonObject(metadata.annotations) ? metadata.annotations : {};
  const found = KEEP_ANNOTATIONS.find((k) => k.keeps(annotations[k.key]));
  const hook = found?.key === 'helm.sh/hook' ? ", a hook, which Helm keeps apart from the release's resources" : '';
  return found && { annotation: `${found.key}: ${String(annotations[found.key])}${hook}`, tool: found.tool };
}

/** keptBy for a chart-wrapped CRD whose keep annotation the chart's values turn on (keptByChartValues). */
function keptByValues(
  ctx: RuleContext,
  crd: KubeObject,
): { readonly annotation: string; readonly tool: string } | undefined {
  const base = ctx.whole?.base ?? ctx.base;
  const key = base && keptByChartValues(base, crd.source.file);
  return key === undefined
    ? undefined
    : {
        annotation: `helm.sh/resource-policy: keep (where ${key} is true, as the chart's values set it)`,
        tool: 'Helm',
      };
}

/** keptBy for a chart file that a template renders with the keep annotation set (keepingTemplate). */
function keptByTemplate(
  ctx: RuleContext,
  file: string,
): { readonly annotation: string; readonly tool: string } | undefined {
  const template = keepingTemplate(ctx, file);
  return template === undefined
    ? undefined
    : { annotation: `helm.sh/resource-policy: keep, which the chart's template ${template} sets on it`, tool: 'Helm' };
}

/**
 * A manifest of an OpenShift release payload: an `include.release.openshift.io/<profile>`
 * annotation says which cluster profiles the cluster-version operator applies it in. The CVO
 * never deletes an object whose manifest leaves the payload; it deletes one whose manifest says
 * `release.openshift.io/delete: "true"` (openshift/enhancements, cvo/object-removal-manifest-
 * annotation.md): machine-api-operator ed7cc85b9 dropped two CRDs from install/ (2 errors that
 * said every stored object would be deleted).
 */
/** The fields only an object read from a cluster carries (`metadata.uid`, `resourceVersion`, `managedFields`), as written. */
function readFromCluster(crd: KubeObject): string[] {
  const metadata = isJsonObject(crd.value.metadata) ? crd.value.metadata : {};
  return ['uid', 'resourceVersion', 'managedFields']
    .filter((k) => metadata[k] !== undefined && metadata[k] !== null && metadata[k] !== '')
    .map((k) => `metadata.${k}`);
}

/**
 * Of the bundles of the base that ship a CRD, the one whose copy is the removed file's (an archive
 * of bundles holds older copies too: activemq-artemis-operator's olm-catalog/0.13.0 beside 0.20.1,
 * whose copy its deploy/crds file was), else the newest of an archive, else the first; none where
 * only old releases of an archive hold it.
 */
function bundleShipping(ctx: RuleContext, stored: KubeObject): KubeObject | undefined {
  const copies = otherInstalledCopies(ctx, stored).filter((copy) => isBundleCopy(ctx, copy));
  const base = ctx.whole?.base ?? ctx.base;
  const paths = base?.paths() ?? [];
  // Only old releases of an archive ship it, the newest not: no bundle installs it now
  // (file-integrity-operator f8f4e66b57: only 0.1.0's bundle had the CRD of the old group).
  if (!copies.some((copy) => newerRelease(paths, copy.source.file) === undefined)) return undefined;
  return (
    copies.find((copy) => sameJson(copy.value, stored.value)) ??
    copies.find((copy) => newerRelease(paths, copy.source.file) === undefined) ??
    copies[0]
  );
}

/** Whether the head still holds a ClusterServiceVersion named `csv` (a bundle kept, without the CRD). */
function csvRemains(ctx: RuleContext, csv: string): boolean {
  const head = ctx.whole?.head ?? ctx.head;
  return head
    .ofKind('operators.coreos.com', 'ClusterServiceVersion')
    .some((o) => o.name === csv || o.name.split('.v')[0] === csv.split('.v')[0]);
}

function isInReleasePayload(crd: KubeObject): boolean {
  const metadata = crd.value.metadata;
  const annotations = isJsonObject(metadata) && isJsonObject(metadata.annotations) ? metadata.annotations : {};
  return Object.keys(annotations).some((key) => key.startsWith('include.release.openshift.io/'));
}

/**
 * Whether a head file that could not be read whole may still hold the CRD: one with parse
 * problems (a Helm template, broken YAML, not text) or read as something other than objects (a
 * kustomize patch), at the CRD's base path or naming it. Only a removed file, or one that reads
 * and lacks the CRD, proves a removal; parse/ says why the others could not be read.
 */
function mayStillHold(ctx: RuleContext, stored: KubeObject): boolean {
  return ctx.head.files.some(
    (f) =>
      // A document whose repeated keys repeat one value was read whole, as kubectl reads it: its
      // objects tell (cnvrg-operator bff01bcd: an embedded copy repeating its annotations hid the
      // removal of the CRD from the chart's crds/).
      (f.problems.some((p) => p.repeatsAgree !== true) || f.nonObject !== undefined) &&
      ((f.path === stored.source.file && !onlyBrokenYaml(f)) ||
        // A kustomize patch elsewhere that names the CRD patches it and defines nothing (kubebuilder's
        // config/crd/patches/webhook_in_<plural>.yaml, left behind: ks-devops 2a1465a5).
        (f.nonObject !== 'kustomize-patch' && (f.text === '' || mayDefineCrd(f.text, stored.name)))),
  );
}

/**
 * A file read as text whose only problems are YAML that does not parse (Kong's e2e manifests hold
 * a document that lost its header): the rest reads, and what does not holds the CRD only where
 * it names it (mayDefineCrd), where a template may write its name with actions.
 */
const onlyBrokenYaml = (f: { readonly problems: readonly { readonly code: string }[]; readonly nonObject?: unknown }) =>
  f.nonObject === undefined && f.problems.length > 0 && f.problems.every((p) => p.code === 'yaml-syntax');

/** The chart whose crds/ held a CRD file the change removed and ignores after it (a generated file no longer committed). */
function ignoredChartCrdsFile(ctx: RuleContext, file: string): string | undefined {
  const base = ctx.whole?.base ?? ctx.base;
  if (!base?.ignoredAfter.has(file)) return undefined;
  const chart = chartOfCrdsFile(file, [base]);
  return chart === undefined ? undefined : chart === '' ? 'the Helm chart at the root' : `the Helm chart ${chart}`;
}
