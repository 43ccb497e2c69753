import { isRecord } from '@typeshelf/core';
import {
  type Device,
  type DeviceSettings,
  mergeDeviceSettings,
  mergeSharedSettings,
  type Settings,
  type SharedSettings,
} from '@typeshelf/core/settings';
import { strToU8 } from 'fflate';
import { SettingsFileError } from '../errors';
import { utf8 } from '../xml/text-decoder';
import { MAX_IMPORT_BYTES, parseJson } from './gzip-json';

/**
 * The settings file (02 §3): JSON with the shared section plus the section of
 * the device it was exported from, `{ shared, desktop }` or `{ shared, mobile }`.
 */

/** What a settings file holds once read: the shared group and one device's groups, defaults filled. */
export interface SettingsFileContent {
  shared: SharedSettings;
  device: Device;
  settings: DeviceSettings;
}

/** The settings file's name for a device. */
export function settingsFileName(device: Device, product = 'typeshelf'): string {
  return `${product}_settings_${device}.json`;
}

/** Writes the shared settings and one device's settings as JSON. */
export function writeSettingsFile(settings: Settings | null | undefined, device: Device): Uint8Array {
  if (!settings) throw new SettingsFileError('export', 'no settings');
  const document = { shared: settings.shared, [device]: settings[device] };
  return strToU8(JSON.stringify(document, null, 2));
}

/**
 * Reads a settings file exported on either device. A section for this
 * `device` wins; otherwise the other device's section is used. Every value
 * is validated by the core's settings model (wrong or missing values take
 * their defaults). Throws {@link SettingsFileError} when the file is not a
 * settings JSON at all.
 */
export function readSettingsFile(bytes: Uint8Array, device: Device): SettingsFileContent {
  if (bytes.length > MAX_IMPORT_BYTES) throw new SettingsFileError('import', 'too large');
  let document: unknown;
  try {
    document = parseJson(utf8.decode(bytes));
  } catch {
    throw new SettingsFileError('import', 'not JSON');
  }
  if (!isRecord(document) || !isRecord(document.shared))
    throw new SettingsFileError('import', 'no shared section');
  const other: Device = device === 'desktop' ? 'mobile' : 'desktop';
  const section = isRecord(document[device])
    ? document[device]
    : isRecord(document[other])
      ? document[other]
      : null;
  if (section === null) throw new SettingsFileError('import', 'no device section');
  return {
    shared: mergeSharedSettings(document.shared),
    device,
    settings: mergeDeviceSettings(section, device),
  };
}
