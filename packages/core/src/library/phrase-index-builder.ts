import { FIRST_WORD_CODE, joinWords, type PhraseIndex, phraseScratch, type TextForms } from './phrase-index';
import { isSpace } from './search-text';
import { varintSize, writeVarint } from './varint';

// Imported bindings are read through a getter under some module loaders
// (the bench's among them); the loops below use these module copies.
const WORD_CODES = FIRST_WORD_CODE;
const sizeOf = varintSize;
const write = writeVarint;
const isOtherSpace = isSpace;

const FNV_OFFSET = 0x811c9dc5;
const FNV_PRIME = 0x01000193;

/** Spreads a hash over its low bits, which pick the table slot. */
function mix(hash: number): number {
  let h = hash ^ (hash >>> 16);
  h = Math.imul(h, 0x7feb352d);
  return h ^ (h >>> 15);
}

/** Grows an Int32Array by doubling; returns the array to keep. */
function grown(array: Int32Array<ArrayBuffer>, needed: number): Int32Array<ArrayBuffer> {
  if (needed <= array.length) return array;
  const bigger = new Int32Array(Math.max(needed, array.length * 2));
  bigger.set(array);
  return bigger;
}

/** An open-addressing table of twice the size, holding ids 0 … count − 1 by their hashes. */
function grownTable(slots: Int32Array, count: number, hashes: Int32Array): Int32Array<ArrayBuffer> {
  const bigger = new Int32Array(slots.length * 2).fill(-1);
  const mask = bigger.length - 1;
  for (let id = 0; id < count; id++) {
    let slot = hashes[id]! & mask;
    while (bigger[slot]! >= 0) slot = (slot + 1) & mask;
    bigger[slot] = id;
  }
  return bigger;
}

/**
 * Whether the characters `chars[from .. to]` are the `length` characters of
 * `text` from `start`, ASCII letters lower-cased.
 */
function sameWord(
  chars: Uint16Array,
  from: number,
  to: number,
  text: string,
  start: number,
  length: number,
): boolean {
  if (to - from !== length) return false;
  for (let j = 0; j < length; j++) {
    let code = text.charCodeAt(start + j);
    if (code >= 65 && code <= 90) code += 32;
    if (chars[from + j] !== code) return false;
  }
  return true;
}

/** Codes a chunk of texts holds, unless one text needs more. */
const CHUNK_CODES = 1 << 16;

/** The most words whose codes fit 16 bits. */
const NARROW_WORDS = 0x10000 - WORD_CODES;

/**
 * Collects the texts of books, book by book in ascending order, and builds a
 * {@link PhraseIndex}. Words are found through an open-addressing table over
 * their hashes, so building reads each character once and makes a string
 * only for a word it has not seen before; the occurrences are grouped by
 * word at the end, in one counting pass. This runs over every description of
 * a catalogue: the loop works on locals and makes the room it needs once per
 * text. The word codes go into chunks of 16-bit codes (32-bit once the words
 * may outgrow them), joined once at the end: growing one array by doubling
 * allocated and copied several times the texts' size, and every large
 * allocation brings the garbage collector's full pass over the whole heap
 * (a catalogue's books included) nearer.
 */
export class PhraseIndexBuilder {
  private words: string[] = [];
  private hashes = new Int32Array(1024);
  /** The characters of the words, back to back: word `w`'s are `wordChars[wordStarts[w] .. wordStarts[w + 1]]`. */
  private wordChars = new Uint16Array(8192);
  private wordStarts = new Int32Array(1025);
  private slots = new Int32Array(2048).fill(-1);
  /** The chunks of codes filled so far, and the one being filled, which starts at code `chunkStart`. */
  private chunks: (Uint16Array | Int32Array)[] = [];
  private chunk: Uint16Array | Int32Array = new Uint16Array(0);
  private chunkStart = 0;
  private textLength = 0;
  private lastText = 0;
  private bookStarts: Int32Array<ArrayBuffer>;
  private nextBook = 0;

  /** `bookCount`, when known, sizes the room for where each book's texts start. */
  constructor(bookCount = 1023) {
    this.bookStarts = new Int32Array(bookCount + 1);
  }

