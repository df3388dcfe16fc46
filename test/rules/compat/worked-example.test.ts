import { describe, expect, it } from 'vitest';
import { DEFAULT_CONFIG } from '../../../src/engine/config.js';
import { review } from '../../../src/engine/run.js';
import { compatRules } from '../../../src/rules/compat/index.js';
import { changeSetOf, yaml } from '../../support/rule-tester.js';
import { widgetCrd } from './widget-crd.js';

// spec/crd-compatibility.md §7 as a whole: maximum lowered, an enum value removed, a field
// made required, and the file moved to another directory. A scalar or flow value is placed at
// its value on the key's line (the engine's Locator places every family's findings so).
const base = widgetCrd(yaml`
  type: object
  properties:
    spec:
      type: object
      properties:
        size:
          type: integer
          maximum: 10
        mode:
          type: string
          enum: [Fast, Slow]
`);
const head = widgetCrd(yaml`
  type: object
  properties:
    spec:
      type: object
      required: [size]
      properties:
        size:
          type: integer
          maximum: 5
        mode:
          type: string
          enum: [Fast]
`);

describe('spec §7 worked example', () => {
  it('reports the three breaks at the head lines, whatever the file', () => {
    const result = review(
      changeSetOf({ name: '§7', head, base, file: 'deploy/crds/widgets.yaml', baseFile: 'config/crd/widgets.yaml' }),
      { rules: compatRules, config: DEFAULT_CONFIG, withBaseFindings: true },
    );
    expect(result.internalErrors).toEqual([]);
    const P = 'spec.versions[0].schema.openAPIV3Schema.properties[spec]';
    expect(
      result.findings.map((f) => ({
        rule: f.ruleId,
        file: f.file,
        line: f.line,
        column: f.column,
        fieldPath: f.fieldPath,
        severity: f.severity,
        compat: f.data?.compat,
      })),
    ).toEqual([
      {
        rule: 'compat/required-added',
        file: 'deploy/crds/widgets.yaml',
        line: 19,
        column: 24,
        fieldPath: `${P}.required[0]`,
        severity: 'error',
        compat: { version: 'v1', property: '^.spec.size', check: 'required', base: null, head: ['size'] },
      },
      {
        rule: 'compat/validation-tightened',
        file: 'deploy/crds/widgets.yaml',
        line: 23,
        column: 26,
        fieldPath: `${P}.properties[size].maximum`,
        severity: 'error',
        compat: { version: 'v1', property: '^.spec.size', check: 'maximum', base: 10, head: 5 },
      },
      {
        rule: 'compat/enum-narrowed',
        file: 'deploy/crds/widgets.yaml',
        line: 26,
        column: 17,
        fieldPath: `${P}.properties[mode].enum`,
        severity: 'error',
        compat: { version: 'v1', property: '^.spec.mode', check: 'enum', base: ['Fast', 'Slow'], head: ['Fast'] },
      },
    ]);
    expect(result.findings.map((f) => f.message)).toEqual([
      'spec.size is now required in v1; every create whose spec lacks it (a GitOps re-apply, a restore) and every update of spec that leaves it out is rejected; give it a default or keep it optional',
      'maximum of spec.size lowered from 10 to 5 in v1; stored objects with values it rejects stay readable and may be updated while spec.size stays unchanged (ratcheting), but creating such objects (a GitOps re-apply, a restore) and changing spec.size to such values is rejected; keep the old validation, or serve the tighter one in a new version',
      'spec.mode in v1 no longer accepts "Slow" (enum ["Fast","Slow"] became ["Fast"]); stored objects with those values stay readable and may be updated while spec.mode stays unchanged (ratcheting), but creating such objects (a GitOps re-apply, a restore) and changing spec.mode to those values is rejected; keep the values in the enum',
    ]);
    // §1: comparing base with base finds nothing, so every compat/ finding is new.
    expect(result.findings.every((f) => !result.baseFingerprints?.has(f.fingerprint))).toBe(true);
  });
});
