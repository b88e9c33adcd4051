import { useEffect, useState } from 'react';
import { debounce } from '../../lib/debounce';
import { limits } from '../../lib/constants';
import { wheelSize } from './wheel';

/** The wheel's size for the window (spec §9), re-laid out 500 ms after the last resize. */
export function useWheelSize(): number {
  const [size, setSize] = useState(() => wheelSize(window.innerWidth));
  useEffect(() => {
    const relayout = debounce(() => setSize(wheelSize(window.innerWidth)), limits.wheelResizeDebounceMs);
    window.addEventListener('resize', relayout);
    return () => {
      relayout.cancel();
      window.removeEventListener('resize', relayout);
    };
  }, []);
  return size;
}
