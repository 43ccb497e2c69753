/**
 * The stored figures a results page shows (02 §2): the book's chapters and
 * the book itself, the summary its top results are judged against, and the
 * chapter's paragraphs (none for a book's results), read together by
 * progress, and the words missed in the chapter, kept by the practice
 * journal for the practice link. Undefined until both are read.
 */
import { useMemo } from 'react';
import { useMissedWords } from '../../practice/use-missed-words';
import { type ChapterResults, useChapterResults } from '../../progress/use-progress';

export interface ResultsRecords extends ChapterResults {
  missed: readonly string[];
}

export function useResultsRecords(bookId: string, chapterId: string | null): ResultsRecords | undefined {
  const results = useChapterResults(bookId, chapterId);
  const missed = useMissedWords(bookId, chapterId);
  return useMemo(
    () => (results === undefined || missed === undefined ? undefined : { ...results, missed }),
    [results, missed],
  );
}
