import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { approveCommands, standingApprovals } from '../../src/github/approve-commands.js';

// Prow's /approve in issue comments (spec/github.md §1.9), with the grammar of Prow's approve
// plugin: `/name args` at a line start, the name case-insensitive; an argument containing
// "cancel", or /remove-approve, withdraws; the commenter's last command before the merge stands.

describe('approveCommands', () => {
  it.each([
    ['/approve', ['approve']],
    ['/approve no-issue', ['approve']],
    ['/approve\r', ['approve']],
    ['/lgtm\n/approve  ', ['approve']],
    ['/approve cancel', ['cancel']],
    ['/approve cancel  ', ['cancel']],
    ['/approve\n/approve cancel', ['approve', 'cancel']],
    ['/approve\tno-issue', ['approve']],
    ['/APPROVE', ['approve']],
    ['/Approve cancel', ['cancel']],
    ['/approve CANCEL please', ['cancel']],
    ['/remove-approve', ['cancel']],
    ['/Remove-Approve', ['cancel']],
    ['/approve\r\n/approve cancel\r\n', ['approve', 'cancel']],
    ['/approved', []],
    ['/approvecancel', []],
    ['/approve\u00a0cancel', []], // a no-break space is part of the name, as in Go's \S
    [' /approve', []],
    ['please /approve', []],
    ['`/approve`', []],
    ['/lgtm', []],
  ])('%j → %j', (body, want) => {
    expect(approveCommands(body)).toEqual(want);
  });

  it('never finds a command in a comment without a line that starts with /approve or /remove-approve, in any case', () => {
    fc.assert(
      fc.property(fc.array(fc.string().filter((l) => !/^\/(approve|remove-approve)/i.test(l))), (lines) => {
        expect(approveCommands(lines.join('\n'))).toEqual([]);
      }),
    );
  });
});

describe('standingApprovals', () => {
  const MERGED = '2024-05-01T10:00:00Z';
  const c = (login: string | undefined, body: string | undefined, createdAt: string) => ({ login, body, createdAt });

  it("keeps each commenter's last command before the merge, in time order, logins lower-cased", () => {
    expect(
      standingApprovals(
        [
          c('Thockin', '/approve cancel', '2024-04-29T00:00:00Z'),
          c('thockin', '/approve', '2024-04-28T00:00:00Z'), // earlier, though listed later
          c('deads2k', '/approve', '2024-04-28T00:00:00Z'),
          c('deads2k', '/approve cancel', '2024-05-01T10:00:01Z'), // after the merge: too late to withdraw
          c('liggitt', '/approve', MERGED), // at the merge instant still counts
          c('late', '/approve', '2024-05-02T00:00:00Z'),
          c(undefined, '/approve', '2024-04-28T00:00:00Z'), // a deleted account
          c('empty', undefined, '2024-04-28T00:00:00Z'),
          c('sometime', '/approve', 'not a time'),
        ],
        MERGED,
      ),
    ).toEqual(['deads2k', 'liggitt']);
  });

  it('without a merge time counts every comment', () => {
    expect(standingApprovals([c('a', '/approve', '2030-01-01T00:00:00Z')], undefined)).toEqual(['a']);
  });
});
