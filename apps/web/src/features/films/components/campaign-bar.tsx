/** A campaign's funding bar (capped at full; the text says the real percent). */
export function CampaignBar({ percent, label }: { percent: number; label: string }) {
  return (
    <span
      className="campaign-bar"
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.min(100, percent)}
      aria-valuetext={`${percent}%`}
    >
      <span
        className="campaign-bar__fill"
        style={{ width: `${Math.min(100, Math.max(0, percent))}%` }}
      />
    </span>
  );
}
