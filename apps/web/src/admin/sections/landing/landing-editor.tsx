import { useQuery } from "@tanstack/react-query";
import type { RouterOutputs } from "@lumiere/server/router";
import { useTRPC } from "../../../lib/trpc";
import { QueryState } from "../../components/query-state";
import { LandingForm } from "./landing-form";

export type LandingRecord = RouterOutputs["admin"]["landingPages"]["save"];

/** The inline form: a new landing page at once, or one page's whole working copy read when it is opened. */
export function LandingEditor({ id, onDone }: { id: number | undefined; onDone: () => void }) {
  const trpc = useTRPC();
  const full = useQuery({
    ...trpc.admin.editorial.get.queryOptions({ ref: { kind: "landing", id: id ?? 0 } }),
    enabled: id !== undefined,
    // The form starts from what it reads once; a refetch must not reset what is being typed.
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnMount: "always",
  });
  if (id === undefined) return <LandingForm onDone={onDone} />;
  if (!full.data) return <QueryState isPending={full.isPending} error={full.error} onRetry={() => void full.refetch()} />;
  return <LandingForm page={full.data.copy as LandingRecord} onDone={onDone} />;
}
