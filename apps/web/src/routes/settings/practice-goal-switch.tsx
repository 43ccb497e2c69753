/**
 * The practice screen's goal switch as a settings row, under the daily goal:
 * whether drills count towards it. It belongs to the profile's practice data
 * on this device (apps/web/src/practice), not to the synced settings, so both
 * places read and write the same record.
 */
import { Toggle } from '@typeshelf/react-ui';
import { useEffect, useState } from 'react';
import { setPracticeCountsTowardsGoal } from '../../practice/practice-data';
import { practiceCountsTowardsGoal } from '../../practice/practice-record';
import { useProfile } from '../../storage/use-profile';

export function PracticeGoalSwitch() {
  const { profile } = useProfile();
  const [on, setOn] = useState(() => practiceCountsTowardsGoal(profile));
  // Another profile has its own switch.
  useEffect(() => setOn(practiceCountsTowardsGoal(profile)), [profile]);
  return (
    <Toggle
      id="practice.countsTowardsGoal"
      label="Count practice towards the daily goal"
      checked={on}
      onChange={(checked) => {
        setPracticeCountsTowardsGoal(profile, checked);
        setOn(checked);
      }}
    />
  );
}
