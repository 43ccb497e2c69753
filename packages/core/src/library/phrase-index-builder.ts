import { FIRST_WORD_CODE, joinWords, type PhraseIndex, phraseScratch, type TextForms } from './phrase-index';
import { isSpace } from './search-text';
import { varintSize, writeVarint } from './varint';

// Imported bindings are read through a getter under some module loaders
// (the bench's among them); the loops below use these module copies.
const WORD_CODES = FIRST_WORD_CODE;
const sizeOf = varintSize;
const write = writeVarint;
const isOtherSpace = isSpace;

/** Spreads a hash over its low bits, which pick the table slot. */
function mix(hash: number): number {
  let h = hash ^ (hash >>> 16);
  h = Math.imul(h, 0x7feb352d);
  return h ^ (h >>> 15);
}

/*
 * A word's key is its last eight characters' low bytes, in two 32-bit
 * halves, and a tag: its length, negative when a character is beyond
 * Latin-1. A word of up to eight characters within Latin-1, nearly every
 * word of a description, is its key exactly, so finding it in the table
 * compares three numbers instead of its characters; other words are
 * compared character by character as well.
 */

/** An ASCII capital's lower case; any other code as it is. */
function lowerAscii(code: number): number {
  return code >= 65 && code <= 90 ? code | 32 : code;
}

/** Whether words with this tag are their keys exactly. */
function isExact(tag: number): boolean {
  return tag > 0 && tag <= 8;
}

/**
 * The hash of the word `text[start .. end]` with that key: a word not its
 * key exactly has its first and middle characters count too, so that long
 * words ending alike spread over the table.
 */
function keyHash(text: string, start: number, end: number, low: number, high: number, tag: number): number {
  let hash = low ^ Math.imul(high, 0x9e3779b1) ^ Math.imul(tag, 0x85ebca6b);
  if (!isExact(tag)) {
    const first = lowerAscii(text.charCodeAt(start));
    hash ^= Math.imul(first | (lowerAscii(text.charCodeAt((start + end) >> 1)) << 16), 0xc2b2ae35);
  }
  return mix(hash);
}

/** Numbers per word of the words' keys. */
const STRIDE = 4;

/** Grows an Int32Array by doubling; returns the array to keep. */
function grown(array: Int32Array<ArrayBuffer>, needed: number): Int32Array<ArrayBuffer> {
  if (needed <= array.length) return array;
  const bigger = new Int32Array(Math.max(needed, array.length * 2));
  bigger.set(array);
  return bigger;
}

/** A copy of `array` in a larger one of `size` entries. */
function resized(array: Int32Array, size: number): Int32Array<ArrayBuffer> {
  const bigger = new Int32Array(size);
  bigger.set(array);
  return bigger;
}

/**
 * An open-addressing table of twice the size, holding words 0 … count − 1
 * by their hashes in `keys` (see {@link PhraseIndexBuilder.wordKeys}); −1
 * marks an empty slot.
 */
function grownTable(slots: Int32Array, count: number, keys: Int32Array): Int32Array<ArrayBuffer> {
  const bigger = new Int32Array(slots.length * 2).fill(-1);
  const mask = bigger.length - 1;
  for (let word = 0; word < count; word++) {
    let slot = keys[word * STRIDE + 3]! & mask;
    while (bigger[slot]! >= 0) slot = (slot + 1) & mask;
    bigger[slot] = word;
  }
  return bigger;
}

/**
 * Whether a word of `chars` from `from` and one of `text` from `start`, both
 * with this tag and with equal keys, are the same word, ASCII capitals in
 * `text` taken as lower case. Within Latin-1 the keys hold the last eight
 * characters exactly, so only the characters before them are compared.
 */
function sameStart(chars: Uint16Array, from: number, text: string, start: number, tag: number): boolean {
  const length = tag > 0 ? tag - 8 : -tag;
  for (let j = 0; j < length; j++) {
    if (chars[from + j] !== lowerAscii(text.charCodeAt(start + j))) return false;
  }
  return true;
}

/**
 * The string of `chars[from .. to]`. Made from the characters rather than
 * sliced from the text: a slice of a long word would keep the whole
 * lower-cased text alive. A few thousand characters per call, as a call's
 * arguments are limited.
 */
function stringOf(chars: Uint16Array, from: number, to: number): string {
  let text = '';
  for (let at = from; at < to; at += 4096) {
    text += String.fromCharCode.apply(
      null,
      chars.subarray(at, Math.min(to, at + 4096)) as unknown as number[],
    );
  }
  return text;
}

/*
 * The loops of finishing are functions of their own: V8 compiled a method
 * holding them from its first loop, before the code after it had run, and
 * undid that code on reaching it, in every build.
 */

