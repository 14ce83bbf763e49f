import { useLingui } from "@lingui/react/macro";
import { useState } from "react";

/**
 * Props for the PasswordInputs of one form: one eye button shows or hides them all, and says which
 * it will do in the admin's language.
 */
export function usePasswordVisibility() {
  const { t } = useLingui();
  const [visible, setVisible] = useState(false);
  return {
    visible,
    onVisibilityChange: setVisible,
    visibilityToggleButtonProps: { "aria-label": visible ? t`Hide password` : t`Show password` },
  };
}
