import { useMemo } from 'react';
import { renderMarkdown } from '../../lib/markdown';
import './markdown.css';

/** A notice's body as viewers read it (lib/markdown.ts: raw HTML never passes). */
export function Markdown({ source, className = '' }: { source: string; className?: string }) {
  const html = useMemo(() => renderMarkdown(source), [source]);
  // Safe: lib/markdown.ts shows raw HTML as text and drops unsafe addresses.
  return <div className={`markdown ${className}`} dangerouslySetInnerHTML={{ __html: html }} />;
}
