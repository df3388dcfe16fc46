import { describe, expect, it } from 'vitest';
import { cel } from '../../../src/rules/cr/cel.js';
import { crRules } from '../../../src/rules/cr/index.js';
import { pinned, runCr, widget, widgetCrd } from './cr-fixtures.js';
import { reviewFiles } from '../../support/review-files.js';

// cr/cel as cr-core feeds it (spec/cr-validation.md §8): the "not checked" error of CR-CEL-011
// when steps 5–10 left a blocking error ([ST] strategy.go hasBlockingErr), the evaluated rules'
// errors otherwise, and a notice for a rule that cannot be evaluated offline.

const crd = widgetCrd(`
  type: object
  properties:
    spec:
      type: object
      x-kubernetes-validations:
        - rule: self.min <= self.max
          message: min must not exceed max
      properties:
        min: {type: integer, minimum: 0}
        max: {type: integer}
        mode: {type: string, enum: [a, b]}
        name: {type: string, pattern: '^[a-z]+$'}
`);
const noRules = widgetCrd(`
  type: object
  properties:
    spec:
      type: object
      properties:
        mode: {type: string, enum: [a, b]}
`);

describe('CR-CEL-011: blocking errors', () => {
  it.each([
    ['an Unsupported value', 'spec: {min: 1, max: 2, mode: c}'],
    ['a type error (TypeInvalid)', 'spec: {min: 1, max: "2"}'],
  ])('adds the not-checked error at <nil> after %s, and evaluates nothing', (_name, body) => {
    const found = runCr({ crd, cr: widget(body), rules: [cel] }).map(pinned);
    expect(found).toEqual([
      'cr/cel 2:7 kind | <nil> | Invalid value | null: some validation rules were not checked because the object was invalid; correct the existing errors to complete validation',
    ]);
  });

  it('carries the not-checked error as the server prints it, in a notice beside the blocking errors', () => {
    const [f] = runCr({ crd, cr: widget('spec: {min: 1, max: 2, mode: c}'), rules: [cel] });
    const line =
      '<nil>: Invalid value: null: some validation rules were not checked because the object was invalid; correct the existing errors to complete validation';
    expect(f?.severity).toBe('notice');
    expect(f?.message).toBe(
      `the x-kubernetes-validations rules of widgets.example.com were not checked: the apiserver evaluates them only once the errors that block them are fixed (spec.mode: Unsupported value), and adds to its answer: ${line}`,
    );
    expect(f?.data).toMatchObject({
      apiserver: {
        path: '<nil>',
        type: 'Invalid value',
        detail:
          'null: some validation rules were not checked because the object was invalid; correct the existing errors to complete validation',
      },
    });
  });

  it.each([
    ['a pattern (plain Invalid value) does not block', 'spec: {min: 1, max: 2, name: ABC}'],
    ['a minimum (plain Invalid value) does not block', 'spec: {min: -1, max: 2}'],
  ])('%s: the rules run', (_name, body) => {
    expect(runCr({ crd, cr: widget(body), rules: [cel] }).map(pinned)).toEqual([]);
  });

  it('adds nothing when the schema has no rule', () => {
    expect(runCr({ crd: noRules, cr: widget('spec: {mode: c}') }).map((f) => f.ruleId)).toEqual(['cr/schema']);
  });
});

describe('cr/cel: rules evaluated', () => {
  it('reports a failing rule at its node with its message', () => {
    expect(runCr({ crd, cr: widget('spec: {min: 3, max: 2}'), rules: [cel] }).map(pinned)).toEqual([
      'cr/cel 5:1 spec | spec | Invalid value | min must not exceed max',
    ]);
  });

  it('a passing rule is silent, and so is every other rule of the family', () => {
    expect(runCr({ crd, cr: widget('spec: {min: 1, max: 2}'), rules: crRules }).map(pinned)).toEqual([]);
  });
});

