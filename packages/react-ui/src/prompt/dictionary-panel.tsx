import { useEffect, useRef, useState } from 'react';
import { type DictionaryEntry, fetchDefinition } from './dictionary-word';

export interface DictionaryPanelProps {
  /** The lookup word, already normalised (core's `lookupWord`). */
  word: string;
  /** Base URL of the service; the word is appended (`…/api/v2/entries/en/{word}`). */
  endpoint: string;
  /** The lookup failed: the shell shows "No definition found"; the panel then closes. */
  onNotFound: () => void;
  /** Close the panel; the shell puts focus back on the prompt. */
  onClose: () => void;
}

/**
 * The definition of a word from the prompt (Alt+Enter or a middle click).
 * A dialog that takes focus while open and closes on Escape.
 */
export function DictionaryPanel({ word, endpoint, onNotFound, onClose }: DictionaryPanelProps) {
  const [entries, setEntries] = useState<DictionaryEntry[] | null>(null);
  const panel = useRef<HTMLDivElement>(null);
  const callbacks = useRef({ onNotFound, onClose });
  callbacks.current = { onNotFound, onClose };
  useEffect(() => {
    let live = true;
    setEntries(null);
    void fetchDefinition(endpoint, word).then((found) => {
      if (!live) return;
      if (found === null) {
        callbacks.current.onNotFound();
        callbacks.current.onClose();
        return;
      }
      setEntries(found);
    });
    return () => {
      live = false;
    };
  }, [endpoint, word]);
  useEffect(() => {
    panel.current?.focus();
  }, []);
  return (
    <div
      ref={panel}
      className="dictionary-panel"
      role="dialog"
      aria-label={`Definition of ${word}`}
      tabIndex={-1}
      onKeyDown={(event) => {
        if (event.key === 'Escape' || (event.key === 'Enter' && event.altKey)) {
          event.preventDefault();
          event.stopPropagation();
          onClose();
        }
      }}
    >
      <div className="dictionary-head">
        <h2>{word}</h2>
        <button type="button" onClick={onClose}>
          Close
        </button>
      </div>
      {entries === null ? (
        <p aria-live="polite">Loading...</p>
      ) : (
        entries.map((entry, e) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: entries arrive once and never reorder
          <section key={`${entry.word}-${e}`}>
            {entry.phonetic ? <p className="dictionary-phonetic">{entry.phonetic}</p> : null}
            {entry.meanings.map((meaning, m) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: meanings arrive once and never reorder
              <div key={`${meaning.partOfSpeech}-${m}`}>
                <h3>{meaning.partOfSpeech}</h3>
                <ol>
                  {meaning.definitions.slice(0, 4).map((definition) => (
                    <li key={definition.definition}>
                      {definition.definition}
                      {definition.example ? <q className="dictionary-example">{definition.example}</q> : null}
                    </li>
                  ))}
                </ol>
                {meaning.synonyms && meaning.synonyms.length > 0 ? (
                  <p className="dictionary-synonyms">Synonyms: {meaning.synonyms.slice(0, 6).join(', ')}</p>
                ) : null}
              </div>
            ))}
          </section>
        ))
      )}
    </div>
  );
}
