/**
 * A delivery that can never succeed as it stands (an SMS too long for the gateway, a number it
 * calls invalid): retrying would only spend attempts, so the outbox dead-letters the message at
 * once with this reason, for staff to read, instead of backing off and trying again.
 */
export class PermanentFailure extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PermanentFailure';
  }
}

export const isPermanentFailure = (error: unknown): error is PermanentFailure => error instanceof PermanentFailure;
