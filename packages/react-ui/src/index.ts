/** @typeshelf/react-ui — React components and hooks over @typeshelf/core. */
export { MaskedValue, type MaskedValueProps } from './account/masked-value';
export { PlanCardView, type PlanCardViewProps } from './account/plan-card-view';
export { TextField, type TextFieldProps } from './account/text-field';
export { AppShell, type AppShellProps } from './app-shell';
// ── Library, book page, home, upload, common ────────────────────────────────
export { ActionsMenu, type MenuAction } from './book/actions-menu';
export { BookDescription, type BookDescriptionProps } from './book/book-description';
export { BookEditForm, type BookEditFormProps, type BookEditValues } from './book/book-edit-form';
export { ChapterList, type ChapterRow } from './book/chapter-list';
export { FavoriteButton } from './book/favorite-button';
export { RatingStars } from './book/rating-stars';
export { StatsStrip, type StatsStripProps } from './book/stats-strip';
export { afterNextPaint } from './common/after-next-paint';
export { AppLink, type AppLinkProps, LinkProvider } from './common/app-link';
export { Banner, type BannerProps } from './common/banner';
export { loadChartLibrary } from './common/load-chart-library';
export { Modal, type ModalProps } from './common/modal';
export {
  NotificationList,
  type NotificationListProps,
  type NotificationView,
} from './common/notification-list';
export { SiteFooter, type SiteFooterProps } from './common/site-footer';
export { SiteHeader, type SiteHeaderProps } from './common/site-header';
export { CommunityPanel, type PanelState } from './home/community-panel';
export { HomeHero, type HomeHeroProps } from './home/home-hero';
export { type QuickStat, QuickStats } from './home/quick-stats';
// ── Prompt, keyboard, sounds, results ───────────────────────────────────────
export { canVibrate, vibrate } from './keyboard/haptics';
export { findKey, type KeyPosition } from './keyboard/key-lookup';
export {
  DESKTOP_LAYOUT_IDS,
  DESKTOP_LAYOUTS,
  type DesktopLayoutId,
  isDesktopLayoutId,
  isMobileLayoutId,
  MOBILE_LAYOUT_IDS,
  type MobileLayoutId,
  VISIBLE_DESKTOP_LAYOUT_IDS,
} from './keyboard/keyboard-layouts';
export {
  MobileKeyboard,
  type MobileKeyboardProps,
  type MobileKeyPress,
  type MobileLayer,
  nextLayer,
} from './keyboard/mobile-keyboard';
export { type KeyboardIndicator, ScreenKeyboard, type ScreenKeyboardProps } from './keyboard/screen-keyboard';
// ── Component kit: controls styled from the theme tokens ──────────────────
export { Button, type ButtonProps } from './kit/button';
export { Card, type CardProps } from './kit/card';
export { Chip, type ChipProps } from './kit/chip';
export { Dialog, type DialogProps } from './kit/dialog';
export { Segmented, type SegmentedProps } from './kit/segmented';
export { SelectField, type SelectFieldProps, type SelectOption } from './kit/select-field';
export { type TabItem, Tabs, type TabsProps } from './kit/tabs';
export { Toggle, type ToggleProps } from './kit/toggle';
export { AddBookTile } from './library/add-book-tile';
export { BookTile, type BookTileProps } from './library/book-tile';
export { CriteriaChips, type CriteriaChipsProps, type CriterionChip } from './library/criteria-chips';
export { type GenreCount as GenreFilterItem, GenreFilter } from './library/genre-filter';
export { type LibraryTabLink, LibraryTabs } from './library/library-tabs';
export { type PaginationControl, PaginationNav, type PaginationNavProps } from './library/pagination-nav';
export { SearchBox, type SearchBoxProps } from './library/search-box';
export { type CharBox, caretRect, measureChar } from './prompt/caret-geometry';
export { DictionaryPanel, type DictionaryPanelProps } from './prompt/dictionary-panel';
export { type DictionaryEntry, fetchDefinition } from './prompt/dictionary-word';
export { DEFAULT_PROMPT_LOOK, lookStyle, type PromptLook, type TypoDisplay } from './prompt/prompt-look';
export { createPromptPainter, type PaintLook, type PromptPainter } from './prompt/prompt-painter';
export {
  PromptScreen,
  type PromptScreenProps,
  type ScrollPosition,
} from './prompt/prompt-screen';
export { renderAfterKey } from './prompt/render-after-key';
export { sameFields, usePromptSelect } from './prompt/use-prompt-view';
export { BookCompleteExtra, type BookCompleteExtraProps } from './results/book-complete-extra';
export { ResultsChart, type ResultsChartPoint, type ResultsChartProps } from './results/results-chart';
export { ResultsShareCard, type ResultsShareCardProps } from './results/results-share-card';
export {
  accuracyTone,
  consistencyTone,
  formatDuration,
  type ResultsFigures,
  StatsGrid,
} from './results/stats-grid';
export { COPIED_FLASH_MS, ShareImageDialog, type ShareImageDialogProps } from './share/share-image-dialog';
export { WeeklyActivityChart, type WeeklyActivityChartProps } from './share/weekly-activity-chart';
export { ModifierGate } from './sound/modifier-gate';
export { SoundPlayer } from './sound/sound-player';
export { DEFAULT_SOUND_SETTINGS, keyPlaybackRate, type SoundSettings } from './sound/sound-settings';
// ── Stats ───────────────────────────────────────────────────────────────────
export { ActivityHeatmap, type ActivityHeatmapProps } from './stats/activity-heatmap';
export { LongTermChart, type LongTermChartProps } from './stats/long-term-chart';
export { RecentStats, type RecentStatsProps } from './stats/recent-stats';
export {
  changeText,
  countText,
  hoursText,
  percentText,
  warmStatFormats,
  whenText,
  wpmText,
} from './stats/stat-format';
export { TopStats, type TopStatsProps } from './stats/top-stats';
export { DropArea, type DropAreaProps } from './upload/drop-area';
export { UploadHelp } from './upload/upload-help';
