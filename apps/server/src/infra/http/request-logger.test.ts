import { Writable } from 'node:stream';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { registerRequestLog } from './request-log.js';
import { requestLoggerFactory } from './request-logger.js';

const lines: Record<string, unknown>[] = [];
const stream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    for (const line of chunk.toString().split('\n').filter(Boolean)) {
      lines.push(JSON.parse(line) as Record<string, unknown>);
    }
    done();
  },
});

let app: FastifyInstance;

const appWith = async (level: string) => {
  lines.length = 0;
  app = Fastify({
    logger: { level, stream },
    childLoggerFactory: requestLoggerFactory,
    genReqId: () => 'req-7',
    logController: new LogController({ disableRequestLogging: true }),
  });
  app.get('/quiet', async () => 'ok');
  app.get('/chatty', async (request) => {
    request.log.debug({ step: 1 }, 'debugging');
    request.log.warn({ step: 2 }, 'careful');
    request.log.child({ part: 'inner' }).error('inner trouble');
    return 'ok';
  });
  await app.ready();
  return vi.spyOn(app.log, 'child');
};

afterEach(async () => {
  await app.close();
});

describe('a request logger made on first use', () => {
  it('makes no child logger for a request that writes nothing', async () => {
    const child = await appWith('info');
    expect((await app.inject('/quiet')).body).toBe('ok');
    expect(child).not.toHaveBeenCalled();
  });

  it('writes what pino child would, with the request id, at the levels the log keeps', async () => {
    const child = await appWith('info');
    await app.inject('/chatty');
    // The request's logger, then the inner one (a pino child inherits the spied method).
    expect(child.mock.calls.map((call) => call[0])).toEqual([
      { reqId: 'req-7' },
      { part: 'inner' },
    ]);
    expect(lines.map((l) => [l.msg, l.reqId, l.step ?? l.part])).toEqual([
      ['careful', 'req-7', 2],
      ['inner trouble', 'req-7', 'inner'],
    ]);
  });

  it('follows the log level: debug lines once debug is on', async () => {
    await appWith('debug');
    await app.inject('/chatty');
    expect(lines.filter((l) => l.reqId === 'req-7').map((l) => l.msg)).toEqual([
      'debugging',
      'careful',
      'inner trouble',
    ]);
  });

  it('skips a line below the level without making the child', async () => {
    const child = await appWith('error');
    const logger = requestLoggerFactory.call(app, app.log, { reqId: 'r' }, {}, {} as never);
    logger.info('not written');
    logger.debug('nor this');
    expect(child).not.toHaveBeenCalled();
    expect(logger.level).toBe('error');
    logger.error('written');
    expect(child).toHaveBeenCalledTimes(1);
    expect(lines.at(-1)).toMatchObject({ msg: 'written', reqId: 'r' });
  });
});

describe('the access line without a logger (LOG_LEVEL=silent)', () => {
  it('writes nothing and lets the later onResponse hooks run', async () => {
    app = Fastify({ logger: false });
    registerRequestLog(app, undefined);
    let after = 0;
    app.addHook('onResponse', (_request, _reply, done) => {
      after += 1;
      done();
    });
    app.get('/quiet', async () => 'ok');
    const res = await app.inject('/quiet');
    expect(res.body).toBe('ok');
    expect(res.headers['x-request-id']).toBeDefined();
    // An error in an earlier onResponse hook would have ended the chain before this one.
    expect(after).toBe(1);
  });
});
