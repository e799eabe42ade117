import { createHash, randomBytes } from 'node:crypto';

/** A random token for a link (256 bits, URL-safe). */
export const newToken = () => randomBytes(32).toString('base64url');

/** How a confirmation token is stored: its SHA-256, so a copy of the database confirms nothing. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
