import { formatDate } from '@timely/shared-ui';
import { render, screen } from '@testing-library/react';
import { sprint } from '../../testing/project-fixtures';
import { StartSprintModal } from './start-sprint-modal';

it('shows the sprint dates in the portal date style, not as ISO days', async () => {
  render(
    <StartSprintModal
      sprint={sprint({ startDate: '2026-01-05', endDate: '2026-01-09' })}
      onClose={() => {}}
      onConfirm={() => Promise.resolve()}
    />,
  );
  expect(await screen.findByDisplayValue(formatDate('2026-01-05'))).toBeInTheDocument();
  expect(screen.getByDisplayValue(formatDate('2026-01-09'))).toBeInTheDocument();
  expect(screen.queryByDisplayValue('2026-01-05')).not.toBeInTheDocument();
});
