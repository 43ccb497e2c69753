/**
 * Keeps the page in the theme, dark mode and wallpaper of the current
 * device's settings, and follows the system's colour scheme while dark mode
 * is left to it. The theme in effect (a Pro theme only while it is offered)
 * is worked out once for all three. When the page already wears the chosen
 * theme (remembered by this build, or the default written into the page) its
 * look is at hand; only another theme loads core's theme tables (`apply-theme.ts`), so
 * the start-up code and a first visit carry none of them.
 */
import type { ThemeAccess } from '@typeshelf/core/themes';
import { useEffect } from 'react';
import { isDevMode } from '../../page/dev-mode';
import { useSession } from '../../session/use-session';
import { useSettings } from '../use-settings';
import {
  isCurrentLook,
  onSystemSchemeChange,
  shownLook,
  showTheme,
  type ThemeLook,
} from './remembered-theme';
import { applyWallpaper } from './wallpaper';

/** The look in effect for `chosen` when the page wears that theme already, else null. */
function lookAtHand(chosen: string, access: ThemeAccess): ThemeLook | null {
  const look = shownLook();
  // A look remembered by an older build is worked out again, so a changed theme reaches the page.
  if (look === null || look.name !== chosen || !isCurrentLook(look)) return null;
  // The remembered look says whether it is Pro's and carries the default beside it.
  return look.proOnly && !access.devMode && !access.isPremium ? (look.fallback ?? null) : look;
}

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
    let unfollow: (() => void) | undefined;
    const wear = (look: ThemeLook) => {
      if (!live) return;
      applyWallpaper(look.name === 'glass' ? wallpaper : null, wallpaperType);
      showTheme(look, darkmode);
      if (darkmode === null) unfollow = onSystemSchemeChange(() => showTheme(look, darkmode));
    };
    const access = { devMode, isPremium };
    const look = lookAtHand(chosen, access);
    if (look !== null) wear(look);
    else
      void import('./apply-theme').then(
        ({ lookInEffect }) => wear(lookInEffect(chosen, access)),
        (error: unknown) => console.error('The theme could not be applied', error),
      );
    return () => {
      live = false;
      unfollow?.();
    };
  }, [loaded, chosen, devMode, isPremium, darkmode, wallpaper, wallpaperType]);
}
