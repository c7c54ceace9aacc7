import { notifications } from '@mantine/notifications';
import { copyToClipboard } from './copyToClipboard';

jest.mock('@mantine/notifications', () => ({ notifications: { show: jest.fn() } }));
const shown = () => (notifications.show as jest.Mock).mock.calls.map(([n]) => [n.color, n.message]);

function setClipboard(writeText: ((text: string) => Promise<void>) | undefined) {
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: writeText ? { writeText } : undefined });
}

describe('copyToClipboard (document 1 §8.1)', () => {
  beforeEach(() => (notifications.show as jest.Mock).mockClear());

  it('copies the value and says "Copied to clipboard successfully"', async () => {
    const writeText = jest.fn(() => Promise.resolve());
    setClipboard(writeText);
    expect(await copyToClipboard('SN-1001')).toBe(true);
    expect(writeText).toHaveBeenCalledWith('SN-1001');
    expect(shown()).toEqual([['green', 'Copied to clipboard successfully']]);
  });

  it('says "Unable to copy to clipboard." when there is nothing to copy', async () => {
    const writeText = jest.fn(() => Promise.resolve());
    setClipboard(writeText);
    expect(await copyToClipboard(null)).toBe(false);
    expect(await copyToClipboard('')).toBe(false);
    expect(writeText).not.toHaveBeenCalled();
    expect(shown()).toEqual([
      ['red', 'Unable to copy to clipboard.'],
      ['red', 'Unable to copy to clipboard.'],
    ]);
  });

  it('says "Error while copying to clipboard." when the copy is refused or there is no clipboard', async () => {
    setClipboard(() => Promise.reject(new Error('NotAllowedError')));
    expect(await copyToClipboard('SN-1001')).toBe(false);
    setClipboard(undefined);
    expect(await copyToClipboard('SN-1001')).toBe(false);
    expect(shown()).toEqual([
      ['red', 'Error while copying to clipboard.'],
      ['red', 'Error while copying to clipboard.'],
    ]);
  });
});
