import { type ReactNode, useEffect, useId, useRef, useState } from 'react';

interface MenuOption {
  value: string;
  label: string;
  testId: string;
  data: Record<string, string>;
}

interface PlayerMenuProps {
  label: string;
  icon: ReactNode;
  badge?: string;
  buttonTestId: string;
  options: MenuOption[];
  value: string;
  onSelect: (value: string) => void;
}

/** A control-bar menu of radio items; Escape and outside clicks close it, focus returns. */
export function PlayerMenu({
  label,
  icon,
  badge,
  buttonTestId,
  options,
  value,
  onSelect,
}: PlayerMenuProps) {
  const [open, setOpen] = useState(false);
  const [room, setRoom] = useState<number | undefined>(undefined);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();

  useEffect(() => {
    if (!open) return;
    // The player clips what overflows it: the list may use the height above its button.
    const player = rootRef.current?.closest('.player');
    const button = buttonRef.current;
    if (player && button) {
      const space = button.getBoundingClientRect().top - player.getBoundingClientRect().top - 16;
      setRoom(space > 0 ? space : undefined);
    }
    const onPointer = (event: MouseEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onPointer);
    rootRef.current?.querySelector<HTMLElement>('[aria-checked="true"]')?.focus();
    return () => document.removeEventListener('mousedown', onPointer);
  }, [open]);

  return (
    <div
      className="player-menu"
      ref={rootRef}
      onKeyDown={(event) => {
        if (!open) return;
        if (event.key === 'Escape') {
          event.stopPropagation();
          setOpen(false);
          buttonRef.current?.focus();
        } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
          event.preventDefault();
          event.stopPropagation();
          const items = Array.from(
            rootRef.current?.querySelectorAll<HTMLElement>('[role="menuitemradio"]') ?? [],
          );
          const index = items.indexOf(document.activeElement as HTMLElement);
          const step = event.key === 'ArrowDown' ? 1 : -1;
          items[(index + step + items.length) % items.length]?.focus();
        }
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className="player__button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        data-testid={buttonTestId}
        onClick={() => setOpen((current) => !current)}
      >
        {icon}
        {/* The name is the label and the visible badge ("Quality 720p"): it contains what shows. */}
        <span className="visually-hidden">{label}</span>{' '}
        {badge && <span className="player__badge">{badge}</span>}
      </button>
      {open && (
        <div
          id={menuId}
          className="player-menu__list"
          role="menu"
          aria-label={label}
          style={room ? { maxHeight: room } : undefined}
        >
          <p className="player-menu__title" aria-hidden="true">
            {label}
          </p>
          {options.map((option) => (
            <button
              key={option.value}
              type="button"
              role="menuitemradio"
              aria-checked={option.value === value}
              className="player-menu__item"
              data-testid={option.testId}
              {...Object.fromEntries(Object.entries(option.data).map(([k, v]) => [`data-${k}`, v]))}
              onClick={() => {
                onSelect(option.value);
                setOpen(false);
                buttonRef.current?.focus();
              }}
            >
              {option.label}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
