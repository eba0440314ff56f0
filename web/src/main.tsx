import '@mantine/core/styles.css';
import '@mantine/dates/styles.css';
import '@mantine/carousel/styles.css';
import '@mantine/notifications/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { startI18n } from './i18n';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

// English is in the entry and ready at once; a Chinese visitor waits for the Chinese strings only, never
// for both languages, and never sees English first.
void startI18n().finally(() => {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
