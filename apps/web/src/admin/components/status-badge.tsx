/** A small coloured label for a state (published, suspended, open…). */
export function StatusBadge({
  tone,
  children,
}: {
  tone: 'ok' | 'warn' | 'muted' | 'danger' | 'info';
  children: string;
}) {
  return <span className={`admin-badge admin-badge--${tone}`}>{children}</span>;
}
