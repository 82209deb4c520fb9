/**
 * SMS verification codes: issuing one replaces any live code of the phone, in one transaction
 * (repositories/verification.ts checks and spends them).
 */
import type { FastifyInstance } from 'fastify';

export function createVerificationService(app: FastifyInstance) {
  const { verification } = app.repos;

  return {
    /** The phone's new code; the live ones before it end at the same moment. */
    async issue(phone: string, code: string, now = app.clock()): Promise<void> {
      await app.db.transaction(async (tx) => {
        await verification.retireLive(tx, phone, now);
        await verification.insert(tx, phone, code, now);
      });
    },
  };
}

export type VerificationService = ReturnType<typeof createVerificationService>;
