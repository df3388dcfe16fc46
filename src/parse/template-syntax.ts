// Template syntax in a manifest's text: the marks that say a file only becomes YAML once a tool
// renders it (Helm and Go text/template, Jinja, envsubst and placeholders that kustomize
// replacements or scripts fill in). Read only for files that fail to parse, to say which
// template it is instead of what the YAML parser stumbled on.

export interface TemplateSite {
  /** What it is, for a message: "Jinja `{% raw %}`", "Helm or Go template `{{ .Values.x }}`". */
  readonly syntax: string;
  /** 1-based, in the text given. */
  readonly line: number;
  readonly column: number;
  /**
   * Whether it breaks YAML where it stands, so that a document failing anywhere near it fails
   * because of it: `{{ }}`, `{% %}` and `{# #}` unquoted and outside comments (a line of its
   * own, a value, a key), a `{NAME}` glued to text. Not inside a quoted string or a comment,
   * where a real object holds it as text (a PrometheusRule's `"{{ $labels.instance }}"`), nor
   * `${NAME}`, which YAML reads as a plain string: a document that fails elsewhere beside one
   * fails after substitution too.
   */
  readonly structural: boolean;
  /** An elision (`...`): the file is an excerpt that documentation completes, not a template a tool renders. */
  readonly excerpt?: true;
  /**
   * A `${NAME}` in block context, on a line with no flow indicator (`[`, `]`, `{`, `}`, `,`) but
   * its own braces: text where it stands, whatever fills it in, so it explains no failure on
   * its line either (keepalived-operator 983916ad16: a workflow's mis-indented
   * `echo "${HOME}/bin"`, which fails as `$HOME` does).
   */
  readonly textOnly?: true;
}

const MAX_SHOWN = 40;

/**
 * Every template mark in `text`, in order. Jinja is told from Go templates by its statements
 * (`{% %}`) and comments (`{# #}`): both use `{{ }}` for expressions.
 */
export function templateSites(text: string): TemplateSite[] {
  // A Go template's comment renders nothing: the file's template is what else it holds (apache/
  // flink-kubernetes-operator's chart opens every template with the ASF licence as `{{- /* … */}}`).
  // Where it holds nothing else that breaks YAML, the comments are what YAML stumbles on.
  const uncommented = withoutTemplateComments(text);
  if (uncommented !== text) {
    const others = sitesOf(uncommented);
    if (others.some((s) => s.structural)) return others;
  }
  return sitesOf(text);
}

function sitesOf(text: string): TemplateSite[] {
  const sites: TemplateSite[] = [];
  const jinja = /\{%-?\s*[a-z_]+[^\n]*?%\}|\{#[\s\S]*?#\}/.test(text) || hasJinjaExpression(text);
  const lines = text.split(/\r\n|\r|\n/);
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] ?? '';
    // Every mark has a brace, a dollar sign, a reserved indicator, an ellipsis or an AsciiDoc
    // callout's `<`; most lines have none.
    if (!/[{$%@<]|\.\.\.|\u2026/.test(line)) continue;
    for (const found of sitesInLine(line, jinja)) sites.push({ ...found, line: i + 1 });
  }
  return sites;
}

type LineSite = Omit<TemplateSite, 'line'>;

// A Go template's comment, `{{/* … */}}` or `{{- /* … */ -}}`, over as many lines as it takes
// (text/template: "A comment; discarded"), closed by its first `*/`, which the closing braces must
// follow. Found by one scan forwards: each comment's end is looked for once, and an opening left
// without any `*/` ends the search, as no later one can close (a lazy pattern would read to the
// end from each opening).
const COMMENT_OPEN = /\{\{(?:- )?\/\*/y;
const COMMENT_CLOSE = /\*\/(?: -)?\}\}/y;

/** The text with each Go template comment blanked: spaces, its line breaks kept, so that positions stay. */
export function withoutTemplateComments(text: string): string {
  let out = '';
  let copied = 0;
  for (let at = text.indexOf('{{'); at !== -1;) {
    COMMENT_OPEN.lastIndex = at;
    if (!COMMENT_OPEN.test(text)) {
      at = text.indexOf('{{', at + 1);
      continue;
    }
    const star = text.indexOf('*/', COMMENT_OPEN.lastIndex);
    if (star === -1) break;
    COMMENT_CLOSE.lastIndex = star;
    if (COMMENT_CLOSE.test(text)) {
      const end = COMMENT_CLOSE.lastIndex;
      out += text.slice(copied, at) + text.slice(at, end).replace(/[^\n]/g, ' ');
      copied = end;
      at = text.indexOf('{{', end);
    } else {
      // Not closed as a comment: text/template refuses it, and every opening before `star` meets the same `*/`.
      at = text.indexOf('{{', star);
    }
  }
  return copied === 0 ? text : out + text.slice(copied);
}

