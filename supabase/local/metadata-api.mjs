// The development stand-in for the book-info lookup (02 §7): the local
// backend answers /metadata/v1/... in the shape of Open Library's public API
// (search.json, works/{id}.json, cover images by id) and the two development
// endpoints (goodreads/{id}, extra/{bookId}.json), from a few books written
// here, so the book edit screen's suggestions, covers and missing info work
// without the internet and tests know what they will get. Never in production.
import { sendJson } from './http.mjs';

// Covers of 9 ids: one more than the screen offers (at most 8), so the limit is seen.
const ALICE_COVERS = [8701, 8702, 8703, 8704, 8705, 8706, 8707, 8708, 8709];

export const STAND_IN_BOOKS = [
  {
    key: '/works/OL138052W',
    title: "Alice's Adventures in Wonderland",
    author_name: ['Lewis Carroll'],
    first_publish_year: 1865,
    ratings_count: 1320,
    ratings_sortable: 4.05,
    readinglog_count: 24250,
    want_to_read_count: 15020,
    id_goodreads: ['13023'],
    work: {
      description:
        'Alice follows a white rabbit down a hole into a world of nonsense.\nShe grows, shrinks and argues with its creatures.\nA trial ends the dream.',
      subjects: ['Fantasy fiction', "Children's stories", 'Imaginary places'],
      covers: ALICE_COVERS,
      series: ['Alice (1)'],
    },
  },
  {
    key: '/works/OL138053W',
    title: 'Through the Looking-Glass, and What Alice Found There',
    author_name: ['Lewis Carroll'],
    first_publish_year: 1871,
    ratings_count: 610,
    ratings_sortable: 3.98,
    readinglog_count: 9130,
    want_to_read_count: 6020,
    id_goodreads: ['24213'],
    work: {
      description: 'Alice steps through a mirror into a land laid out like a chessboard.',
      subjects: ['Fantasy fiction'],
      covers: [8710, 8711],
      series: ['Alice (2)'],
    },
  },
  {
    key: '/works/OL262460W',
    title: 'A Study in Scarlet',
    author_name: ['Arthur Conan Doyle'],
    first_publish_year: 1887,
    ratings_count: 980,
    ratings_sortable: 4.12,
    readinglog_count: 11800,
    want_to_read_count: 7000,
    id_goodreads: ['102868'],
    work: {
      description: {
        type: '/type/text',
        value: 'Doctor Watson meets Sherlock Holmes, and a murder in Brixton follows.',
      },
      subjects: ['Detective and mystery stories', 'Fiction'],
      covers: [8720, 8721, 8722],
      series: ['Sherlock Holmes #1'],
    },
  },
  {
    key: '/works/OL1924567W',
    title: "The Devil's Dictionary",
    author_name: ['Ambrose Bierce'],
    first_publish_year: 1906,
    ratings_count: 120,
    ratings_sortable: 3.9,
    readinglog_count: 2400,
    want_to_read_count: 1800,
    id_goodreads: ['80384'],
    // A work without covers: "No extra covers found."
    work: { description: 'Satirical definitions of common words.', subjects: ['Humor'], covers: [] },
  },
];

/** Words of a title or name, for matching: lower case, letters and digits, without possessive 's. */
const words = (text) =>
  String(text ?? '')
    .toLowerCase()
    .replace(/['’]s\b/g, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 2 && !['the', 'and', 'what'].includes(word));

const overlap = (a, b) => {
  const set = new Set(words(b));
  return words(a).filter((word) => set.has(word)).length;
};

/** The books a search names, best first, as Open Library ranks by reading log. */
export function searchBooks(params, books = STAND_IN_BOOKS) {
  const title = params.get('title') ?? params.get('q') ?? '';
  const author = params.get('author');
  const limit = Math.max(1, Math.min(100, Number(params.get('limit') ?? 10) || 10));
  return books
    .map((book) => ({ book, score: overlap(title, book.title) }))
    .filter(({ book, score }) => score > 0 && (!author || overlap(author, book.author_name.join(' ')) > 0))
    .sort((a, b) => b.score - a.score || b.book.readinglog_count - a.book.readinglog_count)
    .slice(0, limit)
    .map(({ book }) => book);
}

/** A cover image for an id: a coloured card with the id on it (SVG, whatever the extension says). */
function coverSvg(id) {
  const hue = (Number(id) * 47) % 360;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="180" height="270" viewBox="0 0 180 270"><rect width="180" height="270" fill="hsl(${hue} 45% 35%)"/><text x="90" y="140" font-size="28" text-anchor="middle" fill="#fff" font-family="sans-serif">${id}</text></svg>`;
}

/**
 * Answers a request under /metadata/v1 (`path` is what follows it); false
 * when the path is not one of the stand-in's.
 */
export function handleMetadata(req, res, path, url, books = STAND_IN_BOOKS) {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  if (path === '/search.json') {
    const fields = (url.searchParams.get('fields') ?? '').split(',').filter(Boolean);
    const docs = searchBooks(url.searchParams, books).map(({ work: _work, ...doc }) =>
      fields.length === 0
        ? doc
        : Object.fromEntries(Object.entries(doc).filter(([name]) => fields.includes(name))),
    );
    sendJson(res, 200, { numFound: docs.length, start: 0, docs });
    return true;
  }
  const work = /^\/works\/(OL\d+W)\.json$/.exec(path);
  if (work) {
    const book = books.find((b) => b.key === `/works/${work[1]}`);
    if (!book) sendJson(res, 404, { error: 'notfound', key: `/works/${work[1]}` });
    else sendJson(res, 200, { key: book.key, title: book.title, ...book.work });
    return true;
  }
  const cover = /^\/b\/id\/(\d+)-[SML]\.jpg$/.exec(path);
  if (cover) {
    const body = coverSvg(cover[1]);
    res.writeHead(200, {
      'content-type': 'image/svg+xml',
      'content-length': Buffer.byteLength(body),
      'cache-control': 'max-age=3600',
    });
    res.end(body);
    return true;
  }
  const goodreads = /^\/goodreads\/(\d+)$/.exec(path);
  if (goodreads) {
    const book = books.find((b) => b.id_goodreads.includes(goodreads[1]));
    if (!book) sendJson(res, 404, { message: 'Not found' });
    else {
      const [description, ...longDescription] = String(book.work.description?.value ?? book.work.description)
        .split('\n')
        .filter(Boolean);
      const series = /^(.*?)\s*(?:\((\d+)\)|#(\d+))?$/.exec(book.work.series?.[0] ?? '');
      sendJson(res, 200, {
        goodreadsId: goodreads[1],
        title: book.title,
        author: book.author_name[0],
        year: book.first_publish_year,
        rating: Math.round((book.ratings_sortable / 5) * 100) / 100,
        popularity: book.ratings_count,
        description,
        longDescription,
        series: series?.[1] || null,
        part: Number(series?.[2] ?? series?.[3] ?? 0),
        tags: book.work.subjects,
      });
    }
    return true;
  }
  if (/^\/extra\/[^/]+\.json$/.test(path)) {
    // No extra info is kept for any book id in development.
    sendJson(res, 404, { message: 'Not found' });
    return true;
  }
  return false;
}
