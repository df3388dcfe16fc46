import { defineRule, type Rule, type RuleReport } from '../../engine/rule.js';
import type { Severity } from '../../engine/finding.js';
import type { ParseProblem, ParseProblemCode } from '../../parse/parse-problem.js';
import { DUPLICATE_KEY_AGREEING_CONSEQUENCE, DUPLICATE_KEY_CONSEQUENCE } from '../../parse/manifest-file.js';
import { isKustomizationPath } from '../../parse/kustomize-patches.js';
import { isInTestTree } from '../../parse/test-trees.js';
import { chartOfCrdsFile, isChartDirectory } from '../helm-chart-directories.js';
import type { World } from '../../engine/world.js';
import { chartOfTemplatesFile } from '../helm-chart-values.js';
import { goFileEmbedding } from '../go-embedded-file.js';
import { takenInBy } from '../kustomize-listing.js';
import { duplicateKeyIdentities, problemIdentities } from './problem-identities.js';

// One rule per kind of unreadable content, so each can be configured and documented on its
// own. A manifest that cannot be read is not reviewed, so these fail closed (errors) by default;
// a template is expected in Helm charts and is only noted.
//
// A file that is not a Kubernetes manifest (mkdocs.yml, KEP metadata, a CI or linter
// configuration) is not ours to judge: what a YAML file needs is its own tool's business, so its
// problems are at most a notice, and none in a test tree, where such a file is a test's data. A file is a manifest when it holds an object (apiVersion and
// kind) at head or at base, or, where it cannot be read, names both keys in its text.
//
// A file's templated documents are one notice, at the first: a chart or a clusterctl template
// holds dozens of documents of one template syntax, and a notice per document (capa: 468 in 86
// files) buried everything else. The notice counts the others.
function parseProblemRule(code: ParseProblemCode, severity: Severity, description: string): Rule {
  return defineRule({
    id: `parse/${code}`,
    // A file's problems are the file's own; the stored file of the same path only tells whether it was a manifest.
    scope: 'object',
    // Whether a file that does not parse stands in a chart's crds/ is told by the chart's other
    // files (Chart.yaml): read in the whole world, not file by file (spotahome/redis-operator's
    // templated crds/ file went unreported in a review of its whole tree). Whether Go embeds a
    // file with a repeated key, by the Go sources and the kustomizations.
    ...(code === 'yaml-syntax' || code === 'duplicate-key' ? { consultsOtherFiles: true } : {}),
    meta: {
      severity,
      description,
      messages: {
        problem: '{{message}}',
        andMore: '{{message}}, {{othersText}} of this file',
        notManifest:
          '{{message}}; the file does not name both an apiVersion and a kind, so it is not a Kubernetes manifest and this is only a notice',
        testInputDuplicateKey:
          '{{named}} in a file a test reads (a kuttl or chainsaw assertion, a resource a test applies or evaluates): the test runner reads it as kubectl does and keeps the last value without a word, so the test checks less than it says',
        goldenDuplicateKey:
          "{{named}} in a recorded output a test compares its run with (a golden file), so what it records repeats the key: kubectl and readers built on sigs.k8s.io/yaml keep the last value without a word, while kustomize and go-yaml v3 refuse it; fix what writes it (a chart's template), then record it again",
        testTreeDuplicateKey:
          "{{named}} in a manifest of the repository's tests: kubectl and readers built on sigs.k8s.io/yaml keep the last value without a word, while kustomize and go-yaml v3 refuse the file, so what the test gets depends on how it reads it",
        kustomizationSyntax:
          '{{message}}; kustomize reads a kustomization by its file name, whatever it names, so building it, and every kustomization that takes in its directory, fails',
        notManifestTemplate:
          '{{message}}; the file does not name both apiVersion and kind, so it is no Kubernetes manifest, and a template of it is none either: only a notice',
        notManifestDuplicateKey:
          "{{named}} in a file that is not a Kubernetes manifest (it does not name both apiVersion and kind): readers built on sigs.k8s.io/yaml, as Helm's for values files, keep the last value without a word, while go-yaml v3 refuses the file, so what reads it decides; only a notice",
        notManifestJsonDuplicateKey:
          "{{named}} in a JSON file that is not a Kubernetes manifest (it does not name both apiVersion and kind): JSON readers (JavaScript's JSON.parse, Go's encoding/json) keep the last value without a word, so the first is lost; only a notice",
        chartCrdsTemplate:
          "a file of the crds/ directory of {{chart}} holds template actions ({{action}}), but Helm applies those files as they are, without rendering them: as written the file is not YAML, so `helm install` fails; write it without templates, or move it into the chart's templates/",
        kustomizationDuplicateKey:
          '{{named}} in a kustomization: kustomize reads its kustomization files through sigs.k8s.io/yaml and keeps the last value without a word (it refuses a repeated key only in the resources it loads), so the build uses the last one; remove the other',
        goEmbeddedDuplicateKey:
          "{{named}} in a file {{goFile}} embeds in its Go binary ({{by}}), which no kustomization of the repository applies: Go's Kubernetes readers (sigs.k8s.io/yaml, apimachinery's decoders) keep the last value without a word and go-yaml v3 refuses the file, so what the program reads it with decides; remove the other",
        chartTemplateDuplicateKey:
          '{{named}} in a template of {{chart}}, which only Helm reads: Helm renders it and decodes each document through sigs.k8s.io/yaml, which keeps the last value without a word, so the value written first never reaches a cluster; the document was not reviewed; remove the other',
        agreeingDuplicateKey:
          '{{named}}, each time with the value written first: kubectl apply, Helm and OLM keep the last value, the same, and the document was reviewed; only kustomize and go-yaml v3 refuse the file, and no kustomization of the repository takes it in; remove the other',
        componentConfigDuplicateKey:
          '{{named}} in a configuration file of {{reader}} ({{group}}), which no apiserver and no kubectl apply reads: {{reader}} decodes it itself and {{consequence}}, so the settings written first are lost at best; remove the other',
        notManifestJsonAgreeingDuplicateKey:
          '{{named}}, each time with the value written first, in a JSON file that is not a Kubernetes manifest: JSON readers keep the last value, the same, so nothing is lost; only a notice',
        generatorDataDuplicateKey:
          '{{named}} in a file a kustomize generator puts into a ConfigMap or Secret: readers built on sigs.k8s.io/yaml keep the last value without a word and go-yaml v3 refuses the file, so what reads the data decides',
      },
    },
    check: (ctx) => {
      const baseManifests = new Set((ctx.base?.files ?? []).filter((f) => f.objects.length > 0).map((f) => f.path));
      return ctx.head.files.flatMap(
        (
          file,
        ): RuleReport<
          | 'problem'
          | 'andMore'
          | 'notManifest'
          | 'notManifestDuplicateKey'
          | 'notManifestJsonDuplicateKey'
          | 'notManifestJsonAgreeingDuplicateKey'
          | 'componentConfigDuplicateKey'
          | 'testInputDuplicateKey'
          | 'generatorDataDuplicateKey'
          | 'agreeingDuplicateKey'
          | 'goEmbeddedDuplicateKey'
          | 'chartTemplateDuplicateKey'
          | 'kustomizationDuplicateKey'
          | 'testTreeDuplicateKey'
          | 'goldenDuplicateKey'
          | 'chartCrdsTemplate'
          | 'notManifestTemplate'
          | 'kustomizationSyntax'
        >[] => {
          // A chart's crds/ file read as Helm renders a template (helm-wrapped-crd.ts): Helm does
          // not render it (redis-operator 25e69ef9: `{{- with .Values.annotations }}` in
          // charts/redisoperator/crds/, which every `helm install` refused).
          const chart =
            code === 'yaml-syntax' && file.firstAction !== undefined
              ? chartOfCrdsFile(file.path, [ctx.whole?.head ?? ctx.head])
              : undefined;
          if (chart !== undefined && file.firstAction !== undefined)
            return [
              {
                messageId: 'chartCrdsTemplate' as const,
                file: file.path,
                line: file.firstAction.line,
                column: file.firstAction.column,
                data: {
                  chart: chart === '' ? 'the Helm chart at the root' : `the Helm chart ${chart}`,
                  action: `\`${file.firstAction.text}\``,
                },
              },
            ];
          const problems = file.problems.filter((p) => p.code === code);
          if (problems.length === 0) return [];
          const identities =
            code === 'duplicate-key' && ctx.base
              ? duplicateKeyIdentities(
                  problems,
                  ctx.base.filesAt((p) => p === file.path).flatMap((f) => f.problems.filter((p) => p.code === code)),
                )
              : problemIdentities(problems);
          // A generator's data is bytes to kustomize, whatever it looks like: what reads it later judges it.
          const isManifest =
            file.nonObject !== 'generator-data' &&
            (file.objects.length > 0 || file.looksLikeManifest === true || baseManifests.has(file.path));
          const quiet = !isManifest && severity !== 'notice';
          // A .json file is JSON to whoever reads it: the messages speak of JSON.
          const json = /\.json$/i.test(file.path);
          // A kustomization names no apiVersion and kind of its own need (cluster-nfd-operator
          // 55c8d4d7 committed a merge conflict in config/crd/kustomization.yaml, and `kubectl
          // kustomize` failed): what does not parse in it fails the build.
          if (code === 'yaml-syntax' && !isManifest && isKustomizationPath(file.path) && !isInTestTree(file.path))
            return problems.map((p, i) => ({
              messageId: 'kustomizationSyntax' as const,
              file: file.path,
              line: p.line,
              column: p.column,
              data: { message: p.message },
              discriminator: identities[i],
            }));
          // A file of a test tree that is no manifest and does not parse is the test's data (a
          // mongo shell transcript a test compares its output with, named .json: percona-server-
          // mongodb-operator's e2e-tests/*/compare/, 186 notices, repeated for every new test).
          if (code === 'yaml-syntax' && !isManifest && isInTestTree(file.path)) return [];
          // A test's document without apiVersion or kind may be the refusal it tests: the test's business.
          if (code === 'missing-type-meta' && isInTestTree(file.path)) return [];
          // A template that names no apiVersion and kind (a Docker Compose file of beyla's tests, a
          // JSON cloud config of cloud-provider-azure's with `${NAME}`) is not a Kubernetes manifest:
          // nothing of ours was left unreviewed, and the notice says so; in a test tree, nothing.
          // A chart template that renders a named template (`{{ include "x" . }}`) renders what that
          // one holds, objects with their apiVersion and kind (metering-operator's datasources).
          if (code === 'template' && !isManifest && isInTestTree(file.path)) return [];
          if (code === 'template' && !isManifest && !rendersNamedTemplate(file.path, file.text)) {
            const first = problems.reduce((a, b) =>
              b.line < a.line || (b.line === a.line && b.column < a.column) ? b : a,
            );
            return [
              {
                messageId: 'notManifestTemplate' as const,
                file: file.path,
                line: first.line,
                column: first.column,
                data: {
                  message: first.message.replace(/; it is YAML only once rendered, so it was not reviewed$/, ''),
                },
              },
            ];
          }
          if (code === 'template' && problems.length > 1) {
            const first = problems.reduce((a, b) =>
              b.line < a.line || (b.line === a.line && b.column < a.column) ? b : a,
            );
            const others = problems.length - 1;
            const othersText = others === 1 ? 'nor was 1 more document' : `nor were ${others} more documents`;
            return [
              {
                messageId: 'andMore' as const,
                file: file.path,
                line: first.line,
                column: first.column,
                data: { message: first.message, othersText, documents: problems.length },
              },
            ];
          }
          // The problem as the parse wrote it (a notice in a file that is no manifest).
          const asWritten = (p: ParseProblem, i: number) => ({
            messageId: quiet ? ('notManifest' as const) : ('problem' as const),
            file: file.path,
            line: p.line,
            column: p.column,
            data: {
              message: json ? p.message.replace(/^invalid YAML: /, 'invalid JSON: ') : p.message,
            },
            // A file's template is one finding, as with several documents (andMore): its text
            // quotes the action, which an edit of the line changes, and the `new` filter would
            // show it again (apache/pulsar-helm-chart f18d020: 26 "new" notices for one edit).
            ...(code === 'template' ? {} : { discriminator: identities[i] }),
            ...(quiet ? { severity: 'notice' as const } : {}),
          });
          // A file a test reads (parse/non-object-files.ts) is read by its runner through
          // sigs.k8s.io/yaml, where a repeated key is the last one, not a refusal: a warning.
          // So is a manifest of a test tree (parse/test-trees.ts): how the test reads it decides. A
          // file there that is no manifest (capz's e2e data, `az vm list-skus` output read by Go's
          // encoding/json, which keeps the last value too) is only a notice, as anywhere.
          const messageId =
            file.nonObject === 'test-input'
              ? ('testInputDuplicateKey' as const)
              : file.nonObject === 'generator-data'
                ? ('generatorDataDuplicateKey' as const)
                : file.nonObject === undefined && isManifest && isInTestTree(file.path)
                  ? isGoldenFile(file.path)
                    ? ('goldenDuplicateKey' as const)
                    : ('testTreeDuplicateKey' as const)
                  : // kustomize's own file (api/types Kustomization.Unmarshal: yaml.YAMLToJSON), no object
                    // any cluster gets (vllm-project/aibrix's overlays repeat their apiVersion line).
                    isKustomizationPath(file.path)
                    ? ('kustomizationDuplicateKey' as const)
                    : isManifest && componentConfigGroups(file.text) !== undefined
                      ? ('componentConfigDuplicateKey' as const)
                      : undefined;
          // What kubectl, kustomize and the apiserver do with a repeated key is beside the point
          // where a test, a generator or another tool reads the file: the key is named, with the
          // separator left out where the parse saw one, and the consequence is the reader's.
          const named = (p: ParseProblem): string => {
            const consequence = `: ${p.repeatsAgree ? DUPLICATE_KEY_AGREEING_CONSEQUENCE : DUPLICATE_KEY_CONSEQUENCE}`;
            return p.message.endsWith(consequence) ? p.message.slice(0, -consequence.length) : 'duplicate key';
          };
          if (code === 'duplicate-key' && messageId !== undefined)
            return problems.map((p, i) => ({
              messageId,
              file: file.path,
              line: p.line,
              column: p.column,
              // A kustomization is one document: a second apiVersion line starts no object there.
              data: {
                named:
                  messageId === 'kustomizationDuplicateKey'
                    ? named(p).replace(/ \(another object starts here[^)]*\)/, '')
                    : named(p),
                ...(messageId === 'componentConfigDuplicateKey' ? componentConfigReader(file.text) : {}),
              },
              discriminator: identities[i],
              severity: 'warning' as const,
            }));
          // A manifest an operator embeds and creates itself (openshift-kni/numaresources-operator's
          // scheduler Deployment, two `volumes` of which its Go code reads the last): kubectl and
          // kustomize never read it, unless a kustomization takes it in too.
          const world = ctx.whole?.head ?? ctx.head;
          const readElsewhere =
            code === 'duplicate-key' && messageId === undefined && isManifest && !takenInBy(ctx, world, file.path);
          /** A warning a repeat, of the reader that reads the file instead of kubectl and kustomize. */
          const warningEach = <M extends string>(
            id: (p: ParseProblem) => M,
            data: (p: ParseProblem) => Readonly<Record<string, string>>,
          ) =>
            problems.map((p, i) => ({
              messageId: id(p),
              file: file.path,
              line: p.line,
              column: p.column,
              data: { named: named(p), ...data(p) },
              discriminator: identities[i],
              severity: 'warning' as const,
            }));
          const embedded = readElsewhere ? goFileEmbedding(world, file.path) : undefined;
          if (embedded !== undefined)
            return warningEach(
              () => 'goEmbeddedDuplicateKey' as const,
              () => ({ goFile: embedded.goFile, by: embedded.by }),
            );
          // A template of a Helm chart that no kustomization takes in (sapcc/helm-charts'
          // volume-claims chart repeated `labels`, 4268817f6d): only Helm reads it, and Helm decodes
          // each rendered document through sigs.k8s.io/yaml, which keeps the last value; nothing
          // refuses it, and what was written first never reaches a cluster.
          const templateOf = readElsewhere ? chartOfTemplate(world, file.path) : undefined;
          if (templateOf !== undefined)
            return warningEach(
              (p) => (p.repeatsAgree ? ('agreeingDuplicateKey' as const) : ('chartTemplateDuplicateKey' as const)),
              () => ({ chart: templateOf === '' ? 'the Helm chart at the root' : `the Helm chart ${templateOf}` }),
            );
          // A manifest whose repeats each keep the value written first (local-storage-operator's
          // OLM bundle CRDs: `type: object` at both ends of a schema) reads the same to kubectl,
          // Helm and OLM, which keep the last: only kustomize refuses it, and where none takes it
          // in, the repeat is untidy, not a change of meaning.
          if (code === 'duplicate-key' && messageId === undefined && isManifest)
            return problems.map((p, i) =>
              p.repeatsAgree && !takenInBy(ctx, world, file.path)
                ? {
                    messageId: 'agreeingDuplicateKey' as const,
                    file: file.path,
                    line: p.line,
                    column: p.column,
                    data: { named: named(p) },
                    discriminator: identities[i],
                    severity: 'warning' as const,
                  }
                : asWritten(p, i),
            );
          if (code === 'duplicate-key' && !isManifest)
            return problems.map((p, i) => ({
              messageId: !json
                ? ('notManifestDuplicateKey' as const)
                : p.repeatsAgree
                  ? ('notManifestJsonAgreeingDuplicateKey' as const)
                  : ('notManifestJsonDuplicateKey' as const),
              file: file.path,
              line: p.line,
              column: p.column,
              data: { named: named(p) },
              discriminator: identities[i],
              severity: 'notice' as const,
            }));
          return problems.map(asWritten);
        },
      );
    },
  });
}

