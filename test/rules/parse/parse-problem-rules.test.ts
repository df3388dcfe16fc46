import { describe, expect, it } from 'vitest';
import { DEFAULT_CONFIG } from '../../../src/engine/config.js';
import { review } from '../../../src/engine/run.js';
import {
  duplicateKey,
  missingTypeMeta,
  notText,
  template,
  tooLarge,
  yamlSyntax,
} from '../../../src/rules/parse/parse-problem-rules.js';
import { LIMITS } from '../../../src/parse/parse-problem.js';
import type { Finding } from '../../../src/engine/finding.js';
import { metadata as crdMetadata } from '../../../src/rules/crd/metadata/metadata.js';
import { reviewChangeSet } from '../../../src/review-change-set.js';
import { ruleTester, yaml } from '../../support/rule-tester.js';
import { reviewFiles } from '../../support/review-files.js';
import { goParser } from '../../parse/go/go-parser-instance.js';

const mkdocs = yaml`
  site_name: Gateway API
  nav:
    - Overview: index.md
    - Guides: [guides/a.md
`;

const brokenManifest = yaml`
  apiVersion: v1
  kind: ConfigMap
  metadata: {name: x
`;

const manifest = yaml`
  apiVersion: v1
  kind: ConfigMap
  metadata: {name: x}
`;

ruleTester(yamlSyntax, {
  valid: [
    {
      name: 'a broken kustomization of a test tree is the test’s business',
      file: 'test/e2e/kustomization.yaml',
      head: 'resources:\n<<<<<<< HEAD\n- a.yaml\n=======\n- b.yaml\n>>>>>>> topic\n',
    },
    {
      name: "a tool's JSONC configuration (devcontainer.json with comments)",
      file: '.devcontainer/devcontainer.json',
      head: '// dev\n{\n  "name": "dev", // the name\n  "features": {},\n}\n',
    },
    {
      name: "a placeholder YAML reserves (a test fills in `namespace: %%%`) is parse/template's",
      file: 'e2e/cross-ns/binding.yaml',
      head: 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: demo\n  namespace: %%%\n',
    },
    {
      name: "a whole block envsubst writes (`$CERT` at the margin under `cert: |`) is parse/template's",
      file: 'test/class.yaml',
      head: 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: demo\ndata:\n  cert: |\n$CERT\n',
    },
    {
      name: "a Python str.format template (emissary's test manifests) is parse/template's",
      file: 'python/tests/manifests/backend.yaml',
      head: 'apiVersion: v1\nkind: Pod\nmetadata:\n  name: {self.path.k8s}-backend\nspec:\n  containers:\n  - name: backend\n    image: {images[kat-server]}\n',
    },
    {
      name: "a documentation excerpt that elides with `...` is parse/template's",
      file: 'docs/snippets/deployment.yaml',
      head: 'apiVersion: apps/v1\nkind: Deployment\nmetadata:\n  name: demo\nspec:\n  template:\n    spec:\n      containers:\n      - name: a\n        ...\n      - name: b\n',
    },
    {
      name: "a template is parse/template's",
      file: 'snippet.yaml',
      head: '{% raw %}\n---\napiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: demo\n{% endraw %}\n',
    },
    {
      // percona-server-mongodb-operator's e2e-tests/*/compare/*.json: mongo shell transcripts.
      name: 'a broken file of a test tree that is not a manifest is the test data, not noted',
      file: 'e2e-tests/arbiter/compare/find.json',
      head: 'switched to db myApp\n{ "_id" : , "x" : 100500 }\nbye\n',
    },
  ],
  invalid: [
    {
      // group-sync-operator 65c1f5dc05: a `...` in a block scalar's text, below a line the change broke.
      name: 'a `...` below the line YAML failed on, in a block scalar: the syntax error, not an excerpt',
      file: 'deploy/catalog.yaml',
      head: 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: demo\n  annotations:\n    a: Fields default to\n      "". Example: x\ndata:\n  notes: |\n    first\n    ...\n    last\n',
      findings: [{ line: 7, column: 18, severity: 'error', messageId: 'problem' }],
    },
    {
      name: 'a broken manifest of a test tree fails the check',
      file: 'e2e-tests/arbiter/cr.yaml',
      head: brokenManifest,
      findings: [{ line: 4, column: 1, severity: 'error', messageId: 'problem' }],
    },
    {
      // hwameistor's minio-distributed.yaml: a rendered chart that lost a line break, and a script
      // in a ConfigMap two documents up whose `${MC}` line is text of a block scalar, not a template.
      name: "a broken manifest beside a document that parsed, whose block scalar holds a script's `${TOOL}` line, fails the check",
      head: 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: setup\ndata:\n  setup.sh: |\n    #!/bin/sh\n    ${TOOL} rm -r --force store/bucket\n---\napiVersion: v1\nkind: Service\nmetadata:\n  name: store\nspec:\n  ports:\n  - port: 80# Source: chart/templates/service.yaml\n    name: http\n',
      findings: [{ line: 16, column: 21, severity: 'error', messageId: 'problem' }],
    },
    {
      name: 'a broken manifest fails the check',
      head: brokenManifest,
      findings: [{ line: 4, column: 1, severity: 'error', messageId: 'problem' }],
    },
    {
      name: 'a broken file that is not a manifest (mkdocs.yml) is only noted',
      file: 'mkdocs.yml',
      head: mkdocs,
      // The parser's own words are the YAML reader's business; the notice's are pinned.
      findings: [{ line: 5, column: 1, severity: 'notice', messageId: 'notManifest' }],
    },
    {
      // cluster-nfd-operator 55c8d4d7: a merge conflict committed in config/crd/kustomization.yaml.
      name: 'a broken kustomization fails the check: kustomize reads it by its name',
      file: 'config/crd/kustomization.yaml',
      head: 'resources:\n<<<<<<< HEAD\n- bases/widgets.yaml\n=======\n- bases/gadgets.yaml\n>>>>>>> topic\n',
      findings: [
        {
          line: 2,
          column: 1,
          severity: 'error',
          messageId: 'kustomizationSyntax',
          message:
            'a merge conflict was committed unresolved: `<<<<<<< HEAD` is a conflict marker, not YAML; the document was not reviewed; kustomize reads a kustomization by its file name, whatever it names, so building it, and every kustomization that takes in its directory, fails',
        },
      ],
    },
    {
      name: 'a file that held objects at base is a manifest, however broken at head',
      file: 'cm.yaml',
      head: 'metadata: {name: x\n',
      base: manifest,
      findings: [{ line: 2, column: 1, severity: 'error', messageId: 'problem' }],
    },
    {
      name: 'one broken document beside an object: the file is a manifest',
      file: 'two.yaml',
      head: `${manifest}---\nfoo: [bar\n`,
      findings: [{ line: 6, column: 1, severity: 'error', messageId: 'problem' }],
    },
    {
      name: 'a Kubernetes object in JSONC',
      file: 'ns.json',
      head: '// a namespace\n{"apiVersion": "v1", "kind": "Namespace", "metadata": {"name": "n"}}\n',
      findings: [{ line: 1, column: 1, severity: 'error', messageId: 'problem' }],
    },
  ],
});

