/** Keeps the server sync running while a Pro account's profile is the current one. */
import { useEffect } from 'react';
import { useProfile } from '../state/hooks/use-profile';
import { useSession } from '../state/hooks/use-session';

export function useServerSync(): void {
  const session = useSession();
  const profile = useProfile();
  const userId = session.userId;
  const premium = session.accountInfo.isPremium;
  useEffect(() => {
    if (!premium || userId === null || profile.profile !== userId) return;
    let running: { stop: () => void } | null = null;
    let live = true;
    // A chunk of its own: only Pro accounts load the sync code.
    void import('./server-sync').then(({ startServerSync }) => {
      if (live) running = startServerSync(profile, userId);
    });
    return () => {
      live = false;
      running?.stop();
    };
  }, [premium, userId, profile]);
}
