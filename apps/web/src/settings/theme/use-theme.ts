/**
 * Keeps the page in the theme and dark mode of the current device's settings,
 * and follows the system's colour scheme while dark mode is left to it. The
 * theme tables load with the settings, after the first paint: which theme is
 * in effect (a Pro theme only while it is offered) is worked out with them, so
 * the start-up code every page fetches carries none of them.
 */
import { useEffect } from 'react';
import { isDevMode } from '../../page/dev-mode';
import { useSession } from '../../session/use-session';
import { useSettings } from '../use-settings';
import { onSystemSchemeChange } from './remembered-theme';
import { applyWallpaper } from './wallpaper';

const loadApplyTheme = () => import('./apply-theme');

export function useTheme(): void {
  const { loaded, device } = useSettings();
  const { theme: chosen, darkmode, wallpaper, wallpaperType } = device.ui;
  // Pro's extra themes are worn only while they are offered (a subscription, or development mode).
  // The known plan decides, the kept one standing in until the server answers, as at the first paint.
  const isPremium = useSession().plan?.isPremium ?? false;
  const devMode = isDevMode();
  useEffect(() => {
    if (!loaded) return;
    let live = true;
    void loadApplyTheme().then(({ themeInEffect }) => {
      if (!live) return;
      const theme = themeInEffect(chosen, { devMode, isPremium });
      applyWallpaper(theme === 'glass' ? wallpaper : null, wallpaperType);
    });
    return () => {
      live = false;
    };
  }, [loaded, chosen, devMode, isPremium, wallpaper, wallpaperType]);
  useEffect(() => {
    if (!loaded) return;
    let live = true;
    let unfollow: (() => void) | undefined;
    void loadApplyTheme().then(({ applyTheme, themeInEffect }) => {
      if (!live) return;
      const theme = themeInEffect(chosen, { devMode, isPremium });
      applyTheme(theme, darkmode);
      if (darkmode === null) unfollow = onSystemSchemeChange(() => applyTheme(theme, darkmode));
    });
    return () => {
      live = false;
      unfollow?.();
    };
  }, [loaded, chosen, devMode, isPremium, darkmode]);
}
