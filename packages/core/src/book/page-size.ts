/** Typed characters that make one page. */
export const CHARACTERS_PER_PAGE = 2000;
