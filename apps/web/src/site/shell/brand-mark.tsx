import { ShellIcon } from "./shell-icon";

/** The logo: a gradient tile with a spark, then the site name. */
export function BrandMark({ name }: { name: string }) {
  return (
    <>
      <span className="brand-tile" aria-hidden="true">
        <ShellIcon name="sparkles" size={20} />
      </span>
      <span className="brand-name">{name}</span>
    </>
  );
}
