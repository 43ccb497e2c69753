/**
 * /upload (02 §2): a drop area and a file chooser for EPUB and TBF files,
 * conversion in a worker with progress, then the navigation rule: one EPUB
 * goes to its edit page (new=true), one TBF to its book page, several files
 * to the private tab.
 */
import { canUpload, FREE_CUSTOM_BOOKS_LIMIT, uploadLimitNotice } from '@typeshelf/core';
import { DropArea, UploadHelp } from '@typeshelf/react-ui';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { useIsMobile } from '../state/device';
import { useLibraryBooks } from '../state/library-books';
import { useProfile } from '../state/local-data';
import { notify } from '../state/notifications';
import { usePageTitle } from '../state/page-title';
import { isDevMode, useSession } from '../state/session';
import { ACCEPT_DESKTOP, fileKind } from './file-kind';
import { ConversionError, runConversion } from './run-conversion';
import { conversionMessages, UPLOAD_TEXT } from './upload-text';

type UploadState =
  | { state: 'idle' }
  | { state: 'loading'; progress: number }
  | { state: 'error'; message: string }
  | { state: 'success' };

export default function UploadRoute() {
  usePageTitle('Upload');
  const [, navigate] = useLocation();
  const profile = useProfile();
  const session = useSession();
  const library = useLibraryBooks();
  const mobile = useIsMobile();
  const [upload, setUpload] = useState<UploadState>({ state: 'idle' });
  const premium = session.accountInfo.isLocalPremium;
  const context = {
    isPremium: session.accountInfo.isPremium,
    isLocalPremium: premium,
    devMode: isDevMode(),
    customCount: library.customCount,
  };
  const blocked = library.status === 'ready' && !canUpload(context);
  const notice = library.status === 'ready' ? uploadLimitNotice(context) : null;

  async function handle(list: FileList | File[]) {
    const files = [...list];
    if (files.length === 0 || upload.state === 'loading') return;
    const messages = await conversionMessages();
    const kinds = files.map((file) => ({ file, kind: fileKind(file) }));
    if (kinds.some((k) => k.kind === null)) {
      setUpload({ state: 'error', message: messages.incorrectFormat });
      return;
    }
    setUpload({ state: 'loading', progress: 0 });
    try {
      const converted = await runConversion(
        kinds as { file: File; kind: 'epub' | 'tbf' }[],
        (progress) => setUpload({ state: 'loading', progress }),
        messages.cannotLoad,
      );
      const books = converted.flatMap((file) => file.books);
      // Local-premium users have no paywall on custom books; others keep only what fits the free limit.
      const room = premium ? books.length : Math.max(0, FREE_CUSTOM_BOOKS_LIMIT - library.customCount);
      for (const book of books.slice(0, room)) {
        await profile.saveCustomBook({ ...book.info, custom: true, active: true }, book.content);
      }
      if (room < books.length) {
        notify({ type: 'warning', title: UPLOAD_TEXT.limitReached });
      }
      setUpload({ state: 'success' });
      const only = converted.length === 1 ? converted[0] : undefined;
      const single = only && only.books.length === 1 ? only.books[0] : undefined;
      if (only && single && only.kind === 'epub') {
        navigate(`/books/${encodeURIComponent(single.info.id)}/edit?new=true`);
      } else if (only && single) {
        navigate(`/books/${encodeURIComponent(single.info.id)}`);
      } else {
        navigate('/books?tab=private');
      }
    } catch (error) {
      setUpload({
        state: 'error',
        message: error instanceof ConversionError ? error.message : messages.unexpected,
      });
    }
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
      {upload.state === 'error' ? (
        <p className="error-text upload__error" role="alert">
          {upload.message}
        </p>
      ) : null}
      <UploadHelp />
    </section>
  );
}
