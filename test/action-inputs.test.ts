import { beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('@actions/core');
const core = await import('@actions/core');
const { readInputs } = await import('../src/action-inputs.js');

// The approval-approvers input (action.yml; spec/approval.md §3 item 3), read with @actions/core
// mocked as test/main.test.ts does.

const inputs = (values: Record<string, string>) =>
  vi.mocked(core.getInput).mockImplementation((name) => values[name] ?? '');

beforeEach(() => vi.resetAllMocks());

describe('readInputs: approval-approvers', () => {
  it('is empty, any approval counting, when not set', () => {
    inputs({});
    expect(readInputs().approvalApprovers).toEqual([]);
  });

  it('takes logins and alias names, one per line or comma-separated', () => {
    inputs({ 'approval-approvers': 'api-approvers\nthockin, deads2k\n' });
    expect(readInputs().approvalApprovers).toEqual(['api-approvers', 'thockin', 'deads2k']);
  });

  it('refuses a value that is neither, naming the input', () => {
    inputs({ 'approval-approvers': 'api-approvers, @thockin' });
    expect(() => readInputs()).toThrow(
      'input approval-approvers takes GitHub logins or OWNERS_ALIASES alias names, not "@thockin"',
    );
  });
});
