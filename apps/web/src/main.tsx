import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { startLocalData } from './state/start-up';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element.');
startLocalData();
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
