import { requestError } from '../../../engine/field-error.js';
import { FieldPath } from '../../../engine/field-path.js';
import { goQuote } from '../../../engine/go-quote.js';
import { defineRule, type RuleContext } from '../../../engine/rule.js';
import type { World } from '../../../engine/world.js';
import { isCrd, isJsonObject, type KubeObject } from '../../../parse/kube-object.js';
import { isNewestOfArchive, newerRelease, releaseDirectoryOf, releaseNamedFile } from '../../release-archive.js';
import { chartOfCrdsFile } from '../../helm-chart-directories.js';
import { isInTestTree } from '../../../parse/test-trees.js';
import { sameJson } from '../../../parse/same-json.js';

// CRD-API-001 (spec/crd-validation.md §2): since Kubernetes 1.22 only apiextensions.k8s.io/v1
// CustomResourceDefinitions are served (v1beta1 lost its REST storage). Any other version is a
// 404 NotFound whatever the manifest holds, on create and on update alike, so nothing else
// about such a CRD matters until it is rewritten as v1.
//
// A v1beta1 copy beside a v1 definition of the same CRD is kept on purpose for clusters older than
// 1.22 (volcano's config/crd/volcano/v1beta1/ and the Helm chart that picks one by the cluster's
// version): true for any newer cluster, but not the repository's mistake, so a warning that names
// the v1 definition. The rule looks across files for it, so it is not scoped to one object.
//
// So is a v1beta1 CRD of a release a repository keeps in an archive of its releases, one
// directory per version beside newer ones (kserve's install/0.1.0 … install/v0.6.0, from before
// 1.22, beside install/v0.20.0), or one file per version (kapp-controller's
// alpha-releases/v0.17.0-alpha.1.yml … v0.20.0-rc.1.yml): it served the clusters of its day, and no
// one will rewrite it, so a warning that names the newest release beside it. The newest release
// of the archive is what users install now: its v1beta1 CRD stays an error.

const SERVED_VERSION = 'v1';
/**
 * In the text of a file that may hold a CRD of a version other than v1: the group not followed by
 * `/v1` as a whole version (JSON may write the slash as `\/`, which this takes in too).
 */
const NOT_SERVED_API_VERSION = /apiextensions\.k8s\.io(?!\/v1(?![\w.-]))/;

const SERVED_API_VERSION = 'apiextensions.k8s.io/v1';

// v1beta1 fields that v1 moved or renamed (spec/crd-validation.md §2): a v1beta1 manifest that
// uses none of them reads the same as v1, so the fix is renaming apiVersion alone.
const V1BETA1_ONLY = ['version', 'validation', 'subresources', 'additionalPrinterColumns'];

function isRenameToV1(crd: KubeObject): boolean {
  const spec = crd.value.spec;
  if (!isJsonObject(spec) || V1BETA1_ONLY.some((k) => Object.hasOwn(spec, k)) || spec.preserveUnknownFields === true)
    return false;
  const conversion = spec.conversion;
  if (
    isJsonObject(conversion) &&
    (Object.hasOwn(conversion, 'webhookClientConfig') || Object.hasOwn(conversion, 'conversionReviewVersions'))
  )
    return false;
  const versions = spec.versions;
  // v1 needs a schema on every version; v1beta1 spells a printer column's path JSONPath, v1 jsonPath.
  return (
    Array.isArray(versions) &&
    versions.length > 0 &&
    versions.every(
      (v) =>
        isJsonObject(v) &&
        isJsonObject(v.schema) &&
        (v.additionalPrinterColumns === undefined ||
          (Array.isArray(v.additionalPrinterColumns) &&
            v.additionalPrinterColumns.every((c) => isJsonObject(c) && !Object.hasOwn(c, 'JSONPath')))),
    )
  );
}

/**
 * The CRDs of another version than v1 this review judges, found by their text (a v1 CRD names
 * apiextensions.k8s.io/v1 and nothing else), so that no v1 CRD file is parsed for the rule. In the
 * review of a change (RuleContext.change), what it reaches: those in the changed files, and those
 * whose v1 definition the changed files hold at one side only (it may have come or gone, which
 * turns the warning into the error or back). Any other is judged alike at head and base, and no
 * filter shows it (kserve keeps an archive of releases with v1beta1 CRDs: every pull request that
 * touched a CRD judged each copy against the repository's v1 CRDs before).
 */
