import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HoverTooltip } from './hover-tooltip';

it('renders its child plain, and the tooltip once the child is pointed at', async () => {
  const { container } = render(
    <HoverTooltip title="6 h planned of 40 h available">
      <div>15%</div>
    </HoverTooltip>,
  );
  expect(screen.getByText('15%')).toBeInTheDocument();
  // nothing of the tooltip is mounted yet: no popup, no trigger wrapper around the cell
  expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  expect(container.innerHTML).toBe('<div>15%</div>');
  await userEvent.hover(screen.getByText('15%'));
  expect(await screen.findByRole('tooltip')).toHaveTextContent('6 h planned of 40 h available');
});

it('opens the tooltip on keyboard focus too', async () => {
  render(
    <HoverTooltip title="Away all week">
      <button>Away</button>
    </HoverTooltip>,
  );
  await userEvent.tab();
  expect(await screen.findByRole('tooltip')).toHaveTextContent('Away all week');
  // the button the Tooltip now wraps is a new element: it has the focus back
  expect(screen.getByRole('button', { name: 'Away' })).toHaveFocus();
});

it("keeps the child's own pointer and focus handlers", async () => {
  const entered = jest.fn();
  render(
    <HoverTooltip title="6 h planned">
      <div onPointerEnter={entered}>15%</div>
    </HoverTooltip>,
  );
  await userEvent.hover(screen.getByText('15%'));
  expect(entered).toHaveBeenCalledTimes(1);
});
