import type { PhraseIndex, TextForms } from './phrase-index';
import { isSpace } from './search-text';

const FNV_OFFSET = 0x811c9dc5;
const FNV_PRIME = 0x01000193;

/** Spreads a hash over its low bits, which pick the table slot. */
function mix(hash: number): number {
  let h = hash ^ (hash >>> 16);
  h = Math.imul(h, 0x7feb352d);
  return h ^ (h >>> 15);
}

const pairHash = (first: number, second: number) => mix(Math.imul(first, 0x9e3779b1) + second);

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

/** Whether `word` is the `length` characters of `text` from `start`, ASCII letters lower-cased. */
function sameWord(word: string, text: string, start: number, length: number): boolean {
  if (word.length !== length) return false;
  for (let j = 0; j < length; j++) {
    let code = text.charCodeAt(start + j);
    if (code >= 65 && code <= 90) code += 32;
    if (word.charCodeAt(j) !== code) return false;
  }
  return true;
}

/** Compressed postings: every (item, book) occurrence, grouped by item. */
function postings(items: Int32Array, books: Int32Array, count: number, itemCount: number) {
  const starts = new Int32Array(itemCount + 1);
  for (let i = 0; i < count; i++) starts[items[i]! + 1]!++;
  for (let i = 0; i < itemCount; i++) starts[i + 1]! += starts[i]!;
  const next = starts.slice(0, itemCount);
  const out = new Int32Array(count);
  // Occurrences arrive in book order, so each item's books come out ascending.
  for (let i = 0; i < count; i++) out[next[items[i]!]!++] = books[i]!;
  return { starts, books: out };
}

/**
 * Collects the texts of books, book by book in ascending order, and builds a
 * {@link PhraseIndex}. Words and pairs are found through open-addressing
 * tables over their hashes, so building reads each character once and makes
 * a string only for a word it has not seen before. This runs over every
 * description of a catalogue: the loop works on locals and makes the room it
 * needs once per text.
 */