function judgedCrds(ctx: RuleContext): KubeObject[] {
  // Of the files parsed already, every CRD: the caller keeps those of another version than v1.
  const inFiles = (world: World) => world.crdsMentioning(NOT_SERVED_API_VERSION);
  if (!ctx.change) return inFiles(ctx.head);
  const judged = new Set(inFiles(ctx.change.files));
  const v1Names = ctx.change.sides.map(
    (w) => new Set(w.crds().flatMap((o) => (o.version === SERVED_VERSION ? [o.name] : []))),
  );
  const flipping = new Set(
    v1Names.flatMap((names) => [...names].filter((n) => !v1Names.every((other) => other.has(n)))),
  );
  for (const name of flipping)
    for (const o of ctx.head.crdsNamed(name, NOT_SERVED_API_VERSION)) if (o.version !== SERVED_VERSION) judged.add(o);
  return [...judged];
}

/**
 * Where a v1beta1 CRD of a release kept in the repository (below a directory named as a release,
 * or in a file so named, the newest of its archive or alone) is one the repository no longer defines, while another
 * v1beta1 CRD of that release is a copy of the repository's v1 definition: the release is
 * superseded, and this CRD was dropped since (percona-xtradb-cluster-operator's
 * deploy/csv/redhat/1.8.0, a 2021 OLM bundle whose backup CRD the project retired). That sibling
 * and its v1 file, which the warning names; undefined otherwise.
 */
function supersededRelease(world: World, crd: KubeObject): { sibling: string; v1File: string } | undefined {
  // A release kept as one file named by its version (carvel-dev/secretgen-controller's
  // alpha-releases/0.4.0-alpha.1.yml, whose SecretRequest CRD the project retired): its siblings are in it.
  const release = releaseDirectoryOf(crd.source.file);
  const file = release === undefined ? releaseNamedFile(crd.source.file) : undefined;
  if (release === undefined && file === undefined) return undefined;
  const ofRelease = (p: string): boolean => (release !== undefined ? p.startsWith(`${release}/`) : p === file);
  for (const f of world.filesAt(ofRelease))
    for (const o of f.objects) {
      if (!isCrd(o) || o.version !== 'v1beta1' || o.name === crd.name) continue;
      const v1File = v1FileOf(world, o);
      if (v1File !== undefined) return { sibling: o.name, v1File };
    }
  return undefined;
}

/** The file of a v1 definition of this CRD (same name) in the world, if any. */
function v1FileOf(world: World, crd: KubeObject): string | undefined {
  const names = crd.value.spec;
  const kind = isJsonObject(names) && isJsonObject(names.names) ? names.names.kind : undefined;
  if (typeof kind !== 'string') return undefined;
  return world.crdsDefining(new Set([kind])).find((o) => o.version === SERVED_VERSION && o.name === crd.name)?.source
    .file;
}

/** kubectl's text for the 404; the request has no field path. */
export const notServedDetail = (apiVersion: string): string =>
  `no matches for kind "CustomResourceDefinition" in version ${goQuote(apiVersion)}`;

// A path that says its manifests are for clusters before a Kubernetes version that served v1beta1
// CRDs: rook's deploy/examples/pre-k8s-1.16/crds.yaml, higress's
// customresourcedefinitions.gen_lt1.16.yaml. Such a copy installs where it is meant to; standing
// alone (rook 0a0b9c98b removed the v1 CRD and left its pre-1.16 copy), it is a left-over or a
// gap for newer clusters, not a CRD to convert.
const FOR_OLDER_KUBERNETES =
  /(?:^|[/_.-])(?:pre|lt|before|below|older-than)[-_.]?(?:k8s|kube|kubernetes)?[-_.]?v?1\.(\d+)(?=$|[/_.-])/i;

/** The Kubernetes version (`1.16`, 1.8 to 1.22) a path says its manifests are for clusters before; undefined when it names none. */
function olderKubernetesOf(file: string): string | undefined {
  const minor = FOR_OLDER_KUBERNETES.exec(file)?.[1];
  // CustomResourceDefinitions came with Kubernetes 1.7, as v1beta1: before 1.8 at the earliest.
  return minor !== undefined && Number(minor) >= 8 && Number(minor) <= 22 ? `1.${minor}` : undefined;
}