ruleTester(duplicateKey, {
  valid: [{ name: 'no repeated key', file: '.github/workflows/ci.yaml', head: 'on: push\njobs: {}\n' }],
  invalid: [
    {
      name: 'a GitHub workflow that repeats a key is only noted',
      file: '.github/workflows/ci.yaml',
      head: 'on: push\njobs: {}\non: pull_request\n',
      findings: [{ line: 3, column: 1, severity: 'notice', messageId: 'notManifestDuplicateKey' }],
    },
    {
      name: 'a manifest that repeats a key fails',
      head: 'apiVersion: v1\nkind: ConfigMap\nmetadata: {name: a}\nkind: Secret\n',
      findings: [{ line: 4, column: 1, severity: 'error', messageId: 'problem' }],
    },
    {
      // kyverno's chainsaw step template creates `($file)`, a policy written twice without a `---`.
      name: 'a manifest of a test tree that repeats a key: a warning, whatever the test does with it',
      file: 'test/conformance/chainsaw/events/policy.yaml',
      head: 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: a\napiVersion: v1\n',
      findings: [{ line: 5, column: 1, severity: 'warning', messageId: 'testTreeDuplicateKey' }],
    },
    {
      // Alluxio/k8s-operator a5f6817: its chart test compares `helm template` with expectedTemplates/, byte for byte.
      name: "a test's recorded output that repeats a key: a warning that says what wrote it",
      file: 'tests/helm/expectedTemplates/fuse/daemonset.yaml',
      head: 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: a\ndata:\n  q: "1"\n  q: "2"\n',
      findings: [
        {
          line: 7,
          column: 3,
          severity: 'warning',
          messageId: 'goldenDuplicateKey',
          message:
            "duplicate key `q` in a recorded output a test compares its run with (a golden file), so what it records repeats the key: kubectl and readers built on sigs.k8s.io/yaml keep the last value without a word, while kustomize and go-yaml v3 refuse it; fix what writes it (a chart's template), then record it again",
        },
      ],
    },
    {
      // solo-io/gloo's delegation test inputs: `queryParams` twice in one route match.
      name: 'a key repeated inside a manifest of a test tree: named, and with no word of a missing separator',
      file: 'test/inputs/route.yaml',
      head: 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: a\ndata:\n  q: "1"\n  q: "2"\n',
      findings: [
        {
          line: 7,
          column: 3,
          severity: 'warning',
          message:
            "duplicate key `q` in a manifest of the repository's tests: kubectl and readers built on sigs.k8s.io/yaml keep the last value without a word, while kustomize and go-yaml v3 refuse the file, so what the test gets depends on how it reads it",
        },
      ],
    },
    {
      // capz's test/e2e/data/availableZonesPerLocation.json, read by Go's encoding/json.
      name: 'a data file of a test tree that is no manifest and repeats a key: a notice, as anywhere',
      file: 'test/e2e/data/zones.json',
      head: '{\n  "eastus_B2s": ["1"],\n  "eastus_B2s": ["2"]\n}\n',
      findings: [{ line: 3, column: 4, severity: 'notice', messageId: 'notManifestJsonDuplicateKey' }],
    },
    {
      // karpor's ui/src/locales/zh.json repeated a key with the value it had.
      name: 'a JSON file that is no manifest and repeats a key with the same value: a notice that nothing is lost',
      file: 'locales/zh.json',
      head: '{\n  "a": "same",\n  "b": "x",\n  "a": "same"\n}\n',
      findings: [{ line: 4, column: 4, severity: 'notice', messageId: 'notManifestJsonAgreeingDuplicateKey' }],
    },
    {
      // godel-scheduler's docs/performance/kubeadm-config.yaml repeated `scheduler:`, dropping its extraArgs.
      name: "a kubeadm configuration that repeats a key: a warning of what kubeadm does, not kubectl's",
      file: 'docs/kubeadm-config.yaml',
      head: 'apiVersion: kubeadm.k8s.io/v1beta3\nkind: ClusterConfiguration\nscheduler:\n  extraArgs: {kube-api-qps: "100"}\nscheduler: {}\n---\napiVersion: kubelet.config.k8s.io/v1beta1\nkind: KubeletConfiguration\n',
      findings: [
        {
          line: 5,
          column: 1,
          severity: 'warning',
          message:
            'duplicate key `scheduler` in a configuration file of kubeadm (kubeadm.k8s.io, kubelet.config.k8s.io), which no apiserver and no kubectl apply reads: kubeadm decodes it itself and warns of the repeat and keeps the last value (`kubeadm init`; `kubeadm config validate` refuses the file), so the settings written first are lost at best; remove the other',
        },
      ],
    },
    {
      // kuttl and chainsaw read assertions with sigs.k8s.io/yaml: the last value wins, nothing fails.
      name: 'a test assertion (kuttl) that repeats a key: a warning about what the runner does',
      file: 'tests/e2e/multi-cluster/00-assert.yaml',
      head: 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: a\napiVersion: v1\n',
      findings: [
        {
          line: 5,
          column: 1,
          severity: 'warning',
          message:
            'duplicate key `apiVersion` (another object starts here: a `---` line between the two documents is likely missing) in a file a test reads (a kuttl or chainsaw assertion, a resource a test applies or evaluates): the test runner reads it as kubectl does and keeps the last value without a word, so the test checks less than it says',
        },
      ],
    },
  ],
});

