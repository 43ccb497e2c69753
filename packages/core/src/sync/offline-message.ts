/**
 * The offline warning (03 §9), a module of its own: the app's start-up code
 * shows it while the sync's code loads, without the sync's other texts.
 */
export const SYNC_OFFLINE_MESSAGE = 'You are offline. Your progress is kept on this device.';
