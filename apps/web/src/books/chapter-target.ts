/** The prompt address of a chapter. */
export const promptHref = (bookId: string, chapterId: string) => `/prompt/${bookId}__${chapterId}`;
