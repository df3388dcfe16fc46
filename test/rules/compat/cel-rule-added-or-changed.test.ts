import { celRuleAddedOrChanged } from '../../../src/rules/compat/cel-rule-added-or-changed.js';
import { ruleTester } from '../../support/rule-tester.js';
import { at, specSchema, widgetCrd } from './widget-crd.js';

// compat/cel-rule-added-or-changed (spec/crd-compatibility.md §5.5), the case crdify's issue #50
// and PR #60 leave to an opaque "unhandled" diff. `size` is line 20; its rules start on line 23, a rule's
// value at column 25 (26 when quoted in a flow mapping).
const size = (rules: string) =>
  widgetCrd(specSchema(`size:\n  type: integer\n  x-kubernetes-validations:\n${rules.replace(/^/gm, '  ')}`));
/** `spec.mirror` with these properties (flow), and a rule when given: the rule is line 24, column 25. */
/** A root holding metadata with one property, and a root rule (line 23), which the base may leave as it was. */
const singleton = (metadataProperty: string, rule?: string) =>
  widgetCrd(
    [
      'type: object',
      'properties:',
      '  metadata:',
      '    type: object',
      '    properties:',
      `      ${metadataProperty}`,
      '  spec: {type: object}',
      ...(rule === undefined ? [] : ['x-kubernetes-validations:', `- rule: ${rule}`]),
    ].join('\n'),
  );
const mirror = (properties: string, rule?: string, preserve = false) =>
  widgetCrd(
    specSchema(
      `mirror:\n  type: object\n${preserve ? '  x-kubernetes-preserve-unknown-fields: true\n' : ''}  properties: {${properties}}${rule === undefined ? '' : `\n  x-kubernetes-validations:\n  - rule: ${rule}`}`,
    ),
  );
const EXACTLY_ONE_BASE = `"self.op == 'count' ? !has(self.path) || size(self.path) == 0 : has(self.path) && size(self.path) > 0"`;
const EXACTLY_ONE_HEAD = `"self.op == 'count' ? ((!has(self.path) || size(self.path) == 0) && (!has(self.cel) || size(self.cel) == 0)) : ((has(self.path) && size(self.path) > 0) != (has(self.cel) && size(self.cel) > 0))"`;
/** A network rule: `protocol` required, of four values, and the rules on it given. */
const protocolRules = (...rules: string[]) =>
  widgetCrd(
    specSchema(
      `rule:\n  type: object\n  required: [protocol]\n  properties:\n    protocol: {type: string, enum: [all, icmp, tcp, udp]}\n    portRange: {type: integer}\n  x-kubernetes-validations:\n${rules.map((r) => `  - rule: "${r}"`).join('\n')}`,
    ),
  );
/** argocd-image-updater's `spec.ref`: `images` (a list; `minItems` given), more properties and keywords given. */
const imageRefs = (keywords: string, imagesBounds: string, more = '') =>
  widgetCrd(
    specSchema(
      `ref:\n  type: object\n${keywords.replace(/^(?=.)/gm, '  ')}  properties: {${more}images: {type: array, ${imagesBounds}items: {type: string}}}`,
    ),
  );
/** `spec.labels` (a map of strings) and `spec.hosts` (a list of strings), with rules on each and on their elements (flow). */
const elements = (mapRule: string, valueRule: string, listRule = '', itemRule = '') =>
  widgetCrd(
    specSchema(
      `labels: {type: object, ${mapRule}additionalProperties: {type: string${valueRule}}}\nhosts: {type: array, ${listRule}items: {type: string${itemRule}}}`,
    ),
  );
/** istio's ServiceEntry-like `spec.svc` (flow) with one rule (double-quoted): line 20, the rule's text at column 160. */
const serviceEntry = (rule: string) =>
  widgetCrd(
    specSchema(
      `svc: {type: object, properties: {addresses: {type: array, items: {type: string}}, resolution: {type: string}}, x-kubernetes-validations: [{rule: "${rule}"}]}`,
    ),
  );
const ADDRESSES_BASE =
  "!(has(self.addresses) && self.addresses.exists(k, k.contains('/')) && has(self.resolution) && self.resolution != 'STATIC' && self.resolution != 'NONE')";
/** An istio-like `spec.endpoint` with these rules (in single quotes): the first at line 24, its text at column 25. */
const endpoint = (...rules: string[]) =>
  widgetCrd(
    specSchema(
      `endpoint:\n  type: object\n  properties: {address: {type: string}, resolution: {type: string}, ports: {type: object}}\n  x-kubernetes-validations:\n${rules.map((r) => `  - rule: '${r}'`).join('\n')}`,
    ),
  );
/** `spec.phaseName`, a string with these keywords (YAML at its column): a rule after one keyword is line 24, column 25. */
const phaseName = (keywords: string) =>
  widgetCrd(specSchema(`phaseName:\n  type: string\n  ${keywords.replace(/\n/g, '\n  ')}`));
/** A Widget whose spec has `properties` (YAML at column 0) and the rule `rule` (in single quotes). */
const specRuled = (rule: string, properties: string) =>
  widgetCrd(specSchema(properties, `x-kubernetes-validations:\n- rule: '${rule}'`));
/** An EC2NodeClass-like `spec.alias` (`family@version`) with these rules (in double quotes); the first at line 23, the second at 24. */
const aliasRules = (...rules: string[]) =>
  widgetCrd(
    specSchema(
      `alias:\n  type: string\n  x-kubernetes-validations:\n${rules.map((r) => `  - rule: "${r}"`).join('\n')}`,
    ),
  );
/**
 * An EC2NodeClass-like spec: a required list of `terms` whose optional `alias` has the schema given
 * (flow), a `family`, and the spec's rule (in single quotes) when given: line 21, column 21.
 */
const aliasTerms = (alias: string, rule?: string) =>
  widgetCrd(
    specSchema(
      `terms: {type: array, items: {type: object, properties: {alias: ${alias}}}}\nfamily: {type: string}`,
      `required: [terms]${rule === undefined ? '' : `\nx-kubernetes-validations:\n- rule: '${rule}'`}`,
    ),
  );
/** karpenter-provider-aws's rule of 6eabbdd9f: a windows2025 alias asks for its own family. */
const WINDOWS_2025_FAMILY =
  '!has(self.family) || (self.terms.exists(x, has(x.alias) && x.alias.find("^[^@]+") == "windows2025") ? self.family == "Windows2025" : true)';
/** spec with integers min and max, `required` when given, and the rules (in single quotes): the first at line 20 (21 with `required`), column 21. */
const replicas = (required: string, ...rules: string[]) =>
  widgetCrd(
    specSchema(
      'min: {type: integer}\nmax: {type: integer}',
      [
        ...(required === '' ? [] : [`required: [${required}]`]),
        'x-kubernetes-validations:',
        ...rules.map((r) => `- rule: '${r}'`),
      ].join('\n'),
    ),
  );
const MIN_AT_MOST_MAX = '!has(self.min) || self.min <= self.max';
const FAMILY = "self.split('@')[0]";
const familyIn = (...families: string[]) => `${FAMILY} in [${families.map((f) => `'${f}'`).join(', ')}]`;
const latestFor = (...families: string[]) => `${familyIn(...families)} ? self.split('@')[1] == 'latest' : true`;
/** `spec.size` described so, with `self == oldSelf` when `ruled`: the rule is line 24, column 25. */
const described = (description: string, ruled: boolean) =>
  widgetCrd(
    specSchema(
      `size:\n  type: integer\n  description: ${JSON.stringify(description)}${ruled ? '\n  x-kubernetes-validations:\n  - rule: self == oldSelf' : ''}`,
    ),
  );
/**
 * gardener/etcd-druid's Etcd: a root without `required: [spec]`, spec of `peers` and the properties
 * given (flow), and the root rules given (in double quotes): the first at line 21, column 17.
 */
const etcdRoot = (properties: string, ...rules: string[]) =>
  widgetCrd(
    `type: object\nproperties:\n  spec:\n    type: object\n    properties: {peers: {type: array, items: {type: string}}${properties}}${rules.length === 0 ? '' : `\nx-kubernetes-validations:\n${rules.map((r) => `- rule: "${r}"`).join('\n')}`}`,
  );
const PEERS_NAMED = "!has(self.spec.peers) || self.spec.peers.all(p, p.startsWith(self.metadata.name + '-'))";
const ALL_ONLY = "self.protocol == 'all' ? !has(self.portRange) : true";
/**
 * A JobSet-like spec: `jobs` (required or not, with `minItems` when given), its items gaining
 * `dependsOn`, and a rule on spec (line 21 with `required`, else 20; column 21).
 */
const jobsRule = (required: boolean, dependsOn: boolean, rule?: string, minItems?: number) =>
  widgetCrd(
    specSchema(
      `startupPolicy: {type: object, properties: {order: {type: string}}}\njobs:\n  type: array${minItems === undefined ? '' : `\n  minItems: ${minItems}`}\n  items:\n    type: object\n    properties:\n      name: {type: string}${dependsOn ? '\n      dependsOn: {type: array, items: {type: string}}' : ''}`,
      `${required ? 'required: [jobs]\n' : ''}${rule === undefined ? '' : `x-kubernetes-validations:\n- rule: "${rule}"`}`,
    ),
  );
const NO_DEPENDS_IN_ORDER =
  "!(has(self.startupPolicy) && self.startupPolicy.order == 'InOrder' && self.jobs.exists(x, has(x.dependsOn)))";
/** spec.authorization.rules, items with `required` as given, and a rule on spec reading them through `predicate`. */
const authorization = (required: string, predicate: string) =>
  widgetCrd(
    specSchema(
      `jwt: {type: object}\nauthorization: {type: object, properties: {rules: {type: array, items: {type: object, ${required}properties: {principal: {type: object, properties: {jwt: {type: object}}}}}}}}`,
      `x-kubernetes-validations:\n- rule: "(has(self.authorization) && has(self.authorization.rules) && self.authorization.rules.exists(r, ${predicate})) ? has(self.jwt) : true"`,
    ),
  );
/** `spec.filter`, an object that requires `type`, with these properties (flow), and a rule when given: the rule is line 25, column 25. */
const filter = (properties: string, rule?: string) =>
  widgetCrd(
    specSchema(
      `filter:\n  type: object\n  required: [type]\n  properties: {${properties}}${rule === undefined ? '' : `\n  x-kubernetes-validations:\n  - rule: ${rule}`}`,
    ),
  );
/** `spec.requirements`, a list whose items' `operator` has these enum values (required unless said), with a rule: the rule is line 24, column 25. */
const requirements = (operators: string, rule: string, required = true) =>
  widgetCrd(
    specSchema(
      `requirements:\n  type: array\n  items: {type: object, ${required ? 'required: [key, operator], ' : ''}properties: {key: {type: string}, operator: {type: string, enum: [${operators}]}, values: {type: array, items: {type: string}}}}\n  x-kubernetes-validations:\n  - rule: ${rule}`,
    ),
  );
/** `spec.requirements` whose items have an `operator` of enum [Gt, Lt] and a list `nested` of items with an `operator` of any value; the rule is line 24, column 25. */
const nestedOperators = (rule: string) =>
  widgetCrd(
    specSchema(
      `requirements:\n  type: array\n  items: {type: object, required: [operator], properties: {operator: {type: string, enum: [Gt, Lt]}, nested: {type: array, items: {type: object, required: [operator], properties: {operator: {type: string}}}}}}\n  x-kubernetes-validations:\n  - rule: ${rule}`,
    ),
  );
/** `spec.addresses`, a list of items with an optional `type` and `value`, with a rule: the rule is line 24, column 25. */
const addresses = (rule: string) =>
  widgetCrd(
    specSchema(
      `addresses:\n  type: array\n  items: {type: object, properties: {type: {type: string}, value: {type: string}}}\n  x-kubernetes-validations:\n  - rule: "${rule}"`,
    ),
  );
const UNIQUE_IP =
  "self.all(a1, a1.type == 'IPAddress' ? self.exists_one(a2, a2.type == a1.type && a2.value == a1.value) : true)";
const UNIQUE_IP_GUARDED =
  "self.all(a1, a1.type == 'IPAddress' && has(a1.value) ? self.exists_one(a2, a2.type == a1.type && has(a2.value) && a2.value == a1.value) : true)";
/** `spec` with a list `roles` of items with `replicas` (and these more properties), and this rule on `spec`: the rule is line 20, column 21. */
const roles = (more: string, rule: string) =>
  widgetCrd(
    specSchema(
      `roles: {type: array, items: {type: object, properties: {replicas: {type: integer}${more}}}}`,
      `x-kubernetes-validations:\n- rule: ${rule}`,
    ),
  );
const EVERY_ROLE_REPLICATED = "'self.roles.all(r, has(r.replicas) && r.replicas > 0)'";
/** `spec.clusters`, a list of strings of this list type, with a rule when given: the rule is line 25, column 25. */
const clusters = (listType: string, rule?: string) =>
  widgetCrd(
    specSchema(
      `clusters:\n  type: array\n  items: {type: string}\n  x-kubernetes-list-type: ${listType}${rule === undefined ? '' : `\n  x-kubernetes-validations:\n  - rule: ${rule}`}`,
    ),
  );
/** `spec.ports`, a list of objects keyed as given (list type map), with a rule when given: the rule is line 26, column 25. */
const ports = (keys: string, rule?: string) =>
  widgetCrd(
    specSchema(
      `ports:\n  type: array\n  items: {type: object, required: [name, port], properties: {name: {type: string}, port: {type: integer}}}\n  x-kubernetes-list-type: map\n  x-kubernetes-list-map-keys: [${keys}]${rule === undefined ? '' : `\n  x-kubernetes-validations:\n  - rule: ${rule}`}`,
    ),
  );
/** spec.ports, atomic, of at most `max` items with `required`, and a rule on the list. */
const atMostOne = (max: string, required: string, rule?: string) =>
  widgetCrd(
    specSchema(
      `ports:\n  type: array\n  ${max}\n  items: {type: object, ${required === '' ? '' : `${required}, `}properties: {number: {type: integer}}}${rule === undefined ? '' : `\n  x-kubernetes-validations:\n  - rule: ${rule}`}`,
    ),
  );
/** A rule on the items whose operator is one of `ops`: one value each. */
const oneValueFor = (...ops: string[]) =>
  `'self.all(x, (${ops.map((o) => `x.operator == "${o}"`).join(' || ')}) ? x.values.size() == 1 : true)'`;
/** `spec.chart`, an object with these keywords (`required`, `properties`, rules), from line 21. */
const chart = (keywords: string) => widgetCrd(specSchema(`chart:\n  type: object\n  ${keywords}`));
const R1 = "- {rule: 'self >= 0', message: must not be negative}";
/** The root (with `required` and rules of its own) and its `spec` (with rules): a root rule is the last line. */
const movedRule = (required: string, rootRules: string, specRules: string) =>
  widgetCrd(
    `type: object\n${required}properties:\n  spec:\n    type: object\n${specRules}    properties: {p: {type: string}}\n${rootRules}`,
  );

/**
 * A root rule over a list of endpoints, four levels down to a secret's `namespace` (prometheus-engine
 * 1b2cbb5c2), spec and its endpoints required as `endpointsRequired` says; `namespace` only in head.
 */
const endpointsRule = (endpointsRequired: boolean, head: boolean) =>
  widgetCrd(
    [
      'type: object',
      'required: [spec]',
      ...(head
        ? [
            'x-kubernetes-validations:',
            '- rule: "self.spec.endpoints.all(e, !has(e.tls) || !has(e.tls.ca) || !has(e.tls.ca.secret) || !has(e.tls.ca.secret.__namespace__))"',
          ]
        : []),
      'properties:',
      '  spec:',
      '    type: object',
      `    required: [${endpointsRequired ? 'endpoints' : ''}]`,
      '    properties:',
      '      endpoints:',
      '        type: array',
      '        maxItems: 5',
      '        items:',
      '          type: object',
      '          properties:',
      '            tls:',
      '              type: object',
      '              properties:',
      '                ca:',
      '                  type: object',
      '                  properties:',
      '                    secret:',
      '                      type: object',
      `                      properties: {name: {type: string, maxLength: 9}${head ? ', namespace: {type: string, maxLength: 9}' : ''}}`,
    ].join('\n'),
  );

/**
 * Gateway API's route rules (397f8c962): `spec.rules`, at most 2, each with `matches` (defaulted,
 * at most `matches` of them) and the rule given on the list (line 20, its text at column 83).
 */
const routeRules = (matches: number, rule = '') =>
  widgetCrd(
    specSchema(
      `rules: {type: array, maxItems: 2, ${rule === '' ? '' : `x-kubernetes-validations: [{rule: '${rule}'}], `}items: {type: object, properties: {matches: {type: array, maxItems: ${matches}, default: [], items: {type: string}}}}}`,
    ),
  );
const MATCHES_SUM = '(self.size() > 0 ? self[0].matches.size() : 0) + (self.size() > 1 ? self[1].matches.size() : 0)';

