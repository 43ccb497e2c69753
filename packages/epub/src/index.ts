/**
 * @typeshelf/epub — EPUB conversion and Typeshelf's file formats. Bytes in,
 * books out; runs unchanged in a Web Worker and in Node.
 */

export { cleanBookInfo } from './book/clean-book-info';
export { coverDataUrl } from './book/cover-data-url';
export type { ConvertedBook, ConvertOptions } from './convert-epub';
export { convertEpub } from './convert-epub';
export { type AsyncConvertOptions, convertEpubAsync } from './convert-epub-async';
export { CONVERTER_VERSION } from './converter-version';
export {
  AMBIGUOUS_CHAPTERS_MESSAGE,
  EpubError,
  type EpubFailureKind,
  IMPORT_MESSAGES,
  ImportError,
  type ImportFailureKind,
  isEpubError,
  isImportError,
  isPackageError,
  SETTINGS_MESSAGES,
  SettingsFileError,
  UPLOAD_MESSAGES,
  type ZipFailureKind,
} from './errors';
export { readChapterFile, readContentFile, writeChapterFile, writeContentFile } from './formats/content-file';
export { IMPORT_UNPACK_RATIO, MAX_IMPORT_BYTES, MAX_UNPACKED_BYTES, unpackBudget } from './formats/gzip-json';
export {
  readSaveFile,
  SAVE_FILE_VERSION,
  SAVE_PRODUCT_NAME,
  SAVE_STORES,
  type SaveData,
  writeSaveFile,
} from './formats/save-file';
export {
  readSettingsFile,
  type SettingsFileContent,
  settingsFileName,
  writeSettingsFile,
} from './formats/settings-file';
export {
  ALL_BOOKS_TBF_FILE_NAME,
  MAX_BOOK_PARAGRAPHS,
  MAX_TBF_BOOKS,
  readTbf,
  syncTbfFileName,
  TBF_TYPE,
  TBF_VERSION,
  type TbfBook,
  tbfFileName,
  writeTbf,
} from './formats/tbf-file';
export type { CoverImage } from './package/cover-image';
export type { NativeZlib } from './zip/native-zlib';
export { DEFAULT_SAFETY_LIMITS, type SafetyLimits } from './zip/safety-limits';
export {
  type DecompressionStreamConstructor,
  type DecompressionStreamLike,
  type RawInflater,
  streamInflater,
} from './zip/stream-inflater';
