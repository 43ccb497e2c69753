/**
 * Settings as screens see them: the stored sections (kept in memory by
 * `settings-store.ts`, so a change shows at once) merged over the defaults by
 * core's `mergeSettings`, the current device's groups picked by viewport.
 * Until the stored settings are read they are the defaults.
 */
import {
  type Device,
  type DeviceSettings,
  defaultSettings,
  type SettingGroup,
  type Settings,
  type SharedSettings,
  withSetting,
} from '@typeshelf/core/settings';
import { useCallback } from 'react';
import { useSnapshot } from 'valtio';
import { useIsMobile } from '../page/use-is-mobile';
import { useProfile } from '../storage/use-profile';
import { settingsStore } from './settings-store';

export interface SettingsView {
  /** Undefined until the stored settings were read. */
  loaded: boolean;
  settings: Settings;
  /** Which device's groups the layout uses now. */
  deviceName: Device;
  /** The desktop or mobile groups, whichever the layout uses. */
  device: DeviceSettings;
  shared: SharedSettings;
  /** Updates the current device's ui group. */
  updateUi: (patch: Partial<DeviceSettings['ui']>) => Promise<void>;
  updateShared: (patch: Partial<SharedSettings>) => Promise<void>;
  /** Sets one setting of the shared group or of the current device's group. */
  updateSetting: (group: SettingGroup, key: string, value: unknown) => Promise<void>;
}

/** What `mergeSettings({})` gives, without loading the merge. */
const DEFAULTS = defaultSettings();

export function useSettings(): SettingsView {
  settingsStore.start();
  const profile = useProfile();
  const mobile = useIsMobile();
  const state = useSnapshot(settingsStore.state);
  const merged = state.profile === profile.profile ? (state.settings as Settings | null) : null;
  const settings = merged ?? DEFAULTS;
  const deviceName = mobile ? 'mobile' : 'desktop';
  const device = settings[deviceName];

  const updateUi = useCallback(
    (patch: Partial<DeviceSettings['ui']>) =>
      settingsStore.change(profile, (current) => ({
        section: deviceName,
        value: { ...current[deviceName], ui: { ...current[deviceName].ui, ...patch } },
      })),
    [profile, deviceName],
  );
  const updateShared = useCallback(
    (patch: Partial<SharedSettings>) =>
      settingsStore.change(profile, (current) => ({
        section: 'shared',
        value: { ...current.shared, ...patch },
      })),
    [profile],
  );
  const updateSetting = useCallback(
    (group: SettingGroup, key: string, value: unknown) =>
      settingsStore.change(profile, (current) => withSetting(current, deviceName, group, key, value)),
    [profile, deviceName],
  );
  return {
    loaded: merged !== null,
    settings,
    deviceName,
    device,
    shared: settings.shared,
    updateUi,
    updateShared,
    updateSetting,
  };
}