  /**
   * Adds a text of `book` that is the given forms of its field, in any case:
   * words are kept in lower case. Books come in ascending order; a book may
   * have any number of texts. Returns whether the text has a character beyond
   * ASCII, so that a caller who added it as both forms can tell when to look
   * again.
   */
  add(book: number, text: string, forms: TextForms): boolean {
    this.startBook(book);
    // ASCII text is lower-cased on the way, with no copy of it made; other
    // text is read again once lower-cased, since lower case can change its length.
    if (this.read(text, forms, true)) return false;
    this.read(text.toLowerCase(), forms, false);
    return true;
  }

  /** Changes the forms of the text added last. */
  setLastForms(forms: TextForms): void {
    this.chunk[this.lastText - this.chunkStart] = forms;
  }

  /** The index over books 0 … bookCount − 1. */
  finish(bookCount: number): PhraseIndex {
    this.startBook(bookCount);
    const { words } = this;
    const count = words.length;
    const texts = this.joinedTexts();
    const bookStarts =
      this.bookStarts.length === bookCount + 1 ? this.bookStarts : this.bookStarts.slice(0, bookCount + 1);
    // Two passes over the texts, book by book: the first sizes each word's
    // books and places, the second writes them, so each word's come out in book order.
    const lastBook = new Int32Array(count).fill(-1);
    const bookStepStarts = new Int32Array(count + 1);
    const placeStarts = new Int32Array(count + 1);
    for (let book = 0; book < bookCount; book++) {
      const first = bookStarts[book]!;
      for (let at = first; at < bookStarts[book + 1]!; at++) {
        const word = texts[at]! - WORD_CODES;
        if (word < 0) continue;
        // A flag bit doubles the place; it needs a byte more exactly when the place does.
        placeStarts[word + 1]! += sizeOf((at - first) * 2);
        if (lastBook[word] === book) continue;
        bookStepStarts[word + 1]! += sizeOf(book - lastBook[word]!);
        lastBook[word] = book;
      }
    }
    for (let word = 0; word < count; word++) {
      bookStepStarts[word + 1]! += bookStepStarts[word]!;
      placeStarts[word + 1]! += placeStarts[word]!;
    }
    const bookSteps = new Uint8Array(bookStepStarts[count]!);
    const places = new Uint8Array(placeStarts[count]!);
    const nextStep = bookStepStarts.slice(0, count);
    const nextPlace = placeStarts.slice(0, count);
    lastBook.fill(-1);
    for (let book = 0; book < bookCount; book++) {
      const first = bookStarts[book]!;
      for (let at = first; at < bookStarts[book + 1]!; at++) {
        const word = texts[at]! - WORD_CODES;
        if (word < 0) continue;
        // The book's first place is flagged as it is written, with no going back to a byte written before.
        let flag = 0;
        if (lastBook[word] !== book) {
          nextStep[word] = write(bookSteps, nextStep[word]!, book - lastBook[word]!);
          lastBook[word] = book;
          flag = 1;
        }
        nextPlace[word] = write(places, nextPlace[word]!, (at - first) * 2 + flag);
      }
    }
    // The builder's tables go with it; the index keeps only what search reads.
    // Field by field rather than spread: a spread copy keeps only some fields in the object itself.
    const { joined, wordOffsets } = joinWords(words);
    return {
      words,
      texts,
      bookStarts,
      bookStepStarts,
      bookSteps,
      placeStarts,
      places,
      joined,
      wordOffsets,
      scratch: phraseScratch(words),
    };
  }

  /** Records where the texts of books up to `book` begin. */
  private startBook(book: number): void {
    if (book < this.nextBook) return;
    this.bookStarts = grown(this.bookStarts, book + 1);
    for (let b = this.nextBook; b <= book; b++) this.bookStarts[b] = this.textLength;
    this.nextBook = book + 1;
  }

