import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import { Locator } from '../../src/parse/locate.js';
import { parseManifestFile } from '../../src/parse/manifest-file.js';

const problems = (text: string | Uint8Array) =>
  parseManifestFile('f.yaml', text).problems.map((p) => ({ code: p.code, line: p.line, column: p.column }));

describe('parseManifestFile: objects', () => {
  it('reads every document of a stream, with the line each starts on', () => {
    const text =
      '# license\n---\napiVersion: v1\nkind: ConfigMap\nmetadata: {name: a, namespace: ns}\n---\napiVersion: apps/v1\nkind: Deployment\nmetadata:\n  name: b\n';
    const file = parseManifestFile('f.yaml', text);
    expect(file.problems).toEqual([]);
    expect(file.objects.map((o) => [o.group, o.version, o.kind, o.namespace, o.name, o.source.docLine])).toEqual([
      ['', 'v1', 'ConfigMap', 'ns', 'a', 2],
      ['apps', 'v1', 'Deployment', undefined, 'b', 6],
    ]);
  });

  it('expands a List into its items, as kubectl does', () => {
    const text =
      'apiVersion: v1\nkind: List\nitems:\n- {apiVersion: v1, kind: Secret, metadata: {name: s}}\n- just a string\n- {apiVersion: v1, kind: Service, metadata: {name: svc}}\n';
    const file = parseManifestFile('f.yaml', text);
    expect(file.objects.map((o) => [o.kind, o.name, o.source.prefix])).toEqual([
      ['Secret', 's', ['items', 0]],
      ['Service', 'svc', ['items', 2]],
    ]);
  });

  it('skips YAML that is not a Kubernetes object, quietly', () => {
    const file = parseManifestFile('f.yaml', 'name: CI\non: [push]\n---\n- a\n---\nplain\n---\napiVersion: v1\n');
    expect(file.objects).toEqual([]);
    expect(file.problems).toEqual([]);
  });

  it('reads JSON', () => {
    const file = parseManifestFile('f.json', '{"apiVersion": "v1", "kind": "Namespace", "metadata": {"name": "n"}}');
    expect(file.objects.map((o) => o.name)).toEqual(['n']);
  });

  it.each([
    ['bytes', Buffer.from('\uFEFFapiVersion: v1\nkind: Namespace\nmetadata: {name: ns}\n')],
    ['a string', '\uFEFFapiVersion: v1\nkind: Namespace\nmetadata: {name: ns}\n'],
  ])('reads a file with a byte order mark, given as %s, whole', (_given, content) => {
    const file = parseManifestFile('f.yaml', content);
    expect(file.problems).toEqual([]);
    expect(file.objects.map((o) => [o.kind, o.name])).toEqual([['Namespace', 'ns']]);
  });

  it('reads a `- =` list item as the string "=" (prometheus-operator does this)', () => {
    const file = parseManifestFile(
      'f.yaml',
      'apiVersion: v1\nkind: ConfigMap\nmetadata: {name: n}\ndata:\n  ops:\n  - =\n  - "!="\n',
    );
    expect(file.objects[0]?.value.data).toEqual({ ops: ['=', '!='] });
  });
});

