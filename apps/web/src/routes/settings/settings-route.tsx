/**
 * /settings (02 §2): collapsible sections addressed by hash, each a list of
 * controls described by core. Every change is written at once, so the prompt
 * and the theme follow it live and it survives a reload.
 */

import { VERSION } from '@typeshelf/core';
import {
  SETTINGS_SECTIONS,
  type SettingsSectionId,
  sectionFields,
  settingValue,
} from '@typeshelf/core/settings';
import { Fragment, lazy, Suspense, useEffect, useState } from 'react';
import { isDevMode } from '../../page/dev-mode';
import { usePageTitle } from '../../page/use-page-title';
import { useSettings } from '../../settings/use-settings';
import { CustomFontField } from './custom-font-field';
import { ManageData } from './manage-data';
import { PracticeGoalSwitch } from './practice-goal-switch';
import { SettingControl } from './setting-control';
import { ThemePicker } from './theme-picker';

// The taxonomy's genre and topic lists and the sound set are each a few kilobytes that only
// their own section shows: their code loads when that section first opens.
const RecommendationsSection = lazy(() =>
  import('./recommendations-section').then((module) => ({ default: module.RecommendationsSection })),
);
const SoundsDemo = lazy(() => import('./sounds-demo').then((module) => ({ default: module.SoundsDemo })));

const hashSection = (): SettingsSectionId | null => {
  const id = window.location.hash.slice(1);
  return SETTINGS_SECTIONS.some((section) => section.id === id) ? (id as SettingsSectionId) : null;
};

/** Font settings and the custom font setting drawn beside each. */
const CUSTOM_FONT_KEYS: Readonly<Record<string, string>> = {
  font: 'fontCustom',
  keyBoardFont: 'keyboardFontCustom',
};

export default function SettingsRoute() {
  usePageTitle('Settings');
  const view = useSettings();
  // Dev-only options follow the app's development-mode switch, like the account routes.
  const [dev] = useState(isDevMode);
  const context = { device: view.deviceName, dev };
  const [open, setOpen] = useState<ReadonlySet<SettingsSectionId>>(
    () => new Set([hashSection() ?? 'typing-mode']),
  );

  // A hash link (the home's backup banner, a bookmark) opens its section and brings it into view.
  useEffect(() => {
    const follow = () => {
      const id = hashSection();
      if (!id) return;
      setOpen((current) => new Set([...current, id]));
      requestAnimationFrame(() => document.getElementById(id)?.scrollIntoView({ block: 'start' }));
    };
    follow();
    window.addEventListener('hashchange', follow);
    return () => window.removeEventListener('hashchange', follow);
  }, []);

  const toggle = (id: SettingsSectionId, isOpen: boolean) => {
    setOpen((current) => {
      const next = new Set(current);
      if (isOpen) next.add(id);
      else next.delete(id);
      return next;
    });
    if (isOpen) history.replaceState(history.state, '', `#${id}`);
  };

  return (
    <div className="settings">
      <h1>Settings</h1>
      <p className="settings__device">
        {view.deviceName === 'mobile'
          ? 'These settings apply on phones and small screens; the daily goal and recommendations are shared.'
          : 'These settings apply on this computer’s wide screens; the daily goal and recommendations are shared.'}
      </p>
      {SETTINGS_SECTIONS.map((section) => (
        <details
          key={section.id}
          id={section.id}
          className="settings__section card"
          open={open.has(section.id)}
          onToggle={(event) => {
            const isOpen = event.currentTarget.open;
            if (isOpen !== open.has(section.id)) toggle(section.id, isOpen);
          }}
        >
          <summary className="settings__summary">
            <h2>{section.title}</h2>
          </summary>
          <div className="settings__body">
            {section.id === 'themes' ? <ThemePicker view={view} dev={dev} /> : null}
            {section.id === 'recommendations' && open.has(section.id) ? (
              <Suspense fallback={null}>
                <RecommendationsSection view={view} />
              </Suspense>
            ) : null}
            {sectionFields(section.id, context).map((field) => {
              const control = (
                <SettingControl
                  key={field.id}
                  field={field}
                  value={settingValue(view.settings, view.deviceName, field)}
                  onChange={(value) => void view.updateSetting(field.group, field.key, value)}
                />
              );
              // Whether drills count towards the goal sits right under the goal itself.
              if (field.key === 'dailyGoal')
                return (
                  <Fragment key={field.id}>
                    {control}
                    <PracticeGoalSwitch />
                  </Fragment>
                );
              const customKey = CUSTOM_FONT_KEYS[field.key];
              if (!customKey) return control;
              const custom = { ...field, key: customKey, id: `${field.group}.${customKey}` };
              return (
                <Fragment key={field.id}>
                  {control}
                  <CustomFontField
                    id={custom.id}
                    label={`Custom ${field.label.toLowerCase()}`}
                    group={field.group}
                    settingKey={customKey}
                    value={settingValue(view.settings, view.deviceName, custom) as string | null}
                    onChange={(group, key, value) => void view.updateSetting(group, key, value)}
                  />
                </Fragment>
              );
            })}
            {section.id === 'sounds' && open.has(section.id) ? (
              <Suspense fallback={null}>
                <SoundsDemo ui={view.device.ui} />
              </Suspense>
            ) : null}
            {section.id === 'manage-data' ? <ManageData view={view} /> : null}
          </div>
        </details>
      ))}
      <p className="settings__version">Version {VERSION}</p>
    </div>
  );
}
