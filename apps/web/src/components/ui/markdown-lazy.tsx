import { lazy, Suspense } from 'react';

const Markdown = lazy(() => import('./markdown').then((module) => ({ default: module.Markdown })));

/**
 * Markdown below the fold (a project's story and updates): its renderer, marked with our rules
 * (16 kB), loads after the page's first paint instead of on the way to it
 * (docs/performance.md#phones). Until it is in, the place stays empty and says it is loading.
 */
export function LazyMarkdown({ source, className = '' }: { source: string; className?: string }) {
  return (
    <Suspense fallback={<div className={`markdown ${className}`} aria-busy="true" />}>
      <Markdown source={source} className={className} />
    </Suspense>
  );
}
