import { createHash, randomBytes } from 'node:crypto';

/**
 * The JS-SDK signature (WeChat docs, appendix 1): sha1 of
 * `jsapi_ticket=…&noncestr=…&timestamp=…&url=…`, keys in that (ASCII) order, url without `#…`.
 */
export function jsapiSignature(ticket: string, nonceStr: string, timestamp: number, url: string) {
  const plain = `jsapi_ticket=${ticket}&noncestr=${nonceStr}&timestamp=${timestamp}&url=${url}`;
  return createHash('sha1').update(plain).digest('hex');
}

/** A random 16-character nonce. */
export function nonce(): string {
  return randomBytes(12).toString('base64url').slice(0, 16);
}
