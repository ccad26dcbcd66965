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

// The app's own configuration (app.config.ts with its local-stack defaults), as expo-constants gives it on a phone.
jest.mock('expo-constants', () => {
  const { default: appConfig } = jest.requireActual<{ default: (context: { config: object }) => object }>(
    '../../app.config',
  );
  return { __esModule: true, default: { expoConfig: appConfig({ config: {} }) } };
});

// React Native's own FormData (files as { uri, name, type }), not the Node runtime's that jest would otherwise see.
global.FormData = jest.requireActual<{ default: typeof FormData }>('react-native/Libraries/Network/FormData').default;
