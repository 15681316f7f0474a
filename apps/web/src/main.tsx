import 'pretendard/dist/web/variable/pretendardvariable-dynamic-subset.css';
import './styles/symbols-font.css';
import './styles/global.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { createAppRouter, type AppRouter } from './app/router';
import { applyEarlyStyles } from './lib/early-styles';
import { initI18n } from './lib/i18n';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

// Started first: the translation files are on their way while the router is built.
const translations = initI18n().catch((error: unknown) =>
  console.error('i18n failed to initialise', error),
);

// Built in a task of its own rather than in the one that evaluated the bundle (a phone would
// be blocked for both at once), and before the translations are in, so the first page's chunk
// loads beside them. The first render waits a moment for that chunk, so the first paint is the
// page itself rather than a spinner replaced right after (two layouts and paints instead of one).
const FIRST_PAGE_WAIT_MS = 1500;
const router = new Promise<AppRouter>((resolve) =>
  setTimeout(() => {
    const created = createAppRouter();
    if (created.state.initialized) return resolve(created);
    const ready = () => {
      stop();
      clearTimeout(timer);
      resolve(created);
    };
    const stop = created.subscribe((state) => {
      if (state.initialized) ready();
    });
    const timer = setTimeout(ready, FIRST_PAGE_WAIT_MS);
  }),
);

// The stylesheets the page's early header painted without (lib/early-styles.ts), applied now.
const styles = applyEarlyStyles();

// Render once the first language's translations are in, so no raw keys ever flash, and the
// stylesheets, so nothing shows unstyled.
void Promise.all([router, translations, styles]).then(([router]) => {
  const root = createRoot(container);
  // A transition render yields to the browser every few milliseconds: the first page builds
  // in short tasks instead of one long one that blocks input (Lighthouse's blocking time).
  startTransition(() => {
    root.render(
      <StrictMode>
        <App router={router} />
      </StrictMode>,
    );
  });
});
