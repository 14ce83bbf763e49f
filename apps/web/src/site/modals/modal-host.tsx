import "@mantine/core/styles/UnstyledButton.css";
import "@mantine/core/styles/Paper.css";
import "@mantine/core/styles/Overlay.css";
import "@mantine/core/styles/ModalBase.css";
import "@mantine/core/styles/Modal.css";
import "@mantine/core/styles/CloseButton.css";
import "@mantine/core/styles/Input.css";
import "@mantine/core/styles/Button.css";
import "@mantine/core/styles/Loader.css";
import "@mantine/core/styles/Group.css";
import "@mantine/core/styles/Stack.css";
import "@mantine/core/styles/Text.css";
import "@mantine/core/styles/ThemeIcon.css";
import { useEffect } from "react";
import { MantineIsland } from "../../lib/mantine-island";
import { preloadToasts } from "../../lib/notify";
import { ConsultationModal } from "./consultation-modal";
import type { ModalKind } from "../shell/modal-kind";
import type { ConsultationPrefill } from "../shell/site-actions";
import { NotifyModal } from "./notify-modal";

interface ModalHostProps {
  open: ModalKind | null;
  prefill: ConsultationPrefill | null;
  onClose(): void;
}

/** Both public modals, loaded together the first time one opens. */
export default function ModalHost({ open, prefill, onClose }: ModalHostProps) {
  // Submitting a form ends with a toast: fetch that code now rather than after the click.
  useEffect(preloadToasts, []);
  return (
    <MantineIsland>
      <ConsultationModal opened={open === "consultation"} prefill={prefill} onClose={onClose} />
      <NotifyModal opened={open === "notify"} onClose={onClose} />
    </MantineIsland>
  );
}
