import { describe, expect, it } from 'vitest';
import { logToArray } from './append-log';
import { prepareChapter } from './chapter-text';
import { Driver, session } from './engine-test-helpers';
import { renderPrompt } from './render-prompt';
import { restoreFromLog } from './replay';
import { createSession, resumeSession } from './session';

const drive = (paragraphs: string[], overrides = {}) => new Driver(session(paragraphs, overrides));

describe('typing characters', () => {
  it('starts paused at the chapter start and becomes active on a key', () => {
    const d = drive(['The quick fox.']);
    expect(renderPrompt(d.state)).toBe('¶1/1 typing paused: |[T]he quick fox.⏎');
    expect(d.key('T')).toEqual([{ type: 'keySound', key: 'T' }, { type: 'haptic' }, { type: 'resumed' }]);
    expect(renderPrompt(d.state)).toBe('¶1/1 typing active: T|[h]e quick fox.⏎');
  });

  it('moves on over a typo, shows it, and plays the error sound', () => {
    const d = drive(['The quick fox.']);
    d.type('The q');
    const effects = d.key('x');
    expect(effects).toContainEqual({ type: 'errorSound' });
    expect(renderPrompt(d.state)).toBe('¶1/1 typing active: The q{x}|[i]ck fox.⏎');
  });

  it('ignores control keys and Ctrl/Meta combinations', () => {
    const d = drive(['abc']);
    for (const key of ['Escape', 'Tab', 'Shift', 'F5', 'ArrowUp', 'Dead', 'Unidentified', 'Control']) {
      d.key(key);
    }
    d.key('a', { ctrlKey: true });
    d.key('a', { metaKey: true });
    expect(renderPrompt(d.state)).toBe('¶1/1 typing paused: |[a]bc⏎');
    expect(d.state.log.length).toBe(0);
  });

  it('accepts AltGr (Ctrl+Alt) characters', () => {
    const d = drive(['łódź']);
    d.key('ł', { ctrlKey: true, altKey: true });
    expect(renderPrompt(d.state)).toBe('¶1/1 typing active: ł|[ó]dź⏎');
  });

  it('accepts characters outside the book charset whatever is typed, but never a space', () => {
    const d = drive(['a π b'], { charset: new Set(['a', 'b', ' ']) });
    d.type('a x b');
    expect(renderPrompt(d.state)).toBe('¶1/1 typing active: a π b|[⏎]');
    const strict = drive(['a b'], { charset: new Set(['a', 'b']) });
    strict.type('ax');
    expect(renderPrompt(strict.state)).toBe('¶1/1 typing active: a{x}|[b]⏎');
  });

  it('maps typed characters to their accepted alternatives', () => {
    const d = drive(['café “ok” — done']);
    d.type('cafe "ok" - done');
    expect(renderPrompt(d.state)).toBe('¶1/1 typing active: café “ok” — done|[⏎]');
  });

  it('counts an astral character as one keystroke', () => {
    const d = drive(['a😀b']);
    d.type('a😀');
    expect(renderPrompt(d.state)).toBe('¶1/1 typing active: a😀|[b]⏎');
  });
});

describe('Enter and the newline marker', () => {
  it('types a space inside the paragraph', () => {
    const d = drive(['a b']);
    d.key('a');
    d.key('Enter');
    expect(renderPrompt(d.state)).toBe('¶1/1 typing active: a |[b]⏎');
  });

  it('finishes the paragraph at its end and saves it', () => {
    const d = drive(['ab', 'cd']);
    d.type('ab');
    const effects = d.key('Enter');
    expect(effects.map((e) => e.type)).toEqual(['keySound', 'haptic', 'paragraphSaved']);
    expect(renderPrompt(d.state)).toBe('¶2/2 typing saved: |[c]d⏎');
  });

  it('cannot type the marker with any other key: a character there is a miss', () => {
    const d = drive(['ab', 'cd']);
    d.type('ab ');
    expect(d.effects.at(-1)).toEqual({ type: 'errorSound' });
    expect(renderPrompt(d.state)).toBe('¶1/2 typing active: ab|[⏎]');
  });

  it('reports the chapter done after its last paragraph', () => {
    const d = drive(['ab']);
    d.type('ab\n');
    expect(d.effectTypes()).toContain('chapterDone');
    expect(renderPrompt(d.state)).toBe('¶1/1 typing done');
    d.key('x');
    expect(renderPrompt(d.state)).toBe('¶1/1 typing done');
  });
});