export class PhraseIndexBuilder {
  private words: string[] = [];
  private wordHashes = new Int32Array(1024);
  private wordLastBook = new Int32Array(1024);
  private wordSlots = new Int32Array(2048).fill(-1);
  private pairFirst = new Int32Array(1024);
  private pairSecond = new Int32Array(1024);
  private pairHashes = new Int32Array(1024);
  private pairLastBook = new Int32Array(1024);
  private pairSlots = new Int32Array(2048).fill(-1);
  private pairCount = 0;
  /** Every (word, book) and (pair, book) occurrence, once per book. */
  private wordItems = new Int32Array(4096);
  private wordBooks = new Int32Array(4096);
  private wordOccurrences = 0;
  private pairItems = new Int32Array(4096);
  private pairBooks = new Int32Array(4096);
  private pairOccurrences = 0;
  private texts = new Int32Array(4096);
  private textLength = 0;
  private lastText = 0;
  private bookStarts = new Int32Array(1024);
  private nextBook = 0;

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
    if (this.read(book, text, forms, true)) return false;
    this.read(book, text.toLowerCase(), forms, false);
    return true;
  }

  /** Changes the forms of the text added last. */
  setLastForms(forms: TextForms): void {
    this.texts[this.lastText] = -forms;
  }

  /**
   * Reads a text into the index. With `asciiOnly`, stops at the first
   * character beyond ASCII, takes back what it added and returns false.
   */
  private read(book: number, text: string, forms: TextForms, asciiOnly: boolean): boolean {
    // A text of n characters holds at most (n + 1) / 2 words, and as many new words and pairs.
    this.reserve((text.length + 1) >> 1);
    const { words, wordHashes, wordLastBook, wordItems, wordBooks } = this;
    const { pairFirst, pairSecond, pairHashes, pairLastBook, pairItems, pairBooks, texts } = this;
    let wordOccurrences = this.wordOccurrences;
    let pairOccurrences = this.pairOccurrences;
    let length = this.textLength;
    texts[length++] = -forms;
    let previous = -1;
    let start = 0;
    let hash = FNV_OFFSET;
    for (let i = 0; i <= text.length; i++) {
      let code = i < text.length ? text.charCodeAt(i) : 32;
      if (code >= 65 && code <= 90) code += 32;
      else if (code > 0x7f && asciiOnly) {
        this.takeBack(this.wordOccurrences, wordOccurrences, this.pairOccurrences, pairOccurrences);
        return false;
      }
      if (!(code === 32 || (code <= 13 && code >= 9) || (code >= 160 && isSpace(code)))) {
        hash = Math.imul(hash ^ code, FNV_PRIME);
        continue;
      }
      if (i > start) {
        const wordHash = mix(hash);
        const slots = this.wordSlots;
        const mask = slots.length - 1;
        let slot = wordHash & mask;
        let word = -1;
        for (;;) {
          const id = slots[slot]!;
          if (id < 0) break;
          if (wordHashes[id] === wordHash && sameWord(words[id]!, text, start, i - start)) {
            word = id;
            break;
          }
          slot = (slot + 1) & mask;
        }
        if (word < 0) {
          word = words.length;
          words.push(text.slice(start, i).toLowerCase());
          wordHashes[word] = wordHash;
          wordLastBook[word] = -1;
          slots[slot] = word;
          if (words.length * 2 > slots.length) this.wordSlots = grownTable(slots, words.length, wordHashes);
        }
        texts[length++] = word;
        if (wordLastBook[word] !== book) {
          wordLastBook[word] = book;
          wordItems[wordOccurrences] = word;
          wordBooks[wordOccurrences++] = book;
        }
        if (previous >= 0) {
          // The pair table, inline: a method call per word costs as much as the rest of the loop.
          const pairHashValue = pairHash(previous, word);
          const pairTable = this.pairSlots;
          const pairMask = pairTable.length - 1;
          let pairSlot = pairHashValue & pairMask;
          let pair = -1;
          for (;;) {
            const id = pairTable[pairSlot]!;
            if (id < 0) break;
            if (pairFirst[id] === previous && pairSecond[id] === word) {
              pair = id;
              break;
            }
            pairSlot = (pairSlot + 1) & pairMask;
          }
          if (pair < 0) {
            pair = this.pairCount++;
            pairFirst[pair] = previous;
            pairSecond[pair] = word;
            pairHashes[pair] = pairHashValue;
            pairLastBook[pair] = -1;
            pairTable[pairSlot] = pair;
            if (this.pairCount * 2 > pairTable.length)
              this.pairSlots = grownTable(pairTable, this.pairCount, pairHashes);
          }
          if (pairLastBook[pair] !== book) {
            pairLastBook[pair] = book;
            pairItems[pairOccurrences] = pair;
            pairBooks[pairOccurrences++] = book;
          }
        }
        previous = word;
      }
      start = i + 1;
      hash = FNV_OFFSET;
    }
    this.wordOccurrences = wordOccurrences;
    this.pairOccurrences = pairOccurrences;
    this.lastText = this.textLength;
    this.textLength = length;
    return true;
  }

  /**
   * Forgets the occurrences noted from `wordFrom` and `pairFrom` on. Their
   * words and pairs were first met in this text for this book (else they
   * would not have been noted), so forgetting that they were met is right.
   */
  private takeBack(wordFrom: number, wordTo: number, pairFrom: number, pairTo: number): void {
    for (let i = wordFrom; i < wordTo; i++) this.wordLastBook[this.wordItems[i]!] = -1;
    for (let i = pairFrom; i < pairTo; i++) this.pairLastBook[this.pairItems[i]!] = -1;
  }

  /** The index over books 0 … bookCount − 1. */
  finish(bookCount: number): PhraseIndex {
    this.startBook(bookCount);
    const words = postings(this.wordItems, this.wordBooks, this.wordOccurrences, this.words.length);
    const pairs = postings(this.pairItems, this.pairBooks, this.pairOccurrences, this.pairCount);
    return {
      words: this.words,
      wordStarts: words.starts,
      wordBooks: words.books,
      pairFirst: this.pairFirst.slice(0, this.pairCount),
      pairSecond: this.pairSecond.slice(0, this.pairCount),
      pairStarts: pairs.starts,
      pairBooks: pairs.books,
      texts: this.texts.slice(0, this.textLength),
      bookStarts: this.bookStarts.slice(0, bookCount + 1),
    };
  }

  /** Records where the texts of books up to `book` begin. */
  private startBook(book: number): void {
    if (book < this.nextBook) return;
    this.bookStarts = grown(this.bookStarts, book + 2);
    for (let b = this.nextBook; b <= book; b++) this.bookStarts[b] = this.textLength;
    this.nextBook = book + 1;
  }

  /** Makes room for `count` more words, pairs, occurrences of each and text entries. */
  private reserve(count: number): void {
    const words = this.words.length + count;
    this.wordHashes = grown(this.wordHashes, words);
    this.wordLastBook = grown(this.wordLastBook, words);
    const pairs = this.pairCount + count;
    this.pairFirst = grown(this.pairFirst, pairs);
    this.pairSecond = grown(this.pairSecond, pairs);
    this.pairHashes = grown(this.pairHashes, pairs);
    this.pairLastBook = grown(this.pairLastBook, pairs);
    this.wordItems = grown(this.wordItems, this.wordOccurrences + count);
    this.wordBooks = grown(this.wordBooks, this.wordOccurrences + count);
    this.pairItems = grown(this.pairItems, this.pairOccurrences + count);
    this.pairBooks = grown(this.pairBooks, this.pairOccurrences + count);
    this.texts = grown(this.texts, this.textLength + count + 1);
  }
}
