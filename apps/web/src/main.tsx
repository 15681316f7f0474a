import 'pretendard/dist/web/variable/pretendardvariable-dynamic-subset.css';
import './styles/global.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { createAppRouter } from './app/router';
import { initI18n } from './lib/i18n';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

// Made before the translations are in: it starts loading the first page's chunk right away,
// beside the translation files, instead of one round trip after them.
const router = createAppRouter();

// Render once the first language's translations are in, so no raw keys ever flash.
void initI18n()
  .catch((error: unknown) => console.error('i18n failed to initialise', error))
  .then(() => {
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
