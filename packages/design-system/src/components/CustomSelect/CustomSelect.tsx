import { useEffect, useId, useRef, useState } from 'react';
import type { KeyboardEvent, RefObject } from 'react';
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
 * Type-ahead: the option after `start` (wrapping round) whose label starts with what was
 * typed; repeated letters cycle through the options that start with that letter.
 */
function indexByTyping(
  options: readonly SelectOption[],
  search: string,
  start: number,
): number | undefined {
  const ordered = [...options.slice(start + 1), ...options.slice(0, start + 1)];
  const isRepeat = [...search].every((letter) => letter === search[0]);
  const match =
    ordered.find((option) => normalize(option.label).startsWith(search)) ??
    (isRepeat
      ? ordered.find((option) => normalize(option.label).startsWith(search[0] ?? ''))
      : undefined);
  return match ? options.indexOf(match) : undefined;
}

/** The option a navigation key moves the highlight to in the open list; undefined for other keys. */
function movedIndex(key: string, activeIndex: number, last: number): number | undefined {
  const steps: Record<string, number> = {
    ArrowDown: 1,
    ArrowUp: -1,
    PageDown: PAGE_SIZE,
    PageUp: -PAGE_SIZE,
  };
  if (key === 'Home') return 0;
  if (key === 'End') return last;
  const step = steps[key];
  return step === undefined ? undefined : clamp(activeIndex + step, last + 1);
}

/** The listbox: options are chosen from the combobox by keyboard, and here by pointer. */
function OptionList({
  id,
  labelId,
  options,
  isOpen,
  activeIndex,
  selectedValue,
  optionId,
  optionRefs,
  onChoose,
}: {
  id: string;
  labelId: string;
  options: readonly SelectOption[];
  isOpen: boolean;
  activeIndex: number;
  selectedValue: string;
  optionId: (index: number) => string;
  optionRefs: RefObject<Array<HTMLLIElement | null>>;
  onChoose: (index: number) => void;
}) {
  return (
    <ul
      id={id}
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
          onClick={() => onChoose(index)}
        >
          {option.label}
          {option.value === selectedValue ? <IconCheck size="small" /> : null}
        </li>
      ))}
    </ul>
  );
}

/** What was typed, normalized, until a pause of TYPEAHEAD_RESET_MS starts a new search. */
function useTypeahead(): (character: string) => string {
  const typeahead = useRef({ text: '', timer: 0 });
  useEffect(() => () => window.clearTimeout(typeahead.current.timer), []);
  return (character) => {
    window.clearTimeout(typeahead.current.timer);
    typeahead.current.text += normalize(character);
    typeahead.current.timer = window.setTimeout(() => {
      typeahead.current.text = '';
    }, TYPEAHEAD_RESET_MS);
    return typeahead.current.text;
  };
}

/**
 * The select's state and keyboard: the value (controlled or not), whether the list is
 * open, the highlighted option, type-ahead, and the WAI-ARIA select-only combobox keys.
 */
function useSelectState({
  options,
  value,
  defaultValue,
  onChange,
  disabled,
}: Pick<CustomSelectProps, 'options' | 'value' | 'defaultValue' | 'onChange' | 'disabled'>) {
  const isControlled = value !== undefined;
  const [uncontrolledValue, setUncontrolledValue] = useState(defaultValue ?? '');
  const selectedValue = (isControlled ? value : uncontrolledValue) ?? '';
  const selectedIndex = options.findIndex((option) => option.value === selectedValue);
  const selectedOption = options[selectedIndex];

  const [isOpen, setIsOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(0);
  const typed = useTypeahead();
  const optionRefs = useRef<Array<HTMLLIElement | null>>([]);

  useEffect(() => {
    if (isOpen) {
      optionRefs.current[activeIndex]?.scrollIntoView?.({ block: 'nearest' });
    }
  }, [isOpen, activeIndex]);

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
    const search = typed(character);
    const start = isOpen ? activeIndex : Math.max(selectedIndex, 0);
    return indexByTyping(options, search, start);
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
      // The arrows, Enter and Space open the list at the chosen option; Home and End at an end.
      if (['ArrowDown', 'ArrowUp', 'Enter', ' ', 'Home', 'End'].includes(key)) {
        event.preventDefault();
        open(key === 'Home' ? 0 : key === 'End' ? last : undefined);
      }
      return;
    }

    const moved = key === 'ArrowUp' && altKey ? undefined : movedIndex(key, activeIndex, last);
    if (moved !== undefined) {
      event.preventDefault();
      setActiveIndex(moved);
      return;
    }
    switch (key) {
      case 'ArrowUp':
        // Alt+ArrowUp chooses the highlighted option and closes the list.
        event.preventDefault();
        choose(activeIndex);
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

  return {
    selectedValue,
    selectedOption,
    isOpen,
    setIsOpen,
    activeIndex,
    optionRefs,
    open,
    choose,
    handleKeyDown,
  };
}

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

  const {
    selectedValue,
    selectedOption,
    isOpen,
    setIsOpen,
    activeIndex,
    optionRefs,
    open,
    choose,
    handleKeyDown,
  } = useSelectState({ options, value, defaultValue, onChange, disabled });

  const isInvalid = hasError ?? Boolean(errorMessage);
  const messages = { helpId, errorId, helpText, errorMessage, isInvalid };

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
        <OptionList
          id={listboxId}
          labelId={labelId}
          options={options}
          isOpen={isOpen}
          activeIndex={activeIndex}
          selectedValue={selectedValue}
          optionId={optionId}
          optionRefs={optionRefs}
          onChoose={choose}
        />
      </div>
      {name ? <input type="hidden" name={name} value={selectedValue} /> : null}
      <FieldMessages {...messages} />
    </div>
  );
};
