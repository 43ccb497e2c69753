/**
 * The taxonomy's label functions, in a module of their own so screens can
 * load them (and core's genre and topic tables behind them) on demand; see
 * `use-taxonomy-labels.ts`.
 */
export { genreLabel, topicLabel } from '@typeshelf/core/taxonomy';