// `{{ }}` that only Jinja reads (Ansible's templates: kiali-operator's roles): Python's conditional
// expression, `{{ 'LoadBalancer' if is_kind else 'NodePort' }}`, which neither a Go template's
// action nor the JMESPath that Kyverno's policies write in `{{ }}` can hold (outside their
// double-quoted strings, where a message may say anything). One such expression makes the whole
// file Jinja, as `{% %}` does. Other Jinja (`{{ vars.name }}`, a filter called with parentheses)
// reads as JMESPath too, and stays unnamed.
const ACTIONS = /\{\{[^\n]*?\}\}/g;
const isJinjaConditional = (action: string): boolean =>
  /\sif\s.*\selse\s/.test(action.replace(/"(?:[^"\\\n]|\\.)*"|`[^`\n]*`/g, '""'));
const hasJinjaExpression = (text: string): boolean =>
  text.includes(' else ') && [...text.matchAll(ACTIONS)].some((m) => isJinjaConditional(m[0]));

// The spellings that both the marks below and placeholders in values (PLACEHOLDER) recognise.
// A name may be a dotted path: crossplane's uptest fills in `${Rand.RFC1123Subdomain}` in the
// example manifests of every upjet provider before it applies them (`name: bucket-${Rand.RFC1123Subdomain}`);
// and spaces may stand inside the braces, as Cluster API's clusterctl reads its templates'
// variables (`\${\s*([A-Z0-9_]+)\s*}`, and its docs write `${ AWS_CREDENTIALS }`). A default may
// be a placeholder itself (`${VOLSYNC_CLAIM:-${APP}}`, which Flux's substitution fills in).
const ENVSUBST = String.raw`\$\{[ \t]*[A-Za-z_][A-Za-z0-9_]*(?:\.[A-Za-z_][A-Za-z0-9_]*)*(?:[ \t]*\}|(?:[:?+=-](?:\$\{[^}\n]*\}|[^}\n])*)?\})`;
const UPPER_PLACEHOLDER = String.raw`(?<![$\w{])\{[A-Z][A-Z0-9_]*\}(?!\})`;
// `{username}/app`: a lower-case fill-in, only where it is glued to a path or a name (kserve's
// docs write `image: {docker_username}/iris-classifier`); alone, `{name}` is a YAML flow mapping.
// The name may be a Python str.format field, with attributes and indexes (emissary's test
// manifests, filled in by its Python harness: `name: {self.path.k8s}-apiext`).
const FORMAT_FIELD = String.raw`[a-z_][A-Za-z0-9_]*(?:\.[A-Za-z_][A-Za-z0-9_]*|\[[^\]\n{}]+\])*`;
// Glued by `:` to a name or a fill-in after it too: an image's tag (infinispan-operator's
// documentation writes `image: {server_image}:{server_image_version}`).
const GLUED_LOWER_PLACEHOLDER = String.raw`(?:(?<=[.\-/])\{${FORMAT_FIELD}\}(?!\})|(?<![$\w{])\{${FORMAT_FIELD}\}(?=[\w.\-/]|:[\w{]))`;
// A format field with an index (`image: {images[kat-server]}`): never YAML, since a plain scalar
// in a flow mapping cannot hold `[`; and a field alone on an indented line, where the harness
// writes a block (`  {extra_ports}` among a Service's ports): a block mapping's entries are keys.
const INDEXED_FORMAT_FIELD = String.raw`(?<![$\w{])\{[a-z_][A-Za-z0-9_]*(?:\.[A-Za-z_][A-Za-z0-9_]*)*\[[^\]\n{}]+\](?:\.[A-Za-z_][A-Za-z0-9_]*|\[[^\]\n{}]+\])*\}(?!\})`;
const FORMAT_FIELD_LINE = String.raw`(?<=^[ \t]+)\{${FORMAT_FIELD}\}(?=[ \t]*$)`;

