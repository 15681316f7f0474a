import { useEffect } from 'react';
import { readSiteName } from './site-name';

/** Page titles are `<title> - <site name>` (docs/product/routes.md#page-titles). */
export function formatDocumentTitle(title: string | null | undefined): string {
  const site = readSiteName();
  return title ? `${title} - ${site}` : site;
}

export function useDocumentTitle(title: string | null | undefined): void {
  useEffect(() => {
    document.title = formatDocumentTitle(title);
  }, [title]);
}
