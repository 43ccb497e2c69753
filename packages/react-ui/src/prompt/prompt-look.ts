/** How typos show: the expected letter in red, the typed letter instead, or both (typed above). */
export type TypoDisplay = 'highlight' | 'replace' | 'other';

/**
 * The prompt's visual settings, already resolved to CSS-ready values by the
 * app from the settings store, so components stay free of the settings model.
 */
export interface PromptLook {
  /** CSS font-family list. */
  fontFamily: string;
  /** Font size in rem. */
  fontSizeRem: number;
  /** Unitless line height (1.2 … 2.2). */
  lineHeight: number;
  /** Space between paragraphs in em. */
  paragraphGapEm: number;
  /** Maximum text width in ch; null for the full width. */
  lineWidthCh: number | null;
  justify: boolean;
  indent: boolean;
  newlineIndicator: boolean;
  showTypos: TypoDisplay;
  highlightIncorrectWords: boolean;
}

export const DEFAULT_PROMPT_LOOK: PromptLook = {
  fontFamily: 'Georgia, "Times New Roman", serif',
  fontSizeRem: 1.5,
  lineHeight: 1.8,
  paragraphGapEm: 1,
  lineWidthCh: 70,
  justify: false,
  indent: false,
  newlineIndicator: true,
  showTypos: 'highlight',
  highlightIncorrectWords: true,
};

/** The look as CSS custom properties for the prompt's container. */
export function lookStyle(look: PromptLook): React.CSSProperties {
  return {
    '--prompt-font': look.fontFamily,
    '--prompt-size': `${look.fontSizeRem}rem`,
    '--prompt-line-height': String(look.lineHeight),
    '--prompt-gap': `${look.paragraphGapEm}em`,
    '--prompt-width': look.lineWidthCh === null ? 'none' : `${look.lineWidthCh}ch`,
    '--prompt-align': look.justify ? 'justify' : 'start',
    '--prompt-indent': look.indent ? '2em' : '0',
  } as React.CSSProperties;
}
