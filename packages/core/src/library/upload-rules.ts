import { FREE_CUSTOM_BOOKS_LIMIT } from './library-constants';

/**
 * Who may add custom books, and the notes the upload screen and the private
 * tab show about the free limit (01 §2, §6, §8; 02 §2).
 */

/** What the upload rules read about the user and the build. */
export interface UploadContext {
  /** accountInfo.isPremium: an active subscription, no custom book limit. */
  isPremium: boolean;
  /** accountInfo.isLocalPremium: Starter or premium. */
  isLocalPremium: boolean;
  /** A development build (hosts starting with "dev." or the local mode flag). */
  devMode: boolean;
  /** How many custom books the user has. */
  customCount: number;
}

/** True when the user has as many custom books as the free plan allows, or more. */
export function atFreeLimit(context: Pick<UploadContext, 'customCount'>): boolean {
  return context.customCount >= FREE_CUSTOM_BOOKS_LIMIT;
}

/**
 * How many more custom books the user may add: no limit for Starter and Pro
 * (local premium, whose plan card promises unlimited custom books, in every
 * build); otherwise what is left of the free limit.
 */
export function uploadRoom(context: UploadContext): number {
  if (context.isPremium || context.isLocalPremium) return Number.POSITIVE_INFINITY;
  return Math.max(0, FREE_CUSTOM_BOOKS_LIMIT - context.customCount);
}

/**
 * Premium users may always upload; anyone else below the free limit. The
 * upload screen asks before converting anything, so a book past the limit is
 * never converted only to be refused.
 */
export function canUpload(context: UploadContext): boolean {
  return uploadRoom(context) > 0;
}

/**
 * The notice on the upload screen when the user is blocked: the beta variant
 * outside development builds, the plain one inside; null when not blocked.
 * The limit value is not shown.
 */
export function uploadLimitNotice(context: UploadContext): 'limit' | 'limit-beta' | null {
  if (canUpload(context)) return null;
  return context.devMode ? 'limit' : 'limit-beta';
}

/** The "Add a book" tile on the private tab shows for Starter and Pro, or below the free limit. */
export function showAddBookTile(
  context: Pick<UploadContext, 'isPremium' | 'customCount'> & Partial<Pick<UploadContext, 'isLocalPremium'>>,
): boolean {
  return context.isPremium || context.isLocalPremium === true || !atFreeLimit(context);
}

/** "You've reached the limit of N custom books on the Free plan." (01 §8) */
export function freeLimitReachedText(limit: number = FREE_CUSTOM_BOOKS_LIMIT): string {
  return `You've reached the limit of ${limit} custom books on the Free plan.`;
}

/** One note above the private tab's books. */
export type PrivateTabNote =
  /** Development builds: custom books are stored locally, with Import, Export and Upgrade links. */
  | { type: 'stored-locally'; importHref: '/upload'; upgradeHref: '/pricing' }
  /** Production, signed-in free users: the beta note about the limit. */
  | { type: 'beta-limit' }
  /** Free users at the limit (Starter and Pro have none). */
  | { type: 'limit-reached'; text: string };

/** The private tab's notes, in display order. */
export function privateTabNotes(context: UploadContext & { signedIn: boolean }): PrivateTabNote[] {
  const notes: PrivateTabNote[] = [];
  if (context.devMode) notes.push({ type: 'stored-locally', importHref: '/upload', upgradeHref: '/pricing' });
  if (!context.devMode && context.signedIn && !context.isPremium) notes.push({ type: 'beta-limit' });
  if (!context.isPremium && !context.isLocalPremium && atFreeLimit(context))
    notes.push({ type: 'limit-reached', text: freeLimitReachedText() });
  return notes;
}
