import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseManifestFile } from '../../src/parse/manifest-file.js';
import { namesObjectKeys } from '../../src/parse/unreadable-forms.js';

const read = (path: string, text: string | Uint8Array) => {
  const file = parseManifestFile(path, text);
  return {
    problems: file.problems.map((p) => [p.code, p.line, p.column, p.message]),
    objects: file.objects.map((o) => o.name),
    looksLikeManifest: file.looksLikeManifest,
  };
};

const NOT_REVIEWED = 'it is YAML only once rendered, so it was not reviewed';

describe('templates: every failing document of a file is judged with the whole file in view', () => {
  it('a Jinja `{% raw %}` that opens one document and closes the next: two template problems, each naming its mark', () => {
    const text =
      '{% raw %}\n---\napiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: demo\ndata:\n  key: "{{ .value }}"\n{% endraw %}\n';
    expect(read('snippet.yaml', text)).toEqual({
      problems: [
        ['template', 1, 1, `looks like a template: Jinja \`{% raw %}\`; ${NOT_REVIEWED}`],
        ['template', 9, 1, `looks like a template: Jinja \`{% endraw %}\`; ${NOT_REVIEWED}`],
      ],
      objects: [],
      looksLikeManifest: true,
    });
  });

  it("a failure on a line without a mark is explained by the document's first structural one, and placed there", () => {
    // YAML fails at the end (the `[` is never closed); the mark stands on line 4.
    const text = 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: {{ .Release.Name }}\n  labels: [a\n';
    expect(read('cm.yaml', text).problems).toEqual([
      ['template', 4, 9, `looks like a template: Helm or Go template \`{{ .Release.Name }}\`; ${NOT_REVIEWED}`],
    ]);
  });

  it("a document with no mark of its own is explained by the file's, named with its line", () => {
    const text = '{% if prod %}\n---\napiVersion: v1\nkind: ConfigMap\ndata: [a\n';
    expect(read('cm.yaml', text).problems).toEqual([
      ['template', 1, 1, `looks like a template: Jinja \`{% if %}\`; ${NOT_REVIEWED}`],
      ['template', 6, 1, `looks like a template: Jinja \`{% if %}\` on line 1; ${NOT_REVIEWED}`],
    ]);
  });

  it('a Helm action line', () => {
    const text = 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  labels:\n    {{- include "x" . | nindent 4 }}\n';
    expect(read('cm.yaml', text).problems).toEqual([
      [
        'template',
        5,
        5,
        `looks like a template: Helm or Go template \`{{- include "x" . | nindent 4 }}\`; ${NOT_REVIEWED}`,
      ],
    ]);
  });

  it('a placeholder glued to a name', () => {
    const text = 'apiVersion: v1\nkind: Service\nmetadata:\n  name: {APP}-svc\n';
    expect(read('svc.yaml', text).problems).toEqual([
      ['template', 4, 9, `looks like a template: placeholder \`{APP}\`; ${NOT_REVIEWED}`],
    ]);
  });

  it('a placeholder inside a plain scalar does not excuse a failure elsewhere (an OpenAPI path, a null key below)', () => {
    // gravitee's openapi/openapi.yml: `{orgId}` in a path key, which YAML reads; `: ` fails.
    const text = 'openapi: 3.0.3\npaths:\n  /organizations/{orgId}/apis:\n    post:\n      schema:\n        : x\n';
    expect(read('openapi.yml', text).problems.map(([code]) => code)).toEqual(['yaml-syntax']);
  });

  it('an envsubst placeholder names the template where YAML fails on it (in a flow collection)', () => {
    const text = 'apiVersion: v1\nkind: ConfigMap\ndata:\n  hosts: [${HOST_A}, ${HOST_B}]\n';
    expect(read('cm.yaml', text).problems).toEqual([
      ['template', 4, 11, `looks like a template: envsubst placeholder \`\${HOST_A}\`; ${NOT_REVIEWED}`],
    ]);
    // Spaces inside the braces, as clusterctl reads them (cluster-api-provider-maas' templates).
    const spaced = 'apiVersion: v1\nkind: ConfigMap\ndata:\n  tags: [ ${ CONTROL_PLANE_TAG } ]\n';
    expect(read('cm.yaml', spaced).problems).toEqual([
      ['template', 4, 11, `looks like a template: envsubst placeholder \`\${ CONTROL_PLANE_TAG }\`; ${NOT_REVIEWED}`],
    ]);
  });

  it('an envsubst placeholder, a plain string to YAML, does not excuse a failure elsewhere: it fails after substitution too', () => {
    const text = 'apiVersion: apps/v1\nkind: Deployment\nspec:\n  replicas: ${REPLICAS}\n  selector: {a: [b}\n';
    expect(read('d.yaml', text).problems.map(([code, line]) => [code, line])).toEqual([['yaml-syntax', 5]]);
  });

  // keepalived-operator 983916ad16: a workflow step's line indented out of its `run: |` block.
  it('an envsubst placeholder in block context, on a line with no flow indicator, does not excuse the failure on its line', () => {
    const step = (home: string) =>
      `steps:\n  - run: |\n      mkdir ${home}/bin\n    echo "${home}/bin" >> $GITHUB_PATH\n  - run: done\n`;
    const failure = (home: string) =>
      read('ci.yaml', step(home)).problems.map(([code, line, , message]) => [code, line, message]);
    expect(failure('$HOME').map(([code, line]) => [code, line])).toEqual([['yaml-syntax', 4]]);
    expect(failure('${HOME}')).toEqual(failure('$HOME'));
    // With a flow indicator on the line, the braces may be what YAML failed on.
    expect(read('ci.yaml', 'args: [--home, ${HOME}/bin\n').problems.map(([code, line]) => [code, line])).toEqual([
      ['template', 1],
    ]);
  });

  it("a duplicate key in a template is the template's", () => {
    const text = 'apiVersion: v1\nkind: ConfigMap\ndata:\n  # {{ if .a }}\n  x: "1"\n  {{/* else */}}\n  x: "2"\n';
    expect(read('cm.yaml', text).problems.map(([code, line]) => [code, line])).toEqual([['template', 6]]);
  });

  it('text that holds template syntax in quotes or comments does not excuse a real syntax error', () => {
    const text =
      'apiVersion: monitoring.coreos.com/v1\nkind: PrometheusRule\nspec:\n  # {{ not a template }}\n  summary: "{{ $labels.instance }} is down"\n  labels: {severity: [page}\n';
    expect(read('rule.yaml', text).problems.map(([code, line]) => [code, line])).toEqual([['yaml-syntax', 6]]);
  });

  // kube-prometheus's examples/alertmanager-config-with-template.yaml: a key indented too far, then an
  // Alertmanager template in single quotes, which YAML reads as text.
  it('a quoted mark on the failing line after where YAML failed does not excuse the failure', () => {
    const text = `apiVersion: v1\nkind: ConfigMap\ndata:\n  a: "1"\n   title: '{{ template "slack.title" . }}'\n`;
    expect(read('cm.yaml', text).problems.map(([code, line, column]) => [code, line, column])).toEqual([
      ['yaml-syntax', 5, 4],
    ]);
  });

  it('a quoted mark that ends its string early is where YAML fails, and names the template', () => {
    const text = 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: "{{ include "chart.name" . }}"\n';
    expect(read('cm.yaml', text).problems).toEqual([
      [
        'template',
        4,
        10,
        `looks like a template: Helm or Go template \`{{ include "chart.name" . }}\`; ${NOT_REVIEWED}`,
      ],
    ]);
  });

  // cilium's connectivity manifests, Go templates its CLI renders: in a list item the quoted
  // action's own quotes make YAML fail a line below.
  it('a quoted mark that ends its string early in a list item names the template, though YAML fails a line below', () => {
    const text =
      'apiVersion: cilium.io/v2\nkind: CiliumNetworkPolicy\nmetadata:\n  name: sni\nspec:\n  egress:\n  - toFQDNs:\n    - matchName: x\n    serverNames:\n    - "{{trimSuffix .ExternalTarget "."}}"\n    toPorts: []\n';
    expect(read('sni.yaml', text).problems.map(([code, line, column]) => [code, line, column])).toEqual([
      ['template', 10, 8],
    ]);
  });

  it('a file that parses keeps its objects, whatever marks it holds', () => {
    const text =
      'apiVersion: v1\nkind: ConfigMap\nmetadata: {name: cm}\ndata:\n  greeting: "{{ .x }}"\n  replicas: ${REPLICAS}\n';
    expect(read('cm.yaml', text)).toEqual({ problems: [], objects: ['cm'], looksLikeManifest: undefined });
  });

  it('the notice stands at the placeholder that is the name, not at an earlier mention of it', () => {
    const text =
      'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  labels:\n    app.kubernetes.io/name: ${APP}\n  name: svc-${APP}\n';
    expect(read('cm.yaml', text).problems).toEqual([
      [
        'template',
        6,
        13,
        'looks like a template: metadata.name is envsubst placeholder `${APP}`; the object is known only once rendered, so it was not reviewed',
      ],
    ]);
    // cluster-api-provider-cloud-director's examples/rde1_1_0.json: a JSON key is quoted.
    const json =
      '{\n  "kind": "ConfigMap",\n  "data": {"a": "${APP}-x"},\n  "metadata": {\n    "name": "${APP}"\n  },\n  "apiVersion": "v1"\n}\n';
    expect(read('cm.json', json).problems.map(([code, line, column]) => [code, line, column])).toEqual([
      ['template', 5, 14],
    ]);
  });

  it('an object whose name or namespace is a placeholder is a template of one, noted where the placeholder is', () => {
    const text =
      'apiVersion: v1\nkind: ConfigMap\nmetadata: {name: cm, namespace: "{{ .Release.Namespace }}"}\n---\napiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: cm-${SUFFIX}\n';
    expect(read('cm.yaml', text)).toEqual({
      problems: [
        [
          'template',
          3,
          34,
          'looks like a template: metadata.namespace is Helm or Go template `{{ .Release.Namespace }}`; the object is known only once rendered, so it was not reviewed',
        ],
        [
          'template',
          8,
          12,
          'looks like a template: metadata.name is envsubst placeholder `${SUFFIX}`; the object is known only once rendered, so it was not reviewed',
        ],
      ],
      objects: [],
      // Templates of objects: a manifest all the same.
      looksLikeManifest: true,
    });
  });
});

describe('a name in braces that YAML reads as a mapping', () => {
  // kubeflow/notebooks: the Jupyter web app fills notebook_template.yaml in with Python's str.format.
  it('is a placeholder: the object is a template of one', () => {
    const text =
      'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: {name}\n  namespace: "{namespace}"\ndata: {a: b}\n';
    expect(read('cm.yaml', text)).toEqual({
      problems: [
        [
          'template',
          4,
          9,
          "looks like a template: metadata.name is `{name}`, a placeholder in braces (Python's str.format) that YAML reads as a mapping; the object is known only once rendered, so it was not reviewed",
        ],
      ],
      objects: [],
      looksLikeManifest: true,
    });
  });

  it('is not where the mapping has a value, or more than one key', () => {
    for (const name of ['{name: x}', '{a, b}', '{}'])
      expect(read('cm.yaml', `apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: ${name}\n`).problems).toEqual([]);
  });
});

describe('JSON with comments', () => {
  it("a tool's JSONC configuration is read, and holds nothing to review", () => {
    const text = '// devcontainer\n{\n  "name": "dev",\n  /* features */\n  "features": {},\n}\n';
    expect(read('.devcontainer/devcontainer.json', text)).toEqual({
      problems: [],
      objects: [],
      looksLikeManifest: undefined,
    });
  });

  // A comment inside a flow mapping reads as part of a YAML key, and kubectl's YAML reader reads
  // such a file too; one before the first brace is what stops it.
  it('a Kubernetes object in JSONC is a file kubectl cannot read: one problem, at the first comment', () => {
    const text = '// a namespace\n{"apiVersion": "v1", "kind": "Namespace", "metadata": {"name": "n"}}\n';
    expect(read('ns.json', text)).toEqual({
      problems: [
        [
          'yaml-syntax',
          1,
          1,
          'JSON with comments or trailing commas: kubectl reads plain JSON, so it cannot apply this file; the file was not reviewed',
        ],
      ],
      objects: [],
      looksLikeManifest: true,
    });
  });

  it('only .json files are read as JSONC', () => {
    expect(read('a.yaml', '// a\n{"a": 1}\n').problems.map(([code]) => code)).toEqual(['yaml-syntax']);
    expect(read('a.json', '// a\n{"a": 1}\n').problems).toEqual([]);
  });
});

// gloo's docs/content/.../test-no-auth-vs.yaml: a VirtualService inside ```yaml … ```, which Hugo's
// readfile puts into a page as Markdown.
describe('a Markdown snippet: a file that opens a code block', () => {
  const SNIPPET = 'it is no manifest kubectl reads, so it was not reviewed';
  const virtualService = 'apiVersion: gateway.solo.io/v1\nkind: VirtualService\nmetadata:\n  name: vs\n';

  it('is one template problem at the fence, naming its language, and nothing of it is reviewed', () => {
    expect(read('test-vs.yaml', `\`\`\`yaml\n${virtualService}\`\`\`\n`)).toEqual({
      problems: [
        [
          'template',
          1,
          1,
          `a Markdown snippet: line 1 opens a code block of yaml that documentation includes as it is; ${SNIPPET}`,
        ],
      ],
      objects: [],
      looksLikeManifest: true,
    });
    expect(read('vs.yaml', `\n~~~\n${virtualService}---\n${virtualService}~~~\n`).problems).toEqual([
      [
        'template',
        2,
        1,
        `a Markdown snippet: line 2 opens a code block that documentation includes as it is; ${SNIPPET}`,
      ],
    ]);
  });

  it('not a fence further down, nor backticks that open a line of YAML', () => {
    expect(read('vs.yaml', `${virtualService}\`\`\`\n`).problems.map(([code]) => code)).toEqual(['yaml-syntax']);
    expect(read('vs.yaml', `\`\`\`yaml: x\n${virtualService}`).problems.map(([code]) => code)).toEqual(['yaml-syntax']);
  });

  it('whatever the block holds: never a YAML problem, and no object reviewed', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom('a', ':', ' ', '-', '\n', '[', '{', '"', '`', 'kind', 'apiVersion') }),
        (body) => {
          const file = parseManifestFile('snippet.yaml', `\`\`\`yaml\n${body}\n\`\`\`\n`);
          const codes = file.problems.map((p) => p.code);
          expect(codes.filter((c) => c === 'yaml-syntax' || c === 'duplicate-key')).toEqual([]);
          if (codes.length > 0) expect(file.objects).toEqual([]);
        },
      ),
    );
  });
});

