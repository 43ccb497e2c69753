/**
 * What a save file sends to the server, worked out before any call: its
 * progress rows (core's reading of every paragraph cell) for `push`, and for
 * `sync` also its settings parts with their times and its private books
 * (info and text). Pure: the server's side is compared when the plan is
 * applied (see `send-save.ts`).
 */
import { isRecord } from '@typeshelf/core';
import type { BookContent, BookInfo } from '@typeshelf/core/book';
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
}

const isParagraphList = (value: unknown) =>
  Array.isArray(value) && value.every((paragraph) => typeof paragraph === 'string');

/** A private book the save carries whole: its info (marked custom, with an id and a time) and its text. */
function savedBooks(infos: unknown, contents: unknown): SavePlan['books'] {
  if (!isRecord(infos) || !isRecord(contents)) return [];
  const books: SavePlan['books'] = [];
  for (const [id, info] of Object.entries(infos)) {
    const content = contents[id];
    if (!isRecord(info) || info.id !== id || info.custom === false || typeof info.updatedAt !== 'number')
      continue;
    if (!isRecord(content) || !Object.values(content).every(isParagraphList)) continue;
    books.push({ info: info as unknown as BookInfo, content: content as unknown as BookContent });
  }
  return books;
}

export function planSave(save: SaveData, scope: SendScope): SavePlan {
  const progress = savedProgressRows(isRecord(save.paragraphsStats) ? save.paragraphsStats : {});
  if (scope === 'progress') return { progress, settings: null, books: [] };
  return {
    progress,
    settings: settingsSideOfStore(save.settings),
    books: savedBooks(save.customBooksInfo, save.customBooksContent),
  };
}
