/**
 * @typeshelf/epub — EPUB conversion and Typeshelf's file formats. Bytes in,
 * books out; runs unchanged in a Web Worker and in Node.
 */

export type { ConvertedBook, ConvertOptions } from './convert-epub';
export { convertEpub } from './convert-epub';
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
export type { CoverImage } from './package/cover-image';
export { DEFAULT_SAFETY_LIMITS, type SafetyLimits } from './zip/safety-limits';
