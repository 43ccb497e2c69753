/**
 * The custom font beside a font setting (01 §5): import .woff, .woff2, .ttf
 * or .otf files, then pick one of the stored fonts to draw with instead of
 * the bundled font. The list shows once a font is stored.
 */
import { CUSTOM_FONT_EXTENSIONS, customFontFamily, type SettingGroup } from '@typeshelf/core/settings';
import { SelectField } from '@typeshelf/react-ui';
import { refreshFontNames, useCustomFontNames } from '../../settings/fonts/custom-font-names';
import { importFontFiles } from '../../settings/fonts/import-fonts';
import { localData } from '../../storage/current-profile';
import { FileButton } from './file-button';

const ACCEPT = CUSTOM_FONT_EXTENSIONS.map((extension) => `.${extension}`).join(',');

export function CustomFontField({
  id,
  label,
  group,
  settingKey,
  value,
  onChange,
}: {
  id: string;
  label: string;
  group: SettingGroup;
  settingKey: string;
  value: string | null;
  onChange: (group: SettingGroup, key: string, value: string | null) => void;
}) {
  const names = useCustomFontNames(localData.cache);

  const importFonts = async (files: File[]) => {
    const stored = await importFontFiles(localData.cache, files);
    await refreshFontNames(localData.cache);
    if (stored[0]) onChange(group, settingKey, stored[0]);
  };

  return (
    <div className="custom-font">
      {names.length > 0 ? (
        <SelectField
          id={id}
          label={label}
          options={[
            { value: null, label: 'None' },
            ...names.map((name) => ({ value: name, label: customFontFamily(name) })),
          ]}
          value={value}
          onChange={(picked) => onChange(group, settingKey, picked as string | null)}
        />
      ) : null}
      <div className="button-row">
        <FileButton
          label="Import font files"
          accept={ACCEPT}
          multiple
          onFiles={(files) => void importFonts(files)}
        />
      </div>
    </div>
  );
}
