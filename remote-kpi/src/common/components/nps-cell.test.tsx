import { render, screen } from '@testing-library/react';
import { NpsCell } from './nps-cell';

it("shows a month's survey on the survey's own −100…100 scale, as its eNPS tab does", () => {
  render(<NpsCell value={{ value: 2.5, source: 'survey', entered: null, nps: -50, responses: 4 }} />);
  expect(screen.getByText('-50')).toBeInTheDocument();
  expect(screen.queryByText('2.5')).not.toBeInTheDocument();
  expect(screen.getByText('survey')).toBeInTheDocument();
});

it('shows an entered value on 0–10', () => {
  render(<NpsCell value={{ value: 7.5, source: 'entered', entered: 7.5, nps: -50, responses: 4 }} />);
  expect(screen.getByText('7.5')).toBeInTheDocument();
  expect(screen.queryByText('survey')).not.toBeInTheDocument();
});

it('keeps the sign with its number in a right-to-left page: the score sits in <bdi>', () => {
  render(<NpsCell value={{ value: 6, source: 'survey', entered: null, nps: 20, responses: 10 }} />);
  expect(screen.getByText('+20').tagName).toBe('BDI');
});
