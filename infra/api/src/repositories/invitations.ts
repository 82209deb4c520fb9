/**
 * Invitation codes (§1, §3 Introducer, Invitation code). A member's inviter is the member
 * whose `invite_code` is in their `from_invite_code` (set at registration, or once later by
 * POST /v2/member/introducer/create). Children are the members a code brought, grandchildren
 * the members those brought. Setting an introducer refuses the member's own code and any
 * code of their own downline (which would make a loop); all introducer changes take one
 * advisory lock (`lockIntroducers`, taken by the coin service's transaction), so two members
 * cannot name each other at the same moment.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { InvitationInfo } from '@joy/contract';
import type { Database } from '../db/client';
import type { Executor } from '../db/executor';
import * as t from '../db/schema';
import { rowsOf } from '../db/rows';

/** Advisory lock (class, key) serialising introducer changes. */
const INTRODUCER_LOCK = [7002, 0] as const;
/** How deep the downline check walks (far beyond any real chain). */
const MAX_DEPTH = 64;


export function createInvitationRepository(db: Database) {
  async function info(reader: Executor, memberId: number): Promise<InvitationInfo> {
    const [row] = rowsOf<{ invite_code: string; from_invite_code: string | null; children: string | number; grandchildren: string | number; reward_coins: string | number }>(
      await reader.execute(sql`
        select m.invite_code, m.from_invite_code,
          (select count(*) from members c where c.from_invite_code = m.invite_code and c.deleted_at is null) as children,
          (select count(*) from members g join members c on g.from_invite_code = c.invite_code
            where c.from_invite_code = m.invite_code and g.deleted_at is null) as grandchildren,
          (select coalesce(sum(r.coins), 0) from invite_rewards r where r.inviter_member_id = m.id) +
            (select coalesce(sum(r.coins), 0) from invite_rewards r where r.friend_member_id = m.id) as reward_coins
        from members m where m.id = ${memberId}`),
    );
    return {
      invite_code: row.invite_code,
      children: Number(row.children),
      grandchildren: Number(row.grandchildren),
      introducer_code: row.from_invite_code,
      can_set_introducer: row.from_invite_code === null,
      reward_coins: Number(row.reward_coins),
    };
  }

  return {
    /** The member's code with its children and grandchildren counts (on `executor`, the database by default). */
    info: (memberId: number, executor: Executor = db) => info(executor, memberId),

    /** Takes the one lock every introducer change takes, until the transaction ends. */
    async lockIntroducers(tx: Executor): Promise<void> {
      await tx.execute(sql`select pg_advisory_xact_lock(${INTRODUCER_LOCK[0]}::int, ${INTRODUCER_LOCK[1]}::int)`);
    },

    /** The member's own code and inviter's code, the row locked until the transaction ends. */
    async lockCodes(tx: Executor, memberId: number): Promise<{ inviteCode: string; from: string | null }> {
      const [me] = await tx
        .select({ inviteCode: t.members.inviteCode, from: t.members.fromInviteCode })
        .from(t.members)
        .where(eq(t.members.id, memberId))
        .for('update');
      return me;
    },

    /** The live member whose invite code this is, or null. */
    async liveByCode(executor: Executor, code: string): Promise<{ id: number; grade: number } | null> {
      const [inviter] = await executor
        .select({ id: t.members.id, grade: t.members.memberGradeId })
        .from(t.members)
        .where(and(eq(t.members.inviteCode, code), sql`${t.members.deletedAt} is null`));
      return inviter ?? null;
    },

    /** Whether the member is in the downline of `inviteCode` (walked at most MAX_DEPTH levels deep). */
    async inDownline(executor: Executor, inviteCode: string, memberId: number): Promise<boolean> {
      const [below] = rowsOf<{ found: boolean }>(
        await executor.execute(sql`
          with recursive downline(id, code, depth) as (
            select id, invite_code, 1 from members where from_invite_code = ${inviteCode}
            union all
            select m.id, m.invite_code, d.depth + 1 from members m join downline d on m.from_invite_code = d.code where d.depth < ${MAX_DEPTH}
          )
          select exists (select 1 from downline where id = ${memberId}) as found`),
      );
      return below.found;
    },

    async setInviter(tx: Executor, memberId: number, code: string): Promise<void> {
      await tx.update(t.members).set({ fromInviteCode: code, updatedAt: new Date() }).where(eq(t.members.id, memberId));
    },
  };
}

export type InvitationRepository = ReturnType<typeof createInvitationRepository>;
