/**
 * What a save file sends to the server, worked out before any call: its
 * progress rows (core's reading of every paragraph cell) for `push`, and for
 * `sync` also its settings parts with their times and its private books
 * (info and text). Pure: the server's side is compared when the plan is
 * applied (see `send-save.ts`).
 */
import { isRecord } from '@typeshelf/core';
import { type BookContent, type BookInfo, bookContentOf, bookInfoOf } from '@typeshelf/core/book';
import {
  type SavedProgressRows,
  type SettingsSide,
  savedProgressRows,
  settingsSideOfStore,
} from '@typeshelf/core/sync';
import type { SaveData } from '@typeshelf/epub';

export type SendScope = 'progress' | 'all';

export interface SavePlan {
  progress: SavedProgressRows;
  /** The save's settings as one side of the settings sync; null for `push`. */
  settings: SettingsSide | null;
  /** The save's private books with their text; empty for `push`. */
  books: { info: BookInfo; content: BookContent }[];
  /** Everything the save holds that is not sent, with why: reported, never passed over in silence. */
  leftOut: LeftOut[];
}

/** One entry of the save not sent: what it is (a paragraph key, a private book) and why. */
export interface LeftOut {
  what: string;
  why: string;
}

const isParagraphList = (value: unknown) =>
  Array.isArray(value) && value.every((paragraph) => typeof paragraph === 'string');

/** Why a private book of the save is not sent; null when it is sent. */
function whyBookLeftOut(id: string, info: unknown, content: unknown): string | null {
  if (!isRecord(info) || info.id !== id) return 'its info is missing or names another book';
  if (info.custom === false) return 'it is a catalogue book, not a private one';
  if (typeof info.updatedAt !== 'number') return 'its info has no time of change';
  if (!isRecord(content) || !Object.values(content).every(isParagraphList))
    return 'its text is missing or malformed';
  // The same check as a private book pulled from the server: what the server would hold must read back.
  if (bookInfoOf(info) === null || bookContentOf(content) === null)
    return 'its info or text breaks the book checks';
  return null;
}

/** A private book the save carries whole: its info (marked custom, with an id and a time) and its text. */
function savedBooks(infos: unknown, contents: unknown, leftOut: LeftOut[]): SavePlan['books'] {
  if (!isRecord(infos)) return [];
  const books: SavePlan['books'] = [];
  const texts = isRecord(contents) ? contents : {};
  for (const [id, info] of Object.entries(infos)) {
    const content = Object.hasOwn(texts, id) ? texts[id] : undefined;
    const why = whyBookLeftOut(id, info, content);
    if (why !== null) {
      leftOut.push({ what: `private book ${id}`, why });
      continue;
    }
    books.push({ info: bookInfoOf(info) as BookInfo, content: bookContentOf(content) as BookContent });
  }
  return books;
}

export function planSave(save: SaveData, scope: SendScope): SavePlan {
  const progress = savedProgressRows(isRecord(save.paragraphsStats) ? save.paragraphsStats : {});
  const leftOut: LeftOut[] = progress.leftOut.map(({ key, why }) => ({ what: `paragraph ${key}`, why }));
  if (scope === 'progress') return { progress, settings: null, books: [], leftOut };
  const books = savedBooks(save.customBooksInfo, save.customBooksContent, leftOut);
  return { progress, settings: settingsSideOfStore(save.settings), books, leftOut };
}
