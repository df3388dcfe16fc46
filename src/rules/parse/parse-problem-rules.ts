import { defineRule, type Rule } from '../../engine/rule.js';
import type { Severity } from '../../engine/finding.js';
import type { ParseProblemCode } from '../../parse/parse-problem.js';

// One rule per kind of unreadable content, so each can be configured and documented on its
// own. A manifest that cannot be read is not reviewed, so these fail closed (errors) by default;
// a template is expected in Helm charts and is only noted.
//
// A file that is not a Kubernetes manifest (mkdocs.yml, KEP metadata, a CI or linter
// configuration) is not ours to judge: what a YAML file needs is its own tool's business, so its
// problems are at most a notice. A file is a manifest when it holds an object (apiVersion and
// kind) at head or at base, or, where it cannot be read, names both keys in its text.
function parseProblemRule(code: ParseProblemCode, severity: Severity, description: string): Rule {
  return defineRule({
    id: `parse/${code}`,
    meta: {
      severity,
      description,
      messages: {
        problem: '{{message}}',
        notManifest: '{{message}}; the file names no apiVersion and kind, so it is not a Kubernetes manifest and this is only a notice',
      },
    },
    check: (ctx) => {
      const baseManifests = new Set((ctx.base?.files ?? []).filter((f) => f.objects.length > 0).map((f) => f.path));
      return ctx.head.files.flatMap((file) => {
        const problems = file.problems.filter((p) => p.code === code);
        if (problems.length === 0) return [];
        const isManifest = file.objects.length > 0 || file.looksLikeManifest === true || baseManifests.has(file.path);
        const quiet = !isManifest && severity !== 'notice';
        return problems.map((p) => ({
          messageId: quiet ? ('notManifest' as const) : ('problem' as const),
          file: file.path,
          line: p.line,
          column: p.column,
          data: { message: p.message },
          ...(quiet ? { severity: 'notice' as const } : {}),
        }));
      });
    },
  });
}

export const yamlSyntax = parseProblemRule('yaml-syntax', 'error', 'a document is not valid YAML or JSON, so nothing in it is reviewed');
export const duplicateKey = parseProblemRule('duplicate-key', 'error', 'a mapping repeats a key, which the apiserver rejects and tools resolve differently');
export const aliasLimit = parseProblemRule('alias-limit', 'error', 'YAML aliases expand a document beyond a safe size (an alias bomb)');
export const tooDeep = parseProblemRule('too-deep', 'error', 'a document nests deeper than the tool reads');
export const tooLarge = parseProblemRule('too-large', 'error', 'a file is larger than the tool reads');
export const notText = parseProblemRule('not-text', 'error', 'a .yaml, .yml or .json file is binary or not UTF-8');
export const template = parseProblemRule('template', 'notice', 'a file is a template (Helm, Go text/template) rather than YAML, so it is not reviewed');
