/**
 * /books/{id}/edit (02 §2, §5): "Edit Book Data" for private books (any book
 * in development mode). Save goes to the book; Cancel goes to the book, or —
 * right after an upload (new=true) — deletes it and goes back to /upload.
 */
import type { BookInfo } from '@typeshelf/core/book';
import { LANGUAGES } from '@typeshelf/core/text';
import { BookEditForm } from '@typeshelf/react-ui';
import { useEffect, useMemo, useState } from 'react';
import { useLocation, useParams, useSearch } from 'wouter';
import { booksOf } from '../../books/books-data';
import { coverAfterEdit } from '../../books/generated-cover';
import { useBookInfo } from '../../books/use-book-info';
import { useLibraryBooks } from '../../books/use-library-books';
import { isDevMode } from '../../page/dev-mode';
import { notify } from '../../page/notifications';
import { usePageTitle } from '../../page/use-page-title';
import { serverNow } from '../../session/server-clock';
import { useProfile } from '../../storage/use-profile';
import { type BookForm, formFromInfo, infoFromForm, missingFields } from './book-form';
import { BookLookupPanel } from './book-lookup-panel';
import { applySuggestion } from './extra-info-lookup';
import { keptCover, useBookLookups } from './use-book-lookups';
import './edit.css';

const LANGUAGE_OPTIONS = [...LANGUAGES]
  .map((language) => ({ code: language.code, name: language.name }))
  .sort((a, b) => a.name.localeCompare(b.name));

export default function EditRoute() {
  usePageTitle('Edit Book Data');
  const params = useParams<{ id: string }>();
  const bookId = decodeURIComponent(params.id ?? '');
  const isNew = new URLSearchParams(useSearch()).get('new') === 'true';
  const [, navigate] = useLocation();
  const profile = useProfile();
  const library = useLibraryBooks();
  const book = library.books.find((b) => b.id === bookId);
  const info = useBookInfo(bookId, book ? book.custom : null);
  const [form, setForm] = useState<BookForm | null>(null);
  const [original, setOriginal] = useState<BookInfo | null>(null);
  const [cover, setCover] = useState<string | null>(null);
  const lookups = useBookLookups(form, (change) => setForm((latest) => (latest ? change(latest) : latest)));

  useEffect(() => {
    if (info.state === 'ok' && original === null) {
      setOriginal(info.info);
      setForm(formFromInfo(info.info));
      setCover(info.info.cover);
    }
  }, [info, original]);

  // A generated cover follows the title, author and genres as they are typed (drawn again only when they change).
  const drawn = form && original ? infoFromForm(original, form, 0, 0) : null;
  const drawnGenres = drawn?.genres.join('\n');
  // biome-ignore lint/correctness/useExhaustiveDependencies: redrawn only when the drawn words change
  const shownCover = useMemo(
    () => (original && drawn ? coverAfterEdit(original, drawn, cover) : cover),
    [original, cover, drawn?.title, drawn?.author, drawnGenres],
  );

  const bookHref = `/books/${encodeURIComponent(bookId)}`;
  const editable = book !== undefined && (book.custom || isDevMode());

  const cancel = async () => {
    if (isNew && book?.custom) {
      await booksOf(profile).deleteCustomBook(bookId);
      navigate('/upload');
    } else {
      navigate(bookHref);
    }
  };

  const save = async () => {
    if (!form || !original) return;
    if (missingFields(form).length > 0) {
      notify({ type: 'error', title: 'Incomplete data', details: 'Fill all the required fields.' });
      return;
    }
    const edited = infoFromForm(original, form, serverNow(), new Date().getFullYear());
    const next = { ...edited, cover: coverAfterEdit(original, edited, cover) };
    await booksOf(profile).updateCustomBookInfo(next);
    navigate(bookHref);
  };

  return (
    <section className="edit-book" aria-labelledby="edit-book-heading">
      <h1 id="edit-book-heading">Edit Book Data</h1>
      {library.status === 'loading' || (editable && info.state === 'loading') ? <p>Loading...</p> : null}
      {library.status === 'ready' && !editable ? (
        <p className="notice notice--error">You can't edit this book. Only private books can be edited.</p>
      ) : null}
      {editable && form ? (
        <BookLookupPanel
          lookups={lookups}
          cover={shownCover}
          title={form.title}
          canLook={form.title.trim() !== ''}
          onChooseCover={(url) => void keptCover(url).then(setCover)}
          onSuggestion={(suggestion) => setForm((latest) => latest && applySuggestion(latest, suggestion))}
        />
      ) : null}
      {editable && form ? (
        <BookEditForm
          values={form}
          onChange={(field, value) => setForm({ ...form, [field]: value })}
          languages={LANGUAGE_OPTIONS}
          maxYear={new Date().getFullYear()}
          onSave={() => void save()}
          onCancel={() => void cancel()}
        />
      ) : null}
    </section>
  );
}
