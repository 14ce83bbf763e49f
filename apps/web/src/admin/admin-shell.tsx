import { useLingui } from "@lingui/react/macro";
import { AppShell } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Lang } from "@lumiere/i18n";
import { Suspense, useEffect } from "react";
import { useTRPC } from "../lib/trpc";
import { AdminHeader } from "./components/admin-header";
import { AdminNavbar } from "./components/admin-navbar";
import { LoadingSpinner } from "./components/loading-spinner";
import { useAdminSearch } from "./lib/admin-search";
import { describeError } from "./lib/errors";
import { notifyError, notifySuccess } from "./lib/notify";
import { useSessionExpiry } from "./lib/use-session-expiry";
import { useTwoFactorRequirement } from "./lib/use-two-factor-requirement";
import { SECTIONS, shownSection } from "./sections";

interface AdminShellProps {
  lang: Lang;
  /** Where to go after Sign Out or when the session has expired. */
  onSignedOut: () => void;
  onLangChange: (lang: Lang) => void;
}

/** The dashboard: sidebar of sections switched on one route (spec §2), the active one named in the address, and that section. */
export function AdminShell({ lang, onSignedOut, onLangChange }: AdminShellProps) {
  const { t, i18n } = useLingui();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  // The section is in the address (?section=consultations, also the lead e-mails' links): a reload,
  // the language switch and back/forward keep it; an unknown id opens the dashboard.
  const [search, updateSearch] = useAdminSearch();
  const activeId = SECTIONS.some((s) => s.id === search.section) ? (search.section as string) : "dashboard";
  // Another section starts on its first tab, page and no search.
  const setActiveId = (id: string) => {
    if (id !== activeId)
      updateSearch({ section: id === "dashboard" ? undefined : id, tab: undefined, page: undefined, q: undefined, status: undefined });
  };
  const [isNavOpen, nav] = useDisclosure(false);
  const me = useQuery(trpc.auth.me.queryOptions());

  // Leaving sets the session to null first: the shell then renders nothing, so no section mounts
  // or refetches (and fails) on the way out; admin data is dropped once the shell unmounts.
  const isSignedOut = () => queryClient.getQueryData(trpc.auth.me.queryKey()) === null;
  const leave = () => {
    queryClient.setQueryData(trpc.auth.me.queryKey(), null);
    onSignedOut();
  };
  useEffect(
    () => () => {
      if (queryClient.getQueryData(trpc.auth.me.queryKey()) === null) queryClient.removeQueries({ queryKey: trpc.admin.pathKey() });
    },
    [queryClient, trpc],
  );

  const logout = useMutation(
    trpc.auth.logout.mutationOptions({
      onSuccess: () => {
        notifySuccess(t`Success`, t`Logged out successfully`);
        leave();
      },
      onError: (error) => notifyError(t`Error`, describeError(error, i18n) ?? t`Failed to logout`),
    }),
  );

  useTwoFactorRequirement();
  useSessionExpiry(() => {
    if (isSignedOut()) return;
    notifyError(t`Error`, t`Your session has expired. Please sign in again.`);
    leave();
  });

  // Fetch the other sections' code while the admin reads the dashboard.
  useEffect(() => {
    const id = setTimeout(() => {
      for (const s of SECTIONS) void s.preload();
    }, 1500);
    return () => clearTimeout(id);
  }, []);

  // A section this person may not open (or any but My account while two-factor is missing) shows their first one.
  const shown = shownSection(me.data, activeId);
  const ActiveSection = shown?.component;
  if (me.data === null) return null;

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 312, breakpoint: "sm", collapsed: { mobile: !isNavOpen } }}
      padding="lg"
      bg="var(--mantine-color-gray-0)"
    >
      <AppShell.Header>
        <AdminHeader
          username={me.data?.displayName || me.data?.username || ""}
          role={me.data?.role}
          onOpenAccount={() => setActiveId("account")}
          lang={lang}
          isNavOpen={isNavOpen}
          onToggleNav={nav.toggle}
          onLangChange={onLangChange}
        />
      </AppShell.Header>
      <AppShell.Navbar p="sm">
        <AdminNavbar
          activeId={shown?.id ?? activeId}
          onSelect={(id) => {
            setActiveId(id);
            nav.close();
          }}
          onSignOut={() => logout.mutate()}
          isSigningOut={logout.isPending}
        />
      </AppShell.Navbar>
      {/* Room at the bottom so a toast never hides the last form buttons. */}
      <AppShell.Main pb={112}>
        <Suspense fallback={<LoadingSpinner />}>
          {ActiveSection ? <ActiveSection key={shown?.id} onNavigate={setActiveId} /> : null}
        </Suspense>
      </AppShell.Main>
    </AppShell>
  );
}
