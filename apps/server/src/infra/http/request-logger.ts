import type { FastifyBaseLogger, FastifyServerOptions } from 'fastify';

type Bindings = Parameters<FastifyBaseLogger['child']>[0];
type ChildOptions = Parameters<FastifyBaseLogger['child']>[1];
/** Fastify's logger is pino, which also answers whether a level is written. */
export type Logger = FastifyBaseLogger & { isLevelEnabled(level: string): boolean };

type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';

/**
 * A request's logger that becomes pino's child (the request id bound to every line) only when
 * the request writes a line at a level the log keeps. Fastify made the child for every request,
 * and with the redaction paths each cost an object, a serialized binding and its garbage: about
 * a twentieth of a small kept answer's CPU (docs/performance.md#per-request-overhead), for a
 * logger most requests never write to (the access line goes to the root logger, request-log.ts).
 */
export class RequestLogger {
  #child: FastifyBaseLogger | undefined;

  constructor(
    private readonly parent: Logger,
    private readonly bindings: Bindings,
  ) {}

  /** pino's child, made on first use. */
  #real(): FastifyBaseLogger {
    this.#child ??= this.parent.child(this.bindings);
    return this.#child;
  }

  get level(): string {
    return this.#child?.level ?? this.parent.level;
  }

  set level(level: string) {
    this.#real().level = level;
  }

  isLevelEnabled(level: string): boolean {
    return ((this.#child as Logger | undefined) ?? this.parent).isLevelEnabled(level);
  }

  #write(level: Level, args: unknown[]) {
    if (!this.isLevelEnabled(level)) return;
    (this.#real()[level] as (...a: unknown[]) => void)(...args);
  }

  fatal(...args: unknown[]) {
    this.#write('fatal', args);
  }
  error(...args: unknown[]) {
    this.#write('error', args);
  }
  warn(...args: unknown[]) {
    this.#write('warn', args);
  }
  info(...args: unknown[]) {
    this.#write('info', args);
  }
  debug(...args: unknown[]) {
    this.#write('debug', args);
  }
  trace(...args: unknown[]) {
    this.#write('trace', args);
  }
  silent() {}

  child(bindings: Bindings, options?: ChildOptions): FastifyBaseLogger {
    return this.#real().child(bindings, options);
  }
}

/**
 * Fastify's childLoggerFactory: a RequestLogger, or pino's own child when the route asks for a
 * level or serializers of its own (none does today).
 */
export const requestLoggerFactory: NonNullable<FastifyServerOptions['childLoggerFactory']> =
  function (logger, bindings, options) {
    if (options.level !== undefined || options.serializers !== undefined) {
      return logger.child(bindings, options);
    }
    return new RequestLogger(logger as unknown as Logger, bindings) as unknown as FastifyBaseLogger;
  };
