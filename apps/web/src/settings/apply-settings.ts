/**
 * Where a setting takes effect, in the settings domain and nowhere else.
 * The app calls `useAppliedSettings` once: the theme, dark mode and
 * wallpaper, and the sounds. The prompt calls `useAppliedPromptSettings`
 * (`apply-prompt-settings.ts`): its fonts load and its look, caret and
 * keyboard are worked out there, so the prompt only draws with the result.
 * Two files, not one, because a module the app imports is fetched by every
 * page before it renders, and the prompt's part carries the font list and
 * the spacing tables. Screens only read settings.
 */
import { useSoundSettings } from './sounds/app-sounds';
import { useTheme } from './theme/use-theme';
import { useSettings } from './use-settings';

export function useAppliedSettings(): void {
  const { device } = useSettings();
  useTheme();
  useSoundSettings(device.ui);
}
