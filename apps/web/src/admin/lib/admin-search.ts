import { useNavigate, useSearch } from "@tanstack/react-router";
import { useCallback } from "react";
import type { AdminSearch } from "../../routes/admin/-admin-search";

export type { AdminSearch };

/** Changes part of the admin's address; `replace` for a change not worth a Back step (typing a search). */
export type UpdateAdminSearch = (patch: Partial<AdminSearch>, options?: { replace?: boolean }) => void;

/**
 * The admin's state kept in its address (section, tab, list page, search, filter): read and
 * changed here only, so a reload, the language switch and back/forward keep the screen.
 */
export function useAdminSearch(): [AdminSearch, UpdateAdminSearch] {
  const search = useSearch({ strict: false }) as AdminSearch;
  const navigate = useNavigate();
  const update = useCallback<UpdateAdminSearch>(
    (patch, options) =>
      void navigate({
        to: ".",
        replace: options?.replace ?? false,
        search: (prev: AdminSearch) => {
          const next: Record<string, unknown> = { ...prev, ...patch };
          // Defaults stay out of the address: no empty search, no first page.
          for (const [key, value] of Object.entries(next))
            if (value === undefined || value === "" || (key === "page" && value === 1)) delete next[key];
          return next as never;
        },
      } as never),
    [navigate],
  );
  return [search, update];
}
