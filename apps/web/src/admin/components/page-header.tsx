import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../lib/use-document-title';

/** A back-office page's heading (the page's one h1), its lead and its main actions. */
export function PageHeader({
  title,
  lead,
  actions,
  back,
}: {
  title: string;
  lead?: string;
  actions?: ReactNode;
  back?: ReactNode;
}) {
  useDocumentTitle(title);
  return (
    <header className="admin-page__header">
      {back}
      <div className="admin-page__heading">
        <div>
          <h1>{title}</h1>
          {lead && <p className="admin-page__lead">{lead}</p>}
        </div>
        {actions && <div className="admin-page__actions">{actions}</div>}
      </div>
    </header>
  );
}
