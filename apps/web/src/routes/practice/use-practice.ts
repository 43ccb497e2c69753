/**
 * The practice screen's data: the drill built from the typist's mistakes
 * (core's `buildDrill` over the practice journal and the words the progress
 * records counted as missed), and what finishing it keeps. A drill's result
 * goes to the practice history only, never to a book's progress; its time
 * counts towards today's goal only when the typist turned that on.
 */
import {
  buildDrill,
  type Drill,
  type DrillPoint,
  drillResults,
  type PracticeHistory,
  practiceOutcome,
  withStoredMisses,
} from '@typeshelf/core/practice';
import { dayLabel } from '@typeshelf/core/stats';
import { type EngineState, itemAt } from '@typeshelf/core/typing';
import { useCallback, useEffect, useState } from 'react';
import {
  loadPractice,
  PRACTICE_RECORDED_EVENT,
  savePractice,
  setPracticeCountsTowardsGoal,
} from '../../practice/practice-data';
import { progressOf } from '../../progress/progress-data';
import { localOffset } from '../../storage';
import { useProfile } from '../../storage/use-profile';

export interface PracticeView {
  status: 'loading' | 'empty' | 'typing' | 'done';
  drill: Drill | null;
  /** A new drill each time; keys the prompt so it starts afresh. */
  round: number;
  /** The finished drill's figures per item key. */
  results: Record<string, DrillPoint> | null;
  history: PracticeHistory;
  countsTowardsGoal: boolean;
}

export function usePractice(only: readonly string[] | null) {
  const profile = useProfile();
  const [round, setRound] = useState(0);
  const [view, setView] = useState<PracticeView>({
    status: 'loading',
    drill: null,
    round: 0,
    results: null,
    history: {},
    countsTowardsGoal: false,
  });
  const onlyKey = only === null ? null : only.join(' ');

  useEffect(() => {
    let live = true;
    const data = loadPractice(profile.profile);
    void progressOf(profile)
      .missedWords()
      .catch(() => [])
      .then((stored) => {
        if (!live) return;
        const journal = withStoredMisses(
          data.journal,
          Object.fromEntries(stored.map(({ word, count }) => [word, count])),
        );
        const now = Date.now();
        const drill = buildDrill(journal, {
          now,
          seed: (now + round) >>> 0,
          only: onlyKey === null ? undefined : onlyKey.split(' '),
        });
        setView({
          status: drill.text === '' ? 'empty' : 'typing',
          drill,
          round,
          results: null,
          history: data.history,
          countsTowardsGoal: data.countsTowardsGoal,
        });
      });
    return () => {
      live = false;
    };
  }, [profile, round, onlyKey]);

  /** The drill's single paragraph was finished: its figures go to the practice history. */
  const finish = useCallback(
    (state: EngineState) => {
      const drill = view.drill;
      const done = itemAt(state.done, 0);
      if (drill === null || done?.kind !== 'typed') return;
      const now = Date.now();
      const results = drillResults(drill, state.log.items, done.attemptStart, state.log.length, now);
      const data = loadPractice(profile.profile);
      const outcome = practiceOutcome(data.history, results, done.stats.time, data.countsTowardsGoal);
      const day = dayLabel(now, localOffset);
      const days = { ...data.days, [day]: (data.days[day] ?? 0) + outcome.goalTimeMs };
      savePractice(profile.profile, { ...data, history: outcome.history, days });
      window.dispatchEvent(new Event(PRACTICE_RECORDED_EVENT));
      setView((v) => ({ ...v, status: 'done', results, history: outcome.history }));
    },
    [profile, view.drill],
  );

  const again = useCallback(() => setRound((r) => r + 1), []);

  const setCountsTowardsGoal = useCallback(
    (on: boolean) => {
      setPracticeCountsTowardsGoal(profile.profile, on);
      setView((v) => ({ ...v, countsTowardsGoal: on }));
    },
    [profile],
  );

  return { view, finish, again, setCountsTowardsGoal };
}
