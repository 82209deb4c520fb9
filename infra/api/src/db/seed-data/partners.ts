/**
 * One partner API credential per seeded store, with the documented development secret
 * (`devPartnerCredential`: key id dev-store-<id>, secret joy-dev-partner-secret-<id>), sealed
 * with the development key. A production process has its own PARTNER_SECRET_KEY (config
 * refuses to start without one) and so cannot open these: they sign nothing there.
 */
import type { Database } from '../client';
import * as t from '../schema';
import { devPartnerCredential } from '../../lib/partner-signature';
import { DEV_PARTNER_SECRET_KEY } from '../../lib/secret-box';
import { credentialRow } from '../../repositories/partners';

export async function seedPartnerCredentials(db: Pick<Database, 'insert'>, storeIds: readonly number[]): Promise<void> {
  for (let i = 0; i < storeIds.length; i += 500) {
    const rows = storeIds.slice(i, i + 500).map((id) => {
      const dev = devPartnerCredential(id);
      return credentialRow(id, DEV_PARTNER_SECRET_KEY, dev.keyId, dev.secret);
    });
    await db.insert(t.partnerCredentials).values(rows).onConflictDoNothing();
  }
}
