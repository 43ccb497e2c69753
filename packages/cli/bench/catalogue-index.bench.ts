/**
 * The catalogue step of `typeshelf build` at the size of a whole public-domain
 * collection (75,000 books by default, `CATALOGUE_BOOKS` to change it): what
 * the build does once the books are converted. Fixtures' generator makes the
 * infos a conversion would have given (nothing is converted; conversion's
 * own cost per book is measured by the build bench), then the build's own
 * code assembles the catalogue (overrides, ids, index entries), writes every
 * info file, the whole index and its shards for browsers, and the build
 * state. Then the same again with nothing changed, as an incremental build
 * does it. Printed beside it, a floor: the same info files written without
 * reading anything first. Time is wall and CPU; memory is the peak RSS of the
 * process and the size of the files.
 */
import { mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { cataloguePaths } from '@typeshelf/core/book';
import { generatedBookInfos, peakMemoryMb, printTable, seededRandom } from '@typeshelf/fixtures';
import { assembleCatalogue, type BuiltBook, emptyBuildState } from '../src/catalogue/build-plan';
import { BUILD_STATE_PATH, jsonBytes, stateBytes, writeIfChanged } from '../src/catalogue/catalogue-writer';
import { writeBooksIndex } from '../src/services/build-catalogue';

const BOOKS = Number(process.env.CATALOGUE_BOOKS ?? 75_000);
const out = mkdtempSync(join(tmpdir(), 'typeshelf-catalogue-index-'));
const floorOut = mkdtempSync(join(tmpdir(), 'typeshelf-catalogue-floor-'));

const cpuSeconds = () => {
  const usage = process.cpuUsage();
  return (usage.user + usage.system) / 1e6;
};
const megabytes = (path: string) => statSync(join(out, path)).size / 1024 / 1024;

const generatedAt = performance.now();
const infos = generatedBookInfos({ size: BOOKS, random: seededRandom(75) });
const built: BuiltBook[] = infos.map((info, i) => ({
  source: { key: `/books/${i}.epub`, label: `${i}.epub`, hash: i.toString(16).padStart(64, '0') },
  info,
}));
console.log(`${BOOKS} infos generated in ${((performance.now() - generatedAt) / 1000).toFixed(1)} s`);

async function step(name: string): Promise<Record<string, unknown>> {
  const load = loadavg()[0] ?? 0;
  const start = performance.now();
  const cpu = cpuSeconds();
  const assembly = assembleCatalogue(built, {}, emptyBuildState(), Date.UTC(2026, 10, 1));
  const assembled = performance.now();
  await writeBooksIndex(out, assembly);
  const written = performance.now();
  await writeIfChanged(out, BUILD_STATE_PATH, stateBytes(assembly.state));
  return {
    run: name,
    'assemble s': (assembled - start) / 1000,
    'infos, index, shards s': (written - assembled) / 1000,
    'build state s': (performance.now() - written) / 1000,
    'total s': (performance.now() - start) / 1000,
    'cpu s': cpuSeconds() - cpu,
    'load (1 min)': load,
  };
}

function floor(): Record<string, unknown> {
  const load = loadavg()[0] ?? 0;
  const start = performance.now();
  const cpu = cpuSeconds();
  for (const info of infos) writeFileSync(join(floorOut, `${info.id}.json`), jsonBytes(info));
  return {
    run: 'floor: info files written blind',
    'total s': (performance.now() - start) / 1000,
    'cpu s': cpuSeconds() - cpu,
    'load (1 min)': load,
  };
}

try {
  const rows = [floor(), await step('first build'), await step('nothing changed'), floor()];
  printTable(
    `Catalogue step for ${BOOKS.toLocaleString('en-US')} books, ${availableParallelism()} cores`,
    rows,
  );
  const shards = readdirSync(join(out, 'books/_meta_/index_2'));
  const shardMb = shards.reduce((sum, name) => sum + megabytes(`books/_meta_/index_2/${name}`), 0);
  printTable('Catalogue step: memory and files', [
    { what: 'peak RSS of the process (MB)', value: peakMemoryMb() },
    { what: 'whole index (MB)', value: megabytes(cataloguePaths.index()) },
    { what: `shards (${shards.length} files, MB)`, value: shardMb },
    { what: 'build state (MB)', value: megabytes(BUILD_STATE_PATH) },
  ]);
} finally {
  rmSync(out, { recursive: true, force: true });
  rmSync(floorOut, { recursive: true, force: true });
}
