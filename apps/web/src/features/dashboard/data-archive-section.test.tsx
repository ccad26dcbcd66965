import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../test/render.tsx';
import { DataArchiveSection } from './data-archive-section.tsx';

const archiveUrl = 'http://portal.test/api/data-archive?parent=7&expires=1694793660&signature=abc';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** The Base API's link call, answered when the test says, with what it says; the requests it saw. */
function stubLink() {
  const requests: { method: string; path: string }[] = [];
  let answer: (response: Response) => void = () => undefined;
  vi.stubGlobal(
    'fetch',
    vi.fn((input: string, init: { method: string }) => {
      requests.push({ method: init.method, path: new URL(input, 'http://portal.test').pathname });
      return new Promise<Response>((resolve) => {
        answer = resolve;
      });
    }),
  );
  return {
    requests,
    answer: (response: Response) => {
      answer(response);
    },
  };
}

/** The links the page clicked (the browser would download what they answer). */
function clickedLinks(): string[] {
  const clicked: string[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push(this.href);
  });
  return clicked;
}

describe("the dashboard's 'Download my data'", () => {
  it('says what the archive holds, is busy while the link is asked for, then lets the browser download it', async () => {
    const api = stubLink();
    const clicked = clickedLinks();
    renderWithApp(<DataArchiveSection />);
    expect(screen.getByRole('region', { name: 'Your data' })).toHaveTextContent(
      'One zip file with your details, your students and their funds, every claim you sent with its history, your requests to approve a purchase before buying, and your receipts.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Download my data' }));
    expect(await screen.findByText('Preparing your download…')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download my data' })).toBeDisabled();
    expect(api.requests).toEqual([{ method: 'POST', path: '/api/user/data-archive/link' }]);
    expect(clicked).toEqual([]);

    api.answer(new Response(JSON.stringify({ success: true, data: { url: archiveUrl } }), { status: 200 }));
    // The link is clicked as the answer arrives; the button is drawn ready again in the render after it.
    await vi.waitFor(() => {
      expect(clicked).toEqual([archiveUrl]);
      expect(screen.getByRole('button', { name: 'Download my data' })).toBeEnabled();
    });
    expect(screen.queryByText('Preparing your download…')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says the download could not start when the link is refused, and downloads nothing', async () => {
    const api = stubLink();
    const clicked = clickedLinks();
    renderWithApp(<DataArchiveSection />);
    await userEvent.click(screen.getByRole('button', { name: 'Download my data' }));
    const failure = { success: false, error: 'Server error', code: 'INTERNAL', message: 'Server error' };
    api.answer(new Response(JSON.stringify(failure), { status: 500 }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not start your download. Please try again in a moment.',
    );
    expect(clicked).toEqual([]);
    expect(screen.getByRole('button', { name: 'Download my data' })).toBeEnabled();
  });
});
