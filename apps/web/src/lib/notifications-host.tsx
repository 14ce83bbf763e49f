import "@mantine/core/styles/Notification.css";
import "@mantine/core/styles/CloseButton.css";
import "@mantine/core/styles/Loader.css";
import "@mantine/notifications/styles.css";
import { msg } from "@lingui/core/macro";
import { Notifications } from "@mantine/notifications";
import { useEffect, useRef } from "react";
import { createRoot } from "react-dom/client";
import { getBrowserI18n } from "./i18n";
import { MantineIsland } from "./mantine-island";
import { focusToast, TOAST_SLOT_ID, type ToastInput } from "./toast-rules";
import { hideToast, showOnlyToast, TOAST_CONTAINER } from "./toast-store";

const SWIPE_DISMISS_PX = 50;
let currentId: string | undefined;

const colors = { default: "indigo", success: "teal", destructive: "red" } as const;

const labels = {
  region: msg`Notification`,
  close: msg`Close notification`,
};
const label = (d: (typeof labels)[keyof typeof labels]) => getBrowserI18n()?._(d) ?? d.message ?? "";

let mounted = false;
/**
 * The toasts live in a React root of their own, created with the first toast: inside the public
 * site's server-rendered 'Notification' region when the page has one (F8 reaches it before any
 * toast), else in a region of their own.
 */
function mount(): void {
  if (mounted) return;
  mounted = true;
  const slot = document.getElementById(TOAST_SLOT_ID);
  const container = slot ?? document.body.appendChild(document.createElement("div"));
  createRoot(container).render(<NotificationsHost siteRegion={slot?.closest("section") ?? null} />);
}

/** One toast on screen: a new one replaces the current one (spec §4). */
export function showToast(toast: ToastInput): void {
  mount();
  const { link } = toast;
  currentId = showOnlyToast({
    title: toast.title,
    message: link ? (
      <>
        {toast.description} <ToastLinkAnchor link={link} />
      </>
    ) : (
      (toast.description ?? "")
    ),
    // A toast with a link to follow stays until closed: five seconds is too short to reach it.
    ...(link ? { autoClose: false } : {}),
    color: colors[toast.variant ?? "default"],
    radius: "md",
    closeButtonProps: { "aria-label": label(labels.close) },
  });
}

function ToastLinkAnchor({ link }: { link: NonNullable<ToastInput["link"]> }) {
  return (
    <a href={link.href} target="_blank" rel="noopener noreferrer" onClick={link.onClick} className="toast-link">
      {link.label}
    </a>
  );
}

/**
 * Mantine's toast container in a labelled region: F8 moves focus to it, and a swipe to the right
 * of more than 50 px dismisses the toast (spec §4). In the public site's own region, the site
 * chrome already handles F8.
 */
function NotificationsHost({ siteRegion }: { siteRegion: HTMLElement | null }) {
  const ownRegion = useRef<HTMLElement>(null);

  useEffect(() => {
    if (siteRegion) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== "F8") return;
      e.preventDefault();
      focusToast(ownRegion.current);
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [siteRegion]);

  // Swipe right to dismiss: native listeners on the region (toasts are plain Mantine elements).
  useEffect(() => {
    const el = siteRegion ?? ownRegion.current;
    if (!el) return;
    let swipe: { x: number; el: HTMLElement } | null = null;
    const down = (e: PointerEvent) => {
      const target = e.target as HTMLElement;
      const toast = target.closest<HTMLElement>(".mantine-Notification-root");
      if (!toast || target.closest("button")) return;
      swipe = { x: e.clientX, el: toast };
    };
    const move = (e: PointerEvent) => {
      if (!swipe) return;
      const dx = Math.max(0, e.clientX - swipe.x);
      swipe.el.style.transform = `translateX(${dx}px)`;
      swipe.el.style.opacity = String(Math.max(0.2, 1 - dx / 200));
    };
    const end = (e: PointerEvent) => {
      if (!swipe) return;
      const { x, el: toast } = swipe;
      swipe = null;
      if (e.clientX - x > SWIPE_DISMISS_PX && currentId) {
        hideToast(currentId);
        return;
      }
      toast.style.transform = "";
      toast.style.opacity = "";
    };
    el.addEventListener("pointerdown", down);
    el.addEventListener("pointermove", move);
    el.addEventListener("pointerup", end);
    el.addEventListener("pointercancel", end);
    return () => {
      el.removeEventListener("pointerdown", down);
      el.removeEventListener("pointermove", move);
      el.removeEventListener("pointerup", end);
      el.removeEventListener("pointercancel", end);
    };
  }, [siteRegion]);

  // On the public site the toast sits below the sticky header (header.css, .toast-region).
  const toasts = <Notifications {...TOAST_CONTAINER} position="top-right" zIndex={400} />;
  return (
    <MantineIsland>
      {siteRegion ? (
        toasts
      ) : (
        <section ref={ownRegion} aria-label={label(labels.region)} tabIndex={-1} className="toast-region">
          {toasts}
        </section>
      )}
    </MantineIsland>
  );
}
