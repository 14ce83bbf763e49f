import { ActionIcon, Tooltip } from "@mantine/core";
import type { ReactNode } from "react";

interface RowActionProps {
  label: string;
  /** The accessible name (defaults to the tooltip). */
  ariaLabel?: string;
  color?: string;
  loading?: boolean;
  href?: string;
  onClick?: () => void;
  children: ReactNode;
}

/** An icon button of a list row, with its tooltip. */
export function RowAction({ label, ariaLabel, color, loading, href, onClick, children }: RowActionProps) {
  const common = { variant: "subtle", color, loading, "aria-label": ariaLabel ?? label } as const;
  return (
    <Tooltip label={label}>
      {href ? (
        <ActionIcon component="a" href={href} target="_blank" {...common}>
          {children}
        </ActionIcon>
      ) : (
        <ActionIcon onClick={onClick} {...common}>
          {children}
        </ActionIcon>
      )}
    </Tooltip>
  );
}
