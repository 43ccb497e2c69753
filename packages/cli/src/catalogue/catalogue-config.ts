import { CliError } from '../errors';

/** Per-book values the catalogue sets over what the EPUB says (keyed by book id). */
export interface BookOverride {
  free?: boolean;
  active?: boolean;
  /** Raw rating 0..1. */
  rating?: number;
  popularity?: number;
  year?: number;
  series?: string | null;
  part?: number;
  /** When the book joined the catalogue, ISO date or ms since the epoch; drives "new". */
  createdAt?: string | number;
}

/** A showcase entry (01 §3): an article or a video, shown on the home page. */
export type ShowcaseEntry =
  | { type: 'article'; title: string; url: string; img: string; createdAt: number }
  | { type: 'video'; src: string; createdAt: number };

/** The catalogue configuration file (`catalogue.json`), with paths as written. */
export interface CatalogueConfig {
  /** Folders of EPUBs (or Markdown book folders), relative to the config file. */
  sources: string[];
  overrides: Record<string, BookOverride>;
  showcase: ShowcaseEntry[];
  /** When books without their own `createdAt` joined the catalogue, ms since the epoch (0 when unset). */
  addedAt: number;
}

const booleanKeys = ['free', 'active'] as const;
const numberKeys = ['rating', 'popularity', 'year', 'part'] as const;

function checkOverride(id: string, value: unknown): BookOverride {
  const fail = (why: string): never => {
    throw new CliError('config-invalid', `overrides.${id}: ${why}`);
  };
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return fail('must be an object');
  const raw = value as Record<string, unknown>;
  const known = new Set<string>([...booleanKeys, ...numberKeys, 'series', 'createdAt']);
  for (const key of Object.keys(raw)) if (!known.has(key)) fail(`unknown field "${key}"`);
  for (const key of booleanKeys)
    if (key in raw && typeof raw[key] !== 'boolean') fail(`"${key}" must be true or false`);
  for (const key of numberKeys)
    if (key in raw && (typeof raw[key] !== 'number' || !Number.isFinite(raw[key])))
      fail(`"${key}" must be a number`);
  if (typeof raw.rating === 'number' && (raw.rating < 0 || raw.rating > 1))
    fail('"rating" must be between 0 and 1');
  if ('series' in raw && raw.series !== null && typeof raw.series !== 'string')
    fail('"series" must be text or null');
  if ('createdAt' in raw && parseInstant(raw.createdAt) === null) fail('"createdAt" must be a date');
  return raw as BookOverride;
}

function checkShowcase(value: unknown, index: number): ShowcaseEntry {
  const fail = (why: string): never => {
    throw new CliError('config-invalid', `showcase[${index}]: ${why}`);
  };
  if (typeof value !== 'object' || value === null) return fail('must be an object');
  const raw = value as Record<string, unknown>;
  const createdAt = parseInstant(raw.createdAt);
  if (createdAt === null) return fail('"createdAt" must be a date');
  if (raw.type === 'article') {
    for (const key of ['title', 'url', 'img'] as const)
      if (typeof raw[key] !== 'string') fail(`"${key}" must be text`);
    return {
      type: 'article',
      title: raw.title as string,
      url: raw.url as string,
      img: raw.img as string,
      createdAt,
    };
  }
  if (raw.type === 'video') {
    if (typeof raw.src !== 'string') fail('"src" must be text');
    return { type: 'video', src: raw.src as string, createdAt };
  }
  return fail('"type" must be "article" or "video"');
}

/** Milliseconds since the epoch from an ISO date or a number; null when neither. */
export function parseInstant(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string') return null;
  const ms = Date.parse(value);
  return Number.isNaN(ms) ? null : ms;
}

/** Checks a parsed `catalogue.json`; throws `config-invalid` naming the first problem. */
export function parseCatalogueConfig(value: unknown): CatalogueConfig {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new CliError('config-invalid', 'the file must hold an object');
  const raw = value as Record<string, unknown>;
  const sources = raw.sources ?? [];
  if (!Array.isArray(sources) || !sources.every((source) => typeof source === 'string'))
    throw new CliError('config-invalid', '"sources" must be a list of folders');
  const overridesRaw = raw.overrides ?? {};
  if (typeof overridesRaw !== 'object' || overridesRaw === null || Array.isArray(overridesRaw))
    throw new CliError('config-invalid', '"overrides" must map book ids to objects');
  const overrides = Object.fromEntries(
    Object.entries(overridesRaw).map(([id, override]) => [id, checkOverride(id, override)]),
  );
  const showcaseRaw = raw.showcase ?? [];
  if (!Array.isArray(showcaseRaw)) throw new CliError('config-invalid', '"showcase" must be a list');
  const addedAt = raw.addedAt === undefined ? 0 : parseInstant(raw.addedAt);
  if (addedAt === null) throw new CliError('config-invalid', '"addedAt" must be a date');
  return { sources, overrides, showcase: showcaseRaw.map(checkShowcase), addedAt };
}

/** Extra source folders from `TYPESHELF_BOOK_DIRS`, split on the platform's path delimiter. */
export function sourcesFromEnvironment(value: string | undefined, delimiter: string): string[] {
  return (value ?? '')
    .split(delimiter)
    .map((part) => part.trim())
    .filter((part) => part !== '');
}
