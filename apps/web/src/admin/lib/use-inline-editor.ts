import { useState } from "react";

type Editing<T> = { mode: "create" } | { mode: "edit"; item: T } | null;

/** A list's inline form: closed, creating, or editing one item (its key remounts the form per item). */
export function useInlineEditor<T extends { id: number }>() {
  const [editing, setEditing] = useState<Editing<T>>(null);
  return {
    isOpen: editing !== null,
    /** The item being edited; undefined when creating. */
    item: editing?.mode === "edit" ? editing.item : undefined,
    key: editing?.mode === "edit" ? editing.item.id : "new",
    create: () => setEditing({ mode: "create" }),
    edit: (item: T) => setEditing({ mode: "edit", item }),
    close: () => setEditing(null),
  };
}
