import { useLingui } from "@lingui/react/macro";
import { Modal, type ModalProps } from "@mantine/core";

/** The site's dialog: centred, rounded, a dimmed blurred page behind, a translated close button. */
export function SiteModal(props: Omit<ModalProps, "centered" | "radius" | "closeButtonProps" | "overlayProps" | "classNames">) {
  const { t } = useLingui();
  return (
    <Modal
      centered
      radius="lg"
      // Above the chat widget (z-index 300, chat.css): on a phone its launcher covered the form's
      // fields and its submit button.
      zIndex={350}
      closeButtonProps={{ "aria-label": t`Close` }}
      overlayProps={{ backgroundOpacity: 0.55, blur: 3 }}
      classNames={{ title: "modal-title" }}
      // Inside a dialog the header is not the page's banner landmark.
      attributes={{ header: { role: "presentation" } }}
      {...props}
    />
  );
}
