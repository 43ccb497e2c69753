// The floor of reading an EPUB as a whole process: Node starts, finds the
// entries in the central directory, inflates them with Node's zlib (as the
// command line does) and SAX-parses every spine document with saxes, nothing
// else. The CLI start-up benchmark compares `typeshelf info` with this.
import { readFileSync } from 'node:fs';
import { inflateRawSync } from 'node:zlib';
import { SaxesParser } from 'saxes';

const bytes = readFileSync(process.argv[2]);
const files = {};
{
  let end = bytes.length - 22;
  while (end >= 0 && bytes.readUInt32LE(end) !== 0x06054b50) end--;
  let at = bytes.readUInt32LE(end + 16);
  for (let i = bytes.readUInt16LE(end + 10); i > 0; i--) {
    const nameLength = bytes.readUInt16LE(at + 28);
    const name = bytes.toString('utf8', at + 46, at + 46 + nameLength);
    const local = bytes.readUInt32LE(at + 42);
    const start = local + 30 + bytes.readUInt16LE(local + 26) + bytes.readUInt16LE(local + 28);
    const raw = bytes.subarray(start, start + bytes.readUInt32LE(at + 20));
    files[name] = bytes.readUInt16LE(at + 10) === 8 ? inflateRawSync(raw) : raw;
    at += 46 + nameLength + bytes.readUInt16LE(at + 30) + bytes.readUInt16LE(at + 32);
  }
}
const text = (name) => files[name].toString('utf8');
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
