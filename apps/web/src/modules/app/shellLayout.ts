import type { CSSProperties } from 'react';

/** The shell's header height (px); toasts sit below it so they never cover the title or Back. */
export const HEADER_HEIGHT = 56;

/**
 * Toasts appear top-left (spec document 1 §2.1 and §9), below the header: every toast container
 * gets the header's height as a variable, and shell.css moves the top-left one down by it (a `top`
 * given to all of them would stretch the bottom ones over the page).
 */
export const toastContainerStyle = { '--app-header-height': `${HEADER_HEIGHT}px` } as CSSProperties;
