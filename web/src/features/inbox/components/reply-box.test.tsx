import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, thread } from './inbox-fixtures';
import { ReplyBox } from './reply-box';

const replied = { ...thread, messageCount: 2 };
const message = {
  id: 'm2',
  direction: 'out',
  body: 'We are on it',
  createdAt: '2026-11-25T11:00:00.000Z',
  deliveryStatus: 'sent',
  deliveryError: null,
  deliveredAt: '2026-11-25T11:00:01.000Z',
};

describe('ReplyBox', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('says the reply was sent, and keeps focus on Send reply while and after it goes', async () => {
    let release: () => void = () => {};
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        await new Promise<void>((resolve) => (release = resolve));
        return json({ ok: true, thread: replied, message });
      }),
    );
    const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <ReplyBox threadId="t1" toEmail="ada@example.org" mailConfigured />
      </QueryClientProvider>,
    );
    const user = userEvent.setup();
    const box = screen.getByLabelText('Reply to ada@example.org');
    await user.type(box, 'We are on it');
    await user.click(screen.getByRole('button', { name: 'Send reply' }));
    const sending = screen.getByRole('button', { name: 'Sending…' });
    expect(sending).toHaveFocus();
    release();
    expect(await screen.findByText('Reply sent.')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Reply sent.');
    expect(box).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Send reply' })).toHaveFocus();
  });
});