/** Where each of `count` parts of these sizes starts, and one more entry for their end. */
function starts(sizes: Int32Array, count: number): Int32Array {
  const result = new Int32Array(count + 1);
  for (let i = 0; i < count; i++) result[i + 1] = result[i]! + sizes[i]!;
  return result;
}

/**
 * Each word's books (see {@link PhraseIndex.bookSteps}), written in one
 * pass over the texts, book by book; `lastBook` holds −1 for every word.
 */
function writeBookSteps(
  texts: Uint16Array | Int32Array,
  bookStarts: Int32Array,
  stepStarts: Int32Array,
  lastBook: Int32Array,
): Uint8Array {
  const count = stepStarts.length - 1;
  const bookSteps = new Uint8Array(stepStarts[count]!);
  const nextStep = stepStarts.slice(0, count);
  for (let book = 0; book < bookStarts.length - 1; book++) {
    const end = bookStarts[book + 1]!;
    for (let at = bookStarts[book]!; at < end; at++) {
      const word = texts[at]! - WORD_CODES;
      if (word < 0 || lastBook[word] === book) continue;
      const step = book - lastBook[word]!;
      lastBook[word] = book;
      // Most steps take one byte.
      if (step < 0x80) bookSteps[nextStep[word]!++] = step;
      else nextStep[word] = write(bookSteps, nextStep[word]!, step);
    }
  }
  return bookSteps;
}

/** Room for codes before the first books tell how many a book takes. */
const FIRST_ROOM = 1 << 16;

/** The most words whose codes fit 16 bits. */
const NARROW_WORDS = 0x10000 - WORD_CODES;

/**
 * Collects the texts of books, book by book in ascending order, and builds a
 * {@link PhraseIndex}. Words are found through an open-addressing table over
 * their hashes, so building reads each character once and makes a string
 * only for a word it has not seen before. Each word's bytes of books and
 * places are counted as it is met, so that at the end one pass over the
 * texts writes its books, grouped by word, and the first search that needs
 * its places writes them in one more (see the index's `places`). This runs over every description of a
 * catalogue: the loop works on locals and makes the room it needs once per
 * text. The word codes go into one array of 16-bit codes (32-bit once the
 * words may outgrow them), sized from the books read so far (see
 * {@link makeRoom}).
 */
export class PhraseIndexBuilder {
  private words: string[] = [];
  /** Room by word, 1024 or as many as the words have grown to; {@link wordStarts} has one more. */
  private room = 1024;
  /** By word: its key's halves, its tag and its hash. */
  private wordKeys = new Int32Array(1024 * STRIDE);
  /** The characters of the words, back to back: word `w`'s are `wordChars[wordStarts[w] .. wordStarts[w + 1]]`. */
  private wordChars = new Uint16Array(8192);
  private wordStarts = new Int32Array(1025);
  private slots = new Int32Array(2048).fill(-1);
  /** By word: the last book it was met in, and the bytes its books' steps and its places take so far. */
  private lastBooks = new Int32Array(1024).fill(-1);
  private stepBytes = new Int32Array(1024);
  private placeBytes = new Int32Array(1024);
  /** Every text's codes so far, `textLength` of them, 16-bit while the codes fit. */
  private texts: Uint16Array | Int32Array = new Uint16Array(FIRST_ROOM);
  private textLength = 0;
  private readonly bookCount: number;
  private lastText = 0;
  private bookStarts: Int32Array<ArrayBuffer>;
  private nextBook = 0;
  /** The word codes of the texts added with {@link addRepeated}. */
  private repeated = new Map<string, Int32Array>();

  /** `bookCount`, when known, sizes the room for where each book's texts start, and for their codes. */
  constructor(bookCount = 1023) {
    this.bookCount = bookCount;
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
    // A text of n characters holds at most (n + 1) / 2 words, and as many new
    // words; lower case may lengthen a word ("İ"), never make more of them.
    const most = (text.length + 1) >> 1;
    this.roomForWords(most);
    this.makeRoom(most + 1);
    this.lastText = this.textLength;
    this.texts[this.textLength++] = forms;
    const stop = this.read(text, book, 0, false);
    if (stop < 0) return false;
    this.read(text.toLowerCase(), book, stop, true);
    return true;
  }

  /**
   * Adds a text as {@link add} does, from the word codes it was read into
   * the first time it was added this way: a catalogue's genres and topics
   * are a few dozen texts met on every book.
   */
  addRepeated(book: number, text: string, forms: TextForms): void {
    const codes = this.repeated.get(text);
    if (codes === undefined) {
      this.add(book, text, forms);
      this.repeated.set(text, Int32Array.from(this.texts.subarray(this.lastText + 1, this.textLength)));
      return;
    }
    this.startBook(book);
    this.makeRoom(codes.length + 1);
    const { lastBooks, stepBytes, placeBytes } = this;
    const { texts } = this;
    let length = this.textLength;
    const bookStart = this.bookStarts[book]!;
    texts[length++] = forms;
    for (let i = 0; i < codes.length; i++) {
      const word = codes[i]! - WORD_CODES;
      placeBytes[word]! += sizeOf((length - bookStart) * 2);
      if (lastBooks[word] !== book) {
        stepBytes[word]! += sizeOf(book - lastBooks[word]!);
        lastBooks[word] = book;
      }
      texts[length++] = word + WORD_CODES;
    }
    this.lastText = this.textLength;
    this.textLength = length;
  }

