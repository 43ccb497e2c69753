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

/**
 * Changes are read-modify-write of a whole section: run one at a time, so two
 * quick changes (a click, then another before the first landed) both stay.
 */
let pending: Promise<unknown> = Promise.resolve();
function queued(change: () => Promise<void>): Promise<void> {
  const next = pending.then(change, change);
  pending = next.catch(() => undefined);
  return next;
}

export function useSettings(): SettingsView {
  const profile = useProfile();
  const mobile = useIsMobile();
  const stored = useProfileQuery((p) => p.settings());
  const settings = stored ? mergeSettings(stored) : DEFAULTS;
  const deviceName = mobile ? 'mobile' : 'desktop';
  const device = settings[deviceName];

  const updateUi = useCallback(
    (patch: Partial<DeviceSettings['ui']>) =>
      queued(async () => {
        const current = mergeSettings(await profile.settings())[deviceName];
        await profile.saveSettings(deviceName, { ...current, ui: { ...current.ui, ...patch } });
      }),
    [profile, deviceName],
  );
  const updateShared = useCallback(
    (patch: Partial<SharedSettings>) =>
      queued(async () => {
        const current = mergeSettings(await profile.settings()).shared;
        await profile.saveSettings('shared', { ...current, ...patch });
      }),
    [profile],
  );
  const updateSetting = useCallback(
    (group: SettingGroup, key: string, value: unknown) =>
      queued(async () => {
        const current = mergeSettings(await profile.settings());
        const patch = withSetting(current, deviceName, group, key, value);
        await profile.saveSettings(patch.section, patch.value);
      }),
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
