import { DEFAULT_CONFIG } from '../../../src/engine/config.js';
import { DEFAULT_COMPAT_CONFIG } from '../../../src/rules/compat/compat-config.js';
import { validationTightened } from '../../../src/rules/compat/validation-tightened.js';
import { ruleTester } from '../../support/rule-tester.js';
import { at, specSchema, widgetCrd } from './widget-crd.js';

// compat/validation-tightened (spec/crd-compatibility.md §5.4 keyword table), after crdify's
// maximum/minimum/maxLength/minLength/maxItems/minItems/maxProperties/minProperties/pattern
// validations. `f` is line 20 with its keywords on its own line 21 ({type, ...} in flow); a
// scalar is placed at its value.
const f = (keywords: string, type = 'integer') => widgetCrd(specSchema(`f:\n  type: ${type}\n  ${keywords}`));
/** The quantity grammar controller-gen writes for resource.Quantity. */
const QUANTITY = String.raw`^(\+|-)?(([0-9]+(\.[0-9]*)?)|(\.[0-9]+))(([KMGTPE]i)|[numkMGTPE]|([eE](\+|-)?(([0-9]+(\.[0-9]*)?)|(\.[0-9]+))))?$`;
/**
 * `valueFrom`, as kagent writes a reference to a ConfigMap or Secret, without k8s.io/api's names:
 * its key from line 23 (keywords `keyMore` from line 26), its name from line 27 (`nameMore` from line 30).
 */
const REFERENCE = (keyMore: string, nameMore: string) =>
  [
    'valueFrom:',
    '  type: object',
    '  properties:',
    '    key:',
    '      description: The key of the ConfigMap or Secret.',
    `      type: string${keyMore.replace(/\n {4}/g, '\n      ')}`,
    '    name:',
    '      description: The name of the ConfigMap or Secret.',
    `      type: string${nameMore.replace(/\n {4}/g, '\n      ')}`,
    '    type: {type: string, enum: [ConfigMap, Secret]}',
  ].join('\n');
const disallow = { ...DEFAULT_CONFIG, compat: { ...DEFAULT_COMPAT_CONFIG, patternRemoval: 'Disallow' as const } };
const tightened = (keyword: string, base: unknown, head: unknown, column: number, line = 22) => ({
  line,
  column,
  fieldPath: `${at('f')}.${keyword}`,
  data: { compat: { version: 'v1', property: '^.spec.f', check: keyword, base, head } },
});

/**
 * `g`, an object with `properties` (flow) and, from line 23 (column 17), a junctor written as
 * generators write "one of these fields, or none" (istio's protoc-gen-crds).
 */
const g = (properties: string, junctor: string, more = '') =>
  widgetCrd(specSchema(`g:\n  type: object\n${more}  properties: {${properties}}\n${junctor.replace(/^/gm, '  ')}`));
const oneOfFields = (...names: string[]) =>
  [
    'oneOf:',
    `- not: {anyOf: [${names.map((n) => `{required: [${n}]}`).join(', ')}]}`,
    ...names.map((n) => `- required: [${n}]`),
  ].join('\n');
const SIMPLE_HASH = 'simple: {type: string}, hash: {type: string}';

const WAL = 's3: {type: string}, gs: {type: string}, standby: {type: string}';
const ONE_OF_WAL = 'oneOf:\n- required: [s3]\n- required: [gs]\n- required: [standby]';

/**
 * A label selector (matchLabels beside matchExpressions, or matchFields for a node selector term)
 * whose requirements' operator and values items take these keywords (flow): operator on line 24,
 * the values' items on line 27.
 */
const selector = (
  operator: string,
  values: string,
  beside = 'matchLabels: {type: object, additionalProperties: {type: string}}',
) =>
  widgetCrd(
    specSchema(
      [
        'selector:',
        '  type: object',
        '  properties:',
        '    matchExpressions:',
        '      type: array',
        '      items:',
        '        type: object',
        '        properties:',
        '          key: {type: string}',
        `          operator: {type: string${operator}}`,
        '          values:',
        '            type: array',
        `            items: {type: string${values}}`,
        `    ${beside}`,
      ].join('\n'),
    ),
  );
