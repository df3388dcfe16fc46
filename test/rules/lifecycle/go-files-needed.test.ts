import { describe, expect, it } from 'vitest';
import { lifecycleRules } from '../../../src/rules/lifecycle/index.js';
import { wholeReviewOfGo } from '../../support/whole-review-of-go.js';

// A whole review parses the Go files for the lifecycle family only where a Go text of the
// repository says something the family reads (go-files-needed.ts): pinniped's generated clients,
// with no gate, tag or prerelease-lifecycle-gen, were parsed for nothing (2 s).
const wholeReview = (files: Record<string, string>) => wholeReviewOfGo(lifecycleRules, files);

const unreadable = 'package client\n\nvar port = int32(9443))\n';
const tagged = 'package v1\n\ntype FrobSpec struct {\n\t// +featureGate=Frobber\n\tFrob string `json:"frob"`\n}\n';

describe('the Go files a whole review parses for the lifecycle family', () => {
  it('are none where no Go text holds a gate, a tag or a prerelease-lifecycle-gen tag', () => {
    expect(wholeReview({ 'pkg/client/client.go': unreadable, 'pkg/client/other.go': 'package client\n' })).toEqual({
      findings: [],
      parsed: [],
    });
  });

  it('are every file where one does, and what they hold is judged', () => {
    const { findings, parsed } = wholeReview({ 'pkg/client/client.go': unreadable, 'api/v1/types.go': tagged });
    expect(parsed).toEqual(['api/v1/types.go', 'pkg/client/client.go']);
    expect(findings).toContain('lifecycle/parse-error pkg/client/client.go:3');
    const prerelease = 'package v1\n\n// +k8s:prerelease-lifecycle-gen:introduced=1.20\ntype Frob struct{}\n';
    expect(wholeReview({ 'pkg/client/client.go': unreadable, 'api/v1/types.go': prerelease }).parsed).toHaveLength(2);
  });
});