ruleTester(template, {
  valid: [
    {
      name: 'a `...` in a block scalar below the line YAML failed on: no excerpt',
      file: 'deploy/catalog.yaml',
      head: 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: demo\n  annotations:\n    a: Fields default to\n      "". Example: x\ndata:\n  notes: |\n    first\n    ...\n    last\n',
    },
    { name: 'plain YAML', head: manifest },
    // beyla's internal/test/oats/*/docker-compose-*.yml: a test's data, no manifest.
    {
      name: 'a template that is no manifest, in a test tree',
      file: 'internal/test/oats/docker-compose-app.yml',
      head: 'services:\n  app:\n    volumes:\n      - {{ .ConfigDir }}:/configs\n',
    },
    {
      // dash0-operator's test-resources/*/helm-chart/templates/: a test's chart, quiet as any test's template.
      name: 'a chart template of a test tree that includes a named template',
      file: 'test-resources/app/helm-chart/templates/service.yaml',
      head: '{{- if .Values.service.enabled }}\n{{ include "app.service" . }}\n{{- end }}\n',
    },
  ],
  invalid: [
    {
      name: 'the same Jinja template in every document of a file: one notice naming Jinja, at the first, counting the other',
      file: 'snippet.yaml',
      head: '{% raw %}\n---\napiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: demo\ndata:\n  key: "{{ .value }}"\n{% endraw %}\n',
      findings: [
        {
          line: 1,
          column: 1,
          severity: 'notice',
          messageId: 'andMore',
          message:
            'looks like a template: Jinja `{% raw %}`; it is YAML only once rendered, so it was not reviewed, nor was 1 more document of this file',
        },
      ],
    },
    {
      name: 'a documentation excerpt that elides with `...`: one notice saying it is an excerpt, at the elision',
      file: 'docs/snippets/deployment.yaml',
      head: 'apiVersion: apps/v1\nkind: Deployment\nmetadata:\n  name: demo\nspec:\n  template:\n    spec:\n      containers:\n      - name: a\n        ...\n      - name: b\n',
      findings: [
        {
          line: 10,
          column: 9,
          severity: 'notice',
          messageId: 'problem',
          message:
            'an excerpt: an elision `...` stands for what it leaves out; it is a manifest only once completed, so it was not reviewed',
        },
      ],
    },
    {
      name: 'a clusterctl template: one notice for its documents, wherever the first placeholder stands',
      file: 'templates/cluster-template.yaml',
      head: ['a', 'b', 'c']
        .map((s) => `apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: \${CLUSTER_NAME}-${s}\n`)
        .join('---\n'),
      findings: [
        {
          line: 4,
          column: 9,
          severity: 'notice',
          messageId: 'andMore',
          message:
            'looks like a template: metadata.name is envsubst placeholder `${CLUSTER_NAME}`; the object is known only once rendered, so it was not reviewed, nor were 2 more documents of this file',
        },
      ],
    },
    {
      // beyla's Docker Compose test files, cloud-provider-azure's JSON cloud configs: nothing of ours unreviewed.
      name: 'a template that is not a manifest is noted as no manifest, where nothing was left unreviewed',
      file: 'ansible/vars.yml',
      head: 'users:\n{% for u in users %}\n  - {{ u }}\n{% endfor %}\n',
      findings: [
        {
          line: 2,
          column: 1,
          severity: 'notice',
          messageId: 'notManifestTemplate',
          message:
            'looks like a template: Jinja `{% for %}`; the file does not name both apiVersion and kind, so it is no Kubernetes manifest, and a template of it is none either: only a notice',
        },
      ],
    },
    {
      // kubernetes-sigs/windows-gmsa's charts/gmsa/templates/issuer.yaml.
      name: 'a Helm template whose apiVersion line is a named template is a manifest once rendered',
      file: 'chart/templates/issuer.yaml',
      head: '{{ template "demo.certManagerApiVersion" . }}\nkind: Issuer\nmetadata:\n  name: {{ .Release.Name }}\n',
      findings: [
        {
          line: 1,
          column: 1,
          severity: 'notice',
          message:
            'looks like a template: Helm or Go template `{{ template "demo.certManagerApiVers …}}`; it is YAML only once rendered, so it was not reviewed',
        },
      ],
    },
    {
      // metering-operator's datasources: each item rendered through a named template that holds the object.
      name: "a chart template that includes a named template renders that one's objects",
      file: 'chart/templates/sources.yaml',
      head: '{{- range $_, $body := .Values.sources }}\n---\n{{ include "demo.source" $body }}\n{{- end }}\n',
      findings: [
        {
          line: 1,
          column: 1,
          severity: 'notice',
          messageId: 'andMore',
        },
      ],
    },
  ],
});

