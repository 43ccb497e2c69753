import { convertEpub } from '@typeshelf/epub';
import { describe, expect, it } from 'vitest';
import { epubFiles, zipEpub } from './build-epub';

/*
 * What a reader sees is what is typed: hidden and interactive content,
 * simple style rules, and note references found by their structure.
 */

const page = (body: string, head = '') =>
  `<html xmlns="http://www.w3.org/1999/xhtml" xmlns:epub="http://www.idpf.org/2007/ops"><head><title>C</title>${head}</head><body>${body}</body></html>`;

function typed(body: string, head = '', extra: Record<string, string> = {}): string[] {
  const book = convertEpub(zipEpub(epubFiles(page(body, head), extra)));
  return book.info.chapters.flatMap((chapter) => book.content[chapter.id] ?? []);
}

describe('what the reader sees', () => {
  it('leaves out the hidden attribute, display: none and visibility: hidden from inline styles', () => {
    expect(
      typed(
        '<p>Shown.</p><p hidden="">Hidden.</p><p style="display: none">None.</p><p>One <span style="visibility:hidden">two </span>three.</p><div style="display: block">Block.</div>',
      ),
    ).toEqual(['Shown.', 'One three.', 'Block.']);
  });

  it('applies simple rules of a linked style sheet and of a style element', () => {
    const css =
      '.invisible { visibility: hidden } span.line { display: block } #gone { display: none !important }';
    const body =
      '<p><span class="invisible">I am bubbled.</span>I’m bubbled.</p><p><span class="line">First line</span><span class="line">second line</span></p><p id="gone">Gone.</p><p class="shown">Kept.</p>';
    const expected = ["I'm bubbled.", 'First line', 'second line', 'Kept.'];
    expect(typed(body, '<link rel="stylesheet" href="style.css"/>', { 'OEBPS/style.css': css })).toEqual(
      expected,
    );
    expect(typed(body, `<style>${css}</style>`)).toEqual(expected);
  });

  it('applies rules of two selectors, descendant or child, in comma lists, at their specificity', () => {
    const css = [
      'blockquote cite { display: block }',
      'div.note span.marker, aside .gone { display: none }',
      'section > .tight { visibility: hidden }',
      '#keep p.shown { display: block }',
      // More specific than the simple rule hiding every .faint: shown inside a .loud.
      '.faint { visibility: hidden } .loud .faint { visibility: visible }',
    ].join('\n');
    const body = [
      '<blockquote><p>To be, or not to be.<cite>Hamlet</cite></p></blockquote>',
      '<p><cite>Not quoted</cite> stays inline.</p>',
      '<div class="box note"><p>Text<span class="marker">*</span> here.</p></div>',
      '<p>A <span class="marker">marker</span> outside a note.</p>',
      '<aside><div><p class="gone">Deep inside.</p></div></aside>',
      '<section><p class="tight">Right inside.</p><div><p class="tight">Deeper.</p></div></section>',
      '<div id="keep"><p>Kept <span>whole</span>.</p></div>',
      '<p class="loud">Loud <span class="faint">and clear</span>.</p><p>Quiet <span class="faint">whisper</span>.</p>',
    ].join('');
    expect(typed(body, `<style>${css}</style>`)).toEqual([
      'To be, or not to be.',
      'Hamlet',
      'Not quoted stays inline.',
      'Text here.',
      'A marker outside a note.',
      'Deeper.',
      'Kept whole.',
      'Loud and clear.',
      'Quiet.',
    ]);
  });

  it('applies the selectors real books use: chains, compound classes, attributes, lists with commas inside', () => {
    const css = [
      '@namespace epub "http://www.idpf.org/2007/ops";',
      'body div .quiet { display: none }',
      '.a.b { display: none }',
      'p.a.b.c { display: block }',
      '[epub|type~="z3998:persona"] { visibility: hidden }',
      'section[epub|type~="copyright-page"] blockquote p span { display: block }',
      'span[lang|=la], span[title="a, b"] { display: none }',
      '[data-x^="hide"], [data-x$="-gone"], [data-x*="nope"], [class="exact" i] { display: none }',
      '*[hidden-by-sheet] { display: none }',
      // The root and body were opened before the style element was read.
      'html > body p.deep { display: none }',
    ].join('\n');
    const body = [
      '<div><p class="quiet">Chained away.</p><p class="a b">Both classes.</p><p class="a">One class.</p></div>',
      '<p><span epub:type="z3998:persona">Hamlet</span> speaks.</p>',
      '<section epub:type="copyright-page"><blockquote><p><span>Line one</span><span>line two</span></p></blockquote></section>',
      '<p>Latin <span lang="la-x">ignotum</span><span lang="lat">kept</span>, <span title="a, b">listed</span><span title="a">shown</span>.</p>',
      '<p><span data-x="hide-me">A</span><span data-x="is-gone">B</span><span data-x="a nope b">C</span><span class="EXACT">D</span><span data-x="x">E</span></p>',
      '<p hidden-by-sheet="">Universal.</p>',
      '<div><p class="deep">Deep.</p></div>',
    ].join('');
    expect(typed(body, `<style>${css}</style>`)).toEqual([
      'One class.',
      'speaks.',
      'Line one',
      'line two',
      'Latin kept, shown.',
      'E',
    ]);
  });

  it('orders rules by specificity, then sheet order, with !important and the inline style in the cascade', () => {
    const css = [
      // A later rule of the same specificity wins; a more specific one wins whatever its place.
      'p.x { visibility: hidden } p.x { visibility: visible }',
      '.y span { display: none } span { display: inline }',
      'div p.z { visibility: visible } p.z { visibility: hidden }',
      // Important beats specificity and the inline style; an important inline style beats it.
      '#imp { display: block } .imp { display: none !important }',
      '.soft { display: none }',
      '.hard { display: none !important }',
    ].join('\n');
    const body = [
      '<p class="x">Later rule shows.</p>',
      '<p class="y">Hidden <span>span</span> here.</p>',
      '<div><p class="z">More specific shows.</p></div>',
      '<p id="imp" class="imp">Important hides.</p>',
      '<p class="soft" style="display: block">Inline shows.</p>',
      '<p class="hard" style="display: block">Inline loses.</p>',
      '<p class="hard" style="display: block !important">Important inline shows.</p>',
    ].join('');
    expect(typed(body, `<style>${css}</style>`)).toEqual([
      'Later rule shows.',
      'Hidden here.',
      'More specific shows.',
      'Inline shows.',
      'Important inline shows.',
    ]);
    // Two sheets are one cascade: the second sheet's rule of the same specificity wins.
    expect(
      typed(
        '<p class="w">Seen.</p><p>Plain.</p>',
        '<link rel="stylesheet" href="a.css"/><style>.w { visibility: visible }</style>',
        {
          'OEBPS/a.css': '.w { visibility: hidden }',
        },
      ),
    ).toEqual(['Seen.', 'Plain.']);
  });

  it('runs a block the sheet sets inline into its line, and reads @media only for the screen', () => {
    const css =
      'dd > dl * { display: inline } @media screen { .s { display: none } } @media all and (max-width: 400px) { .w { display: none } } @media print { .p { display: none } } @media amzn-kf8 { .k { display: none } }';
    expect(
      typed(
        '<dl><dt>Capital</dt><dd><p>The seat.</p><dl>\n<dt>Capital Punishment</dt>\n<dd><p>A penalty.</p></dd></dl></dd></dl><p class="s">Screen.</p><p class="w">Narrow.</p><p class="p">Print.</p><p class="k">Kindle.</p>',
        `<style>${css}</style>`,
      ),
    ).toEqual(['Capital', 'The seat.', 'Capital Punishment A penalty.', 'Narrow.', 'Print.', 'Kindle.']);
  });

  it('does not apply rules it cannot match as it reads (siblings, pseudo-classes, pseudo-elements, invalid selectors)', () => {
    const css =
      'p + p { display: none } p ~ div { display: none } p:first-child { visibility: hidden } p::before { display: none } div:not(.x) p { display: none } p[class!="x"] { display: none } p[ { display: none } p, p[ { display: none }';
    expect(
      typed(
        '<div><p class="quiet">Still here.</p><p>And here.</p><div>Div.</div></div>',
        `<style>${css}</style>`,
      ),
    ).toEqual(['Still here.', 'And here.', 'Div.']);
  });

  it('types no widget or fallback text: buttons, canvas, forms, scripts, noscript, template', () => {
    expect(
      typed(
        '<p>Text.</p><button>Press</button><canvas>Canvas not supported.</canvas><form><label>Name</label><input value="x"/><select><option>One</option></select><textarea>Type here</textarea></form><script>var a = 1;</script><noscript>No scripts.</noscript><template><p>Later.</p></template>',
      ),
    ).toEqual(['Text.', 'Name']);
  });
});

