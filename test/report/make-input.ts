import type { Finding } from '../../src/engine/finding.js';
import type { RenderInput, RuleInfo } from '../../src/report/render-input.js';

// Small hand-built values: the renderers see nothing but these.

export const DOCS = 'https://github.com/kube-api-review/kube-api-review/blob/main/docs/rules';

export function finding(overrides: Partial<Finding> = {}): Finding {
  const ruleId = overrides.ruleId ?? 'approval/placeholder-url';
  return {
    ruleId,
    severity: 'error',
    message: 'https://github.com/kubernetes/enhancements/pull/1111 is an example from KEP-1111',
    file: 'config/crd.yaml',
    line: 6,
    column: 33,
    endLine: 6,
    endColumn: 85,
    docsUrl: `${DOCS}/${ruleId}.md`,
    fingerprint: `${ruleId}|gateways.gateway.networking.k8s.io|metadata.annotations[api-approved.kubernetes.io]`,
    ...overrides,
  };
}

export const RULES: readonly RuleInfo[] = [
  {
    id: 'approval/placeholder-url',
    severity: 'error',
    description: 'api-approved.kubernetes.io links an example URL, not the approval of this API',
    docsUrl: `${DOCS}/approval/placeholder-url.md`,
  },
  {
    id: 'crd/structural-schema',
    severity: 'warning',
    description: 'The schema is not structural',
    docsUrl: `${DOCS}/crd/structural-schema.md`,
  },
];

export function renderInput(findings: readonly Finding[], texts: Readonly<Record<string, string>> = {}): RenderInput {
  return {
    findings,
    rules: RULES,
    texts: (file) => texts[file],
    stats: { files: 3, objects: 5, durationMs: 12.4 },
    toolVersion: '0.1.0',
  };
}
