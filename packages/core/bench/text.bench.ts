import { classifySubjects } from '@typeshelf/core/taxonomy';
import { findLanguage, latinize, normalizeText } from '@typeshelf/core/text';
import { printTable, sample, summarise } from '@typeshelf/fixtures';

// A book-sized text (about 4 MB) built from paragraphs that exercise every
// normalisation rule: curly quotes, dashes, ellipses, stray spaces, missing
// spaces after punctuation, tabs and newlines, accented and foreign letters.
const SEEDS = [
  '“It is a truth universally acknowledged,” she said — quite calmly … that a single man in possession of a good fortune must be in want of a wife.',
  'He paused ,  looked\taround ,and whispered:‘Not here.’It was late -- too late.Nobody answered .',
  'Zażółć gęślą jaźń; the naïve café owner from Łódź served crème brûlée and smørrebrød to Ægir.',
  'Chapter\u00A0XII\n\nThe ship\u00ADwright’s log read: “Wind NNE, 12 knots; 3.5 fathoms.” Then?Silence!Again.',
  'Лев Толстой wrote «Война и мир» in 1869 — a book of 1,225 pages…',
];

function buildBook(targetChars: number): string[] {
  const paragraphs: string[] = [];
  let size = 0;
  for (let i = 0; size < targetChars; i++) {
    // Vary paragraphs so the regular expressions cannot benefit from repetition.
    const paragraph = `${SEEDS[i % SEEDS.length]} (${i}) ${SEEDS[(i * 7 + 3) % SEEDS.length]}`;
    paragraphs.push(paragraph);
    size += paragraph.length;
  }
  return paragraphs;
}

const paragraphs = buildBook(4_000_000);
const english = findLanguage('en-GB');

const sizeOf = (texts: readonly string[]) =>
  texts.reduce((sum, p) => sum + new TextEncoder().encode(p).length, 0) / 1_000_000;
const megabytes = sizeOf(paragraphs);

// Wall-clock figures suffer when the machine is shared; CPU time (user +
// system of this process) is printed beside them as the steadier reading.
// `book` hands each run its paragraphs (a run may need fresh copies) and
// `size` is their size in MB.
const run = (
  name: string,
  fn: (text: string) => string,
  book: () => readonly string[] = () => paragraphs,
  size = megabytes,
) => {
  const runs = 8;
  const cpuBefore = process.cpuUsage();
  const summary = summarise(
    name,
    sample(
      () => {
        for (const paragraph of book()) fn(paragraph);
      },
      runs,
      1,
    ),
  );
  const cpu = process.cpuUsage(cpuBefore);
  const cpuMsPerBook = (cpu.user + cpu.system) / 1000 / (runs + 1);
  return {
    ...summary,
    'MB/s (median)': size / (summary.median / 1000),
    'MB/s (CPU time)': size / (cpuMsPerBook / 1000),
  };
};

/*
 * Paragraphs as a parser hands them over, as the EPUB reader's are: plain
 * strings, slices of a longer string and joins of small pieces, some all
 * ASCII and some not. A character loop that meets every kind of string runs
 * far slower than over one kind. Normalising a string flattens it, so each
 * run gets copies made beforehand.
 */
const piecewise = (text: string) => {
  let joined = '';
  for (let at = 0; at < text.length; at += 40) joined += text.slice(at, at + 40);
  return joined;
};
const parsedText = paragraphs.map((paragraph, i) =>
  i % 2 === 0 ? paragraph : paragraph.replace(/[^\0-\x7f]/g, ''),
);
const asParsed = () =>
  parsedText.map((paragraph, i) =>
    i % 3 === 0 ? paragraph : i % 3 === 1 ? `\n  ${paragraph}\n`.trim() : piecewise(paragraph),
  );
const parsedCopies = Array.from({ length: 9 }, asParsed);

printTable(
  `Text normalisation over a ${megabytes.toFixed(1)} MB book in ${paragraphs.length.toLocaleString('en-US')} paragraphs (ms per book)`,
  [
    run('normalizeText, no language', (text) => normalizeText(text)),
    run(
      'normalizeText, no language, as parsed (every other paragraph ASCII)',
      (text) => normalizeText(text),
      () => parsedCopies.pop() ?? asParsed(),
      sizeOf(parsedText),
    ),
    run('normalizeText, en, drop unknown', (text) =>
      normalizeText(text, { language: english, unknown: 'drop' }),
    ),
    run('normalizeText, en, latinise unknown', (text) =>
      normalizeText(text, { language: english, unknown: 'latinize' }),
    ),
    run('latinize', latinize),
  ],
);

const subjects = [
  'Vampires -- Fiction',
  'Horror tales',
  'Whitby (England) -- Fiction',
  'Science fiction',
  'Detective and mystery stories',
];
printTable('Subject classification (ms per book of 5 subjects)', [
  {
    ...summarise(
      'classifySubjects',
      sample(() => classifySubjects(subjects), 20_000),
    ),
  },
]);
