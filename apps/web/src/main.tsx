import 'pretendard/dist/web/variable/pretendardvariable-dynamic-subset.css';
import './styles/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { initI18n } from './lib/i18n';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

// Render once the first language's translations are in, so no raw keys ever flash.
void initI18n()
  .catch((error: unknown) => console.error('i18n failed to initialise', error))
  .then(() => {
    createRoot(container).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
