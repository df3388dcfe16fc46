import { goRuleText } from '../go-internal-text.js';
import { DEFAULT_CONFIG, type Config } from '../../../../src/engine/config.js';
import { cel } from '../../../../src/rules/crd/cel/cel.js';
import { ruleTester } from '../../../support/rule-tester.js';
import { schemaVersion, widgetCrd } from '../schema/widget-crd.js';

// SCHEMA-CEL-013 (spec/crd-validation.md §10): a cluster of version V compiles a new expression
// in the environment of V-1 and an expression the stored CRD already has in V's own. IP and CIDR
// came in 1.30, format in 1.31, semver in 1.33, ext.Lists v3 in 1.34 (apiserver
// pkg/cel/environment/base.go); reserved words as field names in 1.31
// (pkg/cel/environment/environment.go, SetRecognizeKeywordAsFieldName). ext.Sets and ext.Strings
// v2 came in 1.29, before every modelled version.

const crd = (validations: string) =>
  widgetCrd({
    versions: schemaVersion(`
      type: object
      properties:
        spec:
          type: object
          properties: {name: {type: string}}
          x-kubernetes-validations: ${validations}
    `),
  });
/** The same CRD with a property named by a CEL reserved word; the rule is on line 20, column 49. */
const keywordCrd = (validations: string) =>
  widgetCrd({
    versions: schemaVersion(`
      type: object
      properties:
        spec:
          type: object
          properties: {namespace: {type: string}}
          x-kubernetes-validations: ${validations}
    `),
  });
const KEYWORD_RULE = "!has(self.namespace) || self.namespace != ''";
const KEYWORD = `[{rule: "${KEYWORD_RULE}"}]`;
const undefinedField = (expression: string, column: number, name: string) =>
  `ERROR: <input>:1:${column}: undefined field '${name}'\n | ${expression}\n | ${'.'.repeat(column - 1)}^`;
/** has's `(` (column 5) and the select's dot (column 29). */
const KEYWORD_DETAIL = `${goRuleText({ Rule: `"${KEYWORD_RULE}"` })}: compilation failed: ${undefinedField(KEYWORD_RULE, 5, 'namespace')}\n${undefinedField(KEYWORD_RULE, 29, 'namespace')}`;
const FORMAT_RULE = '!format.dns1123Label().validate(self.name).hasValue()';
const FORMAT = `[{rule: "${FORMAT_RULE}"}]`;
const TRAINER_RULE = 'self.templates.all(t, !has(t.metadata.namespace) || size(t.metadata.namespace) == 0)';
const LISTS_RULE = "lists.range(2).size() == 2 && ['b'].sort() == ['b']";
const LISTS = `[{rule: "${LISTS_RULE}"}]`;
const on = (minKubernetesVersion: string): Config => ({ ...DEFAULT_CONFIG, crd: { minKubernetesVersion } });
const X = 'spec.validation.openAPIV3Schema.properties[spec].x-kubernetes-validations[0]';
const M = 'spec.versions[0].schema.openAPIV3Schema.properties[spec].x-kubernetes-validations[0]';

const SEMVER_RULE = 'isSemver(self.name) && semver(self.name).major() > 0';
const SEMVER = `[{rule: "${SEMVER_RULE}"}]`;
const undeclared = (expression: string, column: number, name: string) =>
  `ERROR: <input>:1:${column}: undeclared reference to '${name}' (in container '')\n | ${expression}\n | ${'.'.repeat(column - 1)}^`;
/** Go's encoding/json escapes `&`, `<` and `>` in the rule it prints as the value. */
const SEMVER_VALUE = goRuleText({ Rule: '"isSemver(self.name) \\u0026\\u0026 semver(self.name).major() \\u003e 0"' });
const SEMVER_ISSUES = [
  undeclared(SEMVER_RULE, 9, 'isSemver'),
  undeclared(SEMVER_RULE, 30, 'semver'),
  undeclared(SEMVER_RULE, 47, 'major'),
].join('\n');

