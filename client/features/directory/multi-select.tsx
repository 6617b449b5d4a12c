import { useEffect, useId, useRef, useState } from 'react';
import type { FilterOption } from '../../../src/common/domain/directory/directory-query';
import { multiSelectColumns } from '../../../src/common/domain/directory/filter-layout';
import { useOpenedOnce } from '../../ui/use-opened-once';

interface MultiSelectProps {
  label: string;
  options: FilterOption[];
  selected: string[];
  onChange(values: string[]): void;
}

/**
 * A multi-select filter: a button opening checkbox columns (spec 1 §9 layout). Escape or a click
 * elsewhere closes it; Escape returns focus to the button.
 */
export function MultiSelect({ label, options, selected, onChange }: MultiSelectProps) {
  const [open, setOpen] = useState(false);
  // the checkboxes are rendered the first time it opens (use-opened-once): only JavaScript opens it
  const rendered = useOpenedOnce(open);
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);
  const toggle = (value: string) =>
    onChange(selected.includes(value) ? selected.filter((item) => item !== value) : [...selected, value]);
  return (
    <div
      ref={root}
      className={`multi-select${open ? ' multi-select--open' : ''}`}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation();
          setOpen(false);
          button.current?.focus();
        }
      }}
    >
      <button
        ref={button}
        type="button"
        className="filter-control"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen(!open)}
      >
        {label}
        {selected.length ? <span className="filter-control__count"> ({selected.length})</span> : null}
      </button>
      <fieldset
        id={id}
        className="multi-select__panel"
        hidden={!open}
        style={{ ['--columns' as string]: multiSelectColumns(options.length) }}
      >
        <legend className="visually-hidden">{label}</legend>
        {(rendered ? options : []).map((option) => (
          <label key={option.value} className="multi-select__option">
            <input type="checkbox" checked={selected.includes(option.value)} onChange={() => toggle(option.value)} />
            <span>{option.label}</span>
          </label>
        ))}
      </fieldset>
    </div>
  );
}
