import * as core from '@actions/core';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { readInputs } from './action-inputs.js';
import { docsUrl } from './engine/docs-url.js';
import { gitHubContext, type GitHubContext } from './github/context.js';
import { countFailing, runLocalReview } from './local-review.js';
import { render, type Format } from './report/index.js';
import type { RenderInput } from './report/render-input.js';
import { RULES } from './rules/index.js';
import { VERSION } from './version.js';

// The action (DESIGN §7). This version reviews the workspace and reports through workflow
// commands (annotations), a SARIF file and the exit status; review comments and the check
// run on pull requests are not part of it yet.
export async function run(context: GitHubContext = gitHubContext()): Promise<void> {
  try {
    const inputs = readInputs();
    if (inputs.verifyApprovals) {
      core.warning('verify-approvals is not available in this version: approval URLs are checked offline only');
    }
    const result = await runLocalReview({
      paths: ['.'],
      cwd: context.workspace,
      include: inputs.paths,
      ...(inputs.filter === undefined ? {} : { filter: inputs.filter }),
      ...(inputs.config === undefined ? {} : { configFile: inputs.config }),
    });
    const shown = result.placed.filter((p) => p.shown).map((p) => p.finding);
    const input: RenderInput = {
      findings: shown,
      rules: RULES.map((r) => ({ id: r.id, severity: r.meta.severity, description: r.meta.description, docsUrl: docsUrl(r.id) })),
      texts: result.review.textOf,
      stats: result.review.stats,
      toolVersion: VERSION,
    };
    const output = (format: Format): string => render(format, input);
    const annotations = output('github');
    if (annotations !== '') process.stdout.write(annotations);
    const sarifFile = join(context.tempDir, 'kube-api-review.sarif');
    await writeFile(sarifFile, output('sarif'));

    core.setOutput('errors', shown.filter((f) => f.severity === 'error').length);
    core.setOutput('warnings', shown.filter((f) => f.severity === 'warning').length);
    core.setOutput('notices', shown.filter((f) => f.severity === 'notice').length);
    core.setOutput('sarif-file', sarifFile);
    core.info(`kube-api-review: ${shown.length} finding(s) in ${result.review.stats.files} file(s)`);
    for (const e of result.review.internalErrors) core.error(`internal error in ${e.where}: ${e.message}`);

    const failing = countFailing(result.placed, inputs.failOn);
    if (result.review.internalErrors.length > 0) core.setFailed('kube-api-review hit an internal error (see the log)');
    else if (failing > 0) core.setFailed(`${failing} finding(s) at or above ${inputs.failOn}`);
  } catch (error) {
    core.setFailed(error instanceof Error ? error.message : String(error));
  }
}
