import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useState } from 'react';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { MAIN_ID } from '../components/page-layout.tsx';
import { useFocusOnNavigation } from './focus-on-navigation.ts';

function Layout() {
  useFocusOnNavigation();
  return (
    <main id={MAIN_ID} tabIndex={-1}>
      <Outlet />
    </main>
  );
}

function First() {
  return (
    <>
      <h1>Dashboard</h1>
      <Link to="/claim">Open the claim</Link>
    </>
  );
}

/** A screen whose heading shows once its data is in, as most do. */
function Loading() {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => {
      setLoaded(true);
    }, 50);
    return () => {
      window.clearTimeout(timer);
    };
  }, []);
  return loaded ? <h1>Claim 57</h1> : <p>Loading…</p>;
}

function renderRoutes() {
  const router = createMemoryRouter(
    [
      {
        Component: Layout,
        children: [
          { path: '/', Component: First },
          { path: '/claim', Component: Loading },
        ],
      },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('focus after moving to another screen', () => {
  it('stays where the browser puts it on the first screen', () => {
    renderRoutes();
    expect(screen.getByRole('heading', { name: 'Dashboard' })).not.toHaveFocus();
    expect(document.body).toHaveFocus();
  });

  it("moves to the new screen's main heading once it is drawn", async () => {
    renderRoutes();
    await userEvent.setup().click(screen.getByRole('link', { name: 'Open the claim' }));
    const heading = await screen.findByRole('heading', { level: 1, name: 'Claim 57' });
    // Focus moves once the heading is drawn: on a busy machine a moment after it is found.
    await waitFor(() => {
      expect(heading).toHaveFocus();
    });
    expect(heading).toHaveAttribute('tabindex', '-1');
  });

  it('goes back to the heading of the screen it came from', async () => {
    const router = renderRoutes();
    await router.navigate('/claim');
    await screen.findByRole('heading', { name: 'Claim 57' });
    await router.navigate(-1);
    const heading = await screen.findByRole('heading', { name: 'Dashboard' });
    await waitFor(() => {
      expect(heading).toHaveFocus();
    });
  });
});
