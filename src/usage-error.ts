// A mistake in how the tool was called (a missing PATH, a bad --base REF, not a git repository),
// as opposed to a problem in the files under review (those are findings) or a bug of ours. The CLI
// prints its message and exits 2 (DESIGN §5).
export class UsageError extends Error {
  override readonly name = 'UsageError';
}