/**
 * nginx-gateway-fabric's WAFPolicy (cc4374f20): `spec.type` (HTTP or NIM, required) and `spec.source`
 * with `http` and `nim`, the rules of spec given, and a rule of `source` when given (line 29, its
 * text at column 29).
 */
const sourced = (specRules: readonly string[], sourceRule?: string) =>
  widgetCrd(
    specSchema(
      [
        'policy:',
        '  type: object',
        '  required: [type]',
        '  properties:',
        '    type: {type: string, enum: [HTTP, NIM]}',
        '    source:',
        '      type: object',
        `      properties: {http: {type: string}, nim: {type: string}}`,
        ...(sourceRule === undefined ? [] : ['      x-kubernetes-validations:', `      - rule: '${sourceRule}'`]),
        '  x-kubernetes-validations:',
        ...specRules.map((r) => `  - rule: "${r}"`),
      ].join('\n'),
    ),
  );
const TYPE_SETS_ITS_SOURCE = [
  "(self.type == 'HTTP') == (has(self.source) && has(self.source.http))",
  "(self.type == 'NIM') == (has(self.source) && has(self.source.nim))",
];
const ONE_SOURCE = '[has(self.http), has(self.nim)].filter(x, x).size() == 1';

/** movedRule's shape, spec holding `value` and `valueFrom`. */
const valueRule = (required: string, rootRules: string, specRules: string) =>
  widgetCrd(
    `type: object\n${required}properties:\n  spec:\n    type: object\n${specRules}    properties: {value: {type: string}, valueFrom: {type: string}}\n${rootRules}`,
  );
/** spec with `url`, a string with its own rule, `cacheProfile`, and rules of spec (line 19 on). */
const urlRules = (required: string, urlRule: string, specRules: string) =>
  widgetCrd(
    `type: object\nproperties:\n  spec:\n    type: object\n${required}${specRules}    properties:\n      cacheProfile: {type: string}\n      url: {type: string, x-kubernetes-validations: [{rule: '${urlRule}'}]}\n`,
  );
const TWO_SCHEMES = 'self.startsWith("hf://") || self.startsWith("ollama://")';
const THREE_SCHEMES = 'self.startsWith("hf://") || self.startsWith("ollama://") || self.startsWith("s3://")';
const S3_GUARD =
  '    x-kubernetes-validations: [{rule: \'!self.url.startsWith("s3://") || has(self.cacheProfile)\'}]\n';
const EXACTLY_ONE_VALUE = "    x-kubernetes-validations: [{rule: 'has(self.value) != has(self.valueFrom)'}]\n";
const AT_MOST_ONE_VALUE = "    x-kubernetes-validations: [{rule: '!(has(self.value) && has(self.valueFrom))'}]\n";
const AT_LEAST_ONE_VALUE_ABOVE =
  "x-kubernetes-validations: [{rule: 'has(self.spec.value) || has(self.spec.valueFrom)'}]\n";

/** `spec` with `keywords` of its own and a property `count`, an integer, with `countKeywords`. */
const bounded = (keywords: string, countKeywords: string) =>
  widgetCrd(
    `type: object\nproperties:\n  spec:\n    type: object\n${keywords.replace(/^/gm, '    ')}\n    properties:\n      count:\n        type: integer\n${countKeywords.replace(/^/gm, '        ')}\n`,
  );
/** spec.size, an int-or-string of `pattern` (none when ''), with `keywords` (its rules), which start at line 24. */
const quantityField = (pattern: string, keywords: string) =>
  widgetCrd(
    specSchema(
      [
        'size:',
        '  x-kubernetes-int-or-string: true',
        '  anyOf: [{type: integer}, {type: string}]',
        `  pattern: '${pattern === '' ? '.*' : pattern}'`,
        keywords.replace(/^/gm, '  '),
      ].join('\n'),
    ),
  );
const QUANTITY_PATTERN = '^[0-9]+([KMG]i)?$';
const QUANTITY_BOUNDS = `x-kubernetes-validations:\n- rule: "!quantity(string(self)).isLessThan(quantity('1'))"\n- rule: "!quantity(string(self)).isGreaterThan(quantity('4294967295'))"`;
/** The parent's anyOf openshift/api ff87804 replaced by a rule on maxConnections: -1 or 0, or 2000 to 2000000. */
const PARENT_ANY_OF =
  'anyOf:\n- properties: {count: {enum: [-1, 0]}}\n- properties: {count: {minimum: 2000, maximum: 2000000}}';
const rule = (text: string) => `x-kubernetes-validations:\n- rule: "${text}"`;
/**
 * kjob's mode, as the spec: a required `name` and a list of `flags` whose items' enum has `ntasks`
 * when `withNtasks`; a rule on the spec (`onSpec`: line 20, column 47) or on its flags (`onFlags`:
 * line 24, column 51), in single quotes.
 */
const mode = (withNtasks: boolean, onSpec?: string, onFlags?: string, required = 'name', nullable = false) =>
  widgetCrd(
    specSchema(
      [
        'name: {type: string, enum: [Slurm, Job]}',
        'flags:',
        `  type: array${nullable ? '\n  nullable: true' : ''}`,
        ...(onFlags === undefined ? [] : [`  x-kubernetes-validations: [{rule: '${onFlags}'}]`]),
        `  items: {type: string, enum: [cmd, image${withNtasks ? ', ntasks' : ''}]}`,
      ].join('\n'),
      [
        `required: [${required}]`,
        ...(onSpec === undefined ? [] : [`x-kubernetes-validations: [{rule: '${onSpec}'}]`]),
      ].join('\n'),
    ),
  );

/** `spec.source`: `type` required (Inline, GitRepo, VaultRepo), `url`, `secretRef`, and these rules on it (each line 25 on). */
const sourceRules = (...rules: string[]) =>
  widgetCrd(
    specSchema(
      `source:\n  type: object\n  required: [type]\n  properties: {type: {type: string, enum: [Inline, GitRepo, VaultRepo]}, url: {type: string}, secretRef: {type: object}}\n  x-kubernetes-validations:\n${rules.map((r) => `  - rule: "${r}"`).join('\n')}`,
    ),
  );
const INLINE_WITHOUT_URL = "self.type != 'Inline' || !has(self.url)";
const OTHERS_WITH_URL = "self.type == 'Inline' || has(self.url)";
const secretRefRule = (compared: string) =>
  `!has(self.secretRef) || !(self.${compared} == 'Inline' || self.type.startsWith('Vault'))`;

