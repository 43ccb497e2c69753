import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, preloadOpeningRoute } from './app';
import { startServiceWorker } from './offline/app-update';
import { startKeptSession } from './session/start-kept-session';
import { recordVersionOnEveryProfile } from './settings/record-version';
import { proThemesAtStart } from './settings/theme/pro-themes-at-start';
import { applyRememberedTheme, showTheme } from './settings/theme/remembered-theme';
import { localData } from './storage/current-profile';
import { startLocalData } from './storage/start-up';
import './fonts.css';
import './styles.css';
import './kit.css';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element.');
// A page built without the default theme's look in it (never the app's build) waits for the theme tables.
const themed = applyRememberedTheme(proThemesAtStart())
  ? Promise.resolve()
  : import('./settings/theme/apply-theme')
      .then(({ lookInEffect }) =>
        showTheme(lookInEffect('default', { devMode: false, isPremium: false }), null),
      )
      .catch((error: unknown) => console.error('The default theme could not be applied', error));
preloadOpeningRoute(window.location.pathname);
// The version is recorded after the migration, which reads the one that wrote the old data.
void startLocalData().then(() => recordVersionOnEveryProfile(localData));
// A kept session's profile is in place before the first render; a visitor with none loads no session code.
const sessionStarted = startKeptSession();
void startServiceWorker();
void Promise.all([themed, sessionStarted]).then(() =>
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