describe('cr/cel on update: oldSelf from the base object (CR-CEL-005, CR-CEL-010)', () => {
  const immutable = widgetCrd(`
    type: object
    properties:
      spec:
        type: object
        properties:
          class:
            type: string
            x-kubernetes-validations:
              - rule: self == oldSelf
                message: class is immutable
          size:
            type: integer
            x-kubernetes-validations:
              - rule: self <= 3
`);

  it('a transition rule fails when the value changed from the base', () => {
    const found = runCr({
      crd: immutable,
      cr: widget('spec: {class: b}'),
      baseCr: widget('spec: {class: a}'),
      rules: [cel],
    });
    expect(found.map((f) => `${pinned(f)} | ${String(f.data?.operation)}`)).toEqual([
      'cr/cel 5:15 spec.class | spec.class | Invalid value | "b": class is immutable | update',
    ]);
  });

  it('says that a transition rule judged the change as an update, which a create of the file passes', () => {
    const found = runCr({
      crd: immutable,
      cr: widget('spec: {class: b, size: 4}'),
      baseCr: widget('spec: {class: a, size: 1}'),
      rules: [cel],
    });
    expect(found.map((f) => `${f.severity} ${f.message}`)).toEqual([
      'error spec.class: Invalid value: "b": class is immutable (a transition rule, judged as an update of this resource at the base: applying the change over it is refused, though a create of it passes)',
      // A rule without oldSelf refuses a create as well: worded as the apiserver prints it.
      'error spec.size: Invalid value: 4: failed rule: self <= 3',
    ]);
    const inTests = reviewFiles(
      [cel],
      { 'crd.yaml': immutable, 'test/e2e/w.yaml': widget('spec: {class: b}') },
      {
        base: { 'crd.yaml': immutable, 'test/e2e/w.yaml': widget('spec: {class: a}') },
      },
    );
    expect(inTests.map((f) => `${f.severity} ${f.message}`)).toEqual([
      'warning spec.class: Invalid value: "b": class is immutable (a transition rule, judged as an update of this resource at the base: applying the change over it is refused; in a manifest of the repository\'s tests, which a test may apply afresh, where the rule does not run)',
    ]);
    // k8s-dogu-operator ce9b1fb4: an object named by generateName alone is created anew each time.
    const generated = (spec: string) => widget(spec).replace('  name: w', '  generateName: w-');
    expect(
      reviewFiles(
        [cel],
        { 'crd.yaml': immutable, 'jobs/w.yaml': generated('spec: {class: b}') },
        { base: { 'crd.yaml': immutable, 'jobs/w.yaml': generated('spec: {class: a}') } },
      ),
    ).toEqual([]);
    // nsx-operator 7568ee57 changed a sample's immutable value: users apply a sample afresh.
    const inSamples = reviewFiles(
      [cel],
      { 'crd.yaml': immutable, 'config/samples/w.yaml': widget('spec: {class: b}') },
      { base: { 'crd.yaml': immutable, 'config/samples/w.yaml': widget('spec: {class: a}') } },
    );
    expect(inSamples.map((f) => `${f.severity} ${f.message}`)).toEqual([
      'warning spec.class: Invalid value: "b": class is immutable (a transition rule, judged as an update of this resource at the base: applying the change over it is refused; in an example, sample or documentation, which a user applies afresh to try the API, where the rule does not run, so only a copy applied before and applied again meets it: a warning)',
    ]);
  });

  // simplyblock-operator cefd7410 added `self.haType == oldSelf.haType` on spec; its sample has no haType.
  it('says that a transition rule that errors on an absent field judged an update, a warning in a sample', () => {
    const crd = widgetCrd(`
      type: object
      properties:
        spec:
          type: object
          x-kubernetes-validations:
            - rule: self.mode == oldSelf.mode
              message: mode is immutable
          properties:
            mode: {type: string}
            class: {type: string}
    `);
    const judged = (file: string) =>
      reviewFiles(
        [cel],
        { 'crd.yaml': crd, [file]: widget('spec: {class: a}') },
        { base: { 'crd.yaml': immutable, [file]: widget('spec: {class: a}') } },
      ).map((f) => `${f.severity} ${f.message}`);
    expect(judged('deploy/w.yaml')).toEqual([
      'error spec: Invalid value: "object": no such key: mode evaluating rule: mode is immutable (a transition rule, judged as an update of this resource at the base: applying the change over it is refused, though a create of it passes)',
    ]);
    expect(judged('config/samples/w.yaml')).toEqual([
      'warning spec: Invalid value: "object": no such key: mode evaluating rule: mode is immutable (a transition rule, judged as an update of this resource at the base: applying the change over it is refused; in an example, sample or documentation, which a user applies afresh to try the API, where the rule does not run, so only a copy applied before and applied again meets it: a warning)',
    ]);
  });

  it('says nothing of a create where the rule has optionalOldSelf: it runs on a create too', () => {
    const optional = immutable.replace(
      /- rule: self == oldSelf\n(\s+)message: class is immutable/,
      '- rule: \'oldSelf.hasValue() ? self == oldSelf.value() : self != "z"\'\n$1optionalOldSelf: true\n$1message: class is immutable',
    );
    expect(optional).toContain('optionalOldSelf');
    const found = runCr({
      crd: optional,
      cr: widget('spec: {class: b}'),
      baseCr: widget('spec: {class: a}'),
      rules: [cel],
    });
    expect(found.map((f) => `${f.severity} ${f.message}`)).toEqual([
      'error spec.class: Invalid value: "b": class is immutable',
    ]);
  });

  it('a transition rule does not run on create', () => {
    expect(runCr({ crd: immutable, cr: widget('spec: {class: b}'), rules: [cel] })).toEqual([]);
  });

  it('an unchanged value that fails a rule without oldSelf ratchets; a changed one does not', () => {
    expect(
      runCr({
        crd: immutable,
        cr: widget('spec: {size: 5, class: a}'),
        baseCr: widget('spec: {size: 5, class: a}'),
        rules: [cel],
      }),
    ).toEqual([]);
    expect(
      runCr({
        crd: immutable,
        cr: widget('spec: {size: 6, class: a}'),
        baseCr: widget('spec: {size: 5, class: a}'),
        rules: [cel],
      }).map(pinned),
    ).toEqual(['cr/cel 5:14 spec.size | spec.size | Invalid value | 6: failed rule: self <= 3']);
  });
});

