import { describe, expect, it } from 'vitest';
import { fileTree } from '../../support/file-tree.js';
import { runLocalReview } from '../../../src/local-review.js';
import { gateNamesIn } from '../../../src/rules/lifecycle/dependency-gates.js';

// A gate tag may name a gate of a module the repository requires: kubeedge's edgecore
// configuration copies kubelet's fields with `+featureGate=NodeSwap`, a gate of k8s.io/kubernetes
// that the repository vendors. lifecycle/unknown-gate reported 7 such tags as errors.

describe('gateNamesIn', () => {
  it("reads the gate constants of Kubernetes' feature packages, and nothing else", () => {
    const source = [
      'package features',
      '',
      'import "k8s.io/component-base/featuregate"',
      '',
      'const (',
      '\t// owner: @someone',
      '\tNodeSwap featuregate.Feature = "NodeSwap"',
      '',
      '\tMemoryQoS featuregate.Feature = "MemoryQoS" // alpha: v1.22',
      ')',
      '',
      'const InformerResourceVersion Feature = "InformerResourceVersion"',
      'const notAGate = "NotAGate"',
      'var alsoNot featuregate.Feature = Other',
    ].join('\n');
    expect(gateNamesIn(source)).toEqual(['NodeSwap', 'MemoryQoS', 'InformerResourceVersion']);
  });
});

const repository = (files: Record<string, string>): string => fileTree('kar-dependency-gate-', files);

describe('lifecycle/unknown-gate with the gates of required modules', () => {
  it('knows a vendored dependency gate and still reports a name no one defines', async () => {
    const cwd = repository({
      'go.mod': 'module example.com/edge\n\nrequire k8s.io/kubernetes v1.32.10\n',
      'pkg/features/features.go': [
        'package features',
        '',
        'import "k8s.io/component-base/featuregate"',
        '',
        'const EdgeMesh featuregate.Feature = "EdgeMesh"',
        '',
      ].join('\n'),
      'vendor/k8s.io/kubernetes/pkg/features/kube_features.go': [
        'package features',
        '',
        'import "k8s.io/component-base/featuregate"',
        '',
        'const (',
        '\tNodeSwap featuregate.Feature = "NodeSwap"',
        ')',
        '',
      ].join('\n'),
      'api/v1alpha1/types.go': [
        'package v1alpha1',
        '',
        'type KubeletSettings struct {',
        '\t// +featureGate=NodeSwap',
        '\tMemorySwap string `json:"memorySwap,omitempty"`',
        '\t// +featureGate=EdgeMesh',
        '\tMesh bool `json:"mesh,omitempty"`',
        '\t// +featureGate=NodeSwapp',
        '\tSwapTypo string `json:"swapTypo,omitempty"`',
        '}',
        '',
      ].join('\n'),
    });
    const { placed } = await runLocalReview({ paths: ['.'], cwd });
    expect(
      placed.map(({ finding: f }) => ({
        rule: f.ruleId,
        severity: f.severity,
        file: f.file,
        line: f.line,
        message: f.message,
      })),
    ).toEqual([
      {
        rule: 'lifecycle/unknown-gate',
        severity: 'error',
        file: 'api/v1alpha1/types.go',
        line: 8,
        message: 'KubeletSettings.SwapTypo: feature gate NodeSwapp is not defined in this repository',
      },
    ]);
  });
});