ruleTester(celRuleAddedOrChanged, {
  valid: [
    {
      // The apiserver refused the base whole: clusters hold a CRD from before it, which this review
      // does not know (with release tags, the newest release that installed is compared instead).
      name: 'beside the fix of a base rule that does not compile, another new rule: nothing compared with a base no cluster held',
      base: mirror('backend: {type: string}', "'has(self.backnd)'"),
      head: widgetCrd(
        specSchema(
          "mirror:\n  type: object\n  properties: {backend: {type: string}}\n  x-kubernetes-validations:\n  - rule: 'has(self.backend)'\n  - rule: 'self.backend != \"x\"'",
        ),
      ),
    },
    {
      // flux-operator 789f64fb: a rule that compared the wrong field (`self.url == 'Static'`)
      // fixed to compare `type`. Together, the sibling base rules made the two agree on every
      // object the base accepted: an Inline source had no url, so the old rule failed on it (no
      // such key) wherever secretRef was set, and every other source had a url, which the old rule
      // needed to be other than 'Inline'.
      name: 'a changed rule that refuses nothing the base rules of its node together accepted',
      base: sourceRules(INLINE_WITHOUT_URL, OTHERS_WITH_URL, secretRefRule('url')),
      head: sourceRules(INLINE_WITHOUT_URL, OTHERS_WITH_URL, secretRefRule('type')),
    },
    {
      // karpenter-provider-aws b1e5526ba: the alias's family read with split rather than find.
      name: "a rule that reads the text before a character with split('@')[0] where it used find('^[^@]+')",
      base: aliasRules("self.find('^[^@]+') in ['al2', 'al2023']"),
      head: aliasRules("self.split('@')[0] in ['al2', 'al2023']"),
    },
    {
      // etcd-druid 108ba26b: spec.memberNamePrefix added, read two levels down from the root; the
      // base rule selects spec wherever it runs, so no object without spec passed it.
      name: 'a root rule relaxed through a field the change adds below a spec the base rules needed',
      base: etcdRoot('', PEERS_NAMED),
      head: etcdRoot(
        ', prefix: {type: string}',
        "!has(self.spec.peers) || self.spec.peers.all(p, has(self.spec.prefix) ? p.startsWith(self.spec.prefix + '-') : p.startsWith(self.metadata.name + '-'))",
      ),
    },
    {
      // etcd-druid cfdf0f6a: a root rule guarded by a field the change adds to spec.
      name: 'a new root rule true wherever a field the change adds is unset, beside a base rule that needed spec',
      base: etcdRoot('', PEERS_NAMED),
      head: etcdRoot(', prefix: {type: string}', PEERS_NAMED, "!has(self.spec.prefix) || self.spec.prefix != ''"),
    },
    {
      // `dependsOn` is new: no old item has it, and every old spec has its jobs.
      name: '!(… && L.exists(x, has(x.new))) on a list every old object has',
      base: jobsRule(true, false),
      head: jobsRule(true, true, NO_DEPENDS_IN_ORDER),
    },
    {
      // Every old spec has at least one job, and no old job has `dependsOn`.
      name: '!has(L[0].new) on a list every old object has with at least one item',
      base: jobsRule(true, false, undefined, 1),
      head: jobsRule(true, true, '!has(self.jobs[0].dependsOn)', 1),
    },
    {
      // cluster-api-provider-ibmcloud 852f2068: two base rules, one for `all` and one for `icmp`, made one.
      name: 'two rules on values of a required field made one, each value judged as one of them judged it',
      base: protocolRules(ALL_ONLY, "self.protocol == 'icmp' ? !has(self.portRange) : true"),
      head: protocolRules("(self.protocol != 'tcp' && self.protocol != 'udp') ? !has(self.portRange) : true"),
    },
    {
      // cluster-api-provider-ibmcloud: a condition on a value the required field's enum never allowed.
      name: 'a rule whose condition compares a required field with a value its enum never allowed',
      base: protocolRules(ALL_ONLY),
      head: protocolRules(ALL_ONLY, "self.protocol == 'gre' ? !has(self.portRange) : true"),
    },
    {
      // Kong's kubernetes-configuration 6dba3ef: controller-gen's allOf of the type's and the field's enums.
      name: "a rule whose condition compares a required field with a value its enums' allOf never let through",
      base: protocolRules(ALL_ONLY).replace(
        'protocol: {type: string, enum: [all, icmp, tcp, udp]}',
        'protocol: {type: string, allOf: [{enum: [all, icmp, gre]}, {enum: [all, icmp]}]}',
      ),
      head: protocolRules(ALL_ONLY, "self.protocol == 'gre' ? !has(self.portRange) : true").replace(
        'protocol: {type: string, enum: [all, icmp, tcp, udp]}',
        'protocol: {type: string, allOf: [{enum: [all, icmp, gre]}, {enum: [all, icmp]}]}',
      ),
    },
    {
      // The condition written over the other values of the enum: value by value, the same rule.
      name: "a rule's condition rewritten as the other values of a required field's enum",
      base: protocolRules(ALL_ONLY),
      head: protocolRules(
        "(self.protocol != 'tcp' && self.protocol != 'udp' && self.protocol != 'icmp') ? !has(self.portRange) : true",
      ),
    },
    {
      // openkruise/rollouts 0c89ec8: the rule says of `type` what its enum said, and its default
      // gives every old object one.
      name: "a rule on a field's value that its enum already allowed, the field defaulted",
      base: mirror('type: {type: string, default: PathPrefix, enum: [Exact, PathPrefix, RegularExpression]}'),
      head: mirror(
        'type: {type: string, default: PathPrefix, enum: [Exact, PathPrefix, RegularExpression]}',
        "\"self.type in ['Exact','PathPrefix'] || self.type == 'RegularExpression'\"",
      ),
    },
    {
      // kube-bind 0f768e9a: the enum a patch had put on metadata.name, written as a rule of the
      // root; the apiserver names every object before it validates it.
      name: "a root rule on metadata.name that the base's enum on it already held",
      base: singleton('name: {type: string, enum: [only]}'),
      head: singleton('name: {type: string}', '\'self.metadata.name == "only"\''),
    },
    {
      // fluent-operator: a null on a field that cannot be null is dropped before validation, so
      // the rule runs only on values.
      name: 'self != null on a field that cannot be null',
      base: mirror('a: {type: string}'),
      head: mirror('a: {type: string}', "'self != null'"),
    },
    {
      // capsule 2252c530: an exactly-one rule (`!=` of two presences) over `path` and the `cel`
      // the change adds; on every old object `has(self.cel)` is false, and the rule reads as before.
      name: 'an exactly-one rule extended with a field the change adds (X != false is X)',
      base: mirror('op: {type: string}, path: {type: string}', EXACTLY_ONE_BASE),
      head: mirror('op: {type: string}, path: {type: string}, cel: {type: string}', EXACTLY_ONE_HEAD),
    },
    {
      name: 'a bound the base had, written as a rule',
      base: bounded('description: s', 'minimum: 1'),
      head: bounded('description: s', rule('self >= 1')),
    },
    {
      name: "the parent's anyOf of an enum and a range, written as a rule on the field (openshift/api ff87804)",
      base: bounded(PARENT_ANY_OF, 'format: int32'),
      head: bounded(
        'description: s',
        `format: int32\n${rule('self == 0 || self == -1 || (self >= 2000 && self <= 2000000)')}`,
      ),
    },
    {
      // agentgateway 513b1688b4: a request timeout's least lowered from 100ms to 1ms.
      name: 'a duration bound moved outward',
      base: mirror('timeout: {type: string}', `"duration(self.timeout) >= duration('100ms')"`),
      head: mirror('timeout: {type: string}', `"duration(self.timeout) >= duration('1ms')"`),
    },
    {
      // agentgateway 76b6920133: byte counts made int-or-string quantities, held to the integers' bounds.
      name: "an integer's bounds written as quantity rules",
      base: bounded('description: s', 'minimum: 16384\nmaximum: 1677215'),
      head: bounded(
        'description: s',
        `minimum: 16384\nmaximum: 1677215\n${rule("!quantity(string(self)).isLessThan(quantity('16384'))")}\n- rule: "!quantity(string(self)).isGreaterThan(quantity('1677215'))"`,
      ),
    },
    {
      // agentgateway 6a2d02dbb3: an integer held by the base's quantity rules, a string by its pattern.
      name: "an int-or-string's quantity rules rewritten as a rule on integers or on strings",
      base: quantityField(QUANTITY_PATTERN, QUANTITY_BOUNDS),
      head: quantityField(QUANTITY_PATTERN, rule('(self >= 1 && self <= 4294967295) || self.size() > 0')),
    },
    {
      // agentgateway 76b6920133: `format: int32` without a maximum, decoded into a Go int32 or uint32.
      name: 'a quantity rule at the limit of the Go types an int32 format decodes into',
      base: bounded('description: s', 'format: int32\nminimum: 1'),
      head: bounded(
        'description: s',
        `format: int32\nminimum: 1\n${rule("!quantity(string(self)).isGreaterThan(quantity('4294967295'))")}`,
      ),
    },
    {
      name: 'an exclusive bound on an integer is the next integer',
      base: bounded('description: s', 'minimum: 0\nexclusiveMinimum: true'),
      head: bounded('description: s', rule('self >= 1 && !(self < 1)')),
    },
    {
      name: 'an exclusive bound on a number, written as a rule',
      base: widgetCrd(
        'type: object\nproperties:\n  spec:\n    type: object\n    properties:\n      count:\n        type: number\n        minimum: 0\n        exclusiveMinimum: true',
      ),
      head: widgetCrd(
        'type: object\nproperties:\n  spec:\n    type: object\n    properties:\n      count:\n        type: number\n        x-kubernetes-validations:\n        - rule: self > 0',
      ),
    },
    { name: 'the same rules', base: size(R1), head: size(R1) },
    { name: 'only the message changed', base: size(R1), head: size("- {rule: 'self >= 0', message: is negative}") },
    { name: 'whitespace around the rule', base: size(R1), head: size("- {rule: '  self >= 0 ', message: x}") },
    { name: 'a rule removed', base: size(`${R1}\n- rule: self < 100`), head: size(R1) },
    {
      // openshift/api 5289f8548: "must not use format validations".
      name: 'a format check rewritten as the expression it checks',
      base: chart("x-kubernetes-validations:\n  - rule: '!format.dns1123Subdomain().validate(self.name).hasValue()'"),
      head: chart(
        "x-kubernetes-validations:\n  - rule: self.name.matches('^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\\\\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$')",
      ),
    },
    {
      // istio/api a684e698b: its CEL pre-processor reads a field with a default instead of has().
      name: 'a rule rewritten to read fields with defaults, (has(self.f) ? self.f : d), saying the same',
      base: endpoint(
        '(has(self.address) && self.address.startsWith("unix://")) ? !has(self.ports) : true',
        '(!has(self.resolution) || self.resolution == "NONE") ? !has(self.ports) : true',
      ),
      head: endpoint(
        '(has(self.address) ? self.address : "").startsWith("unix://") ? !has(self.ports) : true',
        '((has(self.resolution) ? self.resolution : "NONE") == "NONE") ? !has(self.ports) : true',
      ),
    },
    {
      // argocd-image-updater 3d7612e7: images required unless the new useAnnotations (default false) is set.
      name: "a rule in place of required and minItems, behind a field added with a default that keeps the base's demand",
      base: imageRefs('required: [images]\n', 'minItems: 1, '),
      head: imageRefs(
        "x-kubernetes-validations:\n- rule: 'self.useAnnotations ? true : (has(self.images) && size(self.images) > 0)'\n",
        '',
        'useAnnotations: {type: boolean, default: false}, ',
      ),
    },
    {
      // operator-framework/operator-controller 130c9878: a phase name's pattern for the format it meant.
      name: 'a pattern (within the length limit) replaced by the format rule it meant',
      base: phaseName('maxLength: 63\npattern: ^[a-z]([-a-z0-9]*[a-z0-9])?$'),
      head: phaseName(
        "maxLength: 63\nx-kubernetes-validations:\n- rule: '!format.dns1123Label().validate(self).hasValue()'",
      ),
    },
    {
      // openshift/machine-config-operator 02910734e (openshift/api): an ARN pattern moved into a rule.
      name: 'a pattern moved into a rule that matches it, spelled otherwise',
      base: phaseName(String.raw`pattern: ^arn:(aws|aws-cn):iam::[0-9]{12}:role\/.*$`),
      head: phaseName("x-kubernetes-validations:\n- rule: matches(self, '^arn:(aws|aws-cn):iam::[0-9]{12}:role/.*$')"),
    },
    {
      name: 'a pattern moved into a wider member-call match',
      base: phaseName('pattern: ^[a-z]+$'),
      head: phaseName("x-kubernetes-validations:\n- rule: self.matches('^[a-z0-9]+$')"),
    },
    {
      // The apiserver refused the base CRD (crd/cel's undefined field): no object was validated by it.
      name: 'a rule that fixes a base rule that does not compile (kubeflow/trainer)',
      base: mirror('backend: {type: string}', "'has(self.backnd)'"),
      head: mirror('backend: {type: string}', "'has(self.backend)'"),
    },
    {
      // projectsveltos dad4b69c: `required` and minLength 1 replaced by a rule saying the same.
      name: 'a size the base required at least 1, asked under a condition on a required field',
      base: chart('required: [url, name]\n  properties: {url: {type: string}, name: {type: string, minLength: 1}}'),
      head: chart(
        'required: [url]\n  properties: {url: {type: string}, name: {type: string}}\n  x-kubernetes-validations:\n  - rule: "self.url.startsWith(\'http\') ? size(self.name) >= 1 : true"',
      ),
    },
    {
      // The change defaults `x`: every object the rule sees has it, a stored one without it reads 5.
      name: 'a has() guard dropped where the change adds a default that passes the rule',
      base: mirror('x: {type: integer}', "'!has(self.x) || self.x > 0'"),
      head: mirror('x: {type: integer, default: 5}', "'self.x > 0'"),
    },
    {
      name: 'a presence default replaced by a default of the schema that passes the rule',
      base: mirror('mode: {type: string}', `"(has(self.mode) ? self.mode : 'Auto') != 'Off'"`),
      head: mirror('mode: {type: string, default: Auto}', `"self.mode != 'Off'"`),
    },
    {
      // nginx-gateway-fabric cc4374f20: spec's rules made every stored spec set the source of its type.
      name: "a rule of a field that the holder's rules and enum made true of every stored object",
      base: sourced(TYPE_SETS_ITS_SOURCE),
      head: sourced(TYPE_SETS_ITS_SOURCE, ONE_SOURCE),
    },
    {
      // gateway-api 397f8c962: matches per rule raised, and their sum capped at what the base's
      // maximums already kept every route under.
      name: 'a cap on a sum of sizes that the base maximums kept every object under',
      base: routeRules(2),
      head: routeRules(4, `${MATCHES_SUM} <= 4`),
    },
    {
      // kube-ovn 03ec76987: `policies` was required with minItems 1.
      name: 'one side of an or that the base required already',
      base: chart(
        'required: [policies]\n  properties: {policies: {type: array, minItems: 1, items: {type: string}}, selectors: {type: array, items: {type: string}}}',
      ),
      head: chart(
        "required: [policies]\n  properties: {policies: {type: array, minItems: 1, items: {type: string}}, selectors: {type: array, items: {type: string}}}\n  x-kubernetes-validations:\n  - rule: 'size(self.policies) != 0 || self.selectors.size() > 0'",
      ),
    },
    {
      // The apiserver refuses the head CRD whole (crd/cel's undefined field): the rule validates nothing.
      name: 'a new rule that does not compile against the head schema (clusternet)',
      base: mirror('backend: {type: string}'),
      head: mirror('backend: {type: string}', "'!has(oldSelf.backnd) || has(self.backnd)'"),
    },
    {
      // `__other__` is written `__underscores__other__underscores__` in CEL: this names no property.
      name: 'an escape that is no escape, which names no property: crd/cel refuses the head CRD',
      base: mirror('namespace: {type: string}, __other__: {type: string}', "'!has(self.namespace)'"),
      head: mirror('namespace: {type: string}, __other__: {type: string}', "'!has(self.__other__)'"),
    },
    {
      name: 'a rule that reads only fields added with it (Gateway API v1.3 requestMirror)',
      base: widgetCrd(specSchema('mirror: {type: object, properties: {backend: {type: string}}}')),
      head: widgetCrd(
        specSchema(
          "mirror:\n  type: object\n  properties: {backend: {type: string}, percent: {type: integer}, fraction: {type: integer}}\n  x-kubernetes-validations:\n  - rule: '!(has(self.percent) && has(self.fraction))'",
        ),
      ),
    },
    ...[
      "self.ref.find('(@.*:)') != '' ? !has(self.poll) : true",
      "self.ref.matches('^[a-z]+@') ? !has(self.poll) : true",
      "self.ref.findAll('@', 1).size() > 0 ? !has(self.poll) : true",
      "self.ref.endsWith('@x') ? !has(self.poll) : true",
    ].map((rule) => ({
      // operator-framework/catalogd 20acf03: `self.ref.find('(@.*:)') != "" ? !has(self.pollIntervalMinutes) : true`.
      name: `a condition on a string tested against literals, about a field added with the rule: ${rule}`,
      base: widgetCrd(specSchema('image: {type: object, required: [ref], properties: {ref: {type: string}}}')),
      head: widgetCrd(
        specSchema(
          `image:\n  type: object\n  required: [ref]\n  properties: {ref: {type: string}, poll: {type: integer}}\n  x-kubernetes-validations:\n  - rule: "${rule}"`,
        ),
      ),
    })),
    {
      name: "a mutual exclusion with a field added with it (envoyproxy's luaValidation)",
      base: mirror('lua: {type: string}'),
      head: mirror(
        'lua: {type: string}, luaValidation: {type: string}',
        "'!has(self.luaValidation) || !has(self.lua)'",
      ),
    },
    {
      // CloudNativePG 6b8139c5a: the fields are gained by an old child, the rule is on the parent.
      name: 'a rule on an old field about fields its old child gains',
      base: mirror('on: {type: boolean}, sync: {type: object, properties: {mode: {type: string}}}'),
      head: mirror(
        'on: {type: boolean}, sync: {type: object, properties: {mode: {type: string}, zoneKeys: {type: array, items: {type: string}}}}',
        "'!(has(self.on) && self.on && has(self.sync) && has(self.sync.zoneKeys) && self.sync.zoneKeys.size() > 0)'",
      ),
    },
    {
      // gpu-operator 53770fc2b: defaulting sets `default: false` on every old object before the rule runs.
      name: 'a rule whose condition is a new field defaulted to false',
      base: mirror('nodeSelector: {type: object, additionalProperties: {type: string}}'),
      head: mirror(
        'default: {type: boolean, default: false}, nodeSelector: {type: object, additionalProperties: {type: string}}',
        "'has(self.default) && self.default ? !has(self.nodeSelector) || size(self.nodeSelector) == 0 : true'",
      ),
    },
    {
      // nsx-operator 7568ee57: true where `addresses` is set, and where it is not, as `extra` is new.
      name: 'a rule that holds in each case of a field its has() tests, given the fields the change adds',
      base: mirror(
        'addresses: {type: array, items: {type: string}}, dhcp: {type: object, properties: {mode: {type: string}}}',
      ),
      head: mirror(
        'addresses: {type: array, items: {type: string}}, dhcp: {type: object, properties: {mode: {type: string}, extra: {type: object, properties: {ranges: {type: array, items: {type: string}}}}}}',
        "'!has(self.addresses) && !(has(self.dhcp) && has(self.dhcp.extra) && has(self.dhcp.extra.ranges)) || has(self.addresses)'",
      ),
    },
    {
      // The same commit: true for each value the enum lets `mode` hold (`Off` unquoted is YAML 1.1's false, no string).
      name: 'a rule that holds for each value of a tested field, given the fields the change adds',
      base: mirror('mode: {type: string, enum: [Server, Relay, Off]}'),
      head: mirror(
        'mode: {type: string, enum: [Server, Relay, Off]}, extra: {type: object, properties: {ranges: {type: array, items: {type: string}}}}',
        `"(!has(self.mode) || self.mode == 'Relay') && (!has(self.extra) || size(self.extra.ranges) == 0) || has(self.mode) && self.mode == 'Server'"`,
      ),
    },
    {
      // secure-sign-operator 8aefe43e: `replicas` added with `default: 1`, which every old object gets.
      name: 'a rule whose condition compares a new field defaulted to a number',
      base: mirror('modes: {type: array, items: {type: string}}'),
      head: mirror(
        'replicas: {type: integer, default: 1, minimum: 0}, modes: {type: array, items: {type: string}}',
        `"!(self.replicas > 1) || ('Many' in self.modes)"`,
      ),
    },
    {
      // karpenter-provider-azure 6957e32d: imageFamily has a default, so every object has it when
      // the rules run; the rewrite reads it unguarded, which the base never needed.
      name: 'a rule rewritten to read unguarded a field with a default',
      base: mirror(
        'fipsMode: {type: string, enum: [FIPS, Disabled]}, imageFamily: {type: string, default: Ubuntu2204, enum: [Ubuntu, Ubuntu2204, AzureLinux]}',
        `"has(self.imageFamily) && has(self.fipsMode) ? !(self.imageFamily == 'Ubuntu2204' && self.fipsMode == 'FIPS') : true"`,
      ),
      head: mirror(
        'fipsMode: {type: string, enum: [FIPS, Disabled]}, imageFamily: {type: string, default: Ubuntu2204, enum: [Ubuntu, Ubuntu2204, AzureLinux]}',
        `"has(self.fipsMode) && self.fipsMode == 'FIPS' ? self.imageFamily != 'Ubuntu2204' : true"`,
      ),
    },
    {
      // The same commit: a value added to the enum and refused by the rule, which no old object holds.
      name: 'a rule that refuses a value the change adds to the enum, which no old object holds',
      base: mirror(
        'fipsMode: {type: string}, imageFamily: {type: string, default: Ubuntu2204, enum: [Ubuntu, Ubuntu2204]}',
        `"has(self.fipsMode) && self.fipsMode == 'FIPS' ? self.imageFamily != 'Ubuntu2204' : true"`,
      ),
      head: mirror(
        'fipsMode: {type: string}, imageFamily: {type: string, default: Ubuntu2204, enum: [Ubuntu, Ubuntu2204, Ubuntu2404]}',
        `"has(self.fipsMode) && self.fipsMode == 'FIPS' ? (self.imageFamily != 'Ubuntu2204' && self.imageFamily != 'Ubuntu2404') : true"`,
      ),
    },
    {
      // envoyproxy/gateway 4d7a0761a2: the base failed on every object without type ("no such key").
      name: 'a has() guard added before a field the base rule read unguarded',
      base: mirror(
        'type: {type: string}, text: {type: string}',
        `"self.type == 'Text' ? has(self.text) : !has(self.text)"`,
      ),
      head: mirror(
        'type: {type: string}, text: {type: string}',
        `"has(self.type) && self.type == 'Text' ? has(self.text) : true"`,
      ),
    },
    {
      // envoyproxy/gateway 3c4c4d328e: every old rule had the principal its items required.
      name: 'a has() guard on a field the items of a list two levels down required',
      base: authorization('required: [principal], ', 'has(r.principal.jwt)'),
      head: authorization('', 'has(r.principal) ? has(r.principal.jwt) : false'),
    },
    {
      name: 'an implication from a new field',
      base: mirror('backend: {type: string}'),
      head: mirror('backend: {type: string}, f: {type: integer}', "'has(self.f) ? self.f > 1 : true'"),
    },
    {
      name: 'optionalOldSelf false to true only skips more',
      base: size('- rule: self == oldSelf'),
      head: size('- {rule: self == oldSelf, optionalOldSelf: true}'),
    },
    {
      name: "a rule on a list that reads only a field its items gain with it (Gateway API v1.2's HTTPRoute rules[].name)",
      base: widgetCrd(specSchema('rules: {type: array, items: {type: object, properties: {matches: {type: array}}}}')),
      head: widgetCrd(
        specSchema(
          "rules:\n  type: array\n  items: {type: object, properties: {matches: {type: array}, name: {type: string}}}\n  x-kubernetes-validations:\n  - rule: 'self.all(l1, !has(l1.name) || self.exists_one(l2, has(l2.name) && l1.name == l2.name))'",
        ),
      ),
    },
    {
      name: "a rule on a value an optional field's base enum did not allow, guarded by has() (karpenter-provider-aws 6eabbdd9f)",
      base: widgetCrd(specSchema('alias: {type: string, enum: [al2, windows2022]}\nfamily: {type: string}')),
      head: specRuled(
        '!has(self.family) || (has(self.alias) && self.alias == "windows2025" ? self.family == "Windows2025" : true)',
        'alias: {type: string, enum: [al2, windows2022, windows2025]}\nfamily: {type: string}',
      ),
    },
    {
      // kjob 9c28e83: ntasks joins the enum of the flags' items with a rule on when it may be used.
      name: "'lit' in a list whose items' base enum had no lit, guarded by has()",
      base: mode(false),
      head: mode(true, `!has(self.flags) || !("ntasks" in self.flags) || self.name == "Slurm"`),
    },
    {
      name: 'the same where the list is required, without has()',
      base: mode(false, undefined, undefined, 'name, flags'),
      head: mode(true, `!("ntasks" in self.flags) || self.name == "Slurm"`, undefined, 'name, flags'),
    },
    {
      // tigera/operator a93f3efe9: L2Workload joins the enum of an IP pool's allowedUses.
      name: 'exists() of an item equal to a value the base enum of the items had not',
      base: mode(false),
      head: mode(true, `!has(self.flags) || !self.flags.exists(f, f == "ntasks") || self.name == "Slurm"`),
    },
    {
      name: 'all() of items unequal to it',
      base: mode(false),
      head: mode(true, `!has(self.flags) || self.flags.all(f, f != "ntasks") || self.name == "Slurm"`),
    },
    {
      name: 'the same on the list itself: in, exists() and a count',
      base: mode(false),
      head: mode(
        true,
        undefined,
        `!("ntasks" in self) && !self.exists(f, f == "ntasks") && self.filter(f, f == "ntasks").size() == 0`,
      ),
    },
    {
      name: 'the same where a base rule of the field listed its values (self in [...])',
      base: widgetCrd(
        specSchema(
          "alias: {type: string, x-kubernetes-validations: [{rule: \"self in ['al2', 'windows2022']\"}]}\nfamily: {type: string}",
        ),
      ),
      head: specRuled(
        '!has(self.family) || (has(self.alias) && self.alias == "windows2025" ? self.family == "Windows2025" : true)',
        "alias: {type: string, x-kubernetes-validations: [{rule: \"self in ['al2', 'windows2022', 'windows2025']\"}]}\nfamily: {type: string}",
      ),
    },
    {
      // Stored objects read with the default (oldSelf), and an old client's update is defaulted too (self).
      name: 'a transition rule that a field the change adds with a default keeps its value (kong-operator cdd3d093a)',
      base: widgetCrd(specSchema('name: {type: string}')),
      head: specRuled(
        '!has(self.source) && !has(oldSelf.source) ? true : self.source == oldSelf.source',
        'name: {type: string}\nsource: {type: string, default: Origin, enum: [Origin, Mirror]}',
      ),
    },
    {
      // The base accepted no windows2025 family (its first rule), so the second rule widened to it
      // reads on every stored object as it did.
      name: "a condition widened to a value another base rule of the field refused (karpenter-provider-aws 6eabbdd9f: self.split('@')[0] in [...])",
      base: aliasRules(familyIn('al2', 'windows2022'), latestFor('windows2022')),
      head: aliasRules(familyIn('al2', 'windows2022', 'windows2025'), latestFor('windows2022', 'windows2025')),
    },
    {
      // karpenter-provider-aws 6eabbdd9f: the family of an item's alias, taken with find(), is one a
      // base rule of the alias listed (split('@')[0] in [...]) wherever an old item sets it.
      name: 'a rule on the part of a field before a separator that a base rule listed, in exists() over the items',
      base: aliasTerms(`{type: string, x-kubernetes-validations: [{rule: "${familyIn('al2', 'windows2022')}"}]}`),
      head: aliasTerms(
        `{type: string, x-kubernetes-validations: [{rule: "${familyIn('al2', 'windows2022', 'windows2025')}"}]}`,
        WINDOWS_2025_FAMILY,
      ),
    },
    {
      name: 'the same where the alias had an enum, and the family is taken with split()',
      base: aliasTerms('{type: string, enum: [al2@latest, windows2022@latest]}'),
      head: aliasTerms(
        '{type: string, enum: [al2@latest, windows2022@latest, windows2025@latest]}',
        WINDOWS_2025_FAMILY.replace('x.alias.find("^[^@]+")', 'x.alias.split("@")[0]'),
      ),
    },
    {
      // kserve 0c3c178d0: every old object had max (a base rule required it), so the dropped
      // `!has(self.max)` was never what made the base rule true.
      name: 'a side of the base rule that is never true on old objects dropped (!has of a field a base rule required)',
      base: replicas('', 'has(self.max)', `!has(self.min) || !has(self.max) || self.min <= self.max`),
      head: replicas('max', MIN_AT_MOST_MAX),
    },
    {
      name: 'the same where `required` required it',
      base: replicas('max', `!has(self.min) || !has(self.max) || self.min <= self.max`),
      head: replicas('max', MIN_AT_MOST_MAX),
    },
    {
      name: 'a rule added whose condition only a value another base rule of the field refused meets',
      base: aliasRules(familyIn('al2', 'windows2022')),
      head: aliasRules(familyIn('al2', 'windows2022', 'windows2025'), latestFor('windows2025')),
    },
    {
      name: 'a rule that a required string is not empty, where its pattern refused "" already (percona-postgresql-operator 1ec30a181)',
      base: widgetCrd(specSchema('repoName: {type: string, pattern: "^repo[1-4]"}', 'required: [repoName]')),
      head: specRuled(
        `(has(self.repoName) && self.repoName != "") || (has(self.snapshotName) && self.snapshotName != "")`,
        'repoName: {type: string, pattern: "^repo[1-4]"}\nsnapshotName: {type: string}',
      ),
    },
    {
      name: 'a rule on the spec that reads, over an optional list, only a field its items gain with it (nginx-gateway-fabric cc4374f20)',
      base: widgetCrd(specSchema('logs: {type: array, items: {type: object, properties: {source: {type: string}}}}')),
      head: specRuled(
        `!has(self.logs) || self.logs.all(l, !has(l.ref))`,
        'logs: {type: array, items: {type: object, properties: {source: {type: string}, ref: {type: string}}}}',
      ),
    },
    {
      name: "a limit on how many items hold an enum value the change adds, which no old item holds (kserve d9ab63469: Gateway API's one CORS filter)",
      base: widgetCrd(
        specSchema(
          'requirements: {type: array, items: {type: object, required: [key, operator], properties: {key: {type: string}, operator: {type: string, enum: [In, Gt, Lt]}, values: {type: array, items: {type: string}}}}}',
        ),
      ),
      head: requirements('In, Gt, Lt, Gte', `"self.filter(r, r.operator == 'Gte').size() <= 1"`),
    },
    {
      name: "a rule on a list narrowed to the items a field the change adds does not exclude (lws 03e24b0: DisaggregatedSet's roles and scaling)",
      base: roles('', EVERY_ROLE_REPLICATED),
      head: roles(
        ', mode: {type: string}',
        `"self.roles.filter(r, !has(r.mode) || r.mode != 'External').all(r, has(r.replicas) && r.replicas > 0)"`,
      ),
    },
    {
      name: "a new filter type with its field and rule (Gateway API v1.3's CORS filter)",
      base: filter('type: {type: string, enum: [Header, Mirror]}, header: {type: object}'),
      head: filter(
        'type: {type: string, enum: [Header, Mirror, CORS]}, header: {type: object}, cors: {type: object}',
        `"!(!has(self.cors) && self.type == 'CORS')"`,
      ),
    },
    {
      name: "a transition rule that pins whether a new field is set (karpenter's static NodePools, replicas)",
      base: mirror('lua: {type: string}'),
      head: mirror('lua: {type: string}, replicas: {type: integer}', "'has(self.replicas) == has(oldSelf.replicas)'"),
    },
    {
      name: 'a transition rule that a new field may not be set where it was not (written with !=)',
      base: mirror('lua: {type: string}'),
      head: mirror(
        'lua: {type: string}, replicas: {type: integer}',
        "'!(has(self.replicas) != has(oldSelf.replicas))'",
      ),
    },
    {
      name: "a uniqueness rule in place of list type set (kueue's MultiKueue clusters, made atomic to keep their order)",
      base: clusters('set'),
      head: clusters('atomic', "'size(self.filter(i, size(self.filter(j, j == i)) > 1)) == 0'"),
    },
    {
      name: 'uniqueness by exists_one, and by a count of one, where the base list was a set',
      base: clusters('set'),
      head: widgetCrd(
        specSchema(
          "clusters:\n  type: array\n  items: {type: string}\n  x-kubernetes-validations:\n  - rule: 'self.all(x, self.exists_one(y, x == y))'\n  - rule: 'self.all(i, self.filter(j, i == j).size() <= 1)'",
        ),
      ),
    },
    {
      name: 'uniqueness by the keys of the base map list, in either order',
      base: ports('name, port'),
      head: widgetCrd(
        specSchema(
          "ports:\n  type: array\n  items: {type: object, required: [name, port], properties: {name: {type: string}, port: {type: integer}}}\n  x-kubernetes-validations:\n  - rule: 'self.all(x, self.exists_one(y, y.port == x.port && x.name == y.name))'",
        ),
      ),
    },
    {
      // gateway-api-inference-extension 0a3bb201: one port at most, then up to eight, unique by number.
      name: 'uniqueness by a key every item has, where the base allowed one item at most',
      base: atMostOne('maxItems: 1', 'required: [number]'),
      head: atMostOne(
        'maxItems: 8',
        'required: [number]',
        "'self.all(p1, self.exists_one(p2, p1.number == p2.number))'",
      ),
    },
    {
      // tidb-operator: the rule unchanged, `oldSelf == null ||` and all, beside another change of the node.
      name: 'a transition rule with `oldSelf == null ||`, unchanged',
      base: mirror('t: {type: string}', "'oldSelf == null || self.t == oldSelf.t'"),
      head: mirror('t: {type: string}, u: {type: string}', "'oldSelf == null || self.t == oldSelf.t'"),
    },
    {
      // kamaji 309d988: a transition rule runs only on updates, where oldSelf is never null.
      name: "a transition rule's `oldSelf == null ||`, where the base made the field it compares immutable",
      base: widgetCrd(
        specSchema('driver: {type: string, x-kubernetes-validations: [{rule: self == oldSelf}]}', 'required: [driver]'),
      ),
      head: widgetCrd(
        specSchema(
          'driver: {type: string, x-kubernetes-validations: [{rule: self == oldSelf}]}',
          'required: [driver]\nx-kubernetes-validations:\n- rule: oldSelf == null || self.driver == oldSelf.driver',
        ),
      ),
    },
    {
      // The base rule failed ("no such key") on an IPAddress item without a value: no such list was accepted.
      name: 'has() guards added to a uniqueness rule over the items (Gateway API v1.4, envoyproxy/gateway 1ea8d96865)',
      base: addresses(UNIQUE_IP),
      head: addresses(UNIQUE_IP_GUARDED),
    },
    {
      name: "an enum widened with the rule that judges its new values (karpenter's requirement operators Gte and Lte)",
      base: requirements('In, Gt, Lt', oneValueFor('Gt', 'Lt')),
      head: requirements('In, Gt, Lt, Gte, Lte', oneValueFor('Gt', 'Lt', 'Gte', 'Lte')),
    },
    {
      // envoyproxy/ai-gateway f2d59a6a4f: DynamicModule joined the enum and the list of the rule.
      name: 'a list of an `in` extended with a value the same change adds to the enum of a required field',
      base: filter(
        'type: {type: string, enum: [Header, Mirror, Random]}, header: {type: object}',
        `"self.type in ['Header', 'Mirror'] ? !has(self.header) : true"`,
      ),
      head: filter(
        'type: {type: string, enum: [Header, Mirror, Random, CORS]}, header: {type: object}',
        `"self.type in ['Header', 'Mirror', 'CORS'] ? !has(self.header) : true"`,
      ),
    },
    {
      name: 'the same, written with ||',
      base: filter(
        'type: {type: string, enum: [Header, Mirror, Random]}, header: {type: object}',
        `"!(self.type in ['Header', 'Mirror']) || !has(self.header)"`,
      ),
      head: filter(
        'type: {type: string, enum: [Header, Mirror, Random, CORS]}, header: {type: object}',
        `"!(self.type in ['Header', 'Mirror', 'CORS']) || !has(self.header)"`,
      ),
    },
    {
      name: 'a condition on a new enum value added to an object rule, written either way round',
      base: filter(
        'type: {type: string, enum: [Header, Mirror]}, header: {type: object}',
        `'self.type == "Header" ? has(self.header) : true'`,
      ),
      head: filter(
        'type: {type: string, enum: [Header, Mirror, CORS]}, header: {type: object}',
        `'(self.type == "Header" || "CORS" == self.type) ? has(self.header) : true'`,
      ),
    },
    {
      name: "a required field turned into one of two, the other new (contour's jwtProviders remoteJWKS / localJWKS)",
      base: widgetCrd(
        specSchema('provider:\n  type: object\n  required: [remote]\n  properties: {remote: {type: object}}'),
      ),
      head: widgetCrd(
        specSchema(
          "provider:\n  type: object\n  properties: {remote: {type: object}, local: {type: object}}\n  x-kubernetes-validations:\n  - rule: '(has(self.remote) && !has(self.local)) || (!has(self.remote) && has(self.local))'",
        ),
      ),
    },
    // Relaxations (implied-by-rule.ts): the changed rule accepts everything the base rule accepted.
    {
      name: 'an immutability rule widened with ||',
      base: size('- rule: self == oldSelf'),
      head: size("- rule: 'self == oldSelf || (self > 10 && oldSelf > 10)'"),
    },
    {
      name: 'widened with || on the left, in parentheses, spaced otherwise',
      base: size('- rule: self == oldSelf'),
      head: size("- rule: '(oldSelf < 5) ||   ( self==oldSelf )'"),
    },
    { name: 'a conjunct dropped', base: size("- rule: 'self >= 0 && self < 100'"), head: size('- rule: self >= 0') },
    {
      name: 'a conjunct dropped and the rest widened',
      base: size("- rule: 'self >= 0 && self < 100'"),
      head: size("- rule: 'self < 100 || self == 1000'"),
    },
    {
      name: "an exactly-one rule rewritten into its equal (kueue's valuesPerLevel, presence-implication.ts)",
      base: mirror(
        'universal: {type: string}, individual: {type: object}',
        "'[has(self.universal),has(self.individual)].filter(x,x==true).size() == 1'",
      ),
      head: mirror(
        'universal: {type: string}, individual: {type: object}',
        "'has(self.universal) != has(self.individual)'",
      ),
    },
    {
      name: "a bound in a rule raised (istio's port rule 'self <= 6553' fixed to 65535)",
      base: size("- rule: '0 < self && self <= 6553'"),
      head: size("- rule: '0 < self && self <= 65535'"),
    },
    {
      name: "whole-object immutability narrowed to one field (kueue's ResourceFlavor, 0aaac7147a)",
      base: mirror('t: {type: string}, labels: {type: object}', "'!has(oldSelf.t) || self == oldSelf'"),
      head: mirror(
        't: {type: string}, labels: {type: object}',
        "'!has(oldSelf.t) || (has(self.labels) == has(oldSelf.labels) && (!has(self.labels) || self.labels == oldSelf.labels))'",
      ),
    },
    {
      name: "has() checks added to the condition of a 'C ? T : true' rule (kueue 88b2046a4f)",
      base: mirror(
        't: {type: string}, labels: {type: object}',
        "'has(oldSelf.t) ? (oldSelf.labels == self.labels) : true'",
      ),
      head: mirror(
        't: {type: string}, labels: {type: object}',
        "'has(oldSelf.t) && has(oldSelf.labels) && has(self.labels) ? (oldSelf.labels == self.labels) : true'",
      ),
    },
    {
      name: "a comparison of a defaulted field added to the condition of a 'C ? T : true' rule (kueue ade5a681db)",
      base: mirror(
        "t: {type: string}, labels: {type: object}, source: {type: string, default: ''}",
        "'has(oldSelf.t) ? (oldSelf.labels == self.labels) : true'",
      ),
      head: mirror(
        "t: {type: string}, labels: {type: object}, source: {type: string, default: ''}",
        `'has(oldSelf.t) && self.source != "Mutable" ? (oldSelf.labels == self.labels) : true'`,
      ),
    },
    {
      name: 'widening one of several base rules',
      base: size(`${R1}\n- rule: self == oldSelf`),
      head: size(`${R1}\n- rule: 'self == oldSelf || oldSelf == 0'`),
    },
    {
      name: "a presence transition rule relaxed (cluster-api-provider-vsphere's network, 304d454e1)",
      base: mirror('network: {type: string}', "'has(self.network) == has(oldSelf.network)'"),
      head: mirror('network: {type: string}', "'!has(oldSelf.network) || has(self.network)'"),
    },
    {
      name: "a count of set fields extended with a field added with it (antrea's icmpv6, 3d68f8f13)",
      base: mirror('icmp: {type: string}, tcp: {type: string}', "'(has(self.icmp)?1:0)+(has(self.tcp)?1:0)<=1'"),
      head: mirror(
        'icmp: {type: string}, tcp: {type: string}, icmpv6: {type: string}',
        "'(has(self.icmp)?1:0)+(has(self.tcp)?1:0)+(has(self.icmpv6)?1:0)<=1'",
      ),
    },
    {
      // CrunchyData/postgres-operator b4587dcec: nested `required` replaced by a has() chain.
      name: 'a has() chain over fields the base required at every level',
      base: widgetCrd(
        specSchema(
          `claim:\n  type: object\n  required: [resources]\n  properties:\n    resources:\n      type: object\n      required: [requests]\n      properties:\n        requests:\n          type: object\n          required: [storage]\n          additionalProperties: {type: string}`,
        ),
      ),
      head: widgetCrd(
        specSchema(
          `claim:\n  type: object\n  properties:\n    resources:\n      type: object\n      properties:\n        requests:\n          type: object\n          additionalProperties: {type: string}\n  x-kubernetes-validations:\n  - rule: "has(self.resources) && has(self.resources.requests) && has(self.resources.requests.storage)"`,
        ),
      ),
    },
    {
      // percona-server-mysql-operator cdd8ed2c: `== null` and `!= null` rewritten as presence.
      name: 'a comparison with null of a field that cannot be null rewritten as the presence it tests',
      base: mirror(
        'mode: {type: string}, router: {type: object, properties: {enabled: {type: boolean}}}',
        `"self.mode != 'async' || self.router == null || !self.router.enabled"`,
      ),
      head: mirror(
        'mode: {type: string}, router: {type: object, properties: {enabled: {type: boolean}}}',
        `"self.mode != 'async' || !has(self.router) || !self.router.enabled"`,
      ),
    },
    {
      name: 'a test that a field is not null rewritten as has(), inside a negated conjunction',
      base: mirror(
        'mode: {type: string}, router: {type: object, properties: {enabled: {type: boolean}}}',
        `"!(self.router != null && self.router.enabled && self.mode == 'x')"`,
      ),
      head: mirror(
        'mode: {type: string}, router: {type: object, properties: {enabled: {type: boolean}}}',
        `"!(has(self.router) && self.router.enabled && self.mode == 'x')"`,
      ),
    },
    {
      name: "a new field made immutable, read with a default on both sides (hypershift's keyVaultType, f50bc40c3e)",
      base: mirror('a: {type: string}'),
      head: mirror(
        'a: {type: string}, vaultType: {type: string}',
        `"(has(self.vaultType) ? self.vaultType : 'KeyVault') == (has(oldSelf.vaultType) ? oldSelf.vaultType : 'KeyVault')"`,
      ),
    },
    {
      name: "a rule that reads a new field through the optional syntax (hypershift's OIDC claim mappings, b1446d9add)",
      base: mirror('claim: {type: string}'),
      head: mirror(
        'claim: {type: string}, expression: {type: string}',
        `'(size(self.?claim.orValue("")) > 0) ? !has(self.expression) : true'`,
      ),
    },
    {
      name: "a transition rule that reads oldSelf only for a field added with it (cluster-api-provider-vsphere's provider)",
      base: mirror('a: {type: string}'),
      head: mirror(
        'a: {type: string}, provider: {type: string}',
        "'!has(oldSelf.provider) || self.provider == oldSelf.provider'",
      ),
    },
    {
      // istio e9d6ef7d838: optional fields read through defaults, `has(x) ? x : []`: the same rule.
      name: 'a rule rewritten to read optional fields through defaults (has(x) ? x : d), accepting the same',
      base: serviceEntry(ADDRESSES_BASE),
      head: serviceEntry(
        "!((has(self.addresses) ? self.addresses : []).exists(k, k.contains('/')) && !((has(self.resolution) ? self.resolution : 'NONE') in ['STATIC', 'NONE']))",
      ),
    },
    {
      // istio 0d10e34706d: matchLabels' rule over its values moved down to each value.
      name: "a map's rule over its values moved down to each value, as map(k, self[k]).all() or all(k, self[k])",
      base: elements(`x-kubernetes-validations: [{rule: "self.map(k, self[k]).all(v, !v.contains('*'))"}], `, ''),
      head: elements('', `, x-kubernetes-validations: [{rule: "!self.contains('*')"}]`),
    },
    {
      name: "and from all(k, …self[k]…), and a list's rule over its items moved down to each item, a looser one too",
      base: elements(
        `x-kubernetes-validations: [{rule: "self.all(k, !self[k].contains('*'))"}], `,
        '',
        `x-kubernetes-validations: [{rule: "self.all(h, h.startsWith('a') && size(h) < 9)"}], `,
      ),
      head: elements(
        '',
        `, x-kubernetes-validations: [{rule: "!self.contains('*')"}]`,
        '',
        `, x-kubernetes-validations: [{rule: "self.startsWith('a')"}]`,
      ),
    },
    {
      name: "a rule moved up from a field the base required, rewritten to select it (cluster-api-provider-vsphere's policies, 58ee68e11)",
      base: movedRule(
        'required: [spec]\n',
        '',
        "    x-kubernetes-validations: [{rule: 'has(self.p) == has(oldSelf.p)'}]\n",
      ),
      head: movedRule(
        'required: [spec]\n',
        "x-kubernetes-validations: [{rule: 'has(self.spec.p) == has(oldSelf.spec.p)'}]\n",
        '',
      ),
    },
    {
      // kyma-project/telemetry-manager 1535327db: "exactly one" on a required field split into
      // "at most one" there and "at least one" on its parent.
      name: "a rule of the parent that a required field's base rule implies, read from the parent",
      base: valueRule('required: [spec]\n', '', EXACTLY_ONE_VALUE),
      head: valueRule('required: [spec]\n', AT_LEAST_ONE_VALUE_ABOVE, AT_MOST_ONE_VALUE),
    },
    {
      // kubeai b12f811: s3:// URLs allowed, with a cache profile, which the base refused.
      name: "a rule of the parent about values the required field's base rule refused",
      base: urlRules('    required: [url]\n', TWO_SCHEMES, ''),
      head: urlRules('    required: [url]\n', THREE_SCHEMES, S3_GUARD),
    },
    {
      // kubeai 50dbc20: url's immutability moved up to spec, and kept only where a cacheProfile was set.
      name: "a transition rule of the parent that a required field's transition rule implies",
      base: urlRules('    required: [url]\n', 'self == oldSelf', ''),
      head: urlRules(
        '    required: [url]\n',
        'true',
        "    x-kubernetes-validations: [{rule: '!has(oldSelf.cacheProfile) || self.url == oldSelf.url'}]\n",
      ),
    },
    {
      // prometheus-engine 1b2cbb5c2: `__namespace__` added four levels below required endpoints.
      name: 'a root rule over a required list that asks has() of a field the change adds deep in its items',
      base: endpointsRule(true, false),
      head: endpointsRule(true, true),
    },
    {
      name: "a rule of an optional field moved up behind !has() of the field (kserve's llmisvc wva.keda, 46be4d903)",
      base: movedRule('', '', "    x-kubernetes-validations: [{rule: '!has(self.p) || size(self.p) > 2'}]\n"),
      head: movedRule(
        '',
        "x-kubernetes-validations: [{rule: '!has(self.spec) || !has(self.spec.p) || size(self.spec.p) > 2'}]\n",
        '',
      ),
    },
    {
      // Kong's kubernetes-configuration 5edaf96: `has(self.extensions) ? self.extensions.all(…) : true`
      // on spec became `self.all(…)` on spec.extensions, and back up in another version.
      name: 'a rule of spec guarded by has() of its field, moved down to the field',
      base: widgetCrd(
        'type: object\nproperties:\n  spec:\n    type: object\n    x-kubernetes-validations: [{rule: "has(self.p) ? self.p.all(e, e.startsWith(\'a\')) : true"}]\n    properties: {p: {type: array, items: {type: string}}}\n',
      ),
      head: widgetCrd(
        'type: object\nproperties:\n  spec:\n    type: object\n    properties:\n      p: {type: array, items: {type: string}, x-kubernetes-validations: [{rule: "self.all(e, e.startsWith(\'a\'))"}]}\n',
      ),
    },
    {
      name: 'a rule of a field moved up to its object as `has(self.p) ? … : true`',
      base: widgetCrd(
        "type: object\nproperties:\n  spec:\n    type: object\n    properties:\n      p: {type: string, x-kubernetes-validations: [{rule: 'size(self) > 2'}]}\n",
      ),
      head: widgetCrd(
        "type: object\nproperties:\n  spec:\n    type: object\n    x-kubernetes-validations: [{rule: 'has(self.p) ? size(self.p) > 2 : true'}]\n    properties: {p: {type: string}}\n",
      ),
    },
    {
      name: "immutability moved down from the root to spec (cluster-api-provider-kubevirt's KubevirtClusterTemplate, cdc4690)",
      base: movedRule('', "x-kubernetes-validations: [{rule: 'self == oldSelf'}]\n", ''),
      head: movedRule('', '', "    x-kubernetes-validations: [{rule: 'self == oldSelf'}]\n"),
    },
    {
      name: 'a transition rule that holds on an unchanged value, below a base immutable node',
      base: movedRule('', "x-kubernetes-validations: [{rule: 'oldSelf == self'}]\n", ''),
      head: movedRule('', '', '    x-kubernetes-validations: [{rule: "self == oldSelf || self.p == \'x\'"}]\n'),
    },
    {
      name: "a rule in place of presence keywords that imply it (antrea's PacketCapture source, 236272be4)",
      base: widgetCrd(
        specSchema(
          'source:\n  type: object\n  oneOf:\n  - required: [pod]\n  - required: [ip]\n  properties: {pod: {type: object}, ip: {type: string}}',
        ),
      ),
      head: widgetCrd(
        specSchema(
          "source:\n  type: object\n  x-kubernetes-validations:\n  - rule: '!(has(self.pod) && has(self.ip))'\n  properties: {pod: {type: object}, ip: {type: string}}",
        ),
      ),
    },
    {
      name: "a property spelled in its escaped form (redpanda-operator's clusterRef.__namespace__, 6b9bf81ef)",
      base: mirror(
        'namespace: {type: string}, a-b: {type: string}',
        '\'!has(self.namespace) || self.a__dash__b == ""\'',
      ),
      head: mirror(
        'namespace: {type: string}, a-b: {type: string}',
        '\'!has(self.__namespace__) || self.a__dash__b == ""\'',
      ),
    },
    {
      name: "a not-null rule on a field the base required (oracle-database-operator's instDetails, 9dd3c670)",
      base: filter('type: {type: string}'),
      head: filter('type: {type: string}', "'self.type != null'"),
    },
  ],
  invalid: [
    {
      name: 'a duration bound moved inward: an error',
      base: mirror('timeout: {type: string}', `"duration(self.timeout) >= duration('1ms')"`),
      head: mirror('timeout: {type: string}', `"duration(self.timeout) >= duration('1m')"`),
      findings: [{ line: 24, column: 25, severity: 'error' }],
    },
    {
      name: 'a rule within the int32 range on an int32 format without a maximum: an error',
      base: bounded('description: s', 'format: int32'),
      head: bounded('description: s', `format: int32\n${rule('self <= 1000')}`),
      findings: [{ line: 25, column: 25, severity: 'error' }],
    },
    {
      name: 'a quantity rule tighter than the bounds the integer had: an error',
      base: bounded('description: s', 'minimum: 1\nmaximum: 100'),
      head: bounded(
        'description: s',
        `minimum: 1\nmaximum: 100\n${rule("!quantity(string(self)).isLessThan(quantity('10'))")}`,
      ),
      findings: [{ line: 26, column: 25, severity: 'error' }],
    },
    {
      // Without the base rule that forbade a url on Inline sources, an Inline source with a url
      // 'https://…' and a secretRef passed the old rule and fails the new one.
      name: 'a changed rule that refuses an object the base rules of its node together accepted',
      base: sourceRules(OTHERS_WITH_URL, secretRefRule('url')),
      head: sourceRules(OTHERS_WITH_URL, secretRefRule('type')),
      findings: [{ line: 26, column: 25, messageId: 'rule' }],
    },
    {
      // As nsx-operator's, where `extra` was there before: an old object with addresses unset and extra set fails it.
      name: 'a rule some case of its tested fields fails, where the fields it reads were there before',
      base: mirror(
        'addresses: {type: array, items: {type: string}}, dhcp: {type: object, properties: {extra: {type: object, properties: {ranges: {type: array, items: {type: string}}}}}}',
      ),
      head: mirror(
        'addresses: {type: array, items: {type: string}}, dhcp: {type: object, properties: {extra: {type: object, properties: {ranges: {type: array, items: {type: string}}}}}}',
        "'!has(self.addresses) && !(has(self.dhcp) && has(self.dhcp.extra) && has(self.dhcp.extra.ranges)) || has(self.addresses)'",
      ),
      findings: [{ line: 24, column: 25, messageId: 'rule' }],
    },
    {
      // The same with a default the condition does not exclude: every old object fails the first side.
      name: 'a rule whose condition compares a new field defaulted to a number it fails on',
      base: mirror('modes: {type: array, items: {type: string}}'),
      head: mirror(
        'replicas: {type: integer, default: 3, minimum: 0}, modes: {type: array, items: {type: string}}',
        `"!(self.replicas > 1) || ('Many' in self.modes)"`,
      ),
      findings: [{ line: 24, column: 25, messageId: 'rule' }],
    },
    {
      // An old object with min and without max passed `!has(self.max)`; the new rule reads the missing max.
      name: 'a side of the base rule dropped that an old object without the field met: reported',
      base: replicas('', `!has(self.min) || !has(self.max) || self.min <= self.max`),
      head: replicas('', MIN_AT_MOST_MAX),
      findings: [{ line: 20, column: 21, severity: 'error', messageId: 'rule' }],
    },
    {
      // The base let an alias be windows2025@…: an old object with it and family Windows2022 fails.
      name: 'a rule on the part of a field before a separator that a base rule allowed already: reported',
      base: aliasTerms(`{type: string, x-kubernetes-validations: [{rule: "${familyIn('al2', 'windows2025')}"}]}`),
      head: aliasTerms(
        `{type: string, x-kubernetes-validations: [{rule: "${familyIn('al2', 'windows2025')}"}]}`,
        WINDOWS_2025_FAMILY,
      ),
      findings: [{ line: 21, column: 21, severity: 'error', messageId: 'rule' }],
    },
    {
      // Only `http` is tied to the type: a NIM spec may set both sources, which the new rule refuses.
      name: "a rule of a field that the holder's rules leave open: reported",
      base: sourced(TYPE_SETS_ITS_SOURCE.slice(0, 1)),
      head: sourced(TYPE_SETS_ITS_SOURCE.slice(0, 1), ONE_SOURCE),
      findings: [{ line: 29, column: 29, severity: 'error', messageId: 'rule' }],
    },
    {
      // A stored object without `x` reads the new default, -1, which the rule refuses.
      name: 'a has() guard dropped where the change adds a default that fails the rule: reported',
      base: mirror('x: {type: integer}', "'!has(self.x) || self.x > 0'"),
      head: mirror('x: {type: integer, default: -1}', "'self.x > 0'"),
      findings: [{ line: 24, column: 25, severity: 'error', messageId: 'rule' }],
    },
    {
      // An object that sets `x` to 1 passed the base rule and fails the new one.
      name: 'a has() guard dropped with a default, the rule asking more of set values: reported',
      base: mirror('x: {type: integer}', "'!has(self.x) || self.x > 0'"),
      head: mirror('x: {type: integer, default: 5}', "'self.x > 1'"),
      findings: [{ line: 24, column: 25, severity: 'error', messageId: 'rule' }],
    },
    {
      // Two rules of two matches: 4 matches in all, which the new cap of 3 refuses.
      name: 'a cap on a sum of sizes below what the base maximums allowed: reported',
      base: routeRules(2),
      head: routeRules(4, `${MATCHES_SUM} <= 3`),
      findings: [{ line: 20, column: 83, severity: 'error', messageId: 'rule' }],
    },
    {
      name: 'a rule rewritten through defaults that refuses a resolution the base let through: reported',
      base: serviceEntry(ADDRESSES_BASE),
      head: serviceEntry(
        "!((has(self.addresses) ? self.addresses : []).exists(k, k.contains('/')) && !((has(self.resolution) ? self.resolution : 'NONE') in ['STATIC']))",
      ),
      findings: [{ line: 20, column: 160, severity: 'error', messageId: 'rule' }],
    },
    {
      name: "a rule moved down to a map's values that asks more than the map's rule did: still reported",
      base: elements(`x-kubernetes-validations: [{rule: "self.all(k, !self[k].contains('*'))"}], `, ''),
      head: elements('', `, x-kubernetes-validations: [{rule: "!self.contains('*') && size(self) < 9"}]`),
      findings: [{ line: 20, column: 109, severity: 'error', messageId: 'rule' }],
    },
    {
      name: "a map's rule over its keys says nothing of its values",
      base: elements(`x-kubernetes-validations: [{rule: "self.all(k, !k.contains('*'))"}], `, ''),
      head: elements('', `, x-kubernetes-validations: [{rule: "!self.contains('*')"}]`),
      findings: [{ line: 20, column: 109, severity: 'error', messageId: 'rule' }],
    },
    {
      // find('^[^@]') is the first character alone.
      name: "find('^[^@]') in place of split('@')[0]: another rule",
      base: aliasRules("self.split('@')[0] in ['al2', 'al2023']"),
      head: aliasRules("self.find('^[^@]') in ['al2', 'al2023']"),
      findings: [{ line: 23, column: 25 }],
    },
    {
      // etcd-druid c255bd82: with no base rule that selects spec, an object without spec passed
      // the base, and the new rule's `self.spec` is an error on it.
      name: 'a new root rule guarded by a field the change adds to a spec no base rule needed',
      base: etcdRoot(''),
      head: etcdRoot(', prefix: {type: string}', "!has(self.spec.prefix) || self.spec.prefix != ''"),
      findings: [
        {
          line: 21,
          column: 17,
          severity: 'error',
          messageId: 'onlyWithout',
          message:
            'validation rule added or changed on the schema root in v1: "!has(self.spec.prefix) || self.spec.prefix != \'\'"; on the objects the schema accepted before it holds wherever spec is set, and fails (no such key) only where not: such an object, which the schema allowed, is refused on its next create (a GitOps re-apply, a restore) or update; make sure none is stored, or guard the rule with `has(self.spec) &&`',
        },
      ],
    },
    {
      // cluster-api-provider-aws 1ae2ef8a6 (with the Go marker only; here the description says it).
      name: 'self == oldSelf on a field the base described as immutable: a warning that quotes it',
      base: described('VolumeSize in GiB. Immutable after creation.', false),
      head: described('VolumeSize in GiB. Immutable after creation.', true),
      findings: [
        {
          line: 24,
          column: 25,
          severity: 'warning',
          messageId: 'documentedImmutable',
          message:
            'transition rule added on spec.size in v1: "self == oldSelf"; it makes spec.size immutable, as its description said it was before ("Immutable after creation."), so updates that change it, which the API did not allow, are rejected from now on where they were accepted: a warning; make sure no client changes it',
        },
      ],
    },
    {
      name: 'self == oldSelf where the base said only in some case that the field cannot change: an error',
      base: described('The size. It cannot be changed when the widget is running.', false),
      head: described('The size. It cannot be changed when the widget is running.', true),
      findings: [{ line: 24, column: 25, severity: 'error', messageId: 'transition' }],
    },
    {
      name: 'self == oldSelf where only the head describes the field as immutable: an error',
      base: described('The size.', false),
      head: described('The size. This field is immutable.', true),
      findings: [{ line: 24, column: 25, severity: 'error', messageId: 'transition' }],
    },
    {
      name: 'another transition rule on a field the base described as immutable: an error',
      base: described('The size. Immutable.', false),
      head: described('The size. Immutable.', true).replace('self == oldSelf', 'self >= oldSelf'),
      findings: [{ line: 24, column: 25, severity: 'error', messageId: 'transition' }],
    },
    {
      name: 'a has() chain over a field the base did not require',
      base: widgetCrd(
        specSchema(
          `claim:\n  type: object\n  properties:\n    resources:\n      type: object\n      required: [requests]\n      properties:\n        requests:\n          type: object\n          required: [storage]\n          additionalProperties: {type: string}`,
        ),
      ),
      head: widgetCrd(
        specSchema(
          `claim:\n  type: object\n  properties:\n    resources:\n      type: object\n      properties:\n        requests:\n          type: object\n          additionalProperties: {type: string}\n  x-kubernetes-validations:\n  - rule: "has(self.resources) && has(self.resources.requests) && has(self.resources.requests.storage)"`,
        ),
      ),
      findings: [{ line: 30, column: 25 }],
    },
    {
      // A nullable field holds null: `== null` is true there, and `!has()` false.
      name: 'a comparison with null of a nullable field rewritten as its absence',
      base: mirror(
        'mode: {type: string}, router: {type: object, nullable: true, properties: {enabled: {type: boolean}}}',
        `"self.mode != 'async' || self.router == null"`,
      ),
      head: mirror(
        'mode: {type: string}, router: {type: object, nullable: true, properties: {enabled: {type: boolean}}}',
        `"self.mode != 'async' || !has(self.router)"`,
      ),
      findings: [{ line: 24, column: 25 }],
    },
    {
      name: 'a rewrite that reads unguarded a field without a default: an object without it fails now',
      base: mirror(
        'fipsMode: {type: string}, imageFamily: {type: string}',
        `"has(self.imageFamily) && has(self.fipsMode) ? !(self.imageFamily == 'Ubuntu2204' && self.fipsMode == 'FIPS') : true"`,
      ),
      head: mirror(
        'fipsMode: {type: string}, imageFamily: {type: string}',
        `"has(self.fipsMode) && self.fipsMode == 'FIPS' ? self.imageFamily != 'Ubuntu2204' : true"`,
      ),
      findings: [{ line: 24, column: 25, severity: 'error' }],
    },
    {
      // Regression probes: a manifest re-applied after the change is defaulted by the head.
      name: 'a rewrite that reads unguarded a field whose default the change removes: an error',
      base: mirror(
        'f: {type: string, default: A}, x: {type: string}',
        `"!has(self.f) || self.f == 'A' || has(self.x)"`,
      ),
      head: mirror('f: {type: string}, x: {type: string}', `"has(self.f) && self.f == 'A' || has(self.x)"`),
      findings: [{ line: 24, column: 25, severity: 'error' }],
    },
    {
      name: 'a rule on a field whose default the change moves to a value the rule refuses: an error',
      base: mirror('f: {type: string, default: A, enum: [A, B]}, x: {type: string}', `"self.f != 'B' || has(self.x)"`),
      head: mirror(
        'f: {type: string, default: C, enum: [A, B, C]}, x: {type: string}',
        `"self.f == 'A' || has(self.x)"`,
      ),
      findings: [{ line: 24, column: 25, severity: 'error' }],
    },
    {
      name: 'a rule that refuses a value the base enum allowed: an error',
      base: mirror(
        'fipsMode: {type: string}, imageFamily: {type: string, default: Ubuntu2204, enum: [Ubuntu, Ubuntu2204, Ubuntu2404]}',
        `"has(self.fipsMode) && self.fipsMode == 'FIPS' ? self.imageFamily != 'Ubuntu2204' : true"`,
      ),
      head: mirror(
        'fipsMode: {type: string}, imageFamily: {type: string, default: Ubuntu2204, enum: [Ubuntu, Ubuntu2204, Ubuntu2404]}',
        `"has(self.fipsMode) && self.fipsMode == 'FIPS' ? (self.imageFamily != 'Ubuntu2204' && self.imageFamily != 'Ubuntu2404') : true"`,
      ),
      findings: [{ line: 24, column: 25, severity: 'error' }],
    },
    {
      name: 'a rule in place of required and minItems, behind a field added without a default (no such key on old objects)',
      base: imageRefs('required: [images]\n', 'minItems: 1, '),
      head: imageRefs(
        "x-kubernetes-validations:\n- rule: 'self.useAnnotations ? true : (has(self.images) && size(self.images) > 0)'\n",
        '',
        'useAnnotations: {type: boolean}, ',
      ),
      findings: [{ line: 23, column: 25 }],
    },
    {
      name: 'a rule rewritten to read a field with a default that changes what it says (an absent address now counts as a socket)',
      base: endpoint('(has(self.address) && self.address.startsWith("unix://")) ? !has(self.ports) : true'),
      head: endpoint('(has(self.address) ? self.address : "unix://x").startsWith("unix://") ? !has(self.ports) : true'),
      findings: [{ line: 24, column: 25 }],
    },
    {
      name: 'a pattern replaced by a format rule that refuses some of its values: those past its length limit',
      base: phaseName('maxLength: 100\npattern: ^[a-z]([-a-z0-9]*[a-z0-9])?$'),
      head: phaseName(
        "maxLength: 100\nx-kubernetes-validations:\n- rule: '!format.dns1123Label().validate(self).hasValue()'",
      ),
      findings: [{ line: 24, column: 25 }],
    },
    {
      name: 'a pattern moved into a rule that matches fewer strings',
      base: phaseName('pattern: ^[a-z0-9]+$'),
      head: phaseName("x-kubernetes-validations:\n- rule: matches(self, '^[a-z]+$')"),
      findings: [{ line: 23, column: 25 }],
    },
    {
      name: 'a pattern that allows capitals replaced by a format rule that does not',
      base: phaseName('maxLength: 63\npattern: ^[a-zA-Z]+$'),
      head: phaseName(
        "maxLength: 63\nx-kubernetes-validations:\n- rule: '!format.dns1123Label().validate(self).hasValue()'",
      ),
      findings: [{ line: 24, column: 25 }],
    },
    {
      // The base's items held any key (a map of strings): `ref` may be stored already, and fails the rule.
      name: 'a rule on a field its list items declare now, where the base items were a map of any key',
      base: widgetCrd(specSchema('logs: {type: array, items: {type: object, additionalProperties: {type: string}}}')),
      head: specRuled(
        `!has(self.logs) || self.logs.all(l, !has(l.ref))`,
        'logs: {type: array, items: {type: object, properties: {ref: {type: string}}}}',
      ),
      findings: [{ line: 20, column: 21, messageId: 'rule' }],
    },
    {
      // Every old object has source Origin and mirror Mirror: the rule fails on all of them.
      name: 'a transition rule comparing two fields the change adds with different defaults',
      base: widgetCrd(specSchema('name: {type: string}')),
      head: specRuled(
        'self.source == oldSelf.mirror',
        'name: {type: string}\nsource: {type: string, default: Origin}\nmirror: {type: string, default: Mirror}',
      ),
      findings: [{ line: 20, column: 21, messageId: 'transition' }],
    },
    {
      // The base accepted windows2025@1.0 (its first rule lists the family): the widened condition refuses it.
      name: 'a condition widened to a value another base rule of the field allowed',
      base: aliasRules(familyIn('al2', 'windows2022', 'windows2025'), latestFor('windows2022')),
      head: aliasRules(familyIn('al2', 'windows2022', 'windows2025'), latestFor('windows2022', 'windows2025')),
      findings: [{ line: 24, column: 25, messageId: 'rule' }],
    },
    {
      // The base listed families, not versions: a version 'windows2025' was accepted.
      name: 'a condition widened on another expression than the one a base rule lists the values of',
      base: aliasRules(familyIn('al2', 'windows2022'), "self.split('@')[1] in ['windows2022'] ? false : true"),
      head: aliasRules(
        familyIn('al2', 'windows2022'),
        "self.split('@')[1] in ['windows2022', 'windows2025'] ? false : true",
      ),
      findings: [{ line: 24, column: 25, messageId: 'rule' }],
    },
    {
      // Without has(), an old spec without flags fails the rule (no such key).
      name: "'lit' in a list whose items' base enum had no lit, on an optional list without has()",
      base: mode(false),
      head: mode(true, `!("ntasks" in self.flags) || self.name == "Slurm"`),
      findings: [{ line: 20, column: 47, messageId: 'rule' }],
    },
    {
      // A stored `flags: null` passes has(), and `in` refuses a null: the rule fails there.
      name: "'lit' in a list that may be null, whose items' base enum had no lit",
      base: mode(false, undefined, undefined, 'name', true),
      head: mode(
        true,
        `!has(self.flags) || !("ntasks" in self.flags) || self.name == "Slurm"`,
        undefined,
        'name',
        true,
      ),
      findings: [{ line: 20, column: 47, messageId: 'rule' }],
    },
    {
      name: "'lit' in a list whose items' base enum had lit",
      base: mode(false),
      head: mode(true, `!has(self.flags) || !("cmd" in self.flags) || self.name == "Slurm"`),
      findings: [{ line: 20, column: 47, messageId: 'rule' }],
    },
    {
      name: 'exists() of an item the base enum had, beside one it had not',
      base: mode(false),
      head: mode(true, `!has(self.flags) || !self.flags.exists(f, f == "ntasks" || f == "cmd")`),
      findings: [{ line: 20, column: 47, messageId: 'rule' }],
    },
    {
      name: 'a rule that asks for the new value',
      base: mode(false),
      head: mode(true, undefined, `"ntasks" in self`),
      findings: [{ line: 24, column: 51, messageId: 'rule' }],
    },
    {
      // Without has(), an old object without alias fails the rule (no such key).
      name: "a rule on a value an optional field's base enum did not allow, not guarded by has()",
      base: widgetCrd(specSchema('alias: {type: string, enum: [al2, windows2022]}')),
      head: specRuled(
        'self.alias == "windows2025" ? false : true',
        'alias: {type: string, enum: [al2, windows2022, windows2025]}',
      ),
      findings: [{ line: 20, column: 21, messageId: 'rule' }],
    },
    {
      // jobset ec942521: an old spec without `jobs` now fails the rule (no such key), where the
      // base accepted it: `exists` of an optional list is no false.
      name: '!(… && L.exists(x, has(x.new))) on a list an old object may lack',
      base: jobsRule(false, false),
      head: jobsRule(false, true, NO_DEPENDS_IN_ORDER),
      findings: [{ line: 20, column: 21, messageId: 'rule' }],
    },
    {
      // jobset ec942521 as written: an old spec with no jobs fails `self.jobs[0]` (index out of
      // range), and the project took the rule out (0df272c1).
      name: '!has(L[0].new) on a list an old object may hold empty',
      base: jobsRule(true, false),
      head: jobsRule(true, true, '!has(self.jobs[0].dependsOn)'),
      findings: [{ line: 21, column: 21, messageId: 'rule' }],
    },
    {
      name: '!has(L[1].new) on a list every old object has with at least one item',
      base: jobsRule(true, false, undefined, 1),
      head: jobsRule(true, true, '!has(self.jobs[1].dependsOn)', 1),
      findings: [{ line: 21, column: 21, messageId: 'rule' }],
    },
    {
      name: '!has(L[0].new) on a list with at least one item that an old object may lack',
      base: jobsRule(false, false, undefined, 1),
      head: jobsRule(false, true, '!has(self.jobs[0].dependsOn)', 1),
      findings: [{ line: 20, column: 21, messageId: 'rule' }],
    },
    {
      // The condition now takes in icmp too: an icmp rule with a port range is refused.
      name: "a rule's condition widened to another value of a required field's enum",
      base: protocolRules(ALL_ONLY),
      head: protocolRules("(self.protocol != 'tcp' && self.protocol != 'udp') ? !has(self.portRange) : true"),
      findings: [{ line: 27, column: 25, messageId: 'rule' }],
    },
    {
      // Without the default, an old object without `type` now fails the rule (no such key).
      name: "a rule on a field's value that its enum already allowed, the field optional",
      base: mirror('type: {type: string, enum: [Exact, PathPrefix, RegularExpression]}'),
      head: mirror(
        'type: {type: string, enum: [Exact, PathPrefix, RegularExpression]}',
        "\"self.type in ['Exact','PathPrefix'] || self.type == 'RegularExpression'\"",
      ),
      findings: [{ line: 24, column: 25, messageId: 'rule' }],
    },
    {
      name: 'an int-or-string whose strings may be empty, held to size() > 0',
      base: quantityField('', QUANTITY_BOUNDS),
      head: quantityField('', rule('(self >= 1 && self <= 4294967295) || self.size() > 0')),
      findings: [{ line: 25, column: 25, messageId: 'rule' }],
    },
    {
      name: "an int-or-string's integers held under a bound the base's rules did not",
      base: quantityField(QUANTITY_PATTERN, QUANTITY_BOUNDS),
      head: quantityField(QUANTITY_PATTERN, rule('(self >= 1 && self <= 100) || self.size() > 0')),
      findings: [{ line: 25, column: 25, messageId: 'rule' }],
    },
    {
      name: 'a list of an `in` extended with a value the enum of the field allowed before',
      base: filter(
        'type: {type: string, enum: [Header, Mirror, Random]}, header: {type: object}',
        `"self.type in ['Header', 'Mirror'] ? !has(self.header) : true"`,
      ),
      head: filter(
        'type: {type: string, enum: [Header, Mirror, Random, CORS]}, header: {type: object}',
        `"self.type in ['Header', 'Mirror', 'Random', 'CORS'] ? !has(self.header) : true"`,
      ),
      findings: [{ line: 25, column: 25, messageId: 'rule' }],
    },
    {
      name: "a root rule on metadata.name narrower than the base's enum on it",
      base: singleton('name: {type: string, enum: [only, other]}'),
      head: singleton('name: {type: string}', '\'self.metadata.name == "only"\''),
      findings: [{ line: 23, column: 17, messageId: 'root' }],
    },
    {
      // generateName is not on every object, and its enum holds it only where set.
      name: 'a root rule on metadata.generateName, which not every object has',
      base: singleton('generateName: {type: string, enum: [only]}'),
      head: singleton('generateName: {type: string, enum: [only]}', '\'self.metadata.generateName == "only"\''),
      findings: [{ line: 23, column: 17, messageId: 'root' }],
    },
    {
      name: "a rule on a defaulted field's value narrower than its enum",
      base: mirror('type: {type: string, default: PathPrefix, enum: [Exact, PathPrefix, RegularExpression]}'),
      head: mirror(
        'type: {type: string, default: PathPrefix, enum: [Exact, PathPrefix, RegularExpression]}',
        "\"self.type in ['Exact','PathPrefix']\"",
      ),
      findings: [{ line: 24, column: 25, messageId: 'rule' }],
    },
    {
      name: 'self != null on a nullable field: a stored null now fails it',
      base: widgetCrd(specSchema('mirror: {type: object, nullable: true, properties: {a: {type: string}}}')),
      head: widgetCrd(
        specSchema(
          "mirror: {type: object, nullable: true, properties: {a: {type: string}}, x-kubernetes-validations: [{rule: 'self != null'}]}",
        ),
      ),
      findings: [{ line: 20, column: 121, messageId: 'rule' }],
    },
    {
      // The same rule where the base already had `cel`: objects that set both now fail it.
      name: 'an exactly-one rule extended with a field the base had',
      base: mirror('op: {type: string}, path: {type: string}, cel: {type: string}', EXACTLY_ONE_BASE),
      head: mirror('op: {type: string}, path: {type: string}, cel: {type: string}', EXACTLY_ONE_HEAD),
      findings: [{ line: 24, column: 25, messageId: 'rule' }],
    },
    {
      name: 'a rule tighter than the bound the base had',
      base: bounded('description: s', 'minimum: 1'),
      head: bounded('description: s', rule('self >= 2')),
      findings: [{ line: 24, column: 25 }],
    },
    {
      name: "a rule that refuses a value of the parent's anyOf",
      base: bounded(PARENT_ANY_OF, 'format: int32'),
      head: bounded('description: s', `format: int32\n${rule('self == 0 || (self >= 2000 && self <= 2000000)')}`),
      findings: [{ line: 25, column: 25 }],
    },
    {
      name: 'a rule on a number asking more than an exclusive bound gave',
      base: widgetCrd(
        'type: object\nproperties:\n  spec:\n    type: object\n    properties:\n      count:\n        type: number\n        minimum: 0\n        exclusiveMinimum: true',
      ),
      head: widgetCrd(
        'type: object\nproperties:\n  spec:\n    type: object\n    properties:\n      count:\n        type: number\n        x-kubernetes-validations:\n        - rule: self >= 1',
      ),
      findings: [{ line: 23, column: 25 }],
    },
    {
      name: 'a rule on a list narrowed by a field old items may have: the filter is not known to keep them all',
      base: roles(', mode: {type: string}', EVERY_ROLE_REPLICATED),
      head: roles(
        ', mode: {type: string}',
        `"self.roles.filter(r, !has(r.mode) || r.mode != 'External').all(r, has(r.replicas) && r.replicas > 0)"`,
      ),
      findings: [{ line: 20, column: 21 }],
    },
    {
      name: 'a limit on how many items hold an enum value old items could hold',
      base: widgetCrd(
        specSchema(
          'requirements: {type: array, items: {type: object, required: [key, operator], properties: {key: {type: string}, operator: {type: string, enum: [In, Gt, Lt, Gte]}, values: {type: array, items: {type: string}}}}}',
        ),
      ),
      head: requirements('In, Gt, Lt, Gte', `"self.filter(r, r.operator == 'Gte').size() <= 1"`),
      findings: [{ line: 24, column: 25 }],
    },
    {
      // Without url, the condition fails ("no such key"): the rule errors, and the apiserver refuses.
      name: 'a size the base required, under a condition on an optional field',
      base: chart('required: [name]\n  properties: {url: {type: string}, name: {type: string, minLength: 1}}'),
      head: chart(
        'required: [name]\n  properties: {url: {type: string}, name: {type: string, minLength: 1}}\n  x-kubernetes-validations:\n  - rule: "self.url.startsWith(\'http\') ? size(self.name) >= 1 : true"',
      ),
      findings: [{ line: 25, column: 25, messageId: 'rule' }],
    },
    {
      name: 'a size larger than the base required',
      base: chart('required: [name]\n  properties: {name: {type: string, minLength: 1}}'),
      head: chart(
        "required: [name]\n  properties: {name: {type: string, minLength: 1}}\n  x-kubernetes-validations:\n  - rule: 'size(self.name) >= 2'",
      ),
      findings: [{ line: 25, column: 25, messageId: 'rule' }],
    },
    {
      name: 'a size of a field the base did not require',
      base: chart('properties: {name: {type: string, minLength: 1}}'),
      head: chart(
        "properties: {name: {type: string, minLength: 1}}\n  x-kubernetes-validations:\n  - rule: 'size(self.name) >= 1'",
      ),
      findings: [{ line: 24, column: 25, messageId: 'rule' }],
    },
    {
      // Only a base rule that does not compile spares the rule in its place: this one compiles (cel-js's
      // checker, as crd/cel, accepts it), so its replacement is a new rule.
      name: 'a rule that replaces a base rule that compiles',
      base: mirror('backend: {type: string}', "'has(self.backend)'"),
      head: mirror('backend: {type: string}', '\'self.backend != ""\''),
      findings: [{ line: 24, column: 25, messageId: 'rule', data: { compat: { base: ['has(self.backend)'] } } }],
    },
    {
      name: 'a rule added',
      base: size(R1),
      head: size(`${R1}\n- rule: self < 100`),
      findings: [
        {
          line: 24,
          column: 25,
          fieldPath: `${at('size')}.x-kubernetes-validations[1].rule`,
          messageId: 'rule',
          severity: 'error',
          message:
            'validation rule added or changed on spec.size in v1: "self < 100"; stored objects that fail it stay readable and updates that leave spec.size unchanged pass (ratcheting), but creates (a GitOps re-apply, a restore) and updates that change spec.size must satisfy it; make sure every stored object and client does, or add the rule in a new version',
          data: {
            compat: {
              version: 'v1',
              property: '^.spec.size',
              check: 'x-kubernetes-validations',
              base: ['self >= 0'],
              head: 'self < 100',
            },
          },
        },
      ],
    },
    {
      name: 'a rule changed is a new rule',
      base: size(R1),
      head: size("- {rule: 'self > 0', message: must be positive}"),
      findings: [
        { line: 23, column: 26, messageId: 'rule', data: { compat: { base: ['self >= 0'], head: 'self > 0' } } },
      ],
    },
    {
      name: 'a transition rule added is never ratcheted',
      base: widgetCrd(specSchema('size: {type: integer}')),
      head: size('- {rule: self == oldSelf, message: immutable}'),
      findings: [
        {
          line: 23,
          column: 26,
          messageId: 'transition',
          message:
            'transition rule added or changed on spec.size in v1: "self == oldSelf"; transition rules are never ratcheted, so every update that changes spec.size must satisfy it from now on; make sure the clients that update it do, or add the rule in a new version',
          data: { compat: { base: [] } },
        },
      ],
    },
    {
      name: 'a transition rule over an old field beside a new one stays new',
      base: mirror('a: {type: string}'),
      head: mirror('a: {type: string}, provider: {type: string}', "'!has(oldSelf.a) || self.a == oldSelf.a'"),
      findings: [{ line: 24, column: 25, messageId: 'transition' }],
    },
    {
      name: 'below a base immutable node, a rule that runs on create too (optionalOldSelf)',
      base: movedRule('', "x-kubernetes-validations: [{rule: 'self == oldSelf'}]\n", ''),
      head: movedRule('', '', "    x-kubernetes-validations: [{rule: 'self == oldSelf', optionalOldSelf: true}]\n"),
      findings: [{ line: 19, column: 47, messageId: 'transition' }],
    },
    {
      // grove 43987df7: `oldSelf.hasValue() || …` with optionalOldSelf passes every update.
      name: 'a rule with optionalOldSelf that every update passes: it judges creates alone, and says so',
      base: movedRule('', '', ''),
      head: movedRule(
        '',
        '',
        "    x-kubernetes-validations: [{rule: 'oldSelf.hasValue() || !has(self.p)', optionalOldSelf: true}]\n",
      ),
      findings: [{ line: 19, column: 47, messageId: 'createOnly', severity: 'error' }],
    },
    {
      name: 'the same rule without optionalOldSelf (the apiserver refuses to compile it): the transition wording',
      base: movedRule('', '', ''),
      head: movedRule('', '', "    x-kubernetes-validations: [{rule: 'oldSelf.hasValue() || !has(self.p)'}]\n"),
      findings: [{ line: 19, column: 47, messageId: 'transition', severity: 'error' }],
    },
    {
      name: 'below a base immutable node, a rule on the value alone (it runs on create)',
      base: movedRule('', "x-kubernetes-validations: [{rule: 'self == oldSelf'}]\n", ''),
      head: movedRule('', '', "    x-kubernetes-validations: [{rule: 'has(self.p)'}]\n"),
      findings: [{ line: 19, column: 47, messageId: 'rule' }],
    },
    {
      name: "a rule of the parent about values the field's base rule refused, where the base did not require the field",
      base: urlRules('', TWO_SCHEMES, ''),
      head: urlRules('', THREE_SCHEMES, S3_GUARD),
      findings: [{ line: 19, column: 47, messageId: 'rule', severity: 'error' }],
    },
    {
      name: "a transition rule of the parent that an optional field's transition rule implies only where the field is set",
      base: urlRules('', 'self == oldSelf', ''),
      head: urlRules(
        '',
        'true',
        "    x-kubernetes-validations: [{rule: '!has(oldSelf.cacheProfile) || self.url == oldSelf.url'}]\n",
      ),
      findings: [{ line: 19, column: 47, messageId: 'transition', severity: 'error' }],
    },
    {
      name: 'the same over a list the base did not require: an object without it fails the rule (no such key)',
      base: endpointsRule(false, false),
      head: endpointsRule(false, true),
      findings: [{ line: 18, column: 17, messageId: 'root', severity: 'error' }],
    },
    {
      name: "a rule of the parent that the field's base rule implies, where the base did not require the field",
      base: valueRule('', '', EXACTLY_ONE_VALUE),
      head: valueRule('', AT_LEAST_ONE_VALUE_ABOVE, AT_MOST_ONE_VALUE),
      findings: [{ line: 21, column: 43, messageId: 'root', severity: 'error' }],
    },
    {
      name: "a rule of the parent that the field's base rule does not imply (at most one does not give at least one)",
      base: valueRule('required: [spec]\n', '', AT_MOST_ONE_VALUE),
      head: valueRule('required: [spec]\n', AT_LEAST_ONE_VALUE_ABOVE, AT_MOST_ONE_VALUE),
      findings: [{ line: 22, column: 43, messageId: 'root', severity: 'error' }],
    },
    {
      name: 'a rule of an optional field moved up without !has() of the field (an object without it now fails the rule): a warning',
      base: movedRule('', '', "    x-kubernetes-validations: [{rule: '!has(self.p) || size(self.p) > 2'}]\n"),
      head: movedRule('', "x-kubernetes-validations: [{rule: '!has(self.spec.p) || size(self.spec.p) > 2'}]\n", ''),
      findings: [{ line: 20, column: 43, messageId: 'movedUp', severity: 'warning' }],
    },
    {
      name: 'a transition rule of an optional field moved up behind !has(): the base ran it only where both objects set the field',
      base: movedRule('', '', "    x-kubernetes-validations: [{rule: 'has(self.p) == has(oldSelf.p)'}]\n"),
      head: movedRule(
        '',
        "x-kubernetes-validations: [{rule: '!has(self.spec) || has(self.spec.p) == has(oldSelf.spec.p)'}]\n",
        '',
      ),
      findings: [{ line: 20, column: 43, messageId: 'transition' }],
    },
    {
      // cluster-api-provider-vsphere 58ee68e11 in v1beta1, whose root does not require spec: the
      // rule evaluates as before wherever spec is set; only an object without spec now fails it.
      name: 'a rule moved up from a field the base did not require: a warning that names the field',
      base: movedRule('', '', "    x-kubernetes-validations: [{rule: 'has(self.p) == has(oldSelf.p)'}]\n"),
      head: movedRule('', "x-kubernetes-validations: [{rule: 'has(self.spec.p) == has(oldSelf.spec.p)'}]\n", ''),
      findings: [
        {
          line: 20,
          column: 43,
          messageId: 'movedUpTransition',
          severity: 'warning',
          message:
            'transition rule of spec moved up to the schema root in v1: "has(self.spec.p) == has(oldSelf.spec.p)"; it runs on updates alone, as before, and evaluates as before where both the stored and the new object set spec, but spec is not required: where one of them lacks it, the rule now runs where the old one did not, and fails (no such key) where it reads spec of that one (an update that unsets spec, or one that sets it on an object stored without it); guard those reads with `!has(self.spec) ||` or `!has(oldSelf.spec) ||`, unless such updates are meant to be refused',
        },
      ],
    },
    {
      name: 'a rule that reads no oldSelf moved up from a field the base did not require: a warning that names the field',
      base: movedRule('', '', "    x-kubernetes-validations: [{rule: 'has(self.p)'}]\n"),
      head: movedRule('', "x-kubernetes-validations: [{rule: 'has(self.spec.p)'}]\n", ''),
      findings: [
        {
          line: 20,
          column: 43,
          messageId: 'movedUp',
          severity: 'warning',
          message:
            'validation rule of spec moved up to the schema root in v1: "has(self.spec.p)"; it evaluates as before wherever spec is set, but spec is not required, and on an object without it the rule fails (no such key) where the old one did not run; make sure no stored object lacks spec, or guard the rule with `!has(self.spec) ||`',
        },
      ],
    },
    {
      name: 'the escape of another property names another field',
      base: mirror('namespace: {type: string}, __other__: {type: string}', "'!has(self.namespace)'"),
      head: mirror(
        'namespace: {type: string}, __other__: {type: string}',
        "'!has(self.__underscores__other__underscores__)'",
      ),
      findings: [{ line: 24, column: 25, messageId: 'rule' }],
    },
    {
      name: 'a not-null rule on a field the base did not require',
      base: mirror('a: {type: string}'),
      head: mirror('a: {type: string}', "'self.a != null'"),
      findings: [{ line: 24, column: 25, messageId: 'rule' }],
    },
    {
      name: 'a presence transition rule narrowed',
      base: mirror('network: {type: string}', "'!has(oldSelf.network) || has(self.network)'"),
      head: mirror('network: {type: string}', "'has(self.network) == has(oldSelf.network)'"),
      findings: [{ line: 24, column: 25, messageId: 'transition' }],
    },
    {
      name: 'a rule that needs a new field set (self.percent errors where percent is absent)',
      base: mirror('backend: {type: string}'),
      head: mirror('backend: {type: string}, percent: {type: integer}', 'self.percent > 0'),
      findings: [
        {
          line: 24,
          column: 25,
          messageId: 'readsAdded',
          message:
            'validation rule added or changed on spec.mirror in v1: "self.percent > 0"; it reads `self.percent`, which the change adds, outside has(): no object the schema accepted before has it, so on such an object the rule fails (no such key) wherever it reads it, and its next create (a GitOps re-apply, a restore) and every update of it are refused, whatever the update changes, metadata and status writes included (ratcheting spares a rule that returns false, never one that fails to evaluate); guard the read (has(self.percent) && …), or make sure no stored object meets it',
          data: { compat: { property: '^.spec.mirror', base: [], head: 'self.percent > 0' } },
        },
      ],
    },
    {
      // camunda-operator 7b358af2: `has(self.ref) && self.ref != ''` is false, not an error, without ref.
      name: 'a rule that requires a new field through a guarded read: refused, but not for the read',
      base: mirror('backend: {type: string}'),
      head: mirror('backend: {type: string}, ref: {type: string}', `"has(self.ref) && self.ref != ''"`),
      findings: [{ line: 24, column: 25, messageId: 'rule' }],
    },
    {
      // openbao-operator d40600ef: `domain` was required, `domains` is new: every stored object fails it.
      name: 'a rule that reads a new field behind a guard on another',
      base: widgetCrd(
        specSchema('mirror:\n  type: object\n  required: [domain]\n  properties: {domain: {type: string}}'),
      ),
      head: mirror(
        'domain: {type: string}, domains: {type: array, items: {type: string}}',
        "'!(has(self.domain) && size(self.domains) > 0)'",
      ),
      findings: [{ line: 24, column: 25, messageId: 'readsAdded' }],
    },
    {
      name: 'has() below a new field selects it first',
      base: mirror('backend: {type: string}'),
      head: mirror('backend: {type: string}, lua: {type: object}', "'!has(self.lua.code)'"),
      findings: [{ line: 24, column: 25 }],
    },
    {
      name: 'a rule about a field gained below an old field, which may be unset (has() of it errors there)',
      base: mirror('sync: {type: object, properties: {mode: {type: string}}}'),
      head: mirror(
        'sync: {type: object, properties: {mode: {type: string}, zoneKeys: {type: array, items: {type: string}}}}',
        "'!has(self.sync.zoneKeys)'",
      ),
      findings: [
        { line: 24, column: 25, data: { compat: { property: '^.spec.mirror', head: '!has(self.sync.zoneKeys)' } } },
      ],
    },
    {
      name: 'a rule about an old field of an old child',
      base: mirror('sync: {type: object, properties: {mode: {type: string}}}'),
      head: mirror(
        'sync: {type: object, properties: {mode: {type: string}, zoneKeys: {type: array, items: {type: string}}}}',
        "'!has(self.sync) || !has(self.sync.mode)'",
      ),
      findings: [{ line: 24, column: 25 }],
    },
    {
      name: 'a mutual exclusion between fields that both existed',
      base: mirror('lua: {type: string}, luaValidation: {type: string}'),
      head: mirror(
        'lua: {type: string}, luaValidation: {type: string}',
        "'!has(self.luaValidation) || !has(self.lua)'",
      ),
      findings: [{ line: 24, column: 25 }],
    },
    {
      name: 'a new field with a default is set on every object',
      base: mirror('lua: {type: string}'),
      head: mirror(
        'lua: {type: string}, luaValidation: {type: string, default: Strict}',
        "'!has(self.luaValidation) || !has(self.lua)'",
      ),
      findings: [{ line: 24, column: 25 }],
    },
    {
      name: 'a rule that a new field defaulted to true makes old objects meet',
      base: mirror('nodeSelector: {type: object, additionalProperties: {type: string}}'),
      head: mirror(
        'default: {type: boolean, default: true}, nodeSelector: {type: object, additionalProperties: {type: string}}',
        "'has(self.default) && self.default ? !has(self.nodeSelector) || size(self.nodeSelector) == 0 : true'",
      ),
      findings: [{ line: 24, column: 25 }],
    },
    {
      name: 'a new defaulted field where the base preserved unknown fields (an old object may hold true)',
      base: mirror('nodeSelector: {type: object, additionalProperties: {type: string}}', undefined, true),
      head: mirror(
        'default: {type: boolean, default: false}, nodeSelector: {type: object, additionalProperties: {type: string}}',
        "'has(self.default) && self.default ? !has(self.nodeSelector) || size(self.nodeSelector) == 0 : true'",
      ),
      findings: [{ line: 24, column: 25 }],
    },
    {
      name: 'a base that preserved unknown fields may have stored the new one',
      base: mirror('lua: {type: string}', undefined, true),
      head: mirror(
        'lua: {type: string}, luaValidation: {type: string}',
        "'!has(self.luaValidation) || !has(self.lua)'",
      ),
      findings: [{ line: 24, column: 25 }],
    },
    {
      name: 'a transition rule that pins whether a field the base had is set',
      base: mirror('lua: {type: string}, replicas: {type: integer}'),
      head: mirror('lua: {type: string}, replicas: {type: integer}', "'has(self.replicas) == has(oldSelf.replicas)'"),
      findings: [{ line: 24, column: 25, messageId: 'transition', data: { compat: { property: '^.spec.mirror' } } }],
    },
    {
      name: 'a uniqueness rule on a list that was atomic (it may hold duplicates)',
      base: clusters('atomic'),
      head: clusters('atomic', "'size(self.filter(i, size(self.filter(j, j == i)) > 1)) == 0'"),
      findings: [{ line: 25, column: 25, messageId: 'rule', data: { compat: { property: '^.spec.clusters' } } }],
    },
    {
      name: 'uniqueness by one key of a map list keyed by two',
      base: ports('name, port'),
      head: ports('name, port', "'self.all(x, self.exists_one(y, y.port == x.port))'"),
      findings: [{ line: 26, column: 25, messageId: 'rule', data: { compat: { property: '^.spec.ports' } } }],
    },
    {
      // The item may lack the key ("no such key"), or the base allowed two items.
      name: 'uniqueness by a key an item may lack, where the base allowed one item at most',
      base: atMostOne('maxItems: 1', ''),
      head: atMostOne('maxItems: 8', '', "'self.all(p1, self.exists_one(p2, p1.number == p2.number))'"),
      findings: [{ line: 25, column: 25, messageId: 'rule', data: { compat: { property: '^.spec.ports' } } }],
    },
    {
      name: 'uniqueness where the base allowed two items',
      base: atMostOne('maxItems: 2', 'required: [number]'),
      head: atMostOne(
        'maxItems: 8',
        'required: [number]',
        "'self.all(p1, self.exists_one(p2, p1.number == p2.number))'",
      ),
      findings: [{ line: 25, column: 25, messageId: 'rule', data: { compat: { property: '^.spec.ports' } } }],
    },
    {
      name: 'uniqueness and more: a bound on the size',
      base: clusters('set'),
      head: clusters('set', "'size(self.filter(i, size(self.filter(j, j == i)) > 1)) == 0 && size(self) <= 3'"),
      findings: [{ line: 25, column: 25, messageId: 'rule', data: { compat: { property: '^.spec.clusters' } } }],
    },
    {
      name: 'the has() guards of a uniqueness rule over the items removed',
      base: addresses(UNIQUE_IP_GUARDED),
      head: addresses(UNIQUE_IP),
      findings: [{ line: 24, column: 25, messageId: 'rule', data: { compat: { property: '^.spec.addresses' } } }],
    },
    {
      name: 'a rule extended to an enum value the base already allowed',
      base: requirements('In, Gt, Lt, Gte', oneValueFor('Gt', 'Lt')),
      head: requirements('In, Gt, Lt, Gte', oneValueFor('Gt', 'Lt', 'Gte')),
      findings: [{ line: 24, column: 25, messageId: 'rule', data: { compat: { property: '^.spec.requirements' } } }],
    },
    {
      name: 'a rule extended to new enum values of a field old items may lack',
      base: requirements('In, Gt, Lt', oneValueFor('Gt', 'Lt'), false),
      head: requirements('In, Gt, Lt, Gte, Lte', oneValueFor('Gt', 'Lt', 'Gte', 'Lte'), false),
      findings: [{ line: 24, column: 25, messageId: 'rule', data: { compat: { property: '^.spec.requirements' } } }],
    },
    {
      name: 'a loop variable of an inner macro is not the item of the same name (its operator has no enum)',
      base: nestedOperators(`'self.all(x, x.nested.all(x, true))'`),
      head: nestedOperators(`'self.all(x, x.nested.all(x, x.operator != "Gte"))'`),
      findings: [{ line: 24, column: 25, messageId: 'rule', data: { compat: { property: '^.spec.requirements' } } }],
    },
    {
      name: 'the same rule when the enum value is not new',
      base: filter('type: {type: string, enum: [Header, Mirror, CORS]}, header: {type: object}'),
      head: filter(
        'type: {type: string, enum: [Header, Mirror, CORS]}, header: {type: object}, cors: {type: object}',
        `"!(!has(self.cors) && self.type == 'CORS')"`,
      ),
      findings: [{ line: 25, column: 25, messageId: 'rule', data: { compat: { property: '^.spec.filter' } } }],
    },
    {
      name: 'a new enum value compared on a field that may be absent (self.type errors there)',
      base: mirror('type: {type: string, enum: [Header, Mirror]}, header: {type: object}'),
      head: mirror(
        'type: {type: string, enum: [Header, Mirror, CORS]}, header: {type: object}, cors: {type: object}',
        `"!(!has(self.cors) && self.type == 'CORS')"`,
      ),
      findings: [{ line: 24, column: 25, messageId: 'rule', data: { compat: { property: '^.spec.mirror' } } }],
    },
    {
      name: 'a rule on a list that reads a field its items already had',
      base: widgetCrd(specSchema('rules: {type: array, items: {type: object, properties: {name: {type: string}}}}')),
      head: widgetCrd(
        specSchema(
          'rules:\n  type: array\n  items: {type: object, properties: {name: {type: string}}}\n  x-kubernetes-validations:\n  - rule: \'self.all(l1, !has(l1.name) || l1.name != "")\'',
        ),
      ),
      findings: [{ line: 24, column: 25, messageId: 'rule', data: { compat: { property: '^.spec.rules', base: [] } } }],
    },
    {
      name: 'widened with || but the other side of && kept (self >= 0 && X is not implied by self >= 0)',
      base: size(R1),
      head: size("- rule: 'self >= 0 && (self < 5 || self == 7)'"),
      findings: [
        {
          line: 23,
          column: 25,
          messageId: 'rule',
          data: { compat: { base: ['self >= 0'], head: 'self >= 0 && (self < 5 || self == 7)' } },
        },
      ],
    },
    {
      name: 'an at-most-one rule narrowed into exactly one',
      base: mirror(
        'universal: {type: string}, individual: {type: object}',
        "'[has(self.universal),has(self.individual)].filter(x,x).size() <= 1'",
      ),
      head: mirror(
        'universal: {type: string}, individual: {type: object}',
        "'has(self.universal) != has(self.individual)'",
      ),
      findings: [
        {
          line: 24,
          column: 25,
          messageId: 'rule',
          data: { compat: { head: 'has(self.universal) != has(self.individual)' } },
        },
      ],
    },
    {
      name: 'the same one-of when the old field was optional',
      base: widgetCrd(specSchema('provider:\n  type: object\n  properties: {remote: {type: object}}')),
      head: widgetCrd(
        specSchema(
          "provider:\n  type: object\n  properties: {remote: {type: object}, local: {type: object}}\n  x-kubernetes-validations:\n  - rule: '(has(self.remote) && !has(self.local)) || (!has(self.remote) && has(self.local))'",
        ),
      ),
      findings: [{ line: 24, column: 25, messageId: 'rule', data: { compat: { property: '^.spec.provider' } } }],
    },
    {
      name: 'the same one-of when the old required field was nullable',
      base: widgetCrd(
        specSchema(
          'provider:\n  type: object\n  required: [remote]\n  properties: {remote: {type: object, nullable: true}}',
        ),
      ),
      head: widgetCrd(
        specSchema(
          "provider:\n  type: object\n  properties: {remote: {type: object, nullable: true}, local: {type: object}}\n  x-kubernetes-validations:\n  - rule: '(has(self.remote) && !has(self.local)) || (!has(self.remote) && has(self.local))'",
        ),
      ),
      findings: [{ line: 24, column: 25, messageId: 'rule' }],
    },
    {
      name: 'a bound in a rule lowered',
      base: size("- rule: '0 < self && self <= 65535'"),
      head: size("- rule: '0 < self && self <= 6553'"),
      findings: [
        {
          line: 23,
          column: 25,
          messageId: 'rule',
          data: { compat: { base: ['0 < self && self <= 65535'], head: '0 < self && self <= 6553' } },
        },
      ],
    },
    {
      name: 'a comparison rewritten is not proven looser (self > 0 from self >= 0 is stricter)',
      base: size('- rule: self >= 0'),
      head: size("- rule: 'self > 0 || self > 1'"),
      findings: [{ line: 23, column: 25, messageId: 'rule' }],
    },
    {
      name: 'a conjunct kept from a transition rule now also runs on create',
      base: size("- rule: 'self >= 0 && self == oldSelf'"),
      head: size('- rule: self >= 0'),
      findings: [
        {
          line: 23,
          column: 25,
          messageId: 'rule',
          data: { compat: { base: ['self >= 0 && self == oldSelf'], head: 'self >= 0' } },
        },
      ],
    },
    {
      name: 'widening a rule that optionalOldSelf skipped, without optionalOldSelf, runs it where it did not run',
      base: size('- {rule: self == oldSelf, optionalOldSelf: true}'),
      head: size("- rule: 'self == oldSelf || self > 10'"),
      findings: [{ line: 23, column: 25, messageId: 'transition' }],
    },
    {
      name: 'optionalOldSelf true to false makes the rule new',
      base: size('- {rule: self == oldSelf, optionalOldSelf: true}'),
      head: size('- rule: self == oldSelf'),
      findings: [{ line: 23, column: 25, messageId: 'transition' }],
    },
    {
      name: 'a transition rule widened into one that optionalOldSelf runs on create too, where the base rule did not run',
      base: size("- rule: 'self > 0 && self == oldSelf'"),
      head: size("- {rule: 'self > 0 || (oldSelf.hasValue() && oldSelf.value() == self)', optionalOldSelf: true}"),
      findings: [{ line: 23, column: 26, messageId: 'transition' }],
    },
    {
      name: 'a presence-only base rule this CEL library cannot evaluate proves nothing (sets.intersects)',
      base: mirror('a: {type: string}, b: {type: string}', "'sets.intersects([has(self.a), has(self.b)], [true])'"),
      head: mirror('a: {type: string}, b: {type: string}', "'has(self.a) && has(self.b)'"),
      findings: [{ line: 24, column: 25, messageId: 'rule' }],
    },
    {
      name: 'metadata declared at the root with a rule on it: every stored object has metadata, declared or not',
      base: widgetCrd('type: object\nproperties:\n  spec: {type: object}'),
      head: widgetCrd(
        "type: object\nproperties:\n  spec: {type: object}\n  metadata: {type: object}\nx-kubernetes-validations:\n- rule: 'has(self.metadata) ? self.metadata.name.size() <= 20 : true'",
      ),
      // tetragon 53158a4ea: a rule of the root is spared by ratcheting only on updates that change nothing.
      findings: [
        {
          line: 20,
          column: 17,
          messageId: 'root',
          message:
            'validation rule added or changed on the schema root in v1: "has(self.metadata) ? self.metadata.name.size() <= 20 : true"; ratcheting spares only updates that leave the schema root unchanged, and an update does so only where it changes nothing at all, metadata included, so every create (a GitOps re-apply, a restore) and every update of a stored object that fails it is rejected; make sure every stored object and client satisfies it, or add the rule in a new version',
        },
      ],
    },
  ],
});

