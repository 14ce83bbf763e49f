import { msg } from "@lingui/core/macro";
import {
  cleanNotifications,
  createNotificationsStore,
  hideNotification,
  type NotificationData,
  showNotification,
} from "@mantine/notifications";
import { getBrowserI18n } from "./i18n";
import { TOAST_DURATION_MS } from "./toast-rules";

// The one toast store of a tab, for the public site and the admin alike (spec §4: one toast on
// screen at a time, 5 s each, at most 420 px wide). It loads with the first toast or the admin,
// never with a page's first load.

export const toastStore = createNotificationsStore();

/** The props every <Notifications> of this store takes (each place sets its own position). */
export const TOAST_CONTAINER = {
  store: toastStore,
  limit: 1,
  autoClose: TOAST_DURATION_MS,
  containerWidth: 420,
  withinPortal: false,
} as const;

/** Shows a toast in place of the one on screen; returns its id. */
export function showOnlyToast(data: NotificationData): string {
  cleanNotifications(toastStore);
  // Focusable from script only, so F8 can move focus onto the toast on screen (spec §4).
  const close = msg`Close notification`;
  return showNotification(
    {
      autoClose: TOAST_DURATION_MS,
      withBorder: true,
      tabIndex: -1,
      // Its close button is an icon: named here for every toast, the admin's too.
      closeButtonProps: { "aria-label": getBrowserI18n()?._(close) ?? close.message ?? "" },
      ...data,
    },
    toastStore,
  );
}

export function hideToast(id: string): void {
  hideNotification(id, toastStore);
}
