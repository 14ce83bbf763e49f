import { useLingui } from "@lingui/react/macro";
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { ensureSiteCatalog } from "../../lib/i18n";
import { ShellIcon } from "./shell-icon";

const loadWindow = () => Promise.all([import("../chat/chat-window"), ensureSiteCatalog()]).then(([m]) => m);
const ChatWindow = lazy(loadWindow);

/**
 * The floating button that opens Aya. The chat window's code is fetched on the visitor's first
 * interaction with the page (or when they point at the button), never with the page itself.
 */
export function ChatLauncher() {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const events = ["pointerdown", "keydown", "touchstart", "scroll"] as const;
    const prefetch = () => {
      for (const e of events) window.removeEventListener(e, prefetch);
      const idle = window.requestIdleCallback ?? ((cb: () => void) => window.setTimeout(cb, 200));
      idle(() => void loadWindow());
    };
    for (const e of events) window.addEventListener(e, prefetch, { once: true, passive: true });
    return () => {
      for (const e of events) window.removeEventListener(e, prefetch);
    };
  }, []);

  const close = () => {
    setOpen(false);
    button.current?.focus();
  };

  return (
    <div className="chat-widget">
      {used && (
        <Suspense fallback={null}>
          <ChatWindow open={open} onClose={close} />
        </Suspense>
      )}
      <button
        ref={button}
        type="button"
        className="chat-launcher"
        aria-expanded={open}
        aria-controls={used ? "chat-window" : undefined}
        aria-label={open ? t`Close chat` : t`Chat with Aya`}
        onPointerEnter={() => void loadWindow()}
        onFocus={() => void loadWindow()}
        onClick={() => {
          setUsed(true);
          setOpen((o) => !o);
        }}
      >
        <ShellIcon name={open ? "x" : "chat"} size={open ? 26 : 28} />
      </button>
    </div>
  );
}
