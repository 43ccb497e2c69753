/**
 * The prompt bar's paragraph count and status, each following the prompt
 * itself: a finished paragraph or the first key of the next one changes
 * them, and only they render then, not the whole page around the text.
 */
import type { PromptController, PromptView } from '@typeshelf/core/typing';
import { sameFields, usePromptSelect } from '@typeshelf/react-ui';

type Prompt = Pick<PromptController, 'subscribe' | 'getSnapshot'>;

const progressOf = (view: PromptView) => ({ paragraph: view.paragraph, count: view.paragraphCount });
const statusOf = (view: PromptView) => ({ status: view.status });

const STATUS_LABELS = { paused: 'Paused', active: 'Typing', saved: 'Saved', done: 'Done' } as const;

export function PromptProgress({ prompt }: { prompt: Prompt }) {
  const { paragraph, count } = usePromptSelect(prompt, progressOf, sameFields);
  return (
    <span className="prompt-progress">
      {Math.min(paragraph, count)} / {count} paragraphs
    </span>
  );
}

export function PromptStatus({ prompt }: { prompt: Prompt }) {
  const { status } = usePromptSelect(prompt, statusOf, sameFields);
  return (
    <span className="prompt-status" data-status={status} role="status">
      {STATUS_LABELS[status]}
    </span>
  );
}
