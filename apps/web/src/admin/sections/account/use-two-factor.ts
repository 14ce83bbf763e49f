import { useLingui } from "@lingui/react/macro";
import { useMutation, useQuery } from "@tanstack/react-query";
import { type ChangeEvent, useState } from "react";
import { useTRPC } from "../../../lib/trpc";
import { describeError, fieldErrors } from "../../lib/errors";
import { notifyError, notifySuccess } from "../../lib/notify";
import { useInvalidate } from "../../lib/use-invalidate";

export interface TwoFactorSetupData {
  secret: string;
  qrCodeDataUrl: string;
}

export type TwoFactorField = "code" | "currentCode" | "password";
const EMPTY: Record<TwoFactorField, string> = { code: "", currentCode: "", password: "" };

/** The two-factor panel's state: the setup under way, the fields typed, and the three calls. */
export function useTwoFactor() {
  const { t, i18n } = useLingui();
  const trpc = useTRPC();
  const invalidate = useInvalidate();
  const me = useQuery(trpc.auth.me.queryOptions());
  const [setup, setSetup] = useState<TwoFactorSetupData | null>(null);
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<TwoFactorField, string>>>({});
  const isEnabled = me.data?.hasTwoFactor === true;

  const reset = () => {
    setValues(EMPTY);
    setErrors({});
  };
  const fail = (error: unknown) => {
    setValues(EMPTY);
    setErrors(fieldErrors(error, i18n));
    notifyError(t`Error`, describeError(error, i18n) ?? t`Failed to configure 2FA`);
  };
  const start = useMutation(
    trpc.admin.settings.twoFactorSetup.mutationOptions({
      onSuccess: (data) => {
        setSetup({ secret: data.secret, qrCodeDataUrl: data.qrCodeDataUrl });
        reset();
        notifySuccess(t`Success`, t`2FA configuration initiated`);
      },
      onError: fail,
    }),
  );
  const enable = useMutation(
    trpc.admin.settings.twoFactorEnable.mutationOptions({
      onSuccess: async () => {
        setSetup(null);
        reset();
        await invalidate.settings();
        notifySuccess(t`Success`, isEnabled ? t`Sign-in now asks for the code of the new app` : t`Two-factor authentication is now on`);
      },
      onError: fail,
    }),
  );
  const disable = useMutation(
    trpc.admin.settings.twoFactorDisable.mutationOptions({
      onSuccess: async () => {
        reset();
        await invalidate.settings();
        notifySuccess(t`Success`, t`Two-factor authentication is now off`);
      },
      onError: fail,
    }),
  );

  /** Runs the action when the codes it needs have six digits; otherwise says so under the field. */
  const withCodes = (fields: TwoFactorField[], run: () => void) => {
    const bad = fields.filter((f) => f !== "password" && !/^\d{6}$/.test(values[f].trim()));
    setErrors(Object.fromEntries(bad.map((f) => [f, t`Enter the 6-digit code from your app`])));
    if (bad.length === 0) run();
  };
  const set = (field: TwoFactorField) => (e: ChangeEvent<HTMLInputElement>) => {
    const value = e.currentTarget.value;
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((all) => ({ ...all, [field]: undefined }));
  };
  const cancel = () => {
    setSetup(null);
    reset();
  };
  return { isEnabled, setup, values, errors, start, enable, disable, withCodes, set, cancel };
}

export type TwoFactor = ReturnType<typeof useTwoFactor>;
