import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ClickPopconfirm } from './click-popconfirm';

it('renders its trigger plain, and the confirmation once the trigger is clicked', async () => {
  const confirmed = jest.fn();
  const { container } = render(
    <ClickPopconfirm title="Delete Atlas?" okText="Delete" onConfirm={confirmed}>
      <button>Delete Atlas</button>
    </ClickPopconfirm>,
  );
  // nothing of the Popconfirm is mounted yet
  expect(container.innerHTML).toBe('<button>Delete Atlas</button>');
  await userEvent.click(screen.getByRole('button', { name: 'Delete Atlas' }));
  expect(await screen.findByText('Delete Atlas?')).toBeVisible();
  expect(confirmed).not.toHaveBeenCalled();
  await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
  expect(confirmed).toHaveBeenCalledTimes(1);
});

it('opens from the keyboard and gives the focus back to the trigger', async () => {
  render(
    <ClickPopconfirm title="Cancel this request?" okText="Cancel request" cancelText="Keep">
      <button>Cancel</button>
    </ClickPopconfirm>,
  );
  await userEvent.tab();
  await userEvent.keyboard('{Enter}');
  expect(await screen.findByText('Cancel this request?')).toBeVisible();
  // the button the Popconfirm now wraps is a new element
  await waitFor(() => expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus());
  await userEvent.click(screen.getByRole('button', { name: 'Keep' }));
  // closed again (antd keeps a closed popover in the page, hidden)
  await waitFor(() => expect(document.querySelector('.ant-popover')).toHaveClass('ant-popover-hidden'));
});

it("keeps the trigger's own click handler", async () => {
  const clicked = jest.fn();
  render(
    <ClickPopconfirm title="Revoke?">
      <button onClick={clicked}>Revoke</button>
    </ClickPopconfirm>,
  );
  await userEvent.click(screen.getByRole('button', { name: 'Revoke' }));
  await screen.findByText('Revoke?');
  expect(clicked).toHaveBeenCalledTimes(1);
});
