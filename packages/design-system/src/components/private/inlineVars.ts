import type { CSSProperties } from 'react';

/** Sets vanilla-extract `createVar()` variables in a `style` prop ('var(--x)' becomes '--x'). */
export const inlineVars = (values: Record<string, string>): CSSProperties =>
  Object.fromEntries(
    Object.entries(values).map(([cssVar, value]) => [
      cssVar.replace(/^var\((--[^,)]+).*$/, '$1'),
      value,
    ]),
  ) as CSSProperties;
