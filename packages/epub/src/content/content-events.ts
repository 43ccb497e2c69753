/**
 * What reading one content document yields, in document order: paragraphs
 * (with their kind), anchors where a table-of-contents fragment starts, and
 * the structural semantics of sectioning elements. The chapter assembler
 * turns these into chapters.
 */

/** Paragraph kinds during parsing (02 §3): body paragraphs and headings h1–h6. */
export type HeadingKind = 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6';
export type ParagraphKind = 'paragraph' | HeadingKind;

/**
 * A paragraph as read, normalised as it is read: the text as found is
 * garbage at once rather than held until its chapter is finished, which
 * cost the collector more than the normalising did.
 */
export interface ParagraphEvent {
  type: 'paragraph';
  kind: ParagraphKind;
  /** The text normalised for typing; '' when nothing typable is left (the paragraph still counts for its place). */
  text: string;
  /** A heading's text as found with its white space collapsed (it may name its chapter); '' for a body paragraph. */
  heading: string;
  /** Characters as found, before normalising: what the safety limits count. */
  length: number;
  /** A Project Gutenberg start or end marker, told from the text as found. */
  marker: 'start' | 'end' | null;
  /** Inside a footnote or endnote: typed only when the chapter is itself the notes. */
  note: boolean;
  /** Inside a printed table of contents (class `toc`): typed never; a chapter of nothing else is hidden. */
  contents: boolean;
}

export type ContentEvent =
  | ParagraphEvent
  /** An element whose id a table-of-contents entry targets: a chapter may start here. */
  | { type: 'anchor'; id: string }
  /** `epub:type` / `role` values of a sectioning element (body, section, article…). */
  | { type: 'semantics'; types: string[] };

/** One content document read into events, plus what the file says about itself. */
export interface ContentDocument {
  events: ContentEvent[];
  /** The document's `<title>`, whitespace collapsed; '' when none. */
  title: string;
  /** Speaker markers (`z3998:persona`) were found, as in plays. */
  hasSpeakers: boolean;
}
