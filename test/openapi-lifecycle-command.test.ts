import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openapiLifecycleCommand } from '../src/openapi-lifecycle-command.js';

// `kube-api-review openapi-lifecycle` (spec/go-lifecycle.md §6): the KEP's extension per tagged
// field, keyed by the Go import path (from the nearest go.mod) and type, then the JSON name.

let root = '';
const write = (path: string, text: string) => {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), text);
};

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'kar-openapi-'));
  write('staging/src/k8s.io/api/go.mod', 'module k8s.io/api\n\ngo 1.24\n');
  write(
    'staging/src/k8s.io/api/frobs/v1alpha1/types.go',
    [
      'package v1alpha1',
      '',
      'type FrobSpec struct {',
      '\t// +lifecycle:kubernetes:minVersion=v1.20,status=alpha,featureGate=Frobber2D',
      '\t// +lifecycle:istio:minVersion=v3.0.0,status=beta',
      '\tDimensions int32 `json:"dimensions,omitempty"`',
      '',
      '\t// No json name: encoding/json uses the Go name.',
      '\t// +lifecycle:kubernetes:minVersion=v1.20,status=alpha,featureGate=Frobber2D',
      '\tDepth int32',
      '',
      '\t// Malformed tags and untagged fields are absent.',
      '\t// +lifecycle:kubernetes:minVersion=1.20',
      '\tWidth int32 `json:"width"`',
      '\tHeight int32 `json:"height"`',
      '}',
      '',
    ].join('\n'),
  );
  // Without a go.mod, a GOPATH-style path gives the import path.
  write(
    'gopath/src/example.com/widgets/v1beta1/types.go',
    'package v1beta1\n\ntype W struct {\n\t// +lifecycle:kubernetes:minVersion=v1.30,status=beta,featureGate=Widgets\n\tA int `json:"a"`\n}\n',
  );
});

afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('openapi-lifecycle', () => {
  it('prints one entry per tagged field and component', async () => {
    expect(JSON.parse(await openapiLifecycleCommand([], root))).toEqual({
      'example.com/widgets/v1beta1.W': {
        a: {
          'x-kubernetes-api-lifecycle': { kubernetes: { minVersion: 'v1.30', status: 'beta', featureGate: 'Widgets' } },
        },
      },
      'k8s.io/api/frobs/v1alpha1.FrobSpec': {
        Depth: {
          'x-kubernetes-api-lifecycle': {
            kubernetes: { minVersion: 'v1.20', status: 'alpha', featureGate: 'Frobber2D' },
          },
        },
        dimensions: {
          'x-kubernetes-api-lifecycle': {
            kubernetes: { minVersion: 'v1.20', status: 'alpha', featureGate: 'Frobber2D' },
            istio: { minVersion: 'v3.0.0', status: 'beta' },
          },
        },
      },
    });
  });

  it('reads only the paths it is given', async () => {
    expect(Object.keys(JSON.parse(await openapiLifecycleCommand(['gopath'], root)))).toEqual([
      'example.com/widgets/v1beta1.W',
    ]);
  });
});