describe('parseManifestFile: bad input becomes a problem at a line, and the rest is still read', () => {
  it('broken YAML in one document leaves the others', () => {
    const text =
      'apiVersion: v1\nkind: Namespace\nmetadata: {name: a}\n---\napiVersion: v1\nkind: [Namespace\n---\napiVersion: v1\nkind: Namespace\nmetadata: {name: c}\n';
    const file = parseManifestFile('f.yaml', text);
    expect(file.objects.map((o) => o.name)).toEqual(['a', 'c']);
    expect(file.problems.map((p) => [p.code, p.line])).toEqual([['yaml-syntax', 7]]);
    expect(file.problems[0]?.message).toMatch(/^invalid YAML: .*; the document was not reviewed$/);
  });

  // apache/flink-kubernetes-operator's chart: the ASF licence as a template comment, a document of its own.
  it('a document of template comments alone renders nothing: no problem, and the rest is read', () => {
    const crd = 'apiVersion: v1\nkind: Namespace\nmetadata: {name: a}\n';
    const file = parseManifestFile('templates/ns.yaml', `{{- /*\nLicensed to the ASF.\n*/}}\n---\n${crd}`);
    expect([file.problems, file.objects.map((o) => o.name)]).toEqual([[], ['a']]);
    // A comment beside an action is still a template.
    expect(
      parseManifestFile('templates/ns.yaml', `{{- /* licence */}}\n{{- if .Values.x }}\n---\n${crd}`).problems.map(
        (p) => [p.code, p.line],
      ),
    ).toEqual([['template', 2]]);
  });

  it('a duplicate key', () => {
    expect(problems('apiVersion: v1\nkind: Namespace\nmetadata:\n  name: a\n  name: b\n')).toEqual([
      { code: 'duplicate-key', line: 5, column: 3 },
    ]);
  });

  it('names the duplicate key, and a `---` glued to a value above it', () => {
    const messages = (text: string) => parseManifestFile('f.yaml', text).problems.map((p) => p.message);
    expect(messages('apiVersion: v1\nkind: Namespace\nmetadata:\n  name: a\n  "name": b\n')).toEqual([
      'duplicate key `"name"`: kubectl apply turns the file into JSON and keeps the last value without a word, while kustomize refuses the document, as does the apiserver\'s strict field validation where the YAML itself is sent; the document was not reviewed',
    ]);
    // kubevirt's cluster-api-provider e2e data: `timeout: 300s---` (the separator lost its line).
    const glued =
      '---\napiVersion: v1\nkind: ConfigMap\nmetadata: {name: a}\ndata:\n  timeout: 300s---\napiVersion: v1\nkind: Secret\n';
    expect(parseManifestFile('f.yaml', glued).problems.map((p) => [p.line, p.message])).toEqual([
      [
        7,
        "duplicate key `apiVersion` (line 6 ends in `---`: a document separator counts only alone on its line, so the document below it was read as part of this one): kubectl apply turns the file into JSON and keeps the last value without a word, while kustomize refuses the document, as does the apiserver's strict field validation where the YAML itself is sent; the document was not reviewed",
      ],
    ]);
  });

  // solo-io/gloo's docs/content/reference/security-posture.yaml: comment banners of dashes above a repeated key.
  it('takes no comment of dashes for a `---` glued to a value', () => {
    const messages = (text: string) => parseManifestFile('f.yaml', text).problems.map((p) => p.message);
    expect(
      messages(
        'apiVersion: v1\nkind: ConfigMap\nmetadata: {name: a}\n# ---------------\n# ---ENTERPRISE---\ndata:\n  x: "1" #---\n  x: "2"\n',
      ),
    ).toEqual([
      "duplicate key `x`: kubectl apply turns the file into JSON and keeps the last value without a word, while kustomize refuses the document, as does the apiserver's strict field validation where the YAML itself is sent; the document was not reviewed",
    ]);
  });

  // grafana/loki's hack/large-rules-infra.yaml: `tenantID` repeated as it was, `groups` with another value.
  it('names the keys repeated with another value where the first repeated keeps its value', () => {
    const messages = (text: string) => parseManifestFile('f.yaml', text).problems.map((p) => p.message);
    const rules =
      'apiVersion: v1\nkind: ConfigMap\nmetadata: {name: rules}\ndata:\n  tenantID: infra\n  groups: a\n  tenantID: infra\n  groups: b\n';
    expect(messages(rules)).toEqual([
      "duplicate key `tenantID` (repeated with the same value; `groups` repeats too, with another value, which kubectl apply loses): kubectl apply turns the file into JSON and keeps the last value without a word, while kustomize refuses the document, as does the apiserver's strict field validation where the YAML itself is sent; the document was not reviewed",
    ]);
    // Where the first repeated key loses a value itself, or no other key does, the others are counted.
    expect(messages(rules.replace('tenantID: infra\n  groups: b', 'tenantID: other\n  groups: b'))[0]).toMatch(
      /^duplicate key `tenantID` \(the document repeats 1 more key: `groups`\): /,
    );
    expect(messages(rules.replace('groups: b', 'groups: a'))[0]).toMatch(
      /^duplicate key `tenantID` \(the document repeats 1 more key: `groups`\): /,
    );
  });

  // openshift/local-storage-operator's OLM bundle CRDs say `type: object` at both ends of their
  // root schema: every reader reads one value, so the document is read (as kubectl reads it) and
  // reviewed, and the message says so.
  it('reads a document whose every repeated key repeats its value', () => {
    const crd =
      'apiVersion: apiextensions.k8s.io/v1\nkind: CustomResourceDefinition\nmetadata:\n  name: gizmos.example.com\nspec:\n  names: {kind: Gizmo}\n  kind: x\n  names: {kind: Gizmo}\n';
    const read = parseManifestFile('f.yaml', crd);
    expect(read.problems).toEqual([
      {
        code: 'duplicate-key',
        line: 8,
        column: 3,
        message:
          "duplicate key `names`: each repeat has the value written first, so kubectl apply, which keeps the last, reads what the file says, and the document was reviewed; kustomize still refuses the document, as does the apiserver's strict field validation where the YAML itself is sent",
        repeatsAgree: true,
        repeatedKeys: ['names'],
      },
    ]);
    expect(read.objects.map((o) => [o.kind, o.name, o.value.spec])).toEqual([
      ['CustomResourceDefinition', 'gizmos.example.com', { names: { kind: 'Gizmo' }, kind: 'x' }],
    ]);
    // One repeat with another value: unread.
    const unread = parseManifestFile('f.yaml', crd.replace('  names: {kind: Gizmo}\n', '  names: {kind: Other}\n'));
    expect(unread.objects).toEqual([]);
    expect(
      unread.problems.map((p) => [p.code, p.repeatsAgree, p.message.endsWith('the document was not reviewed')]),
    ).toEqual([['duplicate-key', undefined, true]]);
    // Template text, which the repeats may stand in branches of: unread.
    const template = parseManifestFile('f.yaml', crd.replace('  kind: x', '  kind: "{{ .Values.kind }}"'));
    expect(template.objects).toEqual([]);
    expect(template.problems.map((p) => [p.code, p.line, p.repeatsAgree])).toEqual([['duplicate-key', 8, undefined]]);
  });

  // mongodb-kubernetes' multicluster sample repeats `spec` in two clusters' pod templates: the read
  // stops at the first, and the message counts the rest, so that one run tells them all.
  it('counts the repeats besides the one named, the same key in another mapping too', () => {
    const messages = (text: string) => parseManifestFile('f.yaml', text).problems.map((p) => p.message);
    const twice =
      'apiVersion: v1\nkind: ConfigMap\nmetadata: {name: a}\ndata:\n  a:\n    spec: 1\n    spec: 2\n  b:\n    spec: 3\n    spec: 4\n    mode: x\n    mode: y\n';
    expect(messages(twice)[0]).toMatch(
      /^duplicate key `spec` \(the document repeats 2 more keys: `spec` again, `mode`\): /,
    );
    // Three others named whole, without an ellipsis; a fourth makes one.
    const keys = (n: number) =>
      `apiVersion: v1\nkind: ConfigMap\nmetadata: {name: a}\ndata:\n${['a', 'p', 'q', 'r', 's']
        .slice(0, n + 1)
        .map((k) => `  ${k}: 1\n  ${k}: 2\n`)
        .join('')}`;
    expect(messages(keys(3))[0]).toMatch(/^duplicate key `a` \(the document repeats 3 more keys: `p`, `q`, `r`\): /);
    expect(messages(keys(4))[0]).toMatch(/^duplicate key `a` \(the document repeats 4 more keys: `p`, `q`, `r`, …\): /);
    expect(messages(twice.replace(/ {4}mode: y\n/, '').replace(/ {4}spec: 4\n/, ''))[0]).toMatch(
      /^duplicate key `spec`: /,
    );
  });

  it('says a separator is likely missing where a second apiVersion or kind starts the next object', () => {
    // local-path-provisioner's examples/quota: two ConfigMaps without a `---` between them.
    const missing = 'apiVersion: v1\nkind: ConfigMap\nmetadata: {name: a}\nkind: ConfigMap\napiVersion: v1\n';
    expect(parseManifestFile('f.yaml', missing).problems.map((p) => [p.line, p.message])).toEqual([
      [
        4,
        "duplicate key `kind` (another object starts here: a `---` line between the two documents is likely missing): kubectl apply turns the file into JSON and keeps the last value without a word, while kustomize refuses the document, as does the apiserver's strict field validation where the YAML itself is sent; the document was not reviewed",
      ],
    ]);
    // Right after apiVersion and kind, before any body, it is a line written twice
    // (cluster-api-provider-cloudstack's debugging Service), not a second object.
    expect(
      parseManifestFile('f.yaml', 'apiVersion: v1\nkind: Service\napiVersion: v1\nmetadata: {name: a}\n').problems.map(
        (p) => [p.line, p.message.startsWith('duplicate key `apiVersion`: ')],
      ),
    ).toEqual([[3, true]]);
    // Nested, it is a repeated field of the object, not a second object.
    expect(
      parseManifestFile('f.yaml', 'apiVersion: v1\nkind: List\nitems:\n- kind: A\n  kind: B\n').problems.map((p) =>
        p.message.startsWith('duplicate key `kind`: '),
      ),
    ).toEqual([true]);
  });

  it('says text follows a flow collection that opened a value, where js-yaml names the indentation it expected', () => {
    // kubernetes/ingress-gce's docs: an image written `[YOUR REGISTRY]/echo:v1`.
    const messages = (text: string) =>
      parseManifestFile('f.yaml', text).problems.map((p) => [p.line, p.column, p.message]);
    expect(messages('kind: Pod\nspec:\n  image: [YOUR REGISTRY]/echo:v1\n')).toEqual([
      [
        3,
        25,
        'invalid YAML: a value that starts with `[` is read as a list, which must end the value, and the text after its `]` is no YAML: quote the value if it is a string; the document was not reviewed',
      ],
    ]);
    // A comment after the close, or the next key, is YAML.
    expect(messages('kind: Pod\nspec:\n  image: [a] # b\n  name: {c: d}\n')).toEqual([]);
    // activemq-artemis-operator 2fb3558c10: brackets glued to a word open no list; the trailing
    // colon is what YAML fails on.
    expect(messages('kind: Pod\nspec:\n  path: names[0]:\n')).toEqual([
      [
        3,
        17,
        'invalid YAML: the value of path holds `: `, which YAML reads as the start of another mapping: quote the value (`path: "names[0]:"`); the document was not reviewed',
      ],
    ]);
  });

  it('says a value starts with a character YAML reserves, where js-yaml names the indentation it expected', () => {
    // gke-networking-recipes: a CEL expression written in backticks.
    const messages = (text: string) =>
      parseManifestFile('f.yaml', text).problems.map((p) => [p.line, p.column, p.message]);
    expect(messages('kind: A\nspec:\n  expr: `a != b`\n')).toEqual([
      [
        3,
        9,
        'invalid YAML: a plain value cannot start with a backtick, which YAML reserves: quote the value; the document was not reviewed',
      ],
    ]);
    expect(messages('kind: A\nname: @x\n')).toEqual([
      [
        2,
        7,
        'invalid YAML: a plain value cannot start with an at sign, which YAML reserves: quote the value; the document was not reviewed',
      ],
    ]);
  });

  it('says a key is glued to its value, where YAML reads the line as text and fails below it', () => {
    // fluid's addons/3fs/runtime-profile.yaml: `apiVersion:data.fluid.io/v1alpha1`.
    const messages = (text: string) =>
      parseManifestFile('f.yaml', text).problems.map((p) => [p.line, p.column, p.message]);
    expect(messages('apiVersion:v1\nkind:ConfigMap\nmetadata:\n  name: x\n')).toEqual([
      [
        1,
        1,
        'invalid YAML: `apiVersion:v1` has no space after its colon, so YAML reads it as text, not as the key apiVersion, and fails further down (end of the stream or a document separator is expected): write `apiVersion: v1`; the document was not reviewed',
      ],
    ]);
    // A URL, a port or a time on a line of its own is no glued key; nor is a failure above it.
    expect(messages('a:\n  - http://x\n  b: c\n')[0]?.[2]).not.toContain('no space after its colon');
    expect(messages('a: [b\nimage:nginx\n')[0]?.[2]).not.toContain('no space after its colon');
    // Inside a flow mapping, `note:hello` is a key and its value (a regression probe).
    expect(messages('{\napiVersion: v1, kind: ConfigMap,\nnote:hello,\ndata: {a: [1, }\n}\n')[0]?.[2]).not.toContain(
      'no space after its colon',
    );
    // A block scalar's text is indented.
    expect(messages('data:\n  f: |\n    log.level:debug\n  g: [x\n')[0]?.[2]).not.toContain('no space after its colon');
  });

  it('an alias bomb (billion laughs)', () => {
    const levels = ['a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]'];
    for (let i = 1; i < 9; i++) {
      const prev = String.fromCharCode(96 + i);
      const name = String.fromCharCode(97 + i);
      levels.push(`${name}: &${name} [${Array(9).fill(`*${prev}`).join(',')}]`);
    }
    expect(problems(`apiVersion: v1\nkind: ConfigMap\nmetadata: {name: x}\ndata:\n  ${levels.join('\n  ')}\n`)).toEqual(
      [{ code: 'alias-limit', line: 1, column: 1 }],
    );
  });

  it('a few legitimate aliases are fine', () => {
    const file = parseManifestFile(
      'f.yaml',
      'apiVersion: v1\nkind: ConfigMap\nmetadata: {name: x, labels: &l {a: b}}\nspec: {selector: *l}\n',
    );
    expect(file.problems).toEqual([]);
    expect(file.objects[0]?.value.spec).toEqual({ selector: { a: 'b' } });
  });

  it.each([
    ['flow', '['.repeat(10_000) + ']'.repeat(10_000), 1],
    ['block', `${'- '.repeat(10_000)}x\n`, 1],
  ])('10,000 levels of %s nesting', (_kind, text, line) => {
    const [problem] = problems(text);
    expect(problem?.code).toBe('too-deep');
    expect(problem?.line).toBe(line);
  });

  it('a 50 MB file', () => {
    const file = parseManifestFile('big.yaml', Buffer.alloc(50 * 1024 * 1024, 'a'));
    expect(file.problems).toEqual([
      {
        code: 'too-large',
        line: 1,
        column: 1,
        message: 'the file is 50.0 MiB, more than the 16.0 MiB this tool reads; it was not reviewed',
      },
    ]);
  });

  it('a binary file', () => {
    expect(problems(Buffer.from([0x61, 0x3a, 0x0a, 0x62, 0x00, 0x01]))).toEqual([
      { code: 'not-text', line: 2, column: 2 },
    ]);
  });

  it('text that is not UTF-8', () => {
    const file = parseManifestFile('f.yaml', Buffer.from([0x61, 0x3a, 0x20, 0x0a, 0x62, 0x3a, 0x20, 0xe9, 0x74, 0xe9]));
    expect(file.problems).toEqual([
      { code: 'not-text', line: 2, column: 4, message: 'the file is not valid UTF-8 (byte 0xe9) at byte 7' },
    ]);
  });

  // gke-networking-recipes' store-west-1-service.yaml: `namespace: storeapiVersion: v1`, two documents glued.
  it("a value run into the next document's first key: a line break seems lost, not quotes", () => {
    const file = parseManifestFile(
      'f.yaml',
      'apiVersion: v1\nkind: ServiceAccount\nmetadata:\n  name: a\n  namespace: storeapiVersion: v1\nkind: Service\n',
    );
    expect(file.problems.map((p) => [p.line, p.message])).toEqual([
      [
        5,
        "invalid YAML: the value of namespace runs into `apiVersion:`, a key of a manifest's top level: a line break (or the `---` of a next document) seems lost before it; the document was not reviewed",
      ],
    ]);
  });

  it('a plain value holding `: `, which YAML reads as another mapping: quote it', () => {
    const file = parseManifestFile(
      'f.yaml',
      'apiVersion: v1\nkind: Secret\nmetadata:\n  name: a\nstringData:\n  token: <REDACTED: TOKEN>\n',
    );
    expect(file.problems).toEqual([
      {
        code: 'yaml-syntax',
        line: 6,
        column: 19,
        message:
          'invalid YAML: the value of token holds `: `, which YAML reads as the start of another mapping: quote the value (`token: "<REDACTED: TOKEN>"`); the document was not reviewed',
      },
    ]);
    // A value with a flow mapping in it may be structure meant, which quoting would lose: the parser's words.
    expect(parseManifestFile('h.yaml', 'rows:\n- id: a   { severity: high }\n').problems[0]?.message).toMatch(
      /^invalid YAML: bad indentation of a mapping entry/,
    );
    // Bad indentation that is bad indentation keeps the parser's words.
    expect(parseManifestFile('g.yaml', 'a:\n  b: 1\n c: 2\n').problems[0]?.message).toMatch(
      /^invalid YAML: bad indentation of a mapping entry/,
    );
  });

  // openshift/ptp-operator 26779799: `containerImage: : quay.io/…` in a CSV's annotations.
  it('a colon written twice after a key: remove it, as quotes would keep it in the value', () => {
    const file = parseManifestFile(
      'f.yaml',
      'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: a\n  annotations:\n    containerImage: : quay.io/example/widget:0.3\n',
    );
    expect(file.problems).toEqual([
      {
        code: 'yaml-syntax',
        line: 6,
        column: 21,
        message:
          'invalid YAML: the colon after containerImage is written twice, and YAML reads the second as the start of another mapping: remove it (`containerImage: quay.io/example/widget:0.3`); the document was not reviewed',
      },
    ]);
  });

  it('a merge conflict committed unresolved, at its first marker', () => {
    const file = parseManifestFile(
      'f.yaml',
      'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: a\ndata:\n<<<<<<< HEAD\n  x: "1"\n=======\n  x: "2"\n>>>>>>> feature\n',
    );
    expect(file.problems).toEqual([
      {
        code: 'yaml-syntax',
        line: 6,
        column: 1,
        message:
          'a merge conflict was committed unresolved: `<<<<<<< HEAD` is a conflict marker, not YAML; the document was not reviewed',
      },
    ]);
    // A heading underlined in text is no marker: the cause stays the parser's.
    expect(parseManifestFile('g.yaml', 'a: [\n=======\n').problems[0]?.message).toMatch(/^invalid YAML: /);
    // Template text in a block scalar of the file is YAML, not the cause (cluster-api-addon-provider-helm 2e05a1d).
    const beside = parseManifestFile(
      'h.yaml',
      'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: a\ndata:\n  values: |\n    {{range $i, $c := .Cidrs}}{{$c}}{{end}}\n<<<<<<< HEAD\n  x: "1"\n=======\n  x: "2"\n>>>>>>> feature\n',
    );
    expect(beside.problems.map((p) => [p.code, p.line, p.message.slice(0, 41)])).toEqual([
      ['yaml-syntax', 8, 'a merge conflict was committed unresolved'],
    ]);
  });

  it('a Helm template', () => {
    expect(
      problems(
        'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: {{ .Release.Name }}\n  labels:\n    {{- include "x" . | nindent 4 }}\n',
      ),
    ).toEqual([{ code: 'template', line: 6, column: 5 }]);
  });

  it('lines opened by an envsubst placeholder (stackrox: no YAML until rendered, where YAML failed past the end)', () => {
    expect(
      problems(
        'kind: Central\nspec:\n  central:\n${disableTLS}  tls:\n${disableTLS}    ca:\n${disableTLS}      content: |\n$CA_INDENTED\n',
      ),
    ).toEqual([{ code: 'template', line: 4, column: 1 }]);
  });
});

