/** The confirmation of a destructive action: it runs only once its phrase is typed (02 §4). */
import { confirmsPhrase, type RESET_ACTIONS, type ResetActionId } from '@typeshelf/core/settings';
import { Button, Dialog } from '@typeshelf/react-ui';
import { useState } from 'react';

const WHAT: Record<ResetActionId, string> = {
  progress:
    'This deletes every typed and read paragraph, your daily stats and records. Books, favourites and settings stay.',
  settings: 'This restores the default settings on every device.',
  all: 'This deletes all progress, private books, favourites and settings stored in this browser.',
};

export function ResetDialog({
  action,
  onClose,
  onConfirm,
}: {
  action: (typeof RESET_ACTIONS)[number] | null;
  onClose: () => void;
  onConfirm: (id: ResetActionId) => void;
}) {
  const [typed, setTyped] = useState('');
  const close = () => {
    setTyped('');
    onClose();
  };
  const ok = action !== null && confirmsPhrase(typed, action.phrase);
  return (
    <Dialog open={action !== null} title={action ? `${action.label}?` : ''} onClose={close}>
      {action ? (
        <form
          className="dialog__body"
          onSubmit={(event) => {
            event.preventDefault();
            if (!ok) return;
            setTyped('');
            onConfirm(action.id);
          }}
        >
          <p>{WHAT[action.id]}</p>
          <label className="field__label" htmlFor="reset-phrase">
            Type <strong>{action.phrase}</strong> to confirm
          </label>
          <input
            id="reset-phrase"
            className="input"
            autoComplete="off"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
          />
          <div className="button-row dialog__actions">
            <Button onClick={close}>Cancel</Button>
            <Button type="submit" variant="danger" disabled={!ok}>
              {action.label}
            </Button>
          </div>
        </form>
      ) : null}
    </Dialog>
  );
}
