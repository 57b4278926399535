import { useEffect, useId, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { IconCheck, IconChevronDown } from '../../icons/icons';
import { cx } from '../private/cx';
import * as fieldStyles from '../private/field.css';
import { FieldMessages, RequiredMark, describedBy } from '../private/FieldMessages';
import * as styles from './CustomSelect.css';

export type SelectOption = {
  value: string;
  label: string;
  disabled?: boolean;
};

export const DEFAULT_SELECT_PLACEHOLDER = 'Seleccioná una opción';

export interface CustomSelectProps {
  label: string;
  options: readonly SelectOption[];
  /** Name of the hidden input that carries the value in form submissions. */
  name?: string;
  /** Controlled value ('' or null for none). */
  value?: string | null;
  defaultValue?: string;
  /** Called when the visitor chooses a different option. */
  onChange?: (value: string, option: SelectOption) => void;
  placeholder?: string;
  helpText?: string;
  hasError?: boolean;
  errorMessage?: string;
  /** Styling only (spec 5): shows the asterisk and sets aria-required, but never blocks. */
  required?: boolean;
  disabled?: boolean;
  id?: string;
  className?: string;
}

const PAGE_SIZE = 10;
const TYPEAHEAD_RESET_MS = 500;

const normalize = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

const clamp = (index: number, length: number) => Math.min(Math.max(index, 0), length - 1);

/**
 * A select built on the WAI-ARIA select-only combobox pattern, so it can be styled per brand
 * and still be operated fully from the keyboard.
 */
export const CustomSelect = ({
  label,
  options,
  name,
  value,
  defaultValue,
  onChange,
  placeholder = DEFAULT_SELECT_PLACEHOLDER,
  helpText,
  hasError,
  errorMessage,
  required = false,
  disabled = false,
  id,
  className,
}: CustomSelectProps) => {
  const generatedId = useId();
  const comboboxId = id ?? `${generatedId}-combobox`;
  const labelId = `${generatedId}-label`;
  const listboxId = `${generatedId}-listbox`;
  const helpId = `${generatedId}-help`;
  const errorId = `${generatedId}-error`;
  const optionId = (index: number) => `${generatedId}-option-${index}`;

  const isControlled = value !== undefined;
  const [uncontrolledValue, setUncontrolledValue] = useState(defaultValue ?? '');
  const selectedValue = (isControlled ? value : uncontrolledValue) ?? '';
  const selectedIndex = options.findIndex((option) => option.value === selectedValue);
  const selectedOption = options[selectedIndex];

  const [isOpen, setIsOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(0);
  const typeahead = useRef({ text: '', timer: 0 });
  const optionRefs = useRef<Array<HTMLLIElement | null>>([]);

  const isInvalid = hasError ?? Boolean(errorMessage);
  const messages = { helpId, errorId, helpText, errorMessage, isInvalid };

  useEffect(() => {
    if (isOpen) {
      optionRefs.current[activeIndex]?.scrollIntoView?.({ block: 'nearest' });
    }
  }, [isOpen, activeIndex]);

  useEffect(() => () => window.clearTimeout(typeahead.current.timer), []);

  const open = (index = selectedIndex >= 0 ? selectedIndex : 0) => {
    setActiveIndex(clamp(index, options.length));
    setIsOpen(true);
  };

  const choose = (index: number) => {
    const option = options[index];
    setIsOpen(false);
    if (!option || option.disabled) {
      return;
    }
    if (option.value !== selectedValue) {
      if (!isControlled) {
        setUncontrolledValue(option.value);
      }
      onChange?.(option.value, option);
    }
  };

  // Type-ahead: repeated letters cycle through matches, a word jumps to the first match.
  const findByTyping = (character: string): number | undefined => {
    window.clearTimeout(typeahead.current.timer);
    typeahead.current.text += normalize(character);
    typeahead.current.timer = window.setTimeout(() => {
      typeahead.current.text = '';
    }, TYPEAHEAD_RESET_MS);

    const search = typeahead.current.text;
    const start = isOpen ? activeIndex : Math.max(selectedIndex, 0);
    const ordered = [...options.slice(start + 1), ...options.slice(0, start + 1)];
    const isRepeat = [...search].every((letter) => letter === search[0]);
    const match =
      ordered.find((option) => normalize(option.label).startsWith(search)) ??
      (isRepeat
        ? ordered.find((option) => normalize(option.label).startsWith(search[0] ?? ''))
        : undefined);
    return match ? options.indexOf(match) : undefined;
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (disabled || options.length === 0) {
      return;
    }
    const { key, altKey, ctrlKey, metaKey } = event;
    const last = options.length - 1;

    if (key.length === 1 && key !== ' ' && !altKey && !ctrlKey && !metaKey) {
      event.preventDefault();
      const match = findByTyping(key);
      if (isOpen) {
        if (match !== undefined) setActiveIndex(match);
      } else {
        open(match);
      }
      return;
    }

    if (!isOpen) {
      if (['ArrowDown', 'ArrowUp', 'Enter', ' '].includes(key)) {
        event.preventDefault();
        open();
      } else if (key === 'Home') {
        event.preventDefault();
        open(0);
      } else if (key === 'End') {
        event.preventDefault();
        open(last);
      }
      return;
    }

    switch (key) {
      case 'ArrowDown':
        event.preventDefault();
        setActiveIndex(clamp(activeIndex + 1, options.length));
        break;
      case 'ArrowUp':
        event.preventDefault();
        if (altKey) {
          choose(activeIndex);
        } else {
          setActiveIndex(clamp(activeIndex - 1, options.length));
        }
        break;
      case 'Home':
        event.preventDefault();
        setActiveIndex(0);
        break;
      case 'End':
        event.preventDefault();
        setActiveIndex(last);
        break;
      case 'PageDown':
        event.preventDefault();
        setActiveIndex(clamp(activeIndex + PAGE_SIZE, options.length));
        break;
      case 'PageUp':
        event.preventDefault();
        setActiveIndex(clamp(activeIndex - PAGE_SIZE, options.length));
        break;
      case 'Enter':
      case ' ':
        event.preventDefault();
        choose(activeIndex);
        break;
      case 'Escape':
        event.preventDefault();
        setIsOpen(false);
        break;
      case 'Tab':
        // WAI-ARIA select-only combobox: Tab selects the highlighted option and moves on.
        choose(activeIndex);
        break;
      default:
        break;
    }
  };

  return (
    <div className={cx(fieldStyles.field, className)} data-state={isOpen ? 'focused' : 'pristine'}>
      <span id={labelId} className={fieldStyles.label}>
        {label}
        {required ? <RequiredMark /> : null}
      </span>
      <div className={styles.wrapper}>
        <div
          id={comboboxId}
          role="combobox"
          tabIndex={disabled ? -1 : 0}
          aria-labelledby={labelId}
          aria-controls={listboxId}
          aria-expanded={isOpen}
          aria-haspopup="listbox"
          aria-activedescendant={isOpen ? optionId(activeIndex) : undefined}
          aria-invalid={isInvalid || undefined}
          aria-required={required || undefined}
          aria-disabled={disabled || undefined}
          aria-describedby={describedBy(messages)}
          className={cx(fieldStyles.control, styles.combobox)}
          onClick={() => {
            if (disabled) return;
            if (isOpen) {
              setIsOpen(false);
            } else {
              open();
            }
          }}
          onKeyDown={handleKeyDown}
          onBlur={() => setIsOpen(false)}
        >
          <span className={selectedOption ? styles.value : styles.placeholder}>
            {selectedOption ? selectedOption.label : placeholder}
          </span>
          <IconChevronDown className={styles.chevron} />
        </div>
        <ul
          id={listboxId}
          role="listbox"
          aria-labelledby={labelId}
          tabIndex={-1}
          hidden={!isOpen}
          className={styles.listbox}
        >
          {options.map((option, index) => (
            // Options are chosen with the keyboard through the combobox (aria-activedescendant);
            // the click handler is the pointer path to the same action.
            // eslint-disable-next-line jsx-a11y/click-events-have-key-events
            <li
              key={option.value}
              ref={(element) => {
                optionRefs.current[index] = element;
              }}
              id={optionId(index)}
              role="option"
              aria-selected={option.value === selectedValue}
              aria-disabled={option.disabled || undefined}
              data-active={isOpen && index === activeIndex}
              className={styles.option}
              // Keeps focus on the combobox so the click is not also a blur.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(index)}
            >
              {option.label}
              {option.value === selectedValue ? <IconCheck size="small" /> : null}
            </li>
          ))}
        </ul>
      </div>
      {name ? <input type="hidden" name={name} value={selectedValue} /> : null}
      <FieldMessages {...messages} />
    </div>
  );
};
