/**
 * The notice shown once storage fails (see `storage-health.ts`): the page
 * keeps working in memory, and the visitor learns that nothing will be kept.
 */
import type { StorageFailure } from './index';

export const STORAGE_NOTICE_TITLE = "Progress can't be saved in this browser";

export const STORAGE_NOTICE_DETAILS: Record<StorageFailure, string> = {
  unavailable:
    'This browser does not let the page keep data. You can still read and type; what you do lasts until this tab is closed.',
  blocked:
    'Another Typeshelf tab is holding on to the saved data, so this page cannot reach it. You can still read and type; what you do lasts until this tab is closed. Close the other Typeshelf tabs and reload to save again.',
  quota:
    "The browser's storage is full. What you type now is kept until this tab is closed; free some space to save again.",
};
