// The floor of reading an EPUB as a whole process: Node starts, unzips the
// book with fflate and SAX-parses every spine document with saxes, nothing
// else. The CLI start-up benchmark compares `typeshelf info` with this.
import { readFileSync } from 'node:fs';
import { strFromU8, unzipSync } from 'fflate';
import { SaxesParser } from 'saxes';

const files = unzipSync(new Uint8Array(readFileSync(process.argv[2])));
const text = (name) => strFromU8(files[name]);
const attribute = (xml, element, name) => {
  let value = null;
  const parser = new SaxesParser({ position: false });
  parser.on('opentag', (tag) => {
    if (value === null && tag.name === element) value = tag.attributes[name] ?? null;
  });
  parser.write(xml).close();
  return value;
};

const opfPath = attribute(text('META-INF/container.xml'), 'rootfile', 'full-path');
const base = opfPath.includes('/') ? opfPath.slice(0, opfPath.lastIndexOf('/') + 1) : '';
const hrefs = new Map();
const spine = [];
const opf = new SaxesParser({ position: false });
opf.on('opentag', (tag) => {
  if (tag.name === 'item') hrefs.set(tag.attributes.id, tag.attributes.href);
  if (tag.name === 'itemref') spine.push(tag.attributes.idref);
});
opf.write(text(opfPath)).close();

let characters = 0;
for (const id of spine) {
  const parser = new SaxesParser({ position: false });
  parser.on('text', (value) => {
    characters += value.length;
  });
  parser.write(text(decodeURI(base + hrefs.get(id)))).close();
}
process.stdout.write(`${JSON.stringify({ spine: spine.length, characters })}\n`);