describe('a templated manifest (Helm, Flux substitutions)', () => {
  it('an error on a placeholder neither stands nor blocks CEL, and a rule over the placeholder gives nothing (a finding about a placeholder judges the template)', () => {
    expect(runCr({ crd, cr: widget('spec: {min: "{{ .Values.min }}", max: 2}') })).toEqual([]);
  });

  // kustomize's examples/transformerconfigs/crd: `vars:` replace `$(BEE_ACTION)` before anything is applied.
  it('a kustomize var where an enum or an integer is wanted is a placeholder, as a Helm action is', () => {
    expect(runCr({ crd, cr: widget('spec: {min: "$(MIN_SIZE)", max: 2, mode: "$(MODE)"}') })).toEqual([]);
    // Not one in lower case, nor `$(…)` of a command: the apiserver sees them as written.
    expect(runCr({ crd, cr: widget('spec: {min: 1, max: 2, mode: "$(mode)"}') }).map((f) => f.fieldPath)).toEqual([
      'kind',
      'spec.mode',
    ]);
  });

  // Google's samples write `[PROJECT_ID]`: YAML reads a list of one string where the schema wants an integer here.
  it('a bracketed name in capitals where a list is not wanted is a placeholder: no type error, and the rules are not evaluated, in a notice at it', () => {
    expect(runCr({ crd, cr: widget('spec: {min: [MIN_SIZE], max: 2}') }).map(pinned)).toEqual([
      'cr/cel 5:8 spec.min | the x-kubernetes-validations rules of widgets.example.com version v1 were not evaluated offline: spec.min is [MIN_SIZE], a placeholder in brackets (YAML reads a list) whose value is not known; the apiserver may still reject this resource',
    ]);
  });

  it('every error at a bracketed placeholder goes with its type error (an enum refuses the list too)', () => {
    expect(
      runCr({ crd, cr: widget('spec: {min: 1, max: 2, mode: [MODE]}') }).map((f) => [f.severity, f.fieldPath]),
    ).toEqual([['notice', 'spec.mode']]);
  });

  it('a list of one name that is not in capitals, where a list is not wanted, stays a type error', () => {
    expect(runCr({ crd, cr: widget('spec: {min: [min], max: 2}') }).map(pinned)).toEqual([
      'cr/cel 2:7 kind | <nil> | Invalid value | null: some validation rules were not checked because the object was invalid; correct the existing errors to complete validation',
      'cr/schema 5:8 spec.min | spec.min | Invalid value | "array": spec.min in body must be of type integer: "array"',
    ]);
  });

  it('rules over values without placeholders are evaluated: a pass is silent, a failure stands (Argo workflows hold {{…}} in most resources)', () => {
    const rules = widgetCrd(`
  type: object
  properties:
    spec:
      type: object
      properties:
        command: {type: string}
        limits:
          type: object
          x-kubernetes-validations:
            - rule: self.min <= self.max
              message: min must not exceed max
          properties:
            min: {type: integer}
            max: {type: integer}
`);
    expect(
      runCr({
        crd: rules,
        cr: widget('spec: {command: "echo {{inputs.parameters.message}}", limits: {min: 1, max: 2}}'),
      }),
    ).toEqual([]);
    expect(
      runCr({
        crd: rules,
        cr: widget('spec: {command: "echo {{inputs.parameters.message}}", limits: {min: 3, max: 2}}'),
      }).map((f) => `${f.ruleId} ${f.severity} ${f.fieldPath}`),
    ).toEqual(['cr/cel error spec.limits']);
  });

  it('an error elsewhere in a templated manifest still stands', () => {
    const found = runCr({ crd, cr: widget('spec: {min: "${MIN}", mode: c}'), rules: crRules });
    // The Unsupported value blocks CEL, as on the server (CR-CEL-011).
    expect(found.map((f) => `${f.ruleId} ${f.severity} ${f.fieldPath}`)).toEqual([
      'cr/cel notice kind',
      'cr/schema error spec.mode',
    ]);
  });
});

