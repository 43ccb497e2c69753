/**
 * What reading one content document yields, in document order: paragraphs
 * (with their kind), anchors where a table-of-contents fragment starts, and
 * the structural semantics of sectioning elements. The chapter assembler
 * turns these into chapters.
 */

/** Paragraph kinds during parsing (02 §3): body paragraphs and headings h1–h6. */
export type HeadingKind = 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6';
export type ParagraphKind = 'paragraph' | HeadingKind;

/** A paragraph as read. */
export interface ParagraphEvent {
  type: 'paragraph';
  kind: ParagraphKind;
  /** The text as found, whitespace not yet collapsed. */
  text: string;
  /** Inside a footnote or endnote: typed only when the chapter is itself the notes. */
  note: boolean;
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