// fluxcd/source-watcher 3e23678761 held its artifacts' names to a DNS subdomain by a rule on spec,
// where the base held each artifact's required `name` to a DNS label already: no old object fails it.
const DNS_LABEL = '^[a-z0-9]([-a-z0-9]*[a-z0-9])?$';
const DNS_SUBDOMAIN = '^[a-z0-9]([-a-z0-9]*[a-z0-9])?([.][a-z0-9]([-a-z0-9]*[a-z0-9])?)*$';
/** spec with a list `wicks` (bounded, as CEL's cost limit asks) of items of a `label` of this pattern; `list` and `label` required as said; a spec rule when given (line 19). */
const wicks = (
  pattern: string,
  { list = true, label = true, rule }: { list?: boolean; label?: boolean; rule?: string } = {},
) =>
  widgetCrd(
    specSchema(
      `wicks:\n  type: array\n  maxItems: 10\n  items:\n    type: object\n${label ? '    required: [label]\n' : ''}    properties:\n      label: {type: string, maxLength: 63, pattern: '${pattern}'}`,
      [
        ...(list ? ['required: [wicks]'] : []),
        ...(rule === undefined ? [] : ['x-kubernetes-validations:', `- rule: "${rule}"`]),
      ].join('\n'),
    ),
  );
