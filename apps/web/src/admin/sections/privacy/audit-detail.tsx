import { Plural } from "@lingui/react/macro";
import { Fragment, type ReactNode } from "react";
import type { ActivityItem } from "../../lib/types";

const count = (data: Record<string, unknown>, key: string): number => (typeof data[key] === "number" ? data[key] : 0);

/**
 * What an erasure or a retention pass removed, said in the admin's language from the counts it
 * recorded (the stored detail line is the server's English record of the same counts).
 */
export function AuditDetail({ item }: { item: ActivityItem }) {
  const d = item.data as Record<string, unknown>;
  const [contacts, consultations, signups, chatMessages, emails, auditEntries] = [
    "contacts",
    "consultations",
    "signups",
    "chatMessages",
    "emails",
    "auditEntries",
  ].map((key) => count(d, key));
  const parts: Array<[number | undefined, ReactNode]> = [
    [contacts, <Plural key="contacts" value={contacts ?? 0} one="# contact" other="# contacts" />],
    [consultations, <Plural key="consultations" value={consultations ?? 0} one="# consultation" other="# consultations" />],
    [signups, <Plural key="signups" value={signups ?? 0} one="# signup" other="# signups" />],
    [chatMessages, <Plural key="chat" value={chatMessages ?? 0} one="# chat message" other="# chat messages" />],
    [emails, <Plural key="emails" value={emails ?? 0} one="# e-mail" other="# e-mails" />],
    [
      auditEntries,
      <Plural
        key="audit"
        value={auditEntries ?? 0}
        one="the address removed from # audit entry"
        other="the address removed from # audit entries"
      />,
    ],
  ];
  const shown = parts.filter(([value]) => (value ?? 0) > 0);
  if (shown.length === 0) return <>—</>;
  return (
    <>
      {shown.map(([, part], i) => (
        <Fragment key={String(i)}>
          {i > 0 ? ", " : null}
          {part}
        </Fragment>
      ))}
    </>
  );
}