// A whole quoted value `@name@` or `%name%`, which sed fills in before kubectl sees the file
// (openebs's k8s/upgrades/*/bdc-create.tpl.json: `"name": "@bdc_name@"`, filled by pre-upgrade.sh).
const WHOLE_SED_PLACEHOLDER = String.raw`^(?:@[A-Za-z_][\w.-]*@|%[A-Za-z_][\w.]*%)$`;
// A whole value that is a name between one or two underscores on each side, which a script
// replaces before the file is applied (kosmos's deploy/cluster_yaml: `kubeconfig: _kubeconfig_`
// under "base64 here", beside `__kubeconfig__` in a Secret).
const UNDERSCORED_PLACEHOLDER = String.raw`^(_{1,2})[A-Za-z][\w.-]*?[A-Za-z0-9]\1$`;

// `%%%`, `%NAME%`, `%%NAME%%` (kubevirt/ssp-operator's `%%_SSP_NAME_%%`, which its run.sh fills in
// with sed), `@NAME@`, `@project.version@`, where a scalar may start (after `: `, `- `, a
// flow indicator, or at the start of the line).
const RESERVED_INDICATOR_PLACEHOLDER = String.raw`(?<=(?:^|[:,\[{]|(?:^|\s)-)[ \t]*)(?:%{2,}(?:[A-Za-z_][\w.]*%{2,})?|%[A-Za-z_][\w.]*%|@[A-Za-z_][\w.-]*@)(?![\w%@])`;

