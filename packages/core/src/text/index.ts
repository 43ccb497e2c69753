/**
 * @typeshelf/core/text — Text: normalisation, collation, latinising,
 * languages, inline direction, slugs and metadata.
 */
export {
  bookSlug,
  DEFAULT_AUTHOR,
  DEFAULT_TITLE,
  isBookId,
  randomBookSlug,
  slugPart,
  uuidV4,
} from './book-slug';
export { isHttpUrl, MAX_URL_CHARACTERS } from './http-url';
export { type InlineDirection, inlineDirection } from './inline-direction';
export { BASIC_LATIN_LETTERS, LANGUAGES, type LanguageRecord } from './language-records';
export { ALWAYS_ALLOWED_CHARS, charsetForLanguage, findLanguage, languageCharset } from './languages';
export { latinize } from './latinize';
export { metadataText } from './metadata-text';
export { type NormalizeTextOptions, normalizeText, type UnknownCharacters } from './normalize-text';
export { removeWideSegmentBreaks } from './segment-breaks';
export { titleAlpha } from './title-alpha';
export { plainTypography } from './typographic';