const ALL_SUBDOMAINS = `self.wicks.all(w, w.label.matches('${DNS_SUBDOMAIN}'))`;

ruleTester(celRuleAddedOrChanged, {
  valid: [
    {
      name: "every item's required field held to a pattern the rule's admits",
      base: wicks(DNS_LABEL),
      head: wicks(DNS_LABEL, { rule: ALL_SUBDOMAINS }),
    },
    {
      name: 'the list optional, guarded by a disjunct that it is absent',
      base: wicks(DNS_LABEL, { list: false }),
      head: wicks(DNS_LABEL, { list: false, rule: `!has(self.wicks) || ${ALL_SUBDOMAINS}` }),
    },
  ],
  invalid: [
    {
      name: 'the field optional in the items: reading it fails where it is missing',
      base: wicks(DNS_LABEL, { label: false }),
      head: wicks(DNS_LABEL, { label: false, rule: ALL_SUBDOMAINS }),
      findings: [{ line: 21, column: 21 }],
    },
    {
      name: "a pattern the rule's does not admit",
      base: wicks('^[a-z_]+$'),
      head: wicks('^[a-z_]+$', { rule: ALL_SUBDOMAINS }),
      findings: [{ line: 21, column: 21 }],
    },
    {
      name: 'the list optional and not guarded',
      base: wicks(DNS_LABEL, { list: false }),
      head: wicks(DNS_LABEL, { list: false, rule: ALL_SUBDOMAINS }),
      findings: [{ line: 20, column: 21 }],
    },
  ],
});

