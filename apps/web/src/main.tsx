import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './app/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { signedOutLoginAt, Start } from './app/start.tsx';
import { handOverPopupCallback } from './features/sign-in/auth-callback.ts';

// Inside the sign-in popup, the callback is handed to the portal's window and nothing renders.
if (!handOverPopupCallback()) {
  const root = document.getElementById('root');
  if (root === null) throw new Error('index.html has no #root element');
  createRoot(root).render(
    <StrictMode>
      <Start login={signedOutLoginAt(window.location.pathname)} />
    </StrictMode>,
  );
}
