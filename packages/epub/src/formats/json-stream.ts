import { ImportError, type ImportFailureKind } from '../errors';
import { textDecoder } from '../xml/text-decoder';

/**
 * A JSON parser fed UTF-8 bytes in pieces, as an inflater gives them, so an
 * import never holds its whole text (neither the bytes nor a string of
 * them): only the values it builds and the piece in hand. It reads exactly
 * what `JSON.parse(new TextDecoder().decode(bytes))` reads and builds the same
 * values (a leading byte-order mark is dropped and malformed UTF-8 inside a
 * string becomes U+FFFD, as that decoding does).
 *
 * Keys that could reach a prototype (`__proto__`, `constructor`,
 * `prototype`, however escaped) are never set on an object. As with the
 * checked `JSON.parse`, malformed JSON wins over such a key: the first one
 * (in the order values end) is reported only once the text has proved
 * well-formed. Unlike a check of the finished tree, a key is refused even
 * in a value that a later duplicate key replaces.
 *
 * `push` throws a `SyntaxError` at the first malformed byte; `end` returns
 * the value or throws that, or an {@link ImportError} of `forbidden`'s kind.
 */

const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

// What the parser waits for.
const VALUE = 0;
/** A value or `]`, just after `[`. */
const VALUE_OR_CLOSE = 1;
/** A key or `}`, just after `{`. */
const KEY_OR_CLOSE = 2;
/** A key, after a comma in an object. */
const KEY = 3;
const COLON = 4;
/** A comma or the container's close, after a value in it; the end of input at the top. */
const AFTER_VALUE = 5;
const STRING = 6;
const NUMBER = 7;
const LITERAL = 8;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;

const LITERALS: Record<number, { bytes: Uint8Array; value: unknown }> = {
  116: { bytes: new Uint8Array([0x74, 0x72, 0x75, 0x65]), value: true },
  102: { bytes: new Uint8Array([0x66, 0x61, 0x6c, 0x73, 0x65]), value: false },
  110: { bytes: new Uint8Array([0x6e, 0x75, 0x6c, 0x6c]), value: null },
};

const SIMPLE_ESCAPES: Record<number, string> = {
  34: '"',
  92: '\\',
  47: '/',
  98: '\b',
  102: '\f',
  110: '\n',
  114: '\r',
  116: '\t',
};

const NUMBER_TEXT = /^-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?$/;

const isSpace = (byte: number) => byte === 0x20 || byte === 0x0a || byte === 0x0d || byte === 0x09;
/** Bytes a number may hold; which orders are allowed is checked once it ends. */
const isNumberByte = (byte: number) =>
  (byte >= 0x30 && byte <= 0x39) ||
  byte === 0x2d ||
  byte === 0x2b ||
  byte === 0x2e ||
  byte === 0x65 ||
  byte === 0x45;

function hexValue(byte: number): number {
  if (byte >= 0x30 && byte <= 0x39) return byte - 0x30;
  const lower = byte | 0x20;
  if (lower >= 0x61 && lower <= 0x66) return lower - 0x61 + 10;
  return -1;
}

const fail = (what: string): never => {
  throw new SyntaxError(`JSON: ${what}`);
};

type Container = Record<string, unknown> | unknown[];

export class JsonStream {
  private state = VALUE;
  /** Open objects and arrays, innermost last, with the key each waits to set. */
  private readonly containers: Container[] = [];
  private readonly keys: string[] = [];
  private root: unknown = undefined;
  private done = false;
  /** Bytes of a leading byte-order mark still to match; -1 once past the start. */
  private bom = 0;
  private forbiddenKey: string | null = null;

  // A string being read: the key of an object or a value.
  private stringIsKey = false;
  /** The string's text so far: one piece alone (most strings), or the pieces to join. */
  private first: string | null = null;
  private parts: string[] | null = null;
  /** 0 outside an escape; 1 after a backslash; 2–5 while reading `\u`'s four hex digits. */
  private escape = 0;
  private unit = 0;
  /** Decodes a run of raw bytes cut by a piece boundary (a character may be split there). */
  private readonly decoder = textDecoder('utf-8');
  private pendingRaw = false;
  private readonly shortTexts = new ShortTexts();

  // A number or a literal being read.
  private numberText = '';
  private literal: { bytes: Uint8Array; value: unknown } | null = null;
  private literalAt = 0;

  constructor(private readonly forbidden: ImportFailureKind = 'wrong format') {}

