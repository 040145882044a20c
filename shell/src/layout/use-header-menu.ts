import { useCallback, useEffect, useRef, useState, type MouseEvent } from 'react';

/**
 * The phone header's menu: a disclosure button and the panel it shows. Escape closes it and puts
 * the focus back on the button (the focus would otherwise stay on a link that is no longer shown);
 * a press outside the header, or choosing a link or button inside the panel, closes it too, so the
 * panel never covers the page the member has just opened.
 */
export function useHeaderMenu() {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const headerRef = useRef<HTMLElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!headerRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open]);

  const toggle = useCallback(() => setOpen((wasOpen) => !wasOpen), []);
  const closeOnChoice = useCallback((event: MouseEvent<HTMLElement>) => {
    if ((event.target as Element).closest('a, button')) setOpen(false);
  }, []);

  return { open, toggle, closeOnChoice, buttonRef, headerRef };
}