ruleTester(cel, {
  valid: [
    { name: 'SCHEMA-CEL-013: without crd.minKubernetesVersion every library serves a new rule', head: crd(SEMVER) },
    {
      name: 'SCHEMA-CEL-013: semver in a new rule on 1.34 (compatibility version 1.33)',
      head: crd(SEMVER),
      config: on('1.34'),
    },
    {
      name: 'SCHEMA-CEL-013: a stored rule compiles in the stored environment (1.33 has semver)',
      head: crd(SEMVER),
      base: crd(SEMVER),
      config: on('1.33'),
    },
    {
      name: 'SCHEMA-CEL-013: ip in a new rule on 1.31',
      head: crd(`[{rule: "ip(self.name).family() == 4"}]`),
      config: on('1.31'),
    },
    {
      name: 'SCHEMA-CEL-013: a field named like a library function is not a call',
      head: crd(`[{rule: "has(self.name) && self.name != 'major'"}]`),
      config: on('1.30'),
    },
    {
      name: 'SCHEMA-CEL-013: a reserved word as a field name, without crd.minKubernetesVersion (the newest)',
      head: keywordCrd(KEYWORD),
    },
    {
      name: 'SCHEMA-CEL-013: a reserved word as a field name in a new rule on 1.32 (compatibility version 1.31)',
      head: keywordCrd(KEYWORD),
      config: on('1.32'),
    },
    {
      name: 'SCHEMA-CEL-013: a reserved word as a field name in a stored rule on 1.31',
      head: keywordCrd(KEYWORD),
      base: keywordCrd(KEYWORD),
      config: on('1.31'),
    },
    {
      name: 'SCHEMA-CEL-013: format in a new rule on 1.32 (compatibility version 1.31)',
      head: crd(FORMAT),
      config: on('1.32'),
    },
    {
      name: 'SCHEMA-CEL-013: format in a stored rule on 1.31',
      head: crd(FORMAT),
      base: crd(FORMAT),
      config: on('1.31'),
    },
    {
      name: 'SCHEMA-CEL-013: ext.Lists v3 in a new rule on 1.35 (compatibility version 1.34)',
      head: crd(LISTS),
      config: on('1.35'),
    },
    {
      name: 'SCHEMA-CEL-013: ext.Sets and ext.Strings v2 on 1.30 (compatibility version 1.29)',
      head: crd(
        `[{rule: "sets.contains(['a'], [self.name]) && strings.quote(self.name) != '' && ['a'].join() != ''"}]`,
      ),
      config: on('1.30'),
    },
    {
      name: 'SCHEMA-CEL-013: the escaped name compiles on 1.30',
      head: keywordCrd(`[{rule: "!has(self.__namespace__) || self.__namespace__ != ''"}]`),
      config: on('1.30'),
    },
  ],
  invalid: [
    {
      // The namespace is an undeclared identifier (at its first character), the function and
      // validate() undeclared references at their `(`; hasValue() is optional types' (1.28).
      name: 'SCHEMA-CEL-013: format in a new rule on 1.31 (compatibility version 1.30)',
      head: crd(FORMAT),
      config: on('1.31'),
      findings: [
        {
          line: 20,
          column: 49,
          fieldPath: `${M}.rule`,
          message:
            "x-kubernetes-validations[0].rule does not compile on Kubernetes 1.31 (crd.minKubernetesVersion), where a new expression must also compile for 1.30: undeclared reference to 'format' (in container '') (and 2 more)",
          apiserver: {
            path: `${X}.rule`,
            type: 'Invalid value',
            detail: `${goRuleText({ Rule: `"${FORMAT_RULE}"` })}: compilation failed: ${[undeclared(FORMAT_RULE, 2, 'format'), undeclared(FORMAT_RULE, 21, 'dns1123Label'), undeclared(FORMAT_RULE, 32, 'validate')].join('\n')}`,
          },
        },
      ],
    },
    {
      name: 'SCHEMA-CEL-013: ext.Lists v3 in a new rule on 1.34 (compatibility version 1.33)',
      head: crd(LISTS),
      config: on('1.34'),
      findings: [
        {
          line: 20,
          column: 49,
          fieldPath: `${M}.rule`,
          apiserver: {
            path: `${X}.rule`,
            type: 'Invalid value',
            detail: `${goRuleText({ Rule: `"${LISTS_RULE.replace('&&', '\\u0026\\u0026')}"` })}: compilation failed: ${[undeclared(LISTS_RULE, 1, 'lists'), undeclared(LISTS_RULE, 12, 'range'), undeclared(LISTS_RULE, 41, 'sort')].join('\n')}`,
          },
        },
      ],
    },
    {
      name: 'SCHEMA-CEL-013: a reserved word as a field name in a new rule on 1.31 (compatibility version 1.30), in has() and in a select',
      head: keywordCrd(KEYWORD),
      config: on('1.31'),
      findings: [
        {
          line: 20,
          column: 49,
          fieldPath: `${M}.rule`,
          messageId: 'compileOnVersion',
          message:
            "x-kubernetes-validations[0].rule does not compile on Kubernetes 1.31 (crd.minKubernetesVersion), where a new expression must also compile for 1.30: undefined field 'namespace' (and 1 more)",
          apiserver: { path: `${X}.rule`, type: 'Invalid value', detail: KEYWORD_DETAIL },
        },
      ],
    },
    {
      name: 'SCHEMA-CEL-013: a reserved word as a field name in a stored rule on 1.30, whose apiserver lacks the fallback',
      head: keywordCrd(KEYWORD),
      base: keywordCrd(KEYWORD),
      config: on('1.30'),
      findings: [
        {
          line: 20,
          column: 49,
          fieldPath: `${M}.rule`,
          message:
            "x-kubernetes-validations[0].rule does not compile on Kubernetes 1.30 (crd.minKubernetesVersion): undefined field 'namespace' (and 1 more)",
          apiserver: { path: `${X}.rule`, type: 'Invalid value', detail: KEYWORD_DETAIL },
        },
      ],
    },
    {
      // The error a Kind v1.30.0 cluster gave for kubeflow/trainer's CRDs (kubeflow/trainer#3154,
      // #3155), to the column: a list of objects whose metadata declares namespace.
      name: 'SCHEMA-CEL-013: a reserved word in has() and in a select through a macro on 1.30, as a real cluster reported it',
      head: widgetCrd({
        versions: schemaVersion(`
          type: object
          properties:
            spec:
              type: object
              properties: {templates: {type: array, items: {type: object, properties: {metadata: {type: object, properties: {name: {type: string}, namespace: {type: string}}}}}}}
              x-kubernetes-validations: [{rule: "${TRAINER_RULE}", message: "namespace cannot be set"}]
        `),
      }),
      config: on('1.30'),
      findings: [
        {
          line: 20,
          column: 49,
          fieldPath: `${M}.rule`,
          apiserver: {
            path: `${X}.rule`,
            type: 'Invalid value',
            detail:
              `${goRuleText({ Rule: `"${TRAINER_RULE}"`, Message: '"namespace cannot be set"' })}: compilation failed: ` +
              "ERROR: <input>:1:27: undefined field 'namespace'\n" +
              ' | self.templates.all(t, !has(t.metadata.namespace) || size(t.metadata.namespace) == 0)\n' +
              ' | ..........................^\n' +
              "ERROR: <input>:1:68: undefined field 'namespace'\n" +
              ' | self.templates.all(t, !has(t.metadata.namespace) || size(t.metadata.namespace) == 0)\n' +
              ' | ...................................................................^',
          },
        },
      ],
    },
    {
      name: 'SCHEMA-CEL-013: has() alone of a reserved word on 1.30',
      head: keywordCrd(`[{rule: "!has(self.namespace)"}]`),
      config: on('1.30'),
      findings: [
        {
          line: 20,
          column: 49,
          fieldPath: `${M}.rule`,
          message:
            "x-kubernetes-validations[0].rule does not compile on Kubernetes 1.30 (crd.minKubernetesVersion), where a new expression must also compile for 1.29: undefined field 'namespace'",
          apiserver: {
            path: `${X}.rule`,
            type: 'Invalid value',
            detail: `${goRuleText({ Rule: '"!has(self.namespace)"' })}: compilation failed: ${undefinedField('!has(self.namespace)', 5, 'namespace')}`,
          },
        },
      ],
    },
    {
      name: 'SCHEMA-CEL-013: an optional select of a reserved word in a messageExpression on 1.31',
      head: keywordCrd(`[{rule: "true", messageExpression: "self.?namespace.orValue('none')"}]`),
      config: on('1.31'),
      findings: [
        {
          line: 20,
          column: 76,
          fieldPath: `${M}.messageExpression`,
          apiserver: {
            path: `${X}.messageExpression`,
            type: 'Invalid value',
            detail: `${goRuleText({ Rule: '"true"', MessageExpression: `"self.?namespace.orValue('none')"` })}: messageExpression compilation failed: ${undefinedField("self.?namespace.orValue('none')", 5, 'namespace')}`,
          },
        },
      ],
    },
    {
      name: 'SCHEMA-CEL-013: semver in a new rule on 1.33, each call at its parenthesis',
      head: crd(SEMVER),
      config: on('1.33'),
      findings: [
        {
          line: 20,
          column: 49,
          fieldPath: `${M}.rule`,
          apiserver: {
            path: `${X}.rule`,
            type: 'Invalid value',
            detail: `${SEMVER_VALUE}: compilation failed: ${SEMVER_ISSUES}`,
          },
        },
      ],
    },
    {
      name: 'SCHEMA-CEL-013: a rule the stored CRD has fails where the cluster itself lacks the library (1.32)',
      head: crd(SEMVER),
      base: crd(SEMVER),
      config: on('1.32'),
      findings: [
        {
          line: 20,
          column: 49,
          fieldPath: `${M}.rule`,
          apiserver: {
            path: `${X}.rule`,
            type: 'Invalid value',
            detail: `${SEMVER_VALUE}: compilation failed: ${SEMVER_ISSUES}`,
          },
        },
      ],
    },
    {
      name: 'SCHEMA-CEL-013: a new messageExpression with ip on 1.30 (compatibility version 1.29)',
      head: crd(`[{rule: "self.name != ''", messageExpression: "'family ' + string(ip(self.name).family())"}]`),
      config: on('1.30'),
      findings: [
        {
          line: 20,
          column: 87,
          fieldPath: `${M}.messageExpression`,
          apiserver: {
            path: `${X}.messageExpression`,
            type: 'Invalid value',
            detail:
              `${goRuleText({ Rule: `"self.name != ''"`, MessageExpression: `"'family ' + string(ip(self.name).family())"` })}: messageExpression compilation failed: ` +
              [
                undeclared("'family ' + string(ip(self.name).family())", 22, 'ip'),
                undeclared("'family ' + string(ip(self.name).family())", 40, 'family'),
              ].join('\n'),
          },
        },
      ],
    },
    {
      name: 'SCHEMA-CEL-013: a rule that does not compile uses no oldSelf, so optionalOldSelf is refused too',
      head: crd(`[{rule: "oldSelf.hasValue() && isSemver(self.name)", optionalOldSelf: true}]`),
      config: on('1.32'),
      findings: [
        {
          line: 20,
          column: 49,
          fieldPath: `${M}.rule`,
          apiserver: {
            path: `${X}.rule`,
            type: 'Invalid value',
            detail: `${goRuleText({ Rule: '"oldSelf.hasValue() \\u0026\\u0026 isSemver(self.name)"', OptionalOldSelf: 'true' })}: compilation failed: ${undeclared('oldSelf.hasValue() && isSemver(self.name)', 31, 'isSemver')}`,
          },
        },
        {
          line: 20,
          column: 111,
          fieldPath: `${M}.optionalOldSelf`,
          apiserver: {
            path: `${X}.optionalOldSelf`,
            type: 'Invalid value',
            detail: 'true: may not be set if oldSelf is not used in rule',
          },
        },
      ],
    },
  ],
});
