/**
 * #manage-data (02 §2, §4, §8): the save file and the settings file out and
 * in, every private book as one TBF, and the three resets, each confirmed by
 * typing its phrase. Every import is all-or-nothing: a bad file gets its
 * message and leaves the stored data as it was.
 */
import { RESET_ACTIONS, type ResetActionId } from '@typeshelf/core/settings';
import { SETTINGS_PARTS } from '@typeshelf/core/sync';
import { Button } from '@typeshelf/react-ui';
import { useState } from 'react';
import { booksOf } from '../../books/books-data';
import { catalogueBooks } from '../../books/catalogue';
import { isDevMode } from '../../page/dev-mode';
import { notify } from '../../page/notifications';
import { requestReconcile } from '../../progress/reconcile-request';
import { serverNow } from '../../session/server-clock';
import { useSession } from '../../session/use-session';
import { settingsOf } from '../../settings/settings-data';
import type { SettingsView } from '../../settings/use-settings';
import { GENERAL_KEYS } from '../../storage';
import { collectSave, PROGRESS_STORES, restoreSave, SAVED_STORES } from '../../storage/save-transfer';
import { useProfile } from '../../storage/use-profile';
import { downloadFile, exportBooks } from '../book/export-books';
import { DevOptions } from './dev-options';
import { FileButton } from './file-button';
import { ResetDialog } from './reset-dialog';

const SAVE_ACCEPT = '.save,.gz';
const SETTINGS_ACCEPT = '.json,application/json';

function formatExportTime(timestamp: number): string {
  return timestamp > 0
    ? new Date(timestamp).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' })
    : 'never';
}

