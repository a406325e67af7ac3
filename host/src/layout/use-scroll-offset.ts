import { useEffect, useState } from 'react';

/** Whether the window has scrolled further than `threshold` px (the horizontal navbar's scrolled style). */
export function useWindowScrolledPast(threshold: number): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const update = () => setPast(window.scrollY > threshold);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [threshold]);
  return past;
}
