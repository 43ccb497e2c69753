import { resolveHref } from '../package/resolve-href';
import { localName, parseXml, type XmlText } from '../xml/sax';
import type { ContentDocument, ContentEvent, HeadingKind } from './content-events';
import { gutenbergMarker } from './matter-by-content';
import {
  type Ancestors,
  emptyRules,
  isEmptyRules,
  mergeRules,
  readStyleSheet,
  type StyleRules,
  styleOf,
} from './style-sheet';

/**
 * Streams one XHTML content document into paragraphs. Block elements end a
 * paragraph; a line break ends one too, so each line of a poem or a play's
 * verse is its own paragraph; a table row is one paragraph, its cells joined
 * by spaces, and a speaker cell (`z3998:persona`) opens the speech's first
 * paragraph as "Name: "; scripts, styles, note references, back links and
 * page-break markers are never read; footnotes and endnotes are marked so the
 * assembler can keep them out of typed text.
 *
 * Worked example, from a Standard Ebooks play:
 *   <tr><td epub:type="z3998:persona">Bernardo</td><td>Who’s there?</td></tr>
 *   → paragraph "Bernardo: Who’s there?"
 */

const BLOCKS = new Set([
  'address',
  'article',
  'aside',
  'blockquote',
  'body',
  'caption',
  'center',
  'dd',
  'details',
  'dialog',
  'div',
  'dl',
  'dt',
  'fieldset',
  'figcaption',
  'figure',
  'footer',
  'form',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'hgroup',
  'hr',
  'li',
  'main',
  'nav',
  'ol',
  'p',
  'pre',
  'section',
  'summary',
  'table',
  'tbody',
  'tfoot',
  'thead',
  'tr',
  'ul',
  // DTBook and other XML vocabularies seen in spines
  'level1',
  'level2',
  'level3',
  'level4',
  'level5',
  'level6',
  'level',
  'line',
  'linegroup',
]);

const SECTIONING = new Set(['body', 'section', 'article', 'div', 'aside', 'nav', 'header', 'footer', 'main']);

const SKIPPED = new Set([
  'script',
  'style',
  'svg',
  'math',
  'template',
  'noscript',
  'rt',
  'rp',
  'audio',
  'video',
  'object',
  'iframe',
  // Widgets and their fallback text: a reading system shows a control or nothing, never text to type.
  'button',
  'canvas',
  'input',
  'select',
  'textarea',
  'datalist',
  'meter',
  'progress',
]);
const HEADINGS: Record<string, HeadingKind> = { h1: 'h1', h2: 'h2', h3: 'h3', h4: 'h4', h5: 'h5', h6: 'h6' };

const NOTE_TYPES = new Set([
  'footnote',
  'endnote',
  'rearnote',
  'note',
  'footnotes',
  'endnotes',
  'rearnotes',
  'doc-footnote',
  'doc-endnote',
  'doc-endnotes',
]);
const IGNORED_TYPES = new Set([
  'noteref',
  'backlink',
  'pagebreak',
  'doc-noteref',
  'doc-backlink',
  'doc-pagebreak',
]);

// Frame flags: what an open element changed, so its close can undo it.
const F_BLOCK = 1;
const F_SKIP = 2;
const F_NOTE = 4;
const F_HEADING = 8;
const F_HGROUP = 16;
const F_PRE = 32;
const F_SPEAKER_CELL = 64;
const F_CELL = 128;
const F_HEAD = 256;
const F_TITLE = 512;

/**
 * The space between two table cells or the lines of a heading: a no-break
 * space, which the normaliser turns into a plain one, so that removing a line
 * break between two Chinese characters (which only happens inside one run of
 * text) never takes it too.
 */
const BOX_SPACE = '\u00A0';

const collapse = (text: string) => text.replace(/\s+/g, ' ').trim();

const F_BREAK = 1024;
const F_SECTIONING = 2048;
const F_STYLE = 4096;
const F_NOTE_LINK = 8192;
const F_LINK = 16384;
const F_SVG = 32768;
const F_SVG_TEXT = 65536;
const F_CONTENTS = 131072;

/** SVG elements whose content is never drawn where it stands: definitions, masks, metadata. */
const SVG_UNDRAWN = new Set([
  'defs',
  'symbol',
  'clipPath',
  'mask',
  'pattern',
  'marker',
  'metadata',
  'title',
  'desc',
  'style',
  'script',
  'foreignObject',
]);

