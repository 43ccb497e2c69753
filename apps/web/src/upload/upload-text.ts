/** The upload screen's messages (02 §8, word for word where the spec gives them). */
import { UPLOAD_MESSAGES } from '@typeshelf/epub';

export const UPLOAD_TEXT = {
  incorrectFormat: UPLOAD_MESSAGES.incorrectFormat,
  cannotLoad: UPLOAD_MESSAGES.cannotLoad,
  unexpected: UPLOAD_MESSAGES.unexpected,
  /** The limit value is not shown (02 §2). */
  limitReached: "You've reached the limit of custom books on the Free plan. Upgrade to add more books.",
  limitReachedBeta:
    "You've reached the limit of custom books on the Free plan. During the beta the limit may change; upgrade to add more books.",
} as const;
