/**
 * Invitation codes (§1, §3 Introducer, Invitation code). A member's inviter is the member
 * whose `invite_code` is in their `from_invite_code` (set at registration, or once later by
 * POST /v2/member/introducer/create). Children are the members a code brought, grandchildren
 * the members those brought. Setting an introducer refuses the member's own code and any
 * code of their own downline (which would make a loop); all introducer changes take one
 * advisory lock, so two members cannot name each other at the same moment.
 */
import { and, eq, sql } from 'drizzle-orm';
import { INVITE_REWARD_COINS, type InvitationInfo } from '@joy/contract';
import type { Database } from '../db/client';
import * as t from '../db/schema';

/** Advisory lock (class, key) serialising introducer changes. */
const INTRODUCER_LOCK = [7002, 0] as const;
/** How deep the downline check walks (far beyond any real chain). */
const MAX_DEPTH = 64;

export type IntroducerResult = { kind: 'set'; info: InvitationInfo } | { kind: 'already' } | { kind: 'invalid' };

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

export function createInvitationRepository(db: Database) {
  async function info(reader: Pick<Database, 'execute'>, memberId: number): Promise<InvitationInfo> {
    const [row] = rowsOf<{ invite_code: string; from_invite_code: string | null; children: string | number; grandchildren: string | number }>(
      await reader.execute(sql`
        select m.invite_code, m.from_invite_code,
          (select count(*) from members c where c.from_invite_code = m.invite_code and c.deleted_at is null) as children,
          (select count(*) from members g join members c on g.from_invite_code = c.invite_code
            where c.from_invite_code = m.invite_code and g.deleted_at is null) as grandchildren
        from members m where m.id = ${memberId}`),
    );
    return {
      invite_code: row.invite_code,
      children: Number(row.children),
      grandchildren: Number(row.grandchildren),
      introducer_code: row.from_invite_code,
      can_set_introducer: row.from_invite_code === null,
      reward_coins: INVITE_REWARD_COINS,
    };
  }

  return {
    info: (memberId: number) => info(db, memberId),

    async setIntroducer(memberId: number, code: string): Promise<IntroducerResult> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${INTRODUCER_LOCK[0]}::int, ${INTRODUCER_LOCK[1]}::int)`);
        const [me] = await tx
          .select({ inviteCode: t.members.inviteCode, from: t.members.fromInviteCode })
          .from(t.members)
          .where(eq(t.members.id, memberId))
          .for('update');
        if (me.from !== null) return { kind: 'already' };
        const wanted = code.trim().toUpperCase();
        if (!wanted || wanted === me.inviteCode) return { kind: 'invalid' };
        const [inviter] = await tx
          .select({ id: t.members.id })
          .from(t.members)
          .where(and(eq(t.members.inviteCode, wanted), sql`${t.members.deletedAt} is null`));
        if (!inviter) return { kind: 'invalid' };
        const [below] = rowsOf<{ found: boolean }>(
          await tx.execute(sql`
            with recursive downline(id, code, depth) as (
              select id, invite_code, 1 from members where from_invite_code = ${me.inviteCode}
              union all
              select m.id, m.invite_code, d.depth + 1 from members m join downline d on m.from_invite_code = d.code where d.depth < ${MAX_DEPTH}
            )
            select exists (select 1 from downline where id = ${inviter.id}) as found`),
        );
        if (below.found) return { kind: 'invalid' };
        await tx.update(t.members).set({ fromInviteCode: wanted, updatedAt: new Date() }).where(eq(t.members.id, memberId));
        return { kind: 'set', info: await info(tx, memberId) };
      });
    },
  };
}

export type InvitationRepository = ReturnType<typeof createInvitationRepository>;
