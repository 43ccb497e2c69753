/**
 * What a book's CSS says about whether text is seen, read small: the
 * `display` and `visibility` declarations of rules whose selector is one
 * simple selector (`p`, `.invisible`, `span.invisible`, `#pass`), and of
 * inline `style` attributes. Anything else (descendant and attribute
 * selectors, media queries, pseudo-classes) is not applied: a rule we cannot
 * match exactly must not hide text a reader would show. No parser on npm
 * fits a browser bundle at this size; this reads what the rules need
 * (docs/decisions.md, "What the reader sees").
 */

/** What an element's style says; undefined where it says nothing. */
export interface SeenStyle {
  /** 'none', 'block' (any block-level box: block, flex, list-item, table…), 'inline' or another value as written. */
  display?: string;
  /** 'hidden' (or 'collapse') hides; 'visible' shows. */
  visibility?: string;
}

/** Declarations by selector, in the cascade's order of specificity: tag < class < tag.class < id. */
export interface StyleRules {
  tags: Map<string, SeenStyle>;
  classes: Map<string, SeenStyle>;
  tagClasses: Map<string, SeenStyle>;
  ids: Map<string, SeenStyle>;
}

export const emptyRules = (): StyleRules => ({
  tags: new Map(),
  classes: new Map(),
  tagClasses: new Map(),
  ids: new Map(),
});

const BLOCK_DISPLAYS = new Set(['block', 'flex', 'grid', 'list-item', 'table', 'flow-root']);

/** The display and visibility of a declaration block ("display: none; color: red"). */
export function readDeclarations(block: string): SeenStyle | null {
  let style: SeenStyle | null = null;
  for (const declaration of block.split(';')) {
    const colon = declaration.indexOf(':');
    if (colon < 0) continue;
    const property = declaration.slice(0, colon).trim().toLowerCase();
    if (property !== 'display' && property !== 'visibility') continue;
    const value = declaration
      .slice(colon + 1)
      .replace(/!\s*important/i, '')
      .trim()
      .toLowerCase();
    style ??= {};
    if (property === 'display') style.display = BLOCK_DISPLAYS.has(value) ? 'block' : value;
    else style.visibility = value === 'collapse' ? 'hidden' : value;
  }
  return style;
}

const SIMPLE_SELECTOR = /^([a-zA-Z][\w-]*)?(?:\.([\w-]+))?$|^#([\w-]+)$/;

function add(map: Map<string, SeenStyle>, key: string, style: SeenStyle): void {
  const found = map.get(key);
  map.set(key, found ? { ...found, ...style } : { ...style });
}

/** Index of the brace that closes the one opened just before `from`, or the text's end. */
function closingBrace(css: string, from: number): number {
  let depth = 1;
  for (let i = from; i < css.length; i++) {
    const char = css.charCodeAt(i);
    if (char === 123) depth++;
    else if (char === 125 && --depth === 0) return i;
  }
  return css.length;
}

/** Adds a style sheet's simple rules to `rules`, later rules overriding earlier ones of the same selector. */
export function readStyleSheet(css: string, rules: StyleRules = emptyRules()): StyleRules {
  // Only sheets that mention the two properties can change anything.
  if (!/display|visibility/i.test(css)) return rules;
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '');
  let at = 0;
  while (at < text.length) {
    const open = text.indexOf('{', at);
    if (open < 0) break;
    let prelude = text.slice(at, open).trim();
    // Statements such as @import and @charset end at a semicolon, before the next block's prelude.
    while (prelude.startsWith('@') && prelude.includes(';'))
      prelude = prelude.slice(prelude.indexOf(';') + 1).trim();
    const close = closingBrace(text, open + 1);
    if (!prelude.startsWith('@')) {
      const style = readDeclarations(text.slice(open + 1, close));
      if (style) for (const selector of prelude.split(',')) addSelector(rules, selector.trim(), style);
    }
    at = close + 1;
  }
  return rules;
}

function addSelector(rules: StyleRules, selector: string, style: SeenStyle): void {
  const match = SIMPLE_SELECTOR.exec(selector);
  if (!match || selector === '') return;
  const [, tag, className, id] = match;
  if (id !== undefined) add(rules.ids, id, style);
  else if (tag !== undefined && className !== undefined)
    add(rules.tagClasses, `${tag.toLowerCase()}.${className}`, style);
  else if (className !== undefined) add(rules.classes, className, style);
  else if (tag !== undefined) add(rules.tags, tag.toLowerCase(), style);
}

/** Several sheets as one, in document order: a later sheet's rule wins over an earlier one of the same selector. */
export function mergeRules(sheets: readonly StyleRules[]): StyleRules {
  if (sheets.length === 1) return sheets[0]!;
  const merged = emptyRules();
  for (const sheet of sheets)
    for (const key of ['tags', 'classes', 'tagClasses', 'ids'] as const)
      for (const [selector, style] of sheet[key]) add(merged[key], selector, style);
  return merged;
}

/** True when the rules say nothing at all (most books): the reader then skips every lookup. */
export function isEmptyRules(rules: StyleRules): boolean {
  return rules.tags.size + rules.classes.size + rules.tagClasses.size + rules.ids.size === 0;
}

/** The style rules and an inline style give an element, the more specific winning. */
export function styleOf(
  rules: StyleRules,
  tag: string,
  classAttribute: string | undefined,
  id: string | undefined,
  inline: string | undefined,
): SeenStyle | null {
  let style: SeenStyle | null = null;
  const apply = (found: SeenStyle | undefined | null) => {
    if (found) style = style ? { ...style, ...found } : { ...found };
  };
  apply(rules.tags.get(tag));
  if (classAttribute !== undefined && (rules.classes.size > 0 || rules.tagClasses.size > 0)) {
    const names = classAttribute.split(/\s+/);
    for (const name of names) if (name !== '') apply(rules.classes.get(name));
    for (const name of names) if (name !== '') apply(rules.tagClasses.get(`${tag}.${name}`));
  }
  if (id !== undefined) apply(rules.ids.get(id));
  if (inline !== undefined) apply(readDeclarations(inline));
  return style;
}
