import { useLingui } from "@lingui/react/macro";
import { IconPencil, IconTrash } from "@tabler/icons-react";
import { RowAction } from "./row-action";

interface EditDeleteActionsProps {
  /** Accessible names of the two buttons ("Edit “Title”", "Delete “Title”"). */
  editLabel: string;
  deleteLabel: string;
  onEdit: () => void;
  onDelete: () => void;
  isDeleting: boolean;
}

/** A row's edit and delete icon buttons (no confirmation step, spec §7). */
export function EditDeleteActions({ editLabel, deleteLabel, onEdit, onDelete, isDeleting }: EditDeleteActionsProps) {
  const { t } = useLingui();
  return (
    <>
      <RowAction label={t`Edit`} ariaLabel={editLabel} onClick={onEdit}>
        <IconPencil size={18} />
      </RowAction>
      <RowAction label={t`Delete`} ariaLabel={deleteLabel} color="red" loading={isDeleting} onClick={onDelete}>
        <IconTrash size={18} />
      </RowAction>
    </>
  );
}
