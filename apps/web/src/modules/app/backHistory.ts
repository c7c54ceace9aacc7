import { HistoryLimit } from '@intermission/contracts';

// Previous screens for the Back button: at most 12 entries (spec document 1 §2.1), kept for the
// browser tab so a reload does not lose them.
const storageKey = 'intermission.history';
const stack: string[] = read();
let current: string | null = sessionStorage.getItem(`${storageKey}.current`);
let goingBack = false;

function read(): string[] {
  try {
    const v = JSON.parse(sessionStorage.getItem(storageKey) ?? '[]') as unknown;
    return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string').slice(-HistoryLimit) : [];
  } catch {
    return [];
  }
}

function save() {
  sessionStorage.setItem(storageKey, JSON.stringify(stack));
  if (current) sessionStorage.setItem(`${storageKey}.current`, current);
}

export const backHistory = {
  visit(location: string) {
    if (location === current) return;
    if (current && !goingBack) {
      stack.push(current);
      if (stack.length > HistoryLimit) stack.shift();
    }
    goingBack = false;
    current = location;
    save();
  },
  canGoBack: () => stack.length > 0,
  pop(): string | undefined {
    goingBack = true;
    const previous = stack.pop();
    save();
    return previous;
  },
  size: () => stack.length,
};
