import { createContext, lazy, type ReactNode, Suspense, useContext, useMemo, useState } from "react";
import { ensureSiteCatalog } from "../../lib/i18n";
import type { ModalKind } from "./modal-kind";

export interface SiteActions {
  openConsultation(): void;
  openNotify(): void;
}

const SiteActionsContext = createContext<SiteActions | null>(null);

const loadModalHost = () => Promise.all([import("../modals/modal-host"), ensureSiteCatalog()]).then(([m]) => m);
const ModalHost = lazy(loadModalHost);

/** Starts fetching the modals' code (on hover or focus of a button that opens one). */
export function preloadModals(): void {
  void loadModalHost();
}

/** The free-consultation and get-notified modals, opened from anywhere on a public page; their code loads on first use. */
export function SiteActionsProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState<ModalKind | null>(null);
  const [used, setUsed] = useState(false);
  const actions = useMemo<SiteActions>(
    () => ({
      openConsultation: () => {
        setUsed(true);
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
          <ModalHost open={open} onClose={() => setOpen(null)} />
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