  /** Reads the next piece of the text. */
  push(bytes: Uint8Array): void {
    let at = 0;
    const length = bytes.length;
    if (this.bom >= 0) at = this.skipBom(bytes);
    while (at < length) {
      const state = this.state;
      if (state === STRING) {
        at = this.readString(bytes, at);
        continue;
      }
      if (state === NUMBER) {
        const start = at;
        while (at < length && isNumberByte(bytes[at]!)) at++;
        if (at < length && this.numberText === '') {
          // Whole in this piece: a plain integer (most numbers a save holds) needs no text.
          const integer = plainInteger(bytes, start, at);
          if (integer !== null) {
            this.value(integer);
            continue;
          }
        }
        this.numberText += latin1(bytes, start, at);
        if (at < length) this.endNumber();
        continue;
      }
      if (state === LITERAL) {
        const literal = this.literal!;
        while (at < length && this.literalAt < literal.bytes.length) {
          if (bytes[at] !== literal.bytes[this.literalAt]) fail('unexpected character in a literal');
          at++;
          this.literalAt++;
        }
        if (this.literalAt === literal.bytes.length) {
          this.literal = null;
          this.value(literal.value);
        }
        continue;
      }
      const byte = bytes[at]!;
      if (isSpace(byte)) {
        at++;
        continue;
      }
      at++;
      switch (state) {
        case VALUE:
        case VALUE_OR_CLOSE:
          if (byte === 0x5d && state === VALUE_OR_CLOSE) this.close(false);
          else at = this.startValue(byte, at);
          break;
        case KEY_OR_CLOSE:
        case KEY:
          if (byte === QUOTE) this.startString(true);
          else if (byte === 0x7d && state === KEY_OR_CLOSE) this.close(true);
          else fail('expected a key');
          break;
        case COLON:
          if (byte !== 0x3a) fail("expected ':'");
          this.state = VALUE;
          break;
        default: {
          // AFTER_VALUE
          const container = this.containers[this.containers.length - 1];
          if (container === undefined) fail('unexpected text after the value');
          const isObject = !Array.isArray(container);
          if (byte === 0x2c) this.state = isObject ? KEY : VALUE;
          else if (byte === (isObject ? 0x7d : 0x5d)) this.close(isObject);
          else fail("expected ',' or a close");
        }
      }
    }
  }

  /** The text is complete: the value it holds. */
  end(): unknown {
    if (this.state === NUMBER) this.endNumber();
    if (!this.done || this.state !== AFTER_VALUE) fail('unexpected end of the text');
    if (this.forbiddenKey !== null)
      throw new ImportError(this.forbidden, `forbidden key ${this.forbiddenKey}`);
    return this.root;
  }

  private skipBom(bytes: Uint8Array): number {
    const mark = [0xef, 0xbb, 0xbf];
    let at = 0;
    while (this.bom >= 0 && this.bom < 3 && at < bytes.length) {
      if (bytes[at] !== mark[this.bom]) {
        // Not a mark: a byte of one outside a string is malformed JSON anyway.
        if (this.bom > 0) fail('unexpected character');
        this.bom = -1;
        return at;
      }
      this.bom++;
      at++;
    }
    if (this.bom === 3) this.bom = -1;
    return at;
  }

  private startValue(byte: number, at: number): number {
    if (this.done) fail('unexpected text after the value');
    if (byte === QUOTE) {
      this.startString(false);
      return at;
    }
    if (byte === 0x7b) {
      this.containers.push({});
      this.keys.push('');
      this.state = KEY_OR_CLOSE;
      return at;
    }
    if (byte === 0x5b) {
      this.containers.push([]);
      this.keys.push('');
      this.state = VALUE_OR_CLOSE;
      return at;
    }
    if (byte === 0x2d || (byte >= 0x30 && byte <= 0x39)) {
      this.state = NUMBER;
      this.numberText = '';
      return at - 1;
    }
    const literal = LITERALS[byte];
    if (literal === undefined) fail('unexpected character');
    this.literal = literal!;
    this.literalAt = 1;
    this.state = LITERAL;
    return at;
  }

  private startString(isKey: boolean): void {
    this.state = STRING;
    this.stringIsKey = isKey;
    this.first = null;
    this.parts = null;
    this.escape = 0;
    this.pendingRaw = false;
  }

  /** Reads string bytes from `at`; returns where it stopped (the piece's end or past the closing quote). */
  private readString(bytes: Uint8Array, at: number): number {
    const length = bytes.length;
    while (at < length) {
      if (this.escape > 0) {
        at = this.readEscape(bytes, at);
        continue;
      }
      const start = at;
      let byte = 0;
      while (at < length) {
        byte = bytes[at]!;
        if (byte === QUOTE || byte === BACKSLASH || byte < 0x20) break;
        at++;
      }
      if (at > start || (at < length && this.pendingRaw)) {
        // A run ends at an ASCII byte or the piece's end: only there may a character be split.
        const ended = at < length;
        const run = bytes.subarray(start, at);
        if (ended && !this.pendingRaw) this.add(this.shortTexts.text(run));
        else {
          const text = ended ? this.decoder.decode(run) : streamDecode(this.decoder, run);
          if (text !== '') this.add(text);
          this.pendingRaw = !ended;
        }
      }
      if (at === length) return at;
      at++;
      if (byte === BACKSLASH) this.escape = 1;
      else if (byte === QUOTE) {
        this.endString();
        return at;
      } else fail('control character in a string');
    }
    return at;
  }