describe('unreadable bytes', () => {
  const findings = (path: string, head: Uint8Array) =>
    review(
      { root: '/', hasBase: false, files: [{ path, status: 'added', head, addedLines: [], hunkLines: [] }] },
      { rules: [notText, tooLarge], config: DEFAULT_CONFIG, withBaseFindings: false },
    ).findings.map((f) => [f.ruleId, f.severity, f.line]);

  it('a binary file named .json that names no object keys is only noted', () => {
    expect(findings('assets/logo.json', Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0xff, 0xfe, 0x00]))).toEqual([
      ['parse/not-text', 'notice', 1],
    ]);
  });

  it('a manifest that is not UTF-8 fails', () => {
    expect(findings('cm.yaml', Buffer.from('apiVersion: v1\nkind: ConfigMap\ndata: {a: "\xe9"}\n', 'latin1'))).toEqual([
      ['parse/not-text', 'error', 3],
    ]);
  });

  it('a file too large to read is judged by its bytes', () => {
    const big = (head: string) => Buffer.concat([Buffer.from(head), Buffer.alloc(LIMITS.maxFileBytes, 0x20)]);
    expect(findings('bundle.yaml', big('apiVersion: v1\nkind: List\n'))).toEqual([['parse/too-large', 'error', 1]]);
    expect(findings('data.json', big('{"rows": []}'))).toEqual([['parse/too-large', 'notice', 1]]);
  });
});

describe('parse/yaml-syntax on a file that is no manifest', () => {
  it('says the file does not name both an apiVersion and a kind, also when it names one of them', async () => {
    for (const text of ['kind: [\n', 'site: x\nnav: [a\n']) {
      const result = await review(
        {
          root: '.',
          hasBase: false,
          files: [{ path: 'x.yaml', status: 'added', head: Buffer.from(text), addedLines: [], hunkLines: [] }],
        },
        { rules: [yamlSyntax], config: DEFAULT_CONFIG, withBaseFindings: false },
      );
      expect(result.findings.map((f) => f.message.replace(/^.*?; the file/, 'the file'))).toEqual([
        'the file does not name both an apiVersion and a kind, so it is not a Kubernetes manifest and this is only a notice',
      ]);
    }
  });
});

