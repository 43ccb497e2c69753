/**
 * The anonymous transfer offer: a new account (not onboarded) with progress
 * typed before signing in is asked once whether to take it. Accepting merges
 * it with core's `mergeProgress` and empties the anonymous stores; for a Pro
 * account the merged progress is then queued for the server. Either answer
 * marks the account onboarded.
 */
import { offersTransfer, TRANSFER_TEXTS } from '@typeshelf/core/sync';
import { Button, Dialog } from '@typeshelf/react-ui';
import { useEffect, useState } from 'react';
import { notify } from '../../page/notifications';
import { progressOf } from '../../progress/progress-data';
import { loadSupabase } from '../../session/supabase-client';
import { useSession } from '../../session/use-session';
import { localData } from '../../storage/current-profile';
import { useProfile } from '../../storage/use-profile';

async function markOnboarded(): Promise<void> {
  const client = await loadSupabase();
  const { error } = await client.auth.updateUser({ data: { onboarded: true } });
  if (error) console.error('The account could not be marked onboarded', error);
}

export function TransferOffer() {
  const session = useSession();
  const profile = useProfile();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const account = session.account;
  const onUserProfile = account !== null && profile.profile === account.id;
  useEffect(() => {
    if (!onUserProfile || account?.onboarded) return;
    let live = true;
    void localData.hasAnonymousProgress().then((has) => {
      if (live) setOpen(offersTransfer(account, has));
    });
    return () => {
      live = false;
    };
  }, [onUserProfile, account]);

  const answer = async (accept: boolean) => {
    setBusy(true);
    try {
      if (accept) {
        const { mergeAnonymousIntoCurrent } = await import('../../progress/merge-profiles');
        await mergeAnonymousIntoCurrent(localData);
        if (session.accountInfo.isPremium) await progressOf(profile).queueAllForServer();
        notify({ type: 'success', title: TRANSFER_TEXTS.done });
      }
      await markOnboarded();
    } finally {
      setBusy(false);
      setOpen(false);
    }
  };

  return (
    <Dialog open={open} title={TRANSFER_TEXTS.title} onClose={() => setOpen(false)}>
      <div className="dialog__body">
        <p>{TRANSFER_TEXTS.body}</p>
        <div className="button-row">
          <Button variant="primary" disabled={busy} onClick={() => void answer(true)}>
            {TRANSFER_TEXTS.accept}
          </Button>
          <Button disabled={busy} onClick={() => void answer(false)}>
            {TRANSFER_TEXTS.decline}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