// rancher/turtles 16826a394d added `oci` to spec.fetchConfig with "one of oci, url, selector",
// which spec's rule had asked of url and selector wherever fetchConfig is set; 426b158a48 widened
// spec's rule to the three, which fetchConfig's own rule had asked of every object already.
/** Exactly one of the fields set, as a rule of `at` (spec's, read below self.source, names its variable e). */
const EXACTLY_ONE = (fields: readonly string[], at = 'self') => {
  const v = at === 'self' ? 'x' : 'e';
  return `[${fields.map((f) => `has(${at}.${f})`).join(', ')}].exists_one(${v}, ${v})`;
};
/** spec.source of these fields (strings), spec's rule and source's rule when given (source's first: line 23). */
const heldSource = (fields: readonly string[], specRule?: string, sourceRule?: string) =>
  widgetCrd(
    specSchema(
      `source:\n  type: object\n  properties: {${fields.map((f) => `${f}: {type: string, maxLength: 10}`).join(', ')}}${sourceRule === undefined ? '' : `\n  x-kubernetes-validations:\n  - rule: '${sourceRule}'`}`,
      specRule === undefined ? '' : `x-kubernetes-validations:\n- rule: '!has(self.source) || ${specRule}'`,
    ),
  );
/** The CRD with spec's rules followed by one of a field `version` it gains. */
const withVersionRule = (crd: string) =>
  crd
    .replace(
      /^( *)- rule: '!has\(self\.source\).*$/m,
      (line, indent: string) => `${line}\n${indent}- rule: "!has(self.version) || self.version.matches('^v[0-9]+$')"`,
    )
    .replace(/^( *)source:\n/m, (line, indent: string) => `${indent}version: {type: string, maxLength: 10}\n${line}`);
