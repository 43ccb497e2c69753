/**
 * The wallpaper URL of the wallpaper theme: kept only when it resolves to an
 * image or a video, else 'Wallpaper format not supported' (02 §5, §8).
 */
import { Button } from '@typeshelf/react-ui';
import { useState } from 'react';
import { notify } from '../../page/notifications';
import { probeWallpaper } from '../../settings/theme/wallpaper-probe';
import type { SettingsView } from '../../settings/use-settings';

export function WallpaperField({ view }: { view: SettingsView }) {
  const [url, setUrl] = useState(view.device.ui.wallpaper ?? '');
  const [checking, setChecking] = useState(false);
  const save = async () => {
    const trimmed = url.trim();
    if (trimmed === '') {
      await view.updateUi({ wallpaper: null });
      return;
    }
    setChecking(true);
    const type = await probeWallpaper(trimmed);
    setChecking(false);
    if (type === null) {
      notify({ title: 'Wallpaper format not supported', type: 'error' });
      return;
    }
    await view.updateUi({ wallpaper: trimmed, wallpaperType: type });
  };
  return (
    <form
      className="field field--inline"
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <label className="field__label" htmlFor="ui.wallpaper">
        Wallpaper (image or video URL)
      </label>
      <input
        id="ui.wallpaper"
        className="input"
        type="url"
        value={url}
        onChange={(e) => setUrl(e.target.value)}
      />
      <Button type="submit" disabled={checking}>
        {checking ? 'Checking…' : 'Set wallpaper'}
      </Button>
    </form>
  );
}
