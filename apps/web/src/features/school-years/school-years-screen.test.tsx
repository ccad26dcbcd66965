import { buildSchoolYears } from '@ace/app-core/test-factories';
import { translatorFor, type SchoolYearEvent, type SchoolYearRecord } from '@ace/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../test/render.tsx';
import { signedInAsStaff } from '../../test/staff-session.ts';
import { language } from '../../lib/language.ts';
import SchoolYearsScreen from './school-years-screen.tsx';

signedInAsStaff();

afterEach(() => {
  language.store.set({ locale: 'en', chosen: false });
});

const opened: SchoolYearRecord = {
  startYear: 2024,
  firstDateOfService: '2024-07-01',
  lastClaimDay: '2025-08-31',
  defaultAward: 1000,
  state: 'open',
  unspentFunds: 'roll_over',
  rollOverCap: null,
};

const openedEvent: SchoolYearEvent = {
  id: 1,
  at: '2024-06-03T15:00:00.000Z',
  action: 'opened',
  startYear: 2024,
  staffName: 'Riley Moore',
  staffEmail: 'riley.support@meritcs.example.com',
  before: null,
  after: opened,
};

interface Answer {
  status: number;
  body: unknown;
}

/**
 * The staff's school-years API in memory: the trail, the years after an opening, and `openAnswer` for the opening
 * itself, `earlier` the trail's entries before it; `posted` records what each opening sent.
 */
function stubApi(
  openAnswer: Answer = { status: 201, body: { success: true, data: opened, message: undefined } },
  earlier: SchoolYearEvent[] = [],
) {
  const posted: unknown[] = [];
  let isOpen = false;
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init?: RequestInit) => {
      const path = new URL(url, 'http://portal.test').pathname.replace(/^\/api/, '');
      const reply = ({ status, body }: Answer) => Promise.resolve(new Response(JSON.stringify(body), { status }));
      if (path === '/merit-cs/school-years' && init?.method === 'POST') {
        posted.push(JSON.parse(init.body as string));
        isOpen = openAnswer.status === 201;
        return reply(openAnswer);
      }
      if (path === '/merit-cs/school-years/events') {
        return reply({ status: 200, body: { success: true, data: [...(isOpen ? [openedEvent] : []), ...earlier] } });
      }
      if (path === '/school-years') {
        return reply({
          status: 200,
          body: { success: true, data: [...buildSchoolYears(), ...(isOpen ? [opened] : [])] },
        });
      }
      throw new Error(`Unexpected request ${path}`);
    }),
  );
  return posted;
}

function renderScreen(locale: 'en' | 'es' = 'en') {
  language.store.set({ locale, chosen: true });
  renderWithApp(<SchoolYearsScreen />, '/merit-cs/school-years', { locale });
  return userEvent.setup();
}

function rowsOf(table: HTMLElement): string[][] {
  return within(table)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
}

