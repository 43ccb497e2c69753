import type { BookRights, BookSource } from '@typeshelf/core/book';
import type { MetadataEntry, PackageDocument } from './package-document';

/**
 * The book-level metadata an EPUB's package declares, read the way the
 * specification asks (02 §3, "Info built from an EPUB").
 */
export interface BookMetadata {
  title: string;
  /** Authors in document order, each "First Last". */
  authors: string[];
  language: string;
  description: string;
  longDescription: string[];
  year: number | null;
  subjects: string[];
  series: string | null;
  part: number;
  rights: BookRights | null;
  publisher: string | null;
  source: BookSource | null;
}

const collapse = (text: string) => text.replace(/\s+/g, ' ').trim();

/** "Doyle, Arthur Conan" → "Arthur Conan Doyle"; names without a comma stay as they are. */
export function reverseName(name: string): string {
  const clean = collapse(name);
  const comma = clean.indexOf(',');
  if (comma < 0) return clean;
  const last = clean.slice(0, comma).trim();
  const rest = clean.slice(comma + 1).trim();
  // "Smith, Jr." and similar suffixes are not a first name.
  if (rest === '' || /^(jr|sr|ii|iii|iv)\.?$/i.test(rest)) return clean;
  return `${rest} ${last}`;
}

const HTML_ENTITY_TEXT: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

/** Descriptions may carry HTML (escaped in the OPF): paragraphs become list items, tags go. */
export function htmlParagraphs(html: string): string[] {
  return html
    .split(/<\/p\s*>|<br\s*\/?>|\n\s*\n/i)
    .map((part) =>
      collapse(
        part
          .replace(/<[^>]*>/g, ' ')
          .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
            if (name.startsWith('#x') || name.startsWith('#X'))
              return String.fromCodePoint(Number.parseInt(name.slice(2), 16));
            if (name.startsWith('#')) return String.fromCodePoint(Number.parseInt(name.slice(1), 10));
            return HTML_ENTITY_TEXT[name.toLowerCase()] ?? whole;
          })
          .replace(/\s+([,.;:!?])/g, '$1'),
      ),
    )
    .filter((paragraph) => paragraph !== '');
}

function yearOf(value: string): number | null {
  const match = /^\s*(-?\d{1,4})(?=-|$|\s|T)/.exec(value);
  if (!match) return null;
  const year = Number(match[1]);
  return Number.isFinite(year) && year !== 0 ? year : null;
}

/**
 * Public-domain editions (Standard Ebooks, Project Gutenberg and the like)
 * date the edition, not the work: their lone date says nothing about when
 * the book first appeared.
 */
function isPublicDomainEdition(opf: PackageDocument): boolean {
  const haystack = [
    ...(opf.dc.publisher ?? []),
    ...(opf.dc.rights ?? []),
    ...(opf.dc.identifier ?? []),
    ...(opf.dc.source ?? []),
  ]
    .map((entry) => entry.value.toLowerCase())
    .join(' ');
  return /public domain|standardebooks|standard ebooks|gutenberg|wolnelektury|wolne lektury/.test(haystack);
}

function readYear(opf: PackageDocument): number | null {
  const dates = opf.dc.date ?? [];
  const original = dates.filter((date) =>
    (date.refinements.event ?? []).some((event) => /original|creation|first/i.test(event)),
  );
  const candidates = original.length > 0 ? original : isPublicDomainEdition(opf) ? [] : dates;
  const years = candidates.map((date) => yearOf(date.value)).filter((year): year is number => year !== null);
  // reduce, not Math.min(...years): a file with thousands of dates must not overflow the stack.
  return years.length > 0 ? years.reduce((a, b) => Math.min(a, b)) : null;
}

function isAuthor(creator: MetadataEntry): boolean {
  const roles = creator.refinements.role ?? [];
  return roles.length === 0 || roles.includes('aut');
}

