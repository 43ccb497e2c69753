/**
 * Favourite genres and topics (shared by both devices) that the home's
 * recommendations score by (01 §9); the longest-book choice follows as an
 * ordinary control.
 */
import { GENRES, type TaxonomyEntry, TOPICS } from '@typeshelf/core/taxonomy';
import { Chip } from '@typeshelf/react-ui';
import type { SettingsView } from '../../settings/use-settings';

function ChipSet({
  title,
  entries,
  chosen,
  onChange,
}: {
  title: string;
  entries: readonly TaxonomyEntry[];
  chosen: readonly string[];
  onChange: (next: string[]) => void;
}) {
  const set = new Set(chosen);
  return (
    <fieldset className="field chip-set">
      <legend className="field__label">{title}</legend>
      <div className="chips">
        {entries.map((entry) => (
          <Chip
            key={entry.id}
            pressed={set.has(entry.id)}
            onClick={() =>
              onChange(set.has(entry.id) ? chosen.filter((id) => id !== entry.id) : [...chosen, entry.id])
            }
          >
            {entry.label}
          </Chip>
        ))}
      </div>
    </fieldset>
  );
}

export function RecommendationsSection({ view }: { view: SettingsView }) {
  const { favoriteGenres, favoriteTopics } = view.shared;
  return (
    <>
      <ChipSet
        title="Favourite genres"
        entries={GENRES}
        chosen={favoriteGenres}
        onChange={(next) => void view.updateShared({ favoriteGenres: next })}
      />
      <ChipSet
        title="Favourite topics"
        entries={TOPICS}
        chosen={favoriteTopics}
        onChange={(next) => void view.updateShared({ favoriteTopics: next })}
      />
    </>
  );
}
