import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { placeholderIn, templateSites, withoutTemplateComments } from '../../src/parse/template-syntax.js';

const sites = (text: string) => templateSites(text).map((s) => [s.line, s.column, s.syntax, s.structural]);

describe('templateSites', () => {
  it.each([
    { name: 'a Jinja statement on its own line', text: '{% raw %}\n', expected: [[1, 1, 'Jinja `{% raw %}`', true]] },
    {
      name: 'a Jinja statement with whitespace control',
      text: 'a: 1\n{%- if x -%}\n',
      expected: [[2, 1, 'Jinja `{% if %}`', true]],
    },
    { name: 'a Jinja comment', text: '{# a note #}\nkind: x\n', expected: [[1, 1, 'a Jinja comment `{# #}`', true]] },
    {
      name: 'a Jinja comment of many lines opens with `{# `',
      text: '{# a\nnote #}\n',
      expected: [[1, 1, 'a Jinja comment `{# #}`', true]],
    },
    {
      name: 'Jinja expressions are named Jinja in a Jinja file',
      text: '{% if a %}\nname: {{ name }}\n',
      expected: [
        [1, 1, 'Jinja `{% if %}`', true],
        [2, 7, 'Jinja expression `{{ name }}`', true],
      ],
    },
    {
      // kiali-operator's Ansible roles: Jinja without `{% %}`, told by what a Go template cannot hold.
      name: 'Jinja expressions are named Jinja where one reads as Jinja only',
      text: "type: {{ 'LoadBalancer' if is_kind else 'NodePort' }}\nname: {{ name }}\n",
      expected: [
        [1, 7, "Jinja expression `{{ 'LoadBalancer' if is_kind else …}}`", true],
        [2, 7, 'Jinja expression `{{ name }}`', true],
      ],
    },
    {
      name: "Helm actions stay Helm: a condition, a message that says 'if … else', and Kyverno's JMESPath",
      text: "a: {{ .Values.a | default 'x' }}\nb: {{ toYaml .Values.b }}\n{{- if .c }}\n{{ fail \"use 'x' if a else b\" }}\nd: {{ request.object.spec | length(@) }}\n",
      expected: [
        [1, 4, "Helm or Go template `{{ .Values.a | default 'x' }}`", true],
        [2, 4, 'Helm or Go template `{{ toYaml .Values.b }}`', true],
        [3, 1, 'Helm or Go template `{{- if .c }}`', true],
        [4, 1, 'Helm or Go template `{{ fail "use \'x\' if a else b" }}`', true],
        [5, 4, 'Helm or Go template `{{ request.object.spec | length(@) }}`', true],
      ],
    },
    {
      name: 'a Helm action as a value',
      text: 'name: {{ .Release.Name }}\n',
      expected: [[1, 7, 'Helm or Go template `{{ .Release.Name }}`', true]],
    },
    {
      name: 'a Helm action on its own line',
      text: '  {{- include "x" . | nindent 4 }}\n',
      expected: [[1, 3, 'Helm or Go template `{{- include "x" . | nindent 4 }}`', true]],
    },
    {
      name: 'a long action is shortened',
      text: '{{- include "a-very-long-template-name.labels" . | nindent 4 }}\n',
      expected: [[1, 1, 'Helm or Go template `{{- include "a-very-long-template-na …}}`', true]],
    },
    {
      name: 'a backtick in an action does not end the code span: the fence is longer',
      text: '{{/* `.cni` */}}\n',
      expected: [[1, 1, 'Helm or Go template ``{{/* `.cni` */}}``', true]],
    },
    {
      // Helm's way of writing a literal `{{`: a raw string in an action, which `}}` inside does not end.
      name: 'a raw string or a quoted string in an action holds `}}`',
      text: 'password: {{` "{{ .password }}" `}}\nname: {{ printf "}}%s" .x }}-a\n',
      expected: [
        [1, 11, 'Helm or Go template ``{{` "{{ .password }}" `}}``', true],
        [2, 7, 'Helm or Go template `{{ printf "}}%s" .x }}`', true],
      ],
    },
    {
      name: 'a double-quoted action is text',
      text: 'summary: "{{ $labels.instance }} is down"\n',
      expected: [[1, 11, 'Helm or Go template `{{ $labels.instance }}`', false]],
    },
    {
      name: 'a single-quoted action is text',
      text: "- '{{ .x }}'\n",
      expected: [[1, 4, 'Helm or Go template `{{ .x }}`', false]],
    },
    {
      name: 'an action in a comment is text',
      text: 'a: 1 # {{ .x }}\n',
      expected: [[1, 8, 'Helm or Go template `{{ .x }}`', false]],
    },
    {
      name: 'an apostrophe in a plain scalar opens no quote',
      text: "note: it's {{ .x }}\n",
      expected: [[1, 12, 'Helm or Go template `{{ .x }}`', true]],
    },
    {
      // Go's text/template refuses a lone name that is no function (function "name" not defined).
      name: 'a lone name in double braces is a fill-in, not a Go template; Go keywords stay Go',
      text: 'name: {{name}}-svc\nimage: {{ image }}\n{{end}}\n',
      expected: [
        [1, 7, 'template placeholder `{{name}}`', true],
        [2, 8, 'template placeholder `{{ image }}`', true],
        [3, 1, 'Helm or Go template `{{end}}`', true],
      ],
    },
    {
      name: "Mustache's triple braces are shown whole, and its sections named Mustache",
      text: 'a: {{{X}}}\n{{#items}}\n- {{.}}\n{{/items}}\n',
      expected: [
        [1, 4, 'Mustache or Handlebars template `{{{X}}}`', true],
        [2, 1, 'Mustache or Handlebars template `{{#items}}`', true],
        [3, 3, 'Helm or Go template `{{.}}`', true],
        [4, 1, 'Mustache or Handlebars template `{{/items}}`', true],
      ],
    },
    {
      name: 'a GitHub Actions expression is a plain string to YAML',
      text: 'run: echo ${{ github.sha }}\n',
      expected: [[1, 11, 'GitHub Actions or Backstage expression `${{ github.sha }}`', false]],
    },
    {
      name: 'an envsubst placeholder is a plain string to YAML',
      text: 'replicas: ${REPLICAS}\n',
      expected: [[1, 11, 'envsubst placeholder `${REPLICAS}`', false]],
    },
    {
      name: "uptest's dotted placeholder in a name",
      text: 'name: bucket-${Rand.RFC1123Subdomain}\n',
      expected: [[1, 14, 'envsubst placeholder `${Rand.RFC1123Subdomain}`', false]],
    },
    { name: 'a dot that ends the name is no placeholder', text: 'name: ${Rand.}\n', expected: [] },
    {
      name: 'an envsubst placeholder with a default',
      text: '- ${IMAGE:-nginx}\n',
      expected: [[1, 3, 'envsubst placeholder `${IMAGE:-nginx}`', false]],
    },
    {
      // bjw-s/home-ops' volsync templates: Flux substitutes the inner placeholder in the default.
      name: 'an envsubst placeholder whose default is another placeholder',
      text: 'name: "${CLAIM:-${APP}}"\n',
      expected: [[1, 8, 'envsubst placeholder `${CLAIM:-${APP}}`', false]],
    },
    {
      name: 'a shell variable inside a script is text',
      text: 'command: sh -c echo ${HOME}/x\n',
      expected: [[1, 21, 'envsubst placeholder `${HOME}`', false]],
    },
    {
      name: 'a placeholder glued to a name',
      text: 'name: {APP}-svc\n',
      expected: [[1, 7, 'placeholder `{APP}`', true]],
    },
    {
      name: 'a placeholder alone reads as a YAML mapping',
      text: 'gatewayClassName: {X}\n',
      expected: [[1, 19, 'placeholder `{X}`', false]],
    },
    {
      // Opening the scalar it breaks YAML; after other text it is the scalar's text (an OpenAPI path).
      name: 'a lower-case placeholder glued to a path, before or after',
      text: '- image: {username}/torchserve:latest\n  host: app.{domain}\n  /organizations/{orgId}/apis:\n',
      expected: [
        [1, 10, 'placeholder `{username}`', true],
        [2, 13, 'placeholder `{domain}`', false],
        [3, 18, 'placeholder `{orgId}`', false],
      ],
    },
    {
      // infinispan-operator's documentation: an image and its tag, both fill-ins.
      name: 'a lower-case placeholder glued by `:` to a name or a fill-in; a key before `: ` is not glued',
      text: '  image: {server_image}:{server_version}\n  image: {registry}:5000/app\n  {name}: x\n',
      expected: [
        [1, 10, 'placeholder `{server_image}`', true],
        [2, 10, 'placeholder `{registry}`', true],
      ],
    },
    {
      name: 'Python str.format fields: dotted and glued, indexed, alone on an indented line (emissary)',
      text: '  name: {self.path.k8s}-apiext\n    image: {images[kat-server]}\n  ports:\n  - port: 80\n  {extra_ports}\n  group: {self.path.k8s}\n',
      expected: [
        [1, 9, 'placeholder `{self.path.k8s}`', true],
        [2, 12, 'placeholder `{images[kat-server]}`', true],
        [5, 3, 'placeholder `{extra_ports}` on a line of its own', true],
      ],
    },
    {
      name: 'an elision on an indented line of its own, not the document end marker at the margin',
      text: '  containers:\n  - name: a\n    ...\n...\n  x: a...b\n',
      expected: [[3, 5, 'an elision `...`', true]],
    },
    {
      // infinispan-operator's documentation/asciidoc/topics/yaml/: `name: {example_crd_name} <3>`.
      name: 'an AsciiDoc callout ending a line after its text, not one alone on its line nor inside a value',
      text: 'kind: Gadget <1>\nmetadata:\n  name: {cluster_name} <3>\n<2>\nnote: a <4> b\n',
      expected: [
        [1, 14, 'AsciiDoc callout `<1>`', true],
        [3, 24, 'AsciiDoc callout `<3>`', true],
      ],
    },
    {
      name: 'a value that starts with `%` or `@`, which YAML reserves (camel-k, Maven filtering)',
      text: 'metadata:\n  namespace: %%%\nversion: @project.version@\nargs: [%NAME%, b]\n- @X@\nname: %%_SSP_NAME_%%\n',
      expected: [
        [2, 14, 'placeholder `%%%`', true],
        [3, 10, 'placeholder `@project.version@`', true],
        [4, 8, 'placeholder `%NAME%`', true],
        [5, 3, 'placeholder `@X@`', true],
        // kubevirt/ssp-operator's e2e upgrade template, filled in by sed.
        [6, 7, 'placeholder `%%_SSP_NAME_%%`', true],
      ],
    },
    {
      name: 'a bare envsubst placeholder alone on its line, where it writes a block',
      text: 'data:\n  cert: |\n$TLS_CERT\n  other: $NOT_ALONE\n  $scannerDbYaml\n',
      expected: [
        [3, 1, 'envsubst placeholder `$TLS_CERT`', true],
        [5, 3, 'envsubst placeholder `$scannerDbYaml`', true],
      ],
    },
    {
      // metal3's clusterctl templates: a block of kubeadm configuration between two documents.
      name: 'a braced envsubst placeholder alone on its line, where it writes a block; beside YAML it is a value',
      text: 'files: []\n${EXTRA_CONFIG}\n  ${INDENTED:-}\nname: ${NAME}\n',
      expected: [
        [2, 1, 'envsubst placeholder `${EXTRA_CONFIG}`', true],
        [3, 3, 'envsubst placeholder `${INDENTED:-}`', true],
        [4, 7, 'envsubst placeholder `${NAME}`', false],
      ],
    },
    {
      // stackrox's e2e manifests: a prefix the harness sets to `#` to comment the lines out.
      name: 'a braced envsubst placeholder opening a line that goes on',
      text: 'central:\n${disableTLS}  tls:\n${disableTLS}    ca: x\nkey${NOT_OPENING}: v\n',
      expected: [
        [2, 1, 'envsubst placeholder `${disableTLS}` opening a line', true],
        [3, 1, 'envsubst placeholder `${disableTLS}` opening a line', true],
        [4, 4, 'envsubst placeholder `${NOT_OPENING}`', false],
      ],
    },
    {
      // stackgres' operator-sdk templates, fed through a heredoc by eval-template.sh.
      name: "shell command substitution: opening a line it breaks YAML; in a value it is text; Kubernetes' $(VAR) is none",
      text: 'rules:\n$(\n  helm template . | yq .rules\n)\nmax: "$(yq -r .kubeVersion Chart.yaml).999"\nargs: ["--name=$(POD_NAME)"]\n',
      expected: [
        [2, 1, 'shell command substitution `$(…)` opening a line', true],
        [5, 7, 'shell command substitution `$(…)`', false],
      ],
    },
    {
      name: 'no placeholder in an address, a percentage, a quoted value or a comment',
      text: 'email: a@b.example\nimage: repo@sha256:ab\nratio: 50%\nx: "%%%"\nk: v # @x@\n',
      expected: [],
    },
    {
      name: 'a flow mapping is no placeholder',
      text: 'labels: {app: x}\nsel: {a}\nl: [{a},{b}]\n{root}\nm: {a: [b]}\n',
      expected: [],
    },
    { name: 'nothing in plain YAML', text: 'apiVersion: v1\nkind: ConfigMap\n', expected: [] },
  ])('$name', ({ text, expected }) => {
    expect(sites(text)).toEqual(expected);
  });

  it('counts lines across CRLF and lone CR line breaks', () => {
    expect(sites('a: 1\r\nb: 2\r{% raw %}\n')).toEqual([[3, 1, 'Jinja `{% raw %}`', true]]);
  });

  // apache/flink-kubernetes-operator opens each chart template with the ASF licence as a comment.
  it('names the first action that is no comment: a Go template comment renders nothing', () => {
    const licensed =
      '{{- /*\nLicensed to the ASF.\n*/}}\n---\n{{- if .Values.webhook.create }}\nkind: Secret\n{{- end }}\n';
    expect(sites(licensed)[0]).toEqual([5, 1, 'Helm or Go template `{{- if .Values.webhook.create }}`', true]);
    // A comment alone is what YAML stumbles on: it is named.
    expect(sites('{{/* one line */}}\na: 1\n')).toEqual([[1, 1, 'Helm or Go template `{{/* one line */}}`', true]]);
  });

  it('takes a comment to end at its first */, and leaves openings without one as they are, in one pass', () => {
    expect(withoutTemplateComments('{{/* a */}} {{/* b */ x}} {{/* c */}}')).toBe(
      '            {{/* b */ x}}            ',
    );
    // Openings no `*/` closes, or whose first one the braces do not follow: nothing to blank, and
    // each is read once (200,000 of them).
    const open = '{{/* '.repeat(200_000);
    expect(withoutTemplateComments(open)).toBe(open);
    expect(withoutTemplateComments(`${open}*/ x`)).toBe(`${open}*/ x`);
  });

  it('blanks template comments in place: the same length and line breaks, no comment left', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom('{', '}', '/', '*', '-', ' ', '\n', 'a') }), (text) => {
        const blanked = withoutTemplateComments(text);
        expect(blanked.length).toBe(text.length);
        expect([...blanked].map((c, i) => (c === '\n') === (text[i] === '\n')).every(Boolean)).toBe(true);
        expect(withoutTemplateComments(blanked)).toBe(blanked);
      }),
    );
  });

  it('never throws, and places every site inside the text', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom('{', '}', '%', '#', '$', '"', "'", ' ', '\n', ':', '-', 'A', 'x', '.') }),
        (text) => {
          const lines = text.split(/\r\n|\r|\n/);
          for (const s of templateSites(text)) {
            expect(s.line).toBeGreaterThanOrEqual(1);
            expect(s.line).toBeLessThanOrEqual(lines.length);
            expect(s.column).toBeGreaterThanOrEqual(1);
            expect(s.column).toBeLessThanOrEqual((lines[s.line - 1] ?? '').length);
          }
        },
      ),
    );
  });
});

describe('placeholderIn', () => {
  it.each([
    ['_kubeconfig_', '_kubeconfig_'],
    ['__token__', '__token__'],
    ['_cluster_name_', '_cluster_name_'],
  ])('takes a whole name between underscores, %s, for a placeholder', (value, text) => {
    expect(placeholderIn(value)?.text).toBe(text);
  });

  // infinispan-operator's documentation: `version: <{brandname}_version>`.
  it.each([
    ['<endpoint>', '<endpoint>'],
    ['<{brandname}_version>', '<{brandname}_version>'],
  ])('takes a whole value in angle brackets, %s, for a fill-in, an AsciiDoc attribute inside too', (value, text) => {
    expect(placeholderIn(value)?.text).toBe(text);
  });

  it.each(['_', '__', '_a', 'a_b_', '_x__', '__x_', '_1_', 'my_value', '_-_', '<5>', '<{5}>'])(
    'takes %s for a value: underscores on one side, unequal, or framing no name',
    (value) => {
      expect(placeholderIn(value)).toBeUndefined();
    },
  );
});
