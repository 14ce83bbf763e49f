// How a person is named wherever a row names them (the activity feed, versions, lead assignees).
// Below people.ts and activity.ts, which both need it.
import { type AnyColumn, sql } from "@lumiere/db";

/** What the admin shows for a person: the display name, else the username. */
export const nameOf = (user: { username: string; displayName: string }) => user.displayName || user.username;

/** The name to show for a username stored in a row (an actor): the person's display name, else the username itself. */
export const personName = (username: AnyColumn) =>
  sql<string>`coalesce((select nullif(u.display_name, '') from users u where u.username = ${username}), ${username})`;
