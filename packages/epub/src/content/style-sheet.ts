/**
 * What a book's CSS says about whether text is seen, read small: the
 * `display` and `visibility` declarations of rules whose selector is one
 * simple selector (`p`, `.invisible`, `span.invisible`, `#pass`) or two of
 * them joined as descendant or child (`blockquote cite`, `div.figcenter >
 * span.caption`), in comma lists, and of inline `style` attributes. Anything
 * else (attribute selectors, siblings, longer chains, media queries,
 * pseudo-classes) is not applied: a rule we cannot match exactly must not
 * hide text a reader would show. No parser on npm fits a browser bundle at
 * this size; this reads what the rules need (docs/decisions.md, "What the
 * reader sees").
 */

/** What an element's style says; undefined where it says nothing. */
export interface SeenStyle {
  /** 'none', 'block' (any block-level box: block, flex, list-item, table…), 'inline' or another value as written. */
  display?: string;
  /** 'hidden' (or 'collapse') hides; 'visible' shows. */
  visibility?: string;
}

/** One simple selector: a tag, a class, both, or an id. */
interface Compound {
  tag?: string;
  className?: string;
  id?: string;
}

/** A rule of two simple selectors: its subject inside (or, for `child`, right inside) its ancestor. */
interface ContextRule {
  ancestor: Compound;
  child: boolean;
  /** CSS specificity as one number: ids 100, classes 10, tags 1. */
  specificity: number;
  style: SeenStyle;
}

/**
 * Declarations by selector, in the cascade's order of specificity: tag < class < tag.class < id;
 * rules of two selectors by their subject's key ('p', '.x', 'p.x', '#x'), in sheet order.
 */
export interface StyleRules {
  tags: Map<string, SeenStyle>;
  classes: Map<string, SeenStyle>;
  tagClasses: Map<string, SeenStyle>;
  ids: Map<string, SeenStyle>;
  contextual: Map<string, ContextRule[]>;
}

export const emptyRules = (): StyleRules => ({
  tags: new Map(),
  classes: new Map(),
  tagClasses: new Map(),
  ids: new Map(),
  contextual: new Map(),
});

/**
 * The open elements around the one being styled, by depth (index 0 the root):
 * tag (lower case), class attribute and id. Kept as three arrays written in
 * place, so following the tree allocates nothing.
 */
export interface Ancestors {
  tags: string[];
  classes: (string | undefined)[];
  ids: (string | undefined)[];
}

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
/** Two simple selectors joined by white space (descendant) or `>` (child). */
const TWO_SELECTORS = /^(\S+?)\s*(>|\s)\s*(\S+)$/;

function compound(selector: string): Compound | null {
  if (selector === '') return null;
  const match = SIMPLE_SELECTOR.exec(selector);
  if (!match) return null;
  const [, tag, className, id] = match;
  const found: Compound = {};
  if (tag !== undefined) found.tag = tag.toLowerCase();
  if (className !== undefined) found.className = className;
  if (id !== undefined) found.id = id;
  return found;
}

const specificityOf = (part: Compound) =>
  (part.id !== undefined ? 100 : 0) +
  (part.className !== undefined ? 10 : 0) +
  (part.tag !== undefined ? 1 : 0);

/** The key a subject is filed under, as `styleOf` looks it up. */
function subjectKey(part: Compound): string {
  if (part.id !== undefined) return `#${part.id}`;
  if (part.className !== undefined) return `${part.tag ?? ''}.${part.className}`;
  return part.tag!;
}

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
  if (!match || selector === '') {
    const two = TWO_SELECTORS.exec(selector);
    const ancestor = two ? compound(two[1]!) : null;
    const subject = two ? compound(two[3]!) : null;
    if (ancestor === null || subject === null) return;
    const key = subjectKey(subject);
    const rule: ContextRule = {
      ancestor,
      child: two![2] === '>',
      specificity: specificityOf(ancestor) + specificityOf(subject),
      style: { ...style },
    };
    const list = rules.contextual.get(key);
    if (list) list.push(rule);
    else rules.contextual.set(key, [rule]);
    return;
  }
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
  for (const sheet of sheets) {
    for (const key of ['tags', 'classes', 'tagClasses', 'ids'] as const)
      for (const [selector, style] of sheet[key]) add(merged[key], selector, style);
    for (const [key, list] of sheet.contextual)
      merged.contextual.set(key, [...(merged.contextual.get(key) ?? []), ...list]);
  }
  return merged;
}

/** True when the rules say nothing at all (most books): the reader then skips every lookup. */
export function isEmptyRules(rules: StyleRules): boolean {
  return (
    rules.tags.size + rules.classes.size + rules.tagClasses.size + rules.ids.size + rules.contextual.size ===
    0
  );
}

