import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { koDataWebhookFiles } from '../../src/sources/ko-data-webhook-files.js';
import { fileTree } from '../support/file-tree.js';

// The mutating webhook configurations of kodata/ directories, which the review passes by as
// vendored, read from the checkout as context (rules/cr/ko-data-webhooks.ts).

const tree = (files: Record<string, string>): string => fileTree('kar-kodata-', files);
const WEBHOOK =
  'apiVersion: admissionregistration.k8s.io/v1\nkind: MutatingWebhookConfiguration\nmetadata: {name: w}\n';

describe('koDataWebhookFiles', () => {
  it('reads the files under kodata/ directories that mention a mutating webhook configuration, and no other', () => {
    const root = tree({
      'cmd/webhook/kodata/500-webhooks.yaml': WEBHOOK,
      'cmd/operator/kodata/tekton-pipeline/0.1/release.yml': `${WEBHOOK}---\nkind: Deployment\n`,
      'cmd/operator/kodata/tekton-pipeline/0.1/crds.yaml': 'kind: CustomResourceDefinition\n',
      'cmd/operator/kodata/README.md': WEBHOOK,
      'config/webhook/manifests.yaml': WEBHOOK, // reviewed as it is, not context
      'vendor/example.com/x/kodata/w.yaml': WEBHOOK,
      'pkg/testdata/kodata/w.yaml': WEBHOOK,
    });
    expect(
      koDataWebhookFiles(root)
        .read()
        .map((f) => [f.path, f.text === WEBHOOK]),
    ).toEqual([
      ['cmd/operator/kodata/tekton-pipeline/0.1/release.yml', false],
      ['cmd/webhook/kodata/500-webhooks.yaml', true],
    ]);
  });

  it('reads nothing from a checkout without kodata/, or one that cannot be read', () => {
    expect(koDataWebhookFiles(tree({ 'config/w.yaml': WEBHOOK })).read()).toEqual([]);
    expect(koDataWebhookFiles(join(tmpdir(), 'kar-kodata-missing-dir')).read()).toEqual([]);
  });
});
