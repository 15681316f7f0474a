import type { ReactNode } from 'react';

/** A shelf with nothing on it yet: what would be here and where to find some. */
export function EmptyShelf({
  icon,
  title,
  text,
  action,
  testId,
  busy,
}: {
  icon: ReactNode;
  title: string;
  text: string;
  action: ReactNode;
  testId?: string;
  busy?: boolean;
}) {
  return (
    <section
      className="shelf"
      aria-label={title}
      data-testid={testId}
      data-count={busy ? undefined : 0}
      aria-busy={busy || undefined}
    >
      <span className="shelf__icon" aria-hidden="true">
        {icon}
      </span>
      <h2 className="shelf__title">{title}</h2>
      <p className="shelf__text">{text}</p>
      {action}
    </section>
  );
}

/** A shelf with films in it: a row of cards that scrolls sideways. */
export function FilledShelf({
  icon,
  title,
  testId,
  count,
  children,
}: {
  icon: ReactNode;
  title: string;
  testId: string;
  count: number;
  children: ReactNode;
}) {
  return (
    <section
      className="shelf shelf--filled"
      aria-label={title}
      data-testid={testId}
      data-count={count}
    >
      <h2 className="shelf__title shelf__title--row">
        <span className="shelf__icon shelf__icon--small" aria-hidden="true">
          {icon}
        </span>
        {title}
        <span className="shelf__count">{count}</span>
      </h2>
      <ul className="shelf__row">{children}</ul>
    </section>
  );
}