describe('Backspace', () => {
  it('deletes one character', () => {
    const d = drive(['The quick']);
    d.type('The qx');
    d.key('Backspace');
    expect(renderPrompt(d.state)).toBe('¶1/1 typing active: The q|[u]ick⏎');
  });

  it('deletes a whole word with Ctrl or Alt', () => {
    const d = drive(['The quick brown']);
    d.type('The quick ');
    d.key('Backspace', { ctrlKey: true });
    expect(renderPrompt(d.state)).toBe('¶1/1 typing active: The |[q]uick brown⏎');
    d.type('qu');
    d.key('Backspace', { altKey: true });
    expect(renderPrompt(d.state)).toBe('¶1/1 typing active: The |[q]uick brown⏎');
  });

  it('deletes a whole word without modifiers when backspaceWholeWord is on', () => {
    const d = drive(['The quick brown'], { backspaceWholeWord: true });
    d.type('The qui');
    d.key('Backspace');
    expect(renderPrompt(d.state)).toBe('¶1/1 typing active: The |[q]uick brown⏎');
  });

  it('does nothing at the start of the chapter', () => {
    const d = drive(['ab']);
    expect(d.key('Backspace')).toEqual([]);
    expect(d.state.log.length).toBe(0);
  });

  it('going back across a paragraph boundary un-types that paragraph', () => {
    const d = drive(['ab', 'cd']);
    d.type('ax\n');
    expect(renderPrompt(d.state)).toBe('¶2/2 typing saved: |[c]d⏎');
    const effects = d.key('Backspace');
    expect(effects).toContainEqual(expect.objectContaining({ type: 'paragraphCleared', paragraph: 0 }));
    expect(renderPrompt(d.state)).toBe('¶1/2 typing active: a{x}|[⏎]');
    d.key('Backspace');
    d.type('b\n');
    expect(renderPrompt(d.state)).toBe('¶2/2 typing saved: |[c]d⏎');
  });

  it('going back into a read paragraph un-reads it', () => {
    const d = drive(['ab', 'cd']);
    d.key('Enter', { shiftKey: true });
    expect(renderPrompt(d.state)).toBe('¶2/2 typing saved: |[c]d⏎');
    d.key('Backspace');
    expect(renderPrompt(d.state)).toBe('¶1/2 typing active: |[a]b⏎');
    expect(d.effects).toContainEqual(expect.objectContaining({ type: 'paragraphCleared', paragraph: 0 }));
  });
});

describe('marking read', () => {
  it('Shift+Enter at a paragraph start marks it read when markAsRead is on', () => {
    const d = drive(['ab', 'cd']);
    d.key('Enter', { shiftKey: true });
    expect(d.effects).toContainEqual({
      type: 'paragraphSaved',
      paragraph: 0,
      stats: { type: 'read', timestamp: d.now, length: 2 },
      missed: [],
    });
  });

  it('Shift+Enter is a plain Enter when markAsRead is off or past the start', () => {
    const off = drive(['ab', 'cd'], { markAsRead: false });
    off.key('Enter', { shiftKey: true });
    expect(renderPrompt(off.state)).toBe('¶1/2 typing active: { }|[b]⏎');
    const mid = drive(['ab', 'cd']);
    mid.key('a');
    mid.key('Enter', { shiftKey: true });
    expect(renderPrompt(mid.state)).toBe('¶1/2 typing active: a{ }|[⏎]');
  });

  it('a click in reading mode marks every earlier unread paragraph read, and toggles the last read one', () => {
    const d = drive(['a', 'b', 'c', 'd']);
    d.send({ type: 'toggleMode', timeStamp: 1 });
    d.send({ type: 'wordClick', paragraph: 2, index: 0, button: 'primary', timeStamp: 2 });
    const saved = d.effects.filter((e) => e.type === 'paragraphSaved').map((e) => e.paragraph);
    expect(saved).toEqual([0, 1, 2]);
    expect(renderPrompt(d.state)).toBe('¶4/4 reading saved: |[d]⏎');
    d.send({ type: 'wordClick', paragraph: 2, index: 0, button: 'primary', timeStamp: 3 });
    expect(renderPrompt(d.state)).toBe('¶3/4 reading saved: |[c]⏎');
    expect(d.effects.at(-1)).toEqual(expect.objectContaining({ type: 'paragraphCleared', paragraph: 2 }));
    d.send({ type: 'wordClick', paragraph: 0, index: 0, button: 'primary', timeStamp: 4 });
    expect(renderPrompt(d.state)).toBe('¶3/4 reading saved: |[c]⏎');
  });
});

