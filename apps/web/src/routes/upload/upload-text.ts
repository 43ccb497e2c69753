/**
 * The upload screen's messages (02 §8, word for word where the spec gives
 * them). The conversion failures are the EPUB package's own messages, loaded
 * with its code once a file is picked rather than with the page: importing
 * them here would put the whole package in the screen's first load.
 */
export const conversionMessages = () => import('@typeshelf/epub').then((epub) => epub.UPLOAD_MESSAGES);

export const UPLOAD_TEXT = {
  /** The limit value is not shown (02 §2). */
  limitReached: "You've reached the limit of custom books on the Free plan. Upgrade to add more books.",
  limitReachedBeta:
    "You've reached the limit of custom books on the Free plan. During the beta the limit may change; upgrade to add more books.",
  /** Before replacing private books by imported ones of the same id (not in the spec). */
  conflict: (titles: readonly string[]) =>
    titles.length === 1
      ? `“${titles[0]}” is already in your private books. Replacing it also clears its progress.`
      : `${titles.length} of these books are already in your private books. Replacing them also clears their progress.`,
  replace: 'Replace',
  keepBoth: 'Keep both',
} as const;