describe('text in pictures', () => {
  it('reads each inline SVG text element as a paragraph, its spans on new lines wrapping it', () => {
    expect(
      typed(
        '<p>Before.</p><svg xmlns="http://www.w3.org/2000/svg"><title>Not drawn</title><defs><text id="t">Defined</text></defs><text x="0" y="10">One line</text><text y="30"><tspan y="30">Sirop</tspan><tspan y="30" x="40">, Liège</tspan><tspan y="50">Next line</tspan><tspan dy="1em">Moved down</tspan></text><g><text>In a group</text></g></svg><p>After.</p>',
      ),
    ).toEqual(['Before.', 'One line', 'Sirop, Liège Next line Moved down', 'In a group', 'After.']);
  });
});

describe('note references by structure', () => {
  const annotations =
    '<html xmlns="http://www.w3.org/1999/xhtml"><head><title>Notes</title></head><body><div id="annotation-1"><p>1. A note.</p></div></body></html>';
  const withNotes = (body: string) => {
    const files = epubFiles(page(body), { 'OEBPS/annotations.xhtml': annotations });
    files['OEBPS/package.opf'] = files['OEBPS/package.opf']!.replace(
      '</manifest>',
      '<item id="n" href="annotations.xhtml" media-type="application/xhtml+xml"/></manifest>',
    ).replace('</spine>', '<itemref idref="n"/></spine>');
    const book = convertEpub(zipEpub(files));
    return book.content[book.info.chapters[0]!.id];
  };

  it('drops a link into the notes whose text is a number, with or without sup', () => {
    expect(
      withNotes(
        '<p>jegomościa<a class="anchor" href="annotations.xhtml#annotation-1"><sup>1</sup></a> w pewnym wieku</p><p>cylinder<a href="annotations.xhtml#annotation-1">[2]</a>.</p><p>star<sup><a href="#fn-x">*</a></sup> here</p>',
      ),
    ).toEqual(['jegomościa w pewnym wieku', 'cylinder.', 'star here']);
  });

  it('keeps digits that are the text, and links whose text is a word or that lead elsewhere', () => {
    expect(
      withNotes(
        '<p>Chapter <a href="c1.xhtml#part-2">2</a> and 1984 and <a href="annotations.xhtml#annotation-1">see the note</a>.</p><p>Back: [<a href="#footnote-1-backlink">1</a>] text.</p>',
      ),
    ).toEqual(['Chapter 2 and 1984 and see the note.', 'Back: [1] text.']);
  });
});
