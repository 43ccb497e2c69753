import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sharedEpubsDir } from '@typeshelf/fixtures';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { classifySubjects, genreLabel, topicLabel } from './classify-subjects';
import { GENRES } from './genres';
import { TOPICS } from './topics';

interface ManifestFile {
  file: string;
  subjects?: string[];
}
const manifest = JSON.parse(readFileSync(join(sharedEpubsDir, 'MANIFEST.json'), 'utf8')) as {
  files: ManifestFile[];
};
const subjectsOf = (name: string): string[] => {
  const entry = manifest.files.find((file) => file.file.endsWith(`/${name}.epub`));
  if (!entry?.subjects) throw new Error(`No subjects for ${name} in the fixture manifest`);
  return entry.subjects;
};

describe('taxonomy lists', () => {
  it('has about 35 genres and 75 topics with unique kebab-case ids and labels', () => {
    expect(GENRES.length).toBeGreaterThanOrEqual(33);
    expect(GENRES.length).toBeLessThanOrEqual(40);
    expect(TOPICS.length).toBeGreaterThanOrEqual(70);
    expect(TOPICS.length).toBeLessThanOrEqual(85);
    for (const list of [GENRES, TOPICS]) {
      const ids = list.map((entry) => entry.id);
      expect(new Set(ids).size).toBe(ids.length);
      for (const entry of list) {
        expect(entry.id).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/u);
        expect(entry.label).not.toBe('');
        expect(entry.keywords.length).toBeGreaterThan(0);
      }
    }
  });

  it('includes the genres and topics the spec names', () => {
    const genreIds = GENRES.map((genre) => genre.id);
    const topicIds = TOPICS.map((topic) => topic.id);
    for (const id of ['fiction', 'nonfiction', 'science-fiction', 'young-adult', 'horror', 'science']) {
      expect(genreIds).toContain(id);
    }
    for (const id of ['vampires', 'pirates', 'terrorism']) expect(topicIds).toContain(id);
  });

  it('labels ids for display', () => {
    expect(genreLabel('science-fiction')).toBe('Science Fiction');
    expect(genreLabel('young-adult')).toBe('Young Adult');
    expect(topicLabel('world-war-ii')).toBe('World War II');
    expect(topicLabel('pirates')).toBe('Pirates');
    expect(genreLabel('space-opera')).toBe('Space Opera');
  });
});

describe('classifySubjects on the fixture books', () => {
  it.each([
    ['arthur-conan-doyle_a-study-in-scarlet', ['fiction', 'mystery'], ['detectives', 'england']],
    ['bram-stoker_dracula', ['fiction', 'horror'], ['vampires', 'england']],
    ['edgar-allan-poe_short-fiction', ['fiction', 'fantasy', 'horror', 'short-stories'], []],
    ['edgar-rice-burroughs_the-gods-of-mars', ['fiction', 'science-fiction'], ['space', 'aliens']],
    [
      'frederick-douglass_narrative-of-the-life-of-frederick-douglass',
      ['nonfiction', 'biography'],
      ['slavery', 'america'],
    ],
    ['george-bernard-shaw_pygmalion', ['humor', 'drama'], ['social-class', 'london', 'england']],
    ['h-g-wells_the-time-machine', ['fiction', 'science-fiction'], ['time-travel']],
    ['herman-melville_moby-dick', ['fiction', 'adventure', 'psychological'], ['sea', 'whales', 'madness']],
    [
      'leo-tolstoy_war-and-peace_louise-maude_aylmer-maude',
      ['fiction', 'historical-fiction', 'war'],
      ['war', 'napoleonic-wars', 'aristocracy', 'russia'],
    ],
    ['marcus-aurelius_meditations_george-long', ['nonfiction', 'philosophy'], ['ancient-world']],
    [
      'mary-shelley_frankenstein',
      ['fiction', 'science-fiction', 'horror', 'gothic'],
      ['monsters', 'science'],
    ],
    ['niccolo-machiavelli_the-prince_w-k-marriott', ['nonfiction', 'philosophy', 'politics'], ['politics']],
    ['sun-tzu_the-art-of-war_lionel-giles', ['nonfiction', 'war', 'military'], ['war']],
    // "American poetry" names the literature, not a setting.
    ['walt-whitman_leaves-of-grass', ['poetry'], []],
    ['william-shakespeare_hamlet', ['drama'], ['murder', 'family', 'royalty', 'death', 'revenge']],
    [
      'l-frank-baum_the-wonderful-wizard-of-oz',
      ['fiction', 'fantasy', 'children'],
      ['witches', 'magic', 'dreams', 'good-and-evil', 'courage'],
    ],
  ])('%s', (name, genres, topics) => {
    const result = classifySubjects(subjectsOf(name));
    expect(result.genres).toEqual(genres);
    expect(result.topics).toEqual(topics);
  });

  it('reads fiction-marked subjects as what the story is about, not its field', () => {
    // "Appearance (Philosophy)--Fiction" is a novel about appearance, not philosophy.
    expect(classifySubjects(subjectsOf('oscar-wilde_the-picture-of-dorian-gray')).genres).toEqual([
      'fiction',
    ]);
  });
});