  private readEscape(bytes: Uint8Array, at: number): number {
    const byte = bytes[at]!;
    if (this.escape === 1) {
      if (byte === 0x75) {
        this.escape = 2;
        this.unit = 0;
      } else {
        const simple = SIMPLE_ESCAPES[byte];
        if (simple === undefined) fail('bad escape');
        this.add(simple!);
        this.escape = 0;
      }
      return at + 1;
    }
    const digit = hexValue(byte);
    if (digit < 0) fail('bad \\u escape');
    this.unit = this.unit * 16 + digit;
    this.escape++;
    if (this.escape === 6) {
      this.add(String.fromCharCode(this.unit));
      this.escape = 0;
    }
    return at + 1;
  }

  private add(text: string): void {
    if (this.first === null) this.first = text;
    else if (this.parts === null) this.parts = [this.first, text];
    else this.parts.push(text);
  }

  private endString(): void {
    const text = this.parts !== null ? this.parts.join('') : (this.first ?? '');
    this.first = null;
    this.parts = null;
    if (this.stringIsKey) {
      this.keys[this.keys.length - 1] = text;
      this.state = COLON;
    } else this.value(text);
  }

  private endNumber(): void {
    const text = this.numberText;
    if (!NUMBER_TEXT.test(text)) fail('bad number');
    this.numberText = '';
    this.value(Number(text));
  }

  /** A value has ended: set it in its container, or it is the root. */
  private value(value: unknown): void {
    const depth = this.containers.length;
    this.state = AFTER_VALUE;
    if (depth === 0) {
      this.root = value;
      this.done = true;
      return;
    }
    const container = this.containers[depth - 1]!;
    if (Array.isArray(container)) {
      container.push(value);
      return;
    }
    const key = this.keys[depth - 1]!;
    if (FORBIDDEN_KEYS.has(key)) this.forbiddenKey ??= key;
    else container[key] = value;
  }

  private close(isObject: boolean): void {
    const container = this.containers.pop()!;
    this.keys.pop();
    if (Array.isArray(container) === isObject) fail('mismatched close');
    this.value(container);
  }
}

const utf8 = textDecoder('utf-8');

/** Longest run {@link ShortTexts} shares. */
const SHARED_RUN = 16;
/** How many texts it keeps. */
const SHARED_TEXTS = 4096;

/**
 * Whole runs of a string's bytes as text, one string shared by every short
 * ASCII run with the same bytes: a save repeats the same dozen keys and a few
 * values ("typed", "their") for every record, and making each afresh was most
 * of the parse's garbage. Longer runs go through the decoder.
 */
class ShortTexts {
  private readonly seen = new Map<number, string>();

  text(run: Uint8Array): string {
    const length = run.length;
    if (length > SHARED_RUN) return utf8.decode(run);
    let hash = length;
    for (let i = 0; i < length; i++) {
      const byte = run[i]!;
      if (byte >= 0x80) return utf8.decode(run);
      hash = (Math.imul(hash, 31) + byte) | 0;
    }
    const known = this.seen.get(hash);
    if (known !== undefined && sameText(known, run)) return known;
    // One flat string: adding character by character would build a chain of cons strings.
    const text = String.fromCharCode.apply(null, run as unknown as number[]);
    if (known === undefined && this.seen.size < SHARED_TEXTS) this.seen.set(hash, text);
    return text;
  }
}

function sameText(text: string, run: Uint8Array): boolean {
  if (text.length !== run.length) return false;
  for (let i = 0; i < run.length; i++) if (text.charCodeAt(i) !== run[i]) return false;
  return true;
}

/** Decodes a run that a later piece continues: an unfinished character waits in the decoder. */
function streamDecode(decoder: ReturnType<typeof textDecoder>, run: Uint8Array): string {
  return decoder.decode(run, { stream: true });
}

/**
 * The value of `bytes[start, end)` when it is a plain JSON integer of at most
 * 15 digits (exact in a double, so the same as `Number` makes of its text), else null.
 */
function plainInteger(bytes: Uint8Array, start: number, end: number): number | null {
  const negative = bytes[start] === 0x2d;
  const first = negative ? start + 1 : start;
  const digits = end - first;
  if (digits < 1 || digits > 15 || (bytes[first] === 0x30 && digits > 1)) return null;
  let value = 0;
  for (let i = first; i < end; i++) {
    const digit = bytes[i]! - 0x30;
    if (digit < 0 || digit > 9) return null;
    value = value * 10 + digit;
  }
  return negative ? -value : value;
}

/** Bytes known to be ASCII as text. */
function latin1(bytes: Uint8Array, start: number, end: number): string {
  // Spread as arguments only while short: a number may be written with any count of digits.
  if (end - start > 64) return utf8.decode(bytes.subarray(start, end));
  return String.fromCharCode.apply(null, bytes.subarray(start, end) as unknown as number[]);
}
