// Component tests of the screens with jest-expo (React Native's iOS preset) and Testing Library. Under `npm test`
// the counts are also written as JSON (scripts/test.ts) so the root can add them up.
module.exports = {
  preset: 'jest-expo',
  roots: ['<rootDir>/src'],
  setupFilesAfterEnv: ['<rootDir>/src/test/setup.ts'],
  // A screen's first test also loads React Native's modules: on two cores shared with another test run (ADR 0026) it
  // took over jest's default 5 s, and in a clean CI run beside the browser stories and the API's tests over 20 s (4 s
  // on a quiet machine), after which the file's other tests failed with it; over 60 s once, in a CI run at a load of 15.
  testTimeout: 180_000,
  transformIgnorePatterns: [
    'node_modules/(?!((jest-)?react-native|@react-native(-community)?|expo(nent)?|@expo(nent)?/.*|@expo-google-fonts/.*|react-navigation|@react-navigation/.*|react-native-svg|standard-navigation|@ace/.*))',
  ],
};
