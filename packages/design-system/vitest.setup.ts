import { setProjectAnnotations } from '@storybook/react-vite';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import preview from './.storybook/preview';

declare module 'vitest/browser' {
  interface BrowserCommands {
    emulateReducedMotion: (reduce: boolean) => Promise<void>;
  }
}

// Stories rendered in tests get the same theme decorator and router link as in Storybook.
setProjectAnnotations([preview]);

document.title = 'Design system tests';

afterEach(() => {
  cleanup();
});