/** The inline elements books use most, which imply nothing. */
const INLINE = 'a abbr b cite code em i img q small span strong sub sup'.split(' ');

/** What each element name implies before its attributes are read. */
const ELEMENT_FLAGS: ReadonlyMap<string, number> = (() => {
  const table = new Map<string, number>();
  const add = (name: string, flag: number) => table.set(name, (table.get(name) ?? 0) | flag);
  for (const name of BLOCKS) add(name, F_BLOCK);
  for (const name of SECTIONING) add(name, F_SECTIONING);
  for (const name of SKIPPED) add(name, F_SKIP);
  for (const name of Object.keys(HEADINGS)) add(name, F_HEADING);
  add('head', F_HEAD | F_SKIP);
  add('title', F_TITLE);
  add('hgroup', F_HGROUP);
  add('pre', F_PRE);
  add('td', F_CELL);
  add('th', F_CELL);
  add('br', F_BREAK);
  add('style', F_STYLE);
  add('link', F_LINK);
  add('svg', F_SVG);
  // Inline elements imply nothing; listed so their lookup hits at once instead of trying the lower-cased name too.
  for (const name of INLINE) add(name, 0);
  return table;
})();

function typesOf(attributes: Record<string, string>): string[] | null {
  const epubType = attributes['epub:type'];
  const role = attributes.role;
  if (epubType === undefined && role === undefined) return null;
  const types = `${epubType ?? ''} ${role ?? ''}`.trim();
  return types === '' ? null : types.split(/\s+/);
}

/** What the book tells the reader of one document beyond the document itself. */
export interface ReadContext {
  /** The book's paragraph normaliser, applied to each paragraph as it is read. */
  normalise: (text: string) => string;
  /** The simple style rules of the style sheet at `path` (read once per book), or null when there is none. */
  styleSheet?: (path: string) => StyleRules | null;
  /** Paths of the book's notes documents: a link into one whose text is a note number is a note reference. */
  noteDocuments?: ReadonlySet<string>;
}

