import { useId, useRef, useState } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import * as styles from './Tabs.css';

export type TabItem = {
  label: ReactNode;
  panel: ReactNode;
};

export interface TabsProps {
  /** Accessible name of the tab list, e.g. 'Versiones'. */
  label: string;
  items: readonly TabItem[];
  /** Controlled active index. */
  selectedIndex?: number;
  defaultSelectedIndex?: number;
  onChange?: (index: number) => void;
  className?: string;
}

/**
 * WAI-ARIA tabs with automatic activation: arrow keys move and select (wrapping), Home/End jump
 * to the ends, and only the active tab is in the Tab order (roving tabindex).
 */
export const Tabs = ({
  label,
  items,
  selectedIndex,
  defaultSelectedIndex = 0,
  onChange,
  className,
}: TabsProps) => {
  const baseId = useId();
  const [uncontrolledIndex, setUncontrolledIndex] = useState(defaultSelectedIndex);
  const activeIndex = selectedIndex ?? uncontrolledIndex;
  const tabRefs = useRef<Array<HTMLButtonElement | null>>([]);

  const tabId = (index: number) => `${baseId}-tab-${index}`;
  const panelId = (index: number) => `${baseId}-panel-${index}`;

  const select = (index: number) => {
    if (selectedIndex === undefined) {
      setUncontrolledIndex(index);
    }
    if (index !== activeIndex) {
      onChange?.(index);
    }
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const count = items.length;
    const targets: Record<string, number> = {
      ArrowRight: (index + 1) % count,
      ArrowLeft: (index - 1 + count) % count,
      Home: 0,
      End: count - 1,
    };
    const target = targets[event.key];
    if (target === undefined) {
      return;
    }
    event.preventDefault();
    tabRefs.current[target]?.focus();
    select(target);
  };

  return (
    <div className={className}>
      <div role="tablist" aria-label={label} className={styles.tablist}>
        {items.map((item, index) => (
          <button
            key={tabId(index)}
            ref={(element) => {
              tabRefs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={tabId(index)}
            aria-selected={index === activeIndex}
            aria-controls={panelId(index)}
            tabIndex={index === activeIndex ? 0 : -1}
            className={styles.tab}
            onClick={() => select(index)}
            onKeyDown={(event) => handleKeyDown(event, index)}
          >
            {item.label}
          </button>
        ))}
      </div>
      {items.map((item, index) => (
        <div
          key={panelId(index)}
          role="tabpanel"
          id={panelId(index)}
          aria-labelledby={tabId(index)}
          // The panel is focusable so keyboard users reach its content even when it has no links.
          tabIndex={0}
          hidden={index !== activeIndex}
          className={styles.panel}
        >
          {item.panel}
        </div>
      ))}
    </div>
  );
};
