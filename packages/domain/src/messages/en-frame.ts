/**
 * The texts of the portal's frame and of its login screens: header, footer, the loading notice, the parent splash,
 * the support staff and the service provider logins. The web's first screen shows only these, so it carries them
 * without the rest of the catalogue (docs/adr/0012).
 */
export const frameTexts = {
  'app.language.label': 'Language',
  'app.language.en': 'English',
  'app.language.es': 'Español',
  'app.language.invalid': 'Please choose English or Spanish',
  'app.programmeName': 'Ohio ACE Program',
  'app.productName': 'Ohio ACE Portal',
  'app.footer.help': 'Help',
  'app.footer.privacy': 'Privacy',
  'app.footer.terms': 'Terms',
  'app.footer.copyright': '© {year} Ohio ACE Program. All rights reserved.',
  'app.helpCenter': 'Help center',
  'app.logout': 'Logout',
  'app.loading': 'Loading…',
  'app.skipToContent': 'Skip to main content',
  'app.home': '{programme} home',
  'app.opensInNewTab': '(opens in a new tab)',
  'app.support': 'Questions? Write to {email}',
  'login.parent.title': 'Welcome to the {programme}',
  'login.parent.subtitle': 'Login to manage your account',
  'login.parent.button': 'Login with Merit',
  'login.parent.noEmailHelp': "Didn't receive an e-mail from Merit?",
  'login.meritCs.title': 'Merit CS Portal',
  'login.meritCs.subtitle': 'Login to manage Merit CS Requests',
  'login.provider.title': 'Service providers of the {programme}',
  'login.provider.subtitle': 'As a service provider, link your bank account and act on your claims',
  'login.provider.button': 'Link with Merit',
} as const;
