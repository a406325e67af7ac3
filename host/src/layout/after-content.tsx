import { LiveUpdates } from '../live/live-updates';
import { FloatingButtons } from './floating-buttons';

/** What every signed-in page loads after its content (lazy-floating-buttons.tsx): the floating buttons, the live stream. */
export function AfterContent() {
  return (
    <>
      <FloatingButtons />
      <LiveUpdates />
    </>
  );
}