function hasClass(classAttribute: string | undefined, name: string): boolean {
  if (classAttribute === undefined) return false;
  if (classAttribute === name) return true;
  return ` ${classAttribute.replace(/\s+/g, ' ')} `.includes(` ${name} `);
}

function matchesAt(part: Compound, ancestors: Ancestors, depth: number): boolean {
  const tag = ancestors.tags[depth];
  if (tag === undefined) return false;
  if (part.tag !== undefined && part.tag !== tag) return false;
  if (part.id !== undefined && part.id !== ancestors.ids[depth]) return false;
  return part.className === undefined || hasClass(ancestors.classes[depth], part.className);
}

/** Adds to `found` the rules filed under `key` whose ancestor encloses the element at `depth`. */
function matchKey(
  list: readonly ContextRule[] | undefined,
  ancestors: Ancestors,
  depth: number,
  found: ContextRule[] | null,
): ContextRule[] | null {
  if (list === undefined) return found;
  for (const rule of list) {
    let matched = false;
    if (rule.child) matched = depth > 0 && matchesAt(rule.ancestor, ancestors, depth - 1);
    else
      for (let at = depth - 1; at >= 0 && !matched; at--) matched = matchesAt(rule.ancestor, ancestors, at);
    if (!matched) continue;
    // Made only on a match: most elements of a book with such rules match none.
    if (found === null) found = [];
    found.push(rule);
  }
  return found;
}

/** The rules of two selectors whose subject is this element and whose ancestor encloses it. */
function contextualMatches(
  rules: StyleRules,
  tag: string,
  names: readonly string[] | null,
  id: string | undefined,
  ancestors: Ancestors,
  depth: number,
): ContextRule[] | null {
  const byKey = rules.contextual;
  let found = matchKey(byKey.get(tag), ancestors, depth, null);
  if (names !== null)
    for (const name of names)
      if (name !== '') {
        found = matchKey(byKey.get(`.${name}`), ancestors, depth, found);
        found = matchKey(byKey.get(`${tag}.${name}`), ancestors, depth, found);
      }
  if (id !== undefined) found = matchKey(byKey.get(`#${id}`), ancestors, depth, found);
  return found;
}

/** `style` with `found`'s declarations over it; neither is changed, so one found alone is returned as it is. */
function over(style: SeenStyle | null, found: SeenStyle | undefined | null): SeenStyle | null {
  if (!found) return style;
  return style === null ? found : { ...style, ...found };
}

/**
 * The style rules and an inline style give an element, the more specific
 * winning. `ancestors` holds the open elements around it at depths below
 * `depth`, for the rules of two selectors. The result is shared with the
 * rules: read it, never change it.
 */
export function styleOf(
  rules: StyleRules,
  tag: string,
  classAttribute: string | undefined,
  id: string | undefined,
  inline: string | undefined,
  ancestors?: Ancestors,
  depth = 0,
): SeenStyle | null {
  const names =
    classAttribute !== undefined &&
    (rules.classes.size > 0 || rules.tagClasses.size > 0 || rules.contextual.size > 0)
      ? classAttribute.split(/\s+/)
      : null;
  const contextual =
    ancestors !== undefined && rules.contextual.size > 0
      ? contextualMatches(rules, tag, names, id, ancestors, depth)
      : null;
  let style = over(null, rules.tags.get(tag));
  if (contextual === null) {
    if (names !== null) {
      for (const name of names) if (name !== '') style = over(style, rules.classes.get(name));
      for (const name of names) if (name !== '') style = over(style, rules.tagClasses.get(`${tag}.${name}`));
    }
    if (id !== undefined) style = over(style, rules.ids.get(id));
  } else {
    // Rules of two selectors come in at their specificity, after simple rules of the same (sheet order
    // is not kept across the two kinds: books do not set one against the other).
    contextual.sort((a, b) => a.specificity - b.specificity);
    let next = 0;
    const upTo = (specificity: number) => {
      while (next < contextual.length && contextual[next]!.specificity <= specificity)
        style = over(style, contextual[next++]!.style);
    };
    upTo(9);
    if (names !== null) {
      for (const name of names) if (name !== '') style = over(style, rules.classes.get(name));
      upTo(10);
      for (const name of names) if (name !== '') style = over(style, rules.tagClasses.get(`${tag}.${name}`));
    }
    upTo(99);
    if (id !== undefined) style = over(style, rules.ids.get(id));
    upTo(Number.POSITIVE_INFINITY);
  }
  if (inline !== undefined) style = over(style, readDeclarations(inline));
  return style;
}
