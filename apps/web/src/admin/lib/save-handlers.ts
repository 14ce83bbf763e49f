import { useLingui } from "@lingui/react";
import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { describeError, fieldErrors } from "./errors";
import { notifyError, notifySuccess } from "./notify";
import { useInvalidate } from "./use-invalidate";

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

type EditorialSaveOptions = Omit<SaveHandlerOptions, "i18n" | "refresh"> & Partial<Pick<SaveHandlerOptions, "refresh">>;

/** saveHandlers in the admin's language, refreshing everything editorial unless told otherwise. */
export function useSaveHandlers(): (options: EditorialSaveOptions) => ReturnType<typeof saveHandlers> {
  const { i18n } = useLingui();
  const invalidate = useInvalidate();
  return (options) => saveHandlers({ i18n, refresh: invalidate.editorial, ...options });
}
