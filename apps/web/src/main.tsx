import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './modules/app/shell.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { reportClientErrors } from './modules/api/reportClientErrors';

reportClientErrors();
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
