/**
 * What a script's command-line reader says of some arguments: its `UsageError` message, or 'accepted'.
 * Any other error is the reader's bug and is thrown on.
 */
import { UsageError } from '../../scripts/usage-error.ts';

export function usageProblem(parse: (argv: string[]) => unknown, argv: string[]): string {
  try {
    parse(argv);
  } catch (e) {
    if (e instanceof UsageError) return e.message;
    throw e;
  }
  return 'accepted';
}
