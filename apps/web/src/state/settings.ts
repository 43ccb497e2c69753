/**
 * Settings as screens see them: the stored sections merged over the defaults
 * by core's `mergeSettings`, the current device's groups picked by viewport.
 */
import {
  type Device,
  type DeviceSettings,
  mergeSettings,
  type SettingGroup,
  type Settings,
  type SharedSettings,
  withSetting,
} from '@typeshelf/core';
import { useCallback } from 'react';
import { useIsMobile } from './device';
import { useProfile, useProfileQuery } from './local-data';

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

const DEFAULTS = mergeSettings({});

export function useSettings(): SettingsView {
  const profile = useProfile();
  const mobile = useIsMobile();
  const stored = useProfileQuery((p) => p.settings());
  const settings = stored ? mergeSettings(stored) : DEFAULTS;
  const deviceName = mobile ? 'mobile' : 'desktop';
  const device = settings[deviceName];

  const updateUi = useCallback(
    async (patch: Partial<DeviceSettings['ui']>) => {
      const current = mergeSettings(await profile.settings())[deviceName];
      await profile.saveSettings(deviceName, { ...current, ui: { ...current.ui, ...patch } });
    },
    [profile, deviceName],
  );
  const updateShared = useCallback(
    async (patch: Partial<SharedSettings>) => {
      const current = mergeSettings(await profile.settings()).shared;
      await profile.saveSettings('shared', { ...current, ...patch });
    },
    [profile],
  );
  const updateSetting = useCallback(
    async (group: SettingGroup, key: string, value: unknown) => {
      const current = mergeSettings(await profile.settings());
      const patch = withSetting(current, deviceName, group, key, value);
      await profile.saveSettings(patch.section, patch.value);
    },
    [profile, deviceName],
  );
  return {
    loaded: stored !== undefined,
    settings,
    deviceName,
    device,
    shared: settings.shared,
    updateUi,
    updateShared,
    updateSetting,
  };
}
