/** A command line a script cannot run; the message is one line naming the flag and value. */
export class UsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UsageError';
  }
}