describe('classifySubjects rules', () => {
  it('matches whole words, plurals, prefixes and phrases', () => {
    expect(classifySubjects(['Pirates -- Juvenile fiction'])).toEqual({
      genres: ['fiction', 'adventure', 'children'],
      topics: ['pirates'],
    });
    expect(classifySubjects(['Young adult fiction']).genres).toEqual(['fiction', 'young-adult']);
    expect(classifySubjects(['Warsaw (Poland) -- Description']).genres).toEqual([]);
    expect(classifySubjects(['Detectives -- Fiction']).genres).toEqual(['fiction', 'mystery']);
  });

  it('drops fiction when nonfiction is found', () => {
    expect(classifySubjects(['Short stories', 'Authors -- Biography']).genres).toEqual([
      'nonfiction',
      'short-stories',
      'biography',
    ]);
    expect(classifySubjects(['Nonfiction', 'Sea stories']).genres).not.toContain('fiction');
  });

  it('drops science when science fiction is found', () => {
    expect(classifySubjects(['Science', 'Astronomy']).genres).toEqual(['nonfiction', 'science']);
    expect(classifySubjects(['Science fiction', 'Physics']).genres).toEqual(['fiction', 'science-fiction']);
  });

  it('drops horror when terrorism is found', () => {
    expect(classifySubjects(['Horror tales']).genres).toEqual(['fiction', 'horror']);
    const result = classifySubjects(['Terrorism -- Fiction']);
    expect(result.genres).toEqual(['fiction']);
    expect(result.topics).toEqual(['terrorism']);
  });

  it('returns ids from the lists, in list order, without duplicates', () => {
    const genreIds = GENRES.map((genre) => genre.id);
    const topicIds = TOPICS.map((topic) => topic.id);
    const subject = fc.oneof(
      fc.string(),
      fc.constantFrom(
        'Fiction',
        'Nonfiction',
        'Science fiction',
        'Horror tales',
        'Terrorism',
        'Vampires -- Fiction',
      ),
      fc
        .constantFrom(...[...GENRES, ...TOPICS].flatMap((entry) => entry.keywords))
        .map((k) => k.replace(/[*+]/gu, ' ')),
    );
    fc.assert(
      fc.property(fc.array(subject, { maxLength: 8 }), (subjects) => {
        const { genres, topics } = classifySubjects(subjects);
        expect(genres).toEqual(genreIds.filter((id) => genres.includes(id)));
        expect(topics).toEqual(topicIds.filter((id) => topics.includes(id)));
        if (genres.includes('nonfiction')) expect(genres).not.toContain('fiction');
        if (genres.includes('science-fiction')) expect(genres).not.toContain('science');
        if (topics.includes('terrorism')) expect(genres).not.toContain('horror');
      }),
    );
  });
});
