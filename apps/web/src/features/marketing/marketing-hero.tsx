/** The heading band of a marketing page. */
export function MarketingHero({ eyebrow, title, lead }: { eyebrow: string; title: string; lead: string }) {
  return (
    <div className="border-b border-line bg-[radial-gradient(60%_100%_at_50%_0%,rgba(255,107,107,0.12),transparent)]">
      <header className="mx-auto grid max-w-3xl gap-4 px-4 pt-14 pb-10 text-center sm:px-6 sm:pt-20">
        <p className="text-sm font-semibold tracking-wide text-accent uppercase">{eyebrow}</p>
        <h1 className="text-4xl font-extrabold tracking-tight text-balance sm:text-5xl">{title}</h1>
        <p className="text-lg text-pretty text-ink-muted">{lead}</p>
      </header>
    </div>
  );
}
