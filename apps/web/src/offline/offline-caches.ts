/**
 * The service worker's run-time cache names, shared by its build options
 * (`build/pwa-options.ts`) and the app, which fills them for "Make available
 * offline" whether or not a service worker controls the page yet.
 */
export const OFFLINE_CACHES = {
  catalogue: 'typeshelf-catalogue',
  bookInfo: 'typeshelf-book-info',
  covers: 'typeshelf-covers',
  chapters: 'typeshelf-chapters',
} as const;