describe('the School years page', () => {
  it("lists the programme's years, the latest first, and offers the next with the last year's award and rule", async () => {
    stubApi();
    renderScreen();
    expect(screen.getByRole('heading', { level: 1, name: 'School years' })).toBeInTheDocument();
    expect(rowsOf(screen.getByRole('table', { name: 'The program’s years' }))).toEqual([
      ['School year', 'First date of service', 'Last claim day', 'Default award', 'Unspent funds', 'State'],
      ['2023-2024 | Y3', '7/1/2023', 'None set', '$1,000', 'Roll over to the next year', 'Open'],
      ['2022-2023 | Y2', '7/1/2022', 'None set', '$1,000', 'Roll over to the next year', 'Open'],
      ['2021-2022 | Y1', '4/25/2022', 'None set', '$500', 'Roll over to the next year', 'Open'],
    ]);
    const form = screen.getByRole('region', { name: 'Open the next school year' });
    expect(
      within(form).getByText('The year after 2023-2024. Check its dates, award and rule, then open it.'),
    ).toBeVisible();
    expect(within(form).getByRole('button', { name: 'First date of service' })).toHaveTextContent('07 / 01 / 2024');
    expect(within(form).getByRole('button', { name: 'Last claim day' })).toHaveTextContent('08 / 31 / 2025');
    expect(within(form).getByRole('textbox', { name: 'Default award' })).toHaveValue('1000');
    expect(within(form).getByRole('combobox', { name: 'Unspent funds at the end of the year' })).toHaveValue(
      'roll_over',
    );
    expect(within(form).getByRole('textbox', { name: 'Roll-over cap (optional)' })).toHaveValue('');
    expect(within(form).getByRole('button', { name: 'Open 2024-2025' })).toBeEnabled();
    expect(await screen.findByText('No school year has been opened in the portal yet.')).toBeInTheDocument();
  });

  it('asks before opening, says what will happen, opens the year and shows it with its entry in the trail', async () => {
    const posted = stubApi();
    const user = renderScreen();
    await user.click(screen.getByRole('button', { name: 'Open 2024-2025' }));
    const dialog = await screen.findByRole('dialog', { name: 'Please confirm' });
    expect(dialog).toHaveTextContent(
      'Open 2024-2025 | Y4 now? Claims can be for services from 7/1/2024 and submitted until 8/31/2025; each child on ' +
        'its award list receives $1,000 unless the list says otherwise; unspent funds: Roll over to the next year. An ' +
        'opened year cannot be removed.',
    );
    expect(posted).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Yes, proceed' }));
    expect(await screen.findByText('2024-2025 is open. Its award list can now be imported.')).toBeInTheDocument();
    expect(posted).toEqual([
      {
        startYear: 2024,
        firstDateOfService: '2024-07-01',
        lastClaimDay: '2025-08-31',
        defaultAward: 1000,
        unspentFunds: 'roll_over',
        rollOverCap: null,
      },
    ]);
    await waitFor(() => {
      expect(rowsOf(screen.getByRole('table'))[1]?.[0]).toBe('2024-2025 | Y4');
    });
    expect(screen.getByRole('button', { name: 'Open 2025-2026' })).toBeInTheDocument();
    const trail = screen.getByRole('list', { name: 'Changes to the school years' });
    expect(within(trail).getByText('Opened 2024-2025')).toBeInTheDocument();
    expect(within(trail).getByText('By Riley Moore (riley.support@meritcs.example.com)')).toBeInTheDocument();
    expect(within(trail).getByText('Before: not a year of the program')).toBeInTheDocument();
    expect(
      within(trail).getByText(
        'After: Open; service from 7/1/2024; claims until 8/31/2025; default award $1,000; unspent funds: Roll over to the next year',
      ),
    ).toBeInTheDocument();
  });

  it('shows what is wrong beside each field, tied to it, and opens nothing', async () => {
    const posted = stubApi();
    const user = renderScreen();
    const award = screen.getByRole('textbox', { name: 'Default award' });
    await user.clear(award);
    await user.type(award, '-5');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Unspent funds at the end of the year' }), 'lapse');
    await user.type(screen.getByRole('textbox', { name: 'Roll-over cap (optional)' }), '250');
    await user.click(screen.getByRole('button', { name: 'Open 2024-2025' }));
    await waitFor(() => {
      expect(award).toHaveAccessibleDescription(
        expect.stringContaining('Enter an award from $0 to $100,000, for example 1,000.'),
      );
    });
    expect(award).toHaveAttribute('aria-invalid', 'true');
    expect(award).toHaveFocus();
    // Once the award is right, the cap on funds that lapse is refused.
    await user.clear(award);
    await user.type(award, '1000');
    await user.click(screen.getByRole('button', { name: 'Open 2024-2025' }));
    const cap = screen.getByRole('textbox', { name: 'Roll-over cap (optional)' });
    await waitFor(() => {
      expect(cap).toHaveAccessibleDescription(
        expect.stringContaining('A cap applies only when unspent funds roll over. Leave it empty.'),
      );
    });
    expect(cap).toHaveFocus();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(posted).toEqual([]);
  });

  it("shows the server's refusal of a field beside it", async () => {
    const message = 'The last claim day must be from 6/30/2025 to 12/31/2026.';
    stubApi({
      status: 400,
      body: {
        success: false,
        error: message,
        message,
        code: 'VALIDATION_FAILED',
        issues: [{ path: 'lastClaimDay', message }],
      },
    });
    const user = renderScreen();
    await user.click(screen.getByRole('button', { name: 'Open 2024-2025' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes, proceed' }));
    await waitFor(() => {
      expect(screen.getByRole('button', { name: 'Last claim day' })).toHaveAccessibleDescription(
        expect.stringContaining(message),
      );
    });
  });

  it('speaks Spanish to staff who read Spanish', async () => {
    stubApi();
    const es = translatorFor('es');
    const user = renderScreen('es');
    expect(screen.getByRole('heading', { level: 1, name: es('schoolYears.title') })).toBeInTheDocument();
    expect(rowsOf(screen.getByRole('table'))[1]).toEqual([
      '2023-2024 | Y3',
      '1 jul 2023',
      'Sin fijar',
      '$1,000',
      'Pasan al año siguiente',
      'Abierto',
    ]);
    await user.click(screen.getByRole('button', { name: 'Abrir 2024-2025' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent(
      '¿Abrir 2024-2025 | Y4 ahora? Las solicitudes pueden ser por servicios desde el 1 jul 2024 y enviarse hasta el 31 ago 2025',
    );
  });

  it('shows a year the portal closed after its last claim day in the trail, with no staff member (ADR 0032)', async () => {
    const before = { ...opened, startYear: 2023, firstDateOfService: '2023-07-01', lastClaimDay: '2024-08-31' };
    const closedEvent: SchoolYearEvent = {
      ...openedEvent,
      id: 2,
      action: 'closed',
      startYear: 2023,
      staffName: null,
      staffEmail: null,
      before,
      after: { ...before, state: 'closed' },
    };
    stubApi(undefined, [closedEvent]);
    renderScreen();
    const trail = await screen.findByRole('list', { name: 'Changes to the school years' });
    expect(within(trail).getByText('Closed 2023-2024')).toBeInTheDocument();
    expect(within(trail).getByText('By the portal, the day after the last claim day')).toBeInTheDocument();
  });
});