describe('a rule on the schema root', () => {
  const rootRules = widgetCrd(`
    type: object
    x-kubernetes-validations:
      - rule: size(self.metadata.name) <= 10
        message: the name has at most 10 characters
      - rule: self.metadata.name.startsWith('w')
        message: the name starts with w
    properties:
      spec:
        type: object
        properties:
          note: {type: string}
  `);

  it('is evaluated beside metadata and strings it does not read (labels CEL does not see, a string outside ASCII)', () => {
    const cr = `apiVersion: example.com/v1
kind: Widget
metadata:
  name: widget-with-a-long-name
  labels: {app: demo}
spec:
  note: café
`;
    const found = runCr({ crd: rootRules, cr, rules: [cel] });
    expect(found.map(pinned)).toEqual(['cr/cel 2:7 kind | <nil> | Invalid value | the name has at most 10 characters']);
    expect(found.map((f) => `${f.severity} ${f.message}`)).toEqual([
      'error <nil>: Invalid value: the name has at most 10 characters',
    ]);
  });

  it('a notice names the root as the top level, not <nil>', () => {
    const cr = `apiVersion: example.com/v1
kind: Widget
metadata:
  generateName: widget-
spec: {}
`;
    const generated = 'the object is named by generateName: the apiserver generates metadata.name before validating';
    const found = runCr({ crd: rootRules, cr, rules: [cel] });
    expect(found.map((f) => `${f.ruleId} ${f.severity} ${f.line}:${f.column} ${f.fieldPath} | ${f.message}`)).toEqual([
      `cr/cel notice 2:7 kind | 2 x-kubernetes-validations rules of widgets.example.com version v1 were not evaluated offline ("size(self.metadata.name) <= 10" at the top level, "self.metadata.name.startsWith('w')" at the top level): ${generated}; the apiserver may still reject this resource`,
    ]);
    expect(found[0]?.data?.notEvaluated).toEqual([
      { path: '', rule: 'size(self.metadata.name) <= 10' },
      { path: '', rule: "self.metadata.name.startsWith('w')" },
    ]);
    const oneRule = widgetCrd(`
      type: object
      x-kubernetes-validations:
        - rule: self.metadata.name.startsWith('w')
    `);
    expect(runCr({ crd: oneRule, cr, rules: [cel] }).map((f) => f.message)).toEqual([
      `the x-kubernetes-validations rule "self.metadata.name.startsWith('w')" (at the top level) of widgets.example.com version v1 was not evaluated offline: ${generated}; the apiserver may still reject this resource`,
    ]);
  });
});
