/**
 * Profile pages need an account: while a kept session is restored or the
 * user's data loads they say "Fetching user data...", and a signed-out
 * visitor goes to login, returning here afterwards.
 */
import {
  ACCOUNT_MESSAGES,
  type Account,
  type AccountInfo,
  loginPathReturningTo,
} from '@typeshelf/core/accounts';
import { type ReactNode, useEffect } from 'react';
import { useLocation } from 'wouter';
import type { Session } from '../../session/session-state';
import { useSession } from '../../session/use-session';

export interface SignedIn {
  account: Account;
  accountInfo: AccountInfo;
  session: Session;
}

export function RequireAccount({ children }: { children: (signedIn: SignedIn) => ReactNode }) {
  const session = useSession();
  const [path, navigate] = useLocation();
  const signedOut = session.status === 'signed-out' && !session.restoring;
  useEffect(() => {
    if (signedOut) navigate(loginPathReturningTo(path), { replace: true });
  }, [signedOut, path, navigate]);
  if (session.status !== 'signed-in' || session.account === null) {
    return (
      <p className="page-loading" role="status">
        {ACCOUNT_MESSAGES.fetchingUser}
      </p>
    );
  }
  return <>{children({ account: session.account, accountInfo: session.accountInfo, session })}</>;
}
