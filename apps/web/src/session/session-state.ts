/**
 * What screens read of the session (premium flags, the account, loading
 * states), apart from what changes it: the loader (`session.ts`) and the
 * machine it loads on demand (`session-machine.ts`) both write it, so the
 * machine depends on this file, never back on its loader.
 */

import {
  type Account,
  type AccountInfo,
  type SessionState,
  UNKNOWN_ACCOUNT_INFO,
} from '@typeshelf/core/accounts';
import { proxy } from 'valtio';

export interface Session {
  userId: string | null;
  account: Account | null;
  /** Unknown (non-premium) until signed in and verified. */
  accountInfo: AccountInfo;
  /**
   * The plan the paywall decides with: the verified one, or the one kept from
   * the last visit while it is fetched; null while unknown (the paywall waits).
   */
  plan: AccountInfo | null;
  status: SessionState['status'];
  /** A kept session is being restored: profile pages wait instead of sending to login. */
  restoring: boolean;
  /** The account info is read again after a purchase. */
  updating: boolean;
}

/** What screens read: made again from core's session state after every event. */
export const sessionState = proxy<{ session: Session }>({
  session: {
    userId: null,
    account: null,
    accountInfo: UNKNOWN_ACCOUNT_INFO,
    plan: UNKNOWN_ACCOUNT_INFO,
    status: 'signed-out',
    restoring: false,
    updating: false,
  },
});
