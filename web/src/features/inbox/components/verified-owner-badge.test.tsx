import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { VerifiedOwnerBadge } from './verified-owner-badge';

// What the console says of a case's sender (ADR 0298): that the address proved it reads the
// inbox, when, and for which record (a link to it in Breach Records); never more than that.

const at = '2026-11-30T18:04:00.000Z';
const show = (verifiedOwner: { recordId: string | null; verifiedAt: string } | null) =>
  render(
    <MemoryRouter>
      <VerifiedOwnerBadge thread={{ fromEmail: 'vera@example.net', verifiedOwner }} />
    </MemoryRouter>,
  );

describe('VerifiedOwnerBadge', () => {
  it('names the record with a link to it in Breach Records, and what was proved', () => {
    show({ recordId: 'rec-42', verifiedAt: at });
    expect(screen.getByText('Verified owner of record')).toBeVisible();
    expect(screen.getByRole('link', { name: 'rec-42' })).toHaveAttribute('href', '/admin/records?record=rec-42');
    expect(screen.getByText(/opened the verification link we mailed to it on/)).toHaveTextContent(
      'That proves control of the inbox, not who the person is.',
    );
    expect(screen.getByText(/opened the verification link/).querySelector('time')).toHaveAttribute('dateTime', at);
  });

  it('says the record was deleted, with no link, when it is gone', () => {
    show({ recordId: null, verifiedAt: at });
    expect(screen.getByText('Verified owner of a record since deleted')).toBeVisible();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('says plainly when the sender proved nothing', () => {
    show(null);
    expect(screen.getByText(/^Not verified: nothing proves the sender owns a record/)).toBeVisible();
    expect(screen.queryByText(/Verified owner/)).not.toBeInTheDocument();
  });
});