describe('parseManifestFile: properties', () => {
  it('never throws, and places problems on lines of the file', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme-ascii', maxLength: 400 }), (text) => {
        const file = parseManifestFile('f.yaml', text);
        const lines = text.split('\n').length;
        for (const p of file.problems) {
          expect(p.line).toBeGreaterThanOrEqual(1);
          expect(p.line).toBeLessThanOrEqual(lines);
        }
      }),
      { numRuns: 2000 },
    );
  });

  it('never throws on arbitrary bytes', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 300 }), (bytes) => void parseManifestFile('f.yaml', bytes)),
      { numRuns: 1000 },
    );
  });

  const name = fc.stringMatching(/^[a-z][a-z0-9-]{0,20}$/);
  const objectArb = fc.record({
    apiVersion: fc.constantFrom('v1', 'apps/v1', 'gateway.networking.k8s.io/v1'),
    kind: fc.constantFrom('ConfigMap', 'Deployment', 'HTTPRoute'),
    metadata: fc.record({ name, namespace: name }),
    data: fc.dictionary(name, fc.oneof(fc.string(), fc.integer(), fc.boolean())),
  });

  it('reads back what was written, and locates each name on its own line', () => {
    fc.assert(
      fc.property(fc.array(objectArb, { minLength: 1, maxLength: 5 }), fc.boolean(), (objects, leadingMarker) => {
        // Strings quoted: Kubernetes' reader resolves more plain scalars than YAML 1.2 writers know
        // (`n` is false, `08` is 8, `0o17` is 15: kube-yaml/resolve.ts).
        const text =
          (leadingMarker ? '---\n' : '') +
          objects.map((o) => stringify(o, { version: '1.1', defaultStringType: 'QUOTE_DOUBLE' })).join('---\n');
        const file = parseManifestFile('f.yaml', text);
        expect(file.problems).toEqual([]);
        expect(file.objects.map((o) => o.value)).toEqual(objects);
        const locator = new Locator(() => text);
        const lines = text.split('\n');
        for (const o of file.objects) {
          const at = locator.locate(o.source, ['metadata', 'name']);
          expect(lines[at.line - 1]?.slice(at.column - 1)).toMatch(new RegExp(`^['"]?${o.name}`));
        }
      }),
      { numRuns: 300 },
    );
  });
});