describe('reading mode', () => {
  it('typing keys only alert; Enter marks the paragraph read', () => {
    const d = drive(['ab', 'cd']);
    d.send({ type: 'toggleMode', timeStamp: 1 });
    expect(d.key('a')).toEqual([{ type: 'cantTypeAlert' }]);
    expect(d.key('Backspace')).toEqual([{ type: 'cantTypeAlert' }]);
    d.key('Enter');
    expect(renderPrompt(d.state)).toBe('¶2/2 reading saved: |[c]d⏎');
  });

  it('switching back to typing resets an unfinished paragraph', () => {
    const d = drive(['abc']);
    d.type('ab');
    d.send({ type: 'toggleMode', timeStamp: d.now });
    expect(renderPrompt(d.state)).toBe('¶1/1 reading paused: ab|[c]⏎');
    d.send({ type: 'toggleMode', timeStamp: d.now });
    expect(renderPrompt(d.state)).toBe('¶1/1 typing paused: |[a]bc⏎');
  });
});

describe('quick restart', () => {
  it('restarts the paragraph on the configured key only', () => {
    const esc = drive(['abc'], { quickRestart: 'esc' });
    esc.type('ab');
    esc.key('Tab');
    expect(renderPrompt(esc.state)).toBe('¶1/1 typing active: ab|[c]⏎');
    esc.key('Escape');
    expect(renderPrompt(esc.state)).toBe('¶1/1 typing paused: |[a]bc⏎');
    const tab = drive(['abc'], { quickRestart: 'tab' });
    tab.type('ab');
    tab.key('Tab');
    expect(renderPrompt(tab.state)).toBe('¶1/1 typing paused: |[a]bc⏎');
    const off = drive(['abc'], { quickRestart: 'off' });
    off.type('ab');
    off.key('Tab');
    off.key('Escape');
    expect(renderPrompt(off.state)).toBe('¶1/1 typing active: ab|[c]⏎');
  });
});

describe('prompt status', () => {
  it('auto-pauses after the delay and resumes on the next key', () => {
    const d = drive(['abcdef'], { autoPauseDelay: 2000 });
    d.type('ab');
    d.wait(1999).tick();
    expect(d.state.status).toBe('active');
    d.wait(1).tick();
    expect(d.state.status).toBe('paused');
    expect(d.effects.at(-1)).toEqual({ type: 'paused' });
    expect(d.key('c')).toContainEqual({ type: 'resumed' });
  });

  it('never auto-pauses with a delay of 0', () => {
    const d = drive(['abcdef'], { autoPauseDelay: 0 });
    d.type('ab');
    d.wait(600_000).tick();
    expect(d.state.status).toBe('active');
  });

  it('flashes saved for 1 s and pauses 500 ms after a paragraph ends', () => {
    const d = drive(['ab', 'cd'], { autoPauseDelay: 0 });
    d.type('ab\n');
    const end = d.now;
    d.now = end + 499;
    d.tick();
    expect(d.state).toMatchObject({ status: 'saved', clockRunning: true });
    d.now = end + 500;
    expect(d.tick()).toEqual([{ type: 'paused' }]);
    expect(d.state).toMatchObject({ status: 'saved', clockRunning: false });
    d.now = end + 1000;
    d.tick();
    expect(d.state.status).toBe('paused');
  });
});

describe('look-up and screens', () => {
  it('Alt+Enter and a middle click look up the word', () => {
    const d = drive(['"Don\'t" panic, Arthur.']);
    d.type('"Do');
    expect(d.key('Enter', { altKey: true })).toEqual([{ type: 'lookupWord', word: 'don' }]);
    expect(d.send({ type: 'wordClick', paragraph: 0, index: 16, button: 'middle', timeStamp: 0 })).toEqual([
      { type: 'lookupWord', word: 'arthur' },
    ]);
  });

  it('splits screens at 4000 characters and moves between them', () => {
    const long = 'x'.repeat(1500);
    const d = drive([long, long, long, 'end']);
    expect(d.state.chapter.screens.map((s) => [s.first, s.last])).toEqual([
      [0, 1],
      [2, 3],
    ]);
    d.key('ArrowRight');
    expect(d.state.screen).toBe(1);
    d.key('ArrowRight');
    expect(d.state.screen).toBe(1);
    d.send({ type: 'screen', direction: 'previous', timeStamp: 0 });
    expect(d.state.screen).toBe(0);
  });

  it('follows the caret to its screen on a key', () => {
    const long = 'x'.repeat(3999);
    const d = drive(['ab', long]);
    d.type('ab\n');
    expect(d.state.screen).toBe(1);
    d.key('ArrowLeft');
    d.key('x');
    expect(d.state.screen).toBe(1);
  });
});

