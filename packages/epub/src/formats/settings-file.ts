import {
  type Device,
  type Settings,
  type SettingsFileContent,
  settingsFileOf,
} from '@typeshelf/core/settings';
import { strToU8 } from 'fflate';
import { SettingsFileError } from '../errors';
import { utf8 } from '../xml/text-decoder';
import { MAX_IMPORT_BYTES, parseJson } from './gzip-json';

/**
 * The settings file (02 §3): JSON with the shared section plus the section of
 * the device it was exported from, `{ shared, desktop }` or `{ shared, mobile }`.
 */

export type { SettingsFileContent };

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
 * `device` wins; otherwise the other device's section is used. The file goes
 * through core's one check of settings from outside (`settingsFileOf`: wrong
 * or missing values take their defaults, text normalised, links http(s)). Throws {@link SettingsFileError} when the file is not a
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
  const content = settingsFileOf(document, device);
  if (content === null) throw new SettingsFileError('import', 'no shared or device section');
  return content;
}