describe('parse/yaml-syntax on a JSON file', () => {
  it('says the JSON is invalid, not YAML, and where', async () => {
    const text = '{"apiVersion": "v1", "kind": "ConfigMap",, "metadata": {"name": "x"}}\n';
    const result = await review(
      {
        root: '.',
        hasBase: false,
        files: [{ path: 'cm.json', status: 'added', head: Buffer.from(text), addedLines: [], hunkLines: [] }],
      },
      { rules: [yamlSyntax], config: DEFAULT_CONFIG, withBaseFindings: false },
    );
    expect(result.findings.map((f) => [f.line, f.column, f.severity, f.message])).toEqual([
      [1, 42, 'error', "invalid JSON: expected the node content, but found ','; the document was not reviewed"],
    ]);
  });
});

describe('parse/duplicate-key on a JSON file that is no manifest', () => {
  // traefik-helm-chart's .markdownlint.json repeats MD029: markdownlint reads it with JSON.parse.
  it('names JSON readers, which keep the last value', async () => {
    const result = await review(
      {
        root: '.',
        hasBase: false,
        files: [
          {
            path: '.markdownlint.json',
            status: 'added',
            head: Buffer.from('{\n  "MD029": false,\n  "MD013": false,\n  "MD029": {"style": "one"}\n}\n'),
            addedLines: [],
            hunkLines: [],
          },
        ],
      },
      { rules: [duplicateKey], config: DEFAULT_CONFIG, withBaseFindings: false },
    );
    expect(result.findings.map((f) => [f.line, f.severity, f.message])).toEqual([
      [
        4,
        'notice',
        'duplicate key `"MD029"` in a JSON file that is not a Kubernetes manifest (it does not name both apiVersion and kind): JSON readers (JavaScript\'s JSON.parse, Go\'s encoding/json) keep the last value without a word, so the first is lost; only a notice',
      ],
    ]);
  });
});

describe('parse/duplicate-key on a file that is no manifest', () => {
  // blob-csi-driver's chart values.yaml repeats `livenessProbe`: Helm reads it, not kubectl.
  it('names the key and says what readers of such files do, as a notice', async () => {
    const result = await review(
      {
        root: '.',
        hasBase: false,
        files: [
          {
            path: 'chart/values.yaml',
            status: 'added',
            head: Buffer.from('node:\n  livenessProbe: {port: 1}\n  livenessProbe: {port: 1}\n'),
            addedLines: [],
            hunkLines: [],
          },
        ],
      },
      { rules: [duplicateKey], config: DEFAULT_CONFIG, withBaseFindings: false },
    );
    expect(result.findings.map((f) => [f.line, f.severity, f.message])).toEqual([
      [
        3,
        'notice',
        "duplicate key `livenessProbe` in a file that is not a Kubernetes manifest (it does not name both apiVersion and kind): readers built on sigs.k8s.io/yaml, as Helm's for values files, keep the last value without a word, while go-yaml v3 refuses the file, so what reads it decides; only a notice",
      ],
    ]);
  });
});

describe("parse/yaml-syntax on a template in a Helm chart's crds/ directory", () => {
  // spotahome/redis-operator 25e69ef9: Helm applies crds/ as written, and refused the file.
  const crd = [
    'apiVersion: apiextensions.k8s.io/v1',
    'kind: CustomResourceDefinition',
    'metadata:',
    '  annotations:',
    '    {{- with .Values.crds.annotations }}',
    '    {{- toYaml . | nindent 4 }}',
    '    {{- end }}',
    '  name: widgets.example.com',
    'spec:',
    '  group: example.com',
    '  names: {kind: Widget, plural: widgets}',
    '  scope: Namespaced',
    '  versions:',
    '  - {name: v1, served: true, storage: true, schema: {openAPIV3Schema: {type: object}}}',
    '',
  ].join('\n');
  const findings = (files: Readonly<Record<string, string>>) =>
    reviewFiles([yamlSyntax], files).map((f) => `${f.severity} ${f.file}:${f.line}:${f.column} ${f.message}`);

  it('is an error: Helm does not render it, and the text as written is no YAML', () => {
    expect(findings({ 'chart/Chart.yaml': 'name: chart\nversion: 0.1.0\n', 'chart/crds/widgets.yaml': crd })).toEqual([
      "error chart/crds/widgets.yaml:5:5 a file of the crds/ directory of the Helm chart chart holds template actions (`{{- with .Values.crds.annotations }}`), but Helm applies those files as they are, without rendering them: as written the file is not YAML, so `helm install` fails; write it without templates, or move it into the chart's templates/",
    ]);
    // A chart at the root of the review is named so.
    expect(
      findings({ 'Chart.yaml': 'name: chart\nversion: 0.1.0\n', 'crds/widgets.yaml': crd }).map((f) =>
        f.slice(0, f.indexOf(' holds')),
      ),
    ).toEqual(['error crds/widgets.yaml:5:5 a file of the crds/ directory of the Helm chart at the root']);
  });

  it("is nothing in the chart's templates/, or in a crds/ directory of no chart", () => {
    expect(findings({ 'chart/Chart.yaml': 'name: chart\n', 'chart/templates/widgets.yaml': crd })).toEqual([]);
    expect(findings({ 'deploy/crds/widgets.yaml': crd })).toEqual([]);
  });
});

