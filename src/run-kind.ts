// What kind of run the arguments ask for, told before the CLI's code is loaded, as the name of
// the code cache that run starts from (cli-core-loader.ts): a review compiles other functions than
// --help or `rules`, and a cache made by one kind would spare the other little. A guess from the
// words alone, as the CLI parses them later: a wrong guess costs only start time.

const COMMANDS: ReadonlySet<string> = new Set(['lint', 'rules', 'openapi-lifecycle', 'compat']);

/** The command (the first word that names one), or `help` for --help and --version. */
export function runKind(args: readonly string[]): string {
  let command: string | undefined;
  for (const arg of args) {
    if (arg === '--') break;
    if (arg === '-h' || arg === '--help' || arg === '-v' || arg === '--version') return 'help';
    if (command === undefined && COMMANDS.has(arg)) command = arg;
  }
  return command ?? 'lint';
}
