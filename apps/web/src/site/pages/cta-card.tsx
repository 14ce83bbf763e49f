import type { ReactNode } from "react";

interface CtaCardProps {
  title: string;
  text: string;
  icon: ReactNode;
  children: ReactNode;
}

/** A highlighted side card with a call to action. */
export function CtaCard({ title, text, icon, children }: CtaCardProps) {
  return (
    <div className="cta-card">
      <span className="icon-tile" aria-hidden="true">
        {icon}
      </span>
      <h2>{title}</h2>
      <p>{text}</p>
      {children}
    </div>
  );
}
