import { type ReactNode, useEffect, useRef, useState } from "react";

// Spec §2: tooltips open after 700 ms; moving to another one within 300 ms opens it at once.
const OPEN_DELAY_MS = 700;
const SKIP_DELAY_MS = 300;
let lastClosedAt = 0;

/**
 * A visual hint beside an element whose accessible name already says the same thing (so the
 * bubble itself is hidden from assistive technology). Shows on hover and keyboard focus of the
 * element inside; Escape hides it.
 */
export function Tooltip({ label, children }: { label: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const anchor = useRef<HTMLSpanElement>(null);

  useEffect(() => {
    const el = anchor.current;
    if (!el) return;
    let timer: number | undefined;
    const show = () => {
      window.clearTimeout(timer);
      const delay = Date.now() - lastClosedAt < SKIP_DELAY_MS ? 0 : OPEN_DELAY_MS;
      timer = window.setTimeout(() => setOpen(true), delay);
    };
    const hide = () => {
      window.clearTimeout(timer);
      setOpen((wasOpen) => {
        if (wasOpen) lastClosedAt = Date.now();
        return false;
      });
    };
    const onKey = (e: KeyboardEvent) => e.key === "Escape" && hide();
    const listeners: Array<[string, EventListener]> = [
      ["pointerenter", show],
      ["pointerleave", hide],
      ["focusin", show],
      ["focusout", hide],
      ["keydown", onKey as EventListener],
    ];
    for (const [type, fn] of listeners) el.addEventListener(type, fn);
    return () => {
      window.clearTimeout(timer);
      for (const [type, fn] of listeners) el.removeEventListener(type, fn);
    };
  }, []);

  return (
    <span ref={anchor} className="tooltip-anchor">
      {children}
      {open && (
        <span className="tooltip" aria-hidden="true">
          {label}
        </span>
      )}
    </span>
  );
}
