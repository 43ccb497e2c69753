/**
 * The prompt's line heights and paragraph gaps by label, apart from the other
 * option lists of `settings-options.ts`: the prompt looks these up as it
 * draws, and its first load then carries only them.
 */

/** Line heights by label. */
export const LINE_HEIGHTS = { XS: 1.2, S: 1.3, M: 1.5, L: 1.8, XL: 2.2 } as const;
export type LineHeight = keyof typeof LINE_HEIGHTS;

/** Gap between paragraphs, in em, by the same labels as line heights. */
export const PARAGRAPH_GAPS = { XS: 0.25, S: 0.5, M: 1, L: 1.5, XL: 2 } as const;
export type ParagraphsGap = keyof typeof PARAGRAPH_GAPS;