const OPERATORS = ", pattern: '^(In|NotIn|Exists|DoesNotExist)$'";
const LABEL_VALUES = ", pattern: '^(([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9])?$'";
ruleTester(validationTightened, {
  valid: [
    {
      // nginx-gateway-fabric d54377f2: targetRefs had a rule that some ref be a route, then minItems 1.
      name: 'minItems 1 where a base rule of the list already refused the empty list',
      base: f(
        'items: {type: object, properties: {kind: {type: string}}}\n  x-kubernetes-validations: [{rule: "self.exists(t, t.kind == \'HTTPRoute\')"}]',
        'array',
      ),
      head: f(
        'items: {type: object, properties: {kind: {type: string}}}\n  minItems: 1\n  x-kubernetes-validations: [{rule: "self.exists(t, t.kind == \'HTTPRoute\')"}]',
        'array',
      ),
    },
    {
      name: 'a maxLength in place of the rule that bounded the size: size(self) <= 8',
      base: f("x-kubernetes-validations: [{rule: 'size(self) <= 8'}]", 'string'),
      head: f('maxLength: 8', 'string'),
    },
    {
      name: 'a minItems in place of the rule that bounded the size: self.size() >= 1',
      base: f("items: {type: string}\n  x-kubernetes-validations: [{rule: 'self.size() >= 1'}]", 'array'),
      head: f('items: {type: string}\n  minItems: 1', 'array'),
    },
    {
      // grafana-operator's accessToken: a UUID is 32 to 36 characters, a date 10.
      name: "length bounds every string the base's format accepts meets (uuid, date, hostname)",
      base: f('format: uuid', 'string'),
      head: f('format: uuid\n  minLength: 32\n  maxLength: 36', 'string'),
    },
    {
      name: 'a date of exactly 10 characters',
      base: f('format: date', 'string'),
      head: f('format: date\n  minLength: 10\n  maxLength: 10', 'string'),
    },
    {
      name: 'a hostname of at most 255 characters, as strfmt checks',
      base: f('format: hostname', 'string'),
      head: f('format: hostname\n  maxLength: 255', 'string'),
    },
    {
      name: 'a maxLength no string of the pattern it replaces exceeds',
      base: f("pattern: '^(Prevent|None)$'", 'string'),
      head: f('maxLength: 8', 'string'),
    },
    {
      // ovn-kubernetes e52e32d49: an egress firewall's `to` took a second field and "exactly one of them".
      name: 'maxProperties no smaller than the fields an object that prunes unknown fields declared',
      base: widgetCrd(specSchema('to:\n  type: object\n  properties: {cidr: {type: string}}')),
      head: widgetCrd(
        specSchema(
          'to:\n  type: object\n  maxProperties: 1\n  properties: {cidr: {type: string}, dns: {type: string}}',
        ),
      ),
    },
    {
      // zalando's postgres-operator b97de5d7: standby may now come with a WAL path.
      name: 'a oneOf of presence branches rewritten as anyOf and not, which accept all it did',
      base: g(WAL, ONE_OF_WAL),
      head: g(WAL, 'anyOf:\n- required: [s3]\n- required: [gs]\n- required: [standby]\nnot:\n  required: [s3, gs]'),
    },
    {
      // antrea e635aef7e: Egress's "egressIP or externalIPPool" became one of two such groups, the
      // second of the fields the change adds, which no old object has.
      name: "the base's anyOf moved into a oneOf beside a group of fields the change adds",
      base: g('ip: {type: string}, pool: {type: string}', 'anyOf:\n- required: [ip]\n- required: [pool]'),
      head: g(
        'ip: {type: string}, pool: {type: string}, ips: {type: array, items: {type: string}}, pools: {type: array, items: {type: string}}',
        'oneOf:\n- anyOf: [{required: [ip]}, {required: [pool]}]\n- anyOf: [{required: [ips]}, {required: [pools]}]',
      ),
    },
    {
      // One of a new field and an old one, or none: an old object sets at most the old one, and
      // meets exactly one branch either way ("none", or the old field's).
      name: 'a oneOf group added for one new field and one old field',
      base: g('simple: {type: string}', ''),
      head: g('simple: {type: string}, a: {type: string}', oneOfFields('a', 'simple')),
    },
    {
      // kube-ovn's provider networks (kubespray 390d74706): the name `external` is allowed again.
      name: 'a not of an enum that loses a value',
      base: f('not: {enum: [int, external]}', 'string'),
      head: f('not: {enum: [int]}', 'string'),
    },
    {
      name: 'a not of required fields that requires one more together',
      base: g(WAL, 'not:\n  required: [s3]'),
      head: g(WAL, 'not:\n  required: [s3, gs]'),
    },
    {
      // kyverno/policy-reporter 380a5a50: `jira` declared nowhere is pruned before validation.
      name: 'a oneOf branch added for a field neither side declares',
      base: g(WAL, ONE_OF_WAL),
      head: g(WAL, `${ONE_OF_WAL}\n- required: [jira]`),
    },
    {
      // kube-ovn e9774269a: a pattern for the strings an int-or-string newly accepts.
      name: 'a pattern added where the base accepted no strings',
      base: f('format: int64'),
      head: widgetCrd(specSchema("f:\n  x-kubernetes-int-or-string: true\n  pattern: '^[0-9]+Mi$'")),
    },
    {
      name: 'maxItems added where the base accepted no lists',
      base: f('minimum: 0'),
      head: widgetCrd(specSchema('f:\n  x-kubernetes-int-or-string: true\n  minimum: 0\n  maxItems: 3')),
    },
    // A bound at the limit of the field's integer type (integer-type-limit.ts).
    {
      name: 'maximum 4294967295 added to an integer (a uint32)',
      base: f('minimum: 1'),
      head: f('maximum: 4294967295\n  minimum: 1'),
    },
    {
      name: 'maximum 2147483647 added to an int32',
      base: f('format: int32'),
      head: f('format: int32\n  maximum: 2147483647'),
    },
    {
      name: 'minimum -2147483648 added to an int32',
      base: f('format: int32'),
      head: f('format: int32\n  minimum: -2147483648'),
    },
    {
      name: 'the int64 range added',
      base: f('format: int64'),
      head: f('format: int64\n  minimum: -9223372036854775808\n  maximum: 9223372036854775807'),
    },
    // What a branch says that constrains nothing (junctor-no-ops.ts): strimzi's oneOf of volume sources.
    {
      name: 'required: [] dropped from the branches of a oneOf (strimzi 8a48b13a76)',
      base: g(
        SIMPLE_HASH,
        'oneOf:\n- {required: [simple], properties: {simple: {}}}\n- {required: [], properties: {hash: {}}}',
      ),
      head: g(SIMPLE_HASH, 'oneOf:\n- {required: [simple], properties: {simple: {}}}\n- {properties: {hash: {}}}'),
    },
    {
      name: 'a property with the empty schema named in a branch (strimzi b95967d296)',
      base: g(SIMPLE_HASH, 'oneOf:\n- {required: [simple]}\n- {required: [hash]}'),
      head: g(SIMPLE_HASH, 'oneOf:\n- {required: [simple], properties: {simple: {}, image: {}}}\n- {required: [hash]}'),
    },
    {
      // devworkspace-operator bbb172f23a (the apiserver refuses the head: crd/structural says so).
      name: 'an allOf added whose branches validate nothing (x-kubernetes-preserve-unknown-fields, descriptions)',
      base: f('x-kubernetes-preserve-unknown-fields: true', 'object'),
      head: f('allOf:\n  - x-kubernetes-preserve-unknown-fields: true\n  - {description: any labels}', 'object'),
    },
    {
      name: 'an anyOf added with a branch that validates nothing',
      base: f('', 'string'),
      head: f('anyOf:\n  - {format: uuid}\n  - {title: any string}', 'string'),
    },
    {
      // strimzi a552bcdaaf: certificate was required; pattern comes with the oneOf.
      name: 'a oneOf added of a field the base required or a field added with it, branches naming them with {}',
      base: g(SIMPLE_HASH, '', '  required: [simple]\n'),
      head: g(
        `${SIMPLE_HASH}, util: {type: string}`,
        'oneOf:\n- {required: [simple], properties: {simple: {}}}\n- {required: [util], properties: {util: {}}}',
      ),
    },
    // A junctor's branch for a field added with it (junctors-without-new-fields.ts).
    {
      name: "a oneOf group's branch for a field added with it (istio's loadBalancer.backendUtilization)",
      base: g(SIMPLE_HASH, oneOfFields('simple', 'hash')),
      head: g(`${SIMPLE_HASH}, util: {type: object}`, oneOfFields('simple', 'hash', 'util')),
    },
    {
      name: 'an anyOf branch for a field added with it',
      base: g(SIMPLE_HASH, 'anyOf: [{required: [simple]}, {required: [hash]}]'),
      head: g(
        `${SIMPLE_HASH}, util: {type: object}`,
        'anyOf: [{required: [simple]}, {required: [hash]}, {required: [util]}]',
      ),
    },
    {
      name: 'a oneOf group added whole, for two fields added with it',
      base: g('simple: {type: string}', ''),
      head: g('simple: {type: string}, a: {type: string}, b: {type: string}', oneOfFields('a', 'b')),
    },
    {
      name: 'the group nested in allOf, as istio writes it beside other groups',
      base: g(SIMPLE_HASH, `allOf:\n- ${oneOfFields('simple', 'hash').replace(/\n/g, '\n  ')}`),
      head: g(
        `${SIMPLE_HASH}, util: {type: object}`,
        `allOf:\n- ${oneOfFields('simple', 'hash', 'util').replace(/\n/g, '\n  ')}`,
      ),
    },
    // agentgateway 513b1688b4: kubebuilder's Pattern marker in place of an XValidation of the same R, on 124 nodes.
    {
      name: "a pattern in place of the node's rule self.matches(R) of the same R",
      base: f('x-kubernetes-validations: [{rule: "self.matches(\'^([0-9]{1,5}(h|m|s|ms)){1,4}$\')"}]', 'string'),
      head: f("pattern: '^([0-9]{1,5}(h|m|s|ms)){1,4}$'", 'string'),
    },
    {
      name: "a pattern in place of the node's rule matches(self, R), the function's form",
      base: f('x-kubernetes-validations: [{rule: "matches(self, \'^[a-z]+$\')"}]', 'string'),
      head: f("pattern: '^[a-z]+$'", 'string'),
    },
    {
      // agentgateway c214281908: maxLength 32 beside a rule that held durations to 28 characters.
      name: "a maxLength no string the node's rule self.matches(R) takes exceeds",
      base: f('x-kubernetes-validations: [{rule: "self.matches(\'^([0-9]{1,5}(h|m|s|ms)){1,4}$\')"}]', 'string'),
      head: f(
        'maxLength: 32\n  x-kubernetes-validations: [{rule: "self.matches(\'^([0-9]{1,5}(h|m|s|ms)){1,4}$\')"}]',
        'string',
      ),
    },
    // agentgateway 7115ed6719: controller-gen's allOf of a marker on a type and on its field, moved onto the node.
    {
      name: 'the bounds of an allOf moved onto the node',
      base: f('allOf: [{minLength: 1}, {minLength: 1}]', 'string'),
      head: f('minLength: 1', 'string'),
    },
    {
      name: 'a length bound and a pattern of an allOf moved onto the node',
      base: f("allOf: [{maxLength: 63}, {pattern: '^[a-z]+$'}]", 'string'),
      head: f("maxLength: 63\n  pattern: '^[a-z]+$'", 'string'),
    },
    { name: 'maximum raised', base: f('maximum: 5'), head: f('maximum: 10') },
    { name: 'maximum removed', base: f('maximum: 5'), head: f('format: int64') },
    { name: 'minimum lowered', base: f('minimum: 5'), head: f('minimum: 1') },
    {
      name: 'exclusiveMaximum true to false',
      base: f('maximum: 5\n  exclusiveMaximum: true'),
      head: f('maximum: 5\n  exclusiveMaximum: false'),
    },
    { name: 'minLength added as 0', base: f('maxLength: 5', 'string'), head: f('minLength: 0', 'string') },
    {
      name: 'minLength 1 beside a pattern that never matched ""',
      base: f("pattern: '^[a-z]+$'", 'string'),
      head: f("pattern: '^[a-z]+$'\n  minLength: 1", 'string'),
    },
    {
      // operator-controller 1bbe7886: a service account name whose base rule was a DNS-1123 subdomain regex.
      name: 'minLength 1 beside a rule that matches a pattern "" does not match',
      base: f("x-kubernetes-validations:\n  - rule: self.matches('^[a-z0-9]([-a-z0-9]*[a-z0-9])?$')", 'string'),
      head: f(
        "minLength: 1\n  x-kubernetes-validations:\n  - rule: self.matches('^[a-z0-9]([-a-z0-9]*[a-z0-9])?$')",
        'string',
      ),
    },
    {
      name: 'minLength 1 beside a rule of self alone that fails on ""',
      base: f("x-kubernetes-validations:\n  - rule: size(self) > 0 && self != 'none'", 'string'),
      head: f("minLength: 1\n  x-kubernetes-validations:\n  - rule: size(self) > 0 && self != 'none'", 'string'),
    },
    {
      name: 'minProperties 1 on an object that requires a field',
      base: g('a: {type: string}', 'required: [a]'),
      head: g('a: {type: string}', 'required: [a]\nminProperties: 1'),
    },
    {
      // cert-manager/trust-manager edb8268: `jks` with a required key and a defaulted password.
      name: 'minProperties 1 on an object whose default fills the empty one',
      base: g('key: {type: string}, password: {type: string, default: changeit}', 'required: [key]'),
      head: g('key: {type: string}, password: {type: string, default: changeit}', 'required: [key]\nminProperties: 1'),
    },
    {
      // container-object-storage-interface 67f5f31a: controller-gen's exactly-one-of rule refused {}.
      name: 'minProperties 1 where a rule on which fields are set refused the empty object',
      base: g(
        'a: {type: string}, b: {type: string}',
        "x-kubernetes-validations:\n- rule: '[has(self.a),has(self.b)].filter(x,x==true).size() == 1'",
      ),
      head: g(
        'a: {type: string}, b: {type: string}',
        "x-kubernetes-validations:\n- rule: '[has(self.a),has(self.b)].filter(x,x==true).size() == 1'\nminProperties: 1",
      ),
    },
    { name: 'maxItems raised', base: f('maxItems: 5', 'array'), head: f('maxItems: 6', 'array') },
    {
      // dapr a22097f69a: a set of operations drawn from an enum of 8 gains maxItems 8.
      name: 'maxItems added to a set of enum values, as many as the enum has',
      base: f('x-kubernetes-list-type: set\n  items: {type: string, enum: [get, put, put, del]}', 'array'),
      head: f(
        'x-kubernetes-list-type: set\n  maxItems: 3\n  items: {type: string, enum: [get, put, put, del]}',
        'array',
      ),
    },
    {
      // kargo 3c188b7c75: a set whose holder's rule let two values through gains maxItems 2.
      name: 'maxItems added to a set whose items a base rule lists, as many as it lists',
      base: widgetCrd(
        specSchema(
          'events: {type: array, x-kubernetes-list-type: set, items: {type: string}}',
          `x-kubernetes-validations: [{rule: "!has(self.events) || self.events.all(p, p == 'Failed' || p == 'Errored')"}]`,
        ),
      ),
      head: widgetCrd(
        specSchema(
          'events: {type: array, x-kubernetes-list-type: set, maxItems: 2, items: {type: string}}',
          `x-kubernetes-validations: [{rule: "!has(self.events) || self.events.all(p, p == 'Failed' || p == 'Errored')"}]`,
        ),
      ),
    },
    {
      name: 'multipleOf 10 to 5: every old multiple is a new one',
      base: f('multipleOf: 10'),
      head: f('multipleOf: 5'),
    },
    {
      name: 'pattern removed (patternRemoval: Allow)',
      base: f('pattern: "^a"', 'string'),
      head: f('format: color', 'string'),
    },
    { name: 'an unchecked format', base: f('maxLength: 3', 'string'), head: f('format: color', 'string') },
    { name: 'a format on an integer bounds nothing', base: f('format: int32'), head: f('format: int64') },
    { name: 'anyOf removed', base: f('anyOf: [{minimum: 1}]'), head: f('format: int64') },
    // A number format kube-apiserver checks since 1.36 (number-format-narrowed.ts), where nothing the base took is beyond it.
    {
      name: 'int32 given an integer the base bounded within it',
      base: f('minimum: 0\n  maximum: 100'),
      head: f('format: int32\n  minimum: 0\n  maximum: 100'),
    },
    {
      name: 'int32 given an integer of int32 values (an enum)',
      base: f('enum: [1, 2, 3]'),
      head: f('enum: [1, 2, 3]\n  format: int32'),
    },
    { name: 'double given a number: not checked', base: f('', 'number'), head: f('format: double', 'number') },
    {
      name: 'int32 on an int-or-string: not checked',
      base: widgetCrd(specSchema('f:\n  x-kubernetes-int-or-string: true')),
      head: widgetCrd(specSchema('f:\n  x-kubernetes-int-or-string: true\n  format: int32')),
    },
    { name: 'numbers by value', base: f('maximum: 5'), head: f('maximum: 5.0') },
    {
      name: 'an enum replaced by a pattern and bounds every old value passes (Gateway API v1.5 wellKnownCACertificates)',
      base: f('enum: [System]', 'string'),
      head: f("pattern: '^(System|[a-z0-9.]+/[A-Za-z0-9]+)$'\n  maxLength: 253\n  minLength: 1", 'string'),
    },
    {
      name: "Gateway API's wellKnownCACertificates pattern (optional and repeated groups), run in RE2",
      base: f('enum: [System]', 'string'),
      head: f(
        "pattern: '^(System|([a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*/([A-Za-z0-9][-A-Za-z0-9_.]{0,61})?[A-Za-z0-9]))$'",
        'string',
      ),
    },
    // A pattern rewritten into one that matches at least what it did (pattern-inclusion.ts).
    {
      name: 'an optional group spelled as an optional character (prometheus-operator v0.90)',
      base: f("pattern: '^http(s)?://.+$'", 'string'),
      head: f("pattern: '^https?://.+$'", 'string'),
    },
    {
      name: 'an escaped slash written plain',
      base: f("pattern: '^http(s)?:\\/\\/.+$'", 'string'),
      head: f("pattern: '^https?://.+$'", 'string'),
    },
    {
      name: 'a character class widened',
      base: f("pattern: '^[a-z]+$'", 'string'),
      head: f("pattern: '^[a-z0-9]+$'", 'string'),
    },
    { name: 'an anchor dropped', base: f("pattern: '^a'", 'string'), head: f("pattern: 'a'", 'string') },
    {
      // kyma-project/lifecycle-manager 6dbccc935: minLength folded into the pattern, "" allowed too.
      name: "a pattern that refuses only what the base's length bounds refused",
      base: f("maxLength: 32\n  minLength: 3\n  pattern: '^[a-z]+$'", 'string'),
      head: f("maxLength: 32\n  pattern: '^$|^[a-z]{3,}$'", 'string'),
    },
    {
      name: "a pattern added that refuses only what the base's length bounds refused",
      base: f('minLength: 2\n  maxLength: 5', 'string'),
      head: f("minLength: 2\n  maxLength: 5\n  pattern: '(?s)^.{2,5}$'", 'string'),
    },
    // knative/operator d61290ed3: quantities' patterns rewritten into the grammar controller-gen writes.
    {
      name: "apimachinery's loose quantity pattern rewritten into the quantity grammar",
      base: f("x-kubernetes-int-or-string: true\n  pattern: '^([+-]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$'", 'string'),
      head: f(`x-kubernetes-int-or-string: true\n  pattern: '${QUANTITY}'`, 'string'),
    },
    {
      name: 'the loose quantity pattern in parentheses, as a kubebuilder tag writes it',
      base: f("pattern: '(^([+-]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$)'", 'string'),
      head: f(`pattern: '${QUANTITY}'`, 'string'),
    },

    {
      name: 'a nested repetition runs in linear time in RE2',
      base: f('enum: [aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa]', 'string'),
      head: f("pattern: '^(a+)+$'", 'string'),
    },
    {
      // kubeflow/trainer 38d8243: managedBy, limited by a rule to two controller names, gains maxLength 253.
      name: 'a maxLength every value a base rule lists stays under',
      base: f(`x-kubernetes-validations: [{rule: "self in ['ab', 'cd']"}]`, 'string'),
      head: f(`x-kubernetes-validations: [{rule: "self in ['ab', 'cd']"}]\n  maxLength: 2`, 'string'),
    },
    {
      name: "a pattern every value of a base rule's equalities matches",
      base: f(`x-kubernetes-validations: [{rule: "self == 'ab' || 'cd' == self"}]`, 'string'),
      head: f(`x-kubernetes-validations: [{rule: "self == 'ab' || 'cd' == self"}]\n  pattern: '^[a-z]+$'`, 'string'),
    },
    {
      name: 'a maximum every number a base rule lists stays under',
      base: f(`x-kubernetes-validations: [{rule: "self in [1, 2]"}]`),
      head: f(`x-kubernetes-validations: [{rule: "self in [1, 2]"}]\n  maximum: 2`),
    },
    {
      // security-profiles-operator 7cef32e: controller-gen writes a type's and a field's enum markers as allOf.
      name: 'an enum moved into allOf, once or twice, with the values it had',
      base: f('enum: [Allow, Deny]', 'string'),
      head: f('allOf:\n  - enum: [Allow, Deny]\n  - enum: [Allow, Deny, Log]', 'string'),
    },
    {
      name: 'an allOf of bounds every enum value passes',
      base: f('enum: [ab, cd]', 'string'),
      head: f('enum: [ab, cd]\n  allOf:\n  - {maxLength: 2, description: short}', 'string'),
    },
    {
      name: 'a maximum every enum value stays under',
      base: f('enum: [1, 2, 3]'),
      head: f('enum: [1, 2, 3]\n  maximum: 3'),
    },
    {
      name: 'date-time and datetime are one format',
      base: f('format: datetime', 'string'),
      head: f('format: date-time', 'string'),
    },
    {
      name: "controller-gen's IntOrString spelling is a type change, not an anyOf added",
      base: f('minimum: 0'),
      head: widgetCrd(specSchema('f:\n  anyOf: [{type: integer}, {type: string}]\n  x-kubernetes-int-or-string: true')),
    },
  ],
  invalid: [
    {
      name: 'a bound stricter than the allOf it replaces: an error',
      base: f('allOf: [{minLength: 1}]', 'string'),
      head: f('minLength: 2', 'string'),
      findings: [{ line: 22, column: 28, severity: 'error', messageId: 'value' }],
    },
    {
      // agentgateway aefb466b19: the other way round.
      name: 'an allOf that states only the bounds the node had: a notice that it is not ratcheted',
      base: f('minLength: 1', 'string'),
      head: f('minLength: 1\n  allOf: [{minLength: 1}, {minLength: 1}]', 'string'),
      findings: [{ line: 23, column: 17, severity: 'notice', messageId: 'boundsRestated' }],
    },
    {
      name: 'an allOf stricter than the bounds the node had: an error',
      base: f('minLength: 1', 'string'),
      head: f('minLength: 1\n  allOf: [{minLength: 2}]', 'string'),
      findings: [{ line: 23, column: 17, severity: 'error', messageId: 'notRatcheted' }],
    },
    {
      name: "a pattern narrower than the node's rule self.matches(R): an error",
      base: f('x-kubernetes-validations: [{rule: "self.matches(\'^[a-z]+$\')"}]', 'string'),
      head: f("pattern: '^[a-c]+$'", 'string'),
      findings: [{ line: 22, column: 26, severity: 'error', messageId: 'value' }],
    },
    {
      // ytsaurus-k8s-operator a45fbbb1ec: a Go `*int` made `*int32`, which controller-gen writes as `format: int32`.
      name: 'int32 given an integer without a format: a warning',
      base: f(''),
      head: f('format: int32'),
      findings: [
        {
          line: 22,
          column: 25,
          severity: 'warning',
          message:
            'format "int32" was added to spec.f in v1; kube-apiserver 1.36 and later check numbers against it and refuse integers below -2147483648 or above 2147483647, which the old schema accepted, on create and where an update changes spec.f: a warning, as it matters only for values that large; if spec.f may hold them, keep the old format, or serve the new one in a new version',
        },
      ],
    },
    {
      name: 'int64 made int32 where the base bounded one side only',
      base: f('format: int64\n  minimum: 0'),
      head: f('format: int32\n  minimum: 0'),
      findings: [{ line: 22, column: 25, severity: 'warning', messageId: 'numberFormat' }],
    },
    {
      name: 'float given a number',
      base: f('', 'number'),
      head: f('format: float', 'number'),
      findings: [{ line: 22, column: 25, severity: 'warning', messageId: 'numberFormat' }],
    },
    {
      name: 'int32 given with a maximum added beside the minimum the base had: the maximum alone',
      base: f('minimum: 0'),
      head: f('format: int32\n  minimum: 0\n  maximum: 100'),
      findings: [{ line: 24, column: 26, severity: 'error', messageId: 'value' }],
    },
    {
      // kube-ovn d336c9801: its conditions' timestamps (metav1.Time), without the status subresource.
      name: "date-time given a condition's timestamp: a warning; another string stays an error",
      base: widgetCrd(
        specSchema(
          'conditions:\n  type: array\n  items:\n    type: object\n    properties:\n      lastTransitionTime: {type: string}\n      reason: {type: string}',
        ),
      ),
      head: widgetCrd(
        specSchema(
          'conditions:\n  type: array\n  items:\n    type: object\n    properties:\n      lastTransitionTime: {type: string, format: date-time}\n      reason: {type: string, format: date-time}',
        ),
      ),
      findings: [
        { line: 25, column: 64, severity: 'warning', messageId: 'conditionTimestamp' },
        { line: 26, column: 52, severity: 'error', messageId: 'value' },
      ],
    },
    {
      // k0s 62908f4227: an unanchored pattern that refuses only values without a word character.
      name: 'a pattern added names the shortest value it refuses',
      base: f('', 'string'),
      head: f('pattern: "[\\\\w][\\\\w.-]{0,127}"', 'string'),
      findings: [
        {
          line: 22,
          column: 26,
          message:
            'pattern "[\\w][\\w.-]{0,127}" was added to spec.f (it refuses "" and " ", for two) in v1; stored objects with values it rejects stay readable and may be updated while spec.f stays unchanged (ratcheting), but creating such objects (a GitOps re-apply, a restore) and changing spec.f to such values is rejected; keep the old validation, or serve the tighter one in a new version',
        },
      ],
    },
    {
      // cluster-logging-operator 03ee625e replaced a rule by a pattern: "" and " " were refused before.
      name: 'a pattern in place of a rule names only values the rule accepted, here none of the shortest',
      base: f(`x-kubernetes-validations: [{rule: "self.startsWith('tcp://')"}]`, 'string'),
      head: f('pattern: "^tcp://[a-z.]+:[0-9]+$"', 'string'),
      findings: [
        {
          line: 22,
          column: 26,
          message:
            'pattern "^tcp://[a-z.]+:[0-9]+$" was added to spec.f in v1; stored objects with values it rejects stay readable and may be updated while spec.f stays unchanged (ratcheting), but creating such objects (a GitOps re-apply, a restore) and changing spec.f to such values is rejected; keep the old validation, or serve the tighter one in a new version',
        },
      ],
    },
    {
      name: 'a pattern in place of a rule that accepted "" names it',
      base: f(`x-kubernetes-validations: [{rule: "self == '' || self.startsWith('tcp://')"}]`, 'string'),
      head: f('pattern: "^tcp://[a-z.]+:[0-9]+$"', 'string'),
      findings: [
        {
          line: 22,
          column: 26,
          message:
            'pattern "^tcp://[a-z.]+:[0-9]+$" was added to spec.f (it refuses "", for one) in v1; stored objects with values it rejects stay readable and may be updated while spec.f stays unchanged (ratcheting), but creating such objects (a GitOps re-apply, a restore) and changing spec.f to such values is rejected; keep the old validation, or serve the tighter one in a new version',
        },
      ],
    },
    {
      // contour-operator 1620c94 (Gateway API v0.5.0-rc1): an address type's enum replaced by a
      // pattern that refuses NamedAddress; "" and " " were refused by the enum already.
      name: 'a pattern in place of an enum names an enum value it refuses',
      base: f('enum: [Fast, Slow, Named]', 'string'),
      head: f('pattern: "^Fast|Slow|[a-z]+/[a-z]+$"', 'string'),
      findings: [
        {
          line: 22,
          column: 26,
          message:
            'pattern "^Fast|Slow|[a-z]+/[a-z]+$" was added to spec.f (it refuses "Named", which the old schema allowed) in v1; stored objects with values it rejects stay readable and may be updated while spec.f stays unchanged (ratcheting), but creating such objects (a GitOps re-apply, a restore) and changing spec.f to such values is rejected; keep the old validation, or serve the tighter one in a new version',
        },
      ],
    },
    {
      // A UUID written with its four dashes is 36 characters, which a maxLength of 35 refuses.
      name: "a maxLength below what the base's format accepts",
      base: f('format: uuid', 'string'),
      head: f('format: uuid\n  maxLength: 35', 'string'),
      findings: [{ line: 23, column: 28, data: { compat: { check: 'maxLength' } } }],
    },
    {
      name: 'minItems 1 where the base rule of the list held for the empty list',
      base: f(
        'items: {type: object, properties: {kind: {type: string}}}\n  x-kubernetes-validations: [{rule: "self.all(t, t.kind == \'HTTPRoute\')"}]',
        'array',
      ),
      head: f(
        'items: {type: object, properties: {kind: {type: string}}}\n  minItems: 1\n  x-kubernetes-validations: [{rule: "self.all(t, t.kind == \'HTTPRoute\')"}]',
        'array',
      ),
      findings: [{ line: 23, column: 27, data: { compat: { check: 'minItems' } } }],
    },
    {
      name: 'a maxLength below the size the rule it replaces bounded',
      base: f("x-kubernetes-validations: [{rule: 'size(self) <= 8'}]", 'string'),
      head: f('maxLength: 7', 'string'),
      findings: [tightened('maxLength', null, 7, 28)],
    },
    {
      name: 'a maxLength beside a pattern that matches longer strings',
      base: f("pattern: '^[a-z]+$'", 'string'),
      head: f("pattern: '^[a-z]+$'\n  maxLength: 8", 'string'),
      findings: [tightened('maxLength', null, 8, 28, 23)],
    },
    {
      // kubestellar 46170a3d5: a BindingPolicy's selectors given patterns LabelSelectorAsSelector already held them to.
      name: "a label selector's operator and values given patterns it already met: warnings that say so",
      base: selector('', ''),
      head: selector(OPERATORS, LABEL_VALUES),
      findings: [
        {
          line: 29,
          column: 59,
          severity: 'warning',
          messageId: 'labelSelector',
          data: { refused: 'operators other than In, NotIn, Exists and DoesNotExist' },
        },
        {
          line: 32,
          column: 58,
          severity: 'warning',
          messageId: 'labelSelector',
          data: { refused: 'values that are no label value' },
        },
      ],
    },
    {
      name: "a label selector's values given a maxLength of 63",
      base: selector('', ''),
      head: selector('', ', maxLength: 63'),
      findings: [{ line: 32, column: 60, severity: 'warning', messageId: 'labelSelector' }],
    },
    {
      name: "a label selector's operator refusing one it takes, its values a shorter length: errors",
      base: selector('', ''),
      head: selector(", pattern: '^(In|NotIn|Exists)$'", ', maxLength: 10'),
      findings: [
        { line: 29, column: 59, severity: 'error', messageId: 'value' },
        { line: 32, column: 60, severity: 'error', messageId: 'value' },
      ],
    },
    {
      name: "a node selector term's requirement (no matchLabels beside it): errors, Gt and Lt refused",
      base: selector('', '', 'matchFields: {type: array, items: {type: object}}'),
      head: selector(OPERATORS, '', 'matchFields: {type: array, items: {type: object}}'),
      findings: [{ line: 29, column: 59, severity: 'error', messageId: 'value' }],
    },
    {
      // As antrea's, but the second group names a field old objects may have: one with both ip and
      // tag meets both groups, and the oneOf refuses it.
      name: "the base's anyOf moved into a oneOf beside a group of a field old objects may set",
      base: g(
        'ip: {type: string}, pool: {type: string}, tag: {type: string}',
        'anyOf:\n- required: [ip]\n- required: [pool]',
      ),
      head: g(
        'ip: {type: string}, pool: {type: string}, tag: {type: string}',
        'oneOf:\n- anyOf: [{required: [ip]}, {required: [pool]}]\n- anyOf: [{required: [tag]}]',
      ),
      findings: [{ line: 23, column: 17, data: { compat: { check: 'oneOf' } } }],
    },
    {
      name: 'a not of an enum that gains a value',
      base: f('not: {enum: [int]}', 'string'),
      head: f('not: {enum: [int, external]}', 'string'),
      findings: [tightened('not', { enum: ['int'] }, { enum: ['int', 'external'] }, 17)],
    },
    {
      name: 'a not of required fields that requires one fewer',
      base: g(WAL, 'not:\n  required: [s3, gs]'),
      head: g(WAL, 'not:\n  required: [s3]'),
      findings: [{ line: 23, column: 17, data: { compat: { check: 'not' } } }],
    },
    {
      name: 'a not added that refuses what the base oneOf accepted',
      base: g(WAL, ONE_OF_WAL),
      head: g(WAL, `${ONE_OF_WAL}\nnot:\n  required: [standby]`),
      findings: [{ line: 27, column: 17, data: { compat: { check: 'not' } } }],
    },
    {
      // The node keeps unknown fields: an old object may hold `jira`, and meet two branches now.
      name: 'a oneOf branch added for a field neither side declares, where the node keeps unknown fields',
      base: g(WAL, ONE_OF_WAL, '  x-kubernetes-preserve-unknown-fields: true\n'),
      head: g(WAL, `${ONE_OF_WAL}\n- required: [jira]`, '  x-kubernetes-preserve-unknown-fields: true\n'),
      findings: [{ line: 24, column: 17, data: { compat: { check: 'oneOf' } } }],
    },
    {
      name: 'an anyOf added where the base required none of its fields',
      base: g(WAL, ''),
      head: g(WAL, 'anyOf:\n- required: [s3]\n- required: [gs]'),
      findings: [{ line: 23, column: 17, data: { compat: { check: 'anyOf' } } }],
    },
    {
      // What the grammar refuses here ("50%") is a value the base's pattern was written for.
      name: 'a pattern of percentages rewritten into the quantity grammar',
      base: f("pattern: '^[0-9]+%?$'", 'string'),
      head: f(`pattern: '${QUANTITY}'`, 'string'),
      findings: [tightened('pattern', '^[0-9]+%?$', QUANTITY, 26)],
    },
    {
      name: 'a pattern added where the base accepted strings too',
      base: widgetCrd(specSchema('f:\n  x-kubernetes-int-or-string: true')),
      head: widgetCrd(specSchema("f:\n  x-kubernetes-int-or-string: true\n  pattern: '^[0-9]+Mi$'")),
      findings: [tightened('pattern', null, '^[0-9]+Mi$', 26)],
    },
    {
      // cluster-api-provider-packet d7148f7d (Calico's durations): the message shows the pattern as the CRD has it.
      name: 'a pattern with backslashes added: shown as written, not JSON-escaped',
      base: f('maxLength: 99', 'string'),
      head: f("maxLength: 99\n  pattern: '^([0-9]+(\\.[0-9]+)?(ms|s))*$'", 'string'),
      findings: [
        {
          ...tightened('pattern', null, '^([0-9]+(\\.[0-9]+)?(ms|s))*$', 26, 23),
          messageId: 'value',
          message:
            'pattern "^([0-9]+(\\.[0-9]+)?(ms|s))*$" was added to spec.f (it refuses " ", for one) in v1; stored objects with values it rejects stay readable and may be updated while spec.f stays unchanged (ratcheting), but creating such objects (a GitOps re-apply, a restore) and changing spec.f to such values is rejected; keep the old validation, or serve the tighter one in a new version',
        },
      ],
    },
    {
      // volsync b922dd5c: a longer cron pattern that reads as a widening, whose `\s?` refuses two spaces.
      name: 'a pattern change that reads as a widening names a value it refuses',
      base: f(String.raw`pattern: '^(\d+\s+){2}\d+$'`, 'string'),
      head: f(String.raw`pattern: '^(@daily|(\d+|\*)\s?(\d+|\*)\s?(\d+|\*))$'`, 'string'),
      findings: [
        {
          ...tightened(
            'pattern',
            String.raw`^(\d+\s+){2}\d+$`,
            String.raw`^(@daily|(\d+|\*)\s?(\d+|\*)\s?(\d+|\*))$`,
            26,
          ),
          message: String.raw`pattern of spec.f changed from "^(\d+\s+){2}\d+$" to "^(@daily|(\d+|\*)\s?(\d+|\*)\s?(\d+|\*))$" (it refuses "0  0 0", which the old one accepted) in v1; stored objects with values it rejects stay readable and may be updated while spec.f stays unchanged (ratcheting), but creating such objects (a GitOps re-apply, a restore) and changing spec.f to such values is rejected; keep the old validation, or serve the tighter one in a new version`,
        },
      ],
    },
    {
      // backube/snapscheduler f1bbfb1c widened its cron pattern ({5,7} tokens to {5} of wider
      // ones): comparing the two runs past the bound, and no value the new one refuses is found.
      name: 'a pattern change that cannot be decided, and shows no value it refuses: a warning that says so',
      base: f(
        String.raw`pattern: '^(@(annually|yearly|monthly|weekly|daily|hourly))|((((\d+,)+\d+|(\d+(\/|-)\d+)|\d+|\*)\s?){5,7})$'`,
        'string',
      ),
      head: f(
        String.raw`pattern: '^(@(annually|yearly|monthly|weekly|daily|hourly))|((((\d+,)*\d+|(\d+(\/|-)\d+)|\*(\/\d+)?)\s?){5})$'`,
        'string',
      ),
      findings: [
        {
          ...tightened(
            'pattern',
            String.raw`^(@(annually|yearly|monthly|weekly|daily|hourly))|((((\d+,)+\d+|(\d+(\/|-)\d+)|\d+|\*)\s?){5,7})$`,
            String.raw`^(@(annually|yearly|monthly|weekly|daily|hourly))|((((\d+,)*\d+|(\d+(\/|-)\d+)|\*(\/\d+)?)\s?){5})$`,
            26,
          ),
          severity: 'warning',
          messageId: 'patternUndecided',
        },
      ],
    },
    {
      // haproxytech/kubernetes-ingress: a pattern with double quotes, beside a base pattern without.
      name: 'a pattern that holds a double quote: shown in single quotes, as written',
      base: f(String.raw`pattern: '^\S+$'`, 'string'),
      head: f(String.raw`pattern: '^[a-z]+\("[a-z]+"\)$'`, 'string'),
      findings: [
        {
          ...tightened('pattern', String.raw`^\S+$`, String.raw`^[a-z]+\("[a-z]+"\)$`, 26),
          message: String.raw`pattern of spec.f changed from "^\S+$" to '^[a-z]+\("[a-z]+"\)$' (it refuses "!", which the old one accepted) in v1; stored objects with values it rejects stay readable and may be updated while spec.f stays unchanged (ratcheting), but creating such objects (a GitOps re-apply, a restore) and changing spec.f to such values is rejected; keep the old validation, or serve the tighter one in a new version`,
        },
      ],
    },
    {
      name: 'an anyOf written empty (no restriction) gaining a branch for a new field rejects every stored object',
      base: g('a: {type: string}', 'anyOf: []'),
      head: g('a: {type: string}, b: {type: string}', 'anyOf: [{required: [b]}]'),
      findings: [{ line: 23, column: 17, messageId: 'notRatcheted' }],
    },
    {
      name: 'maximum lowered',
      base: f('maximum: 10'),
      head: f('maximum: 5'),
      findings: [
        {
          ...tightened('maximum', 10, 5, 26),
          messageId: 'value',
          severity: 'error',
          message:
            'maximum of spec.f lowered from 10 to 5 in v1; stored objects with values it rejects stay readable and may be updated while spec.f stays unchanged (ratcheting), but creating such objects (a GitOps re-apply, a restore) and changing spec.f to such values is rejected; keep the old validation, or serve the tighter one in a new version',
        },
      ],
    },
    {
      name: 'maximum added',
      base: f('minimum: 0'),
      head: f('maximum: 5'),
      findings: [tightened('maximum', null, 5, 26)],
    },
    // An int32 bound on a wider field rejects values that decoded fine (integer-type-limit.ts).
    {
      name: 'maximum 2147483647 added to an int64',
      base: f('format: int64'),
      head: f('format: int64\n  maximum: 2147483647'),
      findings: [tightened('maximum', null, 2147483647, 26, 23)],
    },
    {
      name: 'minimum -2147483648 added to an int64',
      base: f('format: int64'),
      head: f('format: int64\n  minimum: -2147483648'),
      findings: [tightened('minimum', null, -2147483648, 26, 23)],
    },
    {
      name: 'maximum 4294967295 added to an int64',
      base: f('format: int64'),
      head: f('format: int64\n  maximum: 4294967295'),
      findings: [tightened('maximum', null, 4294967295, 26, 23)],
    },
    {
      name: 'maximum 2147483647 added to an integer without a format (a Go int)',
      base: f('minimum: 0'),
      head: f('minimum: 0\n  maximum: 2147483647'),
      findings: [tightened('maximum', null, 2147483647, 26, 23)],
    },
    {
      name: 'minimum raised',
      base: f('minimum: 0'),
      head: f('minimum: 1'),
      findings: [tightened('minimum', 0, 1, 26)],
    },
    {
      name: 'exclusiveMinimum set with minimum unchanged',
      base: f('minimum: 0'),
      head: f('minimum: 0\n  exclusiveMinimum: true'),
      findings: [tightened('exclusiveMinimum', null, true, 35, 23)],
    },
    {
      name: 'minimum and maximum added together: two findings',
      base: f('format: int32'),
      head: f('minimum: 1\n  maximum: 9'),
      findings: [tightened('minimum', null, 1, 26), tightened('maximum', null, 9, 26, 23)],
    },
    {
      name: 'minLength 1 beside a pattern that matches ""',
      base: f("pattern: '^[a-z]*$'", 'string'),
      head: f("pattern: '^[a-z]*$'\n  minLength: 1", 'string'),
      findings: [tightened('minLength', null, 1, 28, 23)],
    },
    {
      name: 'minProperties 1 where the head drops the default that filled the empty object',
      base: g('password: {type: string, default: changeit}', ''),
      head: g('password: {type: string}', 'minProperties: 1'),
      findings: [
        { line: 23, column: 32, messageId: 'whole', data: { compat: { check: 'minProperties', base: null, head: 1 } } },
      ],
    },
    {
      name: 'minProperties 1 where the rule on which fields are set accepts the empty object',
      base: g(
        'a: {type: string}, b: {type: string}',
        "x-kubernetes-validations:\n- rule: '!(has(self.a) && has(self.b))'",
      ),
      head: g(
        'a: {type: string}, b: {type: string}',
        "x-kubernetes-validations:\n- rule: '!(has(self.a) && has(self.b))'\nminProperties: 1",
      ),
      findings: [
        { line: 25, column: 32, messageId: 'whole', data: { compat: { check: 'minProperties', base: null, head: 1 } } },
      ],
    },
    {
      name: 'minLength 1 beside rules that hold for "": a pattern that matches it, a transition rule, an optional transition rule',
      base: f(
        "x-kubernetes-validations:\n  - rule: self.matches('^[a-z]*$')\n  - rule: self == oldSelf\n  - rule: self.matches('^[a-z]+$') || oldSelf == 'x'\n    optionalOldSelf: true",
        'string',
      ),
      head: f(
        "minLength: 1\n  x-kubernetes-validations:\n  - rule: self.matches('^[a-z]*$')\n  - rule: self == oldSelf\n  - rule: self.matches('^[a-z]+$') || oldSelf == 'x'\n    optionalOldSelf: true",
        'string',
      ),
      findings: [tightened('minLength', null, 1, 28)],
    },
    {
      name: 'minLength added above 0',
      base: f('maxLength: 9', 'string'),
      head: f('minLength: 1', 'string'),
      findings: [tightened('minLength', null, 1, 28)],
    },
    {
      name: 'maxLength lowered',
      base: f('maxLength: 9', 'string'),
      head: f('maxLength: 8', 'string'),
      findings: [tightened('maxLength', 9, 8, 28)],
    },
    {
      name: 'maxItems added to a set of enum values, below the number of values',
      base: f('x-kubernetes-list-type: set\n  items: {type: string, enum: [get, put, del]}', 'array'),
      head: f('x-kubernetes-list-type: set\n  maxItems: 2\n  items: {type: string, enum: [get, put, del]}', 'array'),
      findings: [{ line: 23, column: 27, data: { compat: { check: 'maxItems', base: null, head: 2 } } }],
    },
    {
      name: 'maxItems added to a set whose items a base rule lists, below the number it lists',
      base: widgetCrd(
        specSchema(
          'events: {type: array, x-kubernetes-list-type: set, items: {type: string}}',
          `x-kubernetes-validations: [{rule: "self.events.all(p, p == 'Failed' || p == 'Errored')"}]`,
        ),
      ),
      head: widgetCrd(
        specSchema(
          'events: {type: array, x-kubernetes-list-type: set, maxItems: 1, items: {type: string}}',
          `x-kubernetes-validations: [{rule: "self.events.all(p, p == 'Failed' || p == 'Errored')"}]`,
        ),
      ),
      findings: [{ line: 21, column: 76, data: { compat: { check: 'maxItems', base: null, head: 1 } } }],
    },
    {
      name: 'maxItems added to an atomic list of enum values, which may repeat them',
      base: f('items: {type: string, enum: [get, put, del]}', 'array'),
      head: f('maxItems: 3\n  items: {type: string, enum: [get, put, del]}', 'array'),
      findings: [{ line: 22, column: 27, data: { compat: { check: 'maxItems', base: null, head: 3 } } }],
    },
    {
      name: 'maxItems lowered: the list as a whole',
      base: f('maxItems: 9', 'array'),
      head: f('maxItems: 3', 'array'),
      findings: [
        {
          ...tightened('maxItems', 9, 3, 27),
          messageId: 'whole',
          message:
            'maxItems of spec.f lowered from 9 to 3 in v1; stored objects that violate it stay readable, but creating such objects (a GitOps re-apply, a restore) and any update that changes spec.f (any item or key of it) is rejected; keep the old bound, or serve the tighter one in a new version',
        },
      ],
    },
    {
      name: 'minProperties raised',
      base: f('minProperties: 1', 'object'),
      head: f('minProperties: 2', 'object'),
      findings: [{ ...tightened('minProperties', 1, 2, 32), messageId: 'whole' }],
    },
    {
      name: 'multipleOf 5 to 10',
      base: f('multipleOf: 5'),
      head: f('multipleOf: 10'),
      findings: [tightened('multipleOf', 5, 10, 29)],
    },
    {
      name: 'pattern added',
      base: f('maxLength: 3', 'string'),
      head: f('pattern: "^a"', 'string'),
      findings: [tightened('pattern', null, '^a', 26)],
    },
    {
      name: 'a pattern that refuses what the base\'s length bounds let through ("ab" under minLength 2)',
      base: f("minLength: 2\n  pattern: '^[a-z]+$'", 'string'),
      head: f("pattern: '^$|^[a-z]{3,}$'", 'string'),
      findings: [tightened('pattern', '^[a-z]+$', '^$|^[a-z]{3,}$', 26)],
    },
    {
      // fluent-operator e8f31a07: an address pattern's dots escaped (and IPv6 added beside it).
      name: "a pattern that refuses only what the old one's lone dots let through: a warning",
      base: f("pattern: '^\\d{1,3}.\\d{1,3}.\\d{1,3}.\\d{1,3}$'", 'string'),
      head: f("pattern: '^(\\d{1,3}\\.\\d{1,3}\\.\\d{1,3}\\.\\d{1,3})|(([A-Fa-f0-9:]+:+)+[A-Fa-f0-9]*)$'", 'string'),
      findings: [
        {
          line: 22,
          column: 26,
          severity: 'warning',
          messageId: 'bareDots',
          data: { compat: { check: 'pattern', base: String.raw`^\d{1,3}.\d{1,3}.\d{1,3}.\d{1,3}$` } },
        },
      ],
    },
    {
      // argo-workflows 7fd533ac2d: a cron class's `/-?`, the range `/` to `?`, written `/?-`.
      name: "a pattern that refuses only what the old class's range between punctuation let through: a warning",
      base: f("pattern: '^[0-9*,/-?]+$'", 'string'),
      head: f("pattern: '^[0-9*,/?-]+$'", 'string'),
      findings: [
        {
          line: 22,
          column: 26,
          severity: 'warning',
          messageId: 'punctuationRange',
          message:
            'pattern of spec.f changed from "^[0-9*,/-?]+$" to "^[0-9*,/?-]+$" (it refuses ":", which the old one accepted) in v1; the old pattern\'s character class made a range of a `-` between two punctuation characters, and the new one refuses only values with a character of that range other than its ends, which the old pattern was not written for if the `-` meant a dash: a warning',
        },
      ],
    },
    {
      name: 'a pattern whose class range written as a dash still refuses more than the range did',
      base: f("pattern: '^[0-9*,/-?]+$'", 'string'),
      head: f("pattern: '^[0-9,/?-]+$'", 'string'),
      findings: [tightened('pattern', '^[0-9*,/-?]+$', '^[0-9,/?-]+$', 26)],
    },
    {
      // A quantified dot is a wildcard on purpose: `^.+$` narrowed to lowercase letters and dots refuses "ABC".
      name: 'a pattern narrowed from a quantified dot',
      base: f("pattern: '^.+$'", 'string'),
      head: f("pattern: '^[a-z.]+$'", 'string'),
      findings: [tightened('pattern', '^.+$', '^[a-z.]+$', 26)],
    },
    {
      name: 'a pattern whose lone dots escaped still refuses more than they did',
      base: f("pattern: '^[0-9]+.[0-9]+$'", 'string'),
      head: f("pattern: '^[0-9]\\.[0-9]+$'", 'string'),
      findings: [tightened('pattern', '^[0-9]+.[0-9]+$', String.raw`^[0-9]\.[0-9]+$`, 26)],
    },
    {
      // kubernetes-sigs/scheduler-plugins 1391ed60: ResourceList values regenerated as controller-gen writes Quantity.
      name: "a string given resource.Quantity's form (int-or-string and its grammar): a warning that says both readings",
      base: widgetCrd(specSchema('f:\n  type: string')),
      head: widgetCrd(
        specSchema(
          `f:\n  anyOf: [{type: integer}, {type: string}]\n  x-kubernetes-int-or-string: true\n  pattern: '${QUANTITY}'`,
        ),
      ),
      findings: [
        {
          line: 23,
          column: 26,
          severity: 'warning',
          messageId: 'quantity',
          data: { compat: { check: 'pattern', base: null, head: QUANTITY } },
        },
      ],
    },
    {
      name: "a string with an enum or a format given resource.Quantity's form: an error (controller-gen writes neither on a Quantity)",
      base: widgetCrd(
        specSchema('f:\n  type: string\n  enum: [Small, Large]\ng:\n  type: string\n  format: date-time'),
      ),
      head: widgetCrd(
        specSchema(
          `f:\n  anyOf: [{type: integer}, {type: string}]\n  x-kubernetes-int-or-string: true\n  pattern: '${QUANTITY}'\ng:\n  anyOf: [{type: integer}, {type: string}]\n  x-kubernetes-int-or-string: true\n  pattern: '${QUANTITY}'`,
        ),
      ),
      findings: [
        { line: 23, column: 26, severity: 'error', messageId: 'value' },
        { line: 27, column: 26, severity: 'error', messageId: 'value' },
      ],
    },
    {
      name: "a string given resource.Quantity's grammar without its int-or-string form: an error",
      base: widgetCrd(specSchema('f:\n  type: string')),
      head: widgetCrd(specSchema(`f:\n  type: string\n  pattern: '${QUANTITY}'`)),
      findings: [{ line: 22, column: 26, severity: 'error', messageId: 'value' }],
    },
    {
      // cert-manager/trust-manager edb8268, kagent e21507ca9: kube-api-linter's maxlength rule met.
      name: 'maxLength 253 added to the name and key of a ConfigMap or Secret reference: a warning that says why',
      base: widgetCrd(specSchema(REFERENCE('', ''))),
      head: widgetCrd(specSchema(REFERENCE('\n    maxLength: 253', '\n    maxLength: 253'))),
      findings: [
        {
          line: 26,
          column: 32,
          severity: 'warning',
          messageId: 'namesUpTo',
          fieldPath: `${at('valueFrom')}.properties[key].maxLength`,
          data: {
            names:
              "reads as a key of a ConfigMap's or Secret's data, and such keys are at most 253 characters, so it refuses only values that could never refer to one",
            compat: { property: '^.spec.valueFrom.key', check: 'maxLength', base: null, head: 253 },
          },
        },
        {
          line: 30,
          column: 32,
          severity: 'warning',
          messageId: 'namesUpTo',
          fieldPath: `${at('valueFrom')}.properties[name].maxLength`,
          data: { compat: { property: '^.spec.valueFrom.name', check: 'maxLength', base: null, head: 253 } },
        },
      ],
    },
    {
      // osp-director-operator 4b50e1e174: its networks' `vlan` given `maximum: 4094`.
      name: 'a maximum of 4094 or a minimum of 0 on a VLAN ID: warnings; a lower maximum, or the bound on a count of VLANs, stay errors',
      base: widgetCrd(specSchema('vlan: {type: integer}\nnativeVlanId: {type: integer}\nvlanCount: {type: integer}')),
      head: widgetCrd(
        specSchema(
          'vlan: {type: integer, maximum: 4094, minimum: 0}\nnativeVlanId: {type: integer, maximum: 4000}\nvlanCount: {type: integer, maximum: 4094}',
        ),
      ),
      findings: [
        {
          line: 20,
          column: 46,
          severity: 'warning',
          messageId: 'namesUpTo',
          message:
            'maximum 4094 was added to spec.vlan in v1; spec.vlan reads as a VLAN ID, and IEEE 802.1Q VLAN IDs run from 0 to 4094 (4095 is reserved), so it refuses only numbers that never were one, if the field is what it reads as: a warning',
        },
        { line: 20, column: 61, severity: 'warning', messageId: 'namesUpTo', data: { compat: { check: 'minimum' } } },
        { line: 21, column: 54, severity: 'error', messageId: 'value', data: { compat: { check: 'maximum' } } },
        { line: 22, column: 51, severity: 'error', messageId: 'value', data: { compat: { check: 'maximum' } } },
      ],
    },
    {
      // operator-framework/api 3b25e5d: its webhooks' containerPort bounded to 1..65535.
      name: 'a maximum of 65535 and a minimum of 0 on ports: warnings; a minimum of 1 stays an error (0 may mean unset)',
      base: widgetCrd(
        specSchema(
          'containerPort: {type: integer}\nport: {type: integer}\nexposedPorts: {type: array, items: {type: integer}}',
        ),
      ),
      head: widgetCrd(
        specSchema(
          'containerPort: {type: integer, minimum: 1, maximum: 65535}\nport: {type: integer, minimum: 0}\nexposedPorts: {type: array, items: {type: integer, maximum: 65535}}',
        ),
      ),
      findings: [
        { line: 20, column: 55, severity: 'error', messageId: 'value', data: { compat: { check: 'minimum' } } },
        {
          line: 20,
          column: 67,
          severity: 'warning',
          messageId: 'namesUpTo',
          message:
            'maximum 65535 was added to spec.containerPort in v1; spec.containerPort reads as a TCP or UDP port, and ports run from 1 to 65535, so it refuses only numbers that never were one, if the field is what it reads as: a warning',
        },
        { line: 21, column: 46, severity: 'warning', messageId: 'namesUpTo', data: { compat: { check: 'minimum' } } },
        {
          line: 22,
          column: 75,
          severity: 'warning',
          messageId: 'namesUpTo',
          data: { compat: { property: '^.spec.exposedPorts[*]', check: 'maximum' } },
        },
      ],
    },
    {
      // OLM 0369ef623: containerPort gained `minimum: 1` with `default: 443`; before it, 0 reached
      // the conversion webhook's Service, which refuses it. An exclusive minimum of 1 refuses 1 too.
      name: 'a minimum of 1 on a port that defaults to a port: a warning; not an exclusive one, nor without the default',
      base: widgetCrd(
        specSchema('containerPort: {type: integer}\nhostPort: {type: integer}\nnodePort: {type: integer}'),
      ),
      head: widgetCrd(
        specSchema(
          'containerPort: {type: integer, minimum: 1, default: 443}\nhostPort: {type: integer, minimum: 1, exclusiveMinimum: true, default: 443}\nnodePort: {type: integer, minimum: 1}',
        ),
      ),
      findings: [
        {
          line: 20,
          column: 55,
          severity: 'warning',
          messageId: 'namesUpTo',
          message:
            'minimum 1 was added to spec.containerPort in v1; spec.containerPort reads as a TCP or UDP port, and ports run from 1 to 65535 (left unset it defaults to 443: 0 never stood for unset), so it refuses only 0 and negative numbers, which never were a port, if the field is what it reads as: a warning',
        },
        {
          line: 21,
          column: 50,
          severity: 'error',
          messageId: 'value',
          data: { compat: { property: '^.spec.hostPort' } },
        },
        {
          line: 22,
          column: 50,
          severity: 'error',
          messageId: 'value',
          data: { compat: { property: '^.spec.nodePort' } },
        },
      ],
    },
    {
      // Kong's kubernetes-ingress-controller a3c40fceb: UDPIngress rules' required `port` given
      // `minimum: 1`: always written in a rule, so 0 never stood for unset. Not so in an object Go
      // writes whole at its zero value (cluster-api-provider-vcluster 68e7b891e5: APIEndpoint's port).
      name: 'a minimum of 1 on a port the base required in a list item: a warning; not on one it did not require, nor in a single object',
      base: widgetCrd(
        specSchema(
          'hostPort: {type: integer}\nport: {type: integer}\nrules: {type: array, items: {type: object, required: [port], properties: {port: {type: integer}}}}',
          'required: [port]',
        ),
      ),
      head: widgetCrd(
        specSchema(
          'hostPort: {type: integer, minimum: 1}\nport: {type: integer, minimum: 1}\nrules: {type: array, items: {type: object, required: [port], properties: {port: {type: integer, minimum: 1}}}}',
          'required: [port]',
        ),
      ),
      findings: [
        {
          line: 21,
          column: 50,
          severity: 'error',
          messageId: 'value',
          data: { compat: { property: '^.spec.hostPort' } },
        },
        {
          line: 22,
          column: 46,
          severity: 'error',
          messageId: 'value',
          data: { compat: { property: '^.spec.port' } },
        },
        {
          line: 23,
          column: 120,
          severity: 'warning',
          messageId: 'namesUpTo',
          message:
            'minimum 1 was added to spec.rules[*].port in v1; spec.rules[*].port reads as a TCP or UDP port, and ports run from 1 to 65535 (required before, so 0 never stood for unset), so it refuses only 0 and negative numbers, which never were a port, if the field is what it reads as: a warning',
        },
      ],
    },
    {
      // lws 87cf4a9: LeaderWorkerSet's replicas given minimum 0 (its webhook refused less) and maximum 1000000.
      name: 'a minimum of 0 or a maximum past any cluster on replicas: warnings; a minimum of 1, a lower maximum, or 0 on a field named otherwise stay errors',
      base: widgetCrd(
        specSchema(
          'replicas: {type: integer}\nminReplicas: {type: integer}\nreplicasTotal: {type: integer}\nmaxReplicas: {type: integer}',
        ),
      ),
      head: widgetCrd(
        specSchema(
          'replicas: {type: integer, minimum: 0, maximum: 1000000}\nminReplicas: {type: integer, minimum: 1}\nreplicasTotal: {type: integer, minimum: 0}\nmaxReplicas: {type: integer, maximum: 149999}',
        ),
      ),
      findings: [
        {
          line: 20,
          column: 50,
          severity: 'warning',
          messageId: 'namesUpTo',
          message:
            'minimum 0 was added to spec.replicas in v1; spec.replicas reads as a number of replicas, and a negative number is none a controller can run (Kubernetes refuses it on its own workloads), so it refuses only counts that never were one, if the field is what it reads as: a warning',
        },
        {
          line: 20,
          column: 62,
          severity: 'warning',
          messageId: 'namesUpTo',
          message:
            'maximum 1000000 was added to spec.replicas in v1; spec.replicas reads as a number of replicas, and no cluster runs more than 150,000 Pods (the most Kubernetes supports), so it refuses only counts no cluster could run, if the field is what it reads as: a warning',
        },
        {
          line: 21,
          column: 53,
          severity: 'error',
          messageId: 'value',
          data: { compat: { property: '^.spec.minReplicas' } },
        },
        {
          line: 22,
          column: 55,
          severity: 'error',
          messageId: 'value',
          data: { compat: { property: '^.spec.replicasTotal' } },
        },
        {
          line: 23,
          column: 53,
          severity: 'error',
          messageId: 'value',
          data: { compat: { property: '^.spec.maxReplicas', check: 'maximum' } },
        },
      ],
    },
    {
      // ytsaurus-k8s-operator a45fbbb1ec: `instanceCount`, "Desired count of replicas.", given minimum 0;
      // `minReadyInstanceCount` took a negative value to skip the readiness wait.
      name: 'a minimum of 0 on a field described as a count of replicas: a warning; on one that only mentions replicas, an error',
      base: widgetCrd(
        specSchema(
          "instanceCount: {type: integer, description: 'Desired count of replicas. Default: 0.'}\nminReady: {type: integer, description: 'Minimal number of ready replicas.'}",
        ),
      ),
      head: widgetCrd(
        specSchema(
          "instanceCount: {type: integer, minimum: 0, description: 'Desired count of replicas. Default: 0.'}\nminReady: {type: integer, minimum: 0, description: 'Minimal number of ready replicas.'}",
        ),
      ),
      findings: [
        {
          line: 20,
          column: 55,
          severity: 'warning',
          messageId: 'namesUpTo',
          data: { compat: { property: '^.spec.instanceCount' } },
        },
        {
          line: 21,
          column: 50,
          severity: 'error',
          messageId: 'value',
          data: { compat: { property: '^.spec.minReady' } },
        },
      ],
    },
    {
      // cluster-api-ipam-provider-in-cluster f99333d: an IP pool's prefix given `minimum: 0` beside its `maximum: 128`.
      name: 'a minimum of 0 on a prefix length bounded at 128: a warning; on a prefix with no such maximum, an error',
      base: widgetCrd(specSchema('prefix: {type: integer, maximum: 128}\nkeyPrefix: {type: integer}')),
      head: widgetCrd(
        specSchema('prefix: {type: integer, maximum: 128, minimum: 0}\nkeyPrefix: {type: integer, minimum: 0}'),
      ),
      findings: [
        {
          line: 20,
          column: 62,
          severity: 'warning',
          messageId: 'namesUpTo',
          message:
            'minimum 0 was added to spec.prefix in v1; spec.prefix reads as the length of a network prefix (at most 128), and a negative length is none an address has, so it refuses only lengths that never were one, if the field is what it reads as: a warning',
        },
        {
          line: 21,
          column: 51,
          severity: 'error',
          messageId: 'value',
          data: { compat: { property: '^.spec.keyPrefix' } },
        },
      ],
    },
    {
      // cluster-api-ipam-provider-in-cluster 0af35ad: a message that ends in the severity it gives
      // elsewhere, in an envtest copy of another project's CRD.
      name: 'a minimum of 0 on replicas in a test tree: a notice, whose note names its severity',
      file: 'config/crd/test/widgets.yaml',
      base: widgetCrd(specSchema('replicas: {type: integer}')),
      head: widgetCrd(specSchema('replicas: {type: integer, minimum: 0}')),
      findings: [
        {
          line: 20,
          column: 50,
          severity: 'notice',
          message:
            'minimum 0 was added to spec.replicas in v1; spec.replicas reads as a number of replicas, and a negative number is none a controller can run (Kubernetes refuses it on its own workloads), so it refuses only counts that never were one, if the field is what it reads as: a warning (a CRD in a test tree, which tests install, not users, so a notice)',
        },
      ],
    },
    {
      // opentelemetry-helm-charts 0e873ba31: the collector's liveness probe given Kubernetes' own bounds, and more.
      name: "a probe's bounds that Kubernetes sets on its own Pods: warnings; a period refused at 0, which a Pod defaults, an error",
      base: widgetCrd(
        specSchema(
          'livenessProbe:\n  type: object\n  properties:\n    initialDelaySeconds: {type: integer}\n    periodSeconds: {type: integer}\n    terminationGracePeriodSeconds: {type: integer}',
        ),
      ),
      head: widgetCrd(
        specSchema(
          'livenessProbe:\n  type: object\n  properties:\n    initialDelaySeconds: {type: integer, minimum: 0}\n    periodSeconds: {type: integer, minimum: 1}\n    terminationGracePeriodSeconds: {type: integer, minimum: 1}',
        ),
      ),
      findings: [
        {
          line: 23,
          column: 65,
          severity: 'warning',
          messageId: 'namesUpTo',
          message:
            "minimum 0 was added to spec.livenessProbe.initialDelaySeconds in v1; spec.livenessProbe.initialDelaySeconds reads as a field of a container's probe, which Kubernetes refuses below 0 on its own Pods, so it refuses only values no Pod ever ran with, if the field is what it reads as: a warning",
        },
        { line: 24, column: 59, severity: 'error', messageId: 'value' },
        { line: 25, column: 75, severity: 'warning', messageId: 'namesUpTo' },
      ],
    },
    {
      // karpenter-provider-gcp 3aa04c84 and 812a1b55: checks moved from base rules into keywords.
      name: 'keywords a base rule already held values to: nothing; beyond the rule, an error',
      base: widgetCrd(
        specSchema(
          [
            'tags:',
            '  type: array',
            '  items: {type: string}',
            '  x-kubernetes-validations: [{rule: "self.all(x, x.matches(\'^[a-z]([-a-z0-9]{0,61}[a-z0-9])?$\'))"}]',
            'reserved:',
            '  type: object',
            '  additionalProperties: {type: string}',
            "  x-kubernetes-validations: [{rule: \"self.all(x, x=='cpu' || x=='memory' || x=='pid')\"}]",
            'limits:',
            '  type: object',
            '  additionalProperties: {type: string}',
            "  x-kubernetes-validations: [{rule: \"self.all(x, x in ['cpu', 'memory', 'pid'])\"}]",
          ].join('\n'),
        ),
      ),
      head: widgetCrd(
        specSchema(
          [
            'tags:',
            '  type: array',
            "  items: {type: string, minLength: 1, maxLength: 63, pattern: '^[a-z]([-a-z0-9]{0,61}[a-z0-9])?$'}",
            'reserved:',
            '  type: object',
            '  additionalProperties: {type: string}',
            '  maxProperties: 3',
            'limits:',
            '  type: object',
            '  additionalProperties: {type: string}',
            '  maxProperties: 2',
          ].join('\n'),
        ),
      ),
      findings: [
        { line: 30, column: 32, severity: 'error', messageId: 'whole', data: { compat: { check: 'maxProperties' } } },
      ],
    },
    {
      // milvus-operator: replicas -1 meant "managed by HPA"; raised to 0, it refuses stored values.
      name: 'a minimum on replicas raised from -1 to 0, or an exclusive minimum of 0: errors',
      base: widgetCrd(specSchema('replicas: {type: integer, minimum: -1}\nminReplicas: {type: integer}')),
      head: widgetCrd(
        specSchema(
          'replicas: {type: integer, minimum: 0}\nminReplicas: {type: integer, minimum: 0, exclusiveMinimum: true}',
        ),
      ),
      findings: [
        { line: 20, column: 50, severity: 'error', messageId: 'value', data: { compat: { check: 'minimum' } } },
        { line: 21, column: 53, severity: 'error', messageId: 'value', data: { compat: { check: 'minimum' } } },
      ],
    },
    {
      name: 'a maximum below 65535 on a port, and 65535 on an integer named for something else: errors',
      base: widgetCrd(specSchema('port: {type: integer}\ntransport: {type: integer}')),
      head: widgetCrd(specSchema('port: {type: integer, maximum: 32767}\ntransport: {type: integer, maximum: 65535}')),
      findings: [
        { line: 20, column: 46, severity: 'error', messageId: 'value', data: { compat: { property: '^.spec.port' } } },
        {
          line: 21,
          column: 51,
          severity: 'error',
          messageId: 'value',
          data: { compat: { property: '^.spec.transport' } },
        },
      ],
    },
    {
      // kyma-project/telemetry-manager 02638490a: namespace selectors given a DNS label's bound and pattern.
      name: "a namespace list's items given maxLength 63 and the DNS label pattern: warnings; a narrower pattern, or one where the description allows wildcards, stays an error",
      base: widgetCrd(
        specSchema(
          "namespaces:\n  type: object\n  properties:\n    include: {type: array, items: {type: string}}\n    exclude: {type: array, items: {type: string}}\n    other: {type: array, items: {type: string, description: 'Names, or globs such as kube-*.'}}",
        ),
      ),
      head: widgetCrd(
        specSchema(
          "namespaces:\n  type: object\n  properties:\n    include: {type: array, items: {type: string, maxLength: 63, pattern: '^[a-z0-9]([-a-z0-9]*[a-z0-9])?$'}}\n    exclude: {type: array, items: {type: string, pattern: '^[a-z]+$'}}\n    other: {type: array, items: {type: string, description: 'Names, or globs such as kube-*.', pattern: '^[a-z0-9]([-a-z0-9]*[a-z0-9])?$'}}",
        ),
      ),
      findings: [
        { line: 23, column: 75, severity: 'warning', messageId: 'namesUpTo', data: { compat: { check: 'maxLength' } } },
        { line: 23, column: 88, severity: 'warning', messageId: 'namesUpTo', data: { compat: { check: 'pattern' } } },
        { line: 24, column: 73, severity: 'error', messageId: 'value', data: { compat: { check: 'pattern' } } },
        { line: 25, column: 119, severity: 'error', messageId: 'value', data: { compat: { check: 'pattern' } } },
      ],
    },
    {
      // apache/solr-operator 9860911a: a reference's name given a pattern every object name matches.
      name: 'a reference\'s name given a pattern every DNS subdomain matches: a warning where "" was refused already, else an error ("" may mean none)',
      base: widgetCrd(
        specSchema(
          'secretRef:\n  type: object\n  properties:\n    name: {type: string, minLength: 1}\nclusterRef:\n  type: object\n  properties:\n    name: {type: string}',
        ),
      ),
      head: widgetCrd(
        specSchema(
          "secretRef:\n  type: object\n  properties:\n    name: {type: string, minLength: 1, pattern: '^[a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*$'}\nclusterRef:\n  type: object\n  properties:\n    name: {type: string, pattern: '^[a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*$'}",
        ),
      ),
      findings: [
        { line: 23, column: 63, severity: 'warning', messageId: 'namesUpTo', data: { compat: { check: 'pattern' } } },
        { line: 27, column: 49, severity: 'error', messageId: 'value', data: { compat: { check: 'pattern' } } },
      ],
    },
    {
      // external-secrets 1be7daedb: minLength 1 and the pattern added at once; "" is the minLength's finding.
      name: "a reference's name given minLength 1 and a DNS subdomain pattern together: an error for the minLength, a warning for the pattern",
      base: widgetCrd(specSchema('secretRef:\n  type: object\n  properties:\n    name: {type: string}')),
      head: widgetCrd(
        specSchema(
          "secretRef:\n  type: object\n  properties:\n    name: {type: string, minLength: 1, pattern: '^[a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*$'}",
        ),
      ),
      findings: [
        { line: 23, column: 51, severity: 'error', messageId: 'value', data: { compat: { check: 'minLength' } } },
        { line: 23, column: 63, severity: 'warning', messageId: 'namesUpTo', data: { compat: { check: 'pattern' } } },
      ],
    },
    {
      // RBAC names are path segments (`system:aggregate-to-admin`), no DNS subdomains.
      name: "a ClusterRole reference's name given a DNS subdomain pattern: an error",
      base: widgetCrd(
        specSchema('clusterRoleRef:\n  type: object\n  properties:\n    name: {type: string, minLength: 1}'),
      ),
      head: widgetCrd(
        specSchema(
          "clusterRoleRef:\n  type: object\n  properties:\n    name: {type: string, minLength: 1, pattern: '^[a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*$'}",
        ),
      ),
      findings: [
        { line: 23, column: 63, severity: 'error', messageId: 'value', data: { compat: { check: 'pattern' } } },
      ],
    },
    {
      name: "maxLength below a name's limit on a reference (63 on a Secret's name): an error",
      base: widgetCrd(specSchema('secretRef:\n  type: object\n  properties:\n    name: {type: string}')),
      head: widgetCrd(specSchema('secretRef:\n  type: object\n  properties:\n    name: {type: string, maxLength: 63}')),
      findings: [
        {
          line: 23,
          column: 51,
          severity: 'error',
          messageId: 'value',
          data: { compat: { property: '^.spec.secretRef.name' } },
        },
      ],
    },
    {
      name: "maxLength 63 on a reference's namespace, 253 on a field named for a Secret: warnings",
      base: widgetCrd(
        specSchema(
          'parentRef:\n  type: object\n  properties:\n    namespace: {type: string}\ntargetSecretName: {type: string}',
        ),
      ),
      head: widgetCrd(
        specSchema(
          'parentRef:\n  type: object\n  properties:\n    namespace: {type: string, maxLength: 63}\ntargetSecretName: {type: string, maxLength: 253}',
        ),
      ),
      findings: [
        {
          line: 23,
          column: 56,
          severity: 'warning',
          messageId: 'namesUpTo',
          data: { compat: { property: '^.spec.parentRef.namespace' } },
        },
        {
          line: 24,
          column: 59,
          severity: 'warning',
          messageId: 'namesUpTo',
          data: { compat: { property: '^.spec.targetSecretName' } },
        },
      ],
    },
    {
      // hashicorp/vault-secrets-operator f758be01: a reference's namespace bounded to a DNS label of at
      // most 63 characters, described as "Namespace of the VaultAuthGlobal resource".
      name: "a reference's namespace given a bounded DNS label pattern, described by the kind it names: a warning",
      base: widgetCrd(
        specSchema(
          "globalRef:\n  type: object\n  properties:\n    namespace: {type: string, pattern: '^([a-z0-9.-]{1,253})$', description: 'Namespace of the WidgetGlobal resource.'}",
        ),
      ),
      head: widgetCrd(
        specSchema(
          "globalRef:\n  type: object\n  properties:\n    namespace: {type: string, pattern: '^([a-z0-9-]{1,63})$', description: 'Namespace of the WidgetGlobal resource.'}",
        ),
      ),
      findings: [
        {
          line: 23,
          column: 54,
          severity: 'warning',
          messageId: 'namesUpTo',
          data: { compat: { property: '^.spec.globalRef.namespace', check: 'pattern' } },
        },
      ],
    },
    {
      // Regression probes: a Vault namespace is no Kubernetes one, and a namespace that may be globbed takes `*`.
      name: "a namespace that is Vault's, or that may be globbed, given a DNS label pattern: errors",
      base: widgetCrd(
        specSchema(
          "secretRef:\n  type: object\n  properties:\n    namespace: {type: string, description: 'The Vault namespace of the secret, e.g. admin/team-a.'}\nparentRef:\n  type: object\n  properties:\n    namespace: {type: string, description: 'Namespace of the referent; it may be globbed.'}",
        ),
      ),
      head: widgetCrd(
        specSchema(
          "secretRef:\n  type: object\n  properties:\n    namespace: {type: string, pattern: '^[a-z0-9-]{1,63}$', description: 'The Vault namespace of the secret, e.g. admin/team-a.'}\nparentRef:\n  type: object\n  properties:\n    namespace: {type: string, pattern: '^[a-z0-9-]{1,63}$', description: 'Namespace of the referent; it may be globbed.'}",
        ),
      ),
      findings: [
        { line: 23, column: 54, severity: 'error', data: { compat: { property: '^.spec.secretRef.namespace' } } },
        { line: 27, column: 54, severity: 'error', data: { compat: { property: '^.spec.parentRef.namespace' } } },
      ],
    },
    {
      name: 'maxLength 253 on names that refer to nothing (a task in a list) and on a key that is a secret value: errors',
      base: widgetCrd(
        specSchema(
          "tasks:\n  type: array\n  items:\n    type: object\n    properties:\n      name: {type: string}\nhmac:\n  type: object\n  properties:\n    key: {type: string, description: 'The secret key that signs requests.'}",
        ),
      ),
      head: widgetCrd(
        specSchema(
          "tasks:\n  type: array\n  items:\n    type: object\n    properties:\n      name: {type: string, maxLength: 253}\nhmac:\n  type: object\n  properties:\n    key: {type: string, description: 'The secret key that signs requests.', maxLength: 253}",
        ),
      ),
      findings: [
        {
          line: 25,
          column: 53,
          severity: 'error',
          messageId: 'value',
          data: { compat: { property: '^.spec.tasks[*].name' } },
        },
        {
          line: 29,
          column: 102,
          severity: 'error',
          messageId: 'value',
          data: { compat: { property: '^.spec.hmac.key' } },
        },
      ],
    },
    {
      name: 'maxProperties below the fields declared, or on an object that keeps unknown fields',
      base: widgetCrd(
        specSchema(
          'to:\n  type: object\n  properties: {cidr: {type: string}, dns: {type: string}}\nany:\n  type: object\n  x-kubernetes-preserve-unknown-fields: true\n  properties: {cidr: {type: string}}',
        ),
      ),
      head: widgetCrd(
        specSchema(
          'to:\n  type: object\n  maxProperties: 1\n  properties: {cidr: {type: string}, dns: {type: string}}\nany:\n  type: object\n  maxProperties: 1\n  x-kubernetes-preserve-unknown-fields: true\n  properties: {cidr: {type: string}}',
        ),
      ),
      findings: [
        {
          line: 22,
          column: 32,
          messageId: 'whole',
          data: { compat: { property: '^.spec.to', check: 'maxProperties' } },
        },
        {
          line: 26,
          column: 32,
          messageId: 'whole',
          data: { compat: { property: '^.spec.any', check: 'maxProperties' } },
        },
      ],
    },
    {
      name: 'pattern changed',
      base: f('pattern: "^a"', 'string'),
      head: f('pattern: "^ab"', 'string'),
      findings: [tightened('pattern', '^a', '^ab', 26)],
    },
    {
      name: 'pattern removed with patternRemoval: Disallow, at the node',
      base: f('pattern: "^a"', 'string'),
      head: f('format: color', 'string'),
      config: disallow,
      findings: [
        { line: 20, column: 15, fieldPath: at('f'), data: { compat: { check: 'pattern', base: '^a', head: null } } },
      ],
    },
    {
      name: 'an anyOf beside int-or-string that restricts more than the types',
      base: widgetCrd(specSchema('f:\n  x-kubernetes-int-or-string: true')),
      head: widgetCrd(
        specSchema(
          "f:\n  anyOf: [{type: integer}, {type: string, pattern: '^[0-9]+%$'}]\n  x-kubernetes-int-or-string: true",
        ),
      ),
      findings: [
        {
          line: 21,
          column: 17,
          fieldPath: `${at('f')}.anyOf`,
          messageId: 'notRatcheted',
          data: { compat: { check: 'anyOf', base: null } },
        },
      ],
    },
    {
      name: 'a character class narrowed',
      base: f("pattern: '^[a-z0-9]+$'", 'string'),
      head: f("pattern: '^[a-z]+$'", 'string'),
      findings: [tightened('pattern', '^[a-z0-9]+$', '^[a-z]+$', 26)],
    },
    {
      name: 'an anchor added',
      base: f("pattern: 'a'", 'string'),
      head: f("pattern: '^a'", 'string'),
      findings: [tightened('pattern', 'a', '^a', 26)],
    },
    {
      name: 'a word boundary is not modelled: even a widening from one is reported',
      base: f("pattern: '\\bfoo'", 'string'),
      head: f("pattern: 'foo'", 'string'),
      findings: [tightened('pattern', '\\bfoo', 'foo', 26)],
    },
    {
      name: 'an enum moved into allOf without one of its values',
      base: f('enum: [Allow, Deny]', 'string'),
      head: f('allOf:\n  - enum: [Allow, Deny]\n  - enum: [Allow]', 'string'),
      findings: [tightened('allOf', null, [{ enum: ['Allow', 'Deny'] }, { enum: ['Allow'] }], 17, 22)],
    },
    {
      // Every value meets both branches, so none meets exactly one of them.
      name: 'a oneOf added of two branches that validate nothing',
      base: f('', 'string'),
      head: f('oneOf:\n  - {description: one}\n  - {description: other}', 'string'),
      findings: [tightened('oneOf', null, [{ description: 'one' }, { description: 'other' }], 17, 22)],
    },
    {
      name: 'an allOf with a keyword no value list decides',
      base: f('enum: [Allow, Deny]', 'string'),
      head: f('allOf:\n  - enum: [Allow, Deny]\n  - format: uuid', 'string'),
      findings: [tightened('allOf', null, [{ enum: ['Allow', 'Deny'] }, { format: 'uuid' }], 17, 22)],
    },
    {
      name: 'a maxLength a value the base rule lists exceeds',
      base: f(`x-kubernetes-validations: [{rule: "self in ['ab', 'cde']"}]`, 'string'),
      head: f(`x-kubernetes-validations: [{rule: "self in ['ab', 'cde']"}]\n  maxLength: 2`, 'string'),
      findings: [tightened('maxLength', null, 2, 28, 23)],
    },
    {
      name: 'a base rule that lists values and allows others: no list of values',
      base: f(`x-kubernetes-validations: [{rule: "self in ['ab'] || self.startsWith('x')"}]`, 'string'),
      head: f(`x-kubernetes-validations: [{rule: "self in ['ab'] || self.startsWith('x')"}]\n  maxLength: 2`, 'string'),
      findings: [tightened('maxLength', null, 2, 28, 23)],
    },
    {
      name: 'a transition rule restricts changes, not values',
      base: f(`x-kubernetes-validations: [{rule: "self == oldSelf || self in ['ab']"}]`, 'string'),
      head: f(`x-kubernetes-validations: [{rule: "self == oldSelf || self in ['ab']"}]\n  maxLength: 1`, 'string'),
      findings: [tightened('maxLength', null, 1, 28, 23)],
    },
    {
      name: 'a pattern an old enum value fails',
      base: f('enum: [System, Custom]', 'string'),
      head: f("pattern: '^System$'", 'string'),
      findings: [tightened('pattern', null, '^System$', 26)],
    },
    {
      name: 'a pattern RE2 does not compile decides nothing, so it is reported',
      base: f('enum: [System]', 'string'),
      head: f("pattern: '^(?=S)System$'", 'string'),
      findings: [tightened('pattern', null, '^(?=S)System$', 26)],
    },
    {
      name: 'a maxLength an old enum value exceeds, counted in characters',
      base: f('enum: [ab, äöü]', 'string'),
      head: f('enum: [ab, äöü]\n  maxLength: 2', 'string'),
      findings: [tightened('maxLength', null, 2, 28, 23)],
    },
    {
      name: 'a checked format added to a string',
      base: f('maxLength: 30', 'string'),
      head: f('format: date-time', 'string'),
      findings: [tightened('format', null, 'date-time', 25)],
    },
    {
      name: 'a maximum one below the uint32 limit',
      base: f('minimum: 1'),
      head: f('maximum: 4294967294\n  minimum: 1'),
      findings: [tightened('maximum', null, 4294967294, 26)],
    },
    {
      name: 'a maximum lowered to the uint32 limit (from the uint64 one)',
      base: f('maximum: 18446744073709551615'),
      head: f('maximum: 4294967295'),
      findings: [tightened('maximum', 2 ** 64, 4294967295, 26)],
    },
    {
      name: 'the uint32 limit on a number (no integer type)',
      base: f('minimum: 1', 'number'),
      head: f('maximum: 4294967295\n  minimum: 1', 'number'),
      findings: [tightened('maximum', null, 4294967295, 26)],
    },
    {
      name: 'a oneOf branch for a field that already existed',
      base: g(`${SIMPLE_HASH}, util: {type: object}`, oneOfFields('simple', 'hash')),
      head: g(`${SIMPLE_HASH}, util: {type: object}`, oneOfFields('simple', 'hash', 'util')),
      findings: [
        {
          line: 23,
          column: 17,
          fieldPath: `${at('g')}.oneOf`,
          messageId: 'notRatcheted',
          data: { compat: { check: 'oneOf' } },
        },
      ],
    },
    {
      name: 'a oneOf branch for a new field with a default (set on every object)',
      base: g(SIMPLE_HASH, oneOfFields('simple', 'hash')),
      head: g(`${SIMPLE_HASH}, util: {type: string, default: x}`, oneOfFields('simple', 'hash', 'util')),
      findings: [{ line: 23, column: 17, fieldPath: `${at('g')}.oneOf`, messageId: 'notRatcheted' }],
    },
    {
      name: 'a oneOf branch for a new field where the base kept unknown fields (a stored object may have it)',
      base: g(SIMPLE_HASH, oneOfFields('simple', 'hash'), '  x-kubernetes-preserve-unknown-fields: true\n'),
      head: g(
        `${SIMPLE_HASH}, util: {type: object}`,
        oneOfFields('simple', 'hash', 'util'),
        '  x-kubernetes-preserve-unknown-fields: true\n',
      ),
      findings: [{ line: 24, column: 17, fieldPath: `${at('g')}.oneOf`, messageId: 'notRatcheted' }],
    },
    {
      name: 'allOf requiring a new field rejects every old object',
      base: g('simple: {type: string}', 'allOf: [{required: [simple]}]'),
      head: g('simple: {type: string}, util: {type: object}', 'allOf: [{required: [simple]}, {required: [util]}]'),
      findings: [{ line: 23, column: 17, fieldPath: `${at('g')}.allOf`, messageId: 'notRatcheted' }],
    },
    {
      name: 'oneOf added: not ratcheted',
      base: f('minimum: 0'),
      head: f('oneOf: [{minimum: 1}, {maximum: -1}]'),
      findings: [
        {
          line: 22,
          column: 17,
          fieldPath: `${at('f')}.oneOf`,
          messageId: 'notRatcheted',
          message:
            'oneOf was added to spec.f in v1; oneOf is not ratcheted, so every create (a GitOps re-apply, a restore) and every update of a stored object that fails it is rejected; keep the old schema, or serve the change in a new version',
          data: { compat: { check: 'oneOf', base: null, head: [{ minimum: 1 }, { maximum: -1 }] } },
        },
      ],
    },
  ],
});
