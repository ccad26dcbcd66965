import { ApiError } from '@ace/api-client';
import { I18nProvider } from '@ace/app-core/i18n';
import { translate } from '@ace/domain';
import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { theme } from '../../lib/theme.ts';
import { RouteErrorScreen } from './route-error.tsx';

function renderFailure(failure: ApiError) {
  const router = createMemoryRouter([
    {
      path: '/',
      loader: () => {
        throw failure;
      },
      element: null,
      errorElement: <RouteErrorScreen />,
    },
  ]);
  render(
    <I18nProvider>
      <MantineProvider theme={theme}>
        <RouterProvider router={router} />
      </MantineProvider>
    </I18nProvider>,
  );
}

describe('the error page of a failed call', () => {
  it("shows a server failure's request id as its reference, for a screenshot to lead to the logs", async () => {
    renderFailure(new ApiError(500, 'INTERNAL', translate('api.internal'), [], 'req-5be1'));
    expect(await screen.findByText(translate('error.generic.title'))).toBeVisible();
    expect(screen.getByText('Reference: req-5be1')).toBeVisible();
  });

  it('shows no reference for a refusal', async () => {
    renderFailure(new ApiError(403, 'FORBIDDEN', 'Not yours.', [], 'req-0001'));
    expect(await screen.findByText(translate('error.generic.title'))).toBeVisible();
    expect(screen.queryByText(/Reference:/)).toBeNull();
  });
});
