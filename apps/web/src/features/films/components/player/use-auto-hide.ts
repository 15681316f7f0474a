import { useEffect, useRef, useState } from 'react';

/** The controls hide after this long without a pointer move, touch or key. */
const IDLE_AFTER_MS = 2800;

/** Whether the viewer has been idle; `wake` shows the controls again and restarts the wait. */
export function useAutoHide() {
  const [idle, setIdle] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const wake = () => {
    setIdle(false);
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => setIdle(true), IDLE_AFTER_MS);
  };
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  return { idle, wake };
}
