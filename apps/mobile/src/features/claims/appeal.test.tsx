import { buildChild, buildParent } from '@ace/app-core/test-factories';
import type { AppealView, ParentAppeal } from '@ace/domain';
import { fireEvent, screen } from 'expo-router/testing-library';
import { ok, refused, type StubbedCall, type StubRoute } from '../../test/api-stub';
import { nextImageDoesNotDecode, photoLibraryGives } from '../../test/photos';
import { meritDiscoveryRoute, upToDateRoute } from '../../test/routes';
import { buildRejectedClaim, rejectedClaimRow } from '../../test/rejected-claim';
import { forgetSignIn, openAppSignedIn } from '../../test/session';

jest.mock('expo-image-picker', () => ({
  launchImageLibraryAsync: jest.fn(),
  launchCameraAsync: jest.fn(),
  requestCameraPermissionsAsync: jest.fn(() => Promise.resolve({ granted: true })),
}));

const rejected = buildRejectedClaim('2023-09-15T16:00:00.000Z', 'The invoice does not name the student.');
const child = buildChild({ id: 7, claims: [rejectedClaimRow] });
const parent = buildParent({ children: [child] });

const sent: AppealView = {
  id: 4,
  claimId: 58,
  state: 'open',
  statement: 'Page two names Sofia.',
  appealedAt: '2023-09-16T16:00:00.000Z',
  dueDate: '2023-10-16',
  files: [],
  decision: null,
};

/** The family, its rejected claim 58 and its appeal: none until the POST is answered with `answer`. */
function appealRoutes(answer: (init: StubbedCall['init']) => ReturnType<StubRoute[2]>): StubRoute[] {
  let appeal: ParentAppeal = { appeal: null, issue: null, lastDay: '2023-09-29' };
  return [
    upToDateRoute,
    meritDiscoveryRoute,
    ['GET', /^\/api\/user\/parent$/, () => ok(parent)],
    ['GET', /^\/api\/user\/claim\/58$/, () => ok(rejected)],
    ['GET', /^\/api\/user\/claim\/58\/appeal$/, () => ok(appeal)],
    ['GET', /^\/photos\//, (url) => ({ body: url.pathname })],
    [
      'POST',
      /^\/api\/user\/claim\/58\/appeal$/,
      (_url, init) => {
        const answered = answer(init);
        if ((answered.status ?? 200) < 300) appeal = { appeal: sent, issue: 'Already appealed.', lastDay: null };
        return answered;
      },
    ],
  ];
}

function openClaim(routes: StubRoute[]) {
  return openAppSignedIn(parent, '/claims/58', routes);
}

beforeEach(forgetSignIn);

describe('appealing a rejected claim on a phone', () => {
  it('opens the appeal from the claim, sends the statement and a photo, and shows the appeal on the claim', async () => {
    const { calls, pathname } = await openClaim(
      appealRoutes(() => ({ status: 201, body: { success: true, data: sent } })),
    );
    expect(await screen.findByText('You can appeal until 09/29/2023.')).toBeOnTheScreen();
    await fireEvent.press(screen.getByRole('button', { name: 'Appeal this decision' }));
    expect(await screen.findByRole('header', { name: 'Appeal this decision' })).toBeOnTheScreen();
    expect(pathname()).toBe('/appeal-claim');

    await fireEvent.press(screen.getByRole('button', { name: 'Send appeal' }));
    expect(await screen.findByText('Please say why the decision should change.')).toBeOnTheScreen();

    await fireEvent.changeText(screen.getByLabelText('Why should the decision change?'), 'Page two names Sofia.');
    photoLibraryGives('letter.jpg');
    await fireEvent.press(screen.getByRole('button', { name: 'Choose from photos' }));
    expect(await screen.findByText('letter.jpg')).toBeOnTheScreen();
    await fireEvent.press(screen.getByRole('button', { name: 'Send appeal' }));

    expect(
      await screen.findByText('We are looking at your claim again. We will decide by 10/16/2023.'),
    ).toBeOnTheScreen();
    expect(pathname()).toBe('/claims/58');
    const post = calls.find((call) => call.method === 'POST');
    // React Native's FormData, as the app sends it: the statement's text and the photo's file part.
    const parts = (post?.init.body as { getParts: () => { fieldName?: string; string?: string }[] }).getParts();
    expect(parts.find((part) => part.fieldName === 'statement')?.string).toBe('Page two names Sofia.');
    expect(parts.map((part) => part.fieldName)).toContain('file1');
  });

  it('refuses a photo the phone cannot decode, as the claim form does', async () => {
    await openClaim(appealRoutes(() => ({ status: 201, body: { success: true, data: sent } })));
    await fireEvent.press(await screen.findByRole('button', { name: 'Appeal this decision' }));
    nextImageDoesNotDecode();
    photoLibraryGives('broken.jpg');
    await fireEvent.press(await screen.findByRole('button', { name: 'Choose from photos' }));
    expect(await screen.findByText('Something wrong with selected image')).toBeOnTheScreen();
    expect(screen.queryByText('broken.jpg')).toBeNull();
  });

  it("keeps what was written and says the server's refusal", async () => {
    await openClaim(
      appealRoutes(() => refused(422, 'CLAIM_NOT_APPEALABLE', 'The 14 days to appeal this claim ended on 09/29/2023.')),
    );
    await fireEvent.press(await screen.findByRole('button', { name: 'Appeal this decision' }));
    await fireEvent.changeText(await screen.findByLabelText('Why should the decision change?'), 'Please look again.');
    await fireEvent.press(screen.getByRole('button', { name: 'Send appeal' }));
    expect(await screen.findByText('The 14 days to appeal this claim ended on 09/29/2023.')).toBeOnTheScreen();
    expect(screen.getByLabelText('Why should the decision change?')).toHaveDisplayValue('Please look again.');
  });
});
