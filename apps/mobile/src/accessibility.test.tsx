import { buildChild, buildParent, buildParentClaimDetails } from '@ace/app-core/test-factories';
import type { ParentUser } from '@ace/domain';
import { render } from '@testing-library/react-native';
import { renderRouter, screen } from 'expo-router/testing-library';
import { Image, Pressable, Text, TextInput, View } from 'react-native';
import { signInStore } from './features/sign-in/sign-in-flow';
import { clearSession } from './lib/session-store';
import { tokenStore } from './lib/token-store';
import { showToast } from './lib/toasts';
import { auditAccessibility } from './test/accessibility';
import { ok, stubApi, type StubRoute } from './test/api-stub';
import { meritDiscoveryRoute, upToDateRoute } from './test/routes';
import { storeSignedIn } from './test/session';

const claims = [
  {
    id: 31,
    amount: 120,
    createdAt: '2023-10-02T15:00:00.000Z',
    status: 'Pending external' as const,
    payoutWaitsForYourBank: false,
    appealWaiting: false,
  },
  {
    id: 30,
    amount: 80.5,
    createdAt: '2023-09-20T15:00:00.000Z',
    status: 'Accepted' as const,
    payoutWaitsForYourBank: false,
    appealWaiting: false,
  },
  {
    id: 29,
    amount: 40,
    createdAt: '2023-09-01T15:00:00.000Z',
    status: 'Rejected' as const,
    payoutWaitsForYourBank: false,
    appealWaiting: false,
  },
];
/** A parent whose bank is not linked yet, with a student and three claims: every part of the dashboard shows. */
const parent = buildParent({
  hasProvidedBankDetails: false,
  hasHealthyBankConnection: false,
  children: [buildChild({ id: 7, firstName: 'Sofia', lastName: 'Garcia', claims })],
});

function familyRoutes(user: ParentUser = parent): StubRoute[] {
  return [
    upToDateRoute,
    meritDiscoveryRoute,
    ['GET', /^\/api\/user\/parent$/, () => ok(user)],
    ['GET', /^\/api\/user\/claim\/57$/, () => ok(buildParentClaimDetails())],
  ];
}

beforeEach(() => {
  tokenStore.set(null);
  clearSession();
  signInStore.set({ step: 'idle' });
});

/** Each main screen as a phone opens it: who is signed in, the path, and a text that says it is drawn. */
const screens: {
  name: string;
  url: string;
  signedIn?: ParentUser;
  routes?: StubRoute[];
  before?: () => void;
  drawn: string;
}[] = [
  { name: 'the loading screen (where the web build signs in)', url: '/auth/callback', drawn: 'Checking for updates…' },
  { name: 'the splash', url: '/', drawn: 'Login with Merit' },
  {
    name: 'the terms modal',
    url: '/',
    before: () => {
      signInStore.set({ step: 'terms', email: 'maria.garcia@example.com' });
    },
    drawn: 'I accept the Terms of Service',
  },
  {
    name: 'the update screen',
    url: '/',
    routes: [['GET', /^\/api\/version\/[^/]+\/update$/, () => ok({ updateApp: true })], meritDiscoveryRoute],
    drawn: 'Update Now',
  },
  { name: 'the dashboard', url: '/dashboard?submittedClaimId=31', signedIn: parent, drawn: 'Sofia Garcia' },
  {
    name: 'the dashboard with a message',
    url: '/dashboard',
    signedIn: parent,
    before: () => {
      showToast('success', 'Your bank details has been submitted');
    },
    drawn: 'Your bank details has been submitted',
  },
  { name: 'the claim form', url: '/submit-new-claim?childId=7', signedIn: parent, drawn: 'Submit claim' },
  {
    name: 'the service provider form',
    url: '/non-ace-service-provider?childId=7',
    signedIn: parent,
    drawn: 'Save',
  },
  { name: "a claim's details", url: '/claims/57', signedIn: parent, drawn: 'Claim 57' },
  {
    name: 'asking before buying',
    url: '/pre-approvals?childId=7',
    signedIn: parent,
    routes: [...familyRoutes(), ['GET', /^\/api\/user\/pre-approvals$/, () => ok({ preApprovals: [] })]],
    drawn: 'You have not asked before buying for Sofia Garcia yet.',
  },
  {
    name: 'the bank account form',
    url: '/parent/bank-account',
    signedIn: parent,
    drawn: 'Submit bank account details',
  },
  {
    name: 'the bank success screen',
    url: '/service-provider-connect-bank/success',
    signedIn: parent,
    drawn: 'Go to dashboard',
  },
  {
    name: 'the bank failure screen',
    url: '/service-provider-connect-bank/failure',
    signedIn: parent,
    drawn: 'Go to dashboard',
  },
  { name: 'NotEligible', url: '/not-eligible', signedIn: buildParent({ children: [] }), drawn: 'No students found' },
  { name: 'the not-found screen', url: '/nowhere', drawn: 'Go to the homepage' },
];

describe('every control of the main screens has a role and a name', () => {
  it.each(screens)('$name', async ({ url, signedIn, routes, before, drawn }) => {
    if (signedIn !== undefined) await storeSignedIn(signedIn);
    stubApi(routes ?? familyRoutes(signedIn));
    before?.();
    await renderRouter('./src/app', { initialUrl: url });
    expect((await screen.findAllByText(drawn)).length).toBeGreaterThan(0);
    const { problems, checked } = auditAccessibility(screen.container);
    expect(problems).toEqual([]);
    expect(checked).toBeGreaterThan(0);
  });

  it('finds a pressable without a role or a name, an unnamed input, an unexplained picture, a split progress bar', async () => {
    await render(
      <View>
        <Pressable onPress={() => undefined}>
          <Text>Open</Text>
        </Pressable>
        <Pressable accessibilityRole="button" onPress={() => undefined} testID="blank" />
        <TextInput value="" onChangeText={() => undefined} />
        <Image source={{ uri: 'https://example.com/receipt.png' }} />
        <Image source={{ uri: 'https://example.com/line.png' }} accessible={false} />
        <View accessibilityRole="progressbar" accessibilityLabel="Loading">
          <Text>Loading</Text>
        </View>
      </View>,
    );
    expect(auditAccessibility(screen.container).problems).toEqual([
      expect.stringMatching(/"Open" has no accessibility role$/),
      expect.stringMatching(/#blank has no accessible name$/),
      expect.stringMatching(/has no accessible name$/),
      expect.stringMatching(/is an image with no role 'image' and name, and is not left out$/),
      expect.stringMatching(/"Loading" is a progressbar a screen reader does not reach as one element$/),
    ]);
  });
});
