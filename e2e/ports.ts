// Every port the end-to-end run listens on. `E2E_PORT_OFFSET` moves them all at once, so two
// checkouts on one machine can run their browser tests side by side.
const offset = Number(process.env.E2E_PORT_OFFSET ?? 0);

export const ports = {
  app: Number(process.env.E2E_PORT ?? 3100 + offset),
  mailSmtp: Number(process.env.MAIL_SINK_SMTP_PORT ?? 2525 + offset),
  mailHttp: Number(process.env.MAIL_SINK_HTTP_PORT ?? 2526 + offset),
  googleIssuer: 4010 + offset,
  googleGsi: 4011 + offset,
  kakao: 4020 + offset,
  toss: 4030 + offset,
};
