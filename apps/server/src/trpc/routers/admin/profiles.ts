import { profileIdInputSchema, profileInputSchema, profilePageInputSchema, profileUpdateInputSchema } from "@lumiere/validation";
import { createProfile, deleteProfile, pageProfiles, profileOptions, updateProfile } from "../../../domain/team/profiles";
import { depsOf } from "../../deps";
import { router, staffProcedure } from "../../init";

/** Profiles: the public Team page's people (content, not staff accounts). */
export const adminProfilesRouter = router({
  /** A page of profiles and the total that matches. */
  page: staffProcedure("profiles")
    .input(profilePageInputSchema)
    .query(({ ctx, input }) => pageProfiles(depsOf(ctx), input)),
  /** Every profile's name: the article form's author choice (writers pick their article's author). */
  options: staffProcedure("content.own").query(({ ctx }) => profileOptions(depsOf(ctx))),
  create: staffProcedure("profiles")
    .input(profileInputSchema)
    .mutation(({ ctx, input }) => createProfile(depsOf(ctx), input, ctx.session.user.username)),
  update: staffProcedure("profiles")
    .input(profileUpdateInputSchema)
    .mutation(({ ctx, input: { id, ...profile } }) => updateProfile(depsOf(ctx), id, profile, ctx.session.user.username)),
  delete: staffProcedure("profiles")
    .input(profileIdInputSchema)
    .mutation(({ ctx, input }) => deleteProfile(depsOf(ctx), input.id, ctx.session.user.username)),
});