// crossplane-contrib/provider-kubernetes d6578c8: the apiVersion line of three CRDs lost.
describe('parse/missing-type-meta', () => {
  const found = (files: Record<string, string>, base?: Record<string, string>) =>
    reviewFiles([missingTypeMeta], files, base ? { base } : {}).map(
      (f) => `${f.severity} ${f.file}:${f.line} ${f.message.split(':')[0]}`,
    );
  const crd =
    'kind: CustomResourceDefinition\nmetadata:\n  name: widgets.example.com\nspec:\n  group: example.com\n  names: {kind: Widget, plural: widgets}\n  scope: Namespaced\n  versions: [{name: v1, served: true, storage: true}]\n';

  it('is an error in a manifest, at the document, for a kind without apiVersion or an apiVersion without kind', () => {
    expect(
      found({
        'all.yaml': `${manifest}---\n${crd}---\napiVersion: v1\nmetadata: {name: y}\n`,
      }),
    ).toEqual([
      'error all.yaml:5 the document names kind CustomResourceDefinition but no apiVersion',
      'error all.yaml:14 the document names apiVersion v1 but no kind',
    ]);
    // A file whose base held the CRD, as the change leaves it.
    expect(found({ 'crd.yaml': crd }, { 'crd.yaml': `apiVersion: apiextensions.k8s.io/v1\n${crd}` })).toEqual([
      'error crd.yaml:1 the document names kind CustomResourceDefinition but no apiVersion',
    ]);
  });

  // kubernetes-engine-samples' inference-pool-variables.yaml: an InferencePool without apiVersion
  // beside a Service whose name is an envsubst placeholder.
  it('is an error beside objects that are templates of one: the file is a manifest all the same', () => {
    const service = 'apiVersion: v1\nkind: Service\nmetadata:\n  name: ${SVC}\nspec: {}\n';
    expect(found({ 'pool.yaml': `${crd}---\n${service}` })).toEqual([
      'error pool.yaml:1 the document names kind CustomResourceDefinition but no apiVersion',
    ]);
  });

  it('is a notice in a file that is no manifest, and nothing without metadata or in a test tree', () => {
    expect(found({ 'crd.yaml': crd })).toEqual([
      'notice crd.yaml:1 the document names kind CustomResourceDefinition but no apiVersion',
    ]);
    expect(found({ 'chart/Chart.yaml': 'apiVersion: v2\nname: demo\nversion: 1.0.0\n' })).toEqual([]);
    // A chart's metadata under a `metadata:` key, which Helm ignores (sops-secrets-operator's artifacthub annotations).
    expect(
      found({ 'chart/Chart.yaml': 'apiVersion: v2\nname: demo\nversion: 1.0.0\nmetadata:\n  annotations: {a: b}\n' }),
    ).toEqual([]);
    expect(found({ 'chart/values.yaml': 'apiVersion: v2\nmetadata:\n  name: x\n' })).toEqual([
      'notice chart/values.yaml:1 the document names apiVersion v2 but no kind',
    ]);
    expect(found({ 'kind.yaml': 'kind: Cluster\nnodes: []\n' })).toEqual([]);
    expect(found({ 'test/e2e/crd.yaml': `${manifest}---\n${crd}` })).toEqual([]);
  });
});

/** The findings the `new` filter shows for one file modified from base to head, its hunk the lines given (the first one added). */
async function shownUnderNew(path: string, base: string, head: string, [start, end]: [number, number]) {
  const { placed } = await reviewChangeSet(
    {
      root: '/',
      hasBase: true,
      files: [
        {
          path,
          status: 'modified',
          base,
          head,
          addedLines: [{ start, end: start }],
          hunkLines: [{ start, end }],
        },
      ],
    },
    { config: DEFAULT_CONFIG, filter: 'new' },
  );
  return placed.filter((p) => p.shown).map((p) => p.finding);
}

// apache/pulsar-helm-chart f18d020 edited the first action of 26 one-document templates: each came
// back as a new notice, where a template of several documents did not.
describe('parse/template under the new filter', () => {
  const chartTemplate = (condition: string) =>
    `{{- if ${condition} }}\napiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: {{ .Release.Name }}\n{{- end }}\n`;
  const shown = async (base: string, head: string) =>
    (await shownUnderNew('chart/templates/cm.yaml', base, head, [1, 1])).map((f) => `${f.ruleId} ${f.line}`);

  it('is the same finding when an edit changes the action it quotes', async () => {
    expect(await shown(chartTemplate('.Values.a'), chartTemplate('.Values.b'))).toEqual([]);
  });

  it('is new where the file became a template', async () => {
    const plain = 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: cm\n';
    expect(await shown(plain, chartTemplate('.Values.b'))).toEqual(['parse/template 1']);
  });
});

