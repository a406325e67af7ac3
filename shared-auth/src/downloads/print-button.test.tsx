import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStubApiClient, renderScreen, testSessions } from '../testing';
import { PrintButton } from './print-button';

const originalPrint = window.print;
afterEach(() => {
  window.print = originalPrint;
});

it('lays the page out at the paper width before the print dialog opens, and back after it closes', async () => {
  const printedWhile: boolean[] = [];
  window.print = jest.fn(() => {
    printedWhile.push(document.documentElement.hasAttribute('data-printing'));
  });
  const { client } = createStubApiClient({}, { session: testSessions.member });
  renderScreen(<PrintButton />, { client, session: testSessions.member });
  await userEvent.click(screen.getByRole('button', { name: 'Print' }));
  await waitFor(() => expect(window.print).toHaveBeenCalledTimes(1));
  expect(printedWhile).toEqual([true]);
  expect(document.documentElement.hasAttribute('data-printing')).toBe(false);
});

it('restores the page when printing fails', async () => {
  window.print = jest.fn(() => {
    throw new Error('printing is not allowed here');
  });
  const { client } = createStubApiClient({}, { session: testSessions.member });
  renderScreen(<PrintButton />, { client, session: testSessions.member });
  await userEvent.click(screen.getByRole('button', { name: 'Print' }));
  await waitFor(() => expect(window.print).toHaveBeenCalledTimes(1));
  await waitFor(() => expect(document.documentElement.hasAttribute('data-printing')).toBe(false));
});
