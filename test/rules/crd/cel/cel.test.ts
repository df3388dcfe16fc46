import { goRuleText } from '../go-internal-text.js';
import { cel } from '../../../../src/rules/crd/cel/cel.js';
import { ruleTester } from '../../../support/rule-tester.js';
import { schemaVersion, widgetCrd } from '../schema/widget-crd.js';

// crd/cel: spec/crd-validation.md §10, SCHEMA-CEL-001..008, 010, 011 (CEL-009, cost, is in
// cel/cost-limits.test.ts and cel/estimate-cost.test.ts). One version, so the schema is hoisted: data.apiserver
// paths start at spec.validation.openAPIV3Schema, findings land in spec.versions[0].

/** A CRD whose `spec` property carries `validations` (a YAML flow list on line 20), and `spec.list` items `itemRules` (line 19). */
const crd = (validations: string, itemRules = '[]') =>
  widgetCrd({
    versions: schemaVersion(`
      type: object
      properties:
        spec:
          type: object
          properties: {replicas: {type: integer}, name: {type: string}, namespace: {type: string}, list: {type: array, items: {type: object, properties: {a: {type: string}}, x-kubernetes-validations: ${itemRules}}}, map: {type: object, additionalProperties: {type: string}}}
          x-kubernetes-validations: ${validations}
    `),
  });
const X = 'spec.validation.openAPIV3Schema.properties[spec].x-kubernetes-validations[0]';
/** A CRD around a whole schema, for the stages before compilation (SCHEMA-CEL-012). */
const schemaCrd = (schema: string) => widgetCrd({ versions: schemaVersion(schema) });
const RULE_AT_SPEC = 'x-kubernetes-validations: [{rule: "self.nope == 1"}]';
const M = 'spec.versions[0].schema.openAPIV3Schema.properties[spec].x-kubernetes-validations[0]';

