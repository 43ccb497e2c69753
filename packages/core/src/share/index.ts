/**
 * @typeshelf/core/share — Sharing (02, 03 §9): share links, result
 * pictures, the showcase and the confetti plan.
 */
export { CONFETTI, type ConfettiBurst, confettiPlan } from './confetti-plan';
export {
  type ResultsView,
  shareImageFileName,
  shareImageShown,
  successSoundPlays,
} from './results-share';
export {
  SHARE_NETWORK_NAMES,
  SHARE_NETWORKS,
  type ShareContent,
  type ShareNetwork,
  shareLinks,
  shareUrl,
  weeklyShareText,
} from './share-links';
export { type ShowcaseEntry, showcaseEntries } from './showcase';