/** A note reference's text: a number, a symbol or a letter, bracketed or not ("1", "[12]", "*", "†", "(a)"). */
const NOTE_MARKER = /^\s*[[(]?\s*(\d{1,4}|[*†‡§¶‖#]{1,3}|[a-z]|[ivxlc]{1,6})\s*[\])]?\s*$/i;
/** Fragment ids books give their notes (Project Gutenberg's "Footnote_1_1", Wolne Lektury's "annotation-4"). */
const NOTE_FRAGMENT = /note|annotation|^fn|przyp/i;
/** Fragment ids of the way back from a note to its reference ("footnote-1-backlink", "FNanchor_1_1", "noteref-1"): the note's own number, kept. */
const BACK_FRAGMENT = /back|anchor|ref/i;

/**
 * Class names Project Gutenberg and Distributed Proofreaders give a transcriber's note, a box
 * ("Transcriber's Note: obvious typos have been corrected") or an inline remark: about the
 * transcription, not the book, so never typed wherever it stands.
 */
/** The class Project Gutenberg and Distributed Proofreaders give a printed table of contents (`<table class="toc">`). */
const CONTENTS_CLASS = /(?:^|\s)toc(?:\s|$)/i;

const TRANSCRIBER_CLASS =
  /(?:^|\s)(?:trans(?:criber)?s?[-_]?notes?|t[nr]?notes?|transcriber|tn-?box)(?:\s|$)/i;

/** Reads a content document; `anchors` are the element ids where table-of-contents entries point. */
export function readContentDocument(
  text: XmlText,
  file: string,
  anchors: ReadonlySet<string>,
  context: ReadContext,
): ContentDocument {
  const normalise = context.normalise;
  const events: ContentEvent[] = [];
  const frames: number[] = [];
  const headingLevels: HeadingKind[] = [];
  let buffer = '';
  let skip = 0;
  let notes = 0;
  let contentsDepth = 0;
  let pre = 0;
  let hgroups = 0;
  let hgroupKind: HeadingKind = 'h2';
  let inHead = 0;
  let inTitle = 0;
  let title = '';
  let prefix = '';
  let hasSpeakers = false;
  const sheets: StyleRules[] = [];
  let rules: StyleRules = emptyRules();
  let styled = false;
  /** The open elements by depth, for matching selectors. */
  const ancestors: Ancestors = { tags: [], attributes: [] };
  let inStyle = 0;
  /** Open svg elements: each is in SKIPPED, so `skip` counts it too. */
  let svgDepth = 0;
  /** The y of the line an SVG text element is on, as written. */
  let svgLine: string | undefined;
  let styleText = '';
  /** Where the buffer and the events stood when each open note-like link began. */
  const noteLinks: { at: number; events: number }[] = [];
  const noteDocuments = context.noteDocuments;
  const noteNames = new Set<string>();
  for (const path of noteDocuments ?? []) noteNames.add(path.slice(path.lastIndexOf('/') + 1));
  const isNoteLink = (href: string): boolean => {
    // Told from the href's own text first: resolving every link of a book costs more than reading it.
    const hash = href.indexOf('#');
    const fragment = hash < 0 ? '' : href.slice(hash + 1);
    if (BACK_FRAGMENT.test(fragment)) return false;
    const pathPart = hash < 0 ? href : href.slice(0, hash);
    if (pathPart !== '' && noteNames.has(pathPart.slice(pathPart.lastIndexOf('/') + 1))) {
      const target = resolveHref(file, href);
      if (target !== null && target.path !== file && noteDocuments!.has(target.path)) return true;
    }
    return fragment !== '' && NOTE_FRAGMENT.test(fragment);
  };
  const useSheets = () => {
    rules = mergeRules(sheets);
    styled = !isEmptyRules(rules);
  };

  const emit = (raw: string) => {
    // Pretty-printed markup indents every line; the native trim drops that before the normaliser sees it.
    const line = raw.trim();
    if (line === '') return;
    const heading = headingLevels[headingLevels.length - 1];
    const kind = heading ?? (hgroups > 0 ? hgroupKind : 'paragraph');
    const text = prefix + line;
    events.push({
      type: 'paragraph',
      kind,
      text: normalise(text),
      heading: kind === 'paragraph' ? '' : collapse(text),
      length: text.length,
      marker: gutenbergMarker(text),
      note: notes > 0,
      contents: contentsDepth > 0,
    });
    prefix = '';
  };
  // Whitespace is left for the normaliser to collapse: one pass over the text instead of two.
  const flush = () => {
    if (buffer === '') return;
    const text = buffer;
    buffer = '';
    if (pre === 0) emit(text);
    else for (const raw of text.split('\n')) emit(raw);
  };

  parseXml(text, file, {
    open(name, attributes) {
      const local = name.indexOf(':') < 0 ? name : localName(name);
      let flags = ELEMENT_FLAGS.get(local) ?? ELEMENT_FLAGS.get(local.toLowerCase()) ?? 0;
      if (svgDepth > 0) {
        // Inside a picture only its text elements are read, each a line, unless hidden or never drawn.
        if (SVG_UNDRAWN.has(local)) flags |= F_SKIP;
        else if (local === 'text' && skip === svgDepth) {
          flags |= F_SVG_TEXT | F_BLOCK;
          svgLine = attributes.y;
        } else if (local === 'tspan' && skip === 0) {
          // A span set on another line (a new y, or moved down by dy) wraps the text element's paragraph:
          // a line break, a space in the typed text (none between two Chinese characters); one moved along it runs on.
          const y = attributes.y;
          const dy = attributes.dy === undefined ? 0 : Number.parseFloat(attributes.dy) || 0;
          if ((y !== undefined && y !== svgLine) || dy !== 0) {
            buffer += '\n';
            if (y !== undefined) svgLine = y;
          }
        }
      }
      const id = attributes.id;
      // Written at this element's depth for every element, so a sheet met inside the document (a
      // <style> in the head) still sees the elements opened before it: the slots below are those open around it.
      ancestors.tags[frames.length] = local.toLowerCase();
      ancestors.attributes[frames.length] = attributes;
      if (id !== undefined && anchors.has(id)) {
        flush();
        events.push({ type: 'anchor', id });
      }
      if (flags & F_HEAD) inHead++;
      else if (flags & F_TITLE) {
        if (inHead > 0) inTitle++;
        else flags &= ~F_TITLE;
      }
      const types =
        attributes['epub:type'] !== undefined || attributes.role !== undefined ? typesOf(attributes) : null;
      if (types) {
        if (types.includes('z3998:persona')) {
          hasSpeakers = true;
          if (flags & F_CELL) flags |= F_SPEAKER_CELL;
        }
        if (types.some((type) => IGNORED_TYPES.has(type))) flags |= F_SKIP;
        if (types.some((type) => NOTE_TYPES.has(type))) flags |= F_NOTE;
      }
      if (inHead > 0) {
        if (flags & F_LINK && context.styleSheet && /(^|\s)stylesheet(\s|$)/i.test(attributes.rel ?? '')) {
          const target = resolveHref(file, attributes.href ?? '');
          const sheet = target ? context.styleSheet(target.path) : null;
          if (sheet) {
            sheets.push(sheet);
            useSheets();
          }
        }
      } else if (skip === 0) {
        const classes = attributes.class;
        if (classes !== undefined) {
          if (TRANSCRIBER_CLASS.test(classes)) flags |= F_SKIP;
          else if (CONTENTS_CLASS.test(classes)) flags |= F_CONTENTS;
        }
        if (attributes.hidden !== undefined) flags |= F_SKIP;
        else if (!(flags & F_SKIP) && (styled || attributes.style !== undefined)) {
          const style = styleOf(rules, ancestors, frames.length, attributes.style);
          if (style !== null) {
            if (style.display === 'none' || style.visibility === 'hidden') flags |= F_SKIP;
            else if (style.display === 'block') flags |= F_BLOCK;
            // A block the sheet sets inline runs on in its line ("Capital Punishment A penalty…"); a heading stays one.
            else if (style.display === 'inline' && !(flags & F_HEADING)) flags &= ~F_BLOCK;
          }
        }
        const href = attributes.href;
        if (href !== undefined && local === 'a' && !(flags & F_SKIP) && isNoteLink(href)) {
          flags |= F_NOTE_LINK;
          noteLinks.push({ at: buffer.length, events: events.length });
        }
      }
      if (flags & F_STYLE) inStyle++;
      if (flags & F_BREAK && skip === 0 && inHead === 0) {
        if (headingLevels.length > 0) buffer += BOX_SPACE;
        else flush();
      }
      if (flags & F_BLOCK) flush();
      if (types && flags & F_SECTIONING && skip === 0) events.push({ type: 'semantics', types });
      if (flags & F_HEADING) {
        const heading = HEADINGS[local.toLowerCase()]!;
        headingLevels.push(heading);
        if (hgroups > 0) hgroupKind = heading;
      }
      if (flags & F_SKIP) skip++;
      if (flags & F_SVG) svgDepth++;
      // The svg elements around a text element are what kept it unread: lifted for its content.
      if (flags & F_SVG_TEXT) skip -= svgDepth;
      if (flags & F_NOTE) notes++;
      if (flags & F_CONTENTS) contentsDepth++;
      if (flags & F_HGROUP) {
        hgroups++;
        hgroupKind = 'h2';
      }
      if (flags & F_PRE) pre++;
      // saxes reports a close tag for self-closing elements too, so every element pushes a frame.
      frames.push(flags);
    },
    close() {
      closeFrame(frames.pop() ?? 0);
    },
    text(chunk) {
      if (inTitle > 0) title += chunk;
      if (inStyle > 0) styleText += chunk;
      if (skip === 0) buffer += chunk;
    },
  });

  function closeFrame(flags: number): void {
    if (flags & F_NOTE_LINK) {
      const link = noteLinks.pop()!;
      // A link into the notes whose whole text is a marker is a note reference: the reader sees a number, not a word.
      if (events.length === link.events && NOTE_MARKER.test(buffer.slice(link.at)))
        buffer = buffer.slice(0, link.at);
    }
    if (flags & F_STYLE) {
      inStyle--;
      if (inStyle === 0 && styleText !== '') {
        sheets.push(readStyleSheet(styleText));
        styleText = '';
        useSheets();
      }
    }
    if (flags & F_SPEAKER_CELL) {
      const speaker = collapse(buffer);
      buffer = '';
      if (speaker !== '') prefix = `${speaker}: `;
    } else if (flags & F_CELL) buffer += BOX_SPACE;
    if (flags & F_BLOCK) flush();
    if (flags & F_SVG_TEXT) skip += svgDepth;
    if (flags & F_SVG) svgDepth--;
    if (flags & F_SKIP) skip--;
    if (flags & F_NOTE) notes--;
    if (flags & F_CONTENTS) contentsDepth--;
    if (flags & F_HEADING) headingLevels.pop();
    if (flags & F_HGROUP) hgroups--;
    if (flags & F_PRE) pre--;
    if (flags & F_HEAD) inHead--;
    if (flags & F_TITLE) inTitle--;
    // A speaker with no speech after it in the row is dropped with the row.
    if (flags & F_BLOCK && !(flags & F_CELL)) prefix = '';
  }

  flush();
  return { events, title: collapse(title), hasSpeakers };
}
