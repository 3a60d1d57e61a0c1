/** What each pack command gives the command line (cli.ts): its arguments, a line of help, and the work. */
export interface PackCommand {
  /** Positional arguments, named as the usage shows them, e.g. ['SRC', 'DEST']. */
  readonly args: readonly string[];
  readonly summary: string;
  /** Whether it works on a lessons folder that --root can replace. */
  readonly takesRoot: boolean;
  /** Does the work, printing what it did; resolves to the exit code. */
  run(args: readonly string[], root: string): number | Promise<number>;
}
