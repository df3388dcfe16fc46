import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { main } from '../../../../src/cli.js';
import { goRuleText } from '../go-internal-text.js';

// What a person reads of a crd/cel compilation error (`kube-api-review FILE`): one sentence, the
// apiserver's text with its lines kept and without Go's HTML-safe JSON escapes, and nothing the
// rule's author wrote can drive the terminal. The JSON output keeps the apiserver's exact text.

const CRD = `apiVersion: apiextensions.k8s.io/v1
kind: CustomResourceDefinition
metadata: {name: widgets.example.com}
spec:
  group: example.com
  names: {kind: Widget, plural: widgets}
  scope: Namespaced
  versions:
  - name: v1
    served: true
    storage: true
    schema:
      openAPIV3Schema:
        type: object
        properties:
          spec:
            type: object
            properties: {namespace: {type: string}, size: {type: integer}}
            x-kubernetes-validations:
            - rule: "!has(self.namespace) || self.size > 0 && self.namespace != ''"
            - rule: "self.nope == '\\e[31m'"
`;
const RULE = "!has(self.namespace) || self.size > 0 && self.namespace != ''";
const PATH = 'spec.validation.openAPIV3Schema.properties[spec].x-kubernetes-validations';

async function review(...argv: string[]): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'kar-cel-text-'));
  writeFileSync(join(dir, 'w.yaml'), CRD);
  writeFileSync(join(dir, 'kar.yaml'), 'crd:\n  minKubernetesVersion: "1.30"\n');
  let stdout = '';
  await main(['--config', 'kar.yaml', ...argv, 'w.yaml'], {
    stdout: (t) => (stdout += t),
    stderr: () => undefined,
    cwd: dir,
  });
  return stdout;
}

describe('crd/cel in the text report', () => {
  it('says what does not compile in one sentence and shows the apiserver error line by line', async () => {
    const lines = (await review()).split('\n');
    expect(lines.slice(0, 17)).toEqual([
      'w.yaml',
      "  20:21  error  x-kubernetes-validations[0].rule does not compile on Kubernetes 1.30 (crd.minKubernetesVersion), where a new expression must also compile for 1.29: undefined field 'namespace' (and 1 more)  [crd/cel]",
      `    kube-apiserver: ${PATH}[0].rule: Invalid value: {"Rule":"${RULE}","Message":"","MessageExpression":"","Reason":null,"FieldPath":"","OptionalOldSelf":null}: compilation failed: ERROR: <input>:1:5: undefined field 'namespace'`,
      `       | ${RULE}`,
      '       | ....^',
      "      ERROR: <input>:1:46: undefined field 'namespace'",
      `       | ${RULE}`,
      `       | ${'.'.repeat(45)}^`,
      `    20 |             - rule: "${RULE}"`,
      `       |                     ${'^'.repeat(RULE.length + 2)}`,
      // The rule holds an escape character: shown as ␛ in the apiserver's lines, never sent raw.
      "  21:21  error  x-kubernetes-validations[1].rule does not compile: undefined field 'nope'  [crd/cel]",
      `    kube-apiserver: ${PATH}[1].rule: Invalid value: {"Rule":"self.nope == '\\u001b[31m'","Message":"","MessageExpression":"","Reason":null,"FieldPath":"","OptionalOldSelf":null}: compilation failed: ERROR: <input>:1:5: undefined field 'nope'`,
      "       | self.nope == '\u241B[31m'",
      '       | ....^',
      `    21 |             - rule: "self.nope == '\\e[31m'"`,
      `       |                     ${'^'.repeat(23)}`,
      '',
    ]);
    expect(lines.join('\n')).not.toMatch(/\u240A|\\u00(3c|3e|26)|\u001B/);
  });

  it('keeps the apiserver text exact in the JSON report', async () => {
    const report = JSON.parse(await review('--format', 'json')) as {
      findings: { data: { apiserver: { detail: string } } }[];
    };
    expect(report.findings[0]?.data.apiserver.detail).toBe(
      `${goRuleText({ Rule: `"!has(self.namespace) || self.size \\u003e 0 \\u0026\\u0026 self.namespace != ''"` })}: compilation failed: ` +
        `ERROR: <input>:1:5: undefined field 'namespace'\n | ${RULE}\n | ....^\n` +
        `ERROR: <input>:1:46: undefined field 'namespace'\n | ${RULE}\n | ${'.'.repeat(45)}^`,
    );
  });
});
