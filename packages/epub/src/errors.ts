/**
 * Every failure this package reports, as typed errors that carry the
 * specification's user-facing message (02 §8). `kind` is the internal failure
 * kind, for logs and tests; `message` is what the user reads.
 */

/** The upload messages of the error catalogue, word for word. */
export const UPLOAD_MESSAGES = {
  encrypted: "The file you're trying to upload is encrypted and cannot be loaded.",
  invalidEpub: "The file you're trying to upload is not a valid EPUB and cannot be loaded.",
  unexpected: 'We encountered an unexpected error when trying to load the file.',
  incorrectFormat: 'Incorrect file format.',
  cannotLoad: 'Cannot load the file',
} as const;

/** The file import messages of the error catalogue, word for word. */
export const IMPORT_MESSAGES = {
  corrupted: "The file you're trying to upload is corrupted and cannot be loaded.",
  readFailure: 'We encountered a problem trying to read the file. Please try again.',
  wrongFormat: "The file you're trying to upload is not a valid TBF and cannot be loaded.",
  unexpected: 'We encountered an unexpected error when trying to load the file.',
} as const;

/** The settings file messages of the error catalogue: a title and a text. */
export const SETTINGS_MESSAGES = {
  importTitle: 'Cannot import settings',
  importText: 'There is a problem with your settings file.',
  exportTitle: 'Settings export error',
  exportText: 'No settings to export.',
} as const;

/** The message for chapter ids that are not unique (02 §5, EPUB rules). */
export const AMBIGUOUS_CHAPTERS_MESSAGE = 'Ambiguous chapter names (some chapters have the same titles)!';

/** Zip-level failure kinds, as the specification names them (02 §8). */
export type ZipFailureKind =
  | 'File format is not recognized'
  | 'End of central directory not found'
  | 'End of Zip64 central directory not found'
  | 'End of Zip64 central directory locator not found'
  | 'Central directory header not found'
  | 'Local file header not found'
  | 'Zip64 extra field not found'
  | 'File contains encrypted entry'
  | 'Encryption method not supported'
  | 'Compression method not supported'
  | 'Split zip file';

/**
 * Every internal EPUB failure kind: the specification's three EPUB kinds, its
 * zip kinds, the safety limits, duplicate chapter ids and anything unforeseen.
 */
export type EpubFailureKind =
  | 'Encrypted epub file'
  | 'Incorrect epub file'
  | 'File parsing error'
  | 'File too large'
  | 'Ambiguous chapter names'
  | 'Unexpected error'
  | ZipFailureKind;

function uploadMessageFor(kind: EpubFailureKind): string {
  switch (kind) {
    case 'Encrypted epub file':
    case 'File contains encrypted entry':
    case 'Encryption method not supported':
      return UPLOAD_MESSAGES.encrypted;
    case 'Incorrect epub file':
    case 'File parsing error':
    case 'File too large':
    case 'File format is not recognized':
    case 'End of central directory not found':
    case 'End of Zip64 central directory not found':
    case 'End of Zip64 central directory locator not found':
    case 'Central directory header not found':
    case 'Local file header not found':
    case 'Zip64 extra field not found':
    case 'Compression method not supported':
    case 'Split zip file':
      return UPLOAD_MESSAGES.invalidEpub;
    case 'Ambiguous chapter names':
      return AMBIGUOUS_CHAPTERS_MESSAGE;
    case 'Unexpected error':
      return UPLOAD_MESSAGES.unexpected;
    default: {
      const never: never = kind;
      return never;
    }
  }
}

/** A failure to read an EPUB; `message` is the specification's upload message. */
export class EpubError extends Error {
  override readonly name = 'EpubError';
  /** The internal failure kind, e.g. 'Encrypted epub file'. */
  readonly kind: EpubFailureKind;
  /** What went wrong in detail, for logs; never shown as the message. */
  readonly detail: string;

  constructor(kind: EpubFailureKind, detail = '', options?: { cause?: unknown }) {
    super(uploadMessageFor(kind), options);
    this.kind = kind;
    this.detail = detail;
  }
}

/** The failure kinds of a TBF, save or content file import. */
export type ImportFailureKind = 'corrupted' | 'read failure' | 'wrong format' | 'too large' | 'unexpected';

function importMessageFor(kind: ImportFailureKind): string {
  switch (kind) {
    case 'corrupted':
    case 'too large':
      return IMPORT_MESSAGES.corrupted;
    case 'read failure':
      return IMPORT_MESSAGES.readFailure;
    case 'wrong format':
      return IMPORT_MESSAGES.wrongFormat;
    case 'unexpected':
      return IMPORT_MESSAGES.unexpected;
    default: {
      const never: never = kind;
      return never;
    }
  }
}

/** A failure to import a TBF, save or content file; `message` is the catalogue's import message. */
export class ImportError extends Error {
  override readonly name = 'ImportError';
  readonly kind: ImportFailureKind;
  readonly detail: string;

  constructor(kind: ImportFailureKind, detail = '', options?: { cause?: unknown }) {
    super(importMessageFor(kind), options);
    this.kind = kind;
    this.detail = detail;
  }
}

/** A settings file that cannot be imported or exported; `title` and `message` follow the catalogue. */
export class SettingsFileError extends Error {
  override readonly name = 'SettingsFileError';
  readonly kind: 'import' | 'export';
  readonly title: string;
  readonly detail: string;

  constructor(kind: 'import' | 'export', detail = '') {
    super(kind === 'import' ? SETTINGS_MESSAGES.importText : SETTINGS_MESSAGES.exportText);
    this.kind = kind;
    this.title = kind === 'import' ? SETTINGS_MESSAGES.importTitle : SETTINGS_MESSAGES.exportTitle;
    this.detail = detail;
  }
}

/** True for an {@link EpubError}. */
export function isEpubError(error: unknown): error is EpubError {
  return error instanceof EpubError;
}

/** True for an {@link ImportError}. */
export function isImportError(error: unknown): error is ImportError {
  return error instanceof ImportError;
}

/** True for any error this package throws on bad input. */
export function isPackageError(error: unknown): error is EpubError | ImportError | SettingsFileError {
  return error instanceof EpubError || error instanceof ImportError || error instanceof SettingsFileError;
}
