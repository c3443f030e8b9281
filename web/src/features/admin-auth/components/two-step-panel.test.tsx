import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, jsonResponse, renderAt } from '../../../testing/render-route';
import { TwoStepPanel } from './two-step-panel';

describe('TwoStepPanel', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('takes focus from "Set up two-step sign-in" to the code field of the step that replaces it', async () => {
    const api = fakeApi({
      'GET /api/admin/account/two-step': () => jsonResponse({ ok: true, totpEnabled: false, enabledAt: null, recoveryCodesLeft: 0 }),
      'POST /api/admin/account/two-step/setup': () =>
        jsonResponse({ ok: true, secret: 'JBSWY3DPEHPK3PXP', otpauthUrl: 'otpauth://totp/x', qrCode: 'data:image/png;base64,AA==' }),
    });
    vi.stubGlobal('fetch', api.fetchImpl);
    renderAt(<TwoStepPanel />, '/admin/security', '/admin/security');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Set up two-step sign-in' }));
    expect(await screen.findByRole('textbox', { name: 'Enter the 6-digit code the app shows' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('button', { name: 'Set up two-step sign-in' })).toHaveFocus();
  });
});
