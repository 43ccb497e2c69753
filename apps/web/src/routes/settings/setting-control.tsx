/**
 * One settings control, drawn from core's description of the field: a
 * switch, a row of choices or a list, the daily goal, or a slider.
 */
import {
  clampDailyGoal,
  DAILY_GOAL_RANGE,
  type SettingField,
  type SettingValue,
} from '@typeshelf/core/settings';
import { Segmented, SelectField, Toggle } from '@typeshelf/react-ui';
import { useState } from 'react';

export interface SettingControlProps {
  field: SettingField;
  value: SettingValue;
  onChange: (value: unknown) => void;
}

/** Short lists read best as a row of choices; longer ones as a list. */
const MAX_SEGMENTS = 5;

export function SettingControl({ field, value, onChange }: SettingControlProps) {
  const { control } = field;
  switch (control.kind) {
    case 'toggle':
      return <Toggle id={field.id} label={field.label} checked={value === true} onChange={onChange} />;
    case 'choice':
      return control.options.length <= MAX_SEGMENTS ? (
        <Segmented label={field.label} options={control.options} value={value} onChange={onChange} />
      ) : (
        <SelectField
          id={field.id}
          label={field.label}
          options={control.options}
          value={value}
          onChange={onChange}
        />
      );
    case 'goal':
      return <GoalControl field={field} value={Number(value)} onChange={onChange} />;
    case 'range':
      return (
        <div className="field">
          <label className="field__label" htmlFor={field.id}>
            {field.label}
          </label>
          <div className="range">
            <input
              id={field.id}
              type="range"
              min={control.min}
              max={control.max}
              step={control.step}
              value={Number(value)}
              onChange={(event) => onChange(Number(event.target.value))}
            />
            <output htmlFor={field.id}>{formatSigned(Number(value))}</output>
          </div>
        </div>
      );
    default:
      return control satisfies never;
  }
}

const formatSigned = (n: number) => (n > 0 ? `+${n.toFixed(2)}` : n.toFixed(2));

/** Presets 5..25 minutes, or any whole number of minutes in 1..1440 (02 §4, §5). */
function GoalControl({
  field,
  value,
  onChange,
}: {
  field: SettingField;
  value: number;
  onChange: (value: unknown) => void;
}) {
  const control = field.control;
  const presets = control.kind === 'goal' ? control.presets : [];
  const min = control.kind === 'goal' ? control.min : DAILY_GOAL_RANGE.min;
  const max = control.kind === 'goal' ? control.max : DAILY_GOAL_RANGE.max;
  const isPreset = presets.includes(value);
  // "Custom" stays chosen while its box is open, even before a value that is not a preset is stored.
  const [pickedCustom, setPickedCustom] = useState(false);
  const [editing, setEditing] = useState<string | null>(null);
  const customChosen = pickedCustom || !isPreset;
  const custom = editing ?? String(value);
  const options = [
    ...presets.map((minutes) => ({ value: minutes, label: `${minutes} min` })),
    { value: 'custom', label: 'Custom' },
  ];
  const shown = customChosen ? 'custom' : value;
  return (
    <div className="goal-control">
      <Segmented
        label={field.label}
        options={options}
        value={shown}
        onChange={(next) => {
          if (next === 'custom') {
            setPickedCustom(true);
            setEditing(null);
          } else {
            setPickedCustom(false);
            onChange(next);
          }
        }}
      />
      {customChosen ? (
        <div className="field">
          <label className="field__label" htmlFor={`${field.id}-custom`}>
            Minutes a day ({min}–{max})
          </label>
          <input
            id={`${field.id}-custom`}
            className="input input--number"
            type="number"
            inputMode="numeric"
            min={min}
            max={max}
            step={1}
            value={custom}
            onChange={(event) => setEditing(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') event.currentTarget.blur();
            }}
            onBlur={() => {
              const minutes = Number(custom);
              if (custom.trim() === '' || !Number.isFinite(minutes)) return;
              // Clamped here too so the box shows what is stored (core clamps again on load).
              setEditing(null);
              onChange(clampDailyGoal(minutes));
            }}
          />
        </div>
      ) : null}
    </div>
  );
}
