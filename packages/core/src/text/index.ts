/**
 * @typeshelf/core/text — Text: normalisation, collation, latinising,
 * languages, inline direction, slugs and metadata.
 */

export { ALWAYS_ALLOWED_CHARS, BASIC_LATIN_LETTERS, englishCharset } from './basic-charset';
export { isBookId, randomBookSlug } from './book-id';
export { bookSlug, DEFAULT_AUTHOR, DEFAULT_TITLE, slugPart, uuidV4 } from './book-slug';
export { isHttpUrl, MAX_URL_CHARACTERS } from './http-url';
export { type InlineDirection, inlineDirection } from './inline-direction';
export { LANGUAGES, type LanguageRecord } from './language-records';
export { charsetForLanguage, findLanguage, languageCharset } from './languages';
export { latinize } from './latinize';
export { metadataText } from './metadata-text';
export { type NormalizeTextOptions, normalizeText, type UnknownCharacters } from './normalize-text';
export { removeWideSegmentBreaks } from './segment-breaks';
export { titleAlpha } from './title-alpha';
export { plainTypography } from './typographic';
