import { localName, parseXml } from '../xml/sax';
import type { ContentDocument, ContentEvent, HeadingKind } from './content-events';

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

const collapse = (text: string) => text.replace(/\s+/g, ' ').trim();

const F_BREAK = 1024;
const F_SECTIONING = 2048;

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

/** Reads a content document; `anchors` are the element ids where table-of-contents entries point. */
export function readContentDocument(
  text: string,
  file: string,
  anchors: ReadonlySet<string>,
): ContentDocument {
  const events: ContentEvent[] = [];
  const frames: number[] = [];
  const headingLevels: HeadingKind[] = [];
  let buffer = '';
  let skip = 0;
  let notes = 0;
  let pre = 0;
  let hgroups = 0;
  let hgroupKind: HeadingKind = 'h2';
  let inHead = 0;
  let inTitle = 0;
  let title = '';
  let prefix = '';
  let hasSpeakers = false;

  const emit = (raw: string) => {
    // Pretty-printed markup indents every line; the native trim drops that before the normaliser sees it.
    const line = raw.trim();
    if (line === '') return;
    const heading = headingLevels[headingLevels.length - 1];
    const kind = heading ?? (hgroups > 0 ? hgroupKind : 'paragraph');
    events.push({ type: 'paragraph', kind, text: prefix + line, note: notes > 0 });
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
      const id = attributes.id;
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
      if (flags & F_BREAK && skip === 0 && inHead === 0) {
        if (headingLevels.length > 0) buffer += ' ';
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
      if (flags & F_NOTE) notes++;
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
      if (skip === 0) buffer += chunk;
    },
  });

  function closeFrame(flags: number): void {
    if (flags & F_SPEAKER_CELL) {
      const speaker = collapse(buffer);
      buffer = '';
      if (speaker !== '') prefix = `${speaker}: `;
    } else if (flags & F_CELL) buffer += ' ';
    if (flags & F_BLOCK) flush();
    if (flags & F_SKIP) skip--;
    if (flags & F_NOTE) notes--;
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