// konveyor/operator 1e4b100b63 removed the first of a CSV's two `alm-examples`, where `certified`
// and `support` repeated before: the repeats left were not the change's.
describe('parse/duplicate-key under the new filter', () => {
  const configMap = (annotations: string) =>
    `apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: cm\n  annotations:\n${annotations}`;
  const shown = async (base: string, head: string) =>
    (await shownUnderNew('deploy/cm.yaml', base, head, [6, 9])).map(
      (f) => `${f.ruleId} ${f.line} ${f.message.slice(0, f.message.indexOf(':'))}`,
    );
  const OWNER = '    owner: a\n    owner: a\n';
  const TIER = '    tier: gold\n    tier: silver\n';

  it('is not new where the change removed one of the keys the document repeated, and the rest repeated before', async () => {
    expect(await shown(configMap(OWNER + TIER), configMap('    owner: a\n' + TIER))).toEqual([]);
  });

  it('is new where the change repeats a key the base did not', async () => {
    expect(await shown(configMap('    owner: a\n' + TIER), configMap(OWNER + TIER))).toEqual([
      'parse/duplicate-key 7 duplicate key `owner` (repeated with the same value; `tier` repeats too, with another value, which kubectl apply loses)',
    ]);
  });

  it('is new in a document that repeated nothing before', async () => {
    expect(await shown(configMap('    tier: gold\n'), configMap(TIER))).toEqual([
      'parse/duplicate-key 7 duplicate key `tier`',
    ]);
  });
});

// openshift-kni/numaresources-operator embeds its scheduler's Deployment (//go:embed yaml) and
// gives it two `volumes`, of which its Go code reads the last: kubectl and kustomize never read
// the file, so what they do with a repeated key is beside the point.
describe('parse/duplicate-key in a manifest a Go package embeds', () => {
  const embedGo = 'package manifests\n\nimport "embed"\n\n//go:embed yaml\nvar src embed.FS\n';
  const deployment =
    'apiVersion: apps/v1\nkind: Deployment\nmetadata:\n  name: scheduler\nspec:\n  template:\n    spec:\n      volumes: []\n      containers: []\n      volumes:\n      - name: config\n';
  const files = { 'pkg/manifests/manifests.go': embedGo, 'pkg/manifests/yaml/deployment.yaml': deployment };
  const shown = (
    findings: readonly { file: string; line: number; ruleId: string; severity: string; message: string }[],
  ) => findings.map((f) => `${f.file}:${f.line} ${f.ruleId} ${f.severity} ${f.message}`);
  const warning =
    "pkg/manifests/yaml/deployment.yaml:10 parse/duplicate-key warning duplicate key `volumes` in a file pkg/manifests/manifests.go embeds in its Go binary (//go:embed), which no kustomization of the repository applies: Go's Kubernetes readers (sigs.k8s.io/yaml, apimachinery's decoders) keep the last value without a word and go-yaml v3 refuses the file, so what the program reads it with decides; remove the other";

  it('is a warning naming the Go file, in the review of the whole tree and of a change', () => {
    expect(shown(reviewFiles([duplicateKey], files, { goParser }))).toEqual([warning]);
    // Without the Go parser, which a review loads only for rules that read Go: the directive is text.
    expect(shown(reviewFiles([duplicateKey], files))).toEqual([warning]);
    const base = { ...files, 'pkg/manifests/yaml/deployment.yaml': deployment.replace('      volumes: []\n', '') };
    expect(shown(reviewFiles([duplicateKey], files, { base, goParser }))).toEqual([warning]);
  });

  it('stays an error where a kustomization applies the file too, or no Go file embeds it', () => {
    const listed = { ...files, 'pkg/manifests/kustomization.yaml': 'resources:\n- yaml/deployment.yaml\n' };
    expect(reviewFiles([duplicateKey], listed, { goParser }).map((f) => `${f.line} ${f.severity}`)).toEqual([
      '10 error',
    ]);
    const testOnly = { 'pkg/manifests/manifests_test.go': embedGo, 'pkg/manifests/yaml/deployment.yaml': deployment };
    expect(reviewFiles([duplicateKey], testOnly, { goParser }).map((f) => `${f.line} ${f.severity}`)).toEqual([
      '10 error',
    ]);
  });
});

