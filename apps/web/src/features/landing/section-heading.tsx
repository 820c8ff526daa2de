interface Props {
  id: string;
  eyebrow: string;
  title: string;
  subtitle: string;
}

/** The eyebrow, heading and intro shared by the landing sections; the heading names the section. */
export function SectionHeading({ id, eyebrow, title, subtitle }: Props) {
  return (
    <div className="mx-auto grid max-w-2xl gap-3 text-center">
      <p className="text-sm font-semibold tracking-wide text-accent uppercase">{eyebrow}</p>
      <h2 id={id} className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
        {title}
      </h2>
      <p className="text-base text-pretty text-ink-muted sm:text-lg">{subtitle}</p>
    </div>
  );
}