// The marks, leftmost first; each gives its syntax name from what it matched.
const MARKS: readonly {
  readonly pattern: RegExp;
  readonly name: (m: RegExpExecArray, jinja: boolean) => string;
  readonly structural?: (line: string, m: RegExpExecArray) => boolean;
  readonly excerpt?: true;
  readonly textOnly?: (line: string) => boolean;
}[] = [
  // GitHub Actions expressions (a workflow, not a manifest) and Backstage's software templates
  // (cnoe-io/idpbuilder's skeletons: `name: ${{values.appName}}-settings`); YAML reads them as plain strings.
  {
    pattern: /\$\{\{[^\n]*?\}\}/g,
    name: (m) => `GitHub Actions or Backstage expression ${shown(m[0])}`,
    structural: () => false,
  },
  { pattern: /\{%-?\s*([a-z_]+)[^\n]*?-?%\}/g, name: (m) => `Jinja \`{% ${m[1] ?? ''} %}\`` },
  // Closed on its line, or opened as Jinja writes them (`{# `, `{#-`) for a comment of many lines.
  { pattern: /\{#[^\n]*?#\}|\{#(?=[\s-])/g, name: () => 'a Jinja comment `{# #}`' },
  // Mustache's and Handlebars' unescaped `{{{name}}}`, whole: a Go template has no triple braces.
  { pattern: /\{\{\{[^\n{}]*\}\}\}/g, name: (m) => `Mustache or Handlebars template ${shown(m[0])}` },
  {
    // A string inside the action may hold `}}`: Helm writes a literal `{{` as {{` "{{ .x }}" `}}.
    // No escapes read inside a quoted string: the pattern stays linear on any line (a string cut
    // short at an escaped quote ends the action at its first `}}`, as without strings).
    pattern: /\{\{(?:`[^`\n]*`|"[^"\n]*"|[^\n])*?(\}\}|$)/g,
    name: (m, jinja) => (jinja ? `Jinja expression ${shown(m[0])}` : `${doubleBraceTool(m[0])} ${shown(m[0])}`),
  },
  // `$NAME` or `${NAME}` alone on its line, where envsubst writes a whole block
  // (secrets-store-csi-driver's tests substitute a PEM certificate under `sslCertificate: |`;
  // metal3's clusterctl templates `${CTLPLANE_KUBEADM_EXTRA_CONFIG}` at the margin, between two
  // documents; stackrox's e2e `*.envsubst.yaml`, a shell variable of any case: `$scannerV4DbYaml`):
  // YAML reads the line as a key that never ends. Before the placeholder of a value,
  // which takes the same text where it shares its line with YAML.
  {
    pattern: new RegExp(String.raw`(?<=^[ \t]*)(?:\$[A-Za-z_][A-Za-z0-9_]*|${ENVSUBST})(?=[ \t]*$)`, 'g'),
    name: (m) => `envsubst placeholder \`${m[0].trim()}\``,
  },
  // Shell command substitution opening a line, `$(` up to its `)` on later lines or on the same:
  // a script feeds the file through a heredoc (`eval "cat << EOF …"`), whose shell runs the
  // command and puts its output there (stackgres' operator-sdk `*.template.yaml`, whose rules
  // come from `$( helm template … | yq … )`). YAML reads the line as a key that never ends.
  // Not Kubernetes' own `$(VAR_NAME)`, which a container's command and args expand.
  {
    pattern: /(?<=^[ \t]*)\$\((?![A-Za-z_]\w*\))[^\n]*/g,
    name: () => 'shell command substitution `$(…)` opening a line',
  },
  // Elsewhere a plain or quoted string's text to YAML, which names the template only where YAML
  // failed on its line: a command whose own double quotes end the quoted string it stands in
  // (stackgres: `max-k8s: "$(yq -r '.kubeVersion|match("^([^.]+)").string' Chart.yaml).999"`).
  {
    pattern: /\$\((?![A-Za-z_]\w*\))[^\n]*/g,
    name: () => 'shell command substitution `$(…)`',
    structural: () => false,
  },
  // `${NAME}` opening a line that goes on: a prefix the harness fills in (stackrox's e2e manifests
  // write `${disableSpecTLS}  tls:`, set to `#` to comment the lines out). YAML reads the line as a
  // key it cannot end, and fails on another line.
  {
    pattern: new RegExp(String.raw`(?<=^[ \t]*)${ENVSUBST}(?=[ \t]*\S)`, 'g'),
    name: (m) => `envsubst placeholder \`${m[0]}\` opening a line`,
  },
  // envsubst and shell: `${NAME}`, `${NAME:-default}`. A plain string to YAML, so it names the
  // template only where YAML failed on its line (`[${A}, ${B}]`: `{` in a flow collection).
  {
    pattern: new RegExp(ENVSUBST, 'g'),
    name: (m) => `envsubst placeholder \`${m[0]}\``,
    structural: () => false,
    textOnly: (line) => !/[[\]{},]/.test(line.replace(new RegExp(ENVSUBST, 'g'), '')),
  },
  // `{NAME}` placeholders (kustomize replacement targets, docs' fill-ins): upper case, as a value
  // of its own `{X}` would read as a mapping, so only where it is glued to other text.
  {
    pattern: new RegExp(UPPER_PLACEHOLDER, 'g'),
    name: (m) => `placeholder \`${m[0]}\``,
    structural: (line, m) => isGlued(line, m) && opensScalar(line, m.index),
  },
  // Glued after other text (`/organizations/{orgId}/apis:`, `app.{domain}`) a brace is a plain
  // scalar's text, which YAML reads: only one that opens the scalar (`{name}-svc`) breaks it.
  {
    pattern: new RegExp(GLUED_LOWER_PLACEHOLDER, 'g'),
    name: (m) => `placeholder \`${m[0]}\``,
    structural: (line, m) => opensScalar(line, m.index),
  },
  { pattern: new RegExp(INDEXED_FORMAT_FIELD, 'g'), name: (m) => `placeholder \`${m[0]}\`` },
  { pattern: new RegExp(FORMAT_FIELD_LINE, 'g'), name: (m) => `placeholder \`${m[0]}\` on a line of its own` },
  // A value that starts with `%` or `@`, which YAML reserves (no plain scalar may start with
  // either, so kubectl cannot read it either): a placeholder that a test or a build fills in
  // before anything reads the file, as camel-k's e2e manifests write `namespace: %%%` and Maven's
  // resource filtering `@project.version@`.
  { pattern: new RegExp(RESERVED_INDICATOR_PLACEHOLDER, 'g'), name: (m) => `placeholder \`${m[0]}\`` },
  // `...` on an indented line of its own: documentation excerpts elide what the reader keeps
  // (external-secrets' docs/snippets, between a container's fields). At the margin it is YAML's
  // document end marker, which parses.
  { pattern: /(?<=^[ \t]+)(?:\.{3}|\u2026)(?=[ \t]*$)/g, name: () => 'an elision `...`', excerpt: true },
  // An AsciiDoc callout ending a line after its text (`name: {cluster_name} <3>`): a numbered
  // bubble the documentation's build draws and strips from the code, so the file is an include of
  // documentation (infinispan-operator's documentation/asciidoc/topics/yaml/), not a manifest.
  { pattern: /(?<=\S[ \t]+)<\d{1,2}>(?=[ \t]*$)/g, name: (m) => `AsciiDoc callout \`${m[0]}\`` },
];

function sitesInLine(line: string, jinja: boolean): LineSite[] {
  const taken: { start: number; end: number; site: LineSite }[] = [];
  const comment = commentStart(line);
  for (const mark of MARKS) {
    mark.pattern.lastIndex = 0;
    for (let m = mark.pattern.exec(line); m !== null; m = mark.pattern.exec(line)) {
      const start = m.index;
      const end = start + m[0].length;
      if (m[0].length === 0) break;
      if (taken.some((t) => start < t.end && end > t.start)) continue; // `${{` is not also a `{{`
      const quote = quoteAt(line, start);
      // In quotes, a mark that holds the quote ends the string where it stands, which YAML then
      // fails on (cilium-cli's `- "{{trimSuffix .ExternalTarget "."}}"`, refused a line below).
      const outside = start < comment && (quote === undefined || m[0].includes(quote));
      const structural = outside && (mark.structural ? mark.structural(line, m) : true);
      const site: LineSite = {
        syntax: mark.name(m, jinja),
        column: start + 1,
        structural,
        ...(mark.textOnly?.(line) ? { textOnly: true as const } : {}),
      };
      taken.push({ start, end, site: mark.excerpt ? { ...site, excerpt: true } : site });
    }
  }
  return taken.sort((a, b) => a.start - b.start).map((t) => t.site);
}

/**
 * The mark as a message shows it: shortened, in a code span whose fence is longer than any run of
 * backticks inside (Helm's raw strings: ``{{` "{{ .password }}" `}}``), as Markdown reads it.
 */
const shown = (s: string): string => {
  const text = s.length > MAX_SHOWN ? `${atWordEnd(s.slice(0, MAX_SHOWN - 4))} …}}` : s;
  const longest = Math.max(0, ...[...text.matchAll(/`+/g)].map((m) => m[0].length));
  const fence = '`'.repeat(longest + 1);
  const pad = longest > 0 && /^`|`$/.test(text) ? ' ' : '';
  return `${fence}${pad}${text}${pad}${fence}`;
};

// What a Go template's action may hold alone, without a `.`, a `$` or an argument: its keywords
// and the functions Go and Helm call with none. Any other lone name (`{{name}}`) is a fill-in of a
// Mustache-like tool (Go's text/template refuses it: function "name" not defined).
const GO_TEMPLATE_LONE_WORDS = new Set(['end', 'else', 'break', 'continue', 'nil', 'true', 'false', 'now', 'uuidv4']);

/** Which tool a `{{ }}` outside Jinja files belongs to, for a message. */
function doubleBraceTool(action: string): string {
  const inside = action.replace(/^\{\{-?\s*/, '').replace(/\s*-?\}\}$/, '');
  // Sections, inverted sections, partials and section ends (`{{#items}}`, `{{^x}}`, `{{> p}}`, `{{/items}}`).
  if (/^(?:[#^>]|\/(?!\*))/.test(inside)) return 'Mustache or Handlebars template';
  if (/^[A-Za-z_][\w-]*$/.test(inside) && !GO_TEMPLATE_LONE_WORDS.has(inside)) return 'template placeholder';
  return 'Helm or Go template';
}

/** The text cut at its last space, where that leaves most of it: `| nindent` is not shown `| ninde`. */
function atWordEnd(text: string): string {
  const space = text.search(/\s\S*$/);
  return space > text.length / 2 ? text.slice(0, space) : text;
}

/** `name: {APP}-svc`, `host: app.{DOMAIN}`: joined to a word, so not a YAML flow mapping. */
function isGlued(line: string, m: RegExpExecArray): boolean {
  const before = line[m.index - 1] ?? ' ';
  const after = line[m.index + m[0].length] ?? ' ';
  return /[\w.\-/]/.test(before) || /[\w.\-/]/.test(after);
}

/** Whether a scalar starts at `at`: at the line's start or after `: `, `- `, `[`, `{` or `,` (spaces between). */
function opensScalar(line: string, at: number): boolean {
  const before = line.slice(0, at).trimEnd();
  return before === '' || /(?:^|\s)-$|:$|[[{,]$/.test(before);
}

/**
 * Where a YAML comment starts on the line (its length when none): a `#` at the start or after
 * a space, outside quotes. `{#` is Jinja's, not a comment.
 */
function commentStart(line: string): number {
  for (let i = line.indexOf('#'); i !== -1; i = line.indexOf('#', i + 1)) {
    const before = i === 0 ? ' ' : line[i - 1];
    if ((before === ' ' || before === '\t') && !isQuotedAt(line, i)) return i;
  }
  return line.length;
}

/**
 * Whether `at` is inside a quoted scalar that starts on this line. A quote opens a scalar only
 * where a scalar may start (line start, after `: `, `- `, `[`, `{`, `,`): the `'` of `it's`
 * in a plain scalar opens nothing.
 */
function isQuotedAt(line: string, at: number): boolean {
  return quoteAt(line, at) !== undefined;
}

/** The quote of the YAML string the position is in, if it is in one. */
function quoteAt(line: string, at: number): '"' | "'" | undefined {
  let quote: '"' | "'" | undefined;
  let canStart = true;
  for (let i = 0; i < at; i++) {
    const c = line[i];
    if (quote === '"') {
      if (c === '\\') i++;
      else if (c === '"') quote = undefined;
      continue;
    }
    if (quote === "'") {
      if (c === "'" && line[i + 1] === "'") i++;
      else if (c === "'") quote = undefined;
      continue;
    }
    if ((c === '"' || c === "'") && canStart) {
      quote = c;
      continue;
    }
    if (c === ' ' || c === '\t') continue; // keeps canStart as it was
    canStart =
      c === '[' ||
      c === '{' ||
      c === ',' ||
      ((c === ':' || c === '-') && (line[i + 1] === ' ' || line[i + 1] === undefined));
  }
  return quote;
}

// A template placeholder in a value YAML read as a string: `${NAME}` (envsubst, Flux's
// post-build substitution), `{{ … }}` (Helm, Go text/template, Jinja) written in quotes, or
// `{NAME}` in capitals (Gateway API's conformance manifests: `controllerName:
// "{GATEWAY_CONTROLLER_NAME}"`, filled in by the suite before anything is applied), or a whole
// value that is a chainsaw binding expression (`name: ($test.metadata.name)`, `namespace:
// ($namespace)`), which chainsaw evaluates in the files it applies, or a whole value in angle
// brackets (`endpoint: <endpoint>`, `bucket: <your-bucket-name>`), the way documentation and
// example manifests mark what the reader fills in (rook's deploy/examples: a cr/schema pattern
// error on `<endpoint>` under a comment saying to replace it). A name may start with digits
// (kube-ovn's e2e manifests: `excludeIps: <00-lnet-simple-subnet1-exclude-ip>`, replaced by a
// list before they are applied), but holds a letter: `<5>` is no name. It may hold an AsciiDoc
// attribute the documentation's build fills in first (infinispan-operator: `<{brandname}_version>`).
const ANGLE_PLACEHOLDER = String.raw`^<(?=[\w .:/{}-]*[A-Za-z])[A-Za-z0-9{][\w .:/{}-]*>$`;
// envsubst replaces `$NAME` as it replaces `${NAME}` (sriov-network-operator's deploy/ is piped
// through it: `enableInjector: $ADMISSION_CONTROLLERS_ENABLED`, a boolean once substituted). In a
// value, only a whole name in capitals counts (`repo:v$VERSION` too): `^v1$`, `pa$Sword` or `$$X`
// (make's escape) name nothing.
const BARE_ENVSUBST = String.raw`(?<!\$)\$[A-Z_][A-Z0-9_]*(?![A-Za-z0-9_])`;
// `$(NAME)`: a kustomize var, which a kustomization's `vars:` replaces in the fields its
// `varReference` names before anything is applied (kustomize's examples: `action: $(BEE_ACTION)`).
// Kubernetes expands the same spelling in a container's command, args and env, strings that no
// schema limits: read as a placeholder there too, nothing is lost.
const KUSTOMIZE_VAR = String.raw`\$\([A-Z_][A-Z0-9_]*\)`;
// A whole value that is one `$name` in lower or mixed case: a shell variable envsubst fills in
// (stackrox's e2e manifests: `mode: "$fam_mode_setting"`), which no value of an API spells so.
const WHOLE_ENVSUBST = String.raw`^\$[a-z_][A-Za-z0-9_]*$`;
// A whole value in capitals that calls itself one: gateway-api's conformance suite substitutes
// `value: "PLACEHOLDER_USABLE_ADDRS"` with the addresses an implementation gives it, and scripts
// that sed a manifest before applying it mark what they replace so (gravitee's runbooks:
// `endingAt: "REPLACE_WITH_TOMORROW"`, `CHANGEME`), or a run of X's (openshift/cert-manager-operator's
// samples: `request: XXX` where a base64 CSR goes). A bare `REPLACE` is no mark: it is a value
// (an Istio EnvoyFilter's patch operation).
const NAMED_PLACEHOLDER = String.raw`^(?:(?:[A-Z0-9]+_)*PLACEHOLDER(?:_[A-Z0-9]+)*|REPLACE(?:_[A-Z0-9]+)+|REPLACEME|CHANGE_?ME|X{3,})$`;
const NAMED_PLACEHOLDER_WHOLE = new RegExp(NAMED_PLACEHOLDER);
// `$$name$$`: a name between doubled dollars, which a test fills in (argo-rollouts' step plugin
// e2e manifests: `name: step-plugin-e2e-$$name$$`).
const DOUBLE_DOLLAR_PLACEHOLDER = String.raw`\$\$[A-Za-z_][\w.-]*\$\$`;
// `<< Name >>`: fasttemplate's tags as open-cluster-management's e2e harness writes them
// (`namespace: << AddonInstallNamespace >>`, replaced before the files are created).
const DOUBLE_ANGLE_PLACEHOLDER = String.raw`<<[ \t]*[A-Za-z_][\w.-]*[ \t]*>>`;
// A whole value that is a chainsaw expression, which chainsaw evaluates in the files it applies:
// in parentheses, and reading a binding (`($namespace)`, `(join('-', [$namespace, 'reader']))`)
// or the environment (grafana-operator's e2e tests: `(semver_compare(env('GF_VERSION'),'>=12'))`).
// A CEL rule in parentheses (`(has(self.a) && ...)`) reads neither: it stays a value.
const CHAINSAW_EXPRESSION = String.raw`^\((?=[^\n]*(?:\$[A-Za-z_]|\benv\())[^\n]*\)$`;
// A whole value that is an ellipsis: what documentation leaves for the reader to write
// (external-secrets' docs: `caBundle: "..."`).
const ELLIPSIS_PLACEHOLDER = String.raw`^(?:\.{3}|\u2026)$`;
const PLACEHOLDER = new RegExp(
  `${ENVSUBST}|\\$\\{\\{[^\\n]*?\\}\\}|\\{\\{[^\\n]*?\\}\\}|${UPPER_PLACEHOLDER}|${CHAINSAW_EXPRESSION}|${ANGLE_PLACEHOLDER}|${BARE_ENVSUBST}|${WHOLE_ENVSUBST}|${NAMED_PLACEHOLDER}|${DOUBLE_DOLLAR_PLACEHOLDER}|${DOUBLE_ANGLE_PLACEHOLDER}|${ELLIPSIS_PLACEHOLDER}|${WHOLE_SED_PLACEHOLDER}|${UNDERSCORED_PLACEHOLDER}|${KUSTOMIZE_VAR}`,
);

/**
 * `[PROJECT_ID]`: Google's documentation and samples write a placeholder as a name in capitals
 * between brackets, which YAML reads as a list of one string. Only where a list is not what the
 * schema wants does it stand for a placeholder (a real `add: [NET_ADMIN]` is a list of one).
 */
export function isBracketPlaceholder(value: unknown): boolean {
  return Array.isArray(value) && value.length === 1 && typeof value[0] === 'string' && BRACKETED_NAME.test(value[0]);
}

/** A name in capitals, digits and underscores, of two characters at least, that starts with a letter. */
const BRACKETED_NAME = /^[A-Z][A-Z0-9_]+$/;

/**
 * `{name}` as written, where YAML read a mapping of one key without a value: a placeholder that
 * Python's `str.format` fills in before the text is parsed (kubeflow/notebooks' Jupyter web app
 * formats its notebook_template.yaml so). Undefined for any other value.
 */
export function bracePlaceholderText(value: unknown): string | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const keys = Object.keys(value);
  const [key] = keys;
  return keys.length === 1 &&
    key !== undefined &&
    FORMAT_FIELD_NAME.test(key) &&
    (value as Record<string, unknown>)[key] === null
    ? `{${key}}`
    : undefined;
}

/** A field name of a format string: an identifier. */
const FORMAT_FIELD_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;

/**
 * The placeholder in a mapping's key: as in a value, but a key `$name` in lower case is a
 * strategic merge patch's directive (`$patch`, `$retainKeys`, `$setElementOrder/…`) or a misspelled
 * one (`$patchX`), not a shell variable.
 */
export function placeholderInKey(key: string): { readonly text: string; readonly syntax: string } | undefined {
  return WHOLE_ENVSUBST_WHOLE.test(key) ? undefined : placeholderIn(key);
}

const WHOLE_ENVSUBST_WHOLE = new RegExp(WHOLE_ENVSUBST);

/** The placeholder in a string value, named as templateSites names it; undefined when it holds none. */
export function placeholderIn(value: string): { readonly text: string; readonly syntax: string } | undefined {
  if (
    !value.includes('{') &&
    !value.includes('$') &&
    !value.includes('<') &&
    !value.startsWith('(') &&
    !value.startsWith('@') &&
    !value.startsWith('_') &&
    !value.startsWith('%') &&
    !value.includes('PLACEHOLDER') &&
    !value.startsWith('REPLACE') &&
    !value.startsWith('CHANGE') &&
    !value.startsWith('XXX') &&
    value !== '...' &&
    value !== '…'
  )
    return undefined; // nearly every value
  const m = PLACEHOLDER.exec(value);
  if (!m) return undefined;
  const site = templateSites(m[0])[0];
  return { text: m[0], syntax: site?.syntax ?? `${fallbackName(m[0])} ${shown(m[0])}` };
}

// A metadata.name or namespace is lower case by Kubernetes' rule (RFC 1123): a part of one in
// capitals, between dashes or dots, is a fill-in a script replaces before anything is applied
// (argo-rollouts' e2e manifests: `name: ROLLOUT_NAME`, `REPLACEME`; kubevela's load test
// `app-ID`), or a mistake the apiserver refuses; which one is not known, and the notice says both.
// A name in mixed case (`myApp`) is a mistake, not a fill-in; so is a product's code, letters
// and then digits (HAMi's examples name Pods for GPUs: `A100-demo`, `BI-V100-poddemo`).
const CAPITALS_PARTS = /(?:^|[-.])([A-Z][A-Z0-9_]+)(?=$|[-.])/g;
// A name in angle brackets within a name (stolostron/multicloud-operators-subscription's perf
// templates: `name: appsub-<APPSUB-NUM>`, which its generator script seds): no name may hold `<`,
// so it is a fill-in, as a whole value in angle brackets is.
const ANGLE_PART = /<[A-Za-z][\w.-]*>/;
const PRODUCT_CODE = /^[A-Z]+[0-9]{2,}$/;
// A `$name` within a name (RamenDR/ramen's `name: dr-policy-$interval`, which Python's
// string.Template substitutes before anything applies the file): no name may hold `$`, so it is
// a fill-in, as a whole `$name` is.
const DOLLAR_PART = /\$[A-Za-z_][A-Za-z0-9_]*/;

/**
 * The placeholder in an object's name or namespace (placeholderIn's, or a part in capitals);
 * undefined when none. In a file named as a template (`gizmo.template.yml`, `app-tpl.yaml`), a run
 * of capitals glued to the rest counts too: kubean's `KuBeanOfflineVersionNAME`, which its script
 * replaces with yq before anything applies the copy.
 */
export function identityPlaceholderIn(
  value: string,
  inTemplateFile = false,
): { readonly text: string; readonly syntax: string; readonly inCapitals?: true } | undefined {
  const found = placeholderIn(value);
  if (found) return found;
  const angle = ANGLE_PART.exec(value)?.[0];
  if (angle !== undefined) return { text: angle, syntax: `placeholder \`${angle}\`` };
  const dollar = DOLLAR_PART.exec(value)?.[0];
  if (dollar !== undefined) return { text: dollar, syntax: `envsubst placeholder \`${dollar}\`` };
  for (const m of value.matchAll(inTemplateFile ? GLUED_CAPITALS : CAPITALS_PARTS)) {
    const part = m[1] as string;
    if (!PRODUCT_CODE.test(part)) return { text: part, syntax: `placeholder \`${part}\``, inCapitals: true };
  }
  return undefined;
}

const GLUED_CAPITALS = /([A-Z][A-Z0-9_]{2,})/g;

/** Whether a file's name says it is a template a script fills in: `x.template.yaml`, `x-tpl.yml`, `x_tmpl.json`. */
export const isTemplateFileName = (path: string): boolean => /[._-](?:template|tmpl|tpl)\.(?:ya?ml|json)$/i.test(path);

/** The name of a placeholder spelling that the template marks do not know. */
function fallbackName(placeholder: string): string {
  if (placeholder === '...' || placeholder === '…') return 'an elision';
  if (placeholder.startsWith('(')) return 'chainsaw expression';
  if (placeholder.startsWith('$(')) return 'kustomize var';
  if (
    placeholder.startsWith('<') ||
    placeholder.startsWith('$$') ||
    placeholder.startsWith('_') ||
    NAMED_PLACEHOLDER_WHOLE.test(placeholder)
  )
    return 'placeholder';
  return /^\$[A-Z_]/.test(placeholder) ? 'envsubst placeholder' : 'template';
}
