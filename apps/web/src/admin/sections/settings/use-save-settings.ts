import { useLingui } from "@lingui/react/macro";
import { useMutation } from "@tanstack/react-query";
import { useTRPC } from "../../../lib/trpc";
import { describeError } from "../../lib/errors";
import { notifyError, notifySuccess } from "../../lib/notify";
import { useInvalidate } from "../../lib/use-invalidate";

/** Saves one settings type (site, seo, email or security) with the spec's toasts. */
export function useSaveSettings() {
  const { t, i18n } = useLingui();
  const trpc = useTRPC();
  const invalidate = useInvalidate();
  return useMutation(
    trpc.admin.settings.save.mutationOptions({
      onSuccess: async () => {
        await invalidate.settings();
        notifySuccess(t`Success`, t`Settings saved successfully`);
      },
      onError: (error) => notifyError(t`Error`, describeError(error, i18n) ?? t`Failed to save settings`),
    }),
  );
}