// sapcc/helm-charts' volume-claims chart repeated `labels` in a template (4268817f6d): only Helm
// reads it, which keeps the last value, so kubectl, kustomize and strict validation are beside the point.
describe('parse/duplicate-key in a template of a Helm chart', () => {
  const claim =
    'apiVersion: v1\nkind: PersistentVolumeClaim\nmetadata:\n  name: data\n  labels:\n    app: nova\n  labels:\n    tier: db\nspec: {}\n';
  const chart = { 'openstack/claims/Chart.yaml': 'apiVersion: v2\nname: claims\nversion: 1.0.0\n' };
  const shown = (findings: readonly Finding[]) => findings.map((f) => `${f.file}:${f.line} ${f.severity} ${f.message}`);

  it('is a warning that names Helm as the reader', () => {
    expect(shown(reviewFiles([duplicateKey], { ...chart, 'openstack/claims/templates/claim.yaml': claim }))).toEqual([
      'openstack/claims/templates/claim.yaml:7 warning duplicate key `labels` in a template of the Helm chart openstack/claims, which only Helm reads: Helm renders it and decodes each document through sigs.k8s.io/yaml, which keeps the last value without a word, so the value written first never reaches a cluster; the document was not reviewed; remove the other',
    ]);
    // Repeats that agree: the message of those.
    const agreeing = claim.replace('    tier: db\n', '    app: nova\n');
    expect(
      reviewFiles([duplicateKey], { ...chart, 'openstack/claims/templates/claim.yaml': agreeing }).map(
        (f) => `${f.severity} ${f.message.split(',')[0]}`,
      ),
    ).toEqual(['warning duplicate key `labels`']);
  });

  it('stays an error without Chart.yaml, or where a kustomization takes the file in', () => {
    expect(
      reviewFiles([duplicateKey], { 'openstack/claims/templates/claim.yaml': claim }).map((f) => f.severity),
    ).toEqual(['error']);
    const listed = {
      ...chart,
      'openstack/claims/templates/claim.yaml': claim,
      'openstack/kustomization.yaml': 'resources:\n- claims/templates/claim.yaml\n',
    };
    expect(reviewFiles([duplicateKey], listed).map((f) => f.severity)).toEqual(['error']);
  });
});

// openshift/local-storage-operator's OLM bundle CRDs say `type: object` at both ends of their root
// schema, and no kustomization loads them: kubectl, Helm and OLM keep the last value, which is the
// first, so the CRD is what the file says, and the repeat changes nothing a cluster gets.
describe('parse/duplicate-key where every repeat keeps its value', () => {
  const crd =
    'apiVersion: apiextensions.k8s.io/v1\nkind: CustomResourceDefinition\nmetadata:\n  name: gizmo.example.com\nspec:\n  group: example.com\n  scope: Namespaced\n  names: {kind: Gizmo, plural: gizmos}\n  scope: Namespaced\n  versions: []\n';
  const shown = (findings: readonly Finding[]) =>
    findings.map((f) => `${f.file}:${f.line} ${f.ruleId} ${f.severity} ${f.message}`);

  it('is a warning, and the document is reviewed, where no kustomization takes the file in', () => {
    expect(shown(reviewFiles([duplicateKey, crdMetadata], { 'bundle/manifests/gizmos.crd.yaml': crd }))).toEqual([
      'bundle/manifests/gizmos.crd.yaml:4 crd/metadata error the apiserver rejects gizmo.example.com: metadata.name: Invalid value: "gizmo.example.com": must be spec.names.plural+"."+spec.group; rename it to gizmos.example.com, or fix spec.names.plural and spec.group',
      'bundle/manifests/gizmos.crd.yaml:9 parse/duplicate-key warning duplicate key `scope`, each time with the value written first: kubectl apply, Helm and OLM keep the last value, the same, and the document was reviewed; only kustomize and go-yaml v3 refuse the file, and no kustomization of the repository takes it in; remove the other',
    ]);
  });

  it('stays an error where a kustomization takes the file in, and says the document was reviewed', () => {
    const files = { 'config/crd/gizmos.yaml': crd, 'config/crd/kustomization.yaml': 'resources:\n- gizmos.yaml\n' };
    expect(shown(reviewFiles([duplicateKey], files))).toEqual([
      "config/crd/gizmos.yaml:9 parse/duplicate-key error duplicate key `scope`: each repeat has the value written first, so kubectl apply, which keeps the last, reads what the file says, and the document was reviewed; kustomize still refuses the document, as does the apiserver's strict field validation where the YAML itself is sent",
    ]);
  });

  it('stays an error, and the document unread, where a repeat has another value', () => {
    const other = {
      'bundle/manifests/gizmos.crd.yaml': crd.replace(
        '  scope: Namespaced\n  versions',
        '  scope: Cluster\n  versions',
      ),
    };
    expect(reviewFiles([duplicateKey, crdMetadata], other).map((f) => `${f.line} ${f.ruleId} ${f.severity}`)).toEqual([
      '9 parse/duplicate-key error',
    ]);
  });
});
