// What every toast is (spec §4/§8): its content, how long it stays, where its root mounts and how F8
// reaches it. Below notify.ts and the toast code it loads, which both read it.

type ToastVariant = "default" | "success" | "destructive";

export interface ToastInput {
  title: string;
  description?: string | undefined;
  variant?: ToastVariant | undefined;
  /** A link after the description (the booking page after a consultation request). */
  link?: ToastLink | undefined;
}

export interface ToastLink {
  label: string;
  href: string;
  onClick?: () => void;
}

export const TOAST_DURATION_MS = 5000;

/** The element inside the public site's 'Notification' region where the toasts' React root mounts. */
export const TOAST_SLOT_ID = "toast-slot";

/** F8 (spec §4): focus on the toast on screen, else on its region. */
export function focusToast(region: HTMLElement | null | undefined): void {
  const first = region?.querySelector<HTMLElement>("[role=alert], .mantine-Notification-root");
  (first ?? region)?.focus();
}
