import { SecretBox } from './secret-box';

describe('SecretBox', () => {
  const oldKey = 'an-old-key-of-at-least-thirty-two-characters';
  const newKey = 'a-new-key-of-at-least-thirty-two-characters!';

  it('encrypts so that the clear value is not in the stored text, and decrypts it back', () => {
    const box = new SecretBox([newKey]);
    const stored = box.encrypt('tok_live_123456789');
    expect(stored).toMatch(/^enc1:[0-9a-f]{8}:/);
    expect(stored).not.toContain('tok_live');
    expect(box.encrypt('tok_live_123456789')).not.toBe(stored);
    expect(box.decrypt(stored)).toBe('tok_live_123456789');
    expect(box.needsRewrite(stored)).toBe(false);
  });

  it('reads a legacy clear value as itself and asks for it to be rewritten', () => {
    const box = new SecretBox([newKey]);
    expect(box.decrypt('tok_live_123456789')).toBe('tok_live_123456789');
    expect(box.needsRewrite('tok_live_123456789')).toBe(true);
  });

  it('reads a value written under an old key while the new key encrypts, and refuses an unknown key', () => {
    const before = new SecretBox([oldKey]).encrypt('auth_abcdef');
    const rotated = new SecretBox([newKey, oldKey]);
    expect(rotated.decrypt(before)).toBe('auth_abcdef');
    expect(rotated.needsRewrite(before)).toBe(true);
    expect(() => new SecretBox([newKey]).decrypt(before)).toThrow(/not among the keys of TOKEN_ENCRYPTION_KEY/);
  });

  it('refuses a value that was tampered with', () => {
    const box = new SecretBox([newKey]);
    const stored = box.encrypt('tok_live_123456789');
    const at = stored.length - 10;
    const tampered = stored.slice(0, at) + (stored[at] === 'A' ? 'B' : 'A') + stored.slice(at + 1);
    expect(() => box.decrypt(tampered)).toThrow();
  });
});
