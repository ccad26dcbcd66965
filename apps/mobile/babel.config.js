// Expo's preset for the app, the tests (jest-expo) and the exports alike.
module.exports = function babelConfig(api) {
  api.cache(true);
  return { presets: ['babel-preset-expo'] };
};