describe('purity', () => {
  it('leaves earlier states untouched', () => {
    const d = drive(['abc', 'def']);
    d.type('ab');
    const before = d.state;
    const picture = renderPrompt(before);
    d.type('c\nd');
    expect(renderPrompt(before)).toBe(picture);
    expect(logToArray(before.log)).toHaveLength(2);
    const branch = new Driver(before);
    branch.type('x');
    expect(renderPrompt(d.state)).toBe('¶2/2 typing active: d|[e]f⏎');
    expect(renderPrompt(branch.state)).toBe('¶1/1 typing active: ab{x}|[⏎]'.replace('1/1', '1/2'));
  });

  it('restores the same session from its log', () => {
    const d = drive(['abc', 'def']);
    d.type('abx');
    d.key('Backspace');
    d.type('c\nde');
    const restored = restoreFromLog(d.state.chapter, d.state.options, logToArray(d.state.log));
    expect(renderPrompt(restored)).toBe(renderPrompt(d.state));
    expect(logToArray(restored.log)).toEqual(logToArray(d.state.log));
  });

  it('an empty chapter is done at once', () => {
    expect(createSession(prepareChapter([])).status).toBe('done');
  });
});

describe('resumeSession', () => {
  it('continues after the stored paragraphs, and can go back into them', () => {
    const chapter = prepareChapter(['ab', 'cd', 'ef']);
    const state = resumeSession(chapter, session(['x']).options, [
      { type: 'read', timestamp: 1, length: 2 },
      {
        type: 'typed',
        wpm: { value: 1, raw: 1, weight: 1 },
        acc: { value: 100, weight: 2 },
        con: { value: 100, weight: 1 },
        time: 1,
        timestamp: 2,
        length: 2,
      },
    ]);
    expect(renderPrompt(state)).toBe('¶3/3 typing paused: |[e]f⏎');
    const d = new Driver(state);
    d.key('Backspace');
    expect(renderPrompt(d.state)).toBe('¶2/3 typing active: cd|[⏎]');
    d.key('Enter');
    expect(renderPrompt(d.state)).toBe('¶3/3 typing saved: |[e]f⏎');
    expect(renderPrompt(resumeSession(chapter, d.state.options, {}))).toBe('¶1/3 typing paused: |[a]b⏎');
  });
});

describe('a restored paragraph gone back into', () => {
  const restoredTyped = {
    type: 'typed' as const,
    wpm: { value: 72, raw: 75, weight: 3000 },
    acc: { value: 98, weight: 20 },
    con: { value: 85, weight: 3000 },
    time: 3000,
    timestamp: 2,
    length: 2,
  };
  const resumed = () =>
    resumeSession(prepareChapter(['ab', 'cd', 'ef']), session(['x']).options, [
      { type: 'read', timestamp: 1, length: 2 },
      restoredTyped,
    ]);

  it('keeps its stored result when finished again unchanged with Enter', () => {
    const d = new Driver(resumed());
    d.key('Backspace');
    expect(renderPrompt(d.state)).toBe('¶2/3 typing active: cd|[⏎]');
    d.key('Enter');
    expect(renderPrompt(d.state)).toBe('¶3/3 typing saved: |[e]f⏎');
    // No 0-wpm entry replaces it, and no clear un-types it.
    expect(d.effects.filter((e) => e.type === 'paragraphSaved' || e.type === 'paragraphCleared')).toEqual([]);
  });

  it('starts over, cleared, at the first edit, since its keystrokes are not in this log', () => {
    const d = new Driver(resumed());
    d.key('Backspace');
    d.key('Backspace');
    expect(renderPrompt(d.state)).toBe('¶2/3 typing paused: |[c]d⏎');
    expect(d.effects).toContainEqual(expect.objectContaining({ type: 'paragraphCleared', paragraph: 1 }));
    d.type('cd\n');
    const saved = d.effects.filter((e) => e.type === 'paragraphSaved');
    expect(saved).toHaveLength(1);
    expect(saved[0]).toMatchObject({ paragraph: 1, stats: { type: 'typed', length: 2 } });
    expect(
      saved[0]?.type === 'paragraphSaved' && saved[0].stats.type === 'typed' && saved[0].stats.wpm.raw,
    ).toBeGreaterThan(0);
  });
});

describe('restoring a log under other options', () => {
  it('keeps the logged judgement of each character', () => {
    const d = new Driver(session(['café'], { alternatives: {} }));
    d.type('cafe');
    expect(renderPrompt(d.state)).toBe('¶1/1 typing active: caf{e}|[⏎]');
    const lenient = { ...d.state.options, alternatives: { é: 'e' } };
    const restored = restoreFromLog(d.state.chapter, lenient, logToArray(d.state.log));
    expect(renderPrompt(restored)).toBe('¶1/1 typing active: caf{e}|[⏎]');
  });
});
