/**
 * What a keystroke changes outside the text (the prompt bar's figures, the
 * live region) goes to React in the task after the key, every change of that
 * key in one transition. The text itself is drawn inside the key
 * (`PromptScreen`); these parts follow a moment later. Handed to React inside
 * the key, each made React schedule its render there, in a microtask of the
 * key's event: about a fifth of a millisecond of the Enter that finishes a
 * paragraph, whose count, status and announcement change.
 */
import { startTransition } from 'react';

const waiting: (() => void)[] = [];

const renderWaiting = () => {
  const updates = waiting.splice(0);
  startTransition(() => {
    for (const update of updates) update();
  });
};

/** Runs `update` (state setters) in a transition in the task after the current one. */
export function renderAfterKey(update: () => void): void {
  if (waiting.push(update) === 1) setTimeout(renderWaiting, 0);
}
