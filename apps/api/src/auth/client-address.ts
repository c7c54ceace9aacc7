import type { Request } from 'express';

/** The caller's address as the whitelist compares it (IPv4-mapped IPv6 unwrapped). */
export function clientAddress(req: Request): string {
  const ip = req.ip ?? req.socket.remoteAddress ?? '';
  return ip.startsWith('::ffff:') && ip.includes('.') ? ip.slice(7) : ip;
}
