import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import { main } from '../src/cli.js';

// examples/ is what a user runs first (the README's first command): each example must show
// exactly the finding it is named after, and the clean one none. Run through the CLI, with
// every rule, as `kube-api-review examples` does.

const ROOT = fileURLToPath(new URL('..', import.meta.url));

it('kube-api-review examples gives exactly the findings each example is named after', async () => {
  let stdout = '';
  let stderr = '';
  const code = await main(['--format', 'json', 'examples'], {
    stdout: (t) => (stdout += t),
    stderr: (t) => (stderr += t),
    cwd: ROOT,
    env: {},
  });
  expect(stderr).toBe('');
  expect(code).toBe(1);
  const findings = JSON.parse(stdout).findings.map(
    (f: { ruleId: string; file: string; line: number }) => `${f.file}:${f.line} ${f.ruleId}`,
  );
  expect(findings).toEqual([
    'examples/approval/malformed.yaml:8 approval/invalid',
    'examples/approval/missing.yaml:7 approval/missing',
    'examples/approval/not-a-pull-request.yaml:8 approval/not-a-pull-request',
    'examples/approval/outside-protected-group.yaml:8 approval/outside-protected-group',
    'examples/approval/placeholder-url.yaml:8 approval/placeholder-url',
    'examples/approval/unapproved.yaml:8 approval/unapproved',
    // The CR-CEL-011 "not checked" error at the kind line of the resource with blocking errors.
    'examples/cr/gizmos.yaml:10 cr/cel',
    'examples/cr/gizmos.yaml:14 cr/schema',
    'examples/cr/gizmos.yaml:15 cr/schema',
    'examples/cr/gizmos.yaml:16 cr/unknown-field',
    'examples/cr/gizmos.yaml:22 cr/cel',
    'examples/cr/gizmos.yaml:27 cr/list-type',
    'examples/cr/gizmos.yaml:29 cr/unserved-version',
    'examples/crd/not-structural.yaml:21 crd/structural',
    'examples/crd/pruned/sprocket.yaml:10 cr/unknown-field',
    'examples/crd/v1beta1.yaml:3 crd/api-version',
    'examples/lifecycle/api/widgets/v1beta1/types.go:7 lifecycle/status-mismatch',
    'examples/lifecycle/api/widgets/v1beta1/types.go:12 lifecycle/unknown-gate',
    'examples/refgrant/cross-namespace-backend.yaml:17 refgrant/not-permitted',
  ]);
});
