import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import { type Attempt, FAILED_DIR, pruneFailedLogs, writeLastAttempt } from './releases';

export interface FailureReport {
  releasesDir: string;
  attempt: Attempt;
  /** The whole output of the failed attempt, kept as `failed/<id>.log`. */
  output: string;
  smtpUrl?: string;
  notifyTo?: string;
  /** Where the one-line report goes (the CLI's console, the server's logger). */
  log: (line: string, fields: Record<string, unknown>) => void;
}

const tail = (text: string, lines: number) => text.trimEnd().split('\n').slice(-lines).join('\n');

/**
 * A failed publish is kept and told (docs/design.md#publishing-and-releases): its log in
 * `failed/<id>.log` (the newest 20 kept), the attempt in the state file, one log line, and an
 * e-mail to PUBLISH_NOTIFY_TO when SMTP_URL is set. An e-mail that cannot be sent is logged, never
 * thrown: the live site is unaffected either way.
 */
export async function reportFailure(report: FailureReport): Promise<Attempt> {
  const { releasesDir, attempt } = report;
  const log = join(FAILED_DIR, `${attempt.id}.log`);
  mkdirSync(join(releasesDir, FAILED_DIR), { recursive: true });
  writeFileSync(join(releasesDir, log), report.output);
  pruneFailedLogs(releasesDir);
  const failed: Attempt = {
    ...attempt,
    result: 'failed',
    finishedAt: attempt.finishedAt ?? new Date().toISOString(),
    log,
  };
  writeLastAttempt(releasesDir, failed);
  report.log(`publish failed at ${failed.failedStep}: ${failed.error}`, {
    attempt: failed.id,
    step: failed.failedStep,
    log: join(releasesDir, log),
  });
  await mailFailure({ ...report, attempt: failed });
  return failed;
}

/**
 * The e-mail of a failed attempt that is already kept (`attempt.log` set), when SMTP_URL and
 * PUBLISH_NOTIFY_TO are set. Also what the server sends for a webhook publish that failed in
 * the publish CLI, which it runs without the SMTP credentials.
 */
export async function mailFailure(report: FailureReport): Promise<void> {
  const { releasesDir, attempt: failed } = report;
  if (!report.smtpUrl || !report.notifyTo) return;
  try {
    await nodemailer.createTransport(report.smtpUrl).sendMail({
      from: report.notifyTo,
      to: report.notifyTo,
      subject: `[官网发布失败 / Publish failed] ${failed.id}: ${failed.failedStep}`,
      text: [
        `发布失败，线上网站保持不变。/ The publish failed; the live site is unchanged.`,
        '',
        `Attempt: ${failed.id} (${failed.kind}, ${failed.trigger})`,
        `Step: ${failed.failedStep}`,
        `Error: ${failed.error}`,
        `Log: ${join(releasesDir, failed.log ?? '')}`,
        '',
        '--- last 60 lines of the log ---',
        tail(report.output, 60),
      ].join('\n'),
    });
    report.log('publish failure e-mailed', { attempt: failed.id, to: report.notifyTo });
  } catch (error) {
    report.log('publish failure e-mail could not be sent', {
      attempt: failed.id,
      err: (error as Error).message,
    });
  }
}
