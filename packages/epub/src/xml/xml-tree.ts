import { localName, parseXml, type XmlText } from './sax';

/**
 * A minimal element tree for the small structural files (container, package,
 * NCX, navigation document). Book text never goes through it: content
 * documents are streamed.
 */
export interface XmlElement {
  /** Qualified name as written, e.g. `dc:title`. */
  name: string;
  /** Lower-cased local name, e.g. `title`. */
  local: string;
  attributes: Record<string, string>;
  children: XmlNode[];
}

export type XmlNode = XmlElement | string;

/** Parses XML text into a tree; throws 'File parsing error' on malformed XML. */
export function parseXmlTree(text: XmlText, file: string): XmlElement {
  const root: XmlElement = { name: '#document', local: '#document', attributes: {}, children: [] };
  const stack: XmlElement[] = [root];
  parseXml(text, file, {
    open(name, attributes) {
      const element: XmlElement = { name, local: localName(name).toLowerCase(), attributes, children: [] };
      stack[stack.length - 1]!.children.push(element);
      stack.push(element);
    },
    close() {
      stack.pop();
    },
    text(text) {
      stack[stack.length - 1]!.children.push(text);
    },
  });
  return root;
}

/** Child elements, optionally only those with this local name. */
export function childElements(parent: XmlElement, local?: string): XmlElement[] {
  const out: XmlElement[] = [];
  for (const child of parent.children) {
    if (typeof child !== 'string' && (local === undefined || child.local === local)) out.push(child);
  }
  return out;
}

/**
 * Every descendant element, in document order. The walk keeps its own stack
 * rather than recursing: a file nested ten thousand levels deep must not
 * overflow the call stack.
 */
function* walkElements(parent: XmlElement): Generator<XmlElement> {
  const stack: { element: XmlElement; next: number }[] = [{ element: parent, next: 0 }];
  while (stack.length > 0) {
    const top = stack[stack.length - 1]!;
    const child = top.element.children[top.next++];
    if (child === undefined) stack.pop();
    else if (typeof child !== 'string') {
      yield child;
      stack.push({ element: child, next: 0 });
    }
  }
}

/** Every descendant element with this local name, in document order. */
export function descendants(parent: XmlElement, local: string): XmlElement[] {
  const out: XmlElement[] = [];
  for (const element of walkElements(parent)) if (element.local === local) out.push(element);
  return out;
}

/** The first descendant element with this local name. */
export function firstDescendant(parent: XmlElement, local: string): XmlElement | undefined {
  for (const element of walkElements(parent)) if (element.local === local) return element;
  return undefined;
}

/** An attribute by local name, whatever its prefix (`opf:role` or `role`). */
export function attribute(element: XmlElement, local: string): string | undefined {
  const direct = element.attributes[local];
  if (direct !== undefined) return direct;
  for (const [name, value] of Object.entries(element.attributes)) {
    if (localName(name) === local) return value;
  }
  return undefined;
}

/** All text inside an element, whitespace collapsed. */
export function textContent(element: XmlElement): string {
  const parts: string[] = [];
  const stack: { node: XmlElement; next: number }[] = [{ node: element, next: 0 }];
  while (stack.length > 0) {
    const top = stack[stack.length - 1]!;
    const child = top.node.children[top.next++];
    if (child === undefined) stack.pop();
    else if (typeof child === 'string') parts.push(child);
    else stack.push({ node: child, next: 0 });
  }
  return parts.join('').replace(/\s+/g, ' ').trim();
}
