import { can, type Permission } from "@lumiere/validation";
import { useQuery } from "@tanstack/react-query";
import { useTRPC } from "../../lib/trpc";

/**
 * Whether the signed-in person's role holds a permission (the server's own table): controls they
 * cannot use are hidden or disabled with a reason; the server refuses the call anyway.
 */
export function useCan(): (permission: Permission) => boolean {
  const trpc = useTRPC();
  const role = useQuery(trpc.auth.me.queryOptions()).data?.role;
  return (permission) => can(role, permission);
}
