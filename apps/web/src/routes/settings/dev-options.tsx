/**
 * Development-only data options (02 §6): the backup folder, written with
 * the File System Access API where the browser has it (a clear message
 * where not), and the cookie preferences. Shown in development mode only.
 */
import { Button } from '@typeshelf/react-ui';
import { createStore, get, set } from 'idb-keyval';
import { useState } from 'react';
import { notify } from '../../page/notifications';
import type { SettingsView } from '../../settings/use-settings';

/** Said where the browser cannot write to a folder. */
export const NO_FOLDER_ACCESS =
  "This browser can't save to a folder (it has no File System Access API). Use Export save file instead.";

interface DirectoryHandle {
  name: string;
  getFileHandle(
    name: string,
    options: { create: boolean },
  ): Promise<{
    createWritable(): Promise<{ write(data: Uint8Array): Promise<void>; close(): Promise<void> }>;
  }>;
  requestPermission?(options: { mode: 'readwrite' }): Promise<PermissionState>;
}

type PickerWindow = Window & {
  showDirectoryPicker?: (options: { mode: 'readwrite' }) => Promise<DirectoryHandle>;
};

// The folder's handle is kept in the browser (only its name is a setting): handles cannot go in a settings file.
const folders = () => createStore('typeshelf-backups', 'folders');
const FOLDER_KEY = 'backup-folder';

export function DevOptions({
  view,
  saveFile,
}: {
  view: SettingsView;
  /** The save file to write, as Export save file makes it. */
  saveFile: () => Promise<{ name: string; bytes: Uint8Array }>;
}) {
  const picker = (window as PickerWindow).showDirectoryPicker;
  const [busy, setBusy] = useState(false);
  const folder = view.device.ui.backupFolder;

  const choose = async () => {
    if (!picker) return;
    try {
      const handle = await picker({ mode: 'readwrite' });
      await set(FOLDER_KEY, handle, folders());
      await view.updateUi({ backupFolder: handle.name });
    } catch (error) {
      // Closing the picker is no failure.
      if ((error as DOMException).name !== 'AbortError')
        console.error('Choosing a backup folder failed', error);
    }
  };

  const backUp = async () => {
    const handle = await get<DirectoryHandle>(FOLDER_KEY, folders());
    if (!handle) return notify({ type: 'warning', title: 'Choose a backup folder first.' });
    setBusy(true);
    try {
      if (handle.requestPermission && (await handle.requestPermission({ mode: 'readwrite' })) !== 'granted')
        throw new Error('No permission to write to the folder.');
      const { name, bytes } = await saveFile();
      const writable = await (await handle.getFileHandle(name, { create: true })).createWritable();
      await writable.write(bytes);
      await writable.close();
      notify({ type: 'success', title: 'Backup saved', details: `${name} in ${handle.name}` });
    } catch (error) {
      console.error('Backup to the folder failed', error);
      notify({ type: 'error', title: 'Backup failed', details: (error as Error).message });
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <div className="manage-data__group">
        <h3>Backup folder (development)</h3>
        {picker ? (
          <>
            <p className="field__hint">
              {folder ? (
                <>
                  Save files go to <strong>{folder}</strong>.
                </>
              ) : (
                'No folder chosen.'
              )}
            </p>
            <div className="button-row">
              <Button onClick={() => void choose()}>Choose backup folder</Button>
              <Button onClick={() => void backUp()} disabled={!folder || busy}>
                Back up now
              </Button>
            </div>
          </>
        ) : (
          <p className="field__hint" role="note">
            {NO_FOLDER_ACCESS}
          </p>
        )}
      </div>
      <div className="manage-data__group">
        <h3>Cookie preferences (development)</h3>
        <p className="field__hint">
          Typeshelf sets no cookies: progress, settings and books stay in this browser's storage, and an
          account keeps its session there too. There is nothing to accept or refuse.
        </p>
      </div>
    </>
  );
}
