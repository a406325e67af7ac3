import { createStubApiClient, errorEnvelope, testSessions } from '@timely/shared-auth/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fill } from '../testing/fill';
import { renderWithProviders } from '../testing/render-with-providers';
import { ChangePasswordPage } from './change-password-page';
import { ForgotPasswordPage } from './forgot-password-page';
import { ResetPasswordPage } from './reset-password-page';

const GOOD = 'correct horse 9';

describe('forgot password', () => {
  it('sends the email and answers the same whether or not it has an account', async () => {
    const api = createStubApiClient({ 'POST /v2/auth/forgot-password': { status: 202, data: { ok: true } } });
    renderWithProviders(<ForgotPasswordPage />, { api });
    await fill(screen.getByLabelText('Email'), 'Someone@Acme.test');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText(/If Someone@Acme.test has a Timely account/)).toBeInTheDocument();
    expect(api.callsTo('POST /v2/auth/forgot-password')[0]?.data).toEqual({ email: 'someone@acme.test' });
  });

  it('keeps what was typed and says why when the server cannot be reached', async () => {
    const api = createStubApiClient({ 'POST /v2/auth/forgot-password': 'network-error' });
    renderWithProviders(<ForgotPasswordPage />, { api });
    await fill(screen.getByLabelText('Email'), 'a@acme.test');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText(/server is unreachable/)).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('a@acme.test');
  });
});

describe('reset password from the emailed link', () => {
  it('says the link is incomplete without a token', () => {
    renderWithProviders(<ResetPasswordPage />, { route: '/pages/reset-password' });
    expect(screen.getByText('This link is incomplete')).toBeInTheDocument();
  });

  it('checks the new password as the contract does, then sends it with the token', async () => {
    const api = createStubApiClient({ 'POST /v2/auth/reset-password': { data: { ok: true } } });
    renderWithProviders(<ResetPasswordPage />, { api, route: '/pages/reset-password?token=tok-123' });
    await fill(screen.getByLabelText('New password'), 'short');
    await fill(screen.getByLabelText('Confirm new password'), 'other');
    await userEvent.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByText('The password must be at least 10 characters')).toBeInTheDocument();
    expect(screen.getByText('The two passwords differ')).toBeInTheDocument();
    expect(api.callsTo('POST /v2/auth/reset-password')).toHaveLength(0);

    await fill(screen.getByLabelText('New password'), GOOD);
    await fill(screen.getByLabelText('Confirm new password'), GOOD);
    await userEvent.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByText('Your new password is set')).toBeInTheDocument();
    expect(api.callsTo('POST /v2/auth/reset-password')[0]?.data).toEqual({ token: 'tok-123', password: GOOD });
  });

  it('says when the link has expired, with a way to ask for another', async () => {
    const api = createStubApiClient({
      'POST /v2/auth/reset-password': {
        status: 400,
        data: errorEnvelope(400, 'This reset link has expired or was already used.'),
      },
    });
    renderWithProviders(<ResetPasswordPage />, { api, route: '/pages/reset-password?token=old' });
    await fill(screen.getByLabelText('New password'), GOOD);
    await fill(screen.getByLabelText('Confirm new password'), GOOD);
    await userEvent.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByText('This reset link has expired or was already used.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/pages/forgot-password');
  });
});

describe('an invitation link from an older mail, on the reset page', () => {
  it('says plainly that a revoked invitation was withdrawn and whom to ask, not "ask for a new link"', async () => {
    const api = createStubApiClient({
      'POST /v2/auth/reset-password': {
        status: 400,
        data: errorEnvelope(400, 'This reset link has expired or was already used.'),
      },
      'POST /v2/auth/invitation': {
        data: {
          state: 'revoked',
          companyName: 'Acme',
          name: 'Jo Joiner',
          email: 'jo@acme.test',
          invitedBy: 'Ada Admin',
          expiresAt: null,
        },
      },
    });
    renderWithProviders(<ResetPasswordPage />, { api, route: '/pages/reset-password?token=old-invite' });
    await fill(screen.getByLabelText('New password'), GOOD);
    await fill(screen.getByLabelText('Confirm new password'), GOOD);
    await userEvent.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByText('This invitation was withdrawn')).toBeInTheDocument();
    expect(screen.getByText(/Ask Ada Admin to send you a new invitation/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Ask for a new link' })).not.toBeInTheDocument();
    expect(api.callsTo('POST /v2/auth/invitation')[0]?.data).toEqual({ token: 'old-invite' });
  });
});

describe('change password (Reset Password in the user menu)', () => {
  it("needs the current password, and shows the server's word next to it, keeping the input", async () => {
    const api = createStubApiClient({
      'POST /v2/auth/change-password': {
        status: 400,
        data: errorEnvelope(400, 'currentPassword is incorrect', [
          { field: 'currentPassword', message: 'is incorrect' },
        ]),
      },
    });
    renderWithProviders(<ChangePasswordPage />, { api, session: testSessions.member });
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Enter your current password')).toBeInTheDocument();

    await fill(screen.getByLabelText('Current password'), 'wrong one');
    await fill(screen.getByLabelText('New password'), GOOD);
    await fill(screen.getByLabelText('Confirm new password'), GOOD);
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('is incorrect')).toBeInTheDocument();
    expect(screen.getByLabelText('New password')).toHaveValue(GOOD);
    expect(api.callsTo('POST /v2/auth/change-password')[0]?.data).toEqual({
      currentPassword: 'wrong one',
      newPassword: GOOD,
    });
  });

  it('says so and empties the form once the password is changed', async () => {
    const api = createStubApiClient({ 'POST /v2/auth/change-password': { data: { ok: true } } });
    renderWithProviders(<ChangePasswordPage />, { api, session: testSessions.member });
    await fill(screen.getByLabelText('Current password'), 'Timely#2026');
    await fill(screen.getByLabelText('New password'), GOOD);
    await fill(screen.getByLabelText('Confirm new password'), GOOD);
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Your password is changed.')).toBeInTheDocument();
    expect(screen.getByLabelText('New password')).toHaveValue('');
  });
});