  /** Changes the forms of the text added last. */
  setLastForms(forms: TextForms): void {
    this.texts[this.lastText] = forms;
  }

  /** The index over books 0 … bookCount − 1. */
  finish(bookCount: number): PhraseIndex {
    this.startBook(bookCount);
    const { words } = this;
    const count = words.length;
    const texts = this.finalTexts();
    const bookStarts =
      this.bookStarts.length === bookCount + 1 ? this.bookStarts : this.bookStarts.slice(0, bookCount + 1);
    const bookStepStarts = starts(this.stepBytes, count);
    const placeStarts = starts(this.placeBytes, count);
    // Each word's places are written by the first search that needs them (see placesOf).
    const bookSteps = writeBookSteps(texts, bookStarts, bookStepStarts, this.lastBooks.fill(-1, 0, count));
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
      places: null,
      placesWritten: null,
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

  /** Makes room in the tables by word for `more` words. */
  private roomForWords(more: number): void {
    const needed = this.words.length + more;
    if (needed <= this.room) return;
    // One size for every table, so that checking one checks them all.
    const size = Math.max(needed, this.room * 2);
    this.room = size;
    this.wordKeys = resized(this.wordKeys, size * STRIDE);
    this.wordStarts = resized(this.wordStarts, size + 1);
    this.stepBytes = resized(this.stepBytes, size);
    this.placeBytes = resized(this.placeBytes, size);
    const known = this.lastBooks.length;
    this.lastBooks = resized(this.lastBooks, size).fill(-1, known);
  }

  /**
   * Reads the words of a text of `book` from `from` on into the index, in
   * lower case, after the codes so far; returns −1, or where the word starts
   * that holds the first character beyond ASCII, unless the text is
   * `lowered` already. ASCII capitals are lowered as they are read:
   * lower-casing every description natively first made a copy of nearly
   * each one (they start with their capitalised title), 42 MB of garbage at
   * 100,000 books. A text beyond ASCII is read on from that word in its
   * native lower case: everything before it is ASCII, so it lies at the same
   * places in both, while beyond it lower case may depend on the
   * neighbouring characters (a final sigma) or change the length ("İ").
   * Each call reads one string it never replaces: replacing the string
   * inside the loop made reading descriptions a quarter slower.
   */
  private read(text: string, book: number, from: number, lowered: boolean): number {
    let length = this.textLength;
    // Where the book's codes start: places are counted from there.
    const bookStart = this.bookStarts[book]!;
    let beyondLatin1 = false;
    let start = from;
    // The last eight characters' low bytes (see keyHash).
    let high = 0;
    let low = 0;
    const end = text.length;
    for (let i = from; i < end; i++) {
      const code = text.charCodeAt(i);
      // Lower-case letters first, as they need no lowering, then the rest of
      // printable ASCII: nearly every character of a description.
      if (code >= 97 && code <= 122) {
        high = (high << 8) | (low >>> 24);
        low = (low << 8) | code;
        continue;
      }
      if (code > 32 && code < 0x80) {
        high = (high << 8) | (low >>> 24);
        low = (low << 8) | lowerAscii(code);
        continue;
      }
      if (code > 0x7f) {
        if (!lowered) {
          this.textLength = length;
          return start;
        }
        if (!isOtherSpace(code)) {
          if (code > 0xff) beyondLatin1 = true;
          high = (high << 8) | (low >>> 24);
          low = (low << 8) ^ code;
          continue;
        }
      } else if (code !== 32 && (code < 9 || code > 13)) {
        high = (high << 8) | (low >>> 24);
        low = (low << 8) | code;
        continue;
      }
      if (i > start) {
        const tag = beyondLatin1 ? start - i : i - start;
        this.addCode(text, start, i, low, high, tag, book, bookStart, length++);
      }
      start = i + 1;
      high = 0;
      low = 0;
      beyondLatin1 = false;
    }
    // The last word, ended by the text's end: tested after the loop rather than on every character.
    if (end > start) {
      const tag = beyondLatin1 ? start - end : end - start;
      this.addCode(text, start, end, low, high, tag, book, bookStart, length++);
    }
    this.textLength = length;
    return -1;
  }

  /**
   * Writes the code of the word `text[start .. end]`, with that key, at `at`
   * of the codes, and counts its bytes. A method of its own rather than
   * written out in {@link read}: the character loop then keeps fewer values
   * at hand, and reading 100,000 descriptions took a tenth less.
   */
  private addCode(
    text: string,
    start: number,
    end: number,
    low: number,
    high: number,
    tag: number,
    book: number,
    bookStart: number,
    at: number,
  ): void {
    const hash = keyHash(text, start, end, low, high, tag);
    const { slots, wordKeys } = this;
    const mask = slots.length - 1;
    let slot = hash & mask;
    let word = slots[slot]!;
    while (word >= 0) {
      const key = word * STRIDE;
      if (
        wordKeys[key] === low &&
        wordKeys[key + 1] === high &&
        wordKeys[key + 2] === tag &&
        (isExact(tag) || sameStart(this.wordChars, this.wordStarts[word]!, text, start, tag))
      ) {
        break;
      }
      slot = (slot + 1) & mask;
      word = slots[slot]!;
    }
    if (word < 0) word = this.addWord(text, start, end, low, high, tag, hash, slot);
    const { lastBooks, stepBytes, placeBytes } = this;
    // What the word's books and places will take, written in finish() and by a search.
    placeBytes[word]! += sizeOf((at - bookStart) * 2);
    if (lastBooks[word] !== book) {
      stepBytes[word]! += sizeOf(book - lastBooks[word]!);
      lastBooks[word] = book;
    }
    this.texts[at] = word + WORD_CODES;
  }

  /** Adds the word `text[start .. end]` with that key and hash, at the table's empty `slot`. */
  private addWord(
    text: string,
    start: number,
    end: number,
    low: number,
    high: number,
    tag: number,
    hash: number,
    slot: number,
  ): number {
    const word = this.words.length;
    const key = word * STRIDE;
    this.wordKeys[key] = low;
    this.wordKeys[key + 1] = high;
    this.wordKeys[key + 2] = tag;
    this.wordKeys[key + 3] = hash;
    this.slots[slot] = word;
    const from = this.wordStarts[word]!;
    const length = end - start;
    if (from + length > this.wordChars.length) {
      const bigger = new Uint16Array(Math.max(from + length, this.wordChars.length * 2));
      bigger.set(this.wordChars);
      this.wordChars = bigger;
    }
    for (let j = 0; j < length; j++) this.wordChars[from + j] = lowerAscii(text.charCodeAt(start + j));
    this.wordStarts[word + 1] = from + length;
    this.words.push(stringOf(this.wordChars, from, from + length));
    if (this.words.length * 2 > this.slots.length) {
      this.slots = grownTable(this.slots, this.words.length, this.wordKeys);
    }
    return word;
  }

  /**
   * Makes sure the codes have room for `codes` more, and are 32-bit when the
   * words may outgrow 16 bits before they are written. Growing by doubling
   * allocated and copied several times the texts' size, and collecting them
   * in chunks joined at the end twice it; every large allocation brings the
   * garbage collector's full pass over the whole heap (a catalogue's books
   * included) nearer. So the room doubles only until a sixteenth of the
   * books are read; then it is made for the books still to come at the rate
   * of those read so far, and a fiftieth of the whole more (at most sixteen
   * times the room it had, should the first books be far longer than the
   * rest; at least a quarter more, so that growing stays linear).
   */
  private makeRoom(codes: number): void {
    const { texts, textLength } = this;
    const needed = textLength + codes;
    const wide = this.words.length + codes > NARROW_WORDS;
    if (needed <= texts.length && (!wide || texts instanceof Int32Array)) return;
    let size = texts.length;
    if (needed > size) {
      const read = this.nextBook - 1;
      const toCome = this.bookCount - read;
      if (read > 0 && read * 16 >= this.bookCount && toCome > 0) {
        const whole = needed + (textLength / read) * toCome;
        const expected = Math.min(Math.ceil(whole + whole / 50), size * 16);
        size = Math.max(needed, expected, Math.ceil(size * 1.25));
      } else {
        size = Math.max(needed, size * 2);
      }
    }
    const bigger = wide ? new Int32Array(size) : new Uint16Array(size);
    bigger.set(texts.subarray(0, textLength));
    this.texts = bigger;
  }

  /**
   * The codes as the index keeps them: without the room left over when that
   * is more than a thirty-second of them, else with it, as a view (a copy
   * would allocate them all again); 16-bit if the words turned out to fit.
   */
  private finalTexts(): Uint16Array | Int32Array {
    const { texts, textLength } = this;
    if (this.words.length <= NARROW_WORDS && texts instanceof Int32Array) {
      return Uint16Array.from(texts.subarray(0, textLength));
    }
    if (texts.length - textLength > textLength >> 5) return texts.slice(0, textLength);
    return texts.subarray(0, textLength);
  }
}
