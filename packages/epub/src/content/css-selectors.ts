import { type AttributeSelector, parse, type Selector, SelectorType } from 'css-what';

/**
 * CSS selectors as the streaming reader can match them: compounds of a tag
 * or `*`, classes, ids and attribute conditions (`[epub|type~="z3998:verse"]`,
 * `[lang|=en]`, `[href^="#"]`, `[x="a" i]`), joined by descendant and child
 * combinators, in selector lists. css-what parses the selector text (escapes,
 * quoted values, commas inside them); what the reader cannot see as it goes,
 * siblings (`+`, `~`), pseudo-classes and pseudo-elements, makes a selector
 * unmatched, since a rule matched wrongly could hide text a reader shows.
 */

/** One attribute condition; a class is `class ~= name`, an id `id = name`. */
export interface Condition {
  /** The attribute's name as the reader keys it: 'class', 'epub:type', 'xml:lang'; '*:name' for any namespace. */
  name: string;
  action: 'exists' | 'equals' | 'element' | 'start' | 'end' | 'any' | 'hyphen';
  value: string;
  ignoreCase: boolean;
}

/** A compound selector: a tag (lower case) or any, and conditions on the element's attributes. */
export interface Compound {
  tag: string | null;
  conditions: Condition[];
}

/** A complex selector, read from its subject leftwards: `parts[0]` is the subject, `child[i]` joins parts i and i+1. */
export interface ComplexSelector {
  parts: Compound[];
  /** True for `>`, false for a descendant. */
  child: boolean[];
  /** CSS specificity as one number: ids × 10,000 + classes, attributes × 100 + tags. */
  specificity: number;
}

/**
 * The open elements around the one being matched, by depth (index 0 the
 * root): tag (lower case) and attributes. Written in place as the reader
 * walks the tree, so following it allocates nothing.
 */
export interface Ancestors {
  tags: string[];
  attributes: Record<string, string>[];
}

function condition(token: AttributeSelector): Condition {
  const { namespace } = token;
  // Prefixes are taken as the book writes them: `epub|type` is the `epub:type` attribute, as every EPUB binds it.
  const name = namespace === null || namespace === '' ? token.name : `${namespace}:${token.name}`;
  return {
    name,
    action: token.action as Condition['action'],
    value: token.value,
    ignoreCase: token.ignoreCase === true,
  };
}

/** One selector of a list as css-what reads it, or null when it uses what the reader cannot match. */
function compile(tokens: readonly Selector[]): ComplexSelector | null {
  const parts: Compound[] = [];
  const child: boolean[] = [];
  let current: Compound = { tag: null, conditions: [] };
  let ids = 0;
  let classes = 0;
  let tags = 0;
  for (const token of tokens) {
    switch (token.type) {
      case SelectorType.Tag:
        current.tag = token.name.toLowerCase();
        tags++;
        break;
      case SelectorType.Universal:
        break;
      case SelectorType.Attribute:
        // `[a!=b]` is jQuery's, not CSS: a browser drops the rule, and so does the reader.
        if (token.action === 'not') return null;
        current.conditions.push(condition(token));
        // css-what marks `#x` and `.x` as quirks-mode tokens; `[id=x]` weighs as an attribute.
        if (token.name === 'id' && token.action === 'equals' && token.ignoreCase === 'quirks') ids++;
        else classes++;
        break;
      case SelectorType.Descendant:
      case SelectorType.Child:
        parts.push(current);
        child.push(token.type === SelectorType.Child);
        current = { tag: null, conditions: [] };
        break;
      default:
        // Siblings, pseudo-classes and pseudo-elements.
        return null;
    }
  }
  parts.push(current);
  parts.reverse();
  child.reverse();
  return {
    parts,
    child,
    specificity: Math.min(ids, 99) * 10_000 + Math.min(classes, 99) * 100 + Math.min(tags, 99),
  };
}

/** The selectors of a rule's prelude; empty when any of them is invalid (CSS then drops the whole rule) or cannot be matched. */
export function readSelectors(prelude: string): ComplexSelector[] {
  let list: Selector[][];
  try {
    list = parse(prelude);
  } catch {
    return [];
  }
  const found: ComplexSelector[] = [];
  for (const tokens of list) {
    const selector = compile(tokens);
    if (selector !== null) found.push(selector);
  }
  return found;
}

/** The attribute's value for a condition; `*:name` takes the first attribute of that local name in any namespace. */
function attributeValue(attributes: Record<string, string>, name: string): string | undefined {
  if (!name.startsWith('*:')) return attributes[name];
  const local = name.slice(2);
  if (attributes[local] !== undefined) return attributes[local];
  for (const key in attributes) if (key.endsWith(`:${local}`)) return attributes[key];
  return undefined;
}

function hasWord(list: string, word: string): boolean {
  if (list === word) return true;
  if (word === '' || /\s/.test(word)) return false;
  const at = list.indexOf(word);
  if (at < 0) return false;
  return ` ${list.replace(/\s+/g, ' ')} `.includes(` ${word} `);
}

function meets(attributes: Record<string, string>, test: Condition): boolean {
  const found = attributeValue(attributes, test.name);
  if (found === undefined) return false;
  if (test.action === 'exists') return true;
  const value = test.ignoreCase ? found.toLowerCase() : found;
  const wanted = test.ignoreCase ? test.value.toLowerCase() : test.value;
  switch (test.action) {
    case 'equals':
      return value === wanted;
    case 'element':
      return hasWord(value, wanted);
    case 'start':
      return wanted !== '' && value.startsWith(wanted);
    case 'end':
      return wanted !== '' && value.endsWith(wanted);
    case 'any':
      return wanted !== '' && value.includes(wanted);
    case 'hyphen':
      return value === wanted || value.startsWith(`${wanted}-`);
    default:
      return false;
  }
}

function matchesAt(part: Compound, ancestors: Ancestors, depth: number): boolean {
  const tag = ancestors.tags[depth];
  if (tag === undefined) return false;
  if (part.tag !== null && part.tag !== tag) return false;
  const attributes = ancestors.attributes[depth]!;
  for (const test of part.conditions) if (!meets(attributes, test)) return false;
  return true;
}

/** Whether parts from `index` on match, `parts[index]` at `depth` and the rest around it. */
function matchesFrom(selector: ComplexSelector, index: number, ancestors: Ancestors, depth: number): boolean {
  if (!matchesAt(selector.parts[index]!, ancestors, depth)) return false;
  if (index === selector.parts.length - 1) return true;
  if (selector.child[index]) return depth > 0 && matchesFrom(selector, index + 1, ancestors, depth - 1);
  for (let at = depth - 1; at >= 0; at--) if (matchesFrom(selector, index + 1, ancestors, at)) return true;
  return false;
}

/** Whether `selector` matches the element at `depth` of `ancestors` (written there with its attributes). */
export function matchesSelector(selector: ComplexSelector, ancestors: Ancestors, depth: number): boolean {
  return matchesFrom(selector, 0, ancestors, depth);
}
