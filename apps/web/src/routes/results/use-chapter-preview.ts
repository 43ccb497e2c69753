/**
 * The preview of the chapter the results card offers (02 §9): half a page of
 * its text, read like the prompt reads it (the private book's text, or the
 * cached or fetched catalogue file); null until read, or when it cannot be.
 */
import { chapterPreview } from '@typeshelf/core/book';
import { useEffect, useState } from 'react';
import { loadChapter } from '../../books/load-chapter';
import { fetchGzipText } from '../../page/static-files';
import { localData } from '../../storage/current-profile';
import { useProfile } from '../../storage/use-profile';

export function useChapterPreview(
  bookId: string | null,
  chapterId: string | null,
  custom: boolean,
): string | null {
  const profile = useProfile();
  const [preview, setPreview] = useState<{ key: string; text: string } | null>(null);
  const key = bookId && chapterId ? `${bookId}__${chapterId}` : null;
  useEffect(() => {
    if (!bookId || !chapterId) return;
    let live = true;
    void loadChapter({ cache: localData.cache, profile, fetchText: fetchGzipText }, bookId, chapterId, custom)
      .catch(() => null)
      .then((paragraphs) => {
        if (live && paragraphs)
          setPreview({ key: `${bookId}__${chapterId}`, text: chapterPreview(paragraphs) });
      });
    return () => {
      live = false;
    };
  }, [profile, bookId, chapterId, custom]);
  return preview && preview.key === key ? preview.text : null;
}
