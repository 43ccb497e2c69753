import { type Ancestors, type ComplexSelector, matchesSelector, readSelectors } from './css-selectors';

export type { Ancestors } from './css-selectors';

/**
 * What a book's CSS says about whether text is seen: the `display` and
 * `visibility` declarations of its style sheets' rules and of inline `style`
 * attributes, applied in the cascade's order (CSS Cascade 4: normal
 * declarations by specificity then sheet order, the inline style over them,
 * then `!important` ones the same way, an important inline one last).
 * Selectors are matched by css-selectors.ts (descendant and child
 * combinators, compound classes, attributes, lists); rules inside `@media`
 * apply only when the query is `all` or `screen`, as a reading system's
 * screen shows them (docs/decisions.md, "What the reader sees").
 */

/** What an element's style says; undefined where it says nothing. */
export interface SeenStyle {
  /** 'none', 'block' (any block-level box: block, flex, list-item, table…), 'inline' or another value as written. */
  display?: string;
  /** 'hidden' (or 'collapse') hides; 'visible' shows. */
  visibility?: string;
}

/** A declaration block's normal and `!important` parts; null where it has none. */
export interface Declarations {
  normal: SeenStyle | null;
  important: SeenStyle | null;
}

interface Rule {
  selector: ComplexSelector;
  /** Its place among the sheets a document uses: a later rule wins at the same specificity. */
  order: number;
  normal: SeenStyle | null;
  important: SeenStyle | null;
}

/**
 * Rules filed by their subject's most telling part, as a browser files them:
 * its id, else its first class, else its tag, else its first attribute's
 * name, else among the rules every element is tried against.
 */
export interface StyleRules {
  byId: Map<string, Rule[]>;
  byClass: Map<string, Rule[]>;
  byTag: Map<string, Rule[]>;
  byAttribute: Map<string, Rule[]>;
  universal: Rule[];
  /** How many rules: the next rule's order. */
  size: number;
}

export const emptyRules = (): StyleRules => ({
  byId: new Map(),
  byClass: new Map(),
  byTag: new Map(),
  byAttribute: new Map(),
  universal: [],
  size: 0,
});

const BLOCK_DISPLAYS = new Set(['block', 'flex', 'grid', 'list-item', 'table', 'flow-root']);
const IMPORTANT = /!\s*important\s*$/i;

/** The display and visibility of a declaration block ("display: none !important; color: red"), or null. */
export function readDeclarations(block: string): Declarations | null {
  let found: Declarations | null = null;
  for (const declaration of block.split(';')) {
    const colon = declaration.indexOf(':');
    if (colon < 0) continue;
    const property = declaration.slice(0, colon).trim().toLowerCase();
    if (property !== 'display' && property !== 'visibility') continue;
    let value = declaration.slice(colon + 1).trim();
    const important = IMPORTANT.test(value);
    if (important) value = value.replace(IMPORTANT, '').trim();
    value = value.toLowerCase();
    found ??= { normal: null, important: null };
    if (important) found.important ??= {};
    else found.normal ??= {};
    const style = (important ? found.important : found.normal)!;
    if (property === 'display') style.display = BLOCK_DISPLAYS.has(value) ? 'block' : value;
    else style.visibility = value === 'collapse' ? 'hidden' : value;
  }
  return found;
}

function file(map: Map<string, Rule[]>, key: string, rule: Rule): void {
  const list = map.get(key);
  if (list) list.push(rule);
  else map.set(key, [rule]);
}

function addRule(rules: StyleRules, rule: Rule): void {
  const subject = rule.selector.parts[0]!;
  const conditions = subject.conditions;
  const id = conditions.find((test) => test.name === 'id' && test.action === 'equals' && !test.ignoreCase);
  if (id) {
    file(rules.byId, id.value, rule);
    return;
  }
  const named = conditions.find(
    (test) => test.name === 'class' && test.action === 'element' && !test.ignoreCase,
  );
  if (named) {
    file(rules.byClass, named.value, rule);
    return;
  }
  if (subject.tag !== null) {
    file(rules.byTag, subject.tag, rule);
    return;
  }
  const attribute = conditions.find((test) => !test.name.startsWith('*:'));
  if (attribute) {
    file(rules.byAttribute, attribute.name, rule);
    return;
  }
  rules.universal.push(rule);
}

/** Index of the brace closing the block opened before `from`, skipping strings; the text's end when unclosed. */
function closingBrace(css: string, from: number): number {
  let depth = 1;
  for (let i = from; i < css.length; i++) {
    const char = css.charCodeAt(i);
    if (char === 34 || char === 39) {
      // A quoted string ("}" in a content value) closes nothing.
      const close = css.indexOf(css[i]!, i + 1);
      if (close < 0) return css.length;
      i = close;
    } else if (char === 123) depth++;
    else if (char === 125 && --depth === 0) return i;
  }
  return css.length;
}

/** A media query list a reading system's screen satisfies: `all` or `screen`, with no feature conditions. */
const SCREEN_MEDIA = /^@media\s+(?:only\s+)?(all|screen)\s*(,|$)/i;

