/**
 * Keeps the page in the theme and dark mode of the current device's settings,
 * and follows the system's colour scheme while dark mode is left to it.
 */
import { useEffect } from 'react';
import { useSettings } from '../state/hooks/use-settings';
import { applyTheme, onSystemSchemeChange } from './apply-theme';
import { applyWallpaper } from './wallpaper';

export function useTheme(): void {
  const { loaded, device } = useSettings();
  const { theme, darkmode, wallpaper, wallpaperType } = device.ui;
  useEffect(() => {
    if (!loaded) return;
    applyWallpaper(theme === 'glass' ? wallpaper : null, wallpaperType);
  }, [loaded, theme, wallpaper, wallpaperType]);
  useEffect(() => {
    if (!loaded) return;
    applyTheme(theme, darkmode);
    if (darkmode !== null) return;
    return onSystemSchemeChange(() => applyTheme(theme, darkmode));
  }, [loaded, theme, darkmode]);
}
