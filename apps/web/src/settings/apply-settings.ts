/**
 * The one place where the current device's settings take effect on the
 * page: the theme, dark mode and wallpaper, and the sounds. The app calls it
 * once; screens only read settings. The prompt's own look (fonts, caret,
 * keyboard) follows its settings inside the prompt, which alone draws with
 * them (see `routes/prompt/prompt-look-settings.ts`).
 */
import { useSoundSettings } from './sounds/app-sounds';
import { useTheme } from './theme/use-theme';
import { useSettings } from './use-settings';

export function useAppliedSettings(): void {
  const { device } = useSettings();
  useTheme();
  useSoundSettings(device.ui);
}
