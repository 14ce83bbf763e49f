import { useLingui } from "@lingui/react/macro";
import { IconPencil, IconTrash } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { useConfirm } from "../lib/confirm";
import { RowAction } from "./row-action";

/**
 * How a row's delete is guarded: a confirmation naming the thing, or `undoable` when the caller's
 * success toast offers Undo (lib/confirm.tsx). A delete on a bare click cannot be written.
 */
export type DeleteGuard = { confirm: { title: string; message: ReactNode } } | { undoable: true };

interface EditDeleteActionsProps {
  /** Accessible names of the two buttons ("Edit “Title”", "Delete “Title”"). */
  editLabel: string;
  deleteLabel: string;
  onEdit: () => void;
  onDelete: () => void;
  isDeleting: boolean;
  guard: DeleteGuard;
  /** False when the person's role may not delete: the button is left out (the server refuses anyway). */
  canDelete?: boolean;
  /** False when the person may not change this row (an author, someone else's article): no Edit. */
  canEdit?: boolean;
}

/** A row's edit and delete icon buttons; the delete asks first or can be undone. */
export function EditDeleteActions({
  editLabel,
  deleteLabel,
  onEdit,
  onDelete,
  isDeleting,
  guard,
  canDelete = true,
  canEdit = true,
}: EditDeleteActionsProps) {
  const { t } = useLingui();
  const confirm = useConfirm();
  const remove = () => ("confirm" in guard ? confirm({ ...guard.confirm, confirmLabel: t`Delete`, onConfirm: onDelete }) : onDelete());
  return (
    <>
      {canEdit ? (
        <RowAction label={t`Edit`} ariaLabel={editLabel} onClick={onEdit}>
          <IconPencil size={18} />
        </RowAction>
      ) : null}
      {canDelete ? (
        <RowAction label={t`Delete`} ariaLabel={deleteLabel} color="red" loading={isDeleting} onClick={remove}>
          <IconTrash size={18} />
        </RowAction>
      ) : null}
    </>
  );
}
