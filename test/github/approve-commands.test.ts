import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { approveCommands, standingApprovals } from '../../src/github/approve-commands.js';

// Prow's /approve in issue comments (spec/github.md §1.9), as spec/approval.md §3 item 3 reads it:
// a line exactly `/approve` or `/approve <argument>` approves, `/approve cancel` withdraws; the
// commenter's last command before the merge stands.

describe('approveCommands', () => {
  it.each([
    ['/approve', ['approve']],
    ['/approve no-issue', ['approve']],
    ['/approve\r', ['approve']],
    ['/lgtm\n/approve  ', ['approve']],
    ['/approve cancel', ['cancel']],
    ['/approve cancel  ', ['cancel']],
    ['/approve\n/approve cancel', ['approve', 'cancel']],
    ['/approved', []],
    ['/approvecancel', []],
    [' /approve', []],
    ['please /approve', []],
    ['`/approve`', []],
    ['/lgtm', []],
  ])('%j → %j', (body, want) => {
    expect(approveCommands(body)).toEqual(want);
  });

  it('never finds a command in a comment without a line that starts with /approve', () => {
    fc.assert(
      fc.property(fc.array(fc.string().filter((l) => !l.startsWith('/approve'))), (lines) => {
        expect(approveCommands(lines.join('\n'))).toEqual([]);
      }),
    );
  });
});

describe('standingApprovals', () => {
  const MERGED = '2024-05-01T10:00:00Z';
  const c = (login: string | undefined, body: string | undefined, createdAt: string) => ({ login, body, createdAt });

  it('keeps each commenter\'s last command before the merge, in time order, logins lower-cased', () => {
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
