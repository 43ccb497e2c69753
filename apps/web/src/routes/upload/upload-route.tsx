/**
 * /upload (02 §2): a drop area and a file chooser for EPUB and TBF files,
 * conversion in a worker with progress and a Cancel button, then the
 * navigation rule: one EPUB goes to its edit page (new=true), one TBF to its
 * book page, several files to the private tab. Core's import plan decides
 * where each book goes before anything is stored: a private book of the same
 * id is replaced only when the user says so, and nothing is stored past the
 * free limit. Leaving the screen terminates the worker.
 */
import {
  type ConflictChoice,
  canUpload,
  type ImportStep,
  isVisibleCustomBook,
  keepBothFits,
  planImport,
  settleImport,
  uploadLimitNotice,
  uploadRoom,
} from '@typeshelf/core/library';
import { DropArea, UploadHelp } from '@typeshelf/react-ui';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { booksOf } from '../../books/books-data';
import { catalogueBooks } from '../../books/catalogue';
import { generatedCoverDataUrl } from '../../books/generated-cover';
import { useLibraryBooks } from '../../books/use-library-books';
import { isDevMode } from '../../page/dev-mode';
import { notify } from '../../page/notifications';
import { useIsMobile } from '../../page/use-is-mobile';
import { usePageTitle } from '../../page/use-page-title';
import { serverNow } from '../../session/server-clock';
import { useSession } from '../../session/use-session';
import { useProfile } from '../../storage/use-profile';
import type { ConvertedFile } from './convert-messages';
import { ACCEPT_DESKTOP, fileKind } from './file-kind';
import { ConversionCancelled, ConversionError, runConversion } from './run-conversion';
import { conversionMessages, UPLOAD_TEXT } from './upload-text';

type UploadState =
  | { state: 'idle' }
  | { state: 'loading'; progress: number }
  | { state: 'error'; message: string }
  | { state: 'conflict'; converted: ConvertedFile[]; steps: ImportStep[]; room: number }
  | { state: 'success' };

