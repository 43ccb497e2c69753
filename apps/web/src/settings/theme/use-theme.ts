/**
 * Keeps the page in the theme and dark mode of the current device's settings,
 * and follows the system's colour scheme while dark mode is left to it. The
 * theme tables load with the settings, after the first paint.
 */
import { themeInEffect } from '@typeshelf/core/themes';
import { useEffect } from 'react';
import { isDevMode } from '../../page/dev-mode';
import { useSession } from '../../session/use-session';
import { useSettings } from '../use-settings';
import { onSystemSchemeChange } from './remembered-theme';
import { applyWallpaper } from './wallpaper';

export function useTheme(): void {
  const { loaded, device } = useSettings();
  const { darkmode, wallpaper, wallpaperType } = device.ui;
  // Pro's extra themes are worn only while they are offered (a subscription, or development mode).
  // The known plan decides, the kept one standing in until the server answers, as at the first paint.
  const isPremium = useSession().plan?.isPremium ?? false;
  const theme = themeInEffect(device.ui.theme, { devMode: isDevMode(), isPremium });
  useEffect(() => {
    if (!loaded) return;
    applyWallpaper(theme === 'glass' ? wallpaper : null, wallpaperType);
  }, [loaded, theme, wallpaper, wallpaperType]);
  useEffect(() => {
    if (!loaded) return;
    let live = true;
    let unfollow: (() => void) | undefined;
    void import('./apply-theme').then(({ applyTheme }) => {
      if (!live) return;
      applyTheme(theme, darkmode);
      if (darkmode === null) unfollow = onSystemSchemeChange(() => applyTheme(theme, darkmode));
    });
    return () => {
      live = false;
      unfollow?.();
    };
  }, [loaded, theme, darkmode]);
}