ruleTester(cel, {
  valid: [
    {
      name: 'SCHEMA-CEL-001 and SCHEMA-CEL-008: a rule over declared fields, not blank, that evaluates to a bool',
      head: crd(`[{rule: "self.replicas >= 0 && self.name.startsWith('a')"}]`),
    },
    {
      name: 'SCHEMA-CEL-007: a field of a map value, and a field of an int-or-string (dyn), are selections cel-go accepts',
      head: schemaCrd(`
      type: object
      properties:
        spec:
          type: object
          properties: {port: {x-kubernetes-int-or-string: true}, map: {type: object, additionalProperties: {type: object, properties: {a: {type: string}}}}}
          x-kubernetes-validations: [{rule: "has(self.port.name) || self.map.x.a == 'y'"}]
      `),
    },
    {
      name: 'SCHEMA-CEL-002: a message on one line',
      head: crd(`[{rule: "self.replicas >= 0", message: "replicas must not be negative"}]`),
    },
    {
      name: 'SCHEMA-CEL-003: a multi-line rule with a message',
      head: crd(`[{rule: "self.replicas >= 0 &&\\n self.name != ''", message: "replicas and name are required"}]`),
    },
    {
      name: 'SCHEMA-CEL-004 and SCHEMA-CEL-008: a messageExpression that is a non-blank string expression',
      head: crd(`[{rule: "self.replicas >= 0", messageExpression: "'replicas must not be negative'"}]`),
    },
    { name: 'SCHEMA-CEL-007: reserved property names are escaped', head: crd(`[{rule: "self.__namespace__ != ''"}]`) },
    // From compatibility version 1.31 (the default is the newest) a reserved word selects its escaped field (cel/environment-versions.test.ts for older ones).
    {
      name: 'SCHEMA-CEL-007: a reserved property name written plainly, in a select and in has()',
      head: crd(`[{rule: "!has(self.namespace) || self.namespace != ''"}]`),
    },
    {
      name: 'SCHEMA-CEL-007: has() of declared fields, of a map key and of a list item through a macro',
      head: crd(`[{rule: "has(self.name) && has(self.map.k) && self.list.all(i, has(i.a))"}]`),
    },
    {
      name: 'SCHEMA-CEL-007: the library reserves prototype, cel-go does not',
      head: crd(`[{rule: "self.list.all(prototype, true)"}]`),
    },
    {
      // WithTypeAndObjectMeta leaves a resource alone that declares kind, apiVersion,
      // metadata.name and metadata.generateName as strings: its other metadata fields stay.
      name: 'SCHEMA-CEL-007: the metadata of an embedded resource that declares its type and object meta',
      head: schemaCrd(
        'type: object\nproperties:\n  spec:\n    type: object\n    properties:\n      templates: {type: array, items: {type: object, x-kubernetes-embedded-resource: true, properties: {kind: {type: string}, apiVersion: {type: string}, metadata: {type: object, properties: {name: {type: string}, generateName: {type: string}, namespace: {type: string}, labels: {type: object, additionalProperties: {type: string}}}}}}}\n    x-kubernetes-validations: [{rule: "self.templates.all(t, !has(t.metadata.namespace) && has(t.metadata.labels) && t.metadata.labels.size() > 0)", message: "labels, no namespace"}]',
      ),
    },
    {
      name: 'SCHEMA-CEL-007: cel.bind over a macro variable of the same name is not judged',
      head: crd(`[{rule: "self.list.all(i, cel.bind(i, 1, i > 0))"}]`),
    },
    {
      name: 'SCHEMA-CEL-007: a field of a list item, reached through a macro',
      head: crd(`[{rule: "self.list.all(i, i.a == 'x')"}]`),
    },
    {
      name: 'SCHEMA-CEL-010: a transition rule on a correlatable node',
      head: crd(`[{rule: "self.replicas >= oldSelf.replicas", message: "may not shrink"}]`),
    },
    {
      name: 'SCHEMA-CEL-011: optionalOldSelf with a rule that uses oldSelf',
      head: crd(`[{rule: "oldSelf.hasValue()", optionalOldSelf: true}]`),
    },
    {
      name: 'SCHEMA-CEL-006: a fieldPath that names a property',
      head: crd(`[{rule: "true", fieldPath: ".replicas"}, {rule: "true", fieldPath: "['name']"}]`),
    },
    { name: 'SCHEMA-CEL-005: a supported reason', head: crd(`[{rule: "true", reason: FieldValueForbidden}]`) },
    {
      name: 'SCHEMA-CEL-012: nothing compiles on a schema that fails ValidateStructural',
      head: schemaCrd(
        `type: object\nproperties:\n  spec:\n    type: object\n    properties: {a: {type: string}}\n    ${RULE_AT_SPEC}\n  other: {description: untyped}`,
      ),
    },
    {
      name: 'SCHEMA-CEL-012: nothing compiles when a default fails ValidateDefaults',
      head: schemaCrd(
        `type: object\nproperties:\n  spec:\n    type: object\n    properties: {replicas: {type: integer, default: "x"}}\n    ${RULE_AT_SPEC}`,
      ),
    },
    {
      name: 'SCHEMA-CEL-012: a keyword error below a node stops its rules',
      head: schemaCrd(
        `type: object\nproperties:\n  spec:\n    type: object\n    properties: {list: {type: array, uniqueItems: true, items: {type: string}}}\n    ${RULE_AT_SPEC}`,
      ),
    },
    {
      name: 'the namespaced functions of library.Format, ext.Sets, ext.Strings and ext.Lists',
      head: crd(
        `[{rule: "!format.dns1123Subdomain().validate(self.name).hasValue() && format.named('uuid').hasValue() && sets.contains(['a'], [self.name]) && strings.quote(self.name) != '' && lists.range(2).size() == 2"}]`,
      ),
    },
    {
      name: 'the member functions of ext.Lists v3',
      head: crd(
        `[{rule: "self.list.map(i, i.a).slice(0, 1).distinct().reverse().sort() == [] && [[1]].flatten() == [1]"}]`,
      ),
    },
    { name: 'a two-variable comprehension is not judged', head: crd(`[{rule: "self.map.all(k, v, v != '')"}]`) },
  ],
  invalid: [
    {
      name: 'SCHEMA-CEL-001: a blank rule',
      head: crd(`[{rule: "  "}]`),
      findings: [
        {
          line: 20,
          column: 49,
          fieldPath: `${M}.rule`,
          apiserver: { path: `${X}.rule`, type: 'Required value', detail: 'rule is not specified' },
        },
      ],
    },
    {
      name: 'SCHEMA-CEL-002: a blank message',
      head: crd(`[{rule: "true", message: " "}]`),
      findings: [
        {
          line: 20,
          column: 66,
          fieldPath: `${M}.message`,
          apiserver: {
            path: `${X}.message`,
            type: 'Invalid value',
            detail: '" ": message must be non-empty if specified',
          },
        },
      ],
    },
    {
      name: 'SCHEMA-CEL-002: a message with a line break',
      head: crd(`[{rule: "true", message: "a\\nb"}]`),
      findings: [
        {
          line: 20,
          column: 66,
          fieldPath: `${M}.message`,
          apiserver: {
            path: `${X}.message`,
            type: 'Invalid value',
            detail: '"a\\nb": message must not contain line breaks',
          },
        },
      ],
    },
    {
      name: 'SCHEMA-CEL-003: a multi-line rule without a message',
      head: crd(`[{rule: "true &&\\n true"}]`),
      findings: [
        {
          line: 20,
          column: 42,
          fieldPath: `${M}.message`,
          apiserver: {
            path: `${X}.message`,
            type: 'Required value',
            detail: 'message must be specified if rule contains line breaks',
          },
        },
      ],
    },
    {
      name: 'SCHEMA-CEL-004: a blank messageExpression',
      head: crd(`[{rule: "true", messageExpression: " "}]`),
      findings: [
        {
          line: 20,
          column: 76,
          fieldPath: `${M}.messageExpression`,
          apiserver: {
            path: `${X}.messageExpression`,
            type: 'Required value',
            detail: 'messageExpression must be non-empty if specified',
          },
        },
      ],
    },
    {
      name: 'SCHEMA-CEL-005: an unsupported reason',
      head: crd(`[{rule: "true", reason: Wrong}]`),
      findings: [
        {
          line: 20,
          column: 65,
          fieldPath: `${M}.reason`,
          apiserver: {
            path: `${X}.reason`,
            type: 'Unsupported value',
            detail:
              '"Wrong": supported values: "FieldValueDuplicate", "FieldValueForbidden", "FieldValueInvalid", "FieldValueRequired"',
          },
        },
      ],
    },
    {
      name: 'SCHEMA-CEL-006: a fieldPath that names no property',
      head: crd(`[{rule: "true", fieldPath: ".nope"}]`),
      findings: [
        {
          line: 20,
          column: 68,
          fieldPath: `${M}.fieldPath`,
          apiserver: {
            path: `${X}.fieldPath`,
            type: 'Invalid value',
            detail: '".nope": fieldPath must be a valid path',
          },
        },
      ],
    },
    {
      name: 'SCHEMA-CEL-007: an undefined field',
      head: crd(`[{rule: "self.nope == 1"}]`),
      findings: [
        {
          line: 20,
          column: 49,
          fieldPath: `${M}.rule`,
          apiserver: {
            path: `${X}.rule`,
            type: 'Invalid value',
            detail: `${goRuleText({ Rule: '"self.nope == 1"' })}: compilation failed: ERROR: <input>:1:5: undefined field 'nope'\n | self.nope == 1\n | ....^`,
          },
        },
      ],
    },
    {
      // cel-go's checkSelectField: typeDoesNotSupportFieldSelection, at the select's dot (volcano's
      // rule on minAvailable, an integer, selected a field of self).
      name: 'SCHEMA-CEL-007: a field selected on an integer',
      head: crd(`[{rule: "self.replicas.value == 0"}]`),
      findings: [
        {
          line: 20,
          column: 49,
          fieldPath: `${M}.rule`,
          apiserver: {
            path: `${X}.rule`,
            type: 'Invalid value',
            detail: `${goRuleText({ Rule: '"self.replicas.value == 0"' })}: compilation failed: ERROR: <input>:1:14: type 'int' does not support field selection\n | self.replicas.value == 0\n | .............^`,
          },
        },
      ],
    },
    {
      name: 'SCHEMA-CEL-007: has() of a field of a string, at the parenthesis of has',
      head: crd(`[{rule: "has(self.name.first)"}]`),
      findings: [
        {
          line: 20,
          column: 49,
          fieldPath: `${M}.rule`,
          apiserver: {
            path: `${X}.rule`,
            type: 'Invalid value',
            detail: `${goRuleText({ Rule: '"has(self.name.first)"' })}: compilation failed: ERROR: <input>:1:4: type 'string' does not support field selection\n | has(self.name.first)\n | ...^`,
          },
        },
      ],
    },
    {
      // `self` is typed with only the fields the rule names (cel-types.ts): `a` is not named, yet
      // the items stay an object type, so `b` is still an undefined field.
      name: 'SCHEMA-CEL-007: an undefined field of a list item, reached through a macro',
      head: crd(`[{rule: "self.list.all(i, i.b == 'x')"}]`),
      findings: [
        {
          line: 20,
          column: 49,
          fieldPath: `${M}.rule`,
          apiserver: {
            path: `${X}.rule`,
            type: 'Invalid value',
            detail: `${goRuleText({ Rule: `"self.list.all(i, i.b == 'x')"` })}: compilation failed: ERROR: <input>:1:19: undefined field 'b'\n | self.list.all(i, i.b == 'x')\n | ..................^`,
          },
        },
      ],
    },
    {
      // cel-go's checker looks the field of a presence test up (checkSelect), and places it at
      // has's `(`; the library checks only `self`, so this is typed-selects.ts.
      name: 'SCHEMA-CEL-007: has() of an undefined field, at the parenthesis of has',
      head: crd(`[{rule: "!has(self.nope) || self.replicas > 0"}]`),
      findings: [
        {
          line: 20,
          column: 49,
          fieldPath: `${M}.rule`,
          messageId: 'compile',
          message: "x-kubernetes-validations[0].rule does not compile: undefined field 'nope'",
          apiserver: {
            path: `${X}.rule`,
            type: 'Invalid value',
            detail: `${goRuleText({ Rule: '"!has(self.nope) || self.replicas \\u003e 0"' })}: compilation failed: ERROR: <input>:1:5: undefined field 'nope'\n | !has(self.nope) || self.replicas > 0\n | ....^`,
          },
        },
      ],
    },
    {
      // The presence test is placed at has's `(`, an inner select at its dot; a field of an
      // undefined field is not looked up (cel-go types it as an error, then dyn).
      name: 'SCHEMA-CEL-007: has() of an undefined field inside the chain, at its dot, each issue in order',
      head: crd(`[{rule: "has(self.nope.a) || has(self.other)"}]`),
      findings: [
        {
          line: 20,
          column: 49,
          fieldPath: `${M}.rule`,
          message: "x-kubernetes-validations[0].rule does not compile: undefined field 'nope' (and 1 more)",
          apiserver: {
            path: `${X}.rule`,
            type: 'Invalid value',
            detail:
              `${goRuleText({ Rule: '"has(self.nope.a) || has(self.other)"' })}: compilation failed: ` +
              "ERROR: <input>:1:9: undefined field 'nope'\n | has(self.nope.a) || has(self.other)\n | ........^\n" +
              "ERROR: <input>:1:24: undefined field 'other'\n | has(self.nope.a) || has(self.other)\n | .......................^",
          },
        },
      ],
    },
    {
      // An embedded resource's metadata has only name and generateName (WithTypeAndObjectMeta),
      // so even the 1.31 fallback to __namespace__ finds nothing: rejected on every version.
      name: 'SCHEMA-CEL-007: the namespace of an embedded resource, in has() and in a select',
      head: schemaCrd(
        'type: object\nproperties:\n  spec:\n    type: object\n    properties:\n      templates: {type: array, items: {type: object, x-kubernetes-embedded-resource: true, properties: {metadata: {type: object}}}}\n    x-kubernetes-validations: [{rule: "self.templates.all(t, !has(t.metadata.namespace) || size(t.metadata.namespace) == 0)", message: "no namespace"}]',
      ),
      findings: [
        {
          line: 21,
          column: 49,
          fieldPath: `${M}.rule`,
          message: "x-kubernetes-validations[0].rule does not compile: undefined field 'namespace' (and 1 more)",
          apiserver: {
            path: `${X}.rule`,
            type: 'Invalid value',
            detail:
              `${goRuleText({ Rule: '"self.templates.all(t, !has(t.metadata.namespace) || size(t.metadata.namespace) == 0)"', Message: '"no namespace"' })}: compilation failed: ` +
              "ERROR: <input>:1:27: undefined field 'namespace'\n | self.templates.all(t, !has(t.metadata.namespace) || size(t.metadata.namespace) == 0)\n | ..........................^\n" +
              "ERROR: <input>:1:68: undefined field 'namespace'\n | self.templates.all(t, !has(t.metadata.namespace) || size(t.metadata.namespace) == 0)\n | ...................................................................^",
          },
        },
      ],
    },
    {
      // base.go adds no ext.Bindings: `cel.bind` is a call of `bind` on an undeclared `cel`, and
      // its variable is undeclared wherever it is written.
      name: 'SCHEMA-CEL-007: cel.bind, which no Kubernetes version declares',
      head: crd(`[{rule: "cel.bind(n, self.name, n == '' || self.list.all(n, n.a != ''))"}]`),
      findings: [
        {
          line: 20,
          column: 49,
          fieldPath: `${M}.rule`,
          message:
            "x-kubernetes-validations[0].rule does not compile: undeclared reference to 'cel' (in container '') (and 3 more)",
          apiserver: {
            path: `${X}.rule`,
            type: 'Invalid value',
            detail:
              `${goRuleText({ Rule: `"cel.bind(n, self.name, n == '' || self.list.all(n, n.a != ''))"` })}: compilation failed: ` +
              [
                "1:1: undeclared reference to 'cel'",
                "1:9: undeclared reference to 'bind'",
                "1:10: undeclared reference to 'n'",
                "1:24: undeclared reference to 'n'",
              ]
                .map((issue) => {
                  const column = Number(/^1:(\d+)/.exec(issue)?.[1]);
                  return `ERROR: <input>:${issue} (in container '')\n | cel.bind(n, self.name, n == '' || self.list.all(n, n.a != ''))\n | ${'.'.repeat(column - 1)}^`;
                })
                .join('\n'),
          },
        },
      ],
    },
    {
      name: "SCHEMA-CEL-007: the library's own bytes functions",
      head: crd(`[{rule: "b'a'.hex() != ''"}]`),
      findings: [
        {
          line: 20,
          column: 49,
          fieldPath: `${M}.rule`,
          apiserver: {
            path: `${X}.rule`,
            type: 'Invalid value',
            detail: `${goRuleText({ Rule: `"b'a'.hex() != ''"` })}: compilation failed: ERROR: <input>:1:9: undeclared reference to 'hex' (in container '')\n | b'a'.hex() != ''\n | ........^`,
          },
        },
      ],
    },
    {
      name: 'SCHEMA-CEL-007: a reserved word for an identifier',
      head: crd(`[{rule: "self.list.all(namespace, true)"}]`),
      findings: [
        {
          line: 20,
          column: 49,
          fieldPath: `${M}.rule`,
          message: 'x-kubernetes-validations[0].rule does not compile: reserved identifier: namespace',
          apiserver: {
            path: `${X}.rule`,
            type: 'Invalid value',
            detail: `${goRuleText({ Rule: '"self.list.all(namespace, true)"' })}: compilation failed: ERROR: <input>:1:15: reserved identifier: namespace\n | self.list.all(namespace, true)\n | ..............^`,
          },
        },
      ],
    },
    {
      name: 'SCHEMA-CEL-007: an undeclared reference',
      head: crd(`[{rule: "selff.replicas > 0"}]`),
      findings: [
        {
          line: 20,
          column: 49,
          fieldPath: `${M}.rule`,
          apiserver: {
            path: `${X}.rule`,
            type: 'Invalid value',
            detail: `${goRuleText({ Rule: '"selff.replicas \\u003e 0"' })}: compilation failed: ERROR: <input>:1:1: undeclared reference to 'selff' (in container '')\n | selff.replicas > 0\n | ^`,
          },
        },
      ],
    },
    {
      name: 'SCHEMA-CEL-008: a rule that is not a bool',
      head: crd(`[{rule: "self.replicas + 1"}]`),
      findings: [
        {
          line: 20,
          column: 49,
          fieldPath: `${M}.rule`,
          messageId: 'result',
          message: 'x-kubernetes-validations[0].rule: cel expression must evaluate to a bool',
          apiserver: {
            path: `${X}.rule`,
            type: 'Invalid value',
            detail: `${goRuleText({ Rule: '"self.replicas + 1"' })}: cel expression must evaluate to a bool`,
          },
        },
      ],
    },
    {
      name: 'SCHEMA-CEL-008: a messageExpression that is not a string',
      head: crd(`[{rule: "true", messageExpression: "self.replicas"}]`),
      findings: [
        {
          line: 20,
          column: 76,
          fieldPath: `${M}.messageExpression`,
          messageId: 'result',
          message: 'x-kubernetes-validations[0].messageExpression: messageExpression must evaluate to a string',
          apiserver: {
            path: `${X}.messageExpression`,
            type: 'Invalid value',
            detail: `${goRuleText({ Rule: '"true"', MessageExpression: '"self.replicas"' })}: messageExpression must evaluate to a string`,
          },
        },
      ],
    },
    {
      name: 'SCHEMA-CEL-010: oldSelf below a list without list-type map',
      head: crd(`[{rule: "true"}]`, `[{rule: "size(self.a) == size(oldSelf.a)"}]`),
      // size() keeps the rule cheap: `self.a == oldSelf.a` on unbounded strings in an unbounded list also exceeds the cost limits (SCHEMA-CEL-009).
      findings: [
        {
          line: 19,
          column: 213,
          fieldPath:
            'spec.versions[0].schema.openAPIV3Schema.properties[spec].properties[list].items.x-kubernetes-validations[0].rule',
          apiserver: {
            path: 'spec.validation.openAPIV3Schema.properties[spec].properties[list].items.x-kubernetes-validations[0].rule',
            type: 'Invalid value',
            detail:
              '"size(self.a) == size(oldSelf.a)": oldSelf cannot be used on the uncorrelatable portion of the schema within spec.validation.openAPIV3Schema.properties[spec].properties[list]',
          },
        },
      ],
    },
    {
      name: 'SCHEMA-CEL-011: optionalOldSelf on a rule without oldSelf',
      head: crd(`[{rule: "self.replicas > 0", optionalOldSelf: false}]`),
      findings: [
        {
          line: 20,
          column: 87,
          fieldPath: `${M}.optionalOldSelf`,
          apiserver: {
            path: `${X}.optionalOldSelf`,
            type: 'Invalid value',
            detail: 'false: may not be set if oldSelf is not used in rule',
          },
        },
      ],
    },
    {
      name: 'SCHEMA-CEL-012: a keyword error beside a node does not stop its rules',
      head: schemaCrd(
        `type: object\nproperties:\n  spec:\n    type: object\n    properties: {list: {type: array, uniqueItems: true, items: {type: string}}}\n  status:\n    type: object\n    properties: {a: {type: string}}\n    ${RULE_AT_SPEC}`,
      ),
      findings: [
        {
          line: 23,
          column: 49,
          fieldPath: 'spec.versions[0].schema.openAPIV3Schema.properties[status].x-kubernetes-validations[0].rule',
          apiserver: {
            path: 'spec.validation.openAPIV3Schema.properties[status].x-kubernetes-validations[0].rule',
            type: 'Invalid value',
            detail: `${goRuleText({ Rule: '"self.nope == 1"' })}: compilation failed: ERROR: <input>:1:5: undefined field 'nope'\n | self.nope == 1\n | ....^`,
          },
        },
      ],
    },
    {
      name: 'SCHEMA-CEL-012: a schema error at the node stops its compilation',
      head: crd(`[{rule: "self.nope", message: " "}]`),
      findings: [
        {
          line: 20,
          column: 71,
          fieldPath: `${M}.message`,
          apiserver: {
            path: `${X}.message`,
            type: 'Invalid value',
            detail: '" ": message must be non-empty if specified',
          },
        },
      ],
    },
  ],
});
