import 'pretendard/dist/web/variable/pretendardvariable-dynamic-subset.css';
import './styles/global.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { createAppRouter } from './app/router';
import { initI18n } from './lib/i18n';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

// Started first: the translation files are on their way while the router is built.
const translations = initI18n().catch((error: unknown) =>
  console.error('i18n failed to initialise', error),
);

// Built in a task of its own rather than in the one that evaluated the bundle (a phone would
// be blocked for both at once), and before the translations are in, so the first page's chunk
// loads beside them.
const router = new Promise<ReturnType<typeof createAppRouter>>((resolve) =>
  setTimeout(() => resolve(createAppRouter())),
);

// Render once the first language's translations are in, so no raw keys ever flash.
void Promise.all([router, translations]).then(([router]) => {
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
