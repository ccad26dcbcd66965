import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { emptyClaimForm } from '@ace/app-core/claim-form-state';
import { resubmissionDraft } from '@ace/app-core/claim-resubmission';
import { buildChild, buildParent, buildSchoolYears } from '@ace/app-core/test-factories';
import { Route, Routes } from 'react-router';
import { renderWithApp } from '../../test/render.tsx';
import { ClaimForm } from './claim-form.tsx';

/** The Base API's provider lookup, as the claim form calls it. */
function stubLookup(
  providers: Record<string, { name: string; status: 'Active' | 'Inactive'; canReceivePayments: boolean }>,
) {
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string) => {
      const number = /\/service-provider\/number\/(\d+)$/.exec(url)?.[1] ?? '';
      const provider = providers[number];
      const body =
        provider === undefined
          ? {
              success: false,
              error: 'Please enter a valid service provider number',
              message: '',
              code: 'PROVIDER_NOT_FOUND',
            }
          : { success: true, data: { number, ...provider } };
      return Promise.resolve(new Response(JSON.stringify(body), { status: provider === undefined ? 404 : 200 }));
    }),
  );
}

beforeEach(() => {
  stubLookup({
    '100001': { name: 'Bright Minds Tutoring', status: 'Active', canReceivePayments: true },
    '100002': { name: 'Buckeye Music Academy', status: 'Active', canReceivePayments: false },
    '100003': { name: 'Lakeside Science Camps', status: 'Inactive', canReceivePayments: true },
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderForm(
  options: { child?: Parameters<typeof buildChild>[0]; parent?: Parameters<typeof buildParent>[0] } = {},
) {
  const child = buildChild(options.child);
  const parent = buildParent({ children: [child], ...options.parent });
  renderWithApp(
    <ClaimForm
      schoolYears={buildSchoolYears()}
      parent={parent}
      child={child}
      draft={undefined}
      nonAceFromRoute={null}
    />,
  );
  return userEvent.setup();
}

/** The form beside a dashboard that says so: Cancel and Discard go there. */
function renderFormBesideDashboard() {
  const child = buildChild();
  renderWithApp(
    <Routes>
      <Route path="/dashboard" element={<p>Dashboard</p>} />
      <Route
        path="*"
        element={
          <ClaimForm
            schoolYears={buildSchoolYears()}
            parent={buildParent({ children: [child] })}
            child={child}
            draft={undefined}
            nonAceFromRoute={null}
          />
        }
      />
    </Routes>,
  );
  return userEvent.setup({ applyAccept: false });
}

const attestation = () => screen.getByRole('checkbox', { name: /I confirm that this claim/ });
const submitButton = () => screen.getByRole('button', { name: 'Submit claim' });

describe('the claim form', () => {
  it('keeps Submit disabled until the attestation is ticked', async () => {
    const user = renderForm();
    expect(submitButton()).toBeDisabled();
    await user.click(attestation());
    expect(submitButton()).toBeEnabled();
  });

  it("shows the spec's message for every required field of an empty claim", async () => {
    const user = renderForm();
    await user.click(attestation());
    await user.click(submitButton());
    for (const message of [
      'Please enter claim amount',
      'Please select a service category',
      'Please select a date of service',
      'Please describe the skills your child learned from this service that improved their education',
      'Please select at least 1 invoice / receipt image',
      'Please enter a service provider number',
      "Please select a 'Deliver funds to'",
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
  });

  it('moves focus to the first field in error when a submit fails', async () => {
    const user = renderForm();
    await user.click(attestation());
    await user.click(submitButton());
    await waitFor(() => {
      expect(screen.getByLabelText(/Claim amount/)).toHaveFocus();
    });
  });

  it("focuses the first choice of 'Deliver funds to' when it is the only field left in error", async () => {
    const child = buildChild();
    const parent = buildParent({ children: [child] });
    const correction = resubmissionDraft<File>({
      claimId: 57,
      childId: child.id,
      values: {
        amount: '125.50',
        category: 'tutoring',
        dateOfService: '2023-09-10',
        description: 'Geometry tutoring',
        payTo: 'Vendor',
        physicalGood: null,
        serviceProviderNumber: '100001',
        nonAceServiceProvider: null,
      },
      files: [
        { id: 9, name: 'invoice.pdf', size: 2048, mimeType: 'application/pdf', sha256: 'ab12', receiptNumber: 'R7' },
      ],
    });
    // Everything filled in but who is paid.
    const draft = { ...correction, values: { ...correction.values, payTo: '' } };
    renderWithApp(
      <ClaimForm schoolYears={buildSchoolYears()} parent={parent} child={child} draft={draft} nonAceFromRoute={null} />,
    );
    const user = userEvent.setup();
    expect(await screen.findByText('Service provider: Bright Minds Tutoring')).toBeInTheDocument();
    await user.click(attestation());
    await user.click(submitButton());
    expect(await screen.findByText("Please select a 'Deliver funds to'")).toBeInTheDocument();
    const firstChoice = screen.getAllByRole('radio').find((radio) => !radio.hasAttribute('disabled'));
    await waitFor(() => {
      expect(firstChoice).toHaveFocus();
    });
  });

  it('does not ask the physical-good question for a child who is not homeschooled', () => {
    renderForm();
    expect(screen.queryByText('Is this a physical good?')).not.toBeInTheDocument();
  });

  it('asks the physical-good question of a homeschooled child, and offers Curriculum and materials', async () => {
    renderForm({ child: { homeSchooled: true } });
    expect(await screen.findByText('Is this a physical good?')).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Curriculum and materials' })).toBeInTheDocument();
  });

  it('does not offer Curriculum and materials for a child who is not homeschooled', () => {
    renderForm();
    expect(screen.queryByRole('option', { name: 'Curriculum and materials' })).not.toBeInTheDocument();
  });

  it('refuses an amount above the available funds, and says when there are none', async () => {
    const user = renderForm({ child: { dollars: { available: 250.5, pending: 0, spent: 749.5, held: 0 } } });
    await user.type(screen.getByLabelText(/Claim amount/), '300');
    await user.tab();
    expect(await screen.findByText('Please enter an amount between $0.01 and $250.50')).toBeInTheDocument();
  });

  it('says there are no funds available when the child has none left', async () => {
    const user = renderForm({ child: { dollars: { available: 0, pending: 100, spent: 900, held: 0 } } });
    await user.type(screen.getByLabelText(/Claim amount/), '10');
    await user.tab();
    expect(await screen.findByText('There are no funds available')).toBeInTheDocument();
  });

  it('says whose funds a date in another of the child’s award years uses, and checks the amount against them', async () => {
    const child = buildChild({
      schoolYear: 2023,
      dollars: { available: 500, pending: 0, spent: 500, held: 0 },
      otherYears: [{ schoolYear: 2022, dollars: { available: 120, pending: 0, spent: 880, held: 0 } }],
    });
    const draft = {
      values: { ...emptyClaimForm, dateOfService: '2022-10-03' },
      files: new Map<string, File>(),
      attested: false,
    };
    renderWithApp(
      <ClaimForm
        schoolYears={buildSchoolYears()}
        parent={buildParent({ children: [child] })}
        child={child}
        draft={draft}
        nonAceFromRoute={null}
      />,
    );
    const user = userEvent.setup();
    expect(
      await screen.findByText('A service on this date uses the funds of 2022-2023: $120 available.'),
    ).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Claim amount/), '300');
    await user.tab();
    expect(await screen.findByText('Please enter an amount between $0.01 and $120')).toBeInTheDocument();
  });

  it('refuses a date in a year that takes no more claims beside the date, as the server does', async () => {
    const child = buildChild({
      schoolYear: 2023,
      otherYears: [{ schoolYear: 2022, dollars: { available: 120, pending: 0, spent: 880, held: 0 } }],
    });
    const closed = buildSchoolYears().map((year) =>
      year.startYear === 2022 ? { ...year, lastClaimDay: '2023-08-31', state: 'closed' as const } : year,
    );
    renderWithApp(
      <ClaimForm
        schoolYears={closed}
        parent={buildParent({ children: [child] })}
        child={child}
        draft={{ values: { ...emptyClaimForm, dateOfService: '2022-10-03' }, files: new Map(), attested: true }}
        nonAceFromRoute={null}
      />,
    );
    const user = userEvent.setup();
    await user.click(submitButton());
    expect(await screen.findByText('Claims for 2022-2023 could be submitted until 08/31/2023.')).toBeInTheDocument();
    expect(screen.queryByText(/uses the funds of/)).not.toBeInTheDocument();
  });

  it('says nothing of other years for a date in the current one, or for a child with one award', () => {
    renderForm({
      child: {
        schoolYear: 2023,
        otherYears: [{ schoolYear: 2022, dollars: { available: 120, pending: 0, spent: 880, held: 0 } }],
      },
    });
    expect(screen.queryByText(/uses the funds of/)).not.toBeInTheDocument();
  });

  it('looks the provider number up and names an Inactive provider with its link', async () => {
    const user = renderForm();
    const number = screen.getByLabelText(/Service provider number/);
    await user.type(number, '100001');
    expect(await screen.findByText('Service provider: Bright Minds Tutoring')).toBeInTheDocument();
    await user.clear(number);
    await user.type(number, '100003');
    await user.tab();
    expect(
      await screen.findByText(
        'This Service Provider is no longer in the Marketplace. Please click the link below to enter provider information.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Enter service provider information' })).toBeInTheDocument();
  });

  it("starts a correction from the rejected claim's fields and files, keeping its provider and who is paid", async () => {
    const child = buildChild();
    const parent = buildParent({ children: [child] });
    const draft = resubmissionDraft<File>({
      claimId: 57,
      childId: child.id,
      values: {
        amount: '125.50',
        category: 'tutoring',
        dateOfService: '2023-09-10',
        description: 'Geometry tutoring',
        payTo: 'Vendor',
        physicalGood: null,
        serviceProviderNumber: '100001',
        nonAceServiceProvider: null,
      },
      files: [
        { id: 9, name: 'invoice.pdf', size: 2048, mimeType: 'application/pdf', sha256: 'ab12', receiptNumber: 'R7' },
      ],
    });
    renderWithApp(
      <ClaimForm schoolYears={buildSchoolYears()} parent={parent} child={child} draft={draft} nonAceFromRoute={null} />,
    );
    expect(await screen.findByText('Service provider: Bright Minds Tutoring')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Service Provider' })).toBeChecked();
    expect(screen.getByLabelText(/Claim amount/)).toHaveValue('125.50');
    expect(screen.getByText('invoice.pdf', { exact: true })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Receipt number for invoice.pdf/ })).toHaveValue('R7');
  });

  it('offers Service Provider only for a provider that can receive payments', async () => {
    const user = renderForm();
    const vendor = screen.getByRole('radio', { name: 'Service Provider' });
    expect(vendor).toBeDisabled();
    await user.type(screen.getByLabelText(/Service provider number/), '100001');
    await waitFor(() => {
      expect(vendor).toBeEnabled();
    });
  });

  it('gives the bank rule when neither the parent nor the provider can be paid', async () => {
    const user = renderForm({ parent: { hasProvidedBankDetails: true, hasHealthyBankConnection: false } });
    expect(screen.getByRole('radio', { name: 'Me' })).toBeDisabled();
    await user.type(screen.getByLabelText(/Service provider number/), '100002');
    await user.tab();
    expect(
      await screen.findByText(
        'You cannot currently submit a claim for this service provider because you have not yet connected your bank account and this service provider does not currently accept direct payments from ACE grants',
      ),
    ).toBeInTheDocument();
  });

  it('says a provider cannot receive payments only once a provider has been chosen', async () => {
    const user = renderForm();
    const cannot = 'This service provider cannot receive payments directly.';
    expect(screen.getByRole('radio', { name: 'Service Provider' })).toBeDisabled();
    expect(screen.queryByText(cannot)).not.toBeInTheDocument();
    await user.type(screen.getByLabelText(/Service provider number/), '100002');
    expect(await screen.findByText(cannot)).toBeInTheDocument();
  });

  it('leaves the date of service unmarked while its picker is open, and asks for it once closed', async () => {
    const user = renderForm();
    const required = 'Please select a date of service';
    const field = screen.getByRole('button', { name: /Date of service/ });
    await user.click(field);
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    // The browser moves focus from the field into the open picker.
    await act(async () => {
      fireEvent.blur(field);
      await Promise.resolve();
    });
    expect(screen.queryByText(required)).not.toBeInTheDocument();
    await user.click(field);
    await waitFor(() => {
      expect(field).toHaveAttribute('aria-expanded', 'false');
    });
    expect(await screen.findByText(required)).toBeInTheDocument();
  });

  it('labels the invoices and receipts as it labels the other fields', () => {
    renderForm();
    const baseClasses = (element: Element | null) =>
      [...(element?.classList ?? [])].filter((name) => name.startsWith('m_')).sort();
    const amountLabel = screen.getByText('Claim amount').closest('label');
    const filesLabel = document.getElementById('files-label');
    expect(baseClasses(amountLabel)).not.toEqual([]);
    expect(baseClasses(filesLabel)).toEqual(baseClasses(amountLabel));
    expect(baseClasses(document.getElementById('files-hint'))).toEqual(
      baseClasses(screen.getByText('In dollars, for example 125.50')),
    );
  });

  it('refuses a file type the programme does not take, and the same file twice', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderForm();
    const input = document.querySelector<HTMLInputElement>('input[type="file"]');
    if (input === null) throw new Error('no file input');
    await user.upload(input, new File(['GIF89a'], 'photo.gif', { type: 'image/gif' }));
    expect(await screen.findByText('Selected gif file type not supported')).toBeInTheDocument();
    const invoice = new File(['%PDF-1.4 invoice'], 'invoice.pdf', { type: 'application/pdf' });
    await user.upload(input, invoice);
    expect(await screen.findByText('invoice.pdf')).toBeInTheDocument();
    await user.upload(input, new File(['%PDF-1.4 invoice'], 'copy.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('File already uploaded, please select another')).toBeInTheDocument();
  });

  it('leaves an untouched form on Cancel without asking', async () => {
    const user = renderFormBesideDashboard();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('Dashboard')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('asks before Cancel discards a filled form with its files, and Keep editing keeps them', async () => {
    const user = renderFormBesideDashboard();
    await user.type(screen.getByLabelText(/Claim amount/), '125.50');
    const input = document.querySelector<HTMLInputElement>('input[type="file"]');
    if (input === null) throw new Error('no file input');
    await user.upload(input, new File(['%PDF-1.4 a'], 'a.pdf', { type: 'application/pdf' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Discard this claim?' }));
    expect(dialog.getByText('What you entered and the files you chose will be lost.')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
    expect(screen.getByLabelText(/Claim amount/)).toHaveValue('125.50');
    expect(screen.getByText('a.pdf')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Discard this claim?' })).getByRole('button', {
        name: 'Discard claim',
      }),
    );
    expect(await screen.findByText('Dashboard')).toBeInTheDocument();
  });

  it('disables Submit while a receipt number is not alphanumeric', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderForm();
    await user.click(attestation());
    const input = document.querySelector<HTMLInputElement>('input[type="file"]');
    if (input === null) throw new Error('no file input');
    await user.upload(input, new File(['%PDF-1.4 a'], 'a.pdf', { type: 'application/pdf' }));
    const receipt = await screen.findByLabelText('Receipt number for a.pdf (optional)');
    await user.type(receipt, 'INV-1');
    expect(await screen.findByText('Please enter an alphanumerics')).toBeInTheDocument();
    expect(submitButton()).toBeDisabled();
    await user.clear(receipt);
    await user.type(receipt, 'INV1');
    await waitFor(() => {
      expect(submitButton()).toBeEnabled();
    });
  });
});
