import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, preloadOpeningRoute } from './app';
import { startServiceWorker } from './offline/app-update';
import { startSession } from './state/stores/session';
import { startLocalData } from './state/stores/start-up';
import { applyRememberedTheme } from './theme/apply-theme';
import './styles.css';
import './kit.css';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element.');
applyRememberedTheme();
preloadOpeningRoute(window.location.pathname);
startLocalData();
startSession();
void startServiceWorker();
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