  /**
   * Reads a text into the index. With `asciiOnly`, stops at the first
   * character beyond ASCII and returns false, having kept none of it.
   */
  private read(text: string, forms: TextForms, asciiOnly: boolean): boolean {
    // A text of n characters holds at most (n + 1) / 2 words, and as many new words.
    const most = (text.length + 1) >> 1;
    this.hashes = grown(this.hashes, this.words.length + most);
    this.wordStarts = grown(this.wordStarts, this.words.length + most + 1);
    this.makeRoom(most + 1);
    const { words, hashes, wordStarts } = this;
    const texts = this.chunk;
    let length = this.textLength - this.chunkStart;
    texts[length++] = forms;
    let start = 0;
    let hash = FNV_OFFSET;
    for (let i = 0; i <= text.length; i++) {
      let code = i < text.length ? text.charCodeAt(i) : 32;
      // Printable ASCII first: nearly every character of a description.
      if (code > 32 && code < 0x80) {
        if (code <= 90 && code >= 65) code += 32;
        hash = Math.imul(hash ^ code, FNV_PRIME);
        continue;
      }
      if (code > 0x7f && asciiOnly) return false;
      if (code !== 32 && (code < 9 || code > 13) && (code < 160 || !isOtherSpace(code))) {
        hash = Math.imul(hash ^ code, FNV_PRIME);
        continue;
      }
      if (i > start) {
        const wordHash = mix(hash);
        const slots = this.slots;
        const mask = slots.length - 1;
        let slot = wordHash & mask;
        let word = -1;
        for (;;) {
          const id = slots[slot]!;
          if (id < 0) break;
          if (
            hashes[id] === wordHash &&
            sameWord(this.wordChars, wordStarts[id]!, wordStarts[id + 1]!, text, start, i - start)
          ) {
            word = id;
            break;
          }
          slot = (slot + 1) & mask;
        }
        if (word < 0) {
          word = words.length;
          words.push(this.keepWord(text, start, i));
          hashes[word] = wordHash;
          slots[slot] = word;
          if (words.length * 2 > slots.length) this.slots = grownTable(slots, words.length, hashes);
        }
        texts[length++] = word + WORD_CODES;
      }
      start = i + 1;
      hash = FNV_OFFSET;
    }
    this.lastText = this.textLength;
    this.textLength = this.chunkStart + length;
    return true;
  }

  /** Adds the word `text[start .. end]` to the words' characters; returns it lower-cased. */
  private keepWord(text: string, start: number, end: number): string {
    const word = text.slice(start, end).toLowerCase();
    const id = this.words.length;
    const from = this.wordStarts[id]!;
    if (from + word.length > this.wordChars.length) {
      const bigger = new Uint16Array(Math.max(from + word.length, this.wordChars.length * 2));
      bigger.set(this.wordChars);
      this.wordChars = bigger;
    }
    for (let j = 0; j < word.length; j++) this.wordChars[from + j] = word.charCodeAt(j);
    this.wordStarts[id + 1] = from + word.length;
    return word;
  }

  /**
   * Makes sure the chunk being filled has room for `codes` more codes, and
   * holds 32-bit codes when the words may outgrow 16 bits before it is full.
   */
  private makeRoom(codes: number): void {
    const used = this.textLength - this.chunkStart;
    const wide = this.words.length + codes > NARROW_WORDS;
    if (used + codes <= this.chunk.length && (!wide || this.chunk instanceof Int32Array)) return;
    if (used > 0) this.chunks.push(this.chunk.subarray(0, used));
    const size = Math.max(CHUNK_CODES, codes);
    this.chunk = wide ? new Int32Array(size) : new Uint16Array(size);
    this.chunkStart = this.textLength;
  }

  /** Every text's codes in one array, 16-bit while the codes fit. */
  private joinedTexts(): Uint16Array | Int32Array {
    const { textLength } = this;
    const texts =
      this.words.length <= NARROW_WORDS ? new Uint16Array(textLength) : new Int32Array(textLength);
    let at = 0;
    for (const chunk of this.chunks) {
      texts.set(chunk, at);
      at += chunk.length;
    }
    texts.set(this.chunk.subarray(0, textLength - this.chunkStart), at);
    return texts;
  }
}
