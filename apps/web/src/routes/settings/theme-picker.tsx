/**
 * The theme list (02 §9): free and accessibility themes for everyone; the
 * wallpaper theme is Pro's extra theme, and development builds show it to
 * everyone (02 §6). Each choice previews its palette in the mode shown now.
 */
import { THEME_LIST, type Theme, type ThemeType, themeOffered } from '@typeshelf/core/themes';
import { useSession } from '../../session/use-session';
import { isDarkMode } from '../../settings/theme/remembered-theme';
import type { SettingsView } from '../../settings/use-settings';
import { WallpaperField } from './wallpaper-field';

const GROUPS: { type: ThemeType; title: string }[] = [
  { type: 'free', title: 'Themes' },
  { type: 'accessibility', title: 'Accessibility themes' },
  { type: 'wallpaper', title: 'Wallpaper themes (Pro)' },
];

function Swatch({ theme, dark }: { theme: Theme; dark: boolean }) {
  const [background, surface, text, sub, main, error] = dark ? theme.dark : theme.light;
  return (
    <span className="theme-swatch" style={{ background, borderColor: surface }} aria-hidden="true">
      <span style={{ color: text }}>Aa</span>
      <span className="theme-swatch__dots">
        {[sub, main, error].map((colour) => (
          <span key={colour} className="theme-swatch__dot" style={{ background: colour }} />
        ))}
      </span>
    </span>
  );
}

export function ThemePicker({ view, dev }: { view: SettingsView; dev: boolean }) {
  const { theme, darkmode } = view.device.ui;
  const dark = isDarkMode(darkmode);
  const access = { devMode: dev, isPremium: useSession().accountInfo.isPremium };
  const offered = THEME_LIST.filter((t) => themeOffered(t, access));
  return (
    <>
      {GROUPS.filter((group) => offered.some((t) => t.type === group.type)).map((group) => (
        <fieldset key={group.type} className="theme-picker">
          <legend className="field__label">{group.title}</legend>
          <div className="theme-picker__grid">
            {offered
              .filter((t) => t.type === group.type)
              .map((t) => (
                <label key={t.name} className="theme-picker__option">
                  <input
                    type="radio"
                    name="theme"
                    value={t.name}
                    checked={t.name === theme}
                    onChange={() => void view.updateSetting('ui', 'theme', t.name)}
                  />
                  <Swatch theme={t} dark={dark} />
                  <span className="theme-picker__name">{t.label}</span>
                </label>
              ))}
          </div>
        </fieldset>
      ))}
      {theme === 'glass' && offered.some((t) => t.name === 'glass') ? <WallpaperField view={view} /> : null}
    </>
  );
}
