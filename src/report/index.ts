import { renderWorkflowCommands } from './github.js';
import { renderJson } from './json.js';
import { renderMarkdown } from './markdown.js';
import type { RenderInput } from './render-input.js';
import { renderSarif } from './sarif.js';
import { renderText } from './text.js';

export type { RenderInput, RuleInfo } from './render-input.js';

/** The `--format` values (DESIGN §5), in the order help text lists them. */
export const FORMATS = ['text', 'json', 'sarif', 'github', 'markdown'] as const;
export type Format = (typeof FORMATS)[number];

const RENDERERS: Readonly<Record<Format, (input: RenderInput) => string>> = {
  text: renderText,
  json: renderJson,
  sarif: renderSarif,
  github: renderWorkflowCommands,
  markdown: renderMarkdown,
};

export function render(format: Format, input: RenderInput): string {
  return RENDERERS[format](input);
}
