/** Resolves a catalogue path (e.g. `books/{id}/info.json`) against the app's base address. */
export const staticUrl = (path: string) => `${import.meta.env.BASE_URL}${path}`;