export const yamlSyntax = parseProblemRule(
  'yaml-syntax',
  'error',
  'a document is not valid YAML or JSON, so nothing in it is reviewed',
);
export const duplicateKey = parseProblemRule(
  'duplicate-key',
  'error',
  'a mapping repeats a key: kubectl keeps the last value without a word, kustomize and strict field validation refuse it',
);
export const aliasLimit = parseProblemRule(
  'alias-limit',
  'error',
  'YAML aliases expand a document beyond a safe size (an alias bomb)',
);
export const tooDeep = parseProblemRule('too-deep', 'error', 'a document nests deeper than the tool reads');
export const tooLarge = parseProblemRule('too-large', 'error', 'a file is larger than the tool reads');
export const notText = parseProblemRule('not-text', 'error', 'a .yaml, .yml or .json file is binary or not UTF-8');
export const template = parseProblemRule(
  'template',
  'notice',
  'a file is a template (Helm, Go templates, Jinja, envsubst) rather than YAML, so its templated documents are not reviewed',
);

export const missingTypeMeta = parseProblemRule(
  'missing-type-meta',
  'error',
  'a document names an object with an apiVersion or a kind but not both, so kubectl refuses it',
);

/** The family's rules, in the registry's order. */
export const parseProblemRules: readonly Rule[] = [
  yamlSyntax,
  duplicateKey,
  aliasLimit,
  tooDeep,
  tooLarge,
  notText,
  template,
  missingTypeMeta,
];

