import type { ChapterInfo, ChapterMode } from '@typeshelf/core/book';
import type { TocEntry } from '../package/table-of-contents';
import { isNotesSection, modeFromSemantics, modeFromTitle, strongestMode } from './chapter-modes';
import type { ContentDocument, ContentEvent, ParagraphEvent } from './content-events';

/**
 * Turns content documents, in spine order, into chapters whose boundaries
 * and titles follow the table of contents. A spine file that no entry points
 * at continues the chapter before it, unless its own semantics say it is
 * separate matter (a title page, a colophon…) or nothing came before it;
 * without a table of contents every spine file is a chapter.
 */

export interface SpineDocument {
  path: string;
  /** Reads the document lazily, so a file is parsed once and only if needed. */
  read(anchors: ReadonlySet<string>): ContentDocument;
}

export interface AssembledChapter {
  info: ChapterInfo;
  paragraphs: string[];
}

interface Draft {
  title: string;
  /** Semantics and landmark types seen before the chapter's first paragraph. */
  types: string[];
  paragraphs: ParagraphEvent[];
}

const newDraft = (title: string, types: string[] = []): Draft => ({ title, types, paragraphs: [] });

function firstHeading(draft: Draft): string {
  const text = draft.paragraphs.find((paragraph) => paragraph.kind !== 'paragraph')?.text ?? '';
  return text.replace(/\s+/g, ' ').trim();
}

/**
 * Finishes a draft: drops leading headings (the title shows them) and notes
 * outside a notes chapter, decides the mode. Without `keepText` each
 * paragraph is measured and counted but kept as the empty string.
 */
function finish(
  draft: Draft,
  index: number,
  normalise: (text: string) => string,
  keepText: boolean,
): AssembledChapter {
  const notesChapter = isNotesSection(draft.types);
  const title = draft.title || firstHeading(draft) || `Chapter ${index + 1}`;
  let body = draft.paragraphs.filter((paragraph) => notesChapter || !paragraph.note);
  let start = 0;
  while (start < body.length && body[start]!.kind !== 'paragraph') start++;
  const onlyHeadings = start === body.length && body.length > 0;
  if (!onlyHeadings) body = body.slice(start);
  const paragraphs: string[] = [];
  let length = 0;
  for (const paragraph of body) {
    const text = normalise(paragraph.text);
    if (text === '') continue;
    paragraphs.push(keepText ? text : '');
    length += text.length;
  }
  let mode: ChapterMode = strongestMode(modeFromTitle(title), modeFromSemantics(draft.types));
  if (paragraphs.length === 0) mode = 'hide';
  // A part title page carries only its heading: listed, but not needed for 100%.
  else if (onlyHeadings) mode = strongestMode(mode, 'skip');
  return { info: { id: String(index).padStart(3, '0'), title, mode, length }, paragraphs };
}

/**
 * Assembles chapters from spine documents and table-of-contents entries
 * (empty when there is no usable one). `keepText: false` keeps each
 * paragraph as the empty string (see `ConvertOptions.text`).
 */
export function assembleChapters(
  spine: readonly SpineDocument[],
  toc: readonly TocEntry[],
  landmarks: ReadonlyMap<string, string[]>,
  normalise: (text: string) => string,
  keepText = true,
): { chapters: AssembledChapter[]; hasSpeakers: boolean } {
  const entriesByPath = new Map<string, TocEntry[]>();
  for (const entry of toc) {
    const list = entriesByPath.get(entry.path);
    if (list) list.push(entry);
    else entriesByPath.set(entry.path, [entry]);
  }
  // A draft is final once the next one starts: it is finished then, so a
  // chapter's raw paragraphs are garbage before the next chapter is read
  // rather than all held until the end of the book.
  const chapters: AssembledChapter[] = [];
  let current: Draft | null = null;
  let hasSpeakers = false;
  const start = (draft: Draft) => {
    if (current !== null) chapters.push(finish(current, chapters.length, normalise, keepText));
    current = draft;
  };
  const landmarkTypes = (key: string) => landmarks.get(key) ?? [];

  for (const spineDocument of spine) {
    const entries = entriesByPath.get(spineDocument.path) ?? [];
    const fileStarts = entries.filter((entry) => entry.fragment === '');
    const byFragment = new Map<string, TocEntry[]>();
    for (const entry of entries) {
      if (entry.fragment === '') continue;
      const list = byFragment.get(entry.fragment);
      if (list) list.push(entry);
      else byFragment.set(entry.fragment, [entry]);
    }
    const document = spineDocument.read(new Set(byFragment.keys()));
    if (document.hasSpeakers) hasSpeakers = true;

    if (toc.length === 0) {
      start(newDraft(document.title, landmarkTypes(spineDocument.path)));
    } else if (fileStarts.length > 0) {
      for (const entry of fileStarts) start(newDraft(entry.title, landmarkTypes(spineDocument.path)));
    } else {
      const own = document.events
        .filter((event) => event.type === 'semantics')
        .flatMap((event) => event.types);
      const separate = modeFromSemantics([...own, ...landmarkTypes(spineDocument.path)]) === 'hide';
      const firstAnchorFirst = document.events.find((event) => event.type !== 'semantics')?.type === 'anchor';
      if (current === null ? !firstAnchorFirst : separate) {
        start(newDraft(document.title, landmarkTypes(spineDocument.path)));
      }
    }
    for (const event of document.events) applyEvent(event, spineDocument.path, byFragment);
  }

  function applyEvent(event: ContentEvent, path: string, byFragment: ReadonlyMap<string, TocEntry[]>): void {
    if (event.type === 'anchor') {
      for (const entry of byFragment.get(event.id) ?? []) {
        start(newDraft(entry.title, landmarkTypes(`${path}#${entry.fragment}`)));
      }
      return;
    }
    const draft = current as Draft | null;
    if (draft === null) {
      if (event.type === 'semantics') return;
      start(newDraft(''));
      applyEvent(event, path, byFragment);
      return;
    }
    if (event.type === 'semantics') {
      // A loop, not push(...types): 200,000 tokens spread as arguments overflow the stack.
      if (draft.paragraphs.length === 0) for (const type of event.types) draft.types.push(type);
      return;
    }
    draft.paragraphs.push(event);
  }

  const last = current as Draft | null;
  if (last !== null) chapters.push(finish(last, chapters.length, normalise, keepText));
  return { chapters, hasSpeakers };
}