function readBlock(text: string, from: number, to: number, rules: StyleRules): void {
  let at = from;
  while (at < to) {
    const open = text.indexOf('{', at);
    if (open < 0 || open >= to) break;
    let prelude = text.slice(at, open).trim();
    // Statements such as @import, @charset and @namespace end at a semicolon, before the next block's prelude.
    while (prelude.startsWith('@') && prelude.includes(';'))
      prelude = prelude.slice(prelude.indexOf(';') + 1).trim();
    const close = Math.min(closingBrace(text, open + 1), to);
    if (prelude.startsWith('@')) {
      if (SCREEN_MEDIA.test(prelude)) readBlock(text, open + 1, close, rules);
    } else {
      const declarations = readDeclarations(text.slice(open + 1, close));
      if (declarations)
        for (const selector of readSelectors(prelude))
          addRule(rules, { selector, order: rules.size++, ...declarations });
    }
    at = close + 1;
  }
}

/** Adds a style sheet's rules to `rules`, in order after those already there. */
export function readStyleSheet(css: string, rules: StyleRules = emptyRules()): StyleRules {
  // Only sheets that mention the two properties can change anything.
  if (!/display|visibility/i.test(css)) return rules;
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '');
  readBlock(text, 0, text.length, rules);
  return rules;
}

/** Several sheets as one, in document order: a later sheet's rule wins over an earlier one of the same specificity. */
export function mergeRules(sheets: readonly StyleRules[]): StyleRules {
  if (sheets.length === 0) return emptyRules();
  let merged = sheets[0]!;
  for (let i = 1; i < sheets.length; i++) merged = mergedWith(merged, sheets[i]!);
  return merged;
}

/**
 * Rules merged before, by the rules so far and the sheet added after them:
 * every document of a book links the same sheets, and merging them again
 * for each cost War and Peace about 6 ms. Merging is associative (each
 * sheet's rules come after all of those before it), so a list of sheets is
 * merged one at a time.
 */
const merges = new WeakMap<StyleRules, WeakMap<StyleRules, StyleRules>>();

function mergedWith(rules: StyleRules, sheet: StyleRules): StyleRules {
  let after = merges.get(rules);
  if (after === undefined) {
    after = new WeakMap();
    merges.set(rules, after);
  }
  let merged = after.get(sheet);
  if (merged === undefined) {
    merged = mergeAll([rules, sheet]);
    after.set(sheet, merged);
  }
  return merged;
}

function mergeAll(sheets: readonly StyleRules[]): StyleRules {
  const merged = emptyRules();
  for (const sheet of sheets) {
    const offset = merged.size;
    const all: Rule[] = [...sheet.universal];
    for (const map of [sheet.byId, sheet.byClass, sheet.byTag, sheet.byAttribute])
      for (const list of map.values()) for (const rule of list) all.push(rule);
    all.sort((a, b) => a.order - b.order);
    for (const rule of all) addRule(merged, { ...rule, order: offset + rule.order });
    merged.size = offset + sheet.size;
  }
  return merged;
}

/** True when the rules say nothing at all (most books): the reader then skips every lookup. */
export function isEmptyRules(rules: StyleRules): boolean {
  return rules.size === 0;
}

/** Adds to `found` the rules of `list` that match the element at `depth`. */
function collect(
  list: readonly Rule[] | undefined,
  ancestors: Ancestors,
  depth: number,
  found: Rule[] | null,
): Rule[] | null {
  if (list === undefined) return found;
  for (const rule of list) {
    if (!matchesSelector(rule.selector, ancestors, depth)) continue;
    // Made only on a match: most elements match no rule.
    if (found === null) found = [];
    if (!found.includes(rule)) found.push(rule);
  }
  return found;
}

function matchingRules(rules: StyleRules, ancestors: Ancestors, depth: number): Rule[] | null {
  const attributes = ancestors.attributes[depth]!;
  let found: Rule[] | null = null;
  const id = attributes.id;
  if (id !== undefined && rules.byId.size > 0) found = collect(rules.byId.get(id), ancestors, depth, found);
  const classes = attributes.class;
  if (classes !== undefined && rules.byClass.size > 0)
    for (const name of classes.split(/\s+/))
      if (name !== '') found = collect(rules.byClass.get(name), ancestors, depth, found);
  if (rules.byTag.size > 0) found = collect(rules.byTag.get(ancestors.tags[depth]!), ancestors, depth, found);
  if (rules.byAttribute.size > 0)
    for (const name in attributes) found = collect(rules.byAttribute.get(name), ancestors, depth, found);
  if (rules.universal.length > 0) found = collect(rules.universal, ancestors, depth, found);
  return found;
}

/** `style` with `over`'s declarations over it; neither is changed, so one found alone is returned as it is. */
function layer(style: SeenStyle | null, over: SeenStyle | null | undefined): SeenStyle | null {
  if (!over) return style;
  return style === null ? over : { ...style, ...over };
}

const bySpecificityThenOrder = (a: Rule, b: Rule) =>
  a.selector.specificity - b.selector.specificity || a.order - b.order;

/**
 * The style the rules and the inline style give the element at `depth` of
 * `ancestors` (its tag and attributes written there, the open elements around
 * it below). The result may be shared with the rules: read it, never change it.
 */
export function styleOf(
  rules: StyleRules,
  ancestors: Ancestors,
  depth: number,
  inline: string | undefined,
): SeenStyle | null {
  const matched = rules.size > 0 ? matchingRules(rules, ancestors, depth) : null;
  const own = inline === undefined ? null : readDeclarations(inline);
  if (matched === null) return own === null ? null : layer(own.normal, own.important);
  if (matched.length > 1) matched.sort(bySpecificityThenOrder);
  let style: SeenStyle | null = null;
  for (const rule of matched) style = layer(style, rule.normal);
  style = layer(style, own?.normal);
  for (const rule of matched) style = layer(style, rule.important);
  return layer(style, own?.important);
}
