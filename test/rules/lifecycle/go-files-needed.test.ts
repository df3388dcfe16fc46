import { describe, expect, it } from 'vitest';
import { DEFAULT_CONFIG } from '../../../src/engine/config.js';
import { review } from '../../../src/engine/run.js';
import type { GoParser } from '../../../src/parse/go/go-parser.js';
import { lifecycleRules } from '../../../src/rules/lifecycle/index.js';
import type { ChangeSet } from '../../../src/sources/change-set.js';
import { goParser } from '../../parse/go/go-parser-instance.js';

// A whole review parses the Go files for the lifecycle family only where a Go text of the
// repository says something the family reads (go-files-needed.ts): pinniped's generated clients,
// with no gate, tag or prerelease-lifecycle-gen, were parsed for nothing (2 s).
function wholeReview(files: Record<string, string>) {
  const parsed: string[] = [];
  const counting: GoParser = {
    ...goParser,
    parse: (path, content) => {
      parsed.push(path);
      return goParser.parse(path, content);
    },
  };
  const changeSet: ChangeSet = {
    root: '/',
    hasBase: false,
    files: Object.entries(files).map(([path, head]) => ({
      path,
      status: 'added',
      head,
      addedLines: [{ start: 1, end: head.split('\n').length }],
      hunkLines: [{ start: 1, end: head.split('\n').length }],
    })),
  };
  const findings = review(changeSet, {
    rules: lifecycleRules,
    config: DEFAULT_CONFIG,
    withBaseFindings: false,
    goParser: counting,
  }).findings.map((f) => `${f.ruleId} ${f.file}:${f.line}`);
  return { findings, parsed: parsed.sort() };
}

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
