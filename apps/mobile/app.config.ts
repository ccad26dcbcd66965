import { en } from '@ace/domain';
import type { ConfigContext, ExpoConfig } from 'expo/config';
import { colours } from './src/components/colours.ts';

/**
 * The native app's configuration: names, bundle identifiers, version, permission texts, and the values the app
 * reads at run time (extra). Everything that differs between the local stack, staging and the stores comes from
 * the environment (EAS build profiles set it, see README.md); the defaults are the local stack's.
 */
function setting(name: string, fallback: string): string {
  const value: unknown = process.env[name];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : fallback;
}

/** The permission texts iOS and Android show, from the message catalogue like every other text. */
const cameraPermission = en['mobile.permission.camera'];
const photosPermission = en['mobile.permission.photos'];

export default ({ config }: ConfigContext): ExpoConfig => ({
  ...config,
  name: 'Ohio ACE',
  slug: 'ace-portal',
  description: 'Submit claims and follow the funds of your students in the Ohio ACE Program.',
  version: setting('APP_VERSION', '1.0.0'),
  scheme: 'aceportal',
  orientation: 'default',
  userInterfaceStyle: 'light',
  // Drawn by scripts/draw-icons.mts.
  icon: './assets/icon.png',
  platforms: ['ios', 'android', 'web'],
  ios: {
    bundleIdentifier: setting('IOS_BUNDLE_ID', 'org.aceohio.portal'),
    buildNumber: setting('IOS_BUILD_NUMBER', '1'),
    supportsTablet: true,
    infoPlist: {
      NSCameraUsageDescription: cameraPermission,
      NSPhotoLibraryUsageDescription: photosPermission,
      ITSAppUsesNonExemptEncryption: false,
    },
  },
  android: {
    package: setting('ANDROID_PACKAGE', 'org.aceohio.portal'),
    versionCode: Number(setting('ANDROID_VERSION_CODE', '1')),
    permissions: ['android.permission.CAMERA'],
    blockedPermissions: ['android.permission.RECORD_AUDIO'],
    adaptiveIcon: { foregroundImage: './assets/adaptive-icon.png', backgroundColor: colours.brand },
  },
  web: {
    bundler: 'metro',
    output: 'single',
    favicon: './assets/favicon.png',
  },
  plugins: [
    'expo-router',
    'expo-secure-store',
    'expo-web-browser',
    ['expo-image-picker', { cameraPermission, photosPermission, microphonePermission: false }],
    ['@react-native-community/datetimepicker', {}],
  ],
  experiments: {
    // The web build is served under /mobile on the local stack's one origin (apps/gateway).
    baseUrl: setting('MOBILE_WEB_BASE_URL', '/mobile'),
  },
  extra: {
    // A phone reaches the portal here; the web build uses the origin it is served from.
    portalUrl: setting('PORTAL_URL', 'http://localhost:8080'),
    oidcIssuer: setting('OIDC_ISSUER', '/merit'),
    oidcClientId: setting('OIDC_CLIENT_ID', 'ace-portal-mobile'),
    bankApiUrl: setting('BANK_API_URL', '/bank'),
    helpCenterUrl: setting('HELP_CENTER_URL', 'https://aceohio.example.org/help'),
    supportEmail: setting('SUPPORT_EMAIL', 'support@aceohio.example.org'),
    termsUrl: setting('TERMS_URL', 'https://aceohio.example.org/terms'),
    privacyUrl: setting('PRIVACY_URL', 'https://aceohio.example.org/privacy'),
    appStoreId: setting('APP_STORE_ID', '0000000000'),
    playStoreId: setting('PLAY_STORE_ID', 'org.aceohio.portal'),
    eas: { projectId: setting('EAS_PROJECT_ID', '00000000-0000-0000-0000-000000000000') },
  },
});
