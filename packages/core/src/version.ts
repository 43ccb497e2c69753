/** The application version the spec shows in settings. */
export const VERSION = '1.29.0';
