import type * as NodeCrypto from 'node:crypto';
import { configure } from '@testing-library/react-native';
import { Image } from 'react-native';
import { toastStore } from '../lib/toasts';

// On two cores shared with another test run (ADR 0026) a screen can take seconds to show what it shows at once on a
// quiet machine: findBy and waitFor wait up to 30 s before they fail (10 s was too short in a CI run at a load of 15).
configure({ asyncUtilTimeout: 30_000 });

// The platform's secure storage, kept in memory for each test file (the keychain is the phone's).
jest.mock('../lib/secure-storage', () => {
  const entries = new Map<string, string>();
  return {
    readSecure: (key: string) => Promise.resolve(entries.get(key) ?? null),
    writeSecure: (key: string, value: string) => {
      entries.set(key, value);
      return Promise.resolve();
    },
    removeSecure: (key: string) => {
      entries.delete(key);
      return Promise.resolve();
    },
  };
});

// The language chosen on the phone, kept in memory for each test file (the keychain is the phone's).
jest.mock('../lib/language-storage', () => {
  let kept: string | null = null;
  return {
    languageStorage: {
      read: () => kept,
      write: (locale: string) => {
        kept = locale;
      },
    },
  };
});

// The phone's languages (expo-localization's native module is the phone's): English, as the test machine may not be.
jest.mock('expo-localization', () => ({
  getLocales: jest.fn(() => [{ languageTag: 'en-US', languageCode: 'en' }]),
}));

// The app's own configuration (app.config.ts with its local-stack defaults), as expo-constants gives it on a phone.
jest.mock('expo-constants', () => {
  const { default: appConfig } = jest.requireActual<{ default: (context: { config: object }) => object }>(
    '../../app.config',
  );
  return { __esModule: true, default: { expoConfig: appConfig({ config: {} }) } };
});

// React Native's own FormData (files as { uri, name, type }), not the Node runtime's that jest would otherwise see.
global.FormData = jest.requireActual<{ default: typeof FormData }>('react-native/Libraries/Network/FormData').default;

// The platform's hashing (expo-crypto's native module is the phone's), done by Node's hash at once. expo-router's
// renderRouter puts every screen test on Jest's fake clock, so findBy and waitFor give up after one second of fake
// time, which passes in a few real milliseconds: Web Crypto's digest, answered from Node's thread pool in real time,
// came too late for them when the machine was busy, and the picked file was handled in the next test.
jest.mock('expo-crypto', () => {
  const { createHash } = jest.requireActual<typeof NodeCrypto>('node:crypto');
  return {
    ...jest.requireActual<object>('expo-crypto'),
    digest: (algorithm: string, data: Uint8Array) => {
      const bytes = createHash(algorithm.replace('-', '').toLowerCase()).update(data).digest();
      return Promise.resolve(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
    },
  };
});

// The platform's image decoder: every picture decodes (jest-expo's stand-in answers in a shape React Native no
// longer reads); a test that needs one to fail says so.
jest.spyOn(Image, 'getSize').mockImplementation((_uri, success) => {
  success(320, 240);
});

// Each test starts without the toasts of the one before (they would otherwise stay their 4 seconds).
beforeEach(() => {
  toastStore.set([]);
});
