// Only the UI kit's styles the login screens draw (in its 'mantine' layer, so the app's own styles win whatever
// the order); the portal brings the rest with it (app.tsx).
import '@mantine/core/styles/baseline.layer.css';
import '@mantine/core/styles/default-css-variables.layer.css';
import '@mantine/core/styles/global.layer.css';
import '@mantine/core/styles/UnstyledButton.layer.css';
import '@mantine/core/styles/Loader.layer.css';
import '@mantine/core/styles/Button.layer.css';
import '@mantine/core/styles/Paper.layer.css';
import '@mantine/core/styles/Text.layer.css';
import '@mantine/core/styles/Anchor.layer.css';
import '@mantine/core/styles/Title.layer.css';
import '@mantine/core/styles/Container.layer.css';
import '@mantine/core/styles/Group.layer.css';
import '@mantine/core/styles/Stack.layer.css';
import '@mantine/core/styles/Center.layer.css';
import './app/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { signedOutLoginAt, Start } from './app/start.tsx';
import { handOverPopupCallback } from './lib/auth-callback.ts';

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
