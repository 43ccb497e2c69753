/**
 * /playground (03 §2, development mode only): a typing input test area that
 * shows the keyboard and input events a field receives, for checking how a
 * browser or an on-screen keyboard reports keys.
 */
import { type FormEvent, type KeyboardEvent, useState } from 'react';
import { usePageTitle } from '../../page/use-page-title';
import '../stats/stats.css';
import '../share/share.css';

interface LoggedEvent {
  id: number;
  text: string;
}

/** Events kept on screen. */
const LOG_SIZE = 50;

export default function PlaygroundRoute() {
  usePageTitle('Playground');
  const [log, setLog] = useState<LoggedEvent[]>([]);
  const add = (text: string) =>
    setLog((previous) => [{ id: (previous[0]?.id ?? 0) + 1, text }, ...previous].slice(0, LOG_SIZE));
  const onKey = (event: KeyboardEvent<HTMLTextAreaElement>) =>
    add(`${event.type} key=${JSON.stringify(event.key)} code=${event.code}${event.repeat ? ' repeat' : ''}`);
  const onInput = (event: FormEvent<HTMLTextAreaElement>) => {
    const native = event.nativeEvent as InputEvent;
    add(`input type=${native.inputType} data=${JSON.stringify(native.data)}`);
  };
  return (
    <div className="stats-page playground">
      <h1>Playground</h1>
      <section className="stats-section" aria-labelledby="playground-input">
        <h2 id="playground-input">Typing input test area</h2>
        <label htmlFor="playground-text">Type here</label>
        <textarea
          id="playground-text"
          rows={4}
          autoCapitalize="off"
          autoCorrect="off"
          spellCheck={false}
          onKeyDown={onKey}
          onKeyUp={onKey}
          onInput={onInput}
        />
        <h3>Events, newest first</h3>
        <ol className="playground__log" aria-live="off">
          {log.map((entry) => (
            <li key={entry.id}>{entry.text}</li>
          ))}
        </ol>
        <button type="button" className="button button--small" onClick={() => setLog([])}>
          Clear
        </button>
      </section>
    </div>
  );
}
