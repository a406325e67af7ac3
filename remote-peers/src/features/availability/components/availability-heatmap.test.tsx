import { render, screen } from '@testing-library/react';
import { AvailabilityHeatmap } from './availability-heatmap';

it('keeps each legend range left to right, so a right-to-left page does not reverse it', () => {
  render(<AvailabilityHeatmap weeks={[]} rows={[]} loading={false} pagination={false} thisWeek="2026-11-23" />);
  for (const label of ['0–25 %', '25–50 %', '50–75 %', '75–100 %', 'Over 100 %']) {
    const range = screen.getByText(label);
    expect(range.tagName).toBe('BDI');
    expect(range).toHaveAttribute('dir', 'ltr');
  }
});
