import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { goWebhookFiles } from '../../src/sources/go-webhook-files.js';
import { fileTree } from '../support/file-tree.js';

// The Go files that may register mutating webhooks at run time, read from the checkout as
// context (rules/cr/go-registered-webhooks.ts): config-connector's pkg/webhook/register.go.

const tree = (files: Record<string, string>): string => fileTree('kar-gowebhook-', files);
const REGISTER = 'package webhook\n\nvar w = Config{Name: "d.widgets.example.com", Type: Mutating}\n';

describe('goWebhookFiles', () => {
  it('reads the Go files named for webhooks, or below a directory so named, that mention a mutating one', () => {
    const root = tree({
      'pkg/webhook/register.go': REGISTER,
      'pkg/webhook/validating.go': 'package webhook\n\nvar v = Config{Type: Validating}\n',
      'pkg/webhook/register_test.go': REGISTER,
      'internal/controller/mutating_webhook.go': REGISTER,
      'pkg/controller/defaults.go': REGISTER, // not named for webhooks
      'vendor/example.com/x/webhook/register.go': REGISTER,
      'pkg/webhook/testdata/register.go': REGISTER,
    });
    expect(
      goWebhookFiles(root)
        .read()
        .map((f) => f.path),
    ).toEqual(['internal/controller/mutating_webhook.go', 'pkg/webhook/register.go']);
  });

  it('reads nothing from a checkout without such files, or one that cannot be read', () => {
    expect(goWebhookFiles(tree({ 'main.go': REGISTER })).read()).toEqual([]);
    expect(goWebhookFiles(join(tmpdir(), 'kar-gowebhook-missing-dir')).read()).toEqual([]);
  });
});
