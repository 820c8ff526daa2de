// Vidcraft's SEO score (0–100) as a ring, coloured by how good it is.
import { cn } from '../lib/cn.ts';

export function scoreTone(score: number): string {
  return score >= 80 ? 'text-success' : score >= 50 ? 'text-warning' : 'text-danger';
}

export function ScoreRing({ score, label, size = 64 }: { score: number; label: string; size?: number }) {
  const radius = 26;
  const circumference = 2 * Math.PI * radius;
  return (
    <span
      className={cn('relative inline-flex shrink-0', scoreTone(score))}
      style={{ width: size, height: size }}
    >
      <svg viewBox="0 0 64 64" className="size-full -rotate-90" role="img" aria-label={label}>
        <circle cx="32" cy="32" r={radius} fill="none" stroke="var(--color-line)" strokeWidth="6" />
        <circle
          cx="32"
          cy="32"
          r={radius}
          fill="none"
          stroke="currentColor"
          strokeWidth="6"
          strokeLinecap="round"
          strokeDasharray={`${(score / 100) * circumference} ${circumference}`}
          className="transition-[stroke-dasharray] duration-300"
        />
      </svg>
      <span
        aria-hidden
        className="absolute inset-0 flex items-center justify-center text-lg font-bold text-ink tabular-nums"
      >
        {score}
      </span>
    </span>
  );
}
