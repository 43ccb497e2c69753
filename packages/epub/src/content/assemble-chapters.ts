import type { ChapterInfo, ChapterMode } from '@typeshelf/core/book';
import type { TocEntry } from '../package/table-of-contents';
import { isNotesSection, semanticsRule, strongestMode, titleRule, titleWords } from './chapter-modes';
import type { ContentDocument, ContentEvent, ParagraphEvent } from './content-events';
import {
  isColophonPage,
  isFundPage,
  isPrintedContents,
  isTranscribersNote,
  isTranscribersRemark,
} from './matter-by-content';
import { NO_TITLE, titleFromText } from './title-from-text';

/**
 * Turns content documents, in spine order, into chapters whose boundaries
 * and titles follow the table of contents. A spine file that no entry points
 * at is a chapter of its own, classified like any other (a publisher's fund
 * page after the story is not the story's end); without a table of contents
 * every spine file is a chapter. When the table of contents lists only
 * matter (a Project Gutenberg book listing only its licence), a very long
 * spine file is cut at its headings too. Project Gutenberg's start and end
 * markers cut a chapter: what comes before the start marker is the PG
 * header, what comes from the end marker on is its licence, both hidden.
 */

export interface SpineDocument {
  path: string;
  /** Reads the document lazily, so a file is parsed once and only if needed. */
  read(anchors: ReadonlySet<string>): ContentDocument;
}

export interface AssembledChapter {
  info: ChapterInfo;
  paragraphs: string[];
  /** Why the chapter is not typed ('licence', 'fund page', 'no text'…); null for a typed chapter. */
  reason: string | null;
  /** Its leading headings, dropped from its text, kept in case it continues the chapter before it. */
  leading: string[];
  /** The length of `leading`'s text. */
  leadingLength: number;
  /** A table-of-contents entry starts it. */
  listed: boolean;
  /** Its title is its document's `<title>`. */
  documentTitled: boolean;
  /** A title read from its text (a heading-like first line or its opening words), '' when it has none. */
  textTitle: string;
  /** `textTitle` is a heading-like line, which the title rules read. */
  textTitleIsLine: boolean;
}

interface Draft {
  /** The table of contents' title; '' for a chapter found from the spine or a marker. */
  title: string;
  /** The document's own `<title>`, used when nothing better names a chapter found from the spine. */
  documentTitle: string;
  /** Semantics and landmark types seen before the chapter's first paragraph. */
  types: string[];
  paragraphs: ParagraphEvent[];
  /** A table-of-contents entry starts it: it is kept even when empty and content rules never hide it. */
  listed: boolean;
  /** Hidden whatever its title says, and why (the PG header and licence). */
  forced: string | null;
}

const newDraft = (title: string, types: string[] = [], listed = false, documentTitle = ''): Draft => ({
  title,
  documentTitle,
  types,
  paragraphs: [],
  listed,
  forced: null,
});

function firstHeading(draft: Draft): string {
  return draft.paragraphs.find((paragraph) => paragraph.kind !== 'paragraph')?.heading ?? '';
}

