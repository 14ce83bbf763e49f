import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { describeError, fieldErrors } from "./errors";
import { notifyError, notifySuccess } from "./notify";

interface SaveHandlerOptions {
  i18n: I18n;
  /** Refreshes the lists the save changed. */
  refresh: () => Promise<unknown>;
  success: string;
  failure: string;
  /** Shows the server's field errors under the fields. */
  setErrors?: (errors: Record<string, string>) => void;
  onDone?: () => void;
}

/** A save's onSuccess and onError: refresh, toast, close; or field errors and a toast naming the refusal. */
export function saveHandlers({ i18n, refresh, success, failure, setErrors, onDone }: SaveHandlerOptions) {
  return {
    onSuccess: async () => {
      await refresh();
      notifySuccess(i18n._(msg`Success`), success);
      onDone?.();
    },
    onError: (error: unknown) => {
      setErrors?.(fieldErrors(error, i18n));
      notifyError(i18n._(msg`Error`), describeError(error, i18n) ?? failure);
    },
  };
}
