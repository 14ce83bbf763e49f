// Every public toast goes through here (spec §4/§8): one visible at a time, shown for 5000 ms,
// max 420 px wide from md up (toast-rules.ts). Mantine's notifications code, and the React root that
// shows the toasts, load with the first toast: nothing of it is part of a page's first load.

import type { ToastInput, ToastLink } from "./toast-rules";

let host: Promise<typeof import("./notifications-host")> | undefined;
function loadHost() {
  host ??= import("./notifications-host");
  return host;
}

/** Shows a toast, replacing the one on screen. */
export function notify(toast: ToastInput): void {
  void loadHost().then((m) => m.showToast(toast));
}

export const toast = {
  success: (title: string, description?: string, link?: ToastLink) => notify({ title, description, variant: "success", link }),
  error: (title: string, description?: string) => notify({ title, description, variant: "destructive" }),
  info: (title: string, description?: string) => notify({ title, description, variant: "default" }),
};

/** Starts fetching the toast code ahead of a likely toast (e.g. when a form opens). */
export function preloadToasts(): void {
  void loadHost();
}
