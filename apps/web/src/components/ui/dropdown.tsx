import { ChevronDown } from 'lucide-react';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import './dropdown.css';

interface DropdownProps {
  label: ReactNode;
  /** Accessible name when the label is an icon or avatar. */
  ariaLabel?: string;
  children: (close: () => void) => ReactNode;
  align?: 'start' | 'end';
  buttonClassName?: string;
  buttonTestId?: string;
  menuTestId?: string;
  showChevron?: boolean;
}

/** A disclosure menu: click or Enter opens, Escape and outside clicks close, focus returns. */
export function Dropdown({
  label,
  ariaLabel,
  children,
  align = 'start',
  buttonClassName = '',
  buttonTestId,
  menuTestId,
  showChevron = true,
}: DropdownProps) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent | MouseEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener('mousedown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const close = () => setOpen(false);

  return (
    <div
      className="dropdown"
      ref={rootRef}
      onBlur={(event) => {
        // Tabbing out of the menu closes it, like a native menu.
        if (
          open &&
          !rootRef.current?.contains(event.relatedTarget as Node | null) &&
          event.relatedTarget
        )
          setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className={`dropdown__button ${buttonClassName}`}
        aria-expanded={open}
        aria-controls={menuId}
        aria-haspopup="true"
        aria-label={ariaLabel}
        data-testid={buttonTestId}
        onClick={() => setOpen((value) => !value)}
      >
        {label}
        {showChevron && <ChevronDown className="dropdown__chevron" size={16} aria-hidden="true" />}
      </button>
      {open && (
        <div
          id={menuId}
          className={`dropdown__menu dropdown__menu--${align}`}
          data-testid={menuTestId}
        >
          {children(close)}
        </div>
      )}
    </div>
  );
}