export function ManageData({ view }: { view: SettingsView }) {
  const profile = useProfile();
  const session = useSession();
  const [reset, setReset] = useState<ResetActionId | null>(null);
  const epub = () => import('@typeshelf/epub');

  const saveFile = async (now = new Date()) => {
    const { writeSaveFile } = await epub();
    return writeSaveFile(await collectSave(profile), now);
  };

  const exportSave = async () => {
    const now = new Date();
    const { name, bytes } = await saveFile(now);
    downloadFile(bytes, name, 'application/octet-stream');
    await view.updateUi({ lastExportTimestamp: now.getTime() });
  };

  const importSave = async (file: File) => {
    const { readSaveFile, IMPORT_MESSAGES, isImportError } = await epub();
    let bytes: Uint8Array;
    try {
      bytes = new Uint8Array(await file.arrayBuffer());
    } catch {
      notify({ type: 'error', title: IMPORT_MESSAGES.readFailure });
      return;
    }
    try {
      const save = readSaveFile(bytes);
      const ids = new Set((await catalogueBooks()).map((book) => book.id));
      await restoreSave(profile, save, ids);
      // Imported progress never enters the pending queue: a Pro account's sync reconciles it with the server.
      requestReconcile();
      notify({ type: 'success', title: 'Save file imported successfully' });
    } catch (error) {
      notify({ type: 'error', title: isImportError(error) ? error.message : IMPORT_MESSAGES.unexpected });
    }
  };

  const exportSettings = async () => {
    const { settingsFileName, writeSettingsFile, isPackageError } = await epub();
    try {
      const stored = await settingsOf(profile).read();
      const nothing = stored.shared === null && stored[view.deviceName] === null;
      const bytes = writeSettingsFile(nothing ? null : view.settings, view.deviceName);
      downloadFile(bytes, settingsFileName(view.deviceName), 'application/json');
    } catch (error) {
      if (!isPackageError(error)) throw error;
      notify({ type: 'error', title: 'Settings export error', details: error.message, closeDelay: 10_000 });
    }
  };

  const importSettings = async (file: File) => {
    const { readSettingsFile, SETTINGS_MESSAGES } = await epub();
    try {
      const read = readSettingsFile(new Uint8Array(await file.arrayBuffer()), view.deviceName);
      await settingsOf(profile).save('shared', read.shared);
      await settingsOf(profile).save(view.deviceName, read.settings);
      notify({ type: 'success', title: 'Settings loaded!' });
    } catch {
      notify({
        type: 'error',
        title: SETTINGS_MESSAGES.importTitle,
        details: SETTINGS_MESSAGES.importText,
        closeDelay: 10_000,
      });
    }
  };

  const exportPrivateBooks = async () => {
    const books = (await booksOf(profile).customBooks()).filter(
      (book) => book.custom !== false && book.active,
    );
    if (books.length === 0) {
      notify({ type: 'warning', title: 'No books to export', details: 'Add private books first.' });
      return;
    }
    try {
      await exportBooks(
        profile,
        books.map((book) => book.id),
      );
    } catch {
      notify({ type: 'error', title: "We coudn't export your books", details: 'Please try again.' });
    }
  };

  const runReset = async (id: ResetActionId) => {
    if (id === 'progress' || id === 'all') {
      // Favourites and other general records stay with "delete progress"; the stats summary goes.
      const general = (await profile.dump('general')).filter(([key]) => key !== GENERAL_KEYS.summary);
      await profile.replaceStores(
        id === 'all' ? [...SAVED_STORES, ...PROGRESS_STORES] : [...PROGRESS_STORES, 'general'],
        id === 'all' ? [] : general.map(([key, value]) => ({ store: 'general' as const, key, value })),
      );
      // A Pro account's rows on the server are reset too (a soft delete other devices pull).
      if (session.accountInfo.isPremium && session.userId !== null) {
        const { resetServerProgress } = await import('../../progress/remote-reset');
        await resetServerProgress(session.userId, serverNow());
        requestReconcile();
      }
    }
    if (id === 'settings') {
      await profile.replaceStores(['settings'], []);
      // A Pro account's reset is a newer write of every part, so the server and other devices take it.
      if (session.accountInfo.isPremium)
        for (const section of SETTINGS_PARTS) await settingsOf(profile).save(section, {});
    }
    for (const title of RESET_ACTIONS.find((action) => action.id === id)?.done ?? [])
      notify({ type: 'success', title });
  };

  const { exportReminder, lastExportTimestamp } = view.device.ui;
  return (
    <div className="manage-data">
      <p className="field__hint">
        Last save file export: <strong>{formatExportTime(lastExportTimestamp)}</strong>
        {exportReminder === 'never' ? null : `. You are reminded ${exportReminder} on the home page.`}
      </p>
      <div className="manage-data__group">
        <h3>Save file</h3>
        <p className="field__hint">All your progress, private books and settings in one file.</p>
        <div className="button-row">
          <Button variant="primary" onClick={() => void exportSave()}>
            Export save file
          </Button>
          <FileButton
            label="Import save file"
            accept={SAVE_ACCEPT}
            onFiles={([file]) => file && void importSave(file)}
          />
        </div>
      </div>
      <div className="manage-data__group">
        <h3>Settings file</h3>
        <p className="field__hint">The shared settings and this device’s ({view.deviceName}).</p>
        <div className="button-row">
          <Button onClick={() => void exportSettings()}>Export settings</Button>
          <FileButton
            label="Import settings"
            accept={SETTINGS_ACCEPT}
            onFiles={([file]) => file && void importSettings(file)}
          />
        </div>
      </div>
      <div className="manage-data__group">
        <h3>Private books</h3>
        <div className="button-row">
          <Button onClick={() => void exportPrivateBooks()}>Export private books</Button>
        </div>
      </div>
      {isDevMode() ? <DevOptions view={view} saveFile={() => saveFile()} /> : null}
      <div className="manage-data__group manage-data__group--danger">
        <h3>Reset</h3>
        <div className="button-row">
          {RESET_ACTIONS.map((action) => (
            <Button key={action.id} variant="danger" onClick={() => setReset(action.id)}>
              {action.label}
            </Button>
          ))}
        </div>
      </div>
      <ResetDialog
        action={RESET_ACTIONS.find((action) => action.id === reset) ?? null}
        onClose={() => setReset(null)}
        onConfirm={(id) => {
          setReset(null);
          void runReset(id);
        }}
      />
    </div>
  );
}