const TWO = ['url', 'selector'];
const THREE = ['oci', 'url', 'selector'];

ruleTester(celRuleAddedOrChanged, {
  valid: [
    {
      name: "a field's rule over a field it gains, which the holder's rule asked of the others",
      base: heldSource(TWO, EXACTLY_ONE(TWO, 'self.source')),
      head: heldSource(THREE, EXACTLY_ONE(TWO, 'self.source'), EXACTLY_ONE(THREE)),
    },
    {
      // rancher/turtles' spec held its version to a pattern too: a rule the proof cannot follow.
      name: "a field's rule over a field it gains, beside another rule of the holder that reads other fields",
      base: withVersionRule(heldSource(TWO, EXACTLY_ONE(TWO, 'self.source'))),
      head: withVersionRule(heldSource(THREE, EXACTLY_ONE(TWO, 'self.source'), EXACTLY_ONE(THREE))),
    },
    {
      name: "the holder's rule widened, in the change that adds the field, to a field no old object has",
      base: heldSource(TWO, EXACTLY_ONE(TWO, 'self.source')),
      head: heldSource(THREE, EXACTLY_ONE(THREE, 'self.source')),
    },
    {
      name: "the holder's rule widened to what its field's own rule asked already",
      base: heldSource(THREE, EXACTLY_ONE(TWO, 'self.source'), EXACTLY_ONE(THREE)),
      head: heldSource(THREE, EXACTLY_ONE(THREE, 'self.source'), EXACTLY_ONE(THREE)),
    },
  ],
  invalid: [
    {
      name: "the holder's rule over a field the base had, which no rule of the field held",
      base: heldSource(THREE, EXACTLY_ONE(TWO, 'self.source')),
      head: heldSource(THREE, EXACTLY_ONE(THREE, 'self.source')),
      findings: [{ line: 20, column: 21 }],
    },
  ],
});
