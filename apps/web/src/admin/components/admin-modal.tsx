import { useLingui } from "@lingui/react/macro";
import { Modal, type ModalProps } from "@mantine/core";

/** The admin's dialog: Mantine's Modal with a translated name on its close button. */
export function AdminModal(props: Omit<ModalProps, "closeButtonProps">) {
  const { t } = useLingui();
  return (
    <Modal
      closeButtonProps={{ "aria-label": t`Close` }}
      // Inside a dialog the header is not a second banner landmark beside the admin's own.
      attributes={{ header: { role: "presentation" } }}
      {...props}
    />
  );
}