function readSeries(opf: PackageDocument): { series: string | null; part: number } {
  for (const collection of opf.properties['belongs-to-collection'] ?? []) {
    if (!(collection.refinements['collection-type'] ?? []).includes('series')) continue;
    const position = Number.parseFloat(collection.refinements['group-position']?.[0] ?? '');
    return {
      series: collection.value || null,
      part: Number.isFinite(position) && position > 0 ? position : 0,
    };
  }
  const calibre = opf.namedMeta['calibre:series']?.[0];
  if (calibre) {
    const index = Number.parseFloat(opf.namedMeta['calibre:series_index']?.[0] ?? '');
    return { series: calibre, part: Number.isFinite(index) && index > 0 ? index : 0 };
  }
  return { series: null, part: 0 };
}

/** A Creative Commons licence named in free text: "CC BY-SA 3.0", "CC0"… */
function licenseName(text: string): string | null {
  const match = /\bCC[- ]?(0|BY(?:[- ](?:SA|ND|NC))*)(?:[ -]?(\d\.\d))?\b/i.exec(text);
  if (!match) return null;
  const kind = match[1]!.toUpperCase().replace(/ /g, '-');
  const version = match[2] ? ` ${match[2]}` : '';
  return kind === '0' ? `CC0${version}` : `CC ${kind}${version}`;
}

/** Rights text; a Markdown link or a bare URL in it names the licence and its address. */
function readRights(opf: PackageDocument): BookRights | null {
  const text = opf.dc.rights?.[0]?.value;
  const licenseMeta = opf.properties['dcterms:license']?.[0]?.value ?? null;
  if (!text && !licenseMeta) return null;
  const link = text ? /\[([^\]]+)\]\((https?:\/\/[^)\s]+)\)/.exec(text) : null;
  const url = link?.[2] ?? (text ? /https?:\/\/\S+[^\s.,;)]/.exec(text)?.[0] : undefined) ?? null;
  return {
    info: text ? collapse(text.replace(/\[([^\]]+)\]\((https?:\/\/[^)\s]+)\)/g, '$1')) : null,
    license:
      link?.[1] ??
      (licenseMeta && !/^https?:/.test(licenseMeta) ? licenseMeta : null) ??
      (text ? licenseName(text) : null),
    licenseUrl: url ?? (licenseMeta && /^https?:/.test(licenseMeta) ? licenseMeta : null),
  };
}

function readSource(opf: PackageDocument): BookSource | null {
  const value = opf.dc.source?.[0]?.value;
  if (!value) return null;
  return { isUrl: /^https?:\/\/\S+$/.test(value), value };
}

/** Step 3's metadata, read from the package document. */
export function readBookMetadata(opf: PackageDocument): BookMetadata {
  const creators = opf.dc.creator ?? [];
  const authors = (creators.some(isAuthor) ? creators.filter(isAuthor) : creators)
    .map((creator) => reverseName(creator.value))
    .filter((name) => name !== '');
  const descriptionHtml = opf.dc.description?.[0]?.value ?? '';
  const description = htmlParagraphs(descriptionHtml);
  const longHtml = opf.properties['se:long-description']?.[0]?.value;
  const longRefined = opf.dc.description?.[0]?.refinements['se:long-description']?.[0];
  const longDescription = htmlParagraphs(longHtml ?? longRefined ?? '');
  return {
    title: collapse(opf.dc.title?.[0]?.value ?? ''),
    authors,
    language: collapse(opf.dc.language?.[0]?.value ?? opf.packageLanguage ?? ''),
    description: description[0] ?? '',
    longDescription: longDescription.length > 0 ? longDescription : description,
    year: readYear(opf),
    subjects: [
      ...(opf.dc.subject ?? []).map((subject) => collapse(subject.value)),
      ...(opf.properties['se:subject'] ?? []).map((subject) => collapse(subject.value)),
    ].filter((subject) => subject !== ''),
    ...readSeries(opf),
    rights: readRights(opf),
    publisher: collapse(opf.dc.publisher?.[0]?.value ?? '') || null,
    source: readSource(opf),
  };
}
