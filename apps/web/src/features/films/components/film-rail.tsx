import { ChevronLeft, ChevronRight } from 'lucide-react';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/i18n-react';
import './film-rail.css';

interface FilmRailProps {
  title: string;
  eyebrow?: string;
  testId?: string;
  type?: string;
  /** Wider items (16:9 continue-watching cards) instead of posters. */
  wide?: boolean;
  action?: ReactNode;
  children: ReactNode[];
}

/**
 * A horizontally scrolling row: touch swipes and trackpads scroll it natively, keyboard users
 * tab through its links (the browser scrolls each into view) or focus the row and use the arrow
 * keys, and wide screens get previous / next buttons.
 */
export function FilmRail({
  title,
  eyebrow,
  testId = 'film-rail',
  type,
  wide,
  action,
  children,
}: FilmRailProps) {
  const { t } = useTranslation('films');
  const scrollerRef = useRef<HTMLUListElement>(null);
  const [edges, setEdges] = useState({ start: true, end: true });

  const measure = useCallback(() => {
    const el = scrollerRef.current;
    if (!el) return;
    setEdges({
      start: el.scrollLeft <= 4,
      end: el.scrollLeft + el.clientWidth >= el.scrollWidth - 4,
    });
  }, []);

  useEffect(() => {
    const el = scrollerRef.current;
    if (!el) return;
    if (typeof ResizeObserver === 'undefined') {
      measure();
      return;
    }
    // The observer reports once as it starts, after the browser's own layout: measuring here
    // instead forced a layout of the whole page in the middle of React's commit, once per rail
    // (docs/performance.md#phones). A rail not rendered reports nothing and keeps both arrows
    // off, as measuring it would.
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [measure, children.length]);

  const scrollBy = (direction: 1 | -1) => {
    const el = scrollerRef.current;
    if (!el) return;
    el.scrollBy?.({ left: direction * el.clientWidth * 0.85, behavior: 'smooth' });
  };

  return (
    <section
      className={`film-rail${wide ? ' film-rail--wide' : ''}`}
      data-testid={testId}
      data-type={type}
      aria-label={title}
    >
      <div className="film-rail__head">
        <div>
          {eyebrow && <p className="film-rail__eyebrow">{eyebrow}</p>}
          <h2 className="film-rail__title">{title}</h2>
        </div>
        <div className="film-rail__tools">
          {action}
          <button
            type="button"
            className="film-rail__arrow"
            onClick={() => scrollBy(-1)}
            disabled={edges.start}
            aria-label={t('rail.previous', { title })}
          >
            <ChevronLeft size={20} aria-hidden="true" />
          </button>
          <button
            type="button"
            className="film-rail__arrow"
            onClick={() => scrollBy(1)}
            disabled={edges.end}
            aria-label={t('rail.next', { title })}
          >
            <ChevronRight size={20} aria-hidden="true" />
          </button>
        </div>
      </div>
      <ul
        ref={scrollerRef}
        className="film-rail__track"
        onScroll={measure}
        tabIndex={0}
        aria-label={title}
        onKeyDown={(event) => {
          if (event.target !== event.currentTarget) return;
          if (event.key === 'ArrowRight') scrollBy(1);
          else if (event.key === 'ArrowLeft') scrollBy(-1);
        }}
      >
        {children.map((child, index) => (
          <li key={index} className="film-rail__item">
            {child}
          </li>
        ))}
      </ul>
    </section>
  );
}
