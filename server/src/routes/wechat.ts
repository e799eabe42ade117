import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import { createWechatClient } from '../wechat/client';
import { jsapiSignature, nonce } from '../wechat/signature';

interface SignatureAnswer {
  error_code: number;
  message: string;
  data?: { appId: string; timestamp: number; nonceStr: string; signature: string; url: string };
}

/**
 * `GET /api/wechat/compute_signature?url=…` (docs/design.md#endpoints, docs/spec.md#calls): signs a
 * page URL of this site for the WeChat JS-SDK. Errors carry a non-zero `error_code` and a 4xx/5xx
 * status.
 */
export async function wechatRoutes(app: FastifyInstance, { config }: { config: Config }) {
  const site = new URL(config.SITE_URL);
  const client =
    config.WECHAT_APP_ID && config.WECHAT_APP_SECRET
      ? createWechatClient({
          appId: config.WECHAT_APP_ID,
          appSecret: config.WECHAT_APP_SECRET,
          apiBase: config.WECHAT_API_BASE,
        })
      : null;

  app.get('/api/wechat/compute_signature', async (request, reply) => {
    const answer = (status: number, body: SignatureAnswer) => reply.code(status).send(body);
    const raw = (request.query as Record<string, unknown>).url;
    if (typeof raw !== 'string' || raw.length === 0 || raw.length > 2048) {
      return answer(400, { error_code: 40001, message: 'url is required' });
    }
    let url: URL;
    try {
      url = new URL(raw);
    } catch {
      return answer(400, { error_code: 40002, message: 'url is malformed' });
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') {
      return answer(400, { error_code: 40002, message: 'url is malformed' });
    }
    // A page's own address never carries credentials; `https://user@host/` is a phishing shape.
    if (url.username || url.password) {
      return answer(400, {
        error_code: 40002,
        message: 'url must not carry a user name or password',
      });
    }
    // Exactly the site's own origin: a page elsewhere (another subdomain, another port) is not
    // ours to vouch for under our WeChat account.
    if (url.protocol !== site.protocol || url.host !== site.host) {
      return answer(403, { error_code: 40003, message: 'url is not on this site' });
    }
    if (!client) {
      return answer(503, { error_code: 50001, message: 'WeChat sharing is not configured' });
    }
    // Sign the URL the origin check read, not the text sent: text that parses to this site
    // (`https://host\@evil/`, upper case, a default port) is signed as the browser's location
    // spells it, which is what the page passes to wx.config (without its fragment).
    url.hash = '';
    const pageUrl = url.href;
    try {
      const ticket = await client.jsapiTicket();
      const timestamp = Math.floor(Date.now() / 1000);
      const nonceStr = nonce();
      return answer(200, {
        error_code: 0,
        message: 'ok',
        data: {
          appId: config.WECHAT_APP_ID as string,
          timestamp,
          nonceStr,
          signature: jsapiSignature(ticket, nonceStr, timestamp, pageUrl),
          url: pageUrl,
        },
      });
    } catch (error) {
      request.log.error({ err: error }, 'WeChat signature failed');
      return answer(502, { error_code: 50002, message: 'WeChat API unavailable' });
    }
  });
}
