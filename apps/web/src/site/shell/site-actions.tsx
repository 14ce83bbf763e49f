import { createContext, lazy, type ReactNode, Suspense, useContext, useMemo, useState } from "react";
import { ensureSiteCatalog } from "../../lib/i18n";
import type { ModalKind } from "./modal-kind";

/** What Aya hands over to the consultation form: the visitor's details and the conversation. */
export interface ConsultationPrefill {
  name: string;
  email: string;
  company: string;
  message: string;
  chatSessionId: string;
}

export interface SiteActions {
  openConsultation(): void;
  /** The consultation form, filled in from a conversation with Aya. */
  openConsultationWith(prefill: ConsultationPrefill): void;
  openNotify(): void;
}

const SiteActionsContext = createContext<SiteActions | null>(null);

const loadModalHost = () => Promise.all([import("../modals/modal-host"), ensureSiteCatalog()]).then(([m]) => m);
const ModalHost = lazy(loadModalHost);

/** Starts fetching the modals' code (on hover or focus of a button that opens one). */
export function preloadModals(): void {
  void loadModalHost();
}

/** A button that opens the consultation or get-notified modal; its code starts loading on hover or focus. */
export function ModalButton({ modal, className, children }: { modal: ModalKind; className: string; children: ReactNode }) {
  const { openConsultation, openNotify } = useSiteActions();
  return (
    <button
      type="button"
      className={className}
      onClick={modal === "consultation" ? openConsultation : openNotify}
      onPointerEnter={preloadModals}
      onFocus={preloadModals}
    >
      {children}
    </button>
  );
}

/** The free-consultation and get-notified modals, opened from anywhere on a public page; their code loads on first use. */
export function SiteActionsProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState<ModalKind | null>(null);
  const [used, setUsed] = useState(false);
  const [prefill, setPrefill] = useState<ConsultationPrefill | null>(null);
  const actions = useMemo<SiteActions>(
    () => ({
      openConsultation: () => {
        setUsed(true);
        setPrefill(null);
        setOpen("consultation");
      },
      openConsultationWith: (values) => {
        setUsed(true);
        setPrefill(values);
        setOpen("consultation");
      },
      openNotify: () => {
        setUsed(true);
        setOpen("notify");
      },
    }),
    [],
  );
  return (
    <SiteActionsContext.Provider value={actions}>
      {children}
      {used && (
        <Suspense fallback={null}>
          <ModalHost open={open} prefill={prefill} onClose={() => setOpen(null)} />
        </Suspense>
      )}
    </SiteActionsContext.Provider>
  );
}

export function useSiteActions(): SiteActions {
  const actions = useContext(SiteActionsContext);
  if (!actions) throw new Error("useSiteActions must be used inside <SiteActionsProvider>");
  return actions;
}
