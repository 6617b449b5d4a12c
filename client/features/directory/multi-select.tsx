import { useEffect, useRef, useState } from 'react';
import type { FilterOption } from '../../../src/common/domain/directory/directory-query';
import { multiSelectColumns } from '../../../src/common/domain/directory/filter-layout';

interface MultiSelectProps {
  label: string;
  /** the form field each checkbox is: its name repeats, once per chosen option (a GET form without script) */
  name: string;
  options: FilterOption[];
  selected: string[];
  onChange(values: string[]): void;
  /** filters sharing a group open one at a time, with or without script (`<details name>`) */
  group?: string;
}

/**
 * A multi-select filter: a disclosure (`<details>`) opening checkbox columns (spec 1 §9 layout). The checkboxes are
 * in the server's HTML, so without JavaScript it opens and its choices go with the form it is in; once hydrated it
 * filters as each box is ticked, and Escape or a press elsewhere closes it (Escape returns focus to its summary).
 * A closed `<details>` is not laid out, so the choices cost the first view little.
 */
export function MultiSelect({ label, name, options, selected, onChange, group }: MultiSelectProps) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDetailsElement>(null);
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
    <details
      ref={root}
      className="multi-select"
      name={group}
      open={open}
      onToggle={(event) => setOpen(event.currentTarget.open)}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation();
          setOpen(false);
          root.current?.querySelector('summary')?.focus();
        }
      }}
    >
      <summary className="filter-control">
        {label}
        {selected.length ? <span className="filter-control__count"> ({selected.length})</span> : null}
      </summary>
      <fieldset className="multi-select__panel" style={{ ['--columns' as string]: multiSelectColumns(options.length) }}>
        <legend className="visually-hidden">{label}</legend>
        {options.map((option) => (
          <label key={option.value} className="multi-select__option">
            <input
              type="checkbox"
              name={name}
              value={option.value}
              checked={selected.includes(option.value)}
              onChange={() => toggle(option.value)}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </fieldset>
    </details>
  );
}