export const apiVersion = defineRule({
  id: 'crd/api-version',
  meta: {
    severity: 'error',
    description:
      'a CustomResourceDefinition is not apiextensions.k8s.io/v1, the only version served since Kubernetes 1.22',
    messages: {
      v1beta1:
        '{{apiVersion}} CustomResourceDefinitions are not served since Kubernetes 1.22, so the apiserver answers 404 NotFound: convert {{name}} to apiextensions.k8s.io/v1 (versions[].schema, served and storage per version)',
      v1beta1Copy:
        '{{apiVersion}} copy of {{name}}, which {{v1File}} defines as apiextensions.k8s.io/v1: clusters since Kubernetes 1.22 answer 404 NotFound for this copy, so only older clusters can install it; remove it when none is left',
      v1beta1NewestRelease:
        '{{apiVersion}} {{name}} of the newest release the archive keeps, which {{v1File}} now defines as apiextensions.k8s.io/v1: clusters since Kubernetes 1.22 answer 404 NotFound for it, so it installs only where it did when it was released; publish a release with the v1 definition, and remove this one when no cluster needs it',
      v1beta1Archived:
        '{{apiVersion}} {{name}} of a release kept beside newer ones (the newest: {{newest}}): clusters since Kubernetes 1.22 answer 404 NotFound for it, so it installs only where it did when it was released; remove the release from the archive when no cluster needs it',
      v1beta1TestRelease:
        "{{apiVersion}} {{name}} of a release a test keeps ({{release}}, an upgrade test's starting point): clusters since Kubernetes 1.22 answer 404 NotFound for it, so a test that installs it runs only on older clusters; start the test from a release with apiextensions.k8s.io/v1 CRDs where it must run on newer ones",
      v1beta1Superseded:
        '{{apiVersion}} {{name}} of a release whose other CRDs the repository now defines as apiextensions.k8s.io/v1 ({{sibling}} in {{v1File}}), and which defines {{name}} nowhere else: clusters since Kubernetes 1.22 answer 404 NotFound for it, so it installs only where it did when it was released; remove the release when no cluster needs it',
      v1beta1ForOldClusters:
        '{{apiVersion}} {{name}} in a file its path says is for clusters before Kubernetes {{before}}, where it installs; clusters since Kubernetes 1.22 answer 404 NotFound for it, and the repository defines {{name}} in no apiextensions.k8s.io/v1 file: remove it if it is left over, or add the v1 definition newer clusters need',
      unknown:
        '{{apiVersion}} is not a version of CustomResourceDefinition, so the apiserver answers 404 NotFound: use apiextensions.k8s.io/v1',
      v1beta1Edited:
        'this change edits the spec of {{name}}, an {{apiVersion}} CRD: compat/ compares apiextensions.k8s.io/v1 CRDs only, so what the edit breaks for the clusters before Kubernetes 1.22 that still hold it is not reviewed; convert it to apiextensions.k8s.io/v1 to have its changes compared',
    },
  },
  check: (ctx) => {
    let paths: readonly string[] | undefined;
    const newerThan = (file: string) => newerRelease((paths ??= ctx.head.paths()), file);
    const judged = judgedCrds(ctx).filter((crd) => crd.version !== SERVED_VERSION);
    // A v1beta1 CRD's edit is not compared (compat/ reads v1 CRDs), and its error is the base's, which
    // the `new` filter hides: said, so that the change does not pass in silence
    // (isaaguilar/terraform-operator 26e87547 moved spec fields of its v1beta1 CRD).
    const edited = judged.flatMap((crd) => {
      const stored = crd.version === 'v1beta1' ? ctx.baseOf(crd) : undefined;
      if (stored === undefined || stored.apiVersion !== crd.apiVersion || sameJson(stored.value.spec, crd.value.spec))
        return [];
      return [
        {
          messageId: 'v1beta1Edited' as const,
          severity: 'notice' as const,
          object: crd,
          path: FieldPath.of('apiVersion'),
          data: { apiVersion: crd.apiVersion, name: crd.name === '' ? 'this CRD' : crd.name },
          discriminator: 'edited',
        },
      ];
    });
    const reports = judged.map((crd) => {
      const named = { apiVersion: crd.apiVersion, name: crd.name === '' ? 'this CRD' : crd.name };
      // A v1beta1 CRD kept on purpose: a warning at its apiVersion, known by its own discriminator.
      const kept = <
        M extends
          | 'v1beta1Archived'
          | 'v1beta1Copy'
          | 'v1beta1NewestRelease'
          | 'v1beta1Superseded'
          | 'v1beta1ForOldClusters'
          | 'v1beta1TestRelease',
      >(
        messageId: M,
        data: Readonly<Record<string, unknown>>,
        discriminator: string,
      ) => ({
        messageId,
        severity: 'warning' as const,
        object: crd,
        path: FieldPath.of('apiVersion'),
        data: { ...named, ...data },
        discriminator,
        // Where the base had the error (a change adds the v1 definition beside it), nothing new.
        lesserFormOf: '',
      });
      // A release of an archive first: what to do is the release's, not the one CRD's (a bundle
      // without one of its CRDs installs no better).
      const newest = crd.version === 'v1beta1' ? newerThan(crd.source.file) : undefined;
      // Known as the newest release of the archive was (`v1beta1 copy`): a change that adds a newer
      // release leaves this one as it was (cockroach-operator c8490eff added 1.7.0 beside 1.1.26).
      if (newest !== undefined) return kept('v1beta1Archived', { newest }, 'v1beta1 copy');
      // The newest release a test keeps is no more what users install than the older ones
      // (couchbase-operator's test/upgrade/targets/2.1.0/crd.yaml, an upgrade test's start).
      const testRelease =
        crd.version === 'v1beta1' && isInTestTree(crd.source.file)
          ? (releaseDirectoryOf(crd.source.file) ?? releaseNamedFile(crd.source.file))
          : undefined;
      if (testRelease !== undefined) return kept('v1beta1TestRelease', { release: testRelease }, 'test release');
      // Not a Helm chart's crds/ copy: Helm applies every file there, unrendered, on each install,
      // and one the cluster refuses aborts it, whatever other copy there is (kube-fledged 9978456ae1).
      const v1File =
        crd.version === 'v1beta1' && chartOfCrdsFile(crd.source.file, [ctx.head]) === undefined
          ? v1FileOf(ctx.head, crd)
          : undefined;
      // Its own identity: a change that removes the v1 definition turns it into the error, which
      // the `new` filter must then show.
      // The newest release of an archive (kapp-controller's alpha-releases/, percona's OLM
      // catalogs) is a release published, not a copy: its own identity, as a copy's.
      if (v1File !== undefined && isNewestOfArchive((paths ??= ctx.head.paths()), crd.source.file))
        return kept('v1beta1NewestRelease', { name: crd.name, v1File }, 'v1beta1 copy');
      if (v1File !== undefined) return kept('v1beta1Copy', { name: crd.name, v1File }, 'v1beta1 copy');
      const superseded = crd.version === 'v1beta1' ? supersededRelease(ctx.head, crd) : undefined;
      if (superseded !== undefined) return kept('v1beta1Superseded', superseded, 'superseded release');
      const before = crd.version === 'v1beta1' ? olderKubernetesOf(crd.source.file) : undefined;
      if (before !== undefined) return kept('v1beta1ForOldClusters', { before }, 'for old clusters');
      return {
        messageId: crd.version === 'v1beta1' ? ('v1beta1' as const) : ('unknown' as const),
        object: crd,
        path: FieldPath.of('apiVersion'),
        // A CRD without metadata.name (a generator's placeholder) is named by what it is.
        data: named,
        // A 404 for the whole request: it has no field path.
        apiserver: requestError('NotFound', notServedDetail(crd.apiVersion)),
        // Offered where the version is all that is wrong: a version that does not exist (the message
        // names its replacement), or a v1beta1 manifest already written as v1.
        ...(crd.version !== 'v1beta1' || isRenameToV1(crd)
          ? { fix: { kind: 'set-scalar' as const, was: crd.apiVersion, value: SERVED_API_VERSION } }
          : {}),
        // A change back from v1 (hashicorp/terraform-k8s 3581105fd5, 8b229ba360): the regression is the change's.
        ...(ctx.baseOf(crd)?.apiVersion === SERVED_API_VERSION
          ? { note: `this change turns it back from ${SERVED_API_VERSION}, which it was before` }
          : {}),
      };
    });
    return [...reports, ...edited];
  },
});