/** The chart whose templates/ directory holds the file (its directory holds Chart.yaml), or undefined. */
function chartOfTemplate(world: World, path: string): string | undefined {
  const chart = chartOfTemplatesFile(path);
  return chart !== undefined && isChartDirectory(world.paths(), chart) ? chart : undefined;
}

/** Whether a file of a chart's templates/ renders a named template (`include` or `template`), which may hold its objects. */
const rendersNamedTemplate = (path: string, text: string): boolean =>
  chartOfTemplatesFile(path) !== undefined && /\{\{-?\s*(?:include|template)\s+"/.test(text);

/**
 * The groups the documents of a file name, where all are configuration of Kubernetes components,
 * which they read from their own files (kubeadm's InitConfiguration and ClusterConfiguration, a
 * KubeletConfiguration, an audit policy), or undefined: godel-scheduler's
 * docs/performance/kubeadm-config.yaml repeated `scheduler:`. Read from the text, as a document
 * with a repeated key is no object of the file.
 */
function componentConfigGroups(text: string): readonly string[] | undefined {
  const groups = [...new Set([...text.matchAll(API_VERSION_LINE)].map((m) => (m[1] ?? '').split('/')[0] ?? ''))];
  return groups.length > 0 && groups.every(isComponentConfigGroup) ? groups : undefined;
}

const API_VERSION_LINE = /^apiVersion:[ \t]*["']?([^\s"'#]+\/[^\s"'#]+)/gm;

const isComponentConfigGroup = (group: string): boolean =>
  group === 'kubeadm.k8s.io' || group === 'audit.k8s.io' || group.endsWith('.config.k8s.io');

/** Who reads a component's configuration file, as the message names it: kubeadm reads the components' it holds. */
function componentConfigReader(text: string): {
  reader: string;
  group: string;
  consequence: string;
} {
  const groups = componentConfigGroups(text) ?? [];
  const [only] = groups;
  const reader = groups.includes('kubeadm.k8s.io')
    ? 'kubeadm'
    : groups.length === 1 && only === 'audit.k8s.io'
      ? 'kube-apiserver (its audit policy file)'
      : groups.length === 1 && only !== undefined
        ? `the component it configures (${only.slice(0, -'.config.k8s.io'.length)})`
        : 'the components it configures';
  // kubeadm's documentMapToInitConfiguration checks strictly but only logs what it finds, unless
  // asked for strict errors (`kubeadm config validate`), and decodes leniently: the last value wins.
  const consequence =
    reader === 'kubeadm'
      ? 'warns of the repeat and keeps the last value (`kubeadm init`; `kubeadm config validate` refuses the file)'
      : 'either refuses the repeat (strict decoding) or warns of it and keeps the last value (the kubelet)';
  return { reader, group: groups.join(', '), consequence };
}

/**
 * A test's recorded output, which the test compares byte for byte with what it runs (a chart's
 * rendering: Alluxio/k8s-operator's tests/helm/expectedTemplates/), known by its directory or name.
 */
const GOLDEN_FILE =
  /(?:^|\/)(?:expected[-_]?(?:templates?|outputs?|results?|manifests?)?|golden|goldens|snapshots?|__snapshots__)\/|[._-](?:golden|expected)\.(?:ya?ml|json)$/i;

const isGoldenFile = (path: string): boolean => GOLDEN_FILE.test(path);