/** A document title as a chapter title: quotes around the whole of it ('"Cover"') are not part of the name. */
function cleanDocumentTitle(title: string): string {
  return title.replace(/^["'“‘«„]+\s*(.*?)\s*["'”’»“]+$/u, '$1').trim();
}

/** What the assembler knows of the book while it finishes a chapter. */
interface BookContext {
  keepText: boolean;
  /** The navigation's titles as words, to recognise a printed table of contents. */
  navTitles: ReadonlySet<string>;
  /** The longest of them, in characters as written. */
  longestTitle: number;
}

/**
 * Finishes a draft: drops leading headings (the title shows them) and notes
 * outside a notes chapter, decides the mode and why. Without `keepText` each
 * paragraph is measured and counted but kept as the empty string.
 */
function finish(draft: Draft, index: number, book: BookContext): AssembledChapter {
  const notesChapter = isNotesSection(draft.types);
  const named = draft.title || firstHeading(draft);
  const title = named || cleanDocumentTitle(draft.documentTitle);
  const kept = draft.paragraphs.filter(
    (paragraph) =>
      (notesChapter || !paragraph.note) &&
      !(paragraph.kind === 'paragraph' && isTranscribersRemark(paragraph.text)),
  );
  // A printed contents list inside a chapter is dropped; a chapter of nothing else but headings keeps it, hidden for it.
  const onlyContents =
    kept.some((paragraph) => paragraph.contents) &&
    kept.every((paragraph) => paragraph.contents || paragraph.kind !== 'paragraph');
  const body = onlyContents ? kept : kept.filter((paragraph) => !paragraph.contents);
  let start = 0;
  while (start < body.length && body[start]!.kind !== 'paragraph') start++;
  const onlyHeadings = start === body.length && body.length > 0;
  // Leading headings are dropped (the title shows them), but kept aside for a chapter that may turn out to continue another.
  const leading: string[] = [];
  const text: string[] = [];
  const paragraphs: string[] = [];
  let length = 0;
  let leadingLength = 0;
  for (let i = 0; i < body.length; i++) {
    const normalised = body[i]!.text;
    if (normalised === '') continue;
    if (i < start && !onlyHeadings) {
      if (!draft.listed) {
        leading.push(book.keepText ? normalised : '');
        leadingLength += normalised.length;
      }
      continue;
    }
    text.push(normalised);
    paragraphs.push(book.keepText ? normalised : '');
    length += normalised.length;
  }
  // Read from the text only when needed: a chapter found from the spine with no heading and no title of its own.
  const fromText = named === '' ? titleFromText(text) : NO_TITLE;
  const textTitle = fromText.line || fromText.opening;
  const shown = title || textTitle || `Chapter ${index + 1}`;
  // Opening words are no title: the title rules read a heading-like line, never the start of a sentence.
  const ruled = title || fromText.line || `Chapter ${index + 1}`;
  const decided = decideMode(draft, ruled, text, onlyHeadings, book);
  const { mode, reason } =
    onlyContents && decided.mode !== 'hide' ? { mode: 'hide' as const, reason: 'printed contents' } : decided;
  return {
    info: { id: String(index).padStart(3, '0'), title: shown, mode, length },
    paragraphs,
    reason,
    leading,
    leadingLength,
    listed: draft.listed,
    documentTitled: named === '' && title !== '',
    textTitle,
    textTitleIsLine: fromText.line !== '',
  };
}

function decideMode(
  draft: Draft,
  title: string,
  text: readonly string[],
  onlyHeadings: boolean,
  book: BookContext,
): { mode: ChapterMode; reason: string | null } {
  if (draft.forced !== null) return { mode: 'hide', reason: draft.forced };
  const byTitle = titleRule(title);
  const bySemantics = semanticsRule(draft.types);
  const mode = strongestMode(byTitle.mode, bySemantics.mode);
  if (mode === 'hide') return { mode, reason: byTitle.mode === 'hide' ? byTitle.reason : bySemantics.reason };
  if (text.length === 0) return { mode: 'hide', reason: 'no text' };
  if (isPrintedContents(text, book.navTitles, book.longestTitle))
    return { mode: 'hide', reason: 'printed contents' };
  // A chapter the table of contents lists is the book's own: only its title and semantics may hide it.
  if (!draft.listed) {
    if (isFundPage(text)) return { mode: 'hide', reason: 'fund page' };
    if (isColophonPage(text)) return { mode: 'hide', reason: 'colophon' };
    if (isTranscribersNote(text)) return { mode: 'hide', reason: "transcriber's note" };
  }
  if (mode === 'skip') return { mode, reason: byTitle.mode === 'skip' ? byTitle.reason : bySemantics.reason };
  // A heading alone on a page the table of contents leaves out is a half-title, not a part of the book.
  if (onlyHeadings && !draft.listed && book.navTitles.size > 0) return { mode: 'hide', reason: 'half title' };
  // A part title page carries only its heading: listed, but not needed for 100%.
  if (onlyHeadings) return { mode: 'skip', reason: 'heading only' };
  return { mode: 'type', reason: null };
}

/**
 * A document title several chapters share is the book's running title
 * ("The Project Gutenberg eBook of 呻吟語, by Kun Lü" on every file), not a
 * chapter's name: those chapters are named from their text instead, or
 * numbered when they have none.
 */
function untitleRunningTitles(chapters: AssembledChapter[]): void {
  const documentTitled = chapters.filter((chapter) => chapter.documentTitled);
  const uses = new Map<string, number>();
  for (const chapter of documentTitled) uses.set(chapter.info.title, (uses.get(chapter.info.title) ?? 0) + 1);
  for (const chapter of documentTitled) {
    if ((uses.get(chapter.info.title) ?? 0) <= 1) continue;
    chapter.info.title = chapter.textTitle || `Chapter ${Number(chapter.info.id) + 1}`;
    // Its mode was decided under the running title: a heading-like line may say more ('PREFACE').
    if (chapter.textTitleIsLine && chapter.info.mode === 'type') {
      const { mode, reason } = titleRule(chapter.textTitle);
      chapter.info.mode = mode;
      chapter.reason = reason;
    }
  }
}

/** A spine file this long (characters of text) is cut at its headings when the table of contents lists only matter. */
const GIANT_DOCUMENT = 60_000;

/** The heading kind that cuts a giant document: the highest level used at least twice, or null. */
function cuttingHeading(document: ContentDocument): string | null {
  const counts = new Map<string, number>();
  for (const event of document.events)
    if (event.type === 'paragraph' && event.kind !== 'paragraph')
      counts.set(event.kind, (counts.get(event.kind) ?? 0) + 1);
  for (const kind of ['h1', 'h2', 'h3', 'h4']) if ((counts.get(kind) ?? 0) >= 2) return kind;
  return null;
}

function characters(document: ContentDocument): number {
  let total = 0;
  for (const event of document.events) if (event.type === 'paragraph') total += event.length;
  return total;
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
  keepText = true,
): { chapters: AssembledChapter[]; hasSpeakers: boolean } {
  const entriesByPath = new Map<string, TocEntry[]>();
  for (const entry of toc) {
    const list = entriesByPath.get(entry.path);
    if (list) list.push(entry);
    else entriesByPath.set(entry.path, [entry]);
  }
  const book: BookContext = {
    keepText,
    navTitles: new Set(toc.map((entry) => titleWords(entry.title)).filter((words) => words !== '')),
    longestTitle: toc.reduce((longest, entry) => Math.max(longest, entry.title.length), 0),
  };
  const navOnlyMatter = toc.length > 0 && toc.every((entry) => titleRule(entry.title).mode !== 'type');
  // A draft is final once the next one starts: it is finished then, so a
  // chapter's raw paragraphs are garbage before the next chapter is read
  // rather than all held until the end of the book.
  const chapters: AssembledChapter[] = [];
  let current: Draft | null = null;
  let hasSpeakers = false;
  /** Past Project Gutenberg's end marker: everything is its licence. */
  let inLicence = false;
  /** A chapter found from the spine with nothing in it, kept only if the book has no other. */
  let lastDropped: AssembledChapter | null = null;
  const push = (draft: Draft) => {
    const chapter = finish(draft, chapters.length, book);
    const before = chapters[chapters.length - 1];
    if (!draft.listed && chapter.paragraphs.length === 0) lastDropped = chapter;
    else if (
      !draft.listed &&
      !navOnlyMatter &&
      chapter.info.mode === 'type' &&
      before?.listed === true &&
      before.info.mode === 'type'
    ) {
      // Body text outside the table of contents after a listed chapter of body text is that chapter's
      // continuation (a converter splits long files); only matter outside it is a chapter of its own.
      for (const line of chapter.leading) before.paragraphs.push(line);
      for (const line of chapter.paragraphs) before.paragraphs.push(line);
      before.info.length += chapter.leadingLength + chapter.info.length;
    } else {
      chapters.push(chapter);
      // A chapter's leading headings are needed only if it is merged: not once pushed.
      chapter.leading = [];
    }
  };
  const start = (draft: Draft) => {
    if (inLicence) draft.forced = 'licence';
    if (current !== null) push(current);
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
    const types = landmarkTypes(spineDocument.path);

    if (toc.length === 0) {
      // Without a table of contents the document's own title names its chapter, as a reader's would.
      start(newDraft(document.title, types));
    } else if (fileStarts.length > 0) {
      for (const entry of fileStarts) start(newDraft(entry.title, types, true));
    } else if (document.events.find((event) => event.type !== 'semantics')?.type !== 'anchor') {
      // Outside the table of contents: a chapter of its own, unless an entry's anchor opens the file.
      start(newDraft('', types, false, document.title));
    }
    const cut = navOnlyMatter && characters(document) > GIANT_DOCUMENT ? cuttingHeading(document) : null;
    for (const event of document.events) {
      if (cut !== null && event.type === 'paragraph' && event.kind === cut) {
        const draft = current as Draft | null;
        if (draft !== null && draft.paragraphs.length > 0) start(newDraft(''));
      }
      applyEvent(event, spineDocument.path, byFragment);
    }
  }

  function gutenberg(marker: 'start' | 'end', event: ParagraphEvent, draft: Draft): void {
    if (marker === 'start') {
      // Everything so far is the PG header: what the draft holds becomes a hidden chapter and it goes on empty.
      const header = newDraft('', draft.types);
      header.paragraphs = [...draft.paragraphs, event];
      header.forced = 'pg header';
      header.documentTitle = 'Project Gutenberg';
      for (const chapter of chapters)
        if (chapter.info.mode !== 'hide') {
          chapter.info.mode = 'hide';
          chapter.reason = 'pg header';
        }
      const finished = finish(header, chapters.length, book);
      chapters.push(finished);
      draft.paragraphs = [];
      draft.types = [];
      if (!draft.listed) draft.documentTitle = '';
      return;
    }
    inLicence = true;
    const licence = newDraft('', [], false, 'Project Gutenberg');
    start(licence);
    licence.paragraphs.push(event);
  }

  function applyEvent(event: ContentEvent, path: string, byFragment: ReadonlyMap<string, TocEntry[]>): void {
    if (event.type === 'anchor') {
      for (const entry of byFragment.get(event.id) ?? []) {
        start(newDraft(entry.title, landmarkTypes(`${path}#${entry.fragment}`), true));
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
    const marker = inLicence ? null : event.marker;
    if (marker !== null) gutenberg(marker, event, draft);
    else draft.paragraphs.push(event);
  }

  const last = current as Draft | null;
  if (last !== null) push(last);
  const dropped = lastDropped as AssembledChapter | null;
  if (chapters.length === 0 && dropped !== null) chapters.push(dropped);
  untitleRunningTitles(chapters);
  return { chapters, hasSpeakers };
}