export default function UploadRoute() {
  usePageTitle('Upload');
  const [, navigate] = useLocation();
  const profile = useProfile();
  const session = useSession();
  const library = useLibraryBooks();
  const mobile = useIsMobile();
  const [upload, setUpload] = useState<UploadState>({ state: 'idle' });
  const conversion = useRef<AbortController | null>(null);
  // Leaving the screen stops a conversion still running: its worker would otherwise work on unseen.
  useEffect(() => () => conversion.current?.abort(), []);
  const context = {
    isPremium: session.accountInfo.isPremium,
    isLocalPremium: session.accountInfo.isLocalPremium,
    devMode: isDevMode(),
    customCount: library.customCount,
  };
  const blocked = library.status === 'ready' && !canUpload(context);
  const notice = library.status === 'ready' ? uploadLimitNotice(context) : null;

  async function handle(list: FileList | File[]) {
    const files = [...list];
    if (files.length === 0 || upload.state === 'loading') return;
    // Counted afresh and refused before any conversion: at the limit a book would be converted only
    // to be thrown away, and the library's count may still be loading.
    const [stored, catalogue] = await Promise.all([booksOf(profile).customBooks(), catalogueBooks()]);
    const catalogueIds = new Set(catalogue.map((book) => book.id));
    const customCount = stored.filter((info) => isVisibleCustomBook(info, catalogueIds)).length;
    const room = uploadRoom({ ...context, customCount });
    if (room <= 0) {
      setUpload({ state: 'error', message: UPLOAD_TEXT.limitReached });
      return;
    }
    const messages = await conversionMessages();
    const kinds = files.map((file) => ({ file, kind: fileKind(file) }));
    if (kinds.some((k) => k.kind === null)) {
      setUpload({ state: 'error', message: messages.incorrectFormat });
      return;
    }
    const controller = new AbortController();
    conversion.current = controller;
    setUpload({ state: 'loading', progress: 0 });
    try {
      const converted = await runConversion(
        kinds as { file: File; kind: 'epub' | 'tbf' }[],
        (progress) => setUpload({ state: 'loading', progress }),
        messages.cannotLoad,
        controller.signal,
      );
      const books = converted.flatMap((file) => file.books);
      const steps = planImport(
        books.map((book) => ({ id: book.info.id, title: book.info.title })),
        // A removed book a Pro account keeps as inactive (for the other devices) is not asked about.
        {
          privateIds: new Set(stored.filter((info) => info.active).map((info) => info.id)),
          // The dialog names the stored book a replacement removes, not the incoming one.
          privateTitles: new Map(stored.map((info) => [info.id, info.title])),
          catalogueIds,
        },
      );
      if (steps.some((step) => step.type === 'conflict'))
        setUpload({ state: 'conflict', converted, steps, room });
      else await store(converted, steps, 'keep-both', room);
    } catch (error) {
      if (error instanceof ConversionCancelled) {
        setUpload({ state: 'idle' });
        return;
      }
      setUpload({
        state: 'error',
        message: error instanceof ConversionError ? error.message : messages.unexpected,
      });
    } finally {
      if (conversion.current === controller) conversion.current = null;
    }
  }

  /** Stores the planned books, then navigates to what was stored; nothing stored, nothing to open. */
  async function store(
    converted: ConvertedFile[],
    steps: ImportStep[],
    choice: ConflictChoice,
    room: number,
  ) {
    const books = converted.flatMap((file) => file.books);
    const { writes, overLimit } = settleImport(steps, choice, room);
    for (const write of writes) {
      const book = books[write.index]!;
      // The replaced book's progress belongs to its text: it goes with it.
      if (write.replace) await booksOf(profile).deleteCustomBook(write.id);
      // Stamped with the time it was stored here, on the server's clock: the sync's newer-wins compares these.
      // A book without a cover gets the generated one (02 §9), drawn from its title, author and genres.
      const cover = book.info.cover ?? generatedCoverDataUrl(book.info);
      await booksOf(profile).saveCustomBook(
        { ...book.info, cover, id: write.id, custom: true, active: true, updatedAt: serverNow() },
        book.content,
      );
    }
    if (writes.length === 0) {
      setUpload({ state: 'error', message: UPLOAD_TEXT.limitReached });
      return;
    }
    if (overLimit > 0) notify({ type: 'warning', title: UPLOAD_TEXT.limitReached });
    setUpload({ state: 'success' });
    const only = converted.length === 1 ? converted[0] : undefined;
    const single = only && only.books.length === 1 && writes.length === 1 ? writes[0] : undefined;
    if (only && single && only.kind === 'epub') {
      navigate(`/books/${encodeURIComponent(single.id)}/edit?new=true`);
    } else if (only && single) {
      navigate(`/books/${encodeURIComponent(single.id)}`);
    } else {
      navigate('/books?tab=private');
    }
  }

  function settle(choice: ConflictChoice | 'cancel') {
    if (upload.state !== 'conflict') return;
    if (choice === 'cancel') {
      setUpload({ state: 'idle' });
      return;
    }
    store(upload.converted, upload.steps, choice, upload.room).catch(async () =>
      setUpload({ state: 'error', message: (await conversionMessages()).unexpected }),
    );
  }

  return (
    <section className="upload" aria-labelledby="upload-title">
      <h1 id="upload-title">Upload a book</h1>
      {notice ? (
        <p className="notice notice--error" role="alert">
          {notice === 'limit' ? UPLOAD_TEXT.limitReached : UPLOAD_TEXT.limitReachedBeta}
        </p>
      ) : null}
      <DropArea
        accept={mobile ? undefined : ACCEPT_DESKTOP}
        allowDrop={!mobile}
        disabled={blocked || upload.state === 'loading'}
        onFiles={(files) => void handle(files)}
        progress={upload.state === 'loading' ? upload.progress : null}
      />
      {upload.state === 'loading' ? (
        <button type="button" className="button upload__cancel" onClick={() => conversion.current?.abort()}>
          Cancel
        </button>
      ) : null}
      {upload.state === 'conflict' ? (
        <ImportConflict steps={upload.steps} room={upload.room} onChoose={settle} />
      ) : null}
      {upload.state === 'error' ? (
        <p className="error-text upload__error" role="alert">
          {upload.message}
        </p>
      ) : null}
      <UploadHelp />
    </section>
  );
}

/** Asks what to do with imported books whose ids private books already have. */
function ImportConflict({
  steps,
  room,
  onChoose,
}: {
  steps: ImportStep[];
  room: number;
  onChoose: (choice: ConflictChoice | 'cancel') => void;
}) {
  const conflicts = steps.filter((step) => step.type === 'conflict');
  const canCopy = keepBothFits(steps, room);
  return (
    <div className="notice upload__conflict" role="alertdialog" aria-labelledby="upload-conflict-title">
      <p id="upload-conflict-title">{UPLOAD_TEXT.conflict(conflicts.map((step) => step.title))}</p>
      <div className="upload__conflict-actions">
        <button type="button" className="button button--primary" onClick={() => onChoose('replace')}>
          {UPLOAD_TEXT.replace}
        </button>
        {canCopy ? (
          <button type="button" className="button" onClick={() => onChoose('keep-both')}>
            {UPLOAD_TEXT.keepBoth}
          </button>
        ) : null}
        <button type="button" className="button" onClick={() => onChoose('cancel')}>
          Cancel
        </button>
      </div>
    </div>
  );
}
