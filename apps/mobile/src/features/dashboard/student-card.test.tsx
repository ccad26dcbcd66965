import { buildChild } from '@ace/app-core/test-factories';
import { screen } from 'expo-router/testing-library';
import { language } from '../../lib/language';
import { resetLanguage } from '../../test/language';
import { renderWithApp } from '../../test/render';
import { StudentCard } from './student-card';

describe("a student's card in the app", () => {
  it('shows the current year first, its next instalment, and the earlier year beside it (issue 30)', async () => {
    const child = buildChild({
      schoolYear: 2023,
      dollars: { available: 250, pending: 50, spent: 200, held: 0 },
      nextInstalment: { date: '2024-01-08', amount: 500 },
      otherYears: [{ schoolYear: 2022, dollars: { available: 120, pending: 30, spent: 850, held: 0 } }],
    });
    await renderWithApp(<StudentCard child={child} />);
    expect(await screen.findByText('2023-2024 | Y3')).toBeVisible();
    expect(screen.getByLabelText('Available $250')).toBeVisible();
    expect(screen.getByText('Next installment: $500 on 01/08/2024')).toBeVisible();
    expect(screen.getByRole('header', { name: 'Other school years of Sofia Garcia' })).toBeVisible();
    expect(screen.getByText('2022-2023 | Y2')).toBeVisible();
    for (const label of ['Available $120', 'Pending $30', 'Spent $850']) {
      expect(screen.getByLabelText(label)).toBeVisible();
    }
  });

  it('shows a child with one award as the specification does: no instalment, no other year', async () => {
    await renderWithApp(<StudentCard child={buildChild()} />);
    expect(await screen.findByText('2023-2024 | Y3')).toBeVisible();
    expect(screen.getByLabelText('Available $500')).toBeVisible();
    expect(screen.queryByText(/Next instalment/)).toBeNull();
    expect(screen.queryByText(/Other school years/)).toBeNull();
    expect(screen.queryByText(/is held for your pre-approval requests/)).toBeNull();
  });

  it('says what is held for the family’s pre-approval requests, apart from Available (issue 35)', async () => {
    const child = buildChild({ dollars: { available: 400, pending: 0, spent: 0, held: 600 } });
    await renderWithApp(<StudentCard child={child} />);
    expect(await screen.findByLabelText('Available $400')).toBeVisible();
    expect(screen.getByText('$600 is held for your pre-approval requests, apart from Available.')).toBeVisible();
  });

  it('says what of a closed year rolled over and what lapsed, and why (issue 30 part 4)', async () => {
    const child = buildChild({
      yearEnd: [
        { schoolYear: 2022, intoYear: 2023, rolledOver: 300, lapsed: 400, rule: 'roll_over', rollOverCap: 300 },
      ],
    });
    await renderWithApp(<StudentCard child={child} />);
    expect(await screen.findByText('$300 unspent in 2022-2023 rolled over into 2023-2024.')).toBeVisible();
    expect(
      screen.getByText(
        '$400 unspent in 2022-2023 went back to the program: no more than $300 of 2022-2023 rolls over.',
      ),
    ).toBeVisible();
  });

  describe('in Spanish', () => {
    beforeEach(() => {
      language.store.set({ locale: 'es', chosen: true });
    });
    afterEach(resetLanguage);

    it('shows each year’s funds, the next instalment and what rolled over or lapsed at a close', async () => {
      const child = buildChild({
        schoolYear: 2023,
        dollars: { available: 1500, pending: 25, spent: 0, held: 0 },
        nextInstalment: { date: '2024-01-08', amount: 500 },
        otherYears: [{ schoolYear: 2022, dollars: { available: 0, pending: 0, spent: 850, held: 0 } }],
        yearEnd: [
          { schoolYear: 2022, intoYear: 2023, rolledOver: 300, lapsed: 400, rule: 'roll_over', rollOverCap: 300 },
        ],
      });
      await renderWithApp(<StudentCard child={child} />, { locale: 'es' });
      expect(await screen.findByText('2023-2024 | Y3')).toBeVisible();
      for (const label of ['Disponible $1,500', 'Pendiente $25', 'Gastado $0']) {
        expect(screen.getByLabelText(label)).toBeVisible();
      }
      expect(screen.getByText('Próximo pago: $500 el 8 ene 2024')).toBeVisible();
      expect(screen.getByRole('header', { name: 'Otros años escolares de Sofia Garcia' })).toBeVisible();
      expect(screen.getByText('2022-2023 | Y2')).toBeVisible();
      expect(screen.getByLabelText('Gastado $850')).toBeVisible();
      expect(screen.getByText('$300 no gastados en 2022-2023 pasaron a 2023-2024.')).toBeVisible();
      expect(
        screen.getByText(
          '$400 no gastados en 2022-2023 volvieron al programa: de 2022-2023 no pasan al año siguiente más de $300.',
        ),
      ).toBeVisible();
    });

    it('says when unspent funds of a lapsing year went back to the programme', async () => {
      const child = buildChild({
        yearEnd: [{ schoolYear: 2022, intoYear: null, rolledOver: 0, lapsed: 120, rule: 'lapse', rollOverCap: null }],
      });
      await renderWithApp(<StudentCard child={child} />, { locale: 'es' });
      expect(
        await screen.findByText(
          '$120 no gastados en 2022-2023 volvieron al programa: los fondos no gastados de 2022-2023 no pasan al año siguiente.',
        ),
      ).toBeVisible();
      expect(screen.queryByText(/pasaron a/)).toBeNull();
    });
  });

  it('says what an audit took from the funds, after the check of which claim and why (issue 34)', async () => {
    const child = buildChild({ recovered: [{ claimId: 68, amount: 400, reason: 'notReceived' }] });
    await renderWithApp(<StudentCard child={child} />);
    expect(
      await screen.findByText('$400 was taken from these funds after the check of claim 68: Not received.'),
    ).toBeVisible();
  });
});
