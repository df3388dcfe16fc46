import { describe, expect, it } from 'vitest';
import { FORMATS, render } from '../../src/report/index.js';
import { renderWorkflowCommands } from '../../src/report/github.js';
import { renderJson } from '../../src/report/json.js';
import { renderMarkdown } from '../../src/report/markdown.js';
import { renderSarif } from '../../src/report/sarif.js';
import { renderText } from '../../src/report/text.js';
import { finding, renderInput } from './make-input.js';

describe('render', () => {
  it('offers the formats of DESIGN §5', () => {
    expect(FORMATS).toEqual(['text', 'json', 'sarif', 'github', 'markdown']);
  });

  const input = renderInput([finding()], { 'config/crd.yaml': 'a\nb\nc\nd\ne\n    api-approved.kubernetes.io: x\n' });
  it.each([
    ['text', renderText],
    ['json', renderJson],
    ['sarif', renderSarif],
    ['github', renderWorkflowCommands],
    ['markdown', renderMarkdown],
  ] as const)('renders %s with its renderer', (format, renderer) => {
    expect(render(format, input)).toBe(renderer(input));
  });
});
