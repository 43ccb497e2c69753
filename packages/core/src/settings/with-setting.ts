/**
 * One setting changed, as the patch of the section that stores it. Apart
 * from the settings screen's description so the app shell, which changes
 * settings, does not carry the screen's tables.
 */
import type { Device } from './settings-options';
import type { DeviceSettings, Settings, SharedSettings } from './settings-types';

/** The group a setting is stored in: shared by both devices, or one device's. */
export type SettingGroup = 'shared' | keyof DeviceSettings;

/** The section's patch for one change: the whole group with `key` replaced. */
export function withSetting(
  settings: Settings,
  device: Device,
  group: SettingGroup,
  key: string,
  value: unknown,
): { section: 'shared' | Device; value: SharedSettings | DeviceSettings } {
  if (group === 'shared') return { section: 'shared', value: { ...settings.shared, [key]: value } };
  const current = settings[device];
  return { section: device, value: { ...current, [group]: { ...current[group], [key]: value } } };
}
