import { ACCOUNT_MESSAGES } from '@typeshelf/core/accounts';
import { SYNC_MESSAGES } from '@typeshelf/core/sync';
import { isPackageError } from '@typeshelf/epub';

/**
 * The CLI's own failures, one kind each with a fixed message. Conversion
 * failures come from `@typeshelf/epub` and keep that package's kinds and the
 * specification's messages.
 */

export type CliErrorKind =
  | 'input-not-found'
  | 'input-unreadable'
  | 'unsupported-input'
  | 'no-inputs'
  | 'config-invalid'
  | 'book-source-invalid'
  | 'chapter-not-found'
  | 'duplicate-book-id'
  | 'tbf-invalid'
  | 'credentials-missing'
  | 'sign-in-failed'
  | 'not-premium'
  | 'server-unreachable'
  | 'server-failed'
  | 'unexpected';

const messages: Record<CliErrorKind, string> = {
  'input-not-found': 'The file or folder does not exist.',
  'input-unreadable': 'We encountered a problem trying to read the file. Please try again.',
  'unsupported-input': 'Incorrect file format.',
  'no-inputs': 'No EPUB or TBF files were found in the inputs.',
  'config-invalid': 'The catalogue configuration file is not valid.',
  'book-source-invalid': 'The book source folder is not valid.',
  'chapter-not-found': 'The book has no chapter with this id.',
  'duplicate-book-id': 'Another input already produced a book with this id.',
  'tbf-invalid': "The file you're trying to upload is not a valid TBF and cannot be loaded.",
  'credentials-missing':
    'Sign-in needs the password in TYPESHELF_PASSWORD and the backend from --backend (or TYPESHELF_BACKEND_URL) with TYPESHELF_ANON_KEY.',
  'sign-in-failed': ACCOUNT_MESSAGES.invalidCredentials,
  'not-premium': SYNC_MESSAGES.premiumOnly,
  'server-unreachable': 'Could not connect, check the connection.',
  'server-failed': SYNC_MESSAGES.syncFailed,
  unexpected: 'We encountered an unexpected error when trying to load the file.',
};

/** A failure the CLI reports with a fixed message and optional detail (a path, an id). */
export class CliError extends Error {
  override readonly name = 'CliError';
  constructor(
    readonly kind: CliErrorKind,
    readonly detail: string | null = null,
  ) {
    super(detail === null ? messages[kind] : `${messages[kind]} (${detail})`);
  }
}

export const isCliError = (error: unknown): error is CliError => error instanceof CliError;

/** The `{ kind, message }` pair every command prints for a failure, whatever threw it. */
export interface ReportedError {
  kind: string;
  message: string;
}

/**
 * The `{ kind, message }` of any failure: the EPUB package's kind and the
 * specification's message for bad books, the CLI's own for the rest, and the
 * unexpected-error message for anything unforeseen.
 */
export function reportError(error: unknown): ReportedError {
  if (isPackageError(error) || isCliError(error)) return { kind: error.kind, message: error.message };
  return { kind: 'unexpected', message: messages.unexpected };
}
