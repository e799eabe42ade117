/**
 * The parts of the alerts' hardening (issue 60) that need no server: how a mailbox is counted,
 * a mail server's error without addresses, the one-click's multipart body
 * (alerts-hardening.test.ts tests them in the running app).
 */
import { describe, expect, it } from 'vitest';
import { withoutAddresses } from '../src/mail/outbox';
import { multipartFields } from '../src/routes/alerts';
import { mailboxKey } from '../src/store/person';

describe('parts of the alerts’ hardening', () => {
  it('counts a mailbox by its address lower-cased, without its +tag', () => {
    expect(mailboxKey(' Victim+Alerts+2@Example.COM ')).toBe('victim@example.com');
    expect(mailboxKey('victim@example.com')).toBe('victim@example.com');
    // Dots stay (they are one mailbox at some providers only), and so do other separators.
    expect(mailboxKey('vic.tim@example.com')).toBe('vic.tim@example.com');
    expect(mailboxKey('victim-1@example.com')).toBe('victim-1@example.com');
    // An internationalized domain, as typed or in its ASCII form; full-width letters (NFKC).
    expect(mailboxKey('a+1@münchen.de')).toBe(mailboxKey('A@xn--mnchen-3ya.de'));
    expect(mailboxKey('ｖｉｃｔｉｍ@example.com')).toBe('victim@example.com');
  });

  it('takes the addresses out of a mail server’s error', () => {
    expect(
      withoutAddresses(
        "Error: Can't send mail - all recipients were rejected: 550 5.1.1 <Victim+1@Example.com>: Recipient address rejected",
      ),
    ).toBe(
      "Error: Can't send mail - all recipients were rejected: 550 5.1.1 <[address]>: Recipient address rejected",
    );
    expect(withoutAddresses('RCPT TO:<a@b.example> ORCPT=rfc822;a@b.example, c@[192.0.2.1]')).toBe(
      'RCPT TO:<[address]> ORCPT=rfc822;[address], [address]',
    );
    expect(withoutAddresses('"john doe"@example.com: mailbox full')).toBe(
      '[address]: mailbox full',
    );
    expect(withoutAddresses('421 4.7.0 Try again later')).toBe('421 4.7.0 Try again later');
    // Linear: a long run of what could be an address costs one pass.
    const started = Date.now();
    withoutAddresses(`${'a'.repeat(100_000)}${'@'.repeat(1000)}${'"@'.repeat(50_000)}`);
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('reads the fields of a small multipart/form-data body', () => {
    const type = 'multipart/form-data; boundary="b 1"';
    const body = [
      'preamble',
      '--b 1  ',
      'Content-Disposition: form-data; name="List-Unsubscribe"',
      'Content-Type: text/plain',
      '',
      'One-Click',
      '--b 1',
      'Content-Disposition: form-data; name=other; filename="x.txt"',
      '',
      'line one\r\nline two',
      '--b 1',
      'Content-Disposition: form-data; name="List-Unsubscribe"',
      '',
      'second value, ignored',
      '--b 1',
      'Content-Disposition: form-data; name="__proto__"',
      '',
      'x',
      '--b 1--',
      'epilogue',
    ].join('\r\n');
    const fields = multipartFields(body, type);
    expect(fields?.['List-Unsubscribe']).toBe('One-Click');
    expect(fields?.other).toBe('line one\r\nline two');
    expect(Object.getPrototypeOf(fields)).toBeNull();
    expect(multipartFields(body, 'multipart/form-data')).toBeNull(); // no boundary
    expect(multipartFields('List-Unsubscribe=One-Click', type)).toBeNull();
    expect(
      multipartFields('--b 1\r\nContent-Disposition: form-data; name="a"\r\n\r\nno end', type),
    ).toBeNull();
    // Past 10 parts, the body is not read further.
    const many = `${'--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nv\r\n'.repeat(11)}--x--`;
    expect(multipartFields(many, 'multipart/form-data; boundary=x')).toBeNull();
  });
});