describe('whether an unreadable file looks like a manifest', () => {
  it.each([
    { name: 'YAML keys', text: 'apiVersion: v1\nkind: ConfigMap\n', expected: true },
    { name: 'JSON keys', text: '{"apiVersion":"v1","kind":"Pod"}', expected: true },
    { name: 'flow keys', text: '{apiVersion: v1, kind: Pod}', expected: true },
    { name: 'keys of list items', text: 'items:\n- apiVersion: v1\n  kind: Pod\n', expected: true },
    { name: 'apiVersion alone', text: 'apiVersion: v1\n', expected: false },
    // ververica-platform-k8s-operator's swagger.yaml: a `null:` key go-yaml refuses, and properties named so.
    {
      name: 'properties of a Swagger definition',
      text: 'swagger: "2.0"\ndefinitions:\n  Job:\n    properties:\n      apiVersion: {type: string}\n      kind: {type: string}\n      example: {null: true}\n',
      expected: false,
    },
    { name: 'a manifest with a null key', text: 'apiVersion: v1\nkind: ConfigMap\ndata: {null: a}\n', expected: true },
    { name: 'words in prose', text: 'site_name: docs\nnav: the apiVersion and kind of a thing\n', expected: false },
    {
      name: 'an mkdocs configuration',
      text: 'site_name: x\nmarkdown_extensions:\n  - pymdownx.emoji:\n      emoji_index: !!python/name:material.extensions.emoji.twemoji\n',
      expected: false,
    },
    { name: 'bytes', text: Buffer.from('\xff\xfeapiVersion: v1\nkind: X\n', 'latin1'), expected: true },
    { name: 'bytes without the keys', text: Buffer.from('\xff\xfe kind words\n', 'latin1'), expected: false },
    // nephoran-intent-operator's e2e workflows: a mangled emoji, and a kind cluster's config in a block scalar.
    {
      name: 'bytes whose keys are text in a block scalar',
      text: Buffer.from(
        'name: ?\x8e\xaf e2e\njobs:\n  a:\n    with:\n      config: |\n        kind: Cluster\n        apiVersion: kind.x-k8s.io/v1alpha4\n',
        'latin1',
      ),
      expected: false,
    },
    // cluster-api-provider-cloud-director c84fae0d64: a cloud-init template whose `hostname: %s` fails.
    {
      name: 'keys only in the text of a block scalar, in a text that does not parse',
      text: 'write_files:\n- path: /etc/a.yaml\n  content: |\n    apiVersion: v1\n    kind: Secret\n\n    data: {}\n  owner: root\nhostname: %s\n',
      expected: false,
    },
    {
      name: 'keys after a block scalar ends, in a text that does not parse',
      text: 'metadata:\n  annotations:\n    note: >-\n      text\napiVersion: v1\nkind: ConfigMap\ndata: [x\n',
      expected: true,
    },
    {
      name: 'bytes of a manifest with a bad byte in a value',
      text: Buffer.from('apiVersion: v1\nkind: ConfigMap\ndata: {a: "\x8e"}\n', 'latin1'),
      expected: true,
    },
  ])('$name → $expected', ({ text, expected }) => {
    expect(namesObjectKeys(text)).toBe(expected);
  });

  it('counts the keys of a document that does not parse, never the text of its block scalars', () => {
    const entry = fc.oneof(
      fc.record({ key: fc.constantFrom('apiVersion', 'kind', 'name'), value: fc.constantFrom('v1', 'Pod', 'a') }),
      fc.record({
        key: fc.constantFrom('note', 'script'),
        header: fc.constantFrom('|', '>', '|-', '>+', '|2', '| # text'),
        lines: fc.array(fc.constantFrom('apiVersion: v1', 'kind: Secret', '', 'echo a | b', '- x: |'), {
          maxLength: 4,
        }),
      }),
    );
    fc.assert(
      fc.property(fc.array(entry, { maxLength: 6 }), (entries) => {
        const text = entries
          .map((e) =>
            'value' in e
              ? `${e.key}: ${e.value}\n`
              : `${e.key}: ${e.header}\n${e.lines.map((l) => `  ${l}\n`).join('')}`,
          )
          .join('');
        const keys = new Set(entries.flatMap((e) => ('value' in e ? [e.key] : [])));
        expect(namesObjectKeys(`${text}broken: [x\n`)).toBe(keys.has('apiVersion') && keys.has('kind'));
      }),
    );
  });

  it('is set for a file with problems, and left out of one without', () => {
    expect(read('mkdocs.yml', 'site_name: x\nnav: [a\n').looksLikeManifest).toBe(false);
    expect(read('crd.yaml', 'apiVersion: v1\nkind: [x\n').looksLikeManifest).toBe(true);
    expect(read('ok.yaml', 'a: 1\n').looksLikeManifest).toBeUndefined();
  });
});
