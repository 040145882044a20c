import { useCallback, useEffect, useRef, useState, type MouseEvent } from 'react';

/**
 * The phone header's menu: a disclosure button and the panel it shows. Escape closes it and puts
 * the focus back on the button (the focus would otherwise stay on a link that is no longer shown);
 * a press outside the header, the focus moving past it (Tab from its last link), or choosing a link
 * or button inside the panel closes it too, so the panel never covers what the member goes to.
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
    const closeOutside = (event: Event) => {
      if (!headerRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', closeOutside);
    document.addEventListener('focusin', closeOutside);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', closeOutside);
      document.removeEventListener('focusin', closeOutside);
    };
  }, [open]);

  const toggle = useCallback(() => setOpen((wasOpen) => !wasOpen), []);
  const closeOnChoice = useCallback((event: MouseEvent<HTMLElement>) => {
    if ((event.target as Element).closest('a, button')) setOpen(false);
  }, []);

  return { open, toggle, closeOnChoice, buttonRef, headerRef };
}
