import type { inferRouterInputs, inferRouterOutputs } from "@trpc/server";
import { createCallerFactory, router } from "./init";
import { adminRouter } from "./routers/admin/index";
import { articlesRouter } from "./routers/articles";
import { authRouter } from "./routers/auth";
import { chatRouter } from "./routers/chat";
import { leadsRouter } from "./routers/leads";
import { pagesRouter } from "./routers/pages";
import { showcaseRouter } from "./routers/showcase";
import { landingRouter } from "./routers/landing";
import { teamRouter } from "./routers/team";

export const appRouter = router({
  pages: pagesRouter,
  articles: articlesRouter,
  leads: leadsRouter,
  chat: chatRouter,
  auth: authRouter,
  admin: adminRouter,
  showcase: showcaseRouter,
  landing: landingRouter,
  team: teamRouter,
});

export type AppRouter = typeof appRouter;
export type RouterInputs = inferRouterInputs<AppRouter>;
export type RouterOutputs = inferRouterOutputs<AppRouter>;
export const createCaller = createCallerFactory(appRouter);
/** The row of each spec lead list (GET /api/admin/contacts, …), which the admin's lead lists show. */
export type { SpecLeadRow } from "../domain/leads/lists";
