import { categoryStyle } from "./category-style";

/** The category as a coloured badge with its icon. */
export function CategoryBadge({ category }: { category: string }) {
  const { tone, Icon } = categoryStyle(category);
  return (
    <span className="badge" data-tone={tone}>
      <Icon size={14} aria-hidden="true" />
      {category}
    </span>
  );
}