describe('parseManifestFile: fragments of CRDs', () => {
  const crd = (spec: string) =>
    `apiVersion: apiextensions.k8s.io/v1\nkind: CustomResourceDefinition\nmetadata:\n  name: widgets.example.com\n${spec}`;
  it.each([
    ['no spec (an unlisted cainjection patch)', crd('')],
    [
      'a v1beta1 patch with annotations only',
      'apiVersion: apiextensions.k8s.io/v1beta1\nkind: CustomResourceDefinition\nmetadata:\n  annotations: {cert-manager.io/inject-ca-from: ns/cert}\n  name: widgets.example.com\n',
    ],
    [
      'a spec with versions only (a generator input)',
      crd(
        'spec:\n  versions:\n  - name: v1\n    schema: {openAPIV3Schema: {properties: {spec: {properties: {a: {type: string}}}}}}\n',
      ),
    ],
    ['an empty spec', crd('spec: {}\n')],
  ])('holds no object: %s', (_name, text) => {
    const file = parseManifestFile('patch.yaml', text);
    expect(file.problems).toEqual([]);
    expect(file.objects).toEqual([]);
  });

  // loft-sh/kiosk 62e5b128 indented group, names, scope and versions under spec.conversion: the
  // apiserver refuses it, and Helm applies a chart's crds/ as they are.
  it('a CRD whose definition slipped under a mapping of its spec, or one in a crds/ directory, is a CRD', () => {
    const slipped = crd(
      'spec:\n  conversion:\n    strategy: None\n    group: example.com\n    names: {kind: Widget, plural: widgets}\n    scope: Namespaced\n',
    );
    expect(parseManifestFile('deploy/widgets.yaml', slipped).objects.map((o) => o.kind)).toEqual([
      'CustomResourceDefinition',
    ]);
    expect(parseManifestFile('chart/crds/widgets.yaml', crd('spec: {}\n')).objects.map((o) => o.kind)).toEqual([
      'CustomResourceDefinition',
    ]);
    // ververica-platform-k8s-operator 98da23b226: `spec:spec:`, one key that holds the definition.
    const unkeyed = crd('spec:spec:\n  group: example.com\n  names: {kind: Widget, plural: widgets}\n');
    expect(parseManifestFile('deploy/widgets.yaml', unkeyed).objects.map((o) => o.kind)).toEqual([
      'CustomResourceDefinition',
    ]);
    // A kubebuilder patch of the conversion stanza alone stays a fragment.
    const patch = crd(
      'spec:\n  conversion:\n    strategy: Webhook\n    webhook: {clientConfig: {service: {name: w}}}\n',
    );
    expect(parseManifestFile('config/crd/patches/webhook_in_widgets.yaml', patch).objects).toEqual([]);
  });

  it.each([
    ['a group', 'spec:\n  group: example.com\n'],
    ['names', 'spec:\n  names: {kind: Widget, plural: widgets}\n'],
    ['a scope', 'spec:\n  scope: Namespaced\n'],
  ])('a CRD that states %s is a CRD, to be reviewed whole', (_name, spec) => {
    expect(parseManifestFile('crd.yaml', crd(spec)).objects.map((o) => o.kind)).toEqual(['CustomResourceDefinition']);
  });

  // controller-gen's output for a package without +groupName (gatekeeper's config/crd/bases/_assigns.yaml, _.yaml).
  const generated = (name: string, spec: string) =>
    `apiVersion: apiextensions.k8s.io/v1\nkind: CustomResourceDefinition\nmetadata:\n  annotations:\n    controller-gen.kubebuilder.io/version: v0.14.0\n${name}spec:\n${spec}`;
  it.each([
    [
      'a definition with an empty group',
      generated(
        '  name: assigns.\n',
        '  group: ""\n  names: {kind: Assign, plural: assigns}\n  scope: Cluster\n  versions:\n  - name: ""\n    served: true\n    storage: true\n',
      ),
    ],
    [
      'everything empty',
      generated('', '  group: ""\n  names:\n    kind: ""\n    plural: ""\n  scope: ""\n  versions: null\n'),
    ],
  ])("holds no object: controller-gen's output without a group, %s", (_name, text) => {
    const file = parseManifestFile('config/crd/bases/_assigns.yaml', text);
    expect(file.problems).toEqual([]);
    expect(file.objects).toEqual([]);
  });

  it('an empty group without the controller-gen annotation is a CRD, to be reviewed whole', () => {
    const text = crd('spec:\n  group: ""\n  names: {kind: Widget, plural: widgets}\n  scope: Namespaced\n');
    expect(parseManifestFile('crd.yaml', text).objects.map((o) => o.kind)).toEqual(['CustomResourceDefinition']);
  });

  it("controller-gen's output with a group is a CRD, to be reviewed whole", () => {
    const text = generated(
      '  name: assigns.example.com\n',
      '  group: example.com\n  names: {kind: Assign, plural: assigns}\n  scope: Cluster\n',
    );
    expect(parseManifestFile('crd.yaml', text).objects.map((o) => o.kind)).toEqual(['CustomResourceDefinition']);
  });

  it('is about CRDs only: another kind without a spec is an object', () => {
    expect(
      parseManifestFile('cm.yaml', 'apiVersion: v1\nkind: ConfigMap\nmetadata: {name: c}\n').objects.map((o) => o.name),
    ).toEqual(['c']);
  });
});
